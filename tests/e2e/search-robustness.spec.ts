import {readFileSync} from 'node:fs';
import type {Page, Route} from '@playwright/test';
import {test, expect as baseExpect, pageErrors, waitForHydration} from '../support/fixtures';
import {sitePath, TEST_BASE_URL, type TestLocale} from '../support/site';
import {MAX_QUERY_LENGTH} from '../../src/config/search';
import {LOCAL_INDEX_FILE} from '../../src/search/records';
import {API_PLUGIN_ID} from '../../src/config/apiReference';
import {
  allowForIndexing,
  firstSearchResult,
  FOUND_COUNT,
  hits,
  INDEXING_LIMIT_MS,
  modal,
  modalSamples,
  openModal,
  openSite,
  sampleModal,
  SEARCH_TEXT,
  searchInModal,
  searchPageResults,
} from '../support/searchModal';

/**
 * Search that never crashes or hangs. Unlucky input (a pasted
 * query, an index that fails or is slow, Simplified Chinese) against the
 * built-in index.
 */
const expect = baseExpect.configure({timeout: 15_000});

const PAGE_TEXT = {
  'zh-TW': {
    searching: '搜尋中…',
    noResults: '未找到結果',
    errorTitle: '無法取得結果',
    retry: '再試一次',
    versionLabel: 'API 版本',
  },
  en: {
    searching: 'Searching…',
    noResults: 'No results were found',
    errorTitle: 'Unable to fetch results',
    retry: 'Try again',
    versionLabel: 'API version',
  },
} as const satisfies Record<TestLocale, Record<string, string>>;

const resultPaths = (page: Page) =>
  searchPageResults(page).evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));

/**
 * Holds the locale's index file until `release` is called; the page waits for it meanwhile.
 * `requested` resolves once the page has asked for it.
 */
async function holdIndex(page: Page): Promise<{requested: Promise<void>; release: () => void}> {
  let release!: () => void;
  let requestedNow!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested = new Promise<void>((resolve) => (requestedNow = resolve));
  await page.route(`**/${LOCAL_INDEX_FILE}`, async (route: Route) => {
    requestedNow();
    await released;
    await route.continue();
  });
  return {requested, release};
}

/**
 * Records, from the page's first script on, every time `text` enters the page: in a node added to it or in
 * text that changed, so that a state replaced within the same task is caught too. `textsSeen` reads them.
 */
async function recordText(page: Page, text: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const seen: string[] = [];
    Object.assign(window, {textsSeen: seen});
    const check = (node: Node) => {
      const content = node.textContent ?? '';
      if (content.includes(wanted)) seen.push(content.slice(0, 200));
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check(record.target);
        record.addedNodes.forEach(check);
      }
    }).observe(document, {childList: true, subtree: true, characterData: true});
  }, text);
}

const textsSeen = (page: Page) => page.evaluate(() => (window as unknown as {textsSeen: string[]}).textsSeen);

test.describe('search page: a long query', () => {
  test(`a pasted 10,000-character query is capped at ${MAX_QUERY_LENGTH} characters in the URL, the title, the box and the answer`, async ({
    page,
  }) => {
    const pasted = `撥款確認單${'撥款'.repeat(5000)}`;
    const capped = [...pasted].slice(0, MAX_QUERY_LENGTH).join('');
    await openSite(page, 'search');
    await page.locator('main [role="search"] input[name="q"]').fill(pasted);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(capped);
    await expect(page.locator('main [role="search"] input[name="q"]')).toHaveValue(capped);
    await expect(page.locator('h1')).toHaveText(`「${capped}」的搜尋結果`);
    baseExpect(await page.title()).toContain(capped);
    baseExpect((await page.title()).length).toBeLessThan(MAX_QUERY_LENGTH + 40);
    // Answered, not left spinning: results or the no-results text.
    allowForIndexing();
    await expect(page.locator('main').getByText(new RegExp(`${FOUND_COUNT['zh-TW'].source}|${PAGE_TEXT['zh-TW'].noResults}`))).toBeVisible({
      timeout: INDEXING_LIMIT_MS,
    });
    await expect(page.getByText(PAGE_TEXT['zh-TW'].searching)).toHaveCount(0);
  });

  test(`a link whose ?q= is longer than ${MAX_QUERY_LENGTH} characters is answered, with the query capped`, async ({page}) => {
    const linked = 'payout confirmation order '.repeat(8).trim();
    const capped = [...linked].slice(0, MAX_QUERY_LENGTH).join('');
    await openSite(page, `search?q=${encodeURIComponent(linked)}`, 'en');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(capped);
    await expect(page.locator('h1')).toHaveText(`Search results for "${capped}"`);
    allowForIndexing();
    await expect(page.locator('main').getByText(new RegExp(`${FOUND_COUNT.en.source}|${PAGE_TEXT.en.noResults}`))).toBeVisible({
      timeout: INDEXING_LIMIT_MS,
    });
  });
});

