import {test, expect, waitForHydration} from '../support/fixtures';
import {sitePath, type TestLocale} from '../support/site';

/**
 * A reader upgrading an integration goes from the story of the changes to the
 * generated page of every change, then from a row to the section of the
 * operation page it is about.
 */
const READER = {
  'zh-TW': {
    story: '版本間的變更',
    diffLink: '2025-03-01 到 2026-06-01 的變更明細',
    change: '新增必填欄位',
    where: '請求內容',
    nextLink: '2026-06-01 到 next 的變更明細',
  },
  en: {
    story: 'Changes between versions',
    diffLink: 'Changes from 2025-03-01 to 2026-06-01',
    change: 'New required field',
    where: 'Request body',
    nextLink: 'Changes from 2026-06-01 to next',
  },
} as const satisfies Record<TestLocale, object>;

for (const locale of ['zh-TW', 'en'] as const) {
  const words = READER[locale];

  test.describe(`the changes between API versions (${locale})`, () => {
    test('the story links the page of every change, whose row leads to the section of the operation page', async ({page, problems}) => {
      await page.goto(sitePath('api/changes-between-versions', locale));
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(words.story);
      await page.locator('article').getByRole('link', {name: words.diffLink, exact: true}).click();
      await expect(page).toHaveURL(/\/api\/changes\/2025-03-01-to-2026-06-01$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(words.diffLink);

      const row = page
        .getByRole('row')
        .filter({has: page.getByRole('cell', {name: 'legal_name', exact: true})})
        .filter({hasText: words.change});
      await expect(row).toHaveCount(1);
      await row.getByRole('link', {name: words.where}).click();
      await expect(page).toHaveURL(/\/api\/create-a-vendor#request-body$/);
      await expect(page.getByRole('heading', {level: 2, name: words.where})).toBeInViewport();
      expect(problems.consoleErrors).toEqual([]);
    });

    test("the unreleased version's page of changes is in its sidebar and says what breaks", async ({page}) => {
      await page.goto(sitePath('api/next/changes-between-versions', locale));
      await waitForHydration(page);
      await page
        .locator('.theme-doc-sidebar-container')
        .getByRole('link', {name: /2026-06-01 → next/})
        .click();
      await expect(page).toHaveURL(/\/api\/next\/changes\/2026-06-01-to-next$/);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(words.nextLink);
      const removed = page.getByRole('row').filter({has: page.getByRole('cell', {name: 'dispute_reason', exact: true})});
      await expect(removed.first()).toContainText(locale === 'en' ? 'Yes' : '是');
    });
  });
}
