import type {Page, Request} from '@playwright/test';
import {test, expect as baseExpect, waitForHydration, waitForQuiet} from '../support/fixtures';
import {sitePath, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';
import {MAX_HITS_PER_GROUP, MAX_QUERY_LENGTH, SNIPPET_WORDS, SNIPPET_WORDS_SMALL_SCREEN} from '../../src/config/search';
import {LOCAL_INDEX_FILE} from '../../src/search/records';
import {MARKS} from '../../src/search/client/indexLoader';
import {builtFile, emulateDataSaver} from '../../scripts/lib/benchSupport.mjs';
import {
  FOUND_COUNT,
  hits,
  indexComplete,
  MARKUP_QUERY,
  modal,
  modalInput,
  openModal,
  openSelectedHit,
  openSite,
  SEARCH_TEXT,
  searchInModal,
  selectedHit,
  shortcutReady,
  wordsOf,
} from '../support/searchModal';

/**
 * Search against the suite's build, which has no search credentials:
 * the DocSearch modal and the /search page answer from the built-in index.
 * Indexing the paragraphs takes a few seconds on a busy two-core machine, so
 * waits for results get more time than Playwright's 5 s default.
 */
const expect = baseExpect.configure({timeout: 15_000});

const REFUND_PAGE = 'docs/page-introduction/acquiring/payment-intent-refund';
const VENDOR_GLOSSARY = 'docs/glossary/vendor';
/** In many long English paragraphs, in no title or heading, in either number or as the start of a word. */
const PARAGRAPH_WORD = 'attempt';

/** The search page's own query field (the theme's SearchPage). */
/** Paragraph hits' snippets that DocSearch cut around the match (they start or end with an ellipsis). */
async function cutSnippets(page: Page): Promise<string[]> {
  const snippets = await hits(page)
    .filter({has: page.locator('.DocSearch-Hit-path')})
    .locator('.DocSearch-Hit-title')
    .allInnerTexts();
  return snippets.filter((text) => text.startsWith('…') || text.endsWith('…'));
}

const searchPageInput = (page: Page) => page.locator('main [role="search"] input[name="q"]');

/** Site paths (no origin) of the hits the modal shows. */
function hitPaths(page: Page): Promise<string[]> {
  return hits(page)
    .locator('a')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
}

function isLocalePath(path: string, locale: TestLocale): boolean {
  return locale === 'en'
    ? path.startsWith(`${TEST_BASE_URL}en/`)
    : path.startsWith(TEST_BASE_URL) && !path.startsWith(`${TEST_BASE_URL}en/`);
}

test.describe('search modal keys', () => {
  test('Ctrl+K and Meta+K toggle the modal; Escape closes it and gives focus back to the button', async ({page}) => {
    await openSite(page, 'docs/faq');
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await shortcutReady(page);
      await page.keyboard.press(shortcut);
      await expect(modalInput(page)).toBeFocused();
      await page.keyboard.press(shortcut);
      await expect(modal(page)).toHaveCount(0);
    }
    await shortcutReady(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });

  test('/ opens the modal outside fields and types into a field', async ({page}) => {
    await openSite(page, 'docs/faq');
    await page.keyboard.press('/');
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);

    // The search page's own field: the key is typed, the modal stays closed.
    await openSite(page, 'search');
    const field = searchPageInput(page);
    await field.focus();
    await page.keyboard.press('/');
    await expect(field).toHaveValue('/');
    await expect(page).toHaveURL(/[?&]q=%2F/);
    await expect(modal(page)).toHaveCount(0);
  });
});

test.describe('search modal keys after Escape', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`/ opens the modal again from the search button, where Escape left the focus (${locale})`, async ({page}) => {
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(page.locator('.DocSearch-Button')).toBeFocused();
      await page.keyboard.press('/');
      await expect(modalInput(page)).toBeFocused();
      // The key opened the modal; it typed nothing.
      await expect(modalInput(page)).toHaveValue('');
      // And the keys still work as before: Escape closes it again.
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  }
});

