import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {indexComplete} from '../support/searchModal';
import {htmlValidator, messages} from '../support/htmlValidity';

/**
 * The search page is valid HTML with the results it renders in the browser
 * (.htmlvalidate.cjs). The built pages, this one as built included, are
 * checked by tests/postbuild/html-validity.test.ts.
 */
for (const locale of LOCALES) {
  test(`the search page is valid HTML with its results (${locale})`, async ({page}) => {
    await page.goto(sitePath('search?q=payout', locale));
    await waitForHydration(page);
    // The page answers once the whole local index is built.
    await indexComplete(page);
    await expect(page.locator('main article').first()).toBeVisible();
    const report = await htmlValidator().validateString(await page.content(), `search?q=payout (${locale})`);
    expect(messages(report)).toEqual([]);
  });
}
