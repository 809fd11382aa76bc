import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, type PageProblems} from '../support/fixtures';
import {sitemapPaths} from '../support/sitemap';

/**
 * Every URL of both sitemaps loads, hydrates, logs no console error or
 * warning, has no failed request (the hosted search provider is blocked by
 * the fixture and does not count), loads nothing from another origin (no CDN,
 * no Ferrypay backend), has a meta description, speaks its locale's language,
 * and opens every external link with noopener noreferrer.
 */
test.describe.configure({mode: 'parallel'});

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** English that legitimately appears in zh-TW UI: the product name, acronyms, the "Release Note" title, the search key hint. */
const ZH_UI_ALLOWED = /^(Ferrypay|API|B2B|KYC|Release|Note|Version|Copyright|Docs|Ctrl|UI|UX)$/;

/** Text of the page in its own language: skips elements marked with another `lang` (the locale menu). */
function ownLanguageText(page: Page, selector: string): Promise<string> {
  return page.evaluate((sel) => {
    const pageLang = document.documentElement.lang;
    return Array.from(document.querySelectorAll(sel))
      .map((root) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        const parts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('script, style')) continue;
          const lang = parent.closest('[lang]')?.getAttribute('lang');
          if (lang && lang !== pageLang) continue;
          parts.push(node.textContent ?? '');
        }
        return parts.join(' ');
      })
      .join(' ');
  }, selector);
}

/** Pages per test: one browser page visits them in turn, which costs far less than a test each. */
const CHUNK = 15;
/**
 * A page takes 1.3-1.5 s to load, hydrate and go quiet here (its route
 * prefetches included), 2.5-4 s while the other worker loads pages too; the
 * timeout is for a page that never settles, not a speed limit.
 */
const TIME_PER_PAGE_MS = 8_000;

async function checkPage(page: Page, problems: PageProblems, pathname: string, locale: 'zh-TW' | 'en'): Promise<string[]> {
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
  problems.foreignRequests.length = 0;
  const found: string[] = [];
  const response = await page.goto(pathname, {waitUntil: 'domcontentloaded'});
  if (response?.status() !== 200) found.push(`status ${response?.status()}`);
  await waitForHydration(page);
  if (!(await page.locator('h1').first().isVisible())) found.push('no visible h1');

  const description = await page.locator('meta[name="description"]').last().getAttribute('content');
  // A sentence: about 10 characters in Chinese, 20 in English.
  if ((description?.trim().length ?? 0) < (locale === 'zh-TW' ? 10 : 20))
    found.push(`meta description too short: ${JSON.stringify(description)}`);
  else if (CJK.test(description!) !== (locale === 'zh-TW')) found.push(`meta description in the wrong language: ${description}`);

  if (locale === 'en') {
    const cjk = (await ownLanguageText(page, 'body')).match(new RegExp(`.{0,20}${CJK.source}.{0,20}`));
    if (cjk) found.push(`CJK text on an en page: ${cjk[0]}`);
  } else {
    const chrome = await ownLanguageText(page, '.navbar, footer, .pagination-nav__sublabel, .theme-doc-footer');
    const english = (chrome.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ZH_UI_ALLOWED.test(word));
    if (english.length > 0) found.push(`English in the zh-TW UI: ${[...new Set(english)].join(', ')}`);
  }

  const unsafeLinks = await page.locator('a[href^="http"]').evaluateAll((links) =>
    links
      .filter((link) => new URL((link as HTMLAnchorElement).href).origin !== location.origin)
      .filter((link) => !/\bnoopener\b/.test(link.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(link.getAttribute('rel') ?? ''))
      .map((link) => link.getAttribute('href')),
  );
  if (unsafeLinks.length > 0) found.push(`external links without noopener noreferrer: ${unsafeLinks.join(', ')}`);

  await page.waitForLoadState('networkidle');
  found.push(...problems.consoleErrors, ...problems.failedRequests);
  found.push(...problems.foreignRequests.map((url) => `loads from another origin: ${url}`));
  return found.map((problem) => `${pathname}: ${problem}`);
}

for (const locale of ['zh-TW', 'en'] as const) {
  const paths = sitemapPaths(locale);
  test(`the ${locale} sitemap lists the site`, () => {
    expect(paths.length).toBeGreaterThan(50);
  });
  for (let start = 0; start < paths.length; start += CHUNK) {
    const chunk = paths.slice(start, start + CHUNK);
    test(`${locale} sitemap pages ${start + 1}-${start + chunk.length} load cleanly`, async ({page, problems}) => {
      test.setTimeout(chunk.length * TIME_PER_PAGE_MS);
      const found: string[] = [];
      for (const pathname of chunk) found.push(...(await checkPage(page, problems, pathname, locale)));
      expect(found).toEqual([]);
    });
  }
}
