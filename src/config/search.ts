import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {HostedSearchConfig} from './env';
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

/** Words per snippet (DocSearch shows 5 on screens up to 768 px by itself). */
export const SNIPPET_WORDS = 10;
export const HITS_PER_PAGE = 20;
export const MAX_HITS_PER_GROUP = 5;
export const MAX_QUERY_LENGTH = 64;

/**
 * hierarchy.lvl0 of search records (the group a result is shown under) for
 * pages outside a guide sidebar category. Guide pages use their top-level
 * sidebar category.
 */
export const SEARCH_SECTION_LABELS = {
  'zh-TW': {guide: '使用指南', api: 'API 參考', blog: '部落格', releaseNote: 'Release Note'},
  en: {guide: 'Guide', api: 'API reference', blog: 'Blog', releaseNote: 'Release Note'},
} as const satisfies Record<Locale, Record<'guide' | 'api' | 'blog' | 'releaseNote', string>>;

export function algoliaThemeConfig(hosted: HostedSearchConfig | null): AlgoliaThemeConfig {
  const credentials = hosted ?? LOCAL_SEARCH;
  return {
    appId: credentials.appId,
    apiKey: credentials.apiKey,
    indexName: credentials.indexName,
    contextualSearch: true,
    insights: hosted?.insights ?? false,
    searchPagePath: 'search',
    searchParameters: {
      hitsPerPage: HITS_PER_PAGE,
      attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    },
  } satisfies AlgoliaThemeConfig;
}