test.describe('search modal query', () => {
  test(`the input keeps at most ${MAX_QUERY_LENGTH} characters, typed, pasted or prefilled`, async ({page}) => {
    await openSite(page, 'docs/faq', 'en');
    await openModal(page);
    const long = 'payout '.repeat(12); // 84 characters
    await page.keyboard.type(long);
    await expect(modalInput(page)).toHaveValue(long.slice(0, MAX_QUERY_LENGTH));

    await modalInput(page).clear();
    const pasted = 'refund '.repeat(15); // 105 characters
    await page.keyboard.insertText(pasted);
    await expect(modalInput(page)).toHaveValue(pasted.slice(0, MAX_QUERY_LENGTH));
    // The "See all results" link carries the query the modal searched for.
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toBeVisible();
    const searched = new URL((await seeAll.getAttribute('href'))!, page.url()).searchParams.get('q');
    baseExpect(searched).toBe(pasted.slice(0, MAX_QUERY_LENGTH));
    await page.keyboard.press('Escape');

    // DocSearch prefills the modal with the selected text (up to 512 characters).
    const paragraph = page
      .locator('.markdown p')
      .filter({hasText: /\w{3,}/})
      .first();
    const text = (await paragraph.innerText()).trim();
    baseExpect(text.length).toBeGreaterThan(MAX_QUERY_LENGTH);
    await paragraph.selectText();
    await shortcutReady(page);
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    // The selection's first MAX_QUERY_LENGTH characters, no fewer: an empty or shorter prefill is a failure too.
    await expect(modalInput(page)).toHaveValue([...text].slice(0, MAX_QUERY_LENGTH).join(''));
  });

  test('a zh-TW query finds zh-TW pages only: 退款 the refund page, 供應商 the vendor pages', async ({page}) => {
    await openSite(page, 'docs/faq');
    await openModal(page);
    await searchInModal(page, '退款');
    let paths = await hitPaths(page);
    baseExpect(paths).toContain(`${TEST_BASE_URL}${REFUND_PAGE}`);
    baseExpect(paths.filter((path) => !isLocalePath(path, 'zh-TW'))).toEqual([]);
    await page.keyboard.press('Escape');

    await openModal(page);
    await searchInModal(page, '供應商');
    paths = await hitPaths(page);
    baseExpect(paths).toContain(`${TEST_BASE_URL}${VENDOR_GLOSSARY}`);
    baseExpect(paths.filter((path) => !isLocalePath(path, 'zh-TW'))).toEqual([]);
  });

  for (const locale of ['zh-TW', 'en'] as const) {
    test(`a query of a word both locales use finds ${locale} pages only`, async ({page}) => {
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      // The product name is on pages of both locales.
      await searchInModal(page, 'Ferrypay');
      const paths = await hitPaths(page);
      baseExpect(paths.length).toBeGreaterThan(0);
      baseExpect(paths.filter((path) => !isLocalePath(path, locale))).toEqual([]);
    });
  }

  test('an en query finds en pages only', async ({page}) => {
    await openSite(page, 'docs/faq', 'en');
    await openModal(page);
    await searchInModal(page, 'refund');
    const paths = await hitPaths(page);
    baseExpect(paths).toContain(`${TEST_BASE_URL}en/${REFUND_PAGE}`);
    baseExpect(paths.filter((path) => !isLocalePath(path, 'en'))).toEqual([]);
  });
});