test.describe('search page: the index fails to load', () => {
  const failures = [
    {locale: 'zh-TW', how: 'answers 500', fail: (route: Route) => route.fulfill({status: 500, body: 'Internal Server Error'})},
    {locale: 'en', how: 'is aborted', fail: (route: Route) => route.abort('connectionreset')},
  ] as const;
  for (const {locale, how, fail} of failures) {
    test(`when the index ${how}, the page says so and Try again searches again (${locale})`, async ({page, problems}) => {
      let failing = true;
      await page.route(`**/${LOCAL_INDEX_FILE}`, (route) => (failing ? fail(route) : route.continue()));
      await openSite(page, `search?q=${locale === 'en' ? 'payout' : '撥款'}`, locale);
      const text = PAGE_TEXT[locale];
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', {name: text.errorTitle})).toBeVisible({timeout: 30_000});
      await expect(page.getByText(text.searching)).toHaveCount(0);
      await expect(page.getByText(text.noResults)).toHaveCount(0);

      failing = false;
      await alert.getByRole('button', {name: text.retry}).click();
      await firstSearchResult(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
      baseExpect(pageErrors(problems.consoleErrors)).toEqual([]);
    });
  }
});

test.describe('search page: nothing found', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`a query nothing matches is answered in the status message screen readers announce (${locale})`, async ({page}) => {
      await openSite(page, `search?q=${encodeURIComponent('zqxjvkw qpzmxv')}`, locale);
      allowForIndexing();
      await expect(page.getByRole('status').filter({hasText: PAGE_TEXT[locale].noResults})).toBeVisible({timeout: INDEXING_LIMIT_MS});
      await expect(page.getByText(PAGE_TEXT[locale].searching)).toHaveCount(0);
      await expect(searchPageResults(page)).toHaveCount(0);
    });
  }
});

test.describe('while the index loads', () => {
  test('the search page shows a loading state, never "no results", until the answer is in', async ({page}) => {
    await recordText(page, PAGE_TEXT['zh-TW'].noResults);
    const {requested, release} = await holdIndex(page);
    await openSite(page, 'search?q=%E6%92%A5%E6%AC%BE');
    // The query waits for the index: the page asked for it, and says it is searching.
    await requested;
    await expect(page.getByText(PAGE_TEXT['zh-TW'].searching)).toBeVisible();
    release();
    await firstSearchResult(page);
    await expect(page.getByText(PAGE_TEXT['zh-TW'].searching)).toHaveCount(0);
    // Every state the page went through, from its first script to the answer on screen.
    baseExpect(await textsSeen(page)).toEqual([]);
  });

  for (const locale of ['zh-TW', 'en'] as const) {
    test(`the modal never says "${SEARCH_TEXT[locale].noResults}" before the index is in (${locale})`, async ({page}) => {
      const query = locale === 'en' ? 'refund' : '退款';
      const {requested, release} = await holdIndex(page);
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      await sampleModal(page);
      await page.locator('input.DocSearch-Input').fill(query);
      // The query is unanswered while the index is held: once late, the modal says it is searching for it.
      await requested;
      await expect(modal(page).locator('.DocSearch-Searching')).toHaveText(`${SEARCH_TEXT[locale].searchingFor} "${query}"`);
      release();
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
      await expect(modal(page).getByText(SEARCH_TEXT[locale].noResults)).toHaveCount(0);
      // Every state the modal went through, from the keystroke to the hits on screen.
      const noResults = (await modalSamples(page)).filter((sample) => sample.noResultsFor !== null);
      baseExpect(noResults).toEqual([]);
    });
  }
});

test.describe('search page: API versions', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    const query = locale === 'en' ? 'create an order' : '建立訂單';
    test(`the version filter is labelled and starts on the latest released API version, not "next" (${locale})`, async ({page}) => {
      await openSite(page, `search?q=${encodeURIComponent(query)}`, locale);
      const select = page.getByLabel(PAGE_TEXT[locale].versionLabel, {exact: true});
      await expect(select).toBeVisible();
      await expect(select).toHaveValue('2026-06-01');
      await firstSearchResult(page);
      const apiPaths = (await resultPaths(page)).filter((path) => path.includes('/api/'));
      baseExpect(apiPaths.length, 'API results').toBeGreaterThan(0);
      baseExpect(apiPaths.filter((path) => path.includes('/api/next/'))).toEqual([]);
    });
  }

  test('the version filter starts on the version the reader chose in the API version dropdown, and shows no other version first', async ({
    page,
  }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, '2025-03-01');
      // Every result link the page ever renders, also one replaced a moment later.
      const shown = new Set<string>();
      Object.assign(window, {shownResultPaths: shown});
      new MutationObserver(() => {
        document.querySelectorAll<HTMLAnchorElement>('main article h2 a').forEach((link) => shown.add(link.pathname));
      }).observe(document, {childList: true, subtree: true});
    }, `docs-preferred-version-${API_PLUGIN_ID}`);
    // The opening query goes out with the latest version, before the page reads the
    // reader's choice; both searches then wait for the index, and answer in turn.
    const {release} = await holdIndex(page);
    await openSite(page, `search?q=${encodeURIComponent('建立訂單')}`);
    await expect(page.getByLabel(PAGE_TEXT['zh-TW'].versionLabel, {exact: true})).toHaveValue('2025-03-01');
    release();
    await firstSearchResult(page);
    await expect(page.getByText(PAGE_TEXT['zh-TW'].searching)).toHaveCount(0);
    const apiPaths = (await resultPaths(page)).filter((path) => path.includes('/api/'));
    baseExpect(apiPaths.length).toBeGreaterThan(0);
    baseExpect(apiPaths.filter((path) => !path.startsWith(`${TEST_BASE_URL}api/2025-03-01`))).toEqual([]);
    const shown = await page.evaluate(() => [...(window as unknown as {shownResultPaths: Set<string>}).shownResultPaths]);
    baseExpect(shown.filter((path) => path.includes('/api/') && !path.startsWith(`${TEST_BASE_URL}api/2025-03-01`))).toEqual([]);
  });
});

