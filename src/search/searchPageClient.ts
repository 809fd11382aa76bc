/**
 * `liteClient` with the signature of `algoliasearch/lite`'s, for the search
 * page (src/theme/SearchPage): the /search page gets its client from the
 * site's factory, like the DocSearch modal.
 */
import siteConfig from '@generated/docusaurus.config';
import type {liteClient as algoliaLiteClient} from 'algoliasearch/lite';
import pageHold from '../../plugins/page-weight/client/prefetchHold';
import {deferredHostedClient, onCompleteAnswer} from './client';
import {localSearchClient, siteSearchClient, usesLocalSearch} from './siteClient';

/** Called when the query the page opened with has its complete answer (or has failed); undefined without one, or after. */
let openingAnswered: (() => void) | undefined;

/**
 * Algolia's client is imported on the first hosted query (`deferredHostedClient`):
 * with the built-in index, the default, the search page never loads it.
 */
export function liteClient(...args: Parameters<typeof algoliaLiteClient>): ReturnType<typeof algoliaLiteClient> {
  const [appId] = args;
  const client = siteSearchClient('page', appId, () =>
    deferredHostedClient(() => import('algoliasearch/lite').then(({liteClient: hosted}) => hosted(...args))),
  );
  return (openingAnswered ? onCompleteAnswer(client, openingAnswered) : client) as unknown as ReturnType<typeof algoliaLiteClient>;
}

/**
 * When the search page opens with a query (from "See all results" or a
 * link), the built-in index and the code that reads it are requested as this
 * module loads, with the page's route, rather than by the page's first search,
 * which waits for the whole page to hydrate (React hydrates in 5 ms slices:
 * about 0.4 s here unthrottled, four times that on a phone). On a client-side
 * navigation to the page, the URL is already the search page's when its route
 * loads.
 *
 * The results are then the page's content, and they arrive after the load
 * event: prefetching (the modal's code, the routes of links in view) waits
 * until the first complete answer is in or the search has failed, so that it
 * does not share the connection with the index (plugins/page-weight/client/prefetchHold.ts).
 */
function preloadOpeningQuery(location: Pick<Location, 'search'>, appId: string): void {
  if (!new URLSearchParams(location.search).get('q')) return;
  if (usesLocalSearch(appId)) localSearchClient('page').preload();
  pageHold.hold(
    new Promise<void>((resolve) => {
      openingAnswered = () => {
        openingAnswered = undefined;
        resolve();
      };
    }),
  );
}

if (typeof window !== 'undefined') {
  preloadOpeningQuery(window.location, (siteConfig.themeConfig.algolia as {appId: string}).appId);
}
