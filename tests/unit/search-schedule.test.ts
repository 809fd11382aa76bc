import {afterEach, describe, expect, it, vi} from 'vitest';
import {MAX_SLICE_MS, sliceTimeRemaining} from '../../src/search/client/indexingSchedule';
import {PAGE_IDLE_TIMEOUT_MS, whenPageIdle} from '../../src/search/client/pageIdle';

/**
 * How long a slice of indexing runs when it works in 1 ms steps while time
 * remains, given the idle period the browser granted (`idleMs`, counting down)
 * and the slice's minimum.
 */
function sliceLength(idleMs: number, minMs: number): number {
  let elapsed = 0;
  while (sliceTimeRemaining(elapsed, Math.max(0, idleMs - elapsed), minMs) > 0) elapsed += 1;
  return elapsed;
}

describe('indexing slices', () => {
  it('never run longer than a task Lighthouse counts as blocking on a phone (4x slower, 50 ms)', () => {
    expect(MAX_SLICE_MS * 4).toBeLessThanOrEqual(50);
    expect(sliceLength(50, 8)).toBe(MAX_SLICE_MS);
    expect(sliceLength(1000, MAX_SLICE_MS)).toBe(MAX_SLICE_MS);
  });

  it('use the idle period they are given, and run their minimum when the timeout fired without one', () => {
    expect(sliceLength(9, 8)).toBe(9);
    expect(sliceLength(0, 8)).toBe(8);
    expect(sliceLength(3, 8)).toBe(8);
  });

  it('run the full 10 ms once a query waits for the rest of the index', () => {
    expect(sliceLength(0, MAX_SLICE_MS)).toBe(MAX_SLICE_MS);
  });
});

describe('the page idle time the index waits for', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('still comes every 100 ms on a page that is never idle, with no idle period to spend', () => {
    vi.useFakeTimers();
    // A browser whose page is never idle: the callback runs only when its timeout fires.
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      setTimeout(() => callback({didTimeout: true, timeRemaining: () => 0}), options?.timeout ?? Infinity),
    );
    const runs: number[] = [];
    const start = Date.now();
    const again = () => whenPageIdle(() => (runs.push(Date.now() - start), runs.length < 3 && again()));
    again();
    vi.advanceTimersByTime(1_000);
    expect(runs).toEqual([PAGE_IDLE_TIMEOUT_MS, 2 * PAGE_IDLE_TIMEOUT_MS, 3 * PAGE_IDLE_TIMEOUT_MS]);
    expect(PAGE_IDLE_TIMEOUT_MS).toBe(100);
  });

  it('spends what is left of an idle period the browser grants', () => {
    let left = 12;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => callback({didTimeout: false, timeRemaining: () => left}));
    const seen: number[] = [];
    whenPageIdle((timeRemaining) => {
      seen.push(timeRemaining());
      left = 4;
      seen.push(timeRemaining());
    });
    expect(seen).toEqual([12, 4]);
  });

  it('comes at once, in a task of its own, where the browser has no idle callbacks (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    let left: number | undefined;
    whenPageIdle((timeRemaining) => (left = timeRemaining()));
    expect(left).toBeUndefined();
    vi.advanceTimersByTime(0);
    // No idle period: a slice runs its minimum (./indexingSchedule.ts).
    expect(left).toBe(0);
  });
});
