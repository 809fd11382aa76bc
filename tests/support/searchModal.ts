import {expect, type Page} from '@playwright/test';
import {test, waitForHydration} from './fixtures';
import {sitePath, type TestLocale} from './site';
import {MARKS} from '../../src/search/client/indexLoader';

/** Helpers for the DocSearch modal, shared by the local and hosted search specs. */

/** The search modal's strings as each locale shows them (i18n/<locale>/code.json, theme.SearchModal.*). */
export const SEARCH_TEXT = {
  'zh-TW': {
    noResults: '找不到結果：',
    trySearchingFor: '試試搜尋',
    letUsKnow: '請告知我們。',
    recent: '最近搜尋',
    favourites: '收藏',
    saveSearch: '收藏這個搜尋',
    removeRecent: '從最近搜尋中移除',
    removeFavourite: '從收藏中移除',
    errorTitle: '無法取得結果',
    errorHelp: '請檢查您的網路連線。',
    searchingFor: '正在搜尋：',
  },
  en: {
    noResults: 'No results for',
    trySearchingFor: 'Try searching for',
    letUsKnow: 'Let us know.',
    recent: 'Recent',
    favourites: 'Favorite',
    saveSearch: 'Save this search',
    removeRecent: 'Remove this search from history',
    removeFavourite: 'Remove this search from favorites',
    errorTitle: 'Unable to fetch results',
    errorHelp: 'You might want to check your network connection.',
    searchingFor: 'Searching for',
  },
} as const satisfies Record<TestLocale, Record<string, string>>;

/** A query that is markup: it must be shown as text and run nothing. */
export const MARKUP_QUERY = '<img src=x onerror=alert(1)>';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page) => page.locator('input.DocSearch-Input');
/** Titles of the start screen's lists, in either locale. */
const START_SCREEN_TITLES = new RegExp(
  `^(${Object.values(SEARCH_TEXT)
    .flatMap((text) => [text.recent, text.favourites])
    .join('|')})$`,
);

/** Result hits: the start screen's recent and favourite searches are `.DocSearch-Hit`s too. */
export const hits = (page: Page) =>
  page
    .locator('.DocSearch-Hits')
    .filter({hasNot: page.locator('.DocSearch-Hit-source', {hasText: START_SCREEN_TITLES})})
    .locator('.DocSearch-Hit');
/** The hit whose link (the listbox option, see patches/docsearch-modal/loader.cjs) is selected. */
export const selectedHit = (page: Page) => page.locator('.DocSearch-Hit').filter({has: page.locator('a[aria-selected="true"]')});

/** Opens a page of the site (a site path for a locale) and waits until React has hydrated it. */
export async function openSite(page: Page, path: string, locale: TestLocale = 'zh-TW'): Promise<void> {
  await page.goto(sitePath(path, locale));
  await waitForHydration(page);
}

/** Resolves once the keyboard shortcut opens the modal: DocSearch ignores it until the last modal's cleanup has taken this class off the body. */
export async function shortcutReady(page: Page): Promise<void> {
  await expect(page.locator('body.DocSearch--active')).toHaveCount(0);
}

/** Opens the modal with its keyboard shortcut; resolves once its input has the focus. */
export async function openModal(page: Page): Promise<void> {
  await shortcutReady(page);
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused({timeout: 15_000});
}

/** The query of the results screen's "See all results" link (none on other screens). */
export function seeAllQueries(page: Page): Promise<(string | null)[]> {
  return page
    .locator('.DocSearch-HitsFooter a')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('q')));
}

/** What the modal shows at one moment, as `sampleModal` records it. */
export type ModalSample = {
  query: string;
  hits: string[];
  searching: boolean;
  stalled: boolean;
  noResultsFor: string | null;
  errorScreen: boolean;
};

/**
 * Records the modal's state on every DOM change and every animation frame,
 * from now on: the query in its box, the hits on screen, whether a searching
 * state is visible (the spinner in the search box, or the searching screen),
 * the query the no-results screen names, and whether the error screen is
 * shown. `modalSamples` reads them.
 */
