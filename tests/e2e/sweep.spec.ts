import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitForQuiet, type PageProblems} from '../support/fixtures';
import {isUnreleasedApiPath} from '../../src/config/apiReference';
import {builtPagePaths, sitemapPaths} from '../support/sitemap';
import {sitePath} from '../support/site';

/**
 * Every URL of both sitemaps, every page of the unreleased API version
 * (built, searchable, but left out of the sitemap) and the search page
 * loads, hydrates, logs no console error or warning, has no failed request (the hosted search provider is blocked by
 * the fixture and does not count), loads nothing from another origin (no CDN,
 * no Ferrypay backend), has a meta description, speaks its locale's language,
 * and opens every external link with noopener noreferrer.
 */
test.describe.configure({mode: 'parallel'});

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** English that legitimately appears in zh-TW UI: the product name, acronyms, the "Release Note" title, the search key hint. */
// CC BY: the content licence's own name in the footer, which Creative Commons's Taiwan pages keep too.
const ZH_UI_ALLOWED = /^(Ferrypay|API|B2B|KYC|Release|Note|Version|Copyright|Docs|Ctrl|UI|UX|CC|BY)$/;

/** What the checks read from a page, in one round trip to it. */
type PageReading = {h1Visible: boolean; description: string | null; ownText: string; unsafeLinks: string[]};

/**
 * Reads the page: whether its first h1 is visible, its meta description, the
 * text under `textSelector` in the page's own language (elements marked with
 * another `lang`, the locale menu, are skipped), and its links to another
 * origin without both noopener and noreferrer.
 */
function readPage(page: Page, textSelector: string): Promise<PageReading> {
  return page.evaluate((selector) => {
    const pageLang = document.documentElement.lang;
    const ownText = Array.from(document.querySelectorAll(selector))
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
    const h1 = document.querySelector('h1');
    const descriptions = document.querySelectorAll('meta[name="description"]');
    const unsafeLinks = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'))
      .filter((link) => new URL(link.href).origin !== location.origin)
      .filter((link) => !/\bnoopener\b/.test(link.getAttribute('rel') ?? '') || !/\bnoreferrer\b/.test(link.getAttribute('rel') ?? ''))
      .map((link) => link.getAttribute('href') ?? '');
    return {
      h1Visible: h1 !== null && h1.checkVisibility({visibilityProperty: true}) && h1.getBoundingClientRect().height > 0,
      description: descriptions[descriptions.length - 1]?.getAttribute('content') ?? null,
      ownText,
      unsafeLinks,
    };
  }, textSelector);
}

/** Pages per test: one browser page visits them in turn, which costs far less than a test each. */
const CHUNK = 15;
/**
 * A page takes about 0.5 s to load, hydrate and go quiet here, 1-2 s while
 * the other worker loads pages too; the timeout is for a page that never
 * settles, not a speed limit (10 to 40 times a page's time).
 */
const TIME_PER_PAGE_MS = 20_000;

/**
 * The problems recorded since they were last taken, emptied: after a page's
 * check, what the page logged or requested once it had gone quiet (until the
 * browser left it) is that page's too.
 */
function takeProblems(problems: PageProblems): string[] {
  const taken = [
    ...problems.consoleErrors,
    ...problems.failedRequests,
    ...problems.foreignRequests.map((url) => `loads from another origin: ${url}`),
  ];
  problems.consoleErrors.length = 0;
  problems.failedRequests.length = 0;
  problems.foreignRequests.length = 0;
  return taken;
}

async function checkPage(page: Page, problems: PageProblems, pathname: string, locale: 'zh-TW' | 'en'): Promise<string[]> {
  const found: string[] = [];
  const response = await page.goto(pathname, {waitUntil: 'domcontentloaded'});
  if (response?.status() !== 200) found.push(`status ${response?.status()}`);
  await waitForHydration(page);
  const {h1Visible, description, ownText, unsafeLinks} = await readPage(
    page,
    locale === 'en' ? 'body' : '.navbar, footer, .pagination-nav__sublabel, .theme-doc-footer',
  );
  if (!h1Visible) found.push('no visible h1');

  // A sentence: about 10 characters in Chinese, 20 in English.
  if ((description?.trim().length ?? 0) < (locale === 'zh-TW' ? 10 : 20))
    found.push(`meta description too short: ${JSON.stringify(description)}`);
  else if (CJK.test(description!) !== (locale === 'zh-TW')) found.push(`meta description in the wrong language: ${description}`);

  if (locale === 'en') {
    const cjk = ownText.match(new RegExp(`.{0,20}${CJK.source}.{0,20}`));
    if (cjk) found.push(`CJK text on an en page: ${cjk[0]}`);
  } else {
    const english = (ownText.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ZH_UI_ALLOWED.test(word));
    if (english.length > 0) found.push(`English in the zh-TW UI: ${[...new Set(english)].join(', ')}`);
  }
  if (unsafeLinks.length > 0) found.push(`external links without noopener noreferrer: ${unsafeLinks.join(', ')}`);

  // The page's own requests, not the route prefetches it starts in idle time:
  // each prefetched chunk is a chunk of a page this sweep loads itself.
  await waitForQuiet(page);
  found.push(...takeProblems(problems));
  return found.map((problem) => `${pathname}: ${problem}`);
}

/** A locale's pages of the unreleased API version, which the sitemap leaves out. */
const unreleasedApiPaths = (locale: 'zh-TW' | 'en') =>
  builtPagePaths(locale).filter((pathname) => isUnreleasedApiPath(pathname.slice(sitePath('', locale).length)));

for (const locale of ['zh-TW', 'en'] as const) {
  const sitemap = sitemapPaths(locale);
  const unreleased = unreleasedApiPaths(locale);
  // The search page is out of the sitemap too; it is swept with the rest.
  const searchPage = sitePath('search', locale);
  test(`the ${locale} sitemap lists the site, and the unreleased API version has its pages`, () => {
    expect(sitemap.length).toBeGreaterThan(50);
    expect(unreleased.length).toBeGreaterThan(30);
    expect(sitemap.filter((pathname) => unreleased.includes(pathname) || pathname === searchPage)).toEqual([]);
  });
  const paths = [...sitemap, ...unreleased, searchPage];
  for (let start = 0; start < paths.length; start += CHUNK) {
    const chunk = paths.slice(start, start + CHUNK);
    test(`${locale} pages ${start + 1}-${start + chunk.length} load cleanly`, async ({page, problems}) => {
      test.setTimeout(chunk.length * TIME_PER_PAGE_MS);
      const found: string[] = [];
      // What a page did after its check, until the browser went on to the next page (the last one: to a blank page).
      const afterCheck = (pathname: string) => takeProblems(problems).map((problem) => `${pathname}: ${problem} (after its check)`);
      for (const [index, pathname] of chunk.entries()) {
        if (index > 0) found.push(...afterCheck(chunk[index - 1]!));
        found.push(...(await checkPage(page, problems, pathname, locale)));
      }
      await page.goto('about:blank');
      found.push(...afterCheck(chunk.at(-1)!));
      expect(found).toEqual([]);
    });
  }
}
