import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect as baseExpect, afterFrames, waitForHydration} from '../support/fixtures';
import {test, credentialsOf, FAKE_ALGOLIA, FAKE_RECORDS, HOSTED_TEST_BUILD_DIR, type FakeProvider} from '../support/hostedSearch';
import {sitePath, type TestLocale} from '../support/site';
import {
  expectOnlyHonestSamples,
  hits,
  modal,
  modalInput,
  modalSamples,
  openModal,
  sampleModal,
  sampleSearchPage,
  SEARCH_TEXT,
  searchPageSamples,
  shortcutReady,
} from '../support/searchModal';
import {HITS_PER_PAGE, MAX_QUERY_LENGTH, SNIPPET_WORDS} from '../../src/config/search';
import {DOCSEARCH_ATTRIBUTES_TO_RETRIEVE} from '../../src/search/records';

/**
 * Search in hosted mode (Algolia), against the build made with fake Algolia
 * credentials (`npm run build:test-hosted`). The provider is unreachable
 * here; a Playwright route stands in for it, records what the page sends and
 * answers with DocSearch-shaped hits or fails on purpose.
 */
const expect = baseExpect.configure({timeout: 15_000});

async function openHosted(page: Page, origin: string, route: string, locale: TestLocale = 'zh-TW'): Promise<void> {
  await page.goto(`${origin}${sitePath(route, locale)}`);
  await waitForHydration(page);
}

/** Resolves with the first request the provider got for `query`. */
async function sentFor(provider: FakeProvider, query: string) {
  await expect.poll(() => provider.searches().map((search) => search.query)).toContain(query);
  return provider.searches().find((search) => search.query === query)!;
}

for (const locale of ['zh-TW', 'en'] as const) {
  test(`the modal sends nothing before a query, then DocSearch's parameters and the search-only credentials (${locale})`, async ({
    page,
    hostedSite,
    provider,
  }) => {
    await openHosted(page, hostedSite.origin, 'docs/faq', locale);
    await openModal(page);
    const query = locale === 'en' ? 'payout' : '撥款';
    await modalInput(page).fill(query);
    const sent = await sentFor(provider, query);
    // Nothing went out for the empty query of the start screen: this query's request is the first.
    baseExpect(provider.searches()[0]).toBe(sent);

    baseExpect(sent).toMatchObject({
      indexName: FAKE_ALGOLIA.indexName,
      query,
      attributesToRetrieve: DOCSEARCH_ATTRIBUTES_TO_RETRIEVE,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: HITS_PER_PAGE,
      clickAnalytics: true,
    });
    baseExpect(sent.attributesToSnippet).toContain(`content:${SNIPPET_WORDS}`);
    // Contextual search: this locale, and the tags of the site's pages and of each docs plugin's current version.
    const [language, tags, ...rest] = sent.facetFilters as [string, string[]];
    baseExpect(language).toBe(`language:${locale}`);
    baseExpect(tags).toEqual(
      baseExpect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-2026-06-01']),
    );
    baseExpect(rest).toEqual([]);

    const [call] = provider.calls;
    baseExpect(call!.url.hostname.toLowerCase()).toBe(`${FAKE_ALGOLIA.appId.toLowerCase()}-dsn.algolia.net`);
    baseExpect(call!.url.pathname).toBe('/1/indexes/*/queries');
    baseExpect(credentialsOf(call!)).toEqual({appId: FAKE_ALGOLIA.appId, apiKey: FAKE_ALGOLIA.apiKey});

    // Clearing the query sends nothing either.
    const before = provider.searches().length;
    await page.locator('.DocSearch-Clear').click();
    await expect(hits(page)).toHaveCount(0);
    await modalInput(page).fill(`${query} status`);
    await sentFor(provider, `${query} status`);
    baseExpect(
      provider
        .searches()
        .slice(before)
        .map((search) => search.query),
    ).toEqual([`${query} status`]);
  });
}

test('on an older API version page, the tags follow that version', async ({page, hostedSite, provider}) => {
  await openHosted(page, hostedSite.origin, 'api/2025-03-01/create-a-webhook', 'en');
  await openModal(page);
  await modalInput(page).fill('webhook');
  const sent = await sentFor(provider, 'webhook');
  const [, tags] = sent.facetFilters as [string, string[]];
  baseExpect(tags).toContain('docusaurus_tag:docs-api-2025-03-01');
  baseExpect(tags).not.toContain('docusaurus_tag:docs-api-2026-06-01');
});

