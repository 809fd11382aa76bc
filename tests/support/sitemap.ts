import {readFileSync} from 'node:fs';
import path from 'node:path';
import {TEST_BUILD_DIR} from './site';

/** Site paths (under the base path) listed in a locale's built sitemap.xml. */
export function sitemapPaths(locale: 'zh-TW' | 'en'): string[] {
  const file = path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '', 'sitemap.xml');
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
