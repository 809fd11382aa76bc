import {describe, expect, it} from 'vitest';
import {summarise, verdict} from '../../scripts/lib/lighthouseRun.mjs';

/** Five runs of a page, each [performance, TBT ms], with every other category at 100 unless given. */
const page = (runs: Array<[number, number]>, scores: {accessibility?: number; bestPractices?: number; seo?: number} = {}) =>
  summarise(
    runs.map(([performance, tbt]) => ({
      performance,
      tbt,
      accessibility: scores.accessibility ?? 100,
      bestPractices: scores.bestPractices ?? 100,
      seo: scores.seo ?? 100,
      lcp: 2000,
      cls: 0,
      failing: [],
    })),
  );

// The stock home page of the run of 2026-11-28: median 81 / 654 ms, spreads 11 and 399 ms.
const stock = page([
  [89, 372],
  [83, 558],
  [79, 729],
  [78, 771],
  [81, 654],
]);

describe('a page against the stock home page (npm run lighthouse)', () => {
  it('holds when its median performance is at least stock and its median TBT no higher', () => {
    expect(
      verdict(
        page([
          [88, 428],
          [87, 461],
          [83, 438],
          [89, 403],
          [90, 359],
        ]),
        stock,
      ),
    ).toBe('held');
  });

  it('is at parity when it falls short by no more than the smaller spread of the two pages', () => {
    // Median 77 / 822: 4 points and 168 ms short; its own spreads, 4 and 291 ms, are the smaller.
    expect(
      verdict(
        page([
          [76, 1002],
          [80, 754],
          [77, 949],
          [79, 822],
          [77, 711],
        ]),
        stock,
      ),
    ).toBe('parity: performance -4 (spread 4), TBT +168 ms (spread 291 ms)');
  });

  it('is not held when it falls short by more than the spread', () => {
    // A steady page, 6 points short: its own spread (2) is what the machine's noise explains.
    expect(
      verdict(
        page([
          [75, 600],
          [76, 610],
          [75, 620],
          [74, 600],
          [75, 605],
        ]),
        stock,
      ),
    ).toBe('**not held**: performance -6 (spread 2)');
    // Blocking time 500 ms over stock, more than the smaller spread (its own, 200 ms).
    expect(
      verdict(
        page([
          [81, 1154],
          [82, 1100],
          [81, 1200],
          [83, 1300],
          [81, 1154],
        ]),
        stock,
      ),
    ).toBe('**not held**: TBT +500 ms (spread 200 ms)');
  });

  it('does not judge the performance or blocking time of a single run (desktop), which has no spread', () => {
    // As in a desktop row of npm run lighthouse: stock 100/1 ms, ours 100/12 ms.
    expect(verdict(page([[100, 12]]), page([[100, 1]]))).toBe('one run, not judged: TBT +11 ms');
    expect(verdict(page([[100, 0]]), page([[100, 1]]))).toBe('held');
    expect(verdict(page([[100, 0]], {seo: 66}), page([[100, 1]]))).toBe('not held (SEO 66)');
  });

  it('is not held below 100 in accessibility, best practices or SEO, however fast', () => {
    expect(
      verdict(
        page(
          [
            [95, 100],
            [95, 100],
            [95, 100],
            [95, 100],
            [95, 100],
          ],
          {accessibility: 98},
        ),
        stock,
      ),
    ).toBe('not held (accessibility 98)');
  });
});
