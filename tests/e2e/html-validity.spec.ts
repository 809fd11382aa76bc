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

test('every built page is valid HTML', async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const files = htmlFiles(TEST_BUILD_DIR);
  expect(files.length).toBeGreaterThan(100);
  const errors: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        errors.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  expect(errors.slice(0, 50), `${errors.length} errors`).toEqual([]);
});