export async function sampleModal(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: ModalSample[] = [];
    Object.assign(window, {modalSamples: samples});
    const visible = (element: Element | null) => !!element && element.getClientRects().length > 0;
    const sample = () => {
      const container = document.querySelector('.DocSearch-Container');
      if (!container) return;
      const hitLinks = Array.from(document.querySelectorAll<HTMLAnchorElement>('.DocSearch-Hits .DocSearch-Hit a'));
      samples.push({
        query: document.querySelector<HTMLInputElement>('input.DocSearch-Input')?.value ?? '',
        hits: hitLinks.filter((link) => visible(link)).map((link) => link.pathname + link.hash),
        // DocSearch's spinner (viewBox 0 0 38 38) in the search box, or the searching screen (patches/docsearch-modal).
        searching:
          visible(document.querySelector('.DocSearch-SearchBar svg[viewBox="0 0 38 38"]')) ||
          visible(document.querySelector('.DocSearch-Searching')),
        stalled: container.classList.contains('DocSearch-Container--Stalled'),
        noResultsFor: document.querySelector('.DocSearch-NoResults .DocSearch-Title strong')?.textContent ?? null,
        errorScreen: visible(document.querySelector('.DocSearch-ErrorScreen')),
      });
    };
    new MutationObserver(sample).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

export const modalSamples = (page: Page): Promise<ModalSample[]> =>
  page.evaluate(() => (window as unknown as {modalSamples: ModalSample[]}).modalSamples);

/** What the search page shows at one moment, as `sampleSearchPage` records it. */
export type SearchPageSample = {query: string; error: boolean};

/**
 * Records the search page's state on every DOM change and every animation
 * frame, from now on, as `sampleModal` does the modal's: the query in the
 * page's own field and whether its error message is shown.
 * `searchPageSamples` reads them.
 */
export async function sampleSearchPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: SearchPageSample[] = [];
    Object.assign(window, {searchPageSamples: samples});
    const sample = () =>
      samples.push({
        query: document.querySelector<HTMLInputElement>('main [role="search"] input[name="q"]')?.value ?? '',
        error: document.querySelector('main [role="alert"]') !== null,
      });
    new MutationObserver(sample).observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
    const everyFrame = () => {
      sample();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

export const searchPageSamples = (page: Page): Promise<SearchPageSample[]> =>
  page.evaluate(() => (window as unknown as {searchPageSamples: SearchPageSample[]}).searchPageSamples);

/**
 * Expects that no sample taken while `query` was in the box passed off
 * something else as its answer: `oldHits`, or a no-results screen naming an
 * earlier query, on screen with no searching state, or still there once the
 * answer was late. (Typed key by key on a busy machine, the screen of the
 * query before the last keystroke stays, dimmed, while the spinner turns.)
 */
export async function expectOnlyHonestSamples(page: Page, query: string, oldHits: ReadonlySet<string>): Promise<void> {
  const shown = (await modalSamples(page)).filter((sample) => sample.query === query);
  expect(shown.length, `samples taken while "${query}" was in the box`).toBeGreaterThan(0);
  const stale = {
    'old hits': shown.filter((sample) => sample.hits.some((hit) => oldHits.has(hit))),
    'a no-results screen naming another query': shown.filter((sample) => sample.noResultsFor !== null && sample.noResultsFor !== query),
  };
  for (const [what, samples] of Object.entries(stale)) {
    expect(
      samples.filter((sample) => !sample.searching),
      `${what} with no searching state`,
    ).toEqual([]);
    expect(
      samples.filter((sample) => sample.stalled),
      `${what} once the answer was late`,
    ).toEqual([]);
  }
}

/** The hits on screen now, named as `sampleModal` names them (path and hash). */
export const hitsOnScreen = async (page: Page): Promise<Set<string>> =>
  new Set(
    await hits(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname + (link as HTMLAnchorElement).hash)),
  );

export const SEARCH_RESULTS_TIMEOUT_MS = 30_000;

/**
 * Types a query into the open modal in one input event (as a paste does) and
 * waits for this query's results: until they arrive, DocSearch keeps showing
 * what was there (the start screen's recent searches, or the last results).
 */
export async function searchInModal(page: Page, query: string): Promise<void> {
  await modalInput(page).fill(query);
  // Up to 30 s, within the test's 60: a query of paragraph words waits for the
  // built-in index to take in every paragraph, in 10 ms slices. With the other
  // worker weighing every guide page, CI has shown results 17-20 s after
  // typing, each poll of the page taking 1-3 s (this asserts what the reader
  // sees; the time to the first results is `npm run bench:search`'s).
  await expect.poll(() => seeAllQueries(page), {timeout: SEARCH_RESULTS_TIMEOUT_MS}).toEqual([query]);
  await expect(hits(page).first()).toBeVisible({timeout: SEARCH_RESULTS_TIMEOUT_MS});
}

export type HitTarget = {pathname: string; hash: string; pageTitle: string};

/**
 * Opens the selected hit with Enter and resolves once its page has rendered
 * and, for a page without an anchor, Docusaurus has reset the focus to the
 * page's top: the URL changes before the page renders, and a modal opened in
 * between loses the focus to that reset.
 */
export async function openSelectedHit(page: Page): Promise<HitTarget> {
  const hit = selectedHit(page);
  const {pathname, hash} = await hit.locator('a').evaluate((link) => {
    const {pathname, hash} = link as HTMLAnchorElement;
    return {pathname, hash};
  });
  // A heading's or paragraph's hit names its page under it; a page's hit is the page title.
  const path = hit.locator('.DocSearch-Hit-path');
  const pageTitle = ((await path.count()) > 0 ? await path.innerText() : await hit.locator('.DocSearch-Hit-title').innerText()).trim();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === pathname && url.hash === hash);
  await expect(page.locator('article h1')).toHaveText(pageTitle);
  if (!hash) {
    // Closing the modal focused the search button; Docusaurus's reset after the new page rendered leaves it on the body.
    await page.waitForFunction(() => document.activeElement === document.body);
  }
  return {pathname, hash, pageTitle};
}

