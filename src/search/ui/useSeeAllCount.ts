/**
 * The count of the modal's "See all N results" link: the number of results
 * the search page lists for the query. With hosted Algolia that is the
 * answer's own count (patches/docsearch-modal keeps it to the current
 * query). The built-in index may answer a query first from titles and
 * headings alone, whose count is short of the page's: the count then comes
 * from a second request that waits for the whole index (in the worker, off
 * the main thread), and is unknown until it answers.
 */
import {useEffect, useState} from 'react';
import {mergeFacetFilters, useAlgoliaContextualFacetFiltersIfEnabled, useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import type {FacetFilters as AlgoliaFacetFilters} from 'algoliasearch/lite';
import {countAllResults, usesLocalSearch} from '../client/clientFactory';
import type {FacetFilters} from '../engine/algoliaAnswer';

/** The part of DocSearch's autocomplete state the count needs. */
export type SeeAllState = {query: string; context: {nbHits?: unknown}};

/** The facet filters the modal sends, merged as the theme's search bar merges them. */
function useModalFacetFilters(): FacetFilters {
  const configured: AlgoliaFacetFilters = useAlgoliaThemeConfig().algolia.searchParameters?.facetFilters ?? [];
  const contextual = useAlgoliaContextualFacetFiltersIfEnabled();
  // Typed as Algolia's any-depth filters; the theme's are two levels: [language, [tags]].
  return (contextual ? mergeFacetFilters(contextual, configured) : configured) as FacetFilters;
}

/** The count to show, or undefined while it is not known (then the link waits). */
export function useSeeAllCount(state: SeeAllState): number | undefined {
  const local = usesLocalSearch(useAlgoliaThemeConfig().algolia.appId);
  const facetFilters = useModalFacetFilters();
  const key = JSON.stringify([state.query, facetFilters]);
  const [counted, setCounted] = useState<{key: string; count: number}>();

  useEffect(() => {
    if (!local || !state.query) return undefined;
    let current = true;
    countAllResults(state.query, facetFilters).then(
      (count) => {
        if (current) setCounted({key, count});
      },
      () => {
        // The modal shows the failure on its own query.
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query and the filters' content, a new array each render
  }, [local, key]);

  if (!local) return typeof state.context.nbHits === 'number' ? state.context.nbHits : undefined;
  return counted?.key === key ? counted.count : undefined;
}
