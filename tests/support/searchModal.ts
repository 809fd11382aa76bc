import {expect, type Page} from '@playwright/test';
import {waitForHydration} from './fixtures';
import {sitePath, type TestLocale} from './site';
import {MARKS} from '../../src/search/siteSearch';

/** Helpers for the DocSearch modal, shared by the local and hosted search specs. */

/** The SPEC's search strings as each locale shows them (i18n/<locale>/code.json, theme.SearchModal.*). */
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
  },
} as const satisfies Record<TestLocale, Record<string, string>>;

/** The markup query of issue 6: it must be shown as text and run nothing. */
export const MARKUP_QUERY = '<img src=x onerror=alert(1)>';

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page) => page.locator('input.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hits .DocSearch-Hit');
export const selectedHit = (page: Page) => page.locator('.DocSearch-Hit[aria-selected="true"]');

/** Opens a page of the site (a site path for a locale) and waits until React has hydrated it. */
export async function openSite(page: Page, path: string, locale: TestLocale = 'zh-TW'): Promise<void> {
  await page.goto(sitePath(path, locale));
  await waitForHydration(page);
}

/** Opens the modal with its keyboard shortcut; resolves once its input has the focus. */
export async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await expect(modalInput(page)).toBeFocused({timeout: 15_000});
}

/**
 * Types a query into the open modal in one input event (as a paste does), so
 * the results that appear are this query's, and waits for them.
 */
export async function searchInModal(page: Page, query: string): Promise<void> {
  await modalInput(page).fill(query);
  await expect(hits(page).first()).toBeVisible({timeout: 15_000});
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
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARKS.complete, {timeout: 45_000});
}

/** Words of a snippet as a reader counts them: runs of text between spaces, ellipses left out. */
export function wordsOf(text: string): number {
  return text
    .replace(/…/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
