import {readdirSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate, FileSystemConfigLoader, type Report} from 'html-validate';
import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, TEST_BUILD_DIR, sitePath} from '../support/site';

/** Every built HTML page is valid against the committed ruleset (.htmlvalidate.cjs). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** The search page has tests of its own: as built, and with the results it renders in the browser. */
const isSearchPage = (file: string) => /(^|\/)search\/index\.html$/.test(file);

function messages(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${result.filePath}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
    ),
  );
}

async function validate(files: string[]): Promise<string[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) errors.push(...messages(await validator.validateFile(file)));
  return errors;
}

test('the search page is valid HTML as built', async () => {
  const files = htmlFiles(TEST_BUILD_DIR).filter(isSearchPage);
  expect(files.sort()).toEqual([path.join(TEST_BUILD_DIR, 'en/search/index.html'), path.join(TEST_BUILD_DIR, 'search/index.html')]);
  expect(await validate(files)).toEqual([]);
});

for (const locale of LOCALES) {
  test(`the search page is valid HTML with its results (${locale})`, async ({page}) => {
    await page.goto(sitePath('search?q=payout', locale));
    await waitForHydration(page);
    // As in a11y.spec.ts: the page answers once the whole local index is built.
    await expect(page.locator('main article').first()).toBeVisible({timeout: 20_000});
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const report = await validator.validateString(await page.content(), `search?q=payout (${locale})`);
    expect(messages(report)).toEqual([]);
  });
}

test('every built page other than the search page is valid HTML', async () => {
  // About 500 pages: a minute or two of parsing on this machine.
  test.setTimeout(300_000);
  const files = htmlFiles(TEST_BUILD_DIR).filter((file) => !isSearchPage(file));
  expect(files.length).toBeGreaterThan(100);
  const errors = await validate(files);
  expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
});