test(`a prefilled query longer than ${MAX_QUERY_LENGTH} characters is sent capped`, async ({page, hostedSite, provider}) => {
  await openHosted(page, hostedSite.origin, 'docs/faq', 'en');
  // DocSearch prefills the modal with the selected text, up to 512 characters, and searches for it at once.
  const paragraph = page
    .locator('.markdown p')
    .filter({hasText: /\w{3,}/})
    .first();
  const text = (await paragraph.innerText()).trim();
  baseExpect(text.length).toBeGreaterThan(MAX_QUERY_LENGTH);
  await paragraph.selectText();
  await shortcutReady(page);
  await page.keyboard.press('Control+k');
  await expect(hits(page).first()).toBeVisible();
  const queries = provider.searches().map((search) => search.query ?? '');
  // The selection's first MAX_QUERY_LENGTH characters, and never more.
  baseExpect(queries).toContain([...text].slice(0, MAX_QUERY_LENGTH).join(''));
  for (const query of queries) baseExpect([...query].length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
});

for (const locale of ['zh-TW', 'en'] as const) {
  test(`the provider's hits render in the modal, grouped, highlighted, and open their page (${locale})`, async ({
    page,
    hostedSite,
    provider,
  }) => {
    await openHosted(page, hostedSite.origin, 'docs/changelog', locale);
    await openModal(page);
    await modalInput(page).fill(locale === 'en' ? 'faq' : '問題');
    await expect(hits(page)).toHaveCount(FAKE_RECORDS[locale].length);
    baseExpect(provider.calls.length).toBeGreaterThan(0);

    const records = FAKE_RECORDS[locale];
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText([...new Set(records.map((record) => record.lvl0))]);
    // Absolute URLs become links within the site, in this locale.
    const hrefs = await hits(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    baseExpect(hrefs).toEqual(records.map((record) => `${sitePath(record.path, locale)}${record.anchor ? `#${record.anchor}` : ''}`));
    await expect(hits(page).locator('mark')).toHaveText(records.map((record) => record.match));
    // The paragraph's hit shows its snippet, with its page's title under it.
    const content = records.find((record) => record.content)!;
    const contentHit = hits(page).filter({hasText: content.match});
    await expect(contentHit.locator('.DocSearch-Hit-title')).toHaveText(content.content!);
    await expect(contentHit.locator('.DocSearch-Hit-path')).toHaveText(content.lvl1);

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${hostedSite.origin}${sitePath(records[0]!.path, locale)}`);
    await expect(page.locator('article h1')).toHaveText(records[0]!.lvl1);
  });
}

const failures = [
  {locale: 'zh-TW', mode: 'unreachable', home: '快速開始'},
  {locale: 'en', mode: 'server-error', home: 'Getting started'},
] as const;
for (const {locale, mode, home} of failures) {
  test(`a provider that is ${mode.replace('-', ' ')} shows "${SEARCH_TEXT[locale].errorTitle}" and the page stays usable (${locale})`, async ({
    page,
    hostedSite,
    provider,
  }) => {
    provider.answerWith(mode);
    await openHosted(page, hostedSite.origin, 'docs/faq', locale);
    await openModal(page);
    await modalInput(page).fill(locale === 'en' ? 'payout' : '撥款');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen.locator('.DocSearch-Title')).toHaveText(SEARCH_TEXT[locale].errorTitle);
    await expect(screen).toContainText(SEARCH_TEXT[locale].errorHelp);
    baseExpect(provider.calls.length).toBeGreaterThan(0);

    // The modal closes, the page navigates, and search works again once the provider answers.
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.locator('.navbar').getByRole('link', {name: home, exact: true}).click();
    await expect(page).toHaveURL(`${hostedSite.origin}${sitePath('docs/getting-started', locale)}`);
    await expect(page.locator('article h1')).toHaveText(home);
    // Docusaurus resets the focus from the clicked link once the page has rendered; a modal opened before would lose it.
    await page.waitForFunction(() => document.activeElement === document.body);
    provider.answerWith('hits');
    await openModal(page);
    await modalInput(page).fill(locale === 'en' ? 'faq' : '問題');
    await expect(hits(page)).toHaveCount(FAKE_RECORDS[locale].length);
  });
}

/**
 * A slow provider: holds its answers from now on, starts sampling the modal,
 * and asks `older` then `newer`, each sent before the next is typed, so that
 * both are on their way and neither is answered.
 */
async function askBothHeld(page: Page, provider: FakeProvider, older: string, newer: string): Promise<void> {
  provider.holdAnswers();
  await sampleModal(page);
  for (const query of [older, newer]) {
    await modalInput(page).fill(query);
    await sentFor(provider, query);
  }
}

/** Resolves once the page has drawn two frames from now: what it does with an answer it has received is then on screen. */
const twoFrames = (page: Page) => afterFrames(page, 2);

/** Resolves once the page has received the provider's answer to `query` and drawn two frames after it. */
async function answerReceived(page: Page, query: string, release: () => Promise<void>): Promise<void> {
  const finished = page.waitForEvent('requestfinished', (request) =>
    ((JSON.parse(request.postData() ?? '{}') as {requests?: {query?: string}[]}).requests ?? []).some((sent) => sent.query === query),
  );
  await release();
  await finished;
  await twoFrames(page);
}

/**
 * Releases the held search for `query`, which the provider fails (`failFor`), and resolves once the client has
 * given up on it: each of its `attempts` (as many as a failed search made before: the client tries every host of the
 * provider) has been refused, and the page has drawn two frames since.
 */
async function failureReceived(page: Page, provider: FakeProvider, query: string, attempts: number): Promise<void> {
  await provider.release(query);
  await expect.poll(() => provider.failures(query)).toBe(attempts);
  await twoFrames(page);
}

for (const locale of ['zh-TW', 'en'] as const) {
  test(`an older query's answer that arrives while the next query is answered is never shown under it (${locale})`, async ({
    page,
    hostedSite,
    provider,
  }) => {
    const older = locale === 'en' ? 'payout' : '撥款';
    const newer = 'zqxjvkw qpzmxv';
    provider.findNothingFor(newer);
    await openHosted(page, hostedSite.origin, 'docs/faq', locale);
    await openModal(page);
    // Both queries are asked before either is answered, and the older answer comes first.
    await askBothHeld(page, provider, older, newer);
    await answerReceived(page, older, () => provider.release(older));
    // DocSearch applied this answer under the newer query, with no spinner (patches/docsearch-modal, "older answer").
    await expect(hits(page)).toHaveCount(0);
    await expect(page.locator('.DocSearch-Searching')).toHaveText(`${SEARCH_TEXT[locale].searchingFor} "${newer}"`);

    await answerReceived(page, newer, () => provider.release(newer));
    await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`${SEARCH_TEXT[locale].noResults} "${newer}"`);
    const olderHits = new Set(
      FAKE_RECORDS[locale].map((record) => `${sitePath(record.path, locale)}${record.anchor ? `#${record.anchor}` : ''}`),
    );
    await expectOnlyHonestSamples(page, newer, olderHits);
  });
}

// A failure is as stale as an answer: the error screen is for the query in the box, not for one the reader replaced.
test("in the modal, an older query's failure that arrives while the next query is answered shows no error screen under it", async ({
  page,
  hostedSite,
  provider,
}) => {
  const [probe, older, newer] = ['退款', '撥款', '供應商'];
  provider.failFor(probe);
  provider.failFor(older);
  await openHosted(page, hostedSite.origin, 'docs/faq');
  await openModal(page);
  const errorScreen = page.locator('.DocSearch-ErrorScreen');
  await modalInput(page).fill(probe);
  await expect(errorScreen.locator('.DocSearch-Title')).toHaveText(SEARCH_TEXT['zh-TW'].errorTitle);
  const attempts = provider.failures(probe);

  await askBothHeld(page, provider, older, newer);
  await failureReceived(page, provider, older, attempts);
  await expect(page.locator('.DocSearch-Searching')).toHaveText(`${SEARCH_TEXT['zh-TW'].searchingFor} "${newer}"`);

  await answerReceived(page, newer, () => provider.release(newer));
  await expect(hits(page)).toHaveCount(FAKE_RECORDS['zh-TW'].length);
  const underNewer = (await modalSamples(page)).filter((sample) => sample.query === newer);
  baseExpect(underNewer.length).toBeGreaterThan(0);
  // The probe's error screen may stay up while the spinner says a search is on its way, as an older query's hits do
  // (tests/support/searchModal.ts, expectOnlyHonestSamples); the older query's failure must not put it back without one.
  baseExpect(underNewer.filter((sample) => sample.errorScreen && !sample.searching)).toEqual([]);
});

test("on the search page, an older query's failure that arrives while the next query is answered shows no error under it", async ({
  page,
  hostedSite,
  provider,
}) => {
  const [probe, older, newer] = ['refund', 'payout', 'vendor'];
  provider.failFor(probe);
  provider.failFor(older);
  await page.goto(`${hostedSite.origin}${sitePath(`search?q=${probe}`, 'en')}`);
  const error = page.locator('main').getByRole('alert');
  await expect(error.getByRole('heading')).toHaveText(SEARCH_TEXT.en.errorTitle);
  const attempts = provider.failures(probe);

  provider.holdAnswers();
  await sampleSearchPage(page);
  const input = page.locator('main [role="search"] input[name="q"]');
  await input.fill(older);
  await sentFor(provider, older);
  await input.fill(newer);
  await sentFor(provider, newer);
  await failureReceived(page, provider, older, attempts);
  baseExpect(await error.count()).toBe(0);

  await answerReceived(page, newer, () => provider.release(newer));
  await expect(page.locator('article h2 a')).toHaveText(FAKE_RECORDS.en.map((record) => record.lvl2 ?? record.lvl1));
  const underNewer = (await searchPageSamples(page)).filter((sample) => sample.query === newer);
  baseExpect(underNewer.length).toBeGreaterThan(0);
  baseExpect(underNewer.filter((sample) => sample.error)).toEqual([]);
});

for (const locale of ['zh-TW', 'en'] as const) {
  test(`the search page sends its query to the provider and lists the hits (${locale})`, async ({page, hostedSite, provider}) => {
    const query = locale === 'en' ? 'payout' : '撥款';
    await page.goto(`${hostedSite.origin}${sitePath(`search?q=${encodeURIComponent(query)}`, locale)}`);
    const sent = await sentFor(provider, query);
    baseExpect(sent.indexName).toBe(FAKE_ALGOLIA.indexName);
    // The theme's page refines the same facets, as disjunctive facets.
    const filters = (sent.facetFilters as string[][]).flat();
    baseExpect(filters).toContain(`language:${locale}`);
    baseExpect(filters).toEqual(baseExpect.arrayContaining(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']));
    baseExpect(credentialsOf(provider.calls[0]!)).toEqual({appId: FAKE_ALGOLIA.appId, apiKey: FAKE_ALGOLIA.apiKey});
    // Algolia's client is imported on this first query; the user agent the
    // helper added before it arrived is still sent.
    baseExpect(provider.calls[0]!.url.searchParams.get('x-algolia-agent')).toMatch(/^Algolia for JavaScript .*; JS Helper \(\d/);

    const titles = page.locator('article h2 a');
    await expect(titles).toHaveText(FAKE_RECORDS[locale].map((record) => record.lvl2 ?? record.lvl1));
    await expect(page.locator('article mark').first()).toBeVisible();
    // Algolia answers here, so the page says so, in the locale's words.
    await expect(page.locator('main').getByText(locale === 'en' ? 'Powered by' : '搜尋技術提供：', {exact: true})).toBeVisible();
    await expect(page.locator('main a[href="https://www.algolia.com/"]')).toHaveAttribute(
      'aria-label',
      locale === 'en' ? 'Powered by Algolia' : '由 Algolia 提供',
    );
  });
}

test('the hosted build holds the search-only key and never the admin key', () => {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(html|js|json|xml|txt|css)$/.test(entry.name)) files.push(file);
    }
  };
  walk(HOSTED_TEST_BUILD_DIR);
  const holding = (secret: string) => files.filter((file) => readFileSync(file, 'utf8').includes(secret));
  // The scan finds what is there: the search-only key ships, as it must.
  baseExpect(holding(FAKE_ALGOLIA.apiKey).length).toBeGreaterThan(0);
  baseExpect(holding(FAKE_ALGOLIA.adminApiKey)).toEqual([]);
});
