/**
 * The search page's worker (workerChannel.ts): the built-in index and the
 * code that reads it, answering the page's queries off the main thread.
 * Started by src/search/siteClient.ts with `new Worker(new URL(...))`, which
 * the bundler turns into a chunk of its own.
 */
import {fetchOnce} from './client';
import {createSiteLocalClient} from './siteSearch';
import {serveSearch, type FromWorker, type MessageEnd, type ToWorker} from './workerChannel';

serveSearch(self as unknown as MessageEnd<ToWorker, FromWorker>, ({indexUrl, baseUrl}, likelyFacetFilters, mark) => {
  const response = fetchOnce(indexUrl);
  return (surface) => createSiteLocalClient({response, baseUrl, likelyFacetFilters, mark, inWorker: true}, surface);
});
