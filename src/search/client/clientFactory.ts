/**
 * The one client factory of the site, used by the DocSearch modal and the
 * search page: the local client when no credentials are configured, the
 * hosted client otherwise, both with the query length cap. Small on purpose:
 * it is part of every page's JS; the local client's code loads on first use.
 */
import siteConfig from '@generated/docusaurus.config';
import {LOCAL_SEARCH, MAX_QUERY_LENGTH} from '../../config/search';
import {lazyClient, type LazyClient} from './lazyClients';
import {isLocalSearch, type SearchClientLike, type SearchSurface} from './searchClient';
import {withQueryCap} from './queryCap';
import type {SearchWorker} from './workerChannel';
import {LOCAL_INDEX_FILE} from '../records';
import type {FacetFilters, LoadedIndex} from '../engine/algoliaAnswer';

const indexUrl = `${siteConfig.baseUrl}${LOCAL_INDEX_FILE}`;
/** Absolute URL of the locale's base path, for hit URLs. */
const hitBaseUrl = `${siteConfig.url}${siteConfig.baseUrl}`;

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

const indexSource = () => ({
  url: new URL(indexUrl, window.location.href).href,
  baseUrl: hitBaseUrl,
  likelyFacetFilters: () => likelyFacetFilters,
});

/** The main thread's index, when it holds one: loaded once, again after a failure (./indexLoader.ts). */
let loadMainThreadIndex: (() => Promise<LoadedIndex>) | undefined;

/** A surface's client on the main thread, its code imported on first use: where no worker can run. */
function mainThreadClient(surface: SearchSurface): LazyClient {
  return lazyClient(async () => {
    const {createIndexLoader, createSiteLocalClient} = await import('./indexLoader');
    loadMainThreadIndex ??= createIndexLoader(indexSource());
    return createSiteLocalClient(loadMainThreadIndex, surface);
  });
}

let worker: Promise<SearchWorker> | undefined;

/**
 * The page session's search worker (./pageWorker.ts), which hands its queries
 * to the main thread if it fails. Its code is loaded again after a failed load.
 */
function searchWorker(): Promise<SearchWorker> {
  worker ??= import('./pageWorker').then(
    ({startSearchWorker}) =>
      startSearchWorker(
        {indexUrl: indexSource().url, baseUrl: hitBaseUrl},
        {likelyFacetFilters: () => likelyFacetFilters, fallback: mainThreadClient},
      ),
    (error: unknown) => {
      worker = undefined;
      throw error;
    },
  );
  return worker;
}

/**
 * Loads the worker's page-side code without starting the worker: on the first
 * Ctrl or Cmd press, with the modal's code, so that the K of Ctrl+K starts the
 * worker at once instead of after the modal's first render.
 */
export function preloadSearchWorkerCode(): void {
  if (typeof Worker === 'function') searchWorker().catch(() => {});
}

const local = new Map<SearchSurface, LazyClient>();

/** The local client of a surface: in the page session's worker, or on the main thread where there is none. */
export function localSearchClient(surface: SearchSurface): LazyClient {
  let client = local.get(surface);
  if (!client) {
    // Decided on first use, in the browser: the search page builds its client while it renders, on the server too.
    client = withQueryCap(
      lazyClient(async () => (typeof Worker === 'function' ? (await searchWorker()).client(surface) : mainThreadClient(surface))),
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
export function siteSearchClient<C extends SearchClientLike>(surface: SearchSurface, appId: string, hosted: () => C): C | LazyClient {
  return usesLocalSearch(appId) ? localSearchClient(surface) : withQueryCap(hosted(), MAX_QUERY_LENGTH);
}

/**
 * The number of results of `query` on the whole built-in index, with the
 * modal's facet filters: what the search page lists for it. Waits, in the
 * worker, until every record is indexed.
 */
export async function countAllResults(query: string, facetFilters: FacetFilters | undefined): Promise<number> {
  const {results} = await localSearchClient('modal').search({
    requests: [{indexName: LOCAL_SEARCH.indexName, query, facetFilters, hitsPerPage: 0, exhaustiveNbHits: true}],
  });
  return (results[0] as {nbHits: number}).nbHits;
}
