import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {expect, it} from 'vitest';
import {nextTurn} from '../support/eventLoop';
import {htmlFiles} from '../support/htmlValidity';
import {sitemapPaths} from '../support/sitemap';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR} from '../support/site';

/**
 * A page in a sitemap that no other page links to is found by crawlers only,
 * never by a reader: every sitemap entry of both locales is the target of a
 * link in the static HTML of at least one other page of the build in the same
 * locale. The language menu's link from the page's other-locale version does
 * not count: two pages nothing else links to would otherwise find each other.
 * Static HTML only, as a crawler without JavaScript reads it.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
/** Any origin: links are resolved against it only to read their paths. */
const ORIGIN = 'http://build.invalid';

/** A site path as the server answers it: no query or fragment, no trailing slash but the root's. */
const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The page's own site path, from its file under the build. */
function pagePathOf(file: string): string {
  const relative = path.relative(BUILD_DIR, file).split(path.sep).join('/');
  return normalise(`${TEST_BASE_URL}${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
}

/** For each site path linked anywhere, the pages that link to it; a turn of the event loop between pages. */
async function linkedFrom(): Promise<Map<string, Set<string>>> {
  const linked = new Map<string, Set<string>>();
  for (const file of htmlFiles(BUILD_DIR)) {
    const source = pagePathOf(file);
    const pageUrl = new URL(source, ORIGIN);
    for (const anchor of parse(readFileSync(file, 'utf8')).querySelectorAll('a[href]')) {
      const target = new URL(anchor.getAttribute('href')!, pageUrl);
      if (target.origin !== ORIGIN) continue;
      const key = normalise(decodeURI(target.pathname));
      if (!linked.has(key)) linked.set(key, new Set());
      linked.get(key)!.add(source);
    }
    await nextTurn();
  }
  return linked;
}

const localeOf = (pathname: string) => (`${pathname}/`.startsWith(`${TEST_BASE_URL}en/`) ? 'en' : 'zh-TW');

it('every page in the sitemaps of both locales is linked from another page of its locale', async () => {
  const linked = await linkedFrom();
  const listed = LOCALES.flatMap((locale) => sitemapPaths(locale)).map((pathname) => normalise(decodeURI(pathname)));
  expect(listed.length).toBeGreaterThan(200);
  const orphans = listed.filter(
    (pathname) => ![...(linked.get(pathname) ?? [])].some((source) => source !== pathname && localeOf(source) === localeOf(pathname)),
  );
  expect(orphans).toEqual([]);
});
