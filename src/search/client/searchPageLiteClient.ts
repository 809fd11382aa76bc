/**
 * `liteClient` with the signature of `algoliasearch/lite`'s, for the search
 * page (src/search/ui/useSearchPage.ts): the /search page gets its client from
 * the site's factory, like the DocSearch modal.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import type {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import {deferredHostedClient} from './lazyClients';
import {localSearchClient, siteSearchClient, usesLocalSearch} from './clientFactory';

/**
 * Algolia's client is imported on the first hosted query (`deferredHostedClient`):
 * with the built-in index, the default, the search page never loads it.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  const client = siteSearchClient('page', appId, () =>
    deferredHostedClient(() => import('algoliasearch/lite').then(({liteClient: hosted}) => hosted(...args))),
  );
  return client as unknown as ReturnType<typeof algoliaLiteClient>;
}

/**
 * When the search page opens with a query (from "See all results" or a
 * link), the built-in index and the code that reads it are requested as this
 * module loads, with the page's route, rather than by the page's first search,
 * which waits for the whole page to hydrate. On a client-side navigation to
 * the page, the URL is already the search page's when its route loads.
 */
function preloadOpeningQuery(location: Pick<Location, 'search'>, appId: string): void {
  if (new URLSearchParams(location.search).get('q') && usesLocalSearch(appId)) localSearchClient('page').preload();
}

if (ExecutionEnvironment.canUseDOM) {
  preloadOpeningQuery(window.location, (siteConfig.themeConfig.algolia as {appId: string}).appId);
}
