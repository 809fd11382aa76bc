import {describe, expect, it} from 'vitest';
import {MAX_SLICE_MS, sliceTimeRemaining} from '../../src/search/client/indexingSchedule';

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
