/**
 * The one client factory of the site, used by the DocSearch modal and the
 * search page: the local client when no credentials are configured, the
 * hosted client otherwise, both with the query length cap. Small on purpose:
 * it is part of every page's JS; the local client's code loads on first use.
 */
import siteConfig from '@generated/docusaurus.config';
import {LOCAL_SEARCH, MAX_QUERY_LENGTH} from '../config/search';
import {isLocalSearch, lazyClient, withQueryCap, type LazyClient, type SearchClientLike} from './client';
import {LOCAL_INDEX_FILE} from './records';
import type {FacetFilters} from './localClient';

export type SearchSurface = 'modal' | 'page';

const importLocalSearch = () => import('./siteSearch');

/** Loads the local search code ahead of need (the theme does the same for the modal's code on hover). */
export function preloadLocalSearchCode(): void {
  importLocalSearch().catch(() => {
    // A query reports it.
  });
}

let indexResponse: Promise<Response> | undefined;

/** The locale's index file, requested once per page session (again after a failure). */
function fetchLocalIndex(): Promise<Response> {
  indexResponse ??= fetch(`${siteConfig.baseUrl}${LOCAL_INDEX_FILE}`).then((response) => {
    if (!response.ok) indexResponse = undefined;
    return response;
  }, (error: unknown) => {
    indexResponse = undefined;
    throw error;
  });
  return indexResponse;
}

let likelyFacetFilters: FacetFilters | undefined;

/**
 * The facet filters the modal searches with on this page (the theme's
 * contextual search: this locale, the current docs, the API version in view).
 * The titles and headings they admit are indexed first, so that they are in
 * when the first query comes. Undefined (contextual search off): no order.
 */
export function setLikelyFacetFilters(facetFilters: FacetFilters | undefined): void {
  likelyFacetFilters = facetFilters;
}

const local = new Map<SearchSurface, LazyClient>();

/**
 * The local client of a surface. While paragraphs are still being indexed,
 * the modal answers from titles and headings; the search page too, once per
 * query, and then asks again for the answer from the whole index (with the
 * count). Both share one index per page session.
 */
export function localSearchClient(surface: SearchSurface): LazyClient {
  let client = local.get(surface);
  if (!client) {
    client = withQueryCap(
      lazyClient(() => {
        // The index and the code that reads it are requested together.
        fetchLocalIndex().catch(() => {
          // Reported by the query that needs it.
        });
        return importLocalSearch().then(({createSiteLocalClient}) =>
          createSiteLocalClient(
            {response: fetchLocalIndex, baseUrl: `${siteConfig.url}${siteConfig.baseUrl}`, likelyFacetFilters: () => likelyFacetFilters},
            {partialResults: surface === 'modal' ? 'always' : 'once'},
          ),
        );
      }),
      MAX_QUERY_LENGTH,
    );
    local.set(surface, client);
  }
  return client;
}

export function usesLocalSearch(appId: string): boolean {
  return isLocalSearch(appId, LOCAL_SEARCH.appId);
}

/**
 * The client for a surface, given the hosted client DocSearch or the search
 * page would use: the local one instead when the app id is the placeholder.
 */
export function siteSearchClient<C extends SearchClientLike>(
  surface: SearchSurface,
  appId: string,
  hosted: () => C,
): C | LazyClient {
  return usesLocalSearch(appId) ? localSearchClient(surface) : withQueryCap(hosted(), MAX_QUERY_LENGTH);
}
