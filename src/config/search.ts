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

/**
 * Search synonyms per locale: a word readers search for that the pages never
 * use (TERMS.md gives each thing one word), and the site's term it is
 * searched as, by the built-in index and, once pushed, by hosted Algolia
 * (src/search/engine/synonyms.ts says how).
 */
export const SEARCH_SYNONYMS = {
  'zh-TW': [
    // Taiwan's everyday word for a supplier, as in 應付廠商款項. (Payment gateways also say 廠商 for
    // their merchant, which here is the 企業 collecting through acquiring: its pages say 企業 and 收單.)
    ['廠商', '供應商'],
    // What many merchants call a payment link.
    ['收款連結', '付款連結'],
    ['退費', '退款'],
    // Creating orders in bulk: the Batch import button. (建單 alone is half of 快速建單, which the pages use.)
    ['批次建單', '批次匯入'],
    ['沙盒', '測試模式'],
    ['正式環境', '正式模式'],
    // The pages' own word until 2026-12 (TERMS.md: 保留金額).
    ['保留餘額', '保留金額'],
  ],
  en: [
    ['sandbox', 'test mode'],
    ['api secret', 'secret key'],
    ['signing key', 'signing secret'],
    // The pages' own words until 2026-12 (TERMS.md: reserved amount).
    ['reserved balance', 'reserved amount'],
  ],
} as const satisfies Record<Locale, ReadonlyArray<readonly [input: string, synonym: string]>>;

/** What DocSearch snippets: titles too, so that their matches are highlighted. */
export function attributesToSnippet(words: number): string[] {
  const levels = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
  return [...levels.map((lvl) => `hierarchy.${lvl}:${words}`), `content:${words}`];
}

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
