// The worst-case query set of `npm run bench:search` (scripts/bench-search.mjs),
// and how a browser run's samples of the DocSearch modal are read: when the
// latest query's answer was on screen, and whether an older query's hits
// were shown without a searching state once the new query was typed.
// Pure functions: tests/unit/search-worst-case.test.ts holds them.

/**
 * Per locale, sets of queries that are hard on the built-in index: nothing to
 * find (the whole index must be searched, paragraphs included, before "no
 * results" may be said), typos, queries of MAX_QUERY_LENGTH characters
 * (src/config/search.ts: the longest the modal sends), mixed scripts,
 * Simplified Chinese folded to the pages' Traditional, and single characters,
 * which match the most records. Mixed and Simplified are zh-TW's: the English
 * pages hold no Chinese.
 */
export const WORST_CASE_SETS = {
  'zh-TW': {
    nonsense: ['zqxjvkw qpzmxv', '龘靐齉'],
    typos: ['paymnet setings', '付款設訂', '供應啇'],
    long: [
      '公司如何在付款前審核供應商的訂單並在對帳單中核對每一筆跨境付款的手續費與匯率以及入帳日期是否正確若有差異應該如何處理與查詢退款單',
    ],
    mixed: ['webhook 簽章', 'payout 手續費'],
    simplified: ['供应商付款', '对账单'],
    single: ['a', '付'],
  },
  en: {
    nonsense: ['zqxjvkw qpzmxv', 'xqzjvkwp'],
    typos: ['paymnet setings', 'refnud', 'recnociliation'],
    long: ['how do i refund part of a captured payment intent to a customer?'],
    single: ['a', 'r'],
  },
};

const CJK_RUN = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/u;

/**
 * How a reader enters `query`: Latin letters, digits and spaces one key at
 * a time; a run of Chinese as one insertion, as an input method commits it.
 */
export function keystrokes(query) {
  const steps = [];
  let rest = query;
  while (rest) {
    const match = CJK_RUN.exec(rest);
    const latin = match ? rest.slice(0, match.index) : rest;
    for (const char of latin) steps.push({kind: 'key', text: char});
    if (!match) break;
    steps.push({kind: 'insert', text: match[0]});
    rest = rest.slice(match.index + match[0].length);
  }
  return steps;
}

const sameAnswer = (a, b) => a.hits.join('\n') === b.hits.join('\n') && a.noResultsFor === b.noResultsFor;

/** Whether a sample shows an answer to `query`: hits or the no-results screen naming it, no searching state. */
export const showsAnswer = (sample, query) =>
  sample.query === query && !sample.searching && (sample.hits.length > 0 || sample.noResultsFor === query);

/**
 * Reads one run's samples of the modal (`{t, query, hits, searching,
 * noResultsFor}`, taken on every DOM change and animation frame; `t` on the
 * page's clock) after the last input event at `lastInputAt`:
 * - `answerMs`: from the last input to the first sample of the answer that
 *   stayed on screen to the end (null when the run ended without an answer);
 * - `stale`: samples taken from the first frame after the input on
 *   (`firstFrameAt`; before it the page has not rendered the keystroke yet),
 *   before that answer, that show hits other than the answer's with no
 *   searching state visible: an older query's hits passed off as this one's.
 */
export function readRun(samples, {query, lastInputAt, firstFrameAt}) {
  const after = samples.filter((sample) => sample.t >= lastInputAt);
  const final = after.at(-1);
  if (!final || !showsAnswer(final, query)) return {answerMs: null, stale: 0, noResults: false, samples: after.length};
  let first = after.length - 1;
  while (first > 0 && showsAnswer(after[first - 1], query) && sameAnswer(after[first - 1], final)) first--;
  const answeredAt = after[first].t;
  const stale = after.filter(
    (sample) =>
      sample.t >= (firstFrameAt ?? Infinity) &&
      sample.t < answeredAt &&
      !sample.searching &&
      sample.hits.length > 0 &&
      !sameAnswer(sample, final),
  ).length;
  return {answerMs: answeredAt - lastInputAt, stale, noResults: final.hits.length === 0, samples: after.length};
}

/** Nearest-rank quantile of numbers (null for none). */
export function quantile(values, q) {
  const sorted = values.filter((value) => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
