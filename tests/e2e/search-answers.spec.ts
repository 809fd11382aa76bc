import type {Page} from '@playwright/test';
import {test, expect as baseExpect} from '../support/fixtures';
import {type TestLocale} from '../support/site';
import {
  expectOnlyHonestSamples,
  FOUND_COUNT,
  hitsOnScreen,
  modal,
  modalInput,
  openModal,
  openSite,
  sampleModal,
  SEARCH_TEXT,
  searchInModal,
  seeAllQueries,
} from '../support/searchModal';

/**
 * What the modal shows as the query changes: never the last query's hits as
 * the answer to a new one, and a "See all N results" count that is the
 * search page's. Both hold whatever the machine's speed: how long an answer
 * takes is `npm run bench:search`'s to measure, not these tests'.
 */
const expect = baseExpect.configure({timeout: 30_000});

const CASES = {
  'zh-TW': {withHits: '供應商', nonsense: 'zqxjvkw qpzmxv', count: ['webhook', '對帳單']},
  en: {withHits: 'vendor', nonsense: 'zqxjvkw qpzmxv', count: ['webhook', 'reconciliation']},
} as const satisfies Record<TestLocale, Record<string, unknown>>;

test.describe("the modal never passes off the last query's hits as the answer", () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    for (const typing of ['pasted', 'typed key by key'] as const) {
      test(`a nonsense query ${typing} after one with hits shows "${SEARCH_TEXT[locale].noResults}" naming it, and the old hits only while it says it is searching (${locale})`, async ({
        page,
      }) => {
        const {withHits, nonsense} = CASES[locale];
        // A fresh page, as the reader of the report had it: the index comes with the first query.
        await openSite(page, 'docs/faq', locale);
        await openModal(page);
        await searchInModal(page, withHits);
        const oldHits = await hitsOnScreen(page);
        baseExpect(oldHits.size).toBeGreaterThan(0);

        await sampleModal(page);
        if (typing === 'pasted') {
          await modalInput(page).fill(nonsense);
        } else {
          // Every keystroke starts a query; an older one's answer may come after the next keystroke.
          await modalInput(page).press('ControlOrMeta+a');
          await modalInput(page).pressSequentially(nonsense);
        }
        const noResults = page.locator('.DocSearch-NoResults .DocSearch-Title');
        await expect(noResults).toHaveText(`${SEARCH_TEXT[locale].noResults} "${nonsense}"`);
        await expect(modal(page).locator('.DocSearch-Hit')).toHaveCount(0);
        await expectOnlyHonestSamples(page, nonsense, oldHits);
      });
    }
  }
});

/** The count of the modal's "See all N results" link, once it shows for `query`. */
async function seeAllCount(page: Page, query: string): Promise<number> {
  await expect.poll(() => seeAllQueries(page)).toEqual([query]);
  const text = await page.locator('.DocSearch-HitsFooter a').innerText();
  return Number(text.match(/\d+/)![0]);
}

/** The count the search page lists for `query`, after it has answered from the whole index. */
async function pageCount(page: Page, locale: TestLocale): Promise<number> {
  const status = page.locator('main [role="status"]').filter({hasText: FOUND_COUNT[locale]});
  await expect(status).toBeVisible();
  return Number((await status.innerText()).match(FOUND_COUNT[locale])![1]);
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

/** A word readers search for that the pages never use, and the pages' own term (SEARCH_SYNONYMS, src/config/search.ts). */
const SYNONYMS = {'zh-TW': {asked: '廠商', term: '供應商'}, en: {asked: 'sandbox', term: 'test mode'}} as const;

test.describe("a reader's word finds the pages' own term", () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    const {asked, term} = SYNONYMS[locale];
    test(`"${asked}" finds "${term}" in the modal (highlighted) and on the search page (${locale})`, async ({page}) => {
      await openSite(page, 'docs/getting-started', locale);
      await openModal(page);
      await modalInput(page).fill(asked);
      // The first hit marks the term's words (one mark a word in English).
      const marks = modal(page).locator('.DocSearch-Hit').first().locator('mark');
      await expect(marks.first()).toBeVisible();
      baseExpect((await marks.allInnerTexts()).map((text) => text.toLowerCase())).toEqual(baseExpect.arrayContaining(term.split(' ')));

      await openSite(page, `search?q=${encodeURIComponent(asked)}`, locale);
      await expect(page.locator('article h2 a').first()).toContainText(new RegExp(term, 'i'));
    });
  }
});
