/**
 * Prefetching that waits for the page's own content.
 *
 * Route prefetches (./idlePrefetch.ts) and the search modal's chunk
 * (src/search/modalPreload.ts) download what a reader may want next, in idle
 * time. On most pages the content a reader came for is in the prerendered
 * HTML, so idle time comes after it. The search page opened with a query is
 * the exception: its results come from the built-in index (150 kB gzip), which
 * is downloaded and searched in a worker after the page loads, and the main
 * thread is idle meanwhile. The modal's 112 kB and twenty route chunks were
 * then downloaded before the results, over the same connection
 * (BENCHMARKS.md, "Performance levers tried"). Such a page holds prefetching
 * until its content is in (src/search/searchPageClient.ts), for at most
 * `PREFETCH_HOLD_MAX_MS`. A link's preload on hover or focus is not held.
 */

/** A hold is released after this long, whatever it waits for (a page that never answers). */
export const PREFETCH_HOLD_MAX_MS = 10_000;

/** What of `window` the hold needs (a fake in unit tests). */
export type HoldTimers = {setTimeout(callback: () => void, ms: number): unknown};

export type PrefetchHold = {
  /** Holds prefetching until `content` settles (resolves or rejects), or `PREFETCH_HOLD_MAX_MS` has passed. */
  hold(content: Promise<unknown>): void;
  /** Runs `start` now if nothing holds prefetching, or once every hold is released. Returns what cancels it. */
  whenAllowed(start: () => void): () => void;
};

export function prefetchHold(timers: HoldTimers): PrefetchHold {
  let holds = 0;
  const waiting = new Set<() => void>();
  const release = () => {
    holds -= 1;
    if (holds > 0) return;
    const starts = [...waiting];
    waiting.clear();
    for (const start of starts) start();
  };
  return {
    hold(content) {
      holds += 1;
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        release();
      };
      content.then(releaseOnce, releaseOnce);
      timers.setTimeout(releaseOnce, PREFETCH_HOLD_MAX_MS);
    },
    whenAllowed(start) {
      if (holds === 0) {
        start();
        return () => {};
      }
      // A function may be queued twice (two callers); each gets its own entry.
      const entry = () => start();
      waiting.add(entry);
      return () => void waiting.delete(entry);
    },
  };
}

/** The page's one hold, shared by the route prefetches, the modal's chunk and the search page. */
export default prefetchHold(globalThis);
