import {describe, expect, it} from 'vitest';
import {LOCALES, TEST_BASE_URL, type TestLocale} from '../support/site';
import {builtHead as head, sitemapPaths} from '../support/sitemap';
import {API_CATALOGUE_PAGES, API_EXTRA_PAGES, SPEC_API_SLUGS} from '../support/apiSlugs';

/**
 * Search engines are shown the released API reference: the unreleased `next`
 * pages are noindex and absent from both sitemaps; the unmaintained version's
 * pages stay in them but name the same page of the latest version as
 * canonical. Read from the built pages' heads (what a crawler reads first).
 */
const PAGES = ['', ...SPEC_API_SLUGS, ...API_EXTRA_PAGES.filter((page) => page !== 'index'), ...API_CATALOGUE_PAGES];

/** Site path of an API page, as the sitemap lists it. */
const sitePathOf = (locale: TestLocale, versionPath: string, page: string) =>
  `${TEST_BASE_URL}${locale === 'en' ? 'en/' : ''}api/${versionPath}${page}`;

describe.each(LOCALES)('API versions for search engines (%s)', (locale) => {
  const sitemap = sitemapPaths(locale);

  it('the unreleased version is noindex and absent from the sitemap', () => {
    expect(sitemap.filter((pathname) => pathname.includes('/api/next'))).toEqual([]);
    for (const page of PAGES) expect(head(locale, `api/next/${page}`).robots, page || 'landing').toEqual(['noindex, nofollow']);
  });

  it('the latest and unmaintained versions are indexed and in the sitemap', () => {
    for (const versionPath of ['', '2025-03-01/']) {
      for (const page of PAGES) {
        expect(sitemap, `${versionPath}${page}`).toContain(sitePathOf(locale, versionPath, page));
        expect(head(locale, `api/${versionPath}${page}`).robots, `${versionPath}${page}`).toEqual([]);
      }
    }
  });

  it("the unmaintained version's pages name the same page of the latest version as canonical", () => {
    for (const page of PAGES) {
      const latest = head(locale, `api/${page}`).canonicals;
      // The latest page's canonical is its own URL, written out in full.
      expect(
        latest.map((href) => new URL(href).pathname),
        page || 'landing',
      ).toEqual([sitePathOf(locale, '', page)]);
      expect(head(locale, `api/2025-03-01/${page}`).canonicals, page || 'landing').toEqual(latest);
    }
  });
});
