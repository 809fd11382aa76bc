/**
 * The local search clients bound to this site's built index. Imported lazily
 * (see ./clientFactory.ts): with MiniSearch it stays out of the initial page JS.
 * The index is fetched, parsed and indexed once per thread (`createIndexLoader`).
 */
import {createLocalSearchClient, type LocalSearchClient, type LocalSearchClientOptions} from './localClient';
import {facetFilterPredicate, type FacetFilters, type LoadedIndex} from '../engine/algoliaAnswer';
import {decodeLocalIndexInSlices} from '../engine/indexFile';
import {createSearchEngine} from '../engine/searchEngine';
import type {LocalIndexFile} from '../records';
import {queryFolder} from '../engine/synonyms';
import type {SearchSurface} from './searchClient';
import type {PageIdleTime, WorkerClients} from './workerChannel';
import {browserSchedule, MAX_SLICE_MS, nextTaskIn, WORKER_SLICE_MS} from './indexingSchedule';

/** User-timing marks of the index's stages (DevTools' Performance panel, the search benchmark). */
export const MARKS = {
  parsed: 'search-index:parsed',
  /** The titles and headings the first query can find are indexed (just before it is answered). */
  headings: 'search-index:headings-indexed',
  complete: 'search-index:complete',
} as const;

export type IndexSource = {
  /** Absolute URL of the locale's index file. */
  url: string;
  /** Absolute URL of the locale's base path, for hit URLs. */
  baseUrl: string;
  /** The facet filters the page's first query will most likely send: what to index first. */
  likelyFacetFilters: () => FacetFilters | undefined;
  /** Sets a user-timing mark (`MARKS`) on the page's timeline: in a worker, by telling the page. */
  mark?: (name: string) => void;
  /** Whether this runs in a Web Worker (./workerChannel.ts): no rendering to make way for. */
  inWorker?: boolean;
  /** In a worker, the page's idle time (./workerChannel.ts): when to index what no query waits for. */
  pageIdle?: PageIdleTime;
};

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The index file, parsed. `fresh`: past the HTTP cache, which may hold
 * something else under the index's URL (a captive portal's login page, a
 * body cut off by a dropped connection) once a load has failed.
 */
async function fetchIndexFile(url: string, fresh: boolean): Promise<LocalIndexFile> {
  const response = await fetch(url, fresh ? {cache: 'reload'} : {});
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  try {
    return (await response.json()) as LocalIndexFile;
  } catch (error) {
    throw new Error(`${url} is not the search index: ${reason(error)}`, {cause: error});
  }
}

async function buildIndex(source: IndexSource, fresh: boolean): Promise<LoadedIndex> {
  const mark = source.mark ?? ((name: string) => performance.mark(name));
  const file = await fetchIndexFile(source.url, fresh);
  mark(MARKS.parsed);
  const likely = source.likelyFacetFilters();
  // Decoded in slices too: parsed and decoded at once, it was one task of
  // a long task on its own (PERFORMANCE.md, "Search index built in idle slices").
  const sliceMs = source.inWorker ? WORKER_SLICE_MS : MAX_SLICE_MS;
  const nextTask = nextTaskIn(source.inWorker ?? false);
  const records = await decodeLocalIndexInSlices(file, {sliceMs, nextTask, now: () => performance.now()});
  await nextTask(); // The engine's set-up (its weights and record lists) in a task of its own.
  const engine = createSearchEngine(records, browserSchedule(source.inWorker ?? false, source.pageIdle), {
    likelyFirst: likely === undefined ? undefined : facetFilterPredicate(likely),
    firstHeadingsIndexed: () => mark(MARKS.headings),
  });
  void engine.ready.then(() => mark(MARKS.complete));
  return {engine, baseUrl: source.baseUrl, fold: queryFolder(file)};
}

/**
 * The index of one thread (the page's, or the worker's), shared by the
 * clients of both surfaces: fetched, parsed, decoded and indexed once. A load
 * that fails in any of these steps (no answer, an answer that is not OK, a
 * body that is not JSON or not the index) is forgotten, so that the next
 * query, or Try again, loads the file again, past the HTTP cache.
 */
export function createIndexLoader(source: IndexSource): () => Promise<LoadedIndex> {
  let loading: Promise<LoadedIndex> | undefined;
  let failed = false;
  return () =>
    (loading ??= buildIndex(source, failed).catch((error: unknown) => {
      loading = undefined;
      failed = true;
      throw error;
    }));
}

/**
 * The local client of a surface. While paragraphs are still being indexed,
 * the modal answers from titles and headings; the search page too, once per
 * query, and then asks again for the answer from the whole index (with the
 * count). Both share one index per page session (or per worker).
 */
export function createSiteLocalClient(load: () => Promise<LoadedIndex>, surface: SearchSurface): LocalSearchClient {
  const partialResults: LocalSearchClientOptions['partialResults'] = surface === 'modal' ? 'always' : 'once';
  return createLocalSearchClient({load, partialResults});
}

/** The worker's clients (./workerScript.ts): one index for both surfaces, indexed in the page's idle time. */
export const siteWorkerClients: WorkerClients = ({indexUrl, baseUrl}, likelyFacetFilters, mark, pageIdle) => {
  const load = createIndexLoader({url: indexUrl, baseUrl, likelyFacetFilters, mark, inWorker: true, pageIdle});
  return (surface) => createSiteLocalClient(load, surface);
};
