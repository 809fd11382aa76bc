import {readFileSync} from 'node:fs';
import path from 'node:path';
import {filesUnder} from './builtSite';
import {sitePath, TEST_BUILD_DIR, type TestLocale} from './site';

/** Site paths (under the base path) listed in a locale's built sitemap.xml. */
export function sitemapPaths(locale: 'zh-TW' | 'en'): string[] {
  const file = path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '', 'sitemap.xml');
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/**
 * Site paths of every page built for a locale, listed in the sitemap or not, as
 * the test server serves them (`x/index.html` at `x`, the landing at `x/`).
 */
export function builtPagePaths(locale: TestLocale): string[] {
  const root = path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '');
  return filesUnder(root)
    .filter((file) => file.endsWith('index.html') && (locale === 'en' || !file.startsWith('en/')))
    .map((file) => sitePath(file.replace(/index\.html$/, '').replace(/(.)\/$/, '$1'), locale));
}
