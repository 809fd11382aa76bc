/**
 * A search client that answers like Algolia's from the built-in index, so the
 * DocSearch modal and the theme's search page work unchanged without a hosted
 * service (../engine/algoliaAnswer.ts shapes each answer). It loads the index
 * once, reports an index it cannot load as "search unavailable", and decides
 * whether a query may be answered before every record is indexed.
 */
import {SearchUnavailableError} from './searchClient';
import {
  answer,
  facetFilterPredicate,
  normalizeRequests,
  searchedQuery,
  type LoadedIndex,
  type LocalSearchResponse,
  type SearchRequest,
} from '../engine/algoliaAnswer';
import type {LocalRecord} from '../engine/indexFile';

export type LocalSearchClientOptions = {
  load: () => Promise<LoadedIndex>;
  /**
   * Whether to answer from titles and headings while paragraphs are still
   * being indexed (never with "no results" while a paragraph its filters
   * admit could still hold the query: such a query waits for those
   * paragraphs, not for the others).
   * Such an answer says `exhaustiveNbHits: false`.
   * - 'always': the modal, where the first results count.
   * - 'once': the search page. A query gets one such answer; asked again, it
   *   waits for the whole index. The page asks again at once, and shows its
   *   count only then.
   * - 'never' (the default): every query waits for the whole index.
   * A request that asks for `exhaustiveNbHits` always waits for it.
   */
  partialResults?: 'always' | 'once' | 'never';
};

export type LocalSearchClient = {
  search(input: unknown): Promise<{results: LocalSearchResponse[]}>;
  /** Starts loading the index ahead of the first query. */
  preload(): void;
};

/** The queries of a request, as one key. */
const queriesOf = (requests: readonly SearchRequest[]) => JSON.stringify(requests.map((request) => request.query ?? ''));

/** The records any of the requests can find: what their answers wait for. */
function admittedByAny(requests: readonly SearchRequest[]) {
  const filters = requests.map((request) => facetFilterPredicate(request.facetFilters));
  return (record: LocalRecord) => filters.some((admits) => admits(record));
}

export function createLocalSearchClient({load, partialResults = 'never'}: LocalSearchClientOptions): LocalSearchClient {
  /** The queries answered partially so far ('once'). */
  const answeredPartially = new Set<string>();
  let loading: Promise<LoadedIndex> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      // Let the next query try again (the reader may be back online).
      loading = undefined;
      throw new SearchUnavailableError(error);
    });
    return loading;
  };
  return {
    async search(input) {
      const requests = normalizeRequests(input);
      const index = await loaded();
      const queries = queriesOf(requests);
      const mayBePartial =
        !requests.some((request) => request.exhaustiveNbHits) &&
        (partialResults === 'always' || (partialResults === 'once' && !answeredPartially.has(queries)));
      if (!mayBePartial) await index.engine.finish();
      // The modal indexes the titles and headings its query can find in the
      // query's own task (the first hit sooner); the search page, which shows
      // more at a time, lets the slices do it (one task fewer).
      else if (partialResults === 'once') await index.engine.finishHeadings();
      let results = requests.map((request) => answer(index, request));
      const unanswered = requests.filter((request, i) => results[i]!.nbHits === 0);
      if (!index.engine.complete && unanswered.length > 0) {
        // Never report "no results" before the paragraphs the request can
        // find are in: none when no record can hold a hit, the few that can
        // (indexed now), or else every one its filters admit; those of other
        // versions need not be (`finishForQuery`). Asked again only when that
        // indexed something: a long question's answer is tens of milliseconds.
        const admitted = admittedByAny(requests);
        const waited = unanswered.map((request) => index.engine.finishForQuery(searchedQuery(index, request), admitted));
        if ((await Promise.all(waited)).some(Boolean)) results = requests.map((request) => answer(index, request));
      }
      if (!index.engine.complete) {
        answeredPartially.add(queries);
        for (const result of results) {
          result.exhaustiveNbHits = false;
          result.exhaustive = {nbHits: false};
        }
      }
      return {results};
    },
    preload() {
      loaded().catch(() => {
        // Reported by the query that needs the index.
      });
    },
  };
}
