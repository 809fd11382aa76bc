import {readdirSync} from 'node:fs';
import path from 'node:path';
import {HtmlValidate, FileSystemConfigLoader} from 'html-validate';
import {test, expect} from '@playwright/test';
import {TEST_BUILD_DIR} from '../support/site';

/** Every built HTML page is valid against the committed ruleset (.htmlvalidate.cjs). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.join(dir, file));
}

/** The theme's search page: its form has no submit button (wcag/h32). Not yet fixed; see issue 7. */
const isSearchPage = (file: string) => /(^|\/)search\/index\.html$/.test(file);

async function validate(files: string[]): Promise<string[]> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  return errors;
}

test.fixme('the search page is valid HTML', async () => {
  const errors = await validate(htmlFiles(TEST_BUILD_DIR).filter(isSearchPage));
  expect(errors).toEqual([]);
});

test('every built page other than the search page is valid HTML', async () => {
  // About 500 pages: a minute or two of parsing on this machine.
  test.setTimeout(300_000);
  const files = htmlFiles(TEST_BUILD_DIR).filter((file) => !isSearchPage(file));
  expect(files.length).toBeGreaterThan(100);
  const errors = await validate(files);
  expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
});
