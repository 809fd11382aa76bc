import {existsSync} from 'node:fs';
import path from 'node:path';
import {main} from 'markdownlint-cli2';
import {describe, expect, it} from 'vitest';

import {LLMS_FILE} from '../../src/config/markdownTwins';
import {filesUnder} from '../support/builtSite';
import {LOCALES, TEST_BUILD_DIR} from '../support/site';

/**
 * Every Markdown twin of the suite's build (plugins/markdown-twins), both
 * locales, through markdownlint with its default rules: a twin is Markdown
 * that tools read, and what markdownlint finds is what they may misread.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, LLMS_FILE)))
  throw new Error(`${TEST_BUILD_DIR}/${LLMS_FILE} is missing: run npm run build:test first.`);

const CONFIG = {
  default: true,
  // Line length: a twin writes each paragraph on one line, as the page shows it.
  MD013: false,
  // Hard tabs: the Go samples are indented with tabs, as gofmt writes them; outside code there are none.
  MD010: {code_blocks: false},
  // Duplicate headings: a page may repeat a heading in another section (the API landing page's
  // "Webhooks" section and the "Webhooks" group of its list of operations; a guide page whose
  // first section is named after the page), as the HTML page does; not twice under one heading.
  MD024: {siblings_only: true},
};

/** The twins of the build: every .md file, the English ones under en/. */
const twins = filesUnder(BUILD_DIR).filter((file) => file.endsWith('.md'));

describe('Markdown twins, markdownlint', () => {
  it('the build has twins of both locales', () => {
    for (const locale of LOCALES) {
      const ofLocale = twins.filter((file) => (locale === 'en' ? file.startsWith('en/') : !file.startsWith('en/')));
      expect(ofLocale.length, locale).toBeGreaterThan(150);
    }
  });

  it('no twin has a finding, named by file, line and rule', {timeout: 600_000}, async () => {
    const findings: string[] = [];
    const code = await main({
      directory: BUILD_DIR,
      argv: twins.map((file) => `:${file}`),
      optionsOverride: {config: CONFIG},
      noImport: true,
      logMessage: () => undefined,
      logError: (message) => findings.push(message),
    });
    expect(findings).toEqual([]);
    expect(code).toBe(0);
  });
});
