/**
 * The /search page's state and decisions, as plain functions
 * (src/theme/SearchPage wires them in through ./useSearchPage.ts). The page
 * is upstream's (theme-search-algolia's SearchPage) but for what is here:
 *
 * - one cap on the query, applied to `?q=` and the input alike, so that the
 *   URL, the title and the answer all hold the same query (the index would
 *   otherwise answer a capped query and the page drop it as another one);
 * - a loading state until this query's answer is in: never "no results"
 *   before it, and an error with a way to try again when it fails;
 * - the built-in index's first answer, from titles and headings alone, shown
 *   at once without a count and asked again for the whole answer;
 * - the query the page opens with searched at once (upstream waits 300 ms
 *   before every search, which is for a query being typed);
 * - the API version filter starting on the reader's preferred version, or
 *   the latest released one (upstream starts on the first: unreleased "next").
 */
import {MAX_QUERY_LENGTH} from '../../config/search';
import {truncateQuery} from '../client/queryCap';

export type SearchPageItem = {title: string; url: string; summary: string; breadcrumbs: string[]};

export type SearchPageState = {
  items: SearchPageItem[];
  /** The query the items answer; null before the first answer. */
  query: string | null;
  totalResults: number | null;
  totalPages: number | null;
  lastPage: number | null;
  hasMore: boolean | null;
  /** A search for the current query is on its way. */
  loading: boolean;
  /** The current query's search failed: the page shows the error screen with Try again. */
  failed: boolean;
};

export type SearchPageAction =
  | {type: 'reset'}
  | {type: 'loading'}
  | {type: 'update'; value: Omit<SearchPageState, 'loading' | 'failed'>}
  /** The search for `query` failed. */
  | {type: 'error'; query: string}
  | {type: 'advance'};

export const initialSearchPageState: SearchPageState = {
  items: [],
  query: null,
  totalResults: null,
  totalPages: null,
  lastPage: null,
  hasMore: null,
  loading: false,
  failed: false,
};

/** Upstream's reducer, plus the error state; an answer to another query than `currentQuery`, or its failure, is dropped. */
export function searchPageReducer(currentQuery: string, state: SearchPageState, action: SearchPageAction): SearchPageState {
  switch (action.type) {
    case 'reset':
      return initialSearchPageState;
    case 'loading':
      return {...state, loading: true, failed: false};
    case 'update': {
      if (currentQuery !== action.value.query) return state;
      const items = action.value.lastPage === 0 ? action.value.items : state.items.concat(action.value.items);
      return {...action.value, items, loading: false, failed: false};
    }
    case 'error':
      if (currentQuery !== action.query) return state;
      return {...state, loading: false, failed: true};
    case 'advance': {
      const hasMore = state.totalPages! > state.lastPage! + 1;
      return {...state, lastPage: hasMore ? state.lastPage! + 1 : state.lastPage, hasMore};
    }
    default:
      return state;
  }
}

/** What the page shows under the search box. */
export type SearchPageView = 'idle' | 'loading' | 'results' | 'no-results' | 'error';

export function searchPageView(query: string, state: SearchPageState): SearchPageView {
  if (!query) return 'idle';
  if (state.failed) return 'error';
  if (state.items.length > 0) return 'results';
  // "No results" only once this very query has been answered with none.
  if (!state.loading && state.query === query) return 'no-results';
  return 'loading';
}

/** The query as the page uses it: at most MAX_QUERY_LENGTH characters (code points). */
export function capSearchQuery(query: string | null | undefined): string {
  return truncateQuery(query ?? '', MAX_QUERY_LENGTH);
}

/** How long to wait before searching: the query the page opens with at once, a typed one after a pause. */
const TYPING_PAUSE_MS = 300;
export function searchDelay(openingQuery: boolean): number {
  return openingQuery ? 0 : TYPING_PAUSE_MS;
}

/** The fields of one algoliasearch-helper result the page reads. */
export type HelperResult = {
  query: string;
  hits: unknown;
  page: number;
  nbHits: number;
  nbPages: number;
  exhaustiveNbHits?: boolean;
};

type Hit = {
  url: string;
  _highlightResult: {hierarchy: Record<string, {value: string}>};
  _snippetResult?: {content?: {value: string}};
};

/** DocSearch v2's highlight class, as upstream renames it. */
const sanitize = (value: string) => value.replace(/algolia-docsearch-suggestion--highlight/g, 'search-result-match');

/**
 * An answer as the page's state update, or 'reset' for an empty query. With
 * the built-in index, an answer from titles and headings alone
 * (`exhaustiveNbHits: false`) is shown without a count or more to load, and
 * `askAgain` says to search the same query again for the whole answer.
 */
export function answerToUpdate(
  result: HelperResult,
  {local, processUrl}: {local: boolean; processUrl: (url: string) => string},
): 'reset' | {value: Omit<SearchPageState, 'loading' | 'failed'>; askAgain: boolean} {
  const {query, hits, page, nbHits, nbPages, exhaustiveNbHits} = result;
  if (query === '' || !Array.isArray(hits)) return 'reset';
  const items = (hits as Hit[]).map(({url, _highlightResult: {hierarchy}, _snippetResult: snippet = {}}) => {
    const titles = Object.keys(hierarchy).map((key) => sanitize(hierarchy[key]!.value));
    return {
      title: titles.pop()!,
      url: processUrl(url),
      summary: snippet.content ? `${sanitize(snippet.content.value)}...` : '',
      breadcrumbs: titles,
    };
  });
  const partial = local && exhaustiveNbHits === false;
  return {
    value: {
      items,
      query,
      totalResults: partial ? null : nbHits,
      totalPages: nbPages,
      lastPage: page,
      hasMore: !partial && nbPages > page + 1,
    },
    askAgain: partial,
  };
}

/** A docs plugin's versions, as `useAllDocsData()` lists them (newest first, "next" first when it exists). */
export type DocsVersions = {versions: ReadonlyArray<{name: string; isLast: boolean}>};

/**
 * The version each versioned plugin's filter starts on: the reader's
 * preferred one (the version dropdown's choice) when the plugin still has
 * it, else the latest released version, else the first listed.
 */
export function initialSearchVersions(
  allDocsData: Record<string, DocsVersions>,
  preferred: Record<string, string | null | undefined> = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(allDocsData).map(([pluginId, {versions}]) => {
      const wanted = preferred[pluginId];
      const version =
        versions.find((candidate) => candidate.name === wanted) ?? versions.find((candidate) => candidate.isLast) ?? versions[0]!;
      return [pluginId, version.name];
    }),
  );
}
