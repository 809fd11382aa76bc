/**
 * Route prefetching that waits for idle time.
 *
 * Docusaurus prefetches the route of every internal link that scrolls into
 * view: it matches the route, finds its chunks (a scan over every route) and
 * appends a `<link rel="prefetch">` for each. The links a page shows when it
 * opens all report in one intersection task, right after hydration, so on the
 * order page that task grew by 60-75 ms at a phone's CPU speed (4x slowdown;
 * BENCHMARKS.md, "Main-thread work at load"). Queued here instead, and worked
 * through in idle periods, a few routes at a time.
 */

/** Docusaurus's `window.docusaurus.prefetch`. */
export type Prefetch = (routePath: string) => false | Promise<void[]>;

/** What of `window` the queue needs (a fake in unit tests). */
export type IdleScheduler = {
  requestIdleCallback?: (callback: (deadline: {timeRemaining(): number}) => void, options: {timeout: number}) => number;
  setTimeout(callback: () => void, ms: number): number;
};

/** A queued route waits at most this long for an idle period (a page that is never idle). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Each slice of the queue runs at most this long, however long an idle period
 * the browser offers (up to 50 ms), and this long where `requestIdleCallback`
 * is missing (Safari). A slice that filled a 50 ms idle period was a long task
 * after the load event at a phone's CPU speed, which Lighthouse counts as
 * blocking time (BENCHMARKS.md, "Performance levers tried"); 8 ms stays under
 * 50 ms at a 4x slowdown, as the search index's slices do (src/search/siteSearch.ts).
 */
export const PREFETCH_SLICE_MS = 8;

/**
 * `prefetch`, deferred: each call queues its route and returns a promise of
 * what the real prefetch returns, once it has run. A route already queued is
 * not queued twice. Each idle period runs at least one route, then more while
 * the browser says it has time left, for at most `PREFETCH_SLICE_MS`.
 */
export function idlePrefetch(prefetch: Prefetch, win: IdleScheduler, now: () => number = () => Date.now()): Prefetch {
  const pending = new Map<string, {promise: Promise<void[]>; resolve: (result: Promise<void[]> | void[]) => void}>();
  let scheduled = false;

  const work = (timeRemaining: () => number) => {
    scheduled = false;
    for (const [routePath, {resolve}] of pending) {
      pending.delete(routePath);
      resolve(prefetch(routePath) || []);
      if (timeRemaining() <= 0) break;
    }
    if (pending.size > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    const slice = (idleRemaining: () => number) => {
      const end = now() + PREFETCH_SLICE_MS;
      work(() => Math.min(idleRemaining(), end - now()));
    };
    if (win.requestIdleCallback) {
      win.requestIdleCallback((deadline) => slice(() => deadline.timeRemaining()), {timeout: PREFETCH_IDLE_TIMEOUT_MS});
    } else {
      win.setTimeout(() => slice(() => Infinity), 0);
    }
  };

  return (routePath) => {
    const queued = pending.get(routePath);
    if (queued) return queued.promise;
    let resolve!: (result: Promise<void[]> | void[]) => void;
    const promise = new Promise<void[]>((done) => (resolve = done));
    pending.set(routePath, {promise, resolve});
    schedule();
    return promise;
  };
}
