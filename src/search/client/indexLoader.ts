/**
 * The local search clients bound to this site's built index. Imported lazily
 * (see ./clientFactory.ts): with MiniSearch it stays out of the initial page JS.
 * The index is fetched, parsed and indexed once per page session.
 */
import {
  createLocalSearchClient,
  facetFilterPredicate,
  type FacetFilters,
  type LoadedIndex,
  type LocalSearchClient,
  type LocalSearchClientOptions,
} from './localClient';
import {createSearchEngine, decodeLocalIndexInSlices, type IndexingSchedule, type IndexingSlice} from '../engine/searchEngine';
import type {LocalIndexFile} from '../records';
import {folderOf} from '../engine/simplified';
import type {SearchSurface} from './lazyClients';

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
 * not in yet). Each idle slice runs for what is left of the browser's idle
 * period, at least `MIN_IDLE_SLICE_MS` (the timeout runs it on a page that is
 * never idle) and at most `MAX_SLICE_MS`. Once a query waits for the
 * paragraphs, the rest goes in `MAX_SLICE_MS` tasks that do not wait for idle
 * time: on a busy machine, frames left no idle time and the timeout's slices
 * took 10-20 times longer than the work left (PERFORMANCE.md, "Search index built in idle slices").
 *
 * Why at most 10 ms: a phone is about four times slower, which Lighthouse
 * simulates by multiplying each task's time by four and counting what passes
 * 50 ms as blocking. Slices run to the idle deadline (up to 50 ms) and 16 ms
 * tasks took the search page's total blocking time from 83 to 200 ms.
 */
const MIN_IDLE_SLICE_MS = 8;
export const MAX_SLICE_MS = 10;

/**
 * Time left to a slice that has run `elapsedMs`: what the idle period has
 * left, but at least `minMs` in all and never past `maxMs` (on the page,
 * `MAX_SLICE_MS`; in a worker, `WORKER_SLICE_MS`).
 */
export function sliceTimeRemaining(elapsedMs: number, idleRemainingMs: number, minMs: number, maxMs = MAX_SLICE_MS): number {
  return Math.min(maxMs - elapsedMs, Math.max(idleRemainingMs, minMs - elapsedMs));
}

/**
 * In a worker nothing else waits for the thread but the next query, and
 * workers have no idle callbacks: slices of 40 ms in tasks of their own, so
 * a query that comes meanwhile waits at most that long.
 */
export const WORKER_SLICE_MS = 40;

/** A task of its own for the next slice of decoding. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function browserSchedule(inWorker: boolean): IndexingSchedule {
  const maxMs = inWorker ? WORKER_SLICE_MS : MAX_SLICE_MS;
  const run = (slice: IndexingSlice, minMs: number, idleTimeRemaining: () => number) => {
    const start = performance.now();
    slice(() => sliceTimeRemaining(performance.now() - start, idleTimeRemaining(), minMs, maxMs));
  };
  const soon = (slice: IndexingSlice) => setTimeout(() => run(slice, maxMs, () => 0), 0);
  if (inWorker) return {idle: soon, soon};
  if (typeof requestIdleCallback !== 'function')
    return {idle: (slice) => setTimeout(() => run(slice, MIN_IDLE_SLICE_MS, () => 0), 0), soon};
  return {
    idle: (slice) => requestIdleCallback((deadline) => run(slice, MIN_IDLE_SLICE_MS, () => deadline.timeRemaining()), {timeout: 100}),
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
  /** Sets a user-timing mark (`MARKS`) on the page's timeline: in a worker, by telling the page. */
  mark?: (name: string) => void;
  /** Whether this runs in a Web Worker (./workerChannel.ts): no rendering to make way for. */
  inWorker?: boolean;
};

let loading: Promise<LoadedIndex> | undefined;

function loadIndex(source: IndexSource): Promise<LoadedIndex> {
  loading ??= (async () => {
    const mark = source.mark ?? ((name: string) => performance.mark(name));
    const response = await source.response();
    if (!response.ok) throw new Error(`GET ${response.url} answered ${response.status}`);
    const file = (await response.json()) as LocalIndexFile;
    mark(MARKS.parsed);
    const likely = source.likelyFacetFilters();
    // Decoded in slices too: parsed and decoded at once, it was one task of
    // a long task on its own (PERFORMANCE.md, "Search index built in idle slices").
    const sliceMs = source.inWorker ? WORKER_SLICE_MS : MAX_SLICE_MS;
    const records = await decodeLocalIndexInSlices(file, {sliceMs, nextTask, now: () => performance.now()});
    await nextTask(); // The engine's set-up (its weights and record lists) in a task of its own.
    const engine = createSearchEngine(records, browserSchedule(source.inWorker ?? false), {
      likelyFirst: likely === undefined ? undefined : facetFilterPredicate(likely),
      firstHeadingsIndexed: () => mark(MARKS.headings),
    });
    void engine.ready.then(() => mark(MARKS.complete));
    return {engine, baseUrl: source.baseUrl, fold: folderOf(file.simplified)};
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * The local client of a surface. While paragraphs are still being indexed,
 * the modal answers from titles and headings; the search page too, once per
 * query, and then asks again for the answer from the whole index (with the
 * count). Both share one index per page session (or per worker).
 */
export function createSiteLocalClient(source: IndexSource, surface: SearchSurface): LocalSearchClient {
  const partialResults: LocalSearchClientOptions['partialResults'] = surface === 'modal' ? 'always' : 'once';
  return createLocalSearchClient({load: () => loadIndex(source), partialResults});
}