test.describe('search modal results', () => {
  test(`results are grouped by section, at most ${MAX_HITS_PER_GROUP} per group`, async ({page}) => {
    await openSite(page, 'docs/faq');
    await openModal(page);
    await searchInModal(page, '撥款');
    const groups = page.locator('.DocSearch-Hits');
    const titles = await groups.locator('.DocSearch-Hit-source').allInnerTexts();
    baseExpect(titles.length).toBeGreaterThan(1);
    baseExpect(new Set(titles).size).toBe(titles.length);
    const sizes = await groups.evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length));
    baseExpect(Math.max(...sizes)).toBe(MAX_HITS_PER_GROUP);
    // The API reference's group holds API pages only.
    const apiGroup = groups.filter({has: page.locator('.DocSearch-Hit-source', {hasText: /^API 參考$/})});
    const apiPaths = await apiGroup
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    baseExpect(apiPaths.length).toBeGreaterThan(0);
    baseExpect(apiPaths.filter((path) => !path.startsWith(`${TEST_BASE_URL}api/`))).toEqual([]);
  });

  test(`results highlight the matched words and show snippets of ${SNIPPET_WORDS} words`, async ({page}) => {
    await openSite(page, 'docs/faq', 'en');
    await openModal(page);
    // A word of many paragraphs and no heading, so the hits are paragraphs'.
    await searchInModal(page, PARAGRAPH_WORD);
    const marks = await hits(page).locator('mark').allInnerTexts();
    baseExpect(marks.length).toBeGreaterThan(0);
    // The word, or a word it starts (its plural too): nothing else is marked.
    baseExpect(marks.map((mark) => mark.toLowerCase())).toEqual(
      marks.map(() => baseExpect.stringMatching(new RegExp(`^${PARAGRAPH_WORD}`))),
    );
    // A paragraph's hit shows a snippet around the match, cut with an ellipsis.
    const cut = await cutSnippets(page);
    baseExpect(cut.length).toBeGreaterThan(0);
    for (const text of cut) baseExpect(wordsOf(text)).toBeLessThanOrEqual(SNIPPET_WORDS);
  });

  test(`snippets are ${SNIPPET_WORDS_SMALL_SCREEN} words on a phone-sized screen`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await openSite(page, 'docs/faq', 'en');
    await page.locator('.DocSearch-Button').click();
    await expect(modalInput(page)).toBeFocused();
    await searchInModal(page, PARAGRAPH_WORD);
    const cut = await cutSnippets(page);
    baseExpect(cut.length).toBeGreaterThan(0);
    for (const text of cut) baseExpect(wordsOf(text)).toBeLessThanOrEqual(SNIPPET_WORDS_SMALL_SCREEN);
  });

  test('arrow keys move the selection and Enter opens the selected page', async ({page}) => {
    await openSite(page, 'docs/faq');
    await openModal(page);
    await searchInModal(page, '退款');
    await expect(hits(page).nth(0).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).nth(1).getByRole('option')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.DocSearch-Hit [aria-selected="true"]')).toHaveCount(1);
    // A heading's hit (its link has an anchor), so the page must scroll to it.
    await expect(selectedHit(page).locator('a')).toHaveAttribute('href', /#./);

    // Enter closes the modal and opens the page at the heading.
    const target = await openSelectedHit(page);
    await expect(page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`)).toBeInViewport();
  });

  for (const locale of ['zh-TW', 'en'] as const) {
    test(`a nonsense query shows "${SEARCH_TEXT[locale].noResults}" with suggested queries (${locale})`, async ({page}) => {
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      // Suggestions are the sections of the results seen earlier in the modal.
      await searchInModal(page, locale === 'en' ? 'payout' : '撥款');
      const sections = await page.locator('.DocSearch-Hit-source').allInnerTexts();
      // "No results" is only ever said of the whole index.
      await indexComplete(page);
      const nonsense = 'qzxwvkjq';
      await modalInput(page).fill(nonsense);
      const screen = page.locator('.DocSearch-NoResults');
      await expect(screen.locator('.DocSearch-Title')).toHaveText(`${SEARCH_TEXT[locale].noResults} "${nonsense}"`);
      await expect(screen).toContainText(SEARCH_TEXT[locale].trySearchingFor);
      const suggestions = screen.locator('.DocSearch-Prefill');
      const offered = await suggestions.allInnerTexts();
      baseExpect(offered.length).toBeGreaterThan(0);
      baseExpect(offered.length).toBeLessThanOrEqual(3);
      baseExpect(sections).toEqual(baseExpect.arrayContaining(offered));
      const report = screen.getByRole('link', {name: SEARCH_TEXT[locale].letUsKnow});
      await expect(report).toHaveAttribute('href', new RegExp(`/issues/new\\?title=.*${nonsense}`));

      // A suggestion searches for itself.
      // (DocSearch lowercases it and adds a space for the next word.)
      await suggestions.first().click();
      await expect(modalInput(page)).toHaveValue(`${offered[0]!.toLowerCase()} `);
      await expect(hits(page).first()).toBeVisible();
    });
  }

  test('recent searches persist across reload, and can be saved as favourites and removed', async ({page}) => {
    const text = SEARCH_TEXT['zh-TW'];
    await openSite(page, 'docs/faq');
    await openModal(page);
    const listed = page.locator('.DocSearch-Hits');
    await expect(modal(page).locator('.DocSearch-Footer')).toBeVisible();
    await expect(listed).toHaveCount(0);
    await page.keyboard.press('Escape');
    const titles: string[] = [];
    // A search becomes a recent one when one of its hits is opened.
    for (const query of ['退款', '供應商']) {
      await openModal(page);
      await searchInModal(page, query);
      titles.unshift((await selectedHit(page).locator('.DocSearch-Hit-title').innerText()).trim());
      await openSelectedHit(page);
    }

    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    const recent = page.locator('.DocSearch-Hits').filter({has: page.getByText(text.recent, {exact: true})});
    const favourites = page.locator('.DocSearch-Hits').filter({has: page.getByText(text.favourites, {exact: true})});
    // Most recent first.
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText(titles);
    await expect(favourites).toHaveCount(0);

    await recent.locator('.DocSearch-Hit').first().getByTitle(text.saveSearch).click();
    await expect(favourites.locator('.DocSearch-Hit-title')).toHaveText([titles[0]!]);
    await expect(recent.locator('.DocSearch-Hit-title')).toHaveText([titles[1]!]);
    await recent.locator('.DocSearch-Hit').first().getByTitle(text.removeRecent).click();
    await expect(recent).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.reload();
    await waitForHydration(page);
    await openModal(page);
    await expect(favourites.locator('.DocSearch-Hit-title')).toHaveText([titles[0]!]);
    await expect(recent).toHaveCount(0);
    await favourites.locator('.DocSearch-Hit').first().getByTitle(text.removeFavourite).click();
    await expect(listed).toHaveCount(0);
  });
});

test.describe('search page', () => {
  const cases = [
    {locale: 'en', query: 'payout', title: 'Search results for "payout"'},
    {locale: 'zh-TW', query: '撥款', title: '「撥款」的搜尋結果'},
  ] as const;
  for (const {locale, query, title} of cases) {
    test(`/search?q=${query} lists ${locale} results`, async ({page}) => {
      await openSite(page, `search?q=${encodeURIComponent(query)}`, locale);
      await expect(page.locator('h1')).toHaveText(title);
      // The search page answers from the whole index.
      await indexComplete(page);
      await expect(page.getByText(FOUND_COUNT[locale])).toBeVisible();
      const results = page.locator('article h2 a');
      await expect(results.first()).toBeVisible();
      const paths = await results.evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
      baseExpect(paths.filter((path) => !isLocalePath(path, locale))).toEqual([]);
      baseExpect(await page.locator('article mark').count()).toBeGreaterThan(0);
    });
  }

  for (const {locale, query} of cases) {
    test(`/search?q=${query} without JavaScript says that search needs it, and links the guide's index and llms.txt (${locale})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({javaScriptEnabled: false});
      try {
        const page = await context.newPage();
        await page.goto(sitePath(`search?q=${encodeURIComponent(query)}`, locale));
        const notice = page.locator('main p').filter({hasText: 'JavaScript'});
        await expect(notice).toBeVisible();
        await expect(notice).toContainText(locale === 'en' ? 'Search needs JavaScript' : '搜尋需要 JavaScript');
        const guide = notice.getByRole('link', {name: locale === 'en' ? "the guide's index" : '使用指南的目錄'});
        const llms = notice.getByRole('link', {name: 'llms.txt'});
        await expect(guide).toHaveAttribute('href', sitePath('docs', locale));
        await expect(llms).toHaveAttribute('href', sitePath('llms.txt', locale));
        for (const link of [guide, llms]) {
          const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
          baseExpect(response.status(), await link.innerText()).toBe(200);
        }
      } finally {
        await context.close();
      }
    });
  }

  test('the search page lists title and heading matches before the whole index is built, then the full list and its count', async ({
    page,
  }) => {
    // What the page shows when its first results appear, and whether the index was complete then.
    await page.addInitScript((completeMark) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main article')) return;
        observer.disconnect();
        Object.assign(window, {
          firstResults: {
            indexComplete: performance.getEntriesByName(completeMark).length > 0,
            count: document.querySelector('main [role="status"]')?.textContent ?? null,
            paragraphs: document.querySelectorAll('main article p').length,
          },
        });
      }).observe(document, {subtree: true, childList: true});
    }, MARKS.complete);
    // "refund": 11 titles and headings, and paragraphs among the first 15 results.
    await openSite(page, 'search?q=refund', 'en');
    await indexComplete(page);
    await expect(page.getByText(/\d+ documents found/)).toBeVisible();
    baseExpect(await page.evaluate(() => (window as unknown as {firstResults: unknown}).firstResults)).toEqual({
      indexComplete: false,
      count: '',
      paragraphs: 0,
    });
    // Then the answer from the whole index: paragraphs with their snippets.
    await expect(page.locator('main article p').first()).toBeVisible();
  });

  test("the search page's own input searches as the reader types", async ({page}) => {
    await openSite(page, 'search?q=payout', 'en');
    await indexComplete(page);
    await expect(page.locator('article h2 a').first()).toBeVisible();
    const field = searchPageInput(page);
    await field.fill('refund');
    await expect(page).toHaveURL(/[?&]q=refund(&|$)/);
    await expect(page.locator('h1')).toHaveText('Search results for "refund"');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    const paths = await page.locator('article h2 a').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
    baseExpect(paths).toContain(`${TEST_BASE_URL}en/${REFUND_PAGE}`);
  });
});

