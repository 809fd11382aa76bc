import {describe, expect, it} from 'vitest';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  PREFETCH_SLICE_MS,
  idlePrefetch,
  type IdleScheduler,
} from '../../plugins/page-weight/client/idlePrefetch';

/** Docusaurus's prefetch, recording the routes it was asked for, in order. */
function fakePrefetch() {
  const calls: string[] = [];
  const prefetch = (routePath: string) => {
    calls.push(routePath);
    // Docusaurus answers false for a route it has prefetched already.
    return calls.indexOf(routePath) < calls.length - 1 ? (false as const) : Promise.resolve([undefined]);
  };
  return {calls, prefetch};
}

/** A window whose idle periods the test runs by hand, each with the time it says is left. */
function fakeWindow({idle = true} = {}) {
  const pending: Array<() => void> = [];
  const timeouts: number[] = [];
  let clock = 0;
  let budget = 0;
  const win: IdleScheduler = {
    ...(idle && {
      requestIdleCallback: (callback, options) => {
        timeouts.push(options.timeout);
        pending.push(() => callback({timeRemaining: () => Math.max(0, budget - clock)}));
        return pending.length;
      },
    }),
    setTimeout: (callback) => pending.push(callback),
  };
  return {
    win,
    timeouts,
    now: () => clock,
    /** Runs the scheduled callbacks; each route prefetched costs `costMs` of the `ms` on offer. */
    runIdle(ms: number, costMs: number, onRun: (tick: () => void) => void) {
      budget = clock + ms;
      onRun(() => (clock += costMs));
      pending.splice(0).forEach((callback) => callback());
    },
  };
}

describe('idlePrefetch', () => {
  it('queues routes and prefetches none of them until the browser is idle', () => {
    const {calls, prefetch} = fakePrefetch();
    const fake = fakeWindow();
    const deferred = idlePrefetch(prefetch, fake.win, fake.now);
    deferred('/docs/a');
    deferred('/docs/b');
    expect(calls).toEqual([]);
    expect(fake.timeouts).toEqual([PREFETCH_IDLE_TIMEOUT_MS]);
    fake.runIdle(50, 1, () => {});
    expect(calls).toEqual(['/docs/a', '/docs/b']);
  });

  it('stops when the idle period runs out and carries on in the next one', () => {
    const calls: string[] = [];
    const fake = fakeWindow();
    let tick = () => {};
    const deferred = idlePrefetch(
      (routePath) => {
        calls.push(routePath);
        tick();
        return Promise.resolve([]);
      },
      fake.win,
      fake.now,
    );
    for (const route of ['/a', '/b', '/c', '/d', '/e']) deferred(route);
    // 10 ms of idle time, 4 ms per route: the third route uses it up.
    fake.runIdle(10, 4, (t) => (tick = t));
    expect(calls).toEqual(['/a', '/b', '/c']);
    fake.runIdle(10, 4, (t) => (tick = t));
    expect(calls).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });

  it('runs at least one route when the idle callback fires on its timeout with no time left', () => {
    const {calls, prefetch} = fakePrefetch();
    const fake = fakeWindow();
    const deferred = idlePrefetch(prefetch, fake.win, fake.now);
    deferred('/a');
    deferred('/b');
    fake.runIdle(0, 0, () => {});
    expect(calls).toEqual(['/a']);
    fake.runIdle(0, 0, () => {});
    expect(calls).toEqual(['/a', '/b']);
  });

  it('queues a route once, and answers each call with what the real prefetch gave', async () => {
    const {calls, prefetch} = fakePrefetch();
    const fake = fakeWindow();
    const deferred = idlePrefetch(prefetch, fake.win, fake.now);
    const first = deferred('/docs/a');
    const again = deferred('/docs/a');
    expect(again).toBe(first);
    fake.runIdle(50, 1, () => {});
    expect(calls).toEqual(['/docs/a']);
    await expect(first).resolves.toEqual([undefined]);
    // Asked again later: Docusaurus has it already and answers false, which resolves as nothing to load.
    const later = deferred('/docs/a');
    fake.runIdle(50, 1, () => {});
    await expect(later).resolves.toEqual([]);
  });

  it('falls back to timer slices where requestIdleCallback is missing (Safari)', () => {
    const calls: string[] = [];
    const fake = fakeWindow({idle: false});
    let tick = () => {};
    const deferred = idlePrefetch(
      (routePath) => {
        calls.push(routePath);
        tick();
        return Promise.resolve([]);
      },
      fake.win,
      fake.now,
    );
    for (const route of ['/a', '/b', '/c']) deferred(route);
    expect(calls).toEqual([]);
    // Each slice is PREFETCH_SLICE_MS long whatever the browser would say.
    fake.runIdle(0, PREFETCH_SLICE_MS / 2, (t) => (tick = t));
    expect(calls).toEqual(['/a', '/b']);
    fake.runIdle(0, PREFETCH_SLICE_MS / 2, (t) => (tick = t));
    expect(calls).toEqual(['/a', '/b', '/c']);
  });
});