/**
 * Resolves once the page's local index holds the paragraphs too (its
 * user-timing mark `MARKS.complete`). The
 * modal answers from titles and headings before that, but reports "no
 * results" only on the whole index, and the search page waits for it.
 * Indexing the zh-TW paragraphs took up to 24 s here with four builds and
 * test runs sharing two cores (about 1 s on an idle machine), hence the timeout.
 */
export async function indexComplete(page: Page): Promise<void> {
  allowForIndexing();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARKS.complete, {timeout: INDEXING_LIMIT_MS});
}

/**
 * The longest wait for the built-in index's paragraphs (above): a limit that
 * only ends a hang. A test that waits for them gets Playwright's slow timeout
 * (three times the configured one), so that the wait, not the test's own
 * limit, decides on a busy machine.
 */
export const INDEXING_LIMIT_MS = 45_000;

/** Gives the running test the slow timeout, for a wait of up to INDEXING_LIMIT_MS. */
export function allowForIndexing(): void {
  test.slow();
}

/** The search page's results: each one's title link. */
export const searchPageResults = (page: Page) => page.locator('main article h2 a');

/**
 * Resolves once the search page lists its first result: from titles and
 * headings first, or once the index has the paragraphs, on a busy machine
 * many seconds after the page loaded.
 */
export async function firstSearchResult(page: Page): Promise<void> {
  allowForIndexing();
  await expect(searchPageResults(page).first()).toBeVisible({timeout: INDEXING_LIMIT_MS});
}

/**
 * The search page's count of what it found, in each locale's plural forms
 * (the count captured where it is written in figures): the page shows it with
 * its whole answer only.
 */
export const FOUND_COUNT = {'zh-TW': /找到 (\d+) 份文件/, en: /(\d+) documents found|One document found/} as const satisfies Record<
  TestLocale,
  RegExp
>;

/**
 * Resolves once the search page shows its whole answer: the index holds the
 * paragraphs, and the page has drawn the answer from it, with snippets and
 * the count of documents found. The first answer, from titles and headings
 * alone, has neither, and the index being complete does not mean the page
 * has drawn its second answer yet.
 */
export async function wholeSearchAnswer(page: Page): Promise<void> {
  await indexComplete(page);
  const count = new RegExp(
    `^(${Object.values(FOUND_COUNT)
      .map(({source}) => source)
      .join('|')})$`,
  );
  await expect(page.locator('main [role="status"]').getByText(count)).toBeVisible({timeout: INDEXING_LIMIT_MS});
}

/** Words of a snippet as a reader counts them: runs of text between spaces, ellipses left out. */
export function wordsOf(text: string): number {
  return text
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
