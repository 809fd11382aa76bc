import {describe, expect, it} from 'vitest';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  PREFETCH_SLICE_MS,
  idlePrefetch,
  idleQueue,
  type IdleScheduler,
} from '../../patches/idle-prefetch/client/idlePrefetch';

/**
 * The deferred prefetch over a fake Docusaurus prefetch and a fake window.
 * Docusaurus's prefetch records the routes it is asked for, in order, and
 * takes `costMs` of the fake clock each; the window's idle periods are run by
 * hand, each with the time it says is left.
 */
function setup({idle = true, costMs = 0} = {}) {
  const calls: string[] = [];
  const pending: Array<() => void> = [];
  const timeouts: number[] = [];
  let clock = 0;
  let idleUntil = 0;
  const prefetch = (routePath: string) => {
    calls.push(routePath);
    clock += costMs;
    // Docusaurus answers false for a route it has prefetched already.
    return calls.indexOf(routePath) < calls.length - 1 ? (false as const) : Promise.resolve([undefined]);
  };
  const win: IdleScheduler = {
    ...(idle && {
      requestIdleCallback: (callback, options) => {
        timeouts.push(options.timeout);
        pending.push(() => callback({timeRemaining: () => Math.max(0, idleUntil - clock)}));
        return pending.length;
      },
    }),
    setTimeout: (callback) => pending.push(callback),
  };
  const queue = idleQueue(win, () => clock);
  return {
    calls,
    timeouts,
    queue,
    /** Takes `ms` of the fake clock, as a job that appends a link would. */
    spend: (ms: number) => void (clock += ms),
    deferred: idlePrefetch(prefetch, queue),
    /** Runs the scheduled callbacks in an idle period of `ms`. */
    runIdle(ms: number) {
      idleUntil = clock + ms;
      pending.splice(0).forEach((callback) => callback());
    },
  };
}

describe('idlePrefetch', () => {
  it('queues routes and prefetches none of them until the browser is idle', () => {
    const {calls, timeouts, deferred, runIdle} = setup({costMs: 1});
    deferred('/docs/a');
    deferred('/docs/b');
    expect(calls).toEqual([]);
    expect(timeouts).toEqual([PREFETCH_IDLE_TIMEOUT_MS]);
    runIdle(50);
    expect(calls).toEqual(['/docs/a', '/docs/b']);
  });

  it('stops when the idle period runs out and carries on in the next one', () => {
    const {calls, deferred, runIdle} = setup({costMs: 1});
    for (const route of ['/a', '/b', '/c', '/d', '/e']) deferred(route);
    // Idle periods of 2 ms, shorter than a slice, 1 ms per route: the second route uses each up.
    expect(PREFETCH_SLICE_MS).toBeGreaterThan(2);
    runIdle(2);
    expect(calls).toEqual(['/a', '/b']);
    runIdle(2);
    expect(calls).toEqual(['/a', '/b', '/c', '/d']);
    runIdle(2);
    expect(calls).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('ends a slice after PREFETCH_SLICE_MS however long the idle period, so no slice is a long task on a phone', () => {
    const {calls, deferred, runIdle} = setup({costMs: PREFETCH_SLICE_MS / 2});
    for (const route of ['/a', '/b', '/c', '/d', '/e']) deferred(route);
    // The browser offers its longest idle period, 50 ms: the slice still stops after PREFETCH_SLICE_MS.
    runIdle(50);
    expect(calls).toEqual(['/a', '/b']);
    runIdle(50);
    expect(calls).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('runs at least one route when the idle callback fires on its timeout with no time left', () => {
    const {calls, deferred, runIdle} = setup();
    deferred('/a');
    deferred('/b');
    runIdle(0);
    expect(calls).toEqual(['/a']);
    runIdle(0);
    expect(calls).toEqual(['/a', '/b']);
  });

  it('queues a route once, and answers each call with what the real prefetch gave', async () => {
    const {calls, deferred, runIdle} = setup({costMs: 1});
    const first = deferred('/docs/a');
    const again = deferred('/docs/a');
    expect(again).toBe(first);
    runIdle(50);
    expect(calls).toEqual(['/docs/a']);
    await expect(first).resolves.toEqual([undefined]);
    // Asked again later: Docusaurus has it already and answers false, which resolves as nothing to load.
    const later = deferred('/docs/a');
    runIdle(50);
    await expect(later).resolves.toEqual([]);
  });

  it('falls back to timer slices where requestIdleCallback is missing (Safari)', () => {
    const {calls, deferred, runIdle} = setup({idle: false, costMs: PREFETCH_SLICE_MS / 2});
    for (const route of ['/a', '/b', '/c']) deferred(route);
    expect(calls).toEqual([]);
    // Each slice is PREFETCH_SLICE_MS long whatever the browser would say.
    runIdle(0);
    expect(calls).toEqual(['/a', '/b']);
    runIdle(0);
    expect(calls).toEqual(['/a', '/b', '/c']);
  });

  it('runs the chunk URLs a route adds as jobs of their own, in the same slice while time is left, then in the next', async () => {
    const {calls, queue, spend, runIdle} = setup({costMs: 1});
    const appended: string[] = [];
    // Docusaurus's prefetch of a route asks the chunk helper for each of its chunks (./prefetch.ts queues each).
    const route = queue('route /docs/order', () =>
      Promise.all(
        ['layout', 'sidebar', 'order', 'metadata', 'review'].map((chunk) =>
          queue(`chunk ${chunk}`, () => {
            spend(PREFETCH_SLICE_MS * 0.4);
            appended.push(chunk);
          }),
        ),
      ),
    );
    // The route's job, then chunks of 0.4 slice each until the slice is spent: the third runs past it.
    runIdle(50);
    expect(appended).toEqual(['layout', 'sidebar', 'order']);
    runIdle(50);
    expect(appended).toEqual(['layout', 'sidebar', 'order', 'metadata', 'review']);
    await expect(route).resolves.toHaveLength(5);
    expect(calls).toEqual([]);
  });

  it('answers a job that throws with its error and goes on with the rest', async () => {
    const {queue, runIdle} = setup();
    const failed = queue('chunk /a.js', () => {
      throw new Error('no link element');
    });
    const next = queue('chunk /b.js', () => 'appended');
    runIdle(50);
    await expect(failed).rejects.toThrow('no link element');
    await expect(next).resolves.toBe('appended');
  });
});
describe('chunk prefetching', () => {
  it('appends one link per chunk URL, however many routes in view share the chunk', async () => {
    const {prefetchOnce} = await import('../../patches/idle-prefetch/client/prefetchOnce');
    const appended: string[] = [];
    const prefetch = prefetchOnce(async (url) => void appended.push(url));
    const layout = '/assets/js/docs-layout.js';
    const first = prefetch(layout);
    await Promise.all([prefetch('/assets/js/order.js'), prefetch(layout), prefetch('/assets/js/refund.js'), prefetch(layout)]);
    expect(appended).toEqual([layout, '/assets/js/order.js', '/assets/js/refund.js']);
    // A caller asking again waits on the same request.
    expect(prefetch(layout)).toBe(first);
  });
});
