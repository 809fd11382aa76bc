/**
 * The /search page's data: the query, the version filters, the answers and
 * infinite loading, as upstream's SearchPage computes them, with the changes
 * that ./searchPageState.ts lists. src/theme/SearchPage renders what this returns.
 */
import {startTransition, useCallback, useEffect, useReducer, useRef, useState, type Dispatch} from 'react';
import algoliaSearchHelper, {type SearchParameters} from 'algoliasearch-helper';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getDocsVersionSearchTag, useAllDocsData, useDocsPreferredVersionByPluginId} from '@docusaurus/plugin-content-docs/client';
import {useEvent, useSearchQueryString} from '@docusaurus/theme-common';
import {useAlgoliaThemeConfig, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import {liteClient} from '../client/searchPageLiteClient';
import {usesLocalSearch} from '../client/clientFactory';
import {
  answerToUpdate,
  capSearchQuery,
  initialSearchPageState,
  initialSearchVersions,
  searchDelay,
  searchPageReducer,
  searchPageView,
  type HelperResult,
  type SearchPageAction,
  type SearchPageState,
} from './searchPageState';

/** The search page's version filters: one per versioned docs plugin. */
function useSearchVersions() {
  const allDocsData = useAllDocsData();
  const preferred = useDocsPreferredVersionByPluginId();
  const preferredNames = Object.fromEntries(Object.entries(preferred).map(([pluginId, version]) => [pluginId, version?.name]));
  const [searchVersions, setSearchVersions] = useState(() => initialSearchVersions(allDocsData, preferredNames));
  // The preferred versions are read from storage once the page has hydrated;
  // until the reader picks a version here, follow them.
  const picked = useRef(false);
  const preferredKey = JSON.stringify(preferredNames);
  useEffect(() => {
    if (picked.current) return;
    const next = initialSearchVersions(allDocsData, preferredNames);
    setSearchVersions((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the preferred names' content, a new object each render
  }, [allDocsData, preferredKey]);
  const setSearchVersion = useCallback((pluginId: string, version: string) => {
    picked.current = true;
    setSearchVersions((current) => ({...current, [pluginId]: version}));
  }, []);
  const versionedPlugins = Object.entries(allDocsData).filter(([, docsData]) => docsData.versions.length > 1);
  return {
    allDocsData,
    versionedPlugins,
    versioningEnabled: versionedPlugins.length > 0,
    searchVersions,
    setSearchVersion,
    /** Whether the versions still follow the reader's preferred ones (the reader has picked none here). */
    followsPreferred: () => !picked.current,
  };
}

export type SearchPageData = ReturnType<typeof useSearchPage>;

/** The query in the URL's `?q=`, capped once for the URL, the title and the answer. */
function useCappedSearchQuery() {
  const [rawQuery, setRawQuery] = useSearchQueryString();
  const searchQuery = capSearchQuery(rawQuery);
  const setSearchQuery = useCallback((query: string) => setRawQuery(capSearchQuery(query)), [setRawQuery]);
  // A longer `?q=` (a pasted link) is written back capped, so URL, title and answer agree.
  useEffect(() => {
    if (rawQuery !== searchQuery) setRawQuery(searchQuery);
  }, [rawQuery, searchQuery, setRawQuery]);
  return {searchQuery, setSearchQuery};
}

/** The page's state, whose answers are kept only when they answer the current query. */
function useSearchPageState(searchQuery: string) {
  const currentQuery = useRef(searchQuery);
  currentQuery.current = searchQuery;
  return useReducer(
    (previous: SearchPageState, action: SearchPageAction) => searchPageReducer(currentQuery.current, previous, action),
    initialSearchPageState,
  );
}

/** algoliasearch-helper over the site's client, its answers and failures dispatched to the page's state. */
function useSearchHelper(dispatch: Dispatch<SearchPageAction>) {
  const {appId, apiKey, indexName, contextualSearch} = useAlgoliaThemeConfig().algolia;
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const local = usesLocalSearch(appId);
  const [helper] = useState(() =>
    algoliaSearchHelper(liteClient(appId, apiKey), indexName, {
      hitsPerPage: 15,
      advancedSyntax: true,
      // Respect the theme config's contextual search for facets.
      disjunctiveFacets: contextualSearch ? ['language', 'docusaurus_tag'] : [],
    }),
  );
  const onResult = useEvent(({results, state: searched}: {results: HelperResult; state: SearchParameters}) => {
    // The answer to a search the page has since replaced is dropped: the
    // helper drops only answers that arrive after a newer one, so the opening
    // query's answer for the latest API version, sent before the reader's
    // preferred version was read, would show until the new search answers.
    if (searched !== helper.state) return;
    const update = answerToUpdate(results, {local, processUrl: processSearchResultUrl});
    if (update === 'reset') {
      dispatch({type: 'reset'});
      return;
    }
    // Rendered as a transition: React renders the results in slices that
    // leave the page responsive (PERFORMANCE.md, "Kept optimisations").
    startTransition(() => dispatch({type: 'update', value: update.value}));
    if (update.askAgain) helper.search();
  });
  // The failure of a search the page has since replaced is dropped too: the
  // helper drops only failures that arrive after a newer answer, so an older
  // query's failure would show the error screen under the newer query until
  // that one answered. A newer search still on its way (pending) or not yet
  // sent (the typing pause: the helper's query is still the older one) wins.
  const onError = useEvent(() => {
    if (helper.hasPendingRequests()) return;
    dispatch({type: 'error', query: helper.state.query ?? ''});
  });
  useEffect(() => {
    const result = (event: {results: HelperResult; state: SearchParameters}) => onResult(event);
    const error = () => onError();
    helper.on('result', result);
    helper.on('error', error);
    return () => {
      helper.removeListener('result', result);
      helper.removeListener('error', error);
    };
  }, [helper, onResult, onError]);
  return {helper, local, contextualSearch};
}

/**
 * When to search: the query the page opens with (in its URL as it loads; the
 * query string reads empty while the page hydrates) at once, a typed one
 * after a pause. The preferred versions arrive after hydration, after the
 * opening query went out with the latest version: that search is sent again
 * at once, so that the helper drops the first answer instead of showing it
 * until the typing pause is over.
 */
function useSearchTiming(
  searchQuery: string,
  versions: ReturnType<typeof useSearchVersions>,
  makeSearch: (page?: number) => void,
  dispatch: Dispatch<SearchPageAction>,
) {
  const openingQuery = useRef(ExecutionEnvironment.canUseDOM && new URLSearchParams(window.location.search).has('q'));
  const searchedQuery = useRef<string | undefined>(undefined);
  useEffect(() => {
    dispatch({type: 'reset'});
    if (!searchQuery) return undefined;
    dispatch({type: 'loading'});
    const preferredArrived = searchedQuery.current === searchQuery && versions.followsPreferred();
    const delay = searchDelay(openingQuery.current || preferredArrived);
    openingQuery.current = false;
    searchedQuery.current = searchQuery;
    if (delay === 0) {
      makeSearch();
      return undefined;
    }
    const timer = setTimeout(() => makeSearch(), delay);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- versions.followsPreferred reads a ref; the versions themselves are a dependency
  }, [searchQuery, versions.searchVersions, makeSearch]);
}

/** Infinite loading: the next page when the loader scrolls into view from below. */
function useInfiniteLoading(dispatch: Dispatch<SearchPageAction>) {
  const [loaderRef, setLoaderRef] = useState<HTMLDivElement | null>(null);
  const prevY = useRef(0);
  const [observer] = useState(
    () =>
      ExecutionEnvironment.canUseIntersectionObserver &&
      new IntersectionObserver(
        (entries) => {
          const {
            isIntersecting,
            boundingClientRect: {y: currentY},
          } = entries[0]!;
          if (isIntersecting && prevY.current > currentY) dispatch({type: 'advance'});
          prevY.current = currentY;
        },
        {threshold: 1},
      ),
  );
  useEffect(() => {
    if (!loaderRef || !observer) return undefined;
    observer.observe(loaderRef);
    return () => observer.unobserve(loaderRef);
  }, [loaderRef, observer]);
  return setLoaderRef;
}

export function useSearchPage() {
  const {currentLocale} = useDocusaurusContext().i18n;
  const versions = useSearchVersions();
  const {searchQuery, setSearchQuery} = useCappedSearchQuery();
  const [state, dispatch] = useSearchPageState(searchQuery);
  const {helper, local, contextualSearch} = useSearchHelper(dispatch);

  const makeSearch = useEvent((page: number = 0) => {
    if (contextualSearch) {
      // Upstream builds a new helper on every render; this one is kept, so its filters start afresh.
      helper.clearRefinements('docusaurus_tag').clearRefinements('language');
      helper.addDisjunctiveFacetRefinement('docusaurus_tag', 'default');
      helper.addDisjunctiveFacetRefinement('language', currentLocale);
      for (const [pluginId, version] of Object.entries(versions.searchVersions)) {
        helper.addDisjunctiveFacetRefinement('docusaurus_tag', getDocsVersionSearchTag(pluginId, version));
      }
    }
    helper.setQuery(searchQuery).setPage(page).search();
  });
  useSearchTiming(searchQuery, versions, makeSearch, dispatch);
  useEffect(() => {
    if (state.lastPage) makeSearch(state.lastPage);
  }, [makeSearch, state.lastPage]);

  const retry = useCallback(() => {
    dispatch({type: 'loading'});
    makeSearch(0);
  }, [makeSearch, dispatch]);
  const setLoaderRef = useInfiniteLoading(dispatch);

  return {
    searchQuery,
    setSearchQuery,
    state,
    view: searchPageView(searchQuery, state),
    retry,
    setLoaderRef,
    contextualSearch,
    local,
    versions,
  };
}
