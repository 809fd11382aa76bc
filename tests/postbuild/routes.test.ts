import path from 'node:path';
import {expect, it} from 'vitest';
import {LOCALES, TEST_BUILD_DIR} from '../support/site';
import {sitemapPaths} from '../support/sitemap';
import {htmlFiles} from '../support/htmlValidity';

/**
 * Every page's path is in lower case. The static host matches paths exactly
 * and the router ignores case, so an address in the wrong case is sent on to
 * its lower-case form (src/guards/address.ts): a page whose path had
 * a capital letter could not be reached that way.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

it('every built page and every sitemap entry has a lower-case path', () => {
  const pages = htmlFiles(BUILD_DIR).map((file) => path.relative(BUILD_DIR, file));
  const listed = LOCALES.flatMap((locale) => sitemapPaths(locale));
  expect(pages.length).toBeGreaterThan(100);
  expect([...pages, ...listed].filter((route) => route !== route.toLowerCase())).toEqual([]);
});
