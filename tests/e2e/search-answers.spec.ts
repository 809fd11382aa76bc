import type {Page} from '@playwright/test';
import {test, expect as baseExpect} from '../support/fixtures';
import {type TestLocale} from '../support/site';
import {hits, modal, modalInput, openModal, openSite, searchInModal, seeAllQueries, SEARCH_TEXT} from '../support/searchModal';

/**
 * What the modal shows as the query changes: never the last query's hits as
 * the answer to a new one, and a "See all N results" count that is the
 * search page's. Both hold whatever the machine's speed: how long an answer
 * takes is `npm run bench:search`'s to measure, not these tests'.
 */
const expect = baseExpect.configure({timeout: 30_000});

/** What the modal shows at one moment (tests/e2e/search-answers.spec.ts samples it on every change and every frame). */
type Sample = {query: string; hits: string[]; searching: boolean; stalled: boolean; noResultsFor: string | null};

/**
 * Records the modal's state on every DOM change and every animation frame:
 * the query in its box, the hits on screen, whether a searching state is
 * visible (the spinner in the search box, or the searching screen), and the
 * query the no-results screen names.
 */
async function sampleModal(page: Page): Promise<void> {
  await page.evaluate(() => {
    const samples: Sample[] = [];
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

const samples = (page: Page) => page.evaluate(() => (window as unknown as {modalSamples: Sample[]}).modalSamples);

const CASES = {
  'zh-TW': {withHits: '供應商', nonsense: 'zqxjvkw qpzmxv', count: ['webhook', '對帳單']},
  en: {withHits: 'vendor', nonsense: 'zqxjvkw qpzmxv', count: ['webhook', 'reconciliation']},
} as const satisfies Record<TestLocale, Record<string, unknown>>;

test.describe("the modal never passes off the last query's hits as the answer", () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`a nonsense query after one with hits shows "${SEARCH_TEXT[locale].noResults}" naming it, and the old hits only while it says it is searching (${locale})`, async ({
      page,
    }) => {
      const {withHits, nonsense} = CASES[locale];
      // A fresh page, as the reader of the report had it: the index comes with the first query.
      await openSite(page, 'docs/faq', locale);
      await openModal(page);
      await searchInModal(page, withHits);
      const oldHits = new Set(
        await hits(page)
          .locator('a')
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname + (link as HTMLAnchorElement).hash)),
      );
      baseExpect(oldHits.size).toBeGreaterThan(0);

      await sampleModal(page);
      await modalInput(page).fill(nonsense);
      const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title');
      await expect(noResults).toHaveText(`${SEARCH_TEXT[locale].noResults} "${nonsense}"`);
      await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);

      const afterTyping = (await samples(page)).filter((sample) => sample.query === nonsense);
      baseExpect(afterTyping.length).toBeGreaterThan(0);
      const oldHitsShown = afterTyping.filter((sample) => sample.hits.some((hit) => oldHits.has(hit)));
      baseExpect(
        oldHitsShown.filter((sample) => !sample.searching),
        'old hits with no searching state',
      ).toEqual([]);
      baseExpect(
        oldHitsShown.filter((sample) => sample.stalled),
        'old hits once the answer was late',
      ).toEqual([]);
      baseExpect(afterTyping.filter((sample) => sample.noResultsFor !== null && sample.noResultsFor !== nonsense)).toEqual([]);
    });
  }
});

/** The count of the modal's "See all N results" link, once it shows for `query`. */
async function seeAllCount(page: Page, query: string): Promise<number> {
  await expect.poll(() => seeAllQueries(page)).toEqual([query]);
  const text = await page.locator('.DocSearch-HitsFooter a').innerText();
  return Number(text.match(/\d+/)![0]);
}

const FOUND = {'zh-TW': /找到 (\d+) 份文件/, en: /(\d+) documents? found/} as const;

/** The count the search page lists for `query`, after it has answered from the whole index. */
async function pageCount(page: Page, locale: TestLocale): Promise<number> {
  const status = page.locator('main [role="status"]').filter({hasText: FOUND[locale]});
  await expect(status).toBeVisible();
  return Number((await status.innerText()).match(FOUND[locale])![1]);
}

test.describe('"See all N results"', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`counts what the search page lists, for a cold first query, after clear and retype, and for the next query (${locale})`, async ({
      page,
    }) => {
      const [first, second] = CASES[locale].count;
      await openSite(page, 'docs/getting-started', locale);
      await openModal(page);
      await modalInput(page).fill(first);
      const cold = await seeAllCount(page, first);
      await modalInput(page).fill('');
      await modalInput(page).fill(first);
      const retyped = await seeAllCount(page, first);
      await modalInput(page).fill(second);
      const next = await seeAllCount(page, second);
      baseExpect(retyped, 'after clear and retype').toBe(cold);

      // The link opens the search page, which lists as many.
      await page.locator('.DocSearch-HitsFooter a').click();
      await expect(modal(page)).toHaveCount(0);
      baseExpect(await pageCount(page, locale)).toBe(next);
      await openSite(page, `search?q=${encodeURIComponent(first)}`, locale);
      baseExpect(await pageCount(page, locale)).toBe(cold);
    });
  }
});
