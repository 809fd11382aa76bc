/**
 * The local search clients bound to this site's built index. Imported lazily
 * (see siteClient.ts): with MiniSearch it stays out of the initial page JS.
 * The index is fetched, parsed and indexed once per page session.
 */
import {createLocalSearchClient, facetFilterPredicate, type FacetFilters, type LoadedIndex, type LocalSearchClient} from './localClient';
import {createSearchEngine, decodeLocalIndex, type IndexingSchedule, type IndexingSlice} from './localIndex';
import type {LocalIndexFile} from './records';

/** User-timing marks of the index's stages (DevTools' Performance panel, the search benchmark). */
export const MARKS = {
  parsed: 'search-index:parsed',
  /** The titles and headings the first query can find are indexed (just before it is answered). */
  headings: 'search-index:headings-indexed',
  complete: 'search-index:complete',
} as const;

/**
 * The index is built in idle periods, so rendering the modal, typing and
 * rendering results go first (a query indexes the headings it needs that are
 * not in yet). Each idle slice runs until the browser's idle deadline (up to
 * 50 ms on a page with nothing else to do, what is left of each frame on one
 * that renders) and at least `IDLE_SLICE_MS`: the timeout runs it on a page
 * that is never idle. Once a query waits for the paragraphs, the rest goes
 * in `SOON_SLICE_MS` tasks: on a busy machine, frames left no idle time and
 * the timeout's slices took 10-20 s where 1 s of work was left
 * (BENCHMARKS.md, "Search").
 */
const IDLE_SLICE_MS = 8;
const SOON_SLICE_MS = 16;

function browserSchedule(): IndexingSchedule {
  const run = (slice: IndexingSlice, minMs: number, idleTimeRemaining: () => number) => {
    const end = performance.now() + minMs;
    slice(() => Math.max(idleTimeRemaining(), end - performance.now()));
  };
  const soon = (slice: IndexingSlice) => setTimeout(() => run(slice, SOON_SLICE_MS, () => 0), 0);
  if (typeof requestIdleCallback !== 'function') return {idle: (slice) => setTimeout(() => run(slice, IDLE_SLICE_MS, () => 0), 0), soon};
  return {
    idle: (slice) => requestIdleCallback((deadline) => run(slice, IDLE_SLICE_MS, () => deadline.timeRemaining()), {timeout: 100}),
    soon,
  };
}

export type IndexSource = {
  /** The response for the locale's index file, requested as early as possible. */
  response: () => Promise<Response>;
  /** Absolute URL of the locale's base path, for hit URLs. */
  baseUrl: string;
  /** The facet filters the page's first query will most likely send: what to index first. */
  likelyFacetFilters: () => FacetFilters | undefined;
};

let loading: Promise<LoadedIndex> | undefined;

function loadIndex(source: IndexSource): Promise<LoadedIndex> {
  loading ??= (async () => {
    const response = await source.response();
    if (!response.ok) throw new Error(`GET ${response.url} answered ${response.status}`);
    const file = (await response.json()) as LocalIndexFile;
    performance.mark(MARKS.parsed);
    const likely = source.likelyFacetFilters();
    const engine = createSearchEngine(decodeLocalIndex(file), browserSchedule(), {
      likelyFirst: likely === undefined ? undefined : facetFilterPredicate(likely),
      firstHeadingsIndexed: () => performance.mark(MARKS.headings),
    });
    void engine.ready.then(() => performance.mark(MARKS.complete));
    return {engine, baseUrl: source.baseUrl};
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function createSiteLocalClient(source: IndexSource, {partialResults}: {partialResults: boolean}): LocalSearchClient {
  return createLocalSearchClient({load: () => loadIndex(source), partialResults});
}
