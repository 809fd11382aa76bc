import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {describe, expect, it} from 'vitest';

import {LLMS_FILE, LLMS_FULL_FILE} from '../../src/config/markdownTwins';
import {RECORDS_FILE, type DocSearchRecord} from '../../src/search/records';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * The generated pages of the changes between API versions reach readers
 * like every other API page: built in both locales, with a Markdown twin
 * that has the same rows, in llms.txt and llms-full.txt when the other
 * pages of its version are (the latest version's), in the site's search,
 * and linked from the hand-written story of every version.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, LLMS_FILE)))
  throw new Error(`${TEST_BUILD_DIR}/${LLMS_FILE} is missing: run npm run build:test first.`);

const PAGES = [
  {route: 'api/changes/2025-03-01-to-2026-06-01', latest: true},
  {route: 'api/next/changes/2026-06-01-to-next', latest: false},
] as const;

const localeDir = (locale: TestLocale) => (locale === 'en' ? path.join(BUILD_DIR, 'en') : BUILD_DIR);
const localeBase = (locale: TestLocale) => (locale === 'en' ? `${TEST_BASE_URL}en/` : TEST_BASE_URL);
const read = (locale: TestLocale, file: string) => readFileSync(path.join(localeDir(locale), file), 'utf8');
const builtHtml = (locale: TestLocale, route: string) => parse(read(locale, path.join(route, 'index.html')));

describe.each(LOCALES)('the pages of the changes between versions, %s', (locale) => {
  it.each(PAGES)('$route is built, with a table row per change linking the section it is in', ({route}) => {
    const rows = builtHtml(locale, route).querySelectorAll('article table tbody tr');
    const changeRows = rows.filter((row) => row.querySelectorAll('td').length === 5);
    expect(changeRows.length).toBeGreaterThan(20);
    for (const row of changeRows) {
      const href = row.querySelectorAll('td')[1]!.querySelector('a')?.getAttribute('href') ?? '';
      expect(href, row.text).toMatch(new RegExp(`^${localeBase(locale)}api/(next/)?([a-z-]+)?(#[a-z0-9-]+)?$`));
    }
  });

  it.each(PAGES)('$route has a Markdown twin with the same rows', ({route}) => {
    const htmlRows = builtHtml(locale, route)
      .querySelectorAll('article table tbody tr')
      .filter((row) => row.querySelectorAll('td').length === 5).length;
    const twin = read(locale, `${route}.md`);
    const twinRows = twin.split('\n').filter((line) => /^\| [^|]+ \| \[/.test(line));
    expect(twin.split('\n')[0]).toMatch(/^# (Changes from|.* 的變更明細)/);
    expect(twinRows).toHaveLength(htmlRows);
  });

  it.each(PAGES)('$route is in llms.txt and llms-full.txt exactly when an operation page of its version is', ({route, latest}) => {
    const operationPage = route.replace(/changes\/.*$/, 'create-an-order');
    // The index's link lines and the full file's Source lines: other twins may link the page too.
    const entries = {
      [LLMS_FILE]: (line: string) => line.startsWith('- ['),
      [LLMS_FULL_FILE]: (line: string) => line.startsWith('Source: '),
    };
    for (const [file, isEntry] of Object.entries(entries)) {
      const lines = read(locale, file).split('\n').filter(isEntry);
      const listed = (page: string) => lines.some((line) => line.includes(`${localeBase(locale)}${page}.md`));
      expect(listed(route), `${file}: ${route}`).toBe(listed(operationPage));
      expect(listed(route), `${file}: ${route}`).toBe(latest);
    }
  });

  it.each(PAGES)('$route is in the search index, its title and its sections', ({route}) => {
    const records = JSON.parse(read(locale, RECORDS_FILE)) as DocSearchRecord[];
    const own = records.filter((record) => record.url_without_anchor.endsWith(`${localeBase(locale)}${route}`));
    expect(own.filter((record) => record.type === 'lvl1')).toHaveLength(1);
    expect(own.length).toBeGreaterThan(3);
  });

  it.each(['api/changes-between-versions', 'api/2025-03-01/changes-between-versions', 'api/next/changes-between-versions'])(
    'the story at %s links both pages',
    (story) => {
      const links = builtHtml(locale, story)
        .querySelectorAll('article a')
        .map((link) => link.getAttribute('href'));
      for (const {route} of PAGES) expect(links).toContain(`${localeBase(locale)}${route}`);
    },
  );
});
