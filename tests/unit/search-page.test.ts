import {describe, expect, it} from 'vitest';
import {
  answerToUpdate,
  capSearchQuery,
  initialSearchPageState,
  initialSearchVersions,
  searchDelay,
  searchPageReducer,
  searchPageView,
  type SearchPageState,
} from '../../src/search/ui/searchPageState';
import {MAX_QUERY_LENGTH} from '../../src/config/search';

const hit = (title: string, url = `https://docs.example/${title}`) => ({
  url,
  _highlightResult: {hierarchy: {lvl0: {value: 'Guide'}, lvl1: {value: title}}},
  _snippetResult: {content: {value: `about <mark>${title}</mark>`}},
});
const processUrl = (url: string) => new URL(url).pathname;

describe('search page query', () => {
  it('caps a pasted query at the modal’s length, counting characters, not UTF-16 units', () => {
    const long = '撥'.repeat(10_000);
    expect([...capSearchQuery(long)]).toHaveLength(MAX_QUERY_LENGTH);
    expect(capSearchQuery('😀'.repeat(MAX_QUERY_LENGTH + 1))).toBe('😀'.repeat(MAX_QUERY_LENGTH));
    expect(capSearchQuery('payout')).toBe('payout');
    expect(capSearchQuery(null)).toBe('');
  });

  it('searches the query the page opens with at once and a typed one after a pause', () => {
    expect(searchDelay(true)).toBe(0);
    expect(searchDelay(false)).toBe(300);
  });
});

describe('search page answers', () => {
  const loading: SearchPageState = {...initialSearchPageState, loading: true};

  it('shows a loading state, never "no results", until this query is answered', () => {
    expect(searchPageView('payout', initialSearchPageState)).toBe('loading');
    expect(searchPageView('payout', loading)).toBe('loading');
    const otherAnswer = searchPageReducer('payout', loading, {
      type: 'update',
      value: {items: [], query: 'payou', totalResults: 0, totalPages: 0, lastPage: 0, hasMore: false},
    });
    expect(searchPageView('payout', otherAnswer)).toBe('loading');
    const none = searchPageReducer('payout', loading, {
      type: 'update',
      value: {items: [], query: 'payout', totalResults: 0, totalPages: 0, lastPage: 0, hasMore: false},
    });
    expect(searchPageView('payout', none)).toBe('no-results');
    expect(searchPageView('', none)).toBe('idle');
  });

  it('shows an error when the search fails, and loading again on retry', () => {
    const failed = searchPageReducer('payout', loading, {type: 'error', query: 'payout'});
    expect(searchPageView('payout', failed)).toBe('error');
    const retried = searchPageReducer('payout', failed, {type: 'loading'});
    expect(searchPageView('payout', retried)).toBe('loading');
  });

  // The typing pause's case, where the helper has not sent the newer query yet; a failure while the newer query is on
  // its way is dropped before the reducer (useSearchPage, hasPendingRequests), as tests/e2e/search-hosted.spec.ts shows.
  it("drops an older query's failure: the query being typed is still loading", () => {
    const olderFailed = searchPageReducer('payout fee', loading, {type: 'error', query: 'payout'});
    expect(searchPageView('payout fee', olderFailed)).toBe('loading');
  });

  it('maps hits as upstream does: the last title level is the title, the rest the path', () => {
    const update = answerToUpdate(
      {query: 'payout', hits: [hit('Payout')], page: 0, nbHits: 1, nbPages: 1, exhaustiveNbHits: true},
      {local: true, processUrl},
    );
    expect(update).not.toBe('reset');
    if (update === 'reset') return;
    expect(update.value.items).toEqual([
      {title: 'Payout', url: '/Payout', summary: 'about <mark>Payout</mark>...', breadcrumbs: ['Guide']},
    ]);
    expect(update.value.totalResults).toBe(1);
    expect(update.askAgain).toBe(false);
  });

  it('shows the built-in index’s first answer without a count or more to load, and asks again', () => {
    const update = answerToUpdate(
      {query: 'payout', hits: [hit('Payout')], page: 0, nbHits: 40, nbPages: 3, exhaustiveNbHits: false},
      {local: true, processUrl},
    );
    if (update === 'reset') throw new Error('expected an update');
    expect(update.value.totalResults).toBeNull();
    expect(update.value.hasMore).toBe(false);
    expect(update.askAgain).toBe(true);
  });

  it('takes a hosted answer’s count as it is', () => {
    const update = answerToUpdate(
      {query: 'payout', hits: [hit('Payout')], page: 0, nbHits: 40, nbPages: 3, exhaustiveNbHits: false},
      {local: false, processUrl},
    );
    if (update === 'reset') throw new Error('expected an update');
    expect(update.value.totalResults).toBe(40);
    expect(update.value.hasMore).toBe(true);
    expect(update.askAgain).toBe(false);
  });

  it('resets on an empty query', () => {
    expect(answerToUpdate({query: '', hits: [], page: 0, nbHits: 0, nbPages: 0}, {local: true, processUrl})).toBe('reset');
  });

  it('appends later pages to the first', () => {
    const first = searchPageReducer('payout', loading, {
      type: 'update',
      value: {
        items: [{title: 'a', url: '/a', summary: '', breadcrumbs: []}],
        query: 'payout',
        totalResults: 2,
        totalPages: 2,
        lastPage: 0,
        hasMore: true,
      },
    });
    const second = searchPageReducer('payout', first, {
      type: 'update',
      value: {
        items: [{title: 'b', url: '/b', summary: '', breadcrumbs: []}],
        query: 'payout',
        totalResults: 2,
        totalPages: 2,
        lastPage: 1,
        hasMore: false,
      },
    });
    expect(second.items.map((item) => item.title)).toEqual(['a', 'b']);
  });
});

describe('search page version filter', () => {
  const api = {
    versions: [
      {name: 'current', isLast: false},
      {name: '2026-06-01', isLast: true},
      {name: '2025-03-01', isLast: false},
    ],
  };
  const guide = {versions: [{name: 'current', isLast: true}]};

  it('starts on the latest released version, not the unreleased one listed first', () => {
    expect(initialSearchVersions({api, default: guide})).toEqual({api: '2026-06-01', default: 'current'});
  });

  it('starts on the reader’s preferred version when the plugin has it', () => {
    expect(initialSearchVersions({api}, {api: '2025-03-01'})).toEqual({api: '2025-03-01'});
    expect(initialSearchVersions({api}, {api: 'a-version-since-removed'})).toEqual({api: '2026-06-01'});
  });
});