test.describe('Simplified Chinese queries', () => {
  const RECONCILIATION = 'docs/page-introduction/b2b-cross-border-payment/role-company/order-reconciliation';

  test('对账 finds the reconciliation pages on the search page', async ({page}) => {
    await openSite(page, `search?q=${encodeURIComponent('对账')}`);
    await firstSearchResult(page);
    baseExpect(await resultPaths(page)).toContain(`${TEST_BASE_URL}${RECONCILIATION}`);
    // The query stays as typed: in the box and the title.
    await expect(page.locator('h1')).toHaveText('「对账」的搜尋結果');
  });

  test('账号 and 搜索 find pages in the modal, highlighting the Traditional words the pages use', async ({page}) => {
    await openSite(page, 'docs/faq');
    await openModal(page);
    await searchInModal(page, '账号');
    await expect(
      hits(page)
        .locator('mark')
        .filter({hasText: /帳號|帳|號/})
        .first(),
    ).toBeVisible();
    await searchInModal(page, '搜索');
    await expect(hits(page).first()).toBeVisible();
  });
});

test.describe('no Algolia connection in local mode', () => {
  test('no page preconnects to the search provider while the built-in index answers', async ({page}) => {
    for (const path of ['', 'docs/faq', 'search?q=payout']) {
      await page.goto(sitePath(path));
      await waitForHydration(page);
      baseExpect(
        await page.locator('link[rel="preconnect"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('a malformed URL fragment', () => {
  /**
   * Records the ids the page looks up. After a navigation, Docusaurus decodes
   * the fragment and looks up the element it names, to scroll to it (its
   * ClientLifecyclesDispatcher): that lookup is the point where a fragment it
   * cannot decode would have crashed the page.
   */
  const recordLookups = (page: Page) =>
    page.evaluate(() => {
      const lookups: string[] = [];
      Object.assign(window, {idLookups: lookups});
      const getElementById = document.getElementById.bind(document);
      document.getElementById = (id: string) => {
        lookups.push(id);
        return getElementById(id);
      };
    });
  /** The crash page's title on the zh-TW page these tests open (the theme's fallback page, translated in code.json). */
  const CRASHED = (JSON.parse(readFileSync('i18n/zh-TW/code.json', 'utf8')) as Record<string, {message: string}>)[
    'theme.ErrorPageContent.title'
  ]!.message;
  /** Resolves once the router has scrolled to the fragment naming `id`, or the page crashed. */
  const fragmentHandled = (page: Page, id: string) =>
    page.waitForFunction(
      (wanted) => (window as unknown as {idLookups: string[]}).idLookups.includes(wanted) || document.body.innerText.includes(CRASHED),
      id,
    );

  test('setting location.hash to a broken escape or following a link to #100% leaves the page in place', async ({page, problems}) => {
    await openSite(page, 'docs/faq');
    await recordLookups(page);
    await page.evaluate(() => {
      window.location.hash = '%E0%A4%A';
    });
    await fragmentHandled(page, '%E0%A4%A');
    await expect(page.getByText(CRASHED)).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('常見問題');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {href: '#100%', textContent: '100%'});
      link.id = 'percent-link';
      document.querySelector('article')!.prepend(link);
    });
    await page.locator('#percent-link').click();
    await fragmentHandled(page, '100%');
    await expect(page.locator('h1')).toHaveText('常見問題');
    await expect(page.getByText(CRASHED)).toHaveCount(0);
    baseExpect(decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe('100%');
    // Navigation still works afterwards.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '快速開始'}).click();
    await expect(page.locator('h1')).toHaveText('快速開始');
    baseExpect(pageErrors(problems.consoleErrors)).toEqual([]);
  });
});
