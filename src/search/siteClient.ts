/**
 * The one client factory of the site, used by the DocSearch modal and the
 * search page: the local client when no credentials are configured, the
 * hosted client otherwise, both with the query length cap. Small on purpose:
 * it is part of every page's JS; the local client's code loads on first use.
 */
import siteConfig from '@generated/docusaurus.config';
import {LOCAL_SEARCH, MAX_QUERY_LENGTH} from '../config/search';
import {isLocalSearch, lazyClient, withQueryCap, type LazyClient, type SearchClientLike} from './client';

export type SearchSurface = 'modal' | 'page';

const local = new Map<SearchSurface, LazyClient>();

/**
 * The local client of a surface. The modal answers from titles and headings
 * while paragraphs are still being indexed; the search page waits for all of
 * it. Both share one index per page session.
 */
export function localSearchClient(surface: SearchSurface): LazyClient {
  let client = local.get(surface);
  if (!client) {
    client = withQueryCap(
      lazyClient(() =>
        import('./siteSearch').then(({createSiteLocalClient}) =>
          createSiteLocalClient({siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl}, {partialResults: surface === 'modal'}),
        ),
      ),
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
