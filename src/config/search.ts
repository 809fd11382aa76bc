import type {UserThemeConfig} from '@docusaurus/theme-search-algolia';
import type {HostedSearchConfig} from './env';

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
