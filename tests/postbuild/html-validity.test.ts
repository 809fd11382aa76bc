import path from 'node:path';
import {expect, it} from 'vitest';
import {nextTurn} from '../support/eventLoop';
import {TEST_BUILD_DIR} from '../support/site';
import {htmlFiles, htmlValidator, isSearchPage, messages} from '../support/htmlValidity';

/**
 * Every built HTML page is valid against the committed ruleset
 * (.htmlvalidate.cjs). Here rather than with the browser tests: it reads files
 * only, and its minute of parsing slowed the browser tests running beside it.
 * The search page with its results is checked in the browser
 * (tests/e2e/html-validity.spec.ts).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

/** One page after the other, with a turn of the event loop between pages (tests/support/eventLoop.ts). */
async function validate(files: string[]): Promise<string[]> {
  const validator = htmlValidator();
  const errors: string[] = [];
  for (const file of files) {
    errors.push(...messages(await validator.validateFile(file)));
    await nextTurn();
  }
  return errors;
}

it('the search page is valid HTML as built', async () => {
  const files = htmlFiles(BUILD_DIR).filter(isSearchPage);
  expect(files.sort()).toEqual([path.join(BUILD_DIR, 'en/search/index.html'), path.join(BUILD_DIR, 'search/index.html')]);
  expect(await validate(files)).toEqual([]);
});

// About 425 pages: minutes of parsing on a busy machine, beside the other files; the API
// operation pages carry seven request samples each.
it('every built page other than the search page is valid HTML', async () => {
  const files = htmlFiles(BUILD_DIR).filter((file) => !isSearchPage(file));
  expect(files.length).toBeGreaterThan(100);
  const errors = await validate(files);
  expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
});
