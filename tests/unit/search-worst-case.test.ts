import {describe, expect, it} from 'vitest';
import {MAX_QUERY_LENGTH} from '../../src/config/search';
import {WORST_CASE_SETS, keystrokes, quantile, readRun} from '../../scripts/lib/searchWorstCase.mjs';

/**
 * How `npm run bench:search` reads its worst-case browser runs
 * (scripts/lib/searchWorstCase.mjs): the time until the latest query's answer
 * is on screen, and an older query's hits shown without a searching state.
 */
type Sample = {t: number; query: string; hits: string[]; searching: boolean; noResultsFor: string | null};
const sample = (t: number, query: string, shown: Partial<Sample> = {}): Sample => ({
  t,
  query,
  hits: [],
  searching: false,
  noResultsFor: null,
  ...shown,
});
const OLD = ['/docs/vendor#invite'];

describe('the worst-case query set', () => {
  it('has long queries as long as the modal sends, and every set in every locale non-empty', () => {
    for (const sets of Object.values(WORST_CASE_SETS)) {
      for (const query of sets.long) expect([...query]).toHaveLength(MAX_QUERY_LENGTH);
      for (const queries of Object.values(sets)) expect(queries.length).toBeGreaterThan(0);
    }
  });

  it('is typed one key per Latin character and one insertion per run of Chinese, as an input method commits it', () => {
    expect(keystrokes('webhook 簽章')).toEqual([...'webhook '].map((text) => ({kind: 'key', text})).concat({kind: 'insert', text: '簽章'}));
    expect(keystrokes('供应商付款')).toEqual([{kind: 'insert', text: '供应商付款'}]);
    expect(keystrokes('a')).toEqual([{kind: 'key', text: 'a'}]);
  });
});

describe('a run of the modal, read from its samples', () => {
  const at = {query: 'zqx', lastInputAt: 100, firstFrameAt: 110};

  it('is answered when the no-results screen naming the query stays, timed from the last input', () => {
    const run = readRun(
      [
        sample(90, 'zq', {hits: OLD}),
        sample(112, 'zqx', {hits: OLD, searching: true}),
        sample(300, 'zqx', {searching: true}),
        sample(340, 'zqx', {noResultsFor: 'zqx'}),
        sample(360, 'zqx', {noResultsFor: 'zqx'}),
      ],
      at,
    );
    expect(run).toMatchObject({answerMs: 240, stale: 0, noResults: true});
  });

  it("counts an older query's hits shown with no searching state after the keystroke's frame", () => {
    const run = readRun(
      [
        sample(105, 'zqx', {hits: OLD}), // before the page rendered the keystroke: not counted
        sample(120, 'zqx', {hits: OLD}),
        sample(136, 'zqx', {hits: OLD}),
        sample(150, 'zqx', {noResultsFor: 'zqx'}),
      ],
      at,
    );
    expect(run).toMatchObject({answerMs: 50, stale: 2});
  });

  it('takes hits as the answer only once no searching state is shown, even when they equal the last query’s', () => {
    const run = readRun(
      [sample(101, 'zqx', {hits: OLD}), sample(120, 'zqx', {hits: OLD, searching: true}), sample(180, 'zqx', {hits: OLD})],
      at,
    );
    expect(run).toMatchObject({answerMs: 80, stale: 0, noResults: false});
  });

  it('is unanswered when the run ends searching, or on another query’s no-results screen', () => {
    expect(readRun([sample(120, 'zqx', {hits: OLD, searching: true})], at).answerMs).toBeNull();
    expect(readRun([sample(120, 'zqx', {noResultsFor: 'zq'})], at).answerMs).toBeNull();
  });
});

describe('quantile', () => {
  it('is nearest-rank, leaves out runs without a figure, and is the slowest run below 100 runs at p99', () => {
    expect(quantile([30, 10, null, 20], 0.5)).toBe(20);
    expect(quantile([5, 1, 9], 0.99)).toBe(9);
    expect(quantile([], 0.5)).toBeNull();
  });
});
