import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {editUrl} from '../../src/config/product';
import {TEST_BUILD_DIR} from '../support/site';
import {htmlFiles} from '../support/htmlValidity';

/**
 * The "last updated" date of every page with an edit link is the date of the
 * last commit of the file that link edits, in both locales (each locale is
 * built by a `docusaurus build` process of its own, scripts/build.mjs): a
 * history read from the wrong place, or not at all, shows no date or a wrong
 * one here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, TEST_BUILD_DIR);

const EDIT_LINK = /class="[^"]*theme-edit-this-page[^"]*"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*class="[^"]*theme-edit-this-page/;
const LAST_UPDATED = /theme-last-updated[\s\S]*?<time dateTime="([^"]+)"/;

/**
 * The last commit that changed the file, as Docusaurus reads the history
 * (`git log --name-status`, which lists no files for a merge commit): a
 * merge's conflict resolution does not count as the page's update, and a
 * commit of a merged branch does, even when the merge kept the other side's
 * text (`--full-history`: no history simplification).
 */
function lastCommitSeconds(file: string): number {
  return Number(
    execFileSync('git', ['log', '-1', '--no-merges', '--full-history', '--format=%ct', '--', file], {cwd: ROOT, encoding: 'utf8'}).trim(),
  );
}

it('every guide page with an edit link shows the date of its source file’s last commit', () => {
  const pages = htmlFiles(BUILD_DIR).flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    const page = path.relative(BUILD_DIR, file);
    // The guide's pages. The API reference's dates are set by its generator
    // (plugins/api-reference, the day of its OpenAPI source's last commit).
    const link = /^(en\/)?docs\//.test(page) ? html.match(EDIT_LINK) : null;
    if (!link) return [];
    const href = (link[1] ?? link[2] ?? '').replaceAll('&amp;', '&');
    expect(href.startsWith(editUrl), `${file}: edit link ${href}`).toBe(true);
    return [{page, source: decodeURIComponent(href.slice(editUrl.length)), html}];
  });
  // The guide's pages in both locales (tag and category index pages have no source, so no link).
  const english = pages.filter(({page}) => page.startsWith('en/')).length;
  expect(english).toBeGreaterThan(50);
  expect(pages.length - english).toBe(english);

  const wrong = pages.flatMap(({page, source, html}) => {
    const shown = html.match(LAST_UPDATED)?.[1];
    const committed = lastCommitSeconds(source);
    // Pages whose source has no commit (generated, or not committed yet) show no date.
    if (!committed) return shown ? [`${page}: shows ${shown}, but ${source} has no commit`] : [];
    const expected = new Date(committed * 1000).toISOString();
    return shown === expected ? [] : [`${page}: shows ${shown ?? 'no date'}, ${source} last committed ${expected}`];
  });
  expect(wrong).toEqual([]);
});
