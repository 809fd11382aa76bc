/**
 * Route prefetching that waits for idle time.
 *
 * Docusaurus prefetches the route of every internal link that scrolls into
 * view: it matches the route, finds its chunks (a scan over every route) and
 * appends a `<link rel="prefetch">` for each. The links a page shows when it
 * opens all report in one intersection task, right after hydration, so on the
 * order page that task grew by 60-75 ms at a phone's CPU speed (4x slowdown;
 * PERFORMANCE.md, "idle-prefetch"). Queued here instead, and worked
 * through in idle periods, a little at a time: each route, then each chunk URL
 * it adds (./prefetch.ts), is a job of its own, since appending the 30-odd
 * links of a section's first route was one task of about 100 ms at that speed.
 */

/** Docusaurus's `window.docusaurus.prefetch`. */
export type Prefetch = (routePath: string) => false | Promise<void[]>;

/** What of `window` the queue needs (a fake in unit tests). */
export type IdleScheduler = {
  requestIdleCallback?: (callback: (deadline: {timeRemaining(): number}) => void, options: {timeout: number}) => number;
  setTimeout(callback: () => void, ms: number): number;
};

/**
 * Runs `job` in an idle period and answers with what it returns. A job queued
 * under a key that is still waiting is not queued again: the caller gets the
 * waiting job's promise.
 */
export type IdleQueue = <T>(key: string, job: () => T | Promise<T>) => Promise<T>;

/** A queued job waits at most this long for an idle period (a page that is never idle). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Each slice of the queue runs at most this long, however long an idle period
 * the browser offers (up to 50 ms), and this long where `requestIdleCallback`
 * is missing (Safari). A slice that filled a 50 ms idle period was a long task
 * after the load event at a phone's CPU speed, which Lighthouse counts as
 * blocking time (PERFORMANCE.md, "idle-prefetch"). Lighthouse's
 * mobile figures multiply each task it saw on the test machine by 4, and a
 * slice also finishes the job it is in when its time is up (a route's
 * chunk lookup took 4-6 ms here): 8 ms slices came out at 40-55 ms, some of
 * them long tasks; 4 ms keeps a slice and its last job under 50 ms.
 */
export const PREFETCH_SLICE_MS = 4;

type Waiting = {job: () => unknown; resolve: (value: unknown) => void; reject: (error: unknown) => void; promise: Promise<unknown>};

/** Runs `start` when prefetching is allowed; by default at once (the page's queue, ./pageIdleQueue.ts, never holds it). */
export type WhenAllowed = (start: () => void) => unknown;

/**
 * A queue of jobs run in idle periods, in the order they were queued. Each
 * idle period runs at least one job, then more while the browser says it has
 * time left, for at most `PREFETCH_SLICE_MS`. A job queued by a running job
 * runs in the same slice if there is time left. No idle period is asked for
 * while `whenAllowed` holds the queue.
 */
export function idleQueue(
  win: IdleScheduler,
  now: () => number = () => Date.now(),
  whenAllowed: WhenAllowed = (start) => start(),
): IdleQueue {
  const pending = new Map<string, Waiting>();
  let scheduled = false;

  const work = (timeRemaining: () => number) => {
    scheduled = false;
    // A Map's iterator also visits the entries added while it runs.
    for (const [key, {job, resolve, reject}] of pending) {
      pending.delete(key);
      try {
        resolve(job());
      } catch (error) {
        reject(error);
      }
      if (timeRemaining() <= 0) break;
    }
    if (pending.size > 0) schedule();
  };

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    whenAllowed(requestSlice);
  };

  const requestSlice = () => {
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

  return <T>(key: string, job: () => T | Promise<T>) => {
    const queued = pending.get(key);
    if (queued) return queued.promise as Promise<T>;
    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<unknown>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    pending.set(key, {job, resolve, reject, promise});
    schedule();
    return promise as Promise<T>;
  };
}

/** `prefetch`, deferred: each route is a job of `queue`; Docusaurus's `false` (nothing to load) resolves as `[]`. */
export function idlePrefetch(prefetch: Prefetch, queue: IdleQueue): Prefetch {
  return (routePath) => queue(`route ${routePath}`, () => prefetch(routePath) || []);
}
