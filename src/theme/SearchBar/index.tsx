import React, {useCallback, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import SearchBar from '@theme-original/SearchBar';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  MAX_HITS_PER_GROUP,
  MAX_QUERY_LENGTH,
  SMALL_SCREEN_MEDIA_QUERY,
  SNIPPET_WORDS,
  SNIPPET_WORDS_SMALL_SCREEN,
  attributesToSnippet,
  missingResultsUrl,
} from '@site/src/config/search';
import {
  localSearchClient,
  preloadLocalSearchCode,
  setLikelyFacetFilters,
  siteSearchClient,
  usesLocalSearch,
} from '@site/src/search/siteClient';
import {useAlgoliaContextualFacetFiltersIfEnabled} from '@docusaurus/theme-search-algolia/client';
import {opensSearch} from '@site/src/search/shortcut';
import {capDocSearchInput} from '@site/src/search/inputCap';
import {MODAL_CHUNK, fetchWhenIdle, prefetchChunk, preloadsModal, type ConnectionInfo} from '@site/src/search/modalPreload';
import type {SearchClientLike} from '@site/src/search/client';
import type {FacetFilters} from '@site/src/search/localClient';
import './docsearchFixes.css';

type DocSearchClient = SearchClientLike & {addAlgoliaAgent(segment: string, version?: string): void};

type SearchHitProps = {hit: {url: string}; children: ReactNode} & Omit<ComponentProps<'a'>, 'children'>;

/**
 * A result's link, as the theme's hit component renders it, plus the option
 * props (id, role, aria-selected, mouse handlers) that the modal fix "link is
 * the option" (plugins/search-index/docsearchFixes.cjs) hands to it.
 */
function SearchHit({hit, children, ...optionProps}: SearchHitProps): ReactNode {
  return (
    <Link to={hit.url} {...optionProps}>
      {children}
    </Link>
  );
}

/**
 * Wrapped: the modal gets its search client from the site's factory (the
 * built-in index without credentials, hosted Algolia with them), its query
 * capped at MAX_QUERY_LENGTH, shorter snippets on small screens, our group
 * size and "Let us know." link, and a hit component whose link is the
 * listbox option. Everything else (keys, recent and favourite searches, the
 * screens) is DocSearch's.
 */
export default function SearchBarWrapper(props: Record<string, unknown>): ReactNode {
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const {appId, searchParameters} = siteConfig.themeConfig.algolia as {appId: string; searchParameters: object};
  const {docusaurusVersion} = siteMetadata;

  // DocSearch calls this once each time the modal opens: the moment to start loading the index.
  const transformSearchClient = useCallback(
    (client: DocSearchClient) => {
      // What the theme's own transform does; this one replaces it.
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const chosen = siteSearchClient('modal', appId, () => client);
      if ('preload' in chosen) chosen.preload();
      return chosen;
    },
    [appId, docusaurusVersion],
  );

  const [snippetWords, setSnippetWords] = useState(SNIPPET_WORDS);
  useEffect(() => {
    if (window.matchMedia(SMALL_SCREEN_MEDIA_QUERY).matches) setSnippetWords(SNIPPET_WORDS_SMALL_SCREEN);
  }, []);

  useEffect(() => capDocSearchInput(document, MAX_QUERY_LENGTH), []);

  // DocSearch's modal code (a lazy 111 kB gzip chunk) is downloaded once the
  // page is idle, and runs on the first Ctrl or Cmd press, so that Ctrl+K
  // finds it ready or nearly (src/search/modalPreload.ts says why not run at
  // idle time). The theme's own import of the modal then finds the same chunk.
  // The local index and MiniSearch still load only when search opens (SPEC section 7).
  useEffect(() => {
    const {connection} = navigator as Navigator & {connection?: ConnectionInfo};
    return fetchWhenIdle(connection, () => prefetchChunk(MODAL_CHUNK));
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {connection} = navigator as Navigator & {connection?: ConnectionInfo};
      if (!preloadsModal(event, connection)) return;
      window.removeEventListener('keydown', onKeyDown, {capture: true});
      import(/* webpackChunkName: "docsearch-modal" */ '@docsearch/react/modal').catch(() => {
        // Opening the modal loads it again and shows the theme's error.
      });
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, []);

  const local = usesLocalSearch(appId);

  // The filters the modal will send from this page: the local index indexes
  // their headings first. A new array each render, so the effect keys on its content.
  const facetFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const facetFiltersKey = JSON.stringify(facetFilters);
  useEffect(() => {
    // Typed as Algolia's any-depth filters; the theme's are two levels: [language, [tags]].
    if (local) setLikelyFacetFilters(facetFilters as FacetFilters | undefined);
  }, [local, facetFiltersKey]);

  // DocSearch asks for a client only once the modal has rendered; starting the
  // local index on the key press that opens it loads the index side by side
  // with that render instead of after it.
  useEffect(() => {
    if (!local) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (opensSearch(event)) localSearchClient('modal').preload();
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [local]);

  const search = (
    <SearchBar
      {...props}
      // The theme adds the contextual facet filters to these.
      searchParameters={{...searchParameters, attributesToSnippet: attributesToSnippet(snippetWords)}}
      transformSearchClient={transformSearchClient}
      maxResultsPerGroup={MAX_HITS_PER_GROUP}
      getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
      hitComponent={SearchHit}
    />
  );
  if (!local) return search;
  // Like the theme with the modal's code: load the local search code when the
  // reader heads for the button, and the index once they press it.
  const preloadIndex = () => localSearchClient('modal').preload();
  return (
    <span
      style={{display: 'contents'}}
      onMouseOver={preloadLocalSearchCode}
      onFocus={preloadLocalSearchCode}
      onTouchStart={preloadLocalSearchCode}
      onPointerDown={preloadIndex}>
      {search}
    </span>
  );
}