test.describe('markup in a query', () => {
  /** Records dialogs (an `alert` that ran) and whether the query's image was ever added to the page. */
  async function watchForScript(page: Page): Promise<{dialogs: string[]; injected: () => Promise<boolean>}> {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      const seen = {injected: false};
      (window as unknown as {__injected: typeof seen}).__injected = seen;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of Array.from(record.addedNodes)) {
            if (node instanceof Element && (node.matches('img[src="x"]') || node.querySelector('img[src="x"]'))) {
              seen.injected = true;
            }
          }
        }
      }).observe(document, {childList: true, subtree: true});
    });
    const injected = () => page.evaluate(() => (window as unknown as {__injected: {injected: boolean}}).__injected.injected);
    return {dialogs, injected};
  }

  for (const locale of ['zh-TW', 'en'] as const) {
    test(`is shown as text and runs nothing in the modal (${locale})`, async ({page}) => {
      const watch = await watchForScript(page);
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      await indexComplete(page);
      await modalInput(page).fill(MARKUP_QUERY);
      await expect(modalInput(page)).toHaveValue(MARKUP_QUERY);
      // Either screen shows the query as text: no results, or results and the "See all" link.
      const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title strong');
      const seeAll = page.locator('.DocSearch-HitsFooter a');
      await expect(noResults.or(seeAll)).toBeVisible();
      if (await noResults.isVisible()) await expect(noResults).toHaveText(MARKUP_QUERY);
      else await expect(seeAll).toHaveAttribute('href', new RegExp(`q=${encodeURIComponent('<img')}`));
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      baseExpect(await watch.injected()).toBe(false);
      baseExpect(watch.dialogs).toEqual([]);
    });

    test(`is shown as text and runs nothing on the search page (${locale})`, async ({page}) => {
      const watch = await watchForScript(page);
      await openSite(page, `search?q=${encodeURIComponent(MARKUP_QUERY)}`, locale);
      await expect(page.locator('h1')).toContainText(MARKUP_QUERY);
      await indexComplete(page);
      // Wait for the answer: results or the no-results line.
      await expect(
        page
          .locator('article')
          .first()
          .or(page.getByText(locale === 'en' ? 'No results were found' : '未找到結果')),
      ).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      baseExpect(await watch.injected()).toBe(false);
      baseExpect(watch.dialogs).toEqual([]);
    });
  }
});

