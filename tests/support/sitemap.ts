import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {filesUnder} from './builtSite';
import {sitePath, TEST_BUILD_DIR, type TestLocale} from './site';

/** A built page's head as a crawler reads it: its robots directives and canonical URLs. */
export function builtHead(locale: TestLocale, route: string): {robots: string[]; canonicals: string[]} {
  const file = path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '', route, 'index.html');
  const document = parse(readFileSync(file, 'utf8'));
  return {
    robots: document.querySelectorAll('meta[name="robots"]').map((meta) => meta.getAttribute('content') ?? ''),
    canonicals: document.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
  };
}

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
