/**
 * Local plugin: after each locale's build, reads the built HTML of that
 * locale's pages and writes its search records (DocSearch schema, for hosted
 * Algolia) and the compact index the browser's local search downloads.
 */
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';
import {readOutputHTMLFile} from '@docusaurus/utils';
import {LOCAL_INDEX_FILE, RECORDS_FILE} from '../../src/search/records';
import {extractPage, type ExtractedPage, type SectionLabels} from './extract';
import {LOCAL_INDEX_BUDGET_GZIP_BYTES} from '../../src/config/search';
import {skipsHtmlMinification} from '../../src/config/env';
import {fileSize, toDocSearchRecords, toLocalIndex} from './records';
import type {SearchSynonym} from '../../src/search/engine/synonyms';
import {FileStore, buildCache, cacheKey, dependencyTreeKey, withoutAssetUrls} from '../shared/buildCache';

export type SearchIndexOptions = {
  /** hierarchy.lvl0 per locale for API pages, blog posts, release notes and guide pages outside a category. */
  sectionLabels: Record<string, SectionLabels>;
  /** Per locale, the search synonyms (src/search/engine/synonyms.ts). */
  synonyms?: Record<string, readonly SearchSynonym[]>;
};

/**
 * What a page's extraction depends on besides its HTML: the extractor's code
 * (extract.ts, html.ts, the API reference settings extract.ts reads which
 * pages are listed from, the plugin ids it tells a page's kind by, and the
 * parser it uses). Part of every cache key, so
 * a change to any re-reads every page.
 */
function extractorVersion(siteDir: string): string {
  const own = [
    'plugins/search-index/extract.ts',
    'plugins/search-index/html.ts',
    'src/config/apiReference.ts',
    'src/config/contentPlugins.ts',
  ].map((file) => readFileSync(path.join(siteDir, file)));
  return cacheKey(...own, dependencyTreeKey(['node-html-parser']));
}

/**
 * A page's search text, from the build cache when the same HTML was read
 * before: in a warm build most pages are unchanged, and parsing them was 0.6 s
 * a locale (PERFORMANCE.md, "Search text kept in the build cache").
 */
export async function extractCached(
  store: FileStore,
  version: string,
  html: string,
  options: {path: string; labels: SectionLabels; optionalTagsOmitted?: boolean},
): Promise<ExtractedPage | null> {
  // extractPage's inputs, but for the URLs of the page's scripts and styles,
  // which it never reads: the first warm build after a cold one renames the
  // runtime chunk (Rspack hashes chunks differently when they come from its
  // cache, and the minifier names variables by the letters it sees), which
  // changes every page's HTML and nothing of its text.
  const key = cacheKey(
    version,
    JSON.stringify(options.labels),
    options.path,
    String(options.optionalTagsOmitted ?? true),
    withoutAssetUrls(html),
  );
  const cached = await store.get(key);
  if (cached) return JSON.parse(cached.toString('utf8')) as ExtractedPage | null;
  const page = extractPage(html, options);
  await store.set(key, JSON.stringify(page));
  return page;
}

/**
 * Whether the built HTML may leave out optional end tags and attribute quotes
 * (html.ts): only when Docusaurus Faster's swc HTML minifier runs. React's
 * output, and Docusaurus's Terser minifier with the options it passes, close
 * every element and quote every value; making them explicit anyway cost each
 * locale's cold build time for the same records on every page (PERFORMANCE.md,
 * "Kept optimisations", "Search text from the HTML as built").
 */
export function htmlOmitsOptionalTags(swcHtmlMinimizer: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  return swcHtmlMinimizer && !skipsHtmlMinification(env);
}

export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions): Plugin {
  return {
    name: 'ferrypay-search-index',

    async postBuild({outDir, routesPaths, siteConfig, i18n}) {
      const locale = i18n.currentLocale;
      const labels = options.sectionLabels[locale];
      if (!labels) throw new Error(`search-index: no section labels for locale ${locale}.`);
      const {baseUrl} = siteConfig;

      const store = buildCache(context.siteDir, 'search-index');
      const version = extractorVersion(context.siteDir);
      const optionalTagsOmitted = htmlOmitsOptionalTags(siteConfig.future.faster.swcHtmlMinimizer);
      // Every page at once, in route order: while one page is parsed, the
      // others' files and cache entries are read and written (PERFORMANCE.md,
      // "Kept optimisations", "Search text from the HTML as built").
      const extracted = await Promise.all(
        [...new Set(routesPaths)].sort().map(async (route) => {
          if (!route.startsWith(baseUrl)) return null;
          const relative = route.slice(baseUrl.length).replace(/\/$/, '');
          const html = (await readOutputHTMLFile(relative, outDir, siteConfig.trailingSlash)).toString('utf8');
          return extractCached(store, version, html, {path: relative, labels, optionalTagsOmitted});
        }),
      );
      const pages = extracted.filter((page) => page !== null);

      const records = toDocSearchRecords(pages, `${siteConfig.url}${baseUrl}`);
      const localIndex = JSON.stringify(toLocalIndex(pages, locale, options.synonyms?.[locale] ?? []));
      await mkdir(path.join(outDir, path.dirname(RECORDS_FILE)), {recursive: true});
      await writeFile(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
      await writeFile(path.join(outDir, LOCAL_INDEX_FILE), localIndex);
      await store.prune();

      const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
      const size = fileSize(localIndex);
      logger.info`search-index (${locale}): ${pages.length} pages, ${records.length} records; local index ${kB(size.bytes)} (${kB(
        size.gzipBytes,
      )} gzip, budget ${kB(LOCAL_INDEX_BUDGET_GZIP_BYTES)})`;
    },
  };
}
