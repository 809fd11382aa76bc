import {describe, expect, it, vi} from 'vitest';
import {idleQueue, type IdleScheduler} from '../../plugins/page-weight/client/idlePrefetch';
import {PREFETCH_HOLD_MAX_MS, prefetchHold} from '../../plugins/page-weight/client/prefetchHold';

/** A hold over fake timers, and a promise the test settles by hand. */
function setup() {
  const timers: Array<{callback: () => void; ms: number}> = [];
  const hold = prefetchHold({setTimeout: (callback, ms) => timers.push({callback, ms})});
  const content = () => {
    let resolve!: () => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<void>((done, fail) => {
      resolve = done;
      reject = fail;
    });
    return {promise, resolve, reject};
  };
  return {hold, content, timers, expire: () => timers.splice(0).forEach(({callback}) => callback())};
}

/** Lets the promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchHold', () => {
  it('lets prefetching start at once when nothing holds it', () => {
    const {hold} = setup();
    const start = vi.fn();
    hold.whenAllowed(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('holds prefetching until the page content is in, then starts each waiting prefetch once', async () => {
    const {hold, content} = setup();
    const results = content();
    hold.hold(results.promise);
    const routes = vi.fn();
    const modal = vi.fn();
    hold.whenAllowed(routes);
    hold.whenAllowed(modal);
    await settle();
    expect(routes).not.toHaveBeenCalled();
    results.resolve();
    await settle();
    expect(routes).toHaveBeenCalledTimes(1);
    expect(modal).toHaveBeenCalledTimes(1);
    // Released: later prefetches start at once.
    const later = vi.fn();
    hold.whenAllowed(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('releases the hold when the content fails too: a search that failed does not stop prefetching', async () => {
    const {hold, content} = setup();
    const results = content();
    hold.hold(results.promise);
    const start = vi.fn();
    hold.whenAllowed(start);
    results.reject(new Error('index unreachable'));
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it(`releases the hold after ${PREFETCH_HOLD_MAX_MS} ms when the content never comes, and only once`, async () => {
    const {hold, content, timers, expire} = setup();
    const results = content();
    const other = content();
    hold.hold(results.promise);
    expect(timers.map(({ms}) => ms)).toEqual([PREFETCH_HOLD_MAX_MS]);
    const start = vi.fn();
    hold.whenAllowed(start);
    expire();
    expect(start).toHaveBeenCalledTimes(1);
    // The content arriving after its time is up releases nothing more: a second hold still holds.
    hold.hold(other.promise);
    const next = vi.fn();
    hold.whenAllowed(next);
    results.resolve();
    await settle();
    expect(next).not.toHaveBeenCalled();
    other.resolve();
    await settle();
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('waits for every hold, and never starts a prefetch that was cancelled', async () => {
    const {hold, content} = setup();
    const first = content();
    const second = content();
    hold.hold(first.promise);
    hold.hold(second.promise);
    const start = vi.fn();
    const cancelled = vi.fn();
    hold.whenAllowed(start);
    hold.whenAllowed(cancelled)();
    first.resolve();
    await settle();
    expect(start).not.toHaveBeenCalled();
    second.resolve();
    await settle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('idleQueue under a hold', () => {
  it('asks for no idle period while the page holds prefetching, then works through what was queued', async () => {
    const {hold, content} = setup();
    const results = content();
    hold.hold(results.promise);
    const idleCallbacks: Array<() => void> = [];
    const win: IdleScheduler = {
      requestIdleCallback: (callback) => idleCallbacks.push(() => callback({timeRemaining: () => 50})),
      setTimeout: () => 0,
    };
    const queue = idleQueue(win, () => 0, hold.whenAllowed);
    const done = [queue('route /docs/a', () => 'a'), queue('route /docs/b', () => 'b')];
    expect(idleCallbacks).toHaveLength(0);
    results.resolve();
    await settle();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks.splice(0).forEach((callback) => callback());
    await expect(Promise.all(done)).resolves.toEqual(['a', 'b']);
  });
});
