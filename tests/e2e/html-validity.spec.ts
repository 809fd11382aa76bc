import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {wholeSearchAnswer} from '../support/searchModal';
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
    // The whole answer, with its snippets and highlights, is the markup to check.
    await wholeSearchAnswer(page);
    const report = await htmlValidator().validateString(await page.content(), `search?q=payout (${locale})`);
    expect(messages(report)).toEqual([]);
  });
}