test.describe('versions in the modal', () => {
  // The local index indexes first the headings of the page's contextual search; a query whose
  // filters admit others (here: after moving to an older API version) indexes those before it answers.
  test('on a page of an older API version, the modal finds that version; on a guide page, the latest', async ({page}) => {
    const operation = (path: string) => path.replace(/\/$/, '').endsWith('/create-an-order');
    await openSite(page, 'docs/getting-started', 'en');
    await openModal(page);
    await searchInModal(page, 'Create an order');
    const fromGuide = (await hitPaths(page)).filter(operation);
    expect(fromGuide.length).toBeGreaterThan(0);
    for (const path of fromGuide) expect(path).toBe(sitePath('api/create-an-order', 'en'));
    await page.keyboard.press('Escape');

    // Client-side, so the index loaded for the guide page is the one searched.
    await page.evaluate((path) => window.history.pushState(null, '', path), sitePath('api/2025-03-01/create-an-order', 'en'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(/Create an order/);
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    await openModal(page);
    await searchInModal(page, 'Create an order');
    const fromOldVersion = (await hitPaths(page)).filter(operation);
    expect(fromOldVersion.length).toBeGreaterThan(0);
    for (const path of fromOldVersion) expect(path).toBe(sitePath('api/2025-03-01/create-an-order', 'en'));
  });

  test('on a page of the unreleased API version, noindex for search engines only, the modal finds that version', async ({page}) => {
    await openSite(page, 'api/next/create-an-order', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await openModal(page);
    await searchInModal(page, 'Create an order');
    const operations = (await hitPaths(page)).filter((path) => path.replace(/\/$/, '').endsWith('/create-an-order'));
    expect(operations.length).toBeGreaterThan(0);
    for (const path of operations) expect(path).toBe(sitePath('api/next/create-an-order', 'en'));
  });
});

test.describe('search index loading', () => {
  const isIndex = (request: Request) => request.url().endsWith(LOCAL_INDEX_FILE);

  test('the index is fetched when the reader heads for search, not on page load, and only once per visit', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isIndex(request)) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(sitePath('docs/faq', 'en'));
    await waitForHydration(page);
    await waitForQuiet(page);
    baseExpect(requested, 'index fetched without intent').toEqual([]);

    // The pointer reaching the search button: the search code and the index, so the first query finds it in.
    const indexRequest = page.waitForRequest(isIndex);
    await page.locator('.DocSearch-Button').hover();
    await indexRequest;
    baseExpect(requested).toEqual([`${TEST_BASE_URL}en/${LOCAL_INDEX_FILE}`]);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await openModal(page);
    await searchInModal(page, 'refund');
    await openSelectedHit(page);

    // Another page of the same visit: the index is already there.
    await openModal(page);
    await searchInModal(page, 'webhook');
    baseExpect(requested).toHaveLength(1);
  });

  test('the search page fetches the index when it loads', async ({page}) => {
    const indexRequest = page.waitForRequest(isIndex);
    await page.goto(sitePath('search?q=payout'));
    baseExpect(new URL((await indexRequest).url()).pathname).toBe(`${TEST_BASE_URL}${LOCAL_INDEX_FILE}`);
    await indexComplete(page);
    await expect(page.locator('article h2 a').first()).toBeVisible();
    // The built-in index is not Algolia: no "Powered by Algolia" mention.
    await expect(page.locator('main a[href="https://www.algolia.com/"]')).toHaveCount(0);
  });
});

test.describe('search code loading', () => {
  /**
   * The lazy chunk of DocSearch's modal, as the page fetches it: the one
   * script that holds its class names. Read from the build, since Chromium
   * gives no body for what a `<link rel="prefetch">` downloads.
   */
  const modalCodeUrls = (page: Page) => {
    const urls: string[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      if (builtFile(TEST_BUILD_DIR, TEST_BASE_URL, response.url())?.includes('DocSearch-Modal')) urls.push(response.url());
    });
    return urls;
  };
  /** Resolves at an idle moment after everything the page queued for idle time after its load event. */
  const pageIdleAfterLoad = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = () => requestIdleCallback(() => resolve(), {timeout: 5000});
          if (document.readyState === 'complete') idle();
          else window.addEventListener('load', idle, {once: true});
        }),
    );

  test("the modal's code is not downloaded with the page nor at idle time, only when the reader heads for search", async ({page}) => {
    const modalCode = modalCodeUrls(page);
    await openSite(page, 'docs/faq', 'en');
    await pageIdleAfterLoad(page);
    await page.waitForLoadState('networkidle');
    // A first visit that never searches downloads no search code (PERFORMANCE.md, "Budgets").
    baseExpect(modalCode, 'modal code downloaded without intent').toEqual([]);

    // The pointer reaching the search button is intent, as in DocSearch and the theme.
    await page.locator('.DocSearch-Button').hover();
    await expect.poll(() => modalCode.length).toBe(1);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await page.locator('.DocSearch-Button').click();
    await expect(modalInput(page)).toBeFocused();
    await searchInModal(page, 'refund');
    baseExpect(modalCode, 'the modal ran the code the hover fetched').toHaveLength(1);
  });

  test("the first Ctrl press fetches the modal's code and the search worker's page side, so Ctrl+K finds them on its way", async ({
    page,
  }) => {
    const modalCode = modalCodeUrls(page);
    // The page's side of the worker (src/search/client/pageWorker.ts), the worker's own script, the index.
    const workerPageSide: string[] = [];
    const workerOrIndex: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (url.endsWith(LOCAL_INDEX_FILE) || /\/search\.[0-9a-f]+\.js$/.test(url)) workerOrIndex.push(url);
      else if (url.endsWith('.js') && builtFile(TEST_BUILD_DIR, TEST_BASE_URL, url)?.includes('wants-idle-time')) workerPageSide.push(url);
    });
    await openSite(page, 'docs/faq', 'en');
    await pageIdleAfterLoad(page);
    baseExpect(modalCode).toEqual([]);
    baseExpect(workerPageSide).toEqual([]);
    await page.keyboard.down('Control');
    await expect.poll(() => modalCode.length).toBe(1);
    await expect.poll(() => workerPageSide.length).toBe(1);
    // Ctrl alone is not search yet: neither the worker nor the index.
    await waitForQuiet(page);
    baseExpect(workerOrIndex).toEqual([]);
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await expect(modalInput(page)).toBeFocused();
  });

  test('on a data-saver connection nothing loads ahead: the modal brings its code and the index when it opens', async ({page}) => {
    await emulateDataSaver(page);
    const modalCode = modalCodeUrls(page);
    const index: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(LOCAL_INDEX_FILE)) index.push(request.url());
    });
    await openSite(page, 'docs/faq', 'en');
    await pageIdleAfterLoad(page);
    // What would load the code and the index on a faster connection (the tests above).
    await page.keyboard.press('Control');
    await page.locator('.DocSearch-Button').hover();
    // No request starts over two idle periods: the load state "networkidle" was reached
    // before the hover, so waiting for it would return at once.
    await waitForQuiet(page);
    baseExpect(modalCode, 'modal code').toEqual([]);
    baseExpect(index, 'index').toEqual([]);
    await openModal(page);
    await searchInModal(page, 'refund');
    baseExpect(modalCode).toHaveLength(1);
    baseExpect(index).toHaveLength(1);
  });
});
