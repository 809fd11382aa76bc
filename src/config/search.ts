import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {HostedSearchConfig} from './env';
import {product} from './product';
import type {Locale} from './i18n';

type AlgoliaThemeConfig = NonNullable<UserThemeConfig['algolia']>;

/**
 * With no credentials the DocSearch UI still needs an app id, key and index
 * name to start; our SearchBar swizzle answers every query from the built-in
 * index, so these values never reach a network.
 */
export const LOCAL_SEARCH = {
  appId: 'LOCAL',
  apiKey: 'local-search-index',
  indexName: 'ferrypay-docs',
} as const;

/** Words per snippet, and on screens up to 768 px (DocSearch 4.7 no longer shortens them itself). */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_SMALL_SCREEN = 5;
export const SMALL_SCREEN_MEDIA_QUERY = '(max-width: 768px)';
export const HITS_PER_PAGE = 20;
export const MAX_HITS_PER_GROUP = 5;
export const MAX_QUERY_LENGTH = 64;
/** The search page's path under each locale's base URL. */
export const SEARCH_PAGE_PATH = 'search';
/** The most each locale's local index file may weigh, gzip (tests/postbuild/search.test.ts holds it). */
export const LOCAL_INDEX_BUDGET_GZIP_BYTES = 200_000;

/** What DocSearch snippets: titles too, so that their matches are highlighted. */
export function attributesToSnippet(words: number): string[] {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return [...levels.map((lvl) => `hierarchy.${lvl}:${words}`), `content:${words}`];
}

/**
 * hierarchy.lvl0 of search records (the group a result is shown under) for
 * pages outside a guide sidebar category. Guide pages use their top-level
 * sidebar category.
 */
export const SEARCH_SECTION_LABELS = {
  'zh-TW': {guide: '使用指南', api: 'API 參考', blog: '部落格', releaseNote: 'Release Note'},
  en: {guide: 'Guide', api: 'API reference', blog: 'Blog', releaseNote: 'Release Note'},
} as const satisfies Record<Locale, Record<'guide' | 'api' | 'blog' | 'releaseNote', string>>;

/** The no-results screen's "Let us know." link: a new issue on the docs repository. */
export function missingResultsUrl(query: string): string {
  const title = `Search: no results for "${query}"`;
  return `${product.repositoryUrl}/issues/new?title=${encodeURIComponent(title)}&labels=search`;
}

export function algoliaThemeConfig(hosted: HostedSearchConfig | null): AlgoliaThemeConfig {
  const credentials = hosted ?? LOCAL_SEARCH;
  return {
    appId: credentials.appId,
    apiKey: credentials.apiKey,
    indexName: credentials.indexName,
    contextualSearch: true,
    insights: hosted?.insights ?? false,
    searchPagePath: SEARCH_PAGE_PATH,
    searchParameters: {
      hitsPerPage: HITS_PER_PAGE,
      attributesToSnippet: attributesToSnippet(SNIPPET_WORDS),
      // Query ids for click analytics; events are only sent when insights is on.
      clickAnalytics: true,
    },
  } satisfies AlgoliaThemeConfig;
}
