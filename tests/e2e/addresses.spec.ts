import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, type PageProblems} from '../support/fixtures';
import {sitePath, type TestLocale} from '../support/site';

/**
 * A reader who follows a mangled link gets one page, the page or the
 * not-found page, and no error: never one page that React then replaces with
 * the other (it reported error #418, a hydration mismatch). The test server
 * answers like GitHub Pages: `/docs//faq` and `/docs/faq/index.html` get the
 * FAQ's HTML; `/docs/FAQ`, `/docs/faq%20` and `/docs/faq.html` the not-found
 * page (src/guards/address.ts).
 */
const FAQ = {'zh-TW': '常見問題', en: 'FAQ'} as const;
const NOT_FOUND = {'zh-TW': '找不到頁面', en: 'Page Not Found'} as const;

/** What the browser itself logs for an address answered 404: the not-found page's own status, not a fault. */
const NOT_FOUND_STATUS = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';

async function land(page: Page, problems: PageProblems, address: string, locale: TestLocale): Promise<string[]> {
  problems.consoleErrors.length = 0;
  // Only the first answer: the page may go on to a tidier address of its own.
  await page.goto(sitePath(address, locale), {waitUntil: 'commit'});
  await page.waitForLoadState('load');
  await waitForHydration(page);
  // Settled: the route's own code has loaded, so a late render would have happened by now.
  await page.waitForLoadState('networkidle');
  return problems.consoleErrors.filter((message) => message !== NOT_FOUND_STATUS);
}

for (const locale of ['zh-TW', 'en'] as const) {
  test(`mangled addresses of a page show that page at its own address, without errors (${locale})`, async ({page, problems}) => {
    const addresses =
      locale === 'en' ? ['docs/FAQ', 'docs//faq'] : ['docs/FAQ', 'docs/faq%20', 'docs//faq', 'docs/faq/index.html', 'docs/faq.html'];
    for (const address of addresses) {
      const errors = await land(page, problems, address, locale);
      await expect(page, address).toHaveURL(new RegExp(`${sitePath('docs/faq', locale)}$`));
      await expect(page.getByRole('heading', {level: 1}), address).toHaveText(FAQ[locale]);
      expect(errors, address).toEqual([]);
    }
  });
}

test('a mangled address of no page shows the not-found page, without errors', async ({page, problems}) => {
  for (const address of ['docs//No/Such', 'docs/no/such.html']) {
    const errors = await land(page, problems, address, 'zh-TW');
    await expect(page.getByRole('heading', {level: 1}), address).toHaveText(NOT_FOUND['zh-TW']);
    expect(errors, address).toEqual([]);
  }
});
