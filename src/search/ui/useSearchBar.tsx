/**
 * The navbar search bar's wiring (src/theme/SearchBar renders the theme's
 * DocSearch with what this returns): the modal's search client from the
 * site's factory (the built-in index without Algolia credentials, hosted
 * Algolia with them), the query cap, shorter snippets on small screens, the
 * group size, the no-results "Let us know." link, a hit component whose link
 * is the listbox option, the searching screen's words, the shortcuts
 * DocSearch misses, and search code loaded on intent (./modalPreload.ts).
 */
import React, {useCallback, useEffect, useState, type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlgoliaContextualFacetFiltersIfEnabled, useAlgoliaThemeConfig} from '@docusaurus/theme-search-algolia/client';
import themeTranslations from '@theme/SearchTranslations';
import {MAX_HITS_PER_GROUP, MAX_QUERY_LENGTH, attributesToSnippet, missingResultsUrl} from '../../config/search';
import {
  localSearchClient,
  preloadSearchWorkerCode,
  setLikelyFacetFilters,
  siteSearchClient,
  usesLocalSearch,
} from '../client/clientFactory';
import {capDocSearchInput} from './inputCap';
import {keyActions, loadsOnIntent, snippetWordsFor} from './searchBarActions';
import type {ConnectionInfo} from './modalPreload';
import type {SearchClientLike} from '../client/searchClient';
import type {FacetFilters} from '../engine/algoliaAnswer';

type DocSearchClient = SearchClientLike & {addAlgoliaAgent(segment: string, version?: string): void};

type SearchHitProps = {hit: {url: string}; children: ReactNode} & Omit<ComponentProps<'a'>, 'children'>;

/**
 * A result's link, as the theme's hit component renders it, plus the option
 * props (id, role, aria-selected, mouse handlers) that the modal fix "link is
 * the option" (patches/docsearch-modal) hands to it.
 */
function SearchHit({hit, children, ...optionProps}: SearchHitProps): ReactNode {
  return (
    <Link to={hit.url} {...optionProps}>
      {children}
    </Link>
  );
}

/**
 * A download started ahead of the reader's press that failed: nothing to show
 * yet. The theme's openModal imports the modal's code again when the button
 * is pressed, as it does for a first download.
 */
const ignoreFailedPreload = () => undefined;

const connection = () => (navigator as Navigator & {connection?: ConnectionInfo}).connection;

/** The navbar's search button, which opens the modal when clicked. */
const searchButton = () => document.querySelector<HTMLButtonElement>('.DocSearch-Button');

/**
 * Key presses DocSearch does not handle as the site needs: the first Ctrl
 * or Cmd press loads the modal's code and the search worker's page side; the
 * shortcut itself, the index; `/` on a button opens the modal, as it does
 * elsewhere outside fields.
 */
function useSearchKeys(importModal: () => Promise<unknown>, local: boolean): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const actions = keyActions(event, {connection: connection(), local});
      if (actions.importModal) {
        importModal().catch(ignoreFailedPreload);
        if (local) preloadSearchWorkerCode();
      }
      if (actions.preloadIndex) localSearchClient('modal').preload();
      if (actions.openModal && !document.body.classList.contains('DocSearch--active')) {
        event.preventDefault();
        searchButton()?.click();
      }
    };
    window.addEventListener('keydown', onKeyDown, {capture: true});
    return () => window.removeEventListener('keydown', onKeyDown, {capture: true});
  }, [importModal, local]);
}

/**
 * The filters the modal will send from this page (the theme's contextual
 * search): the built-in index indexes their headings first. A new array each
 * render, so the effect keys on its content.
 */
function useLikelyFacetFilters(local: boolean): void {
  const facetFilters = useAlgoliaContextualFacetFiltersIfEnabled();
  const facetFiltersKey = JSON.stringify(facetFilters);
  useEffect(() => {
    // Typed as Algolia's any-depth filters; the theme's are two levels: [language, [tags]].
    if (local) setLikelyFacetFilters(facetFilters as FacetFilters | undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the filters' content, a new array each render
  }, [local, facetFiltersKey]);
}

/** The theme's words for the modal, and ours for the searching screen of patches/docsearch-modal. */
function modalTranslations() {
  return {
    ...themeTranslations,
    modal: {
      ...themeTranslations.modal,
      searchingScreen: {
        titleText: translate({
          id: 'theme.SearchModal.searchingScreen.titleText',
          message: 'Searching for',
          description: 'What the search modal says, before the query, while a late answer is on its way',
        }),
      },
    },
  };
}

/** Snippet length for this screen, known once the page runs (the server renders the wider screen's). */
function useSnippetWords(): number {
  const [snippetWords, setSnippetWords] = useState(() => snippetWordsFor(undefined));
  useEffect(() => setSnippetWords(snippetWordsFor(window.matchMedia?.bind(window))), []);
  return snippetWords;
}

/**
 * The props the theme's DocSearch takes from us, and what its button calls
 * when the reader heads for it.
 */
export function useSearchBar({importModal}: {importModal: () => Promise<unknown>}) {
  const {docusaurusVersion} = useDocusaurusContext().siteMetadata;
  const {appId, searchParameters} = useAlgoliaThemeConfig().algolia;
  const local = usesLocalSearch(appId);

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

  const snippetWords = useSnippetWords();
  useEffect(() => capDocSearchInput(document, MAX_QUERY_LENGTH), []);
  useSearchKeys(importModal, local);
  useLikelyFacetFilters(local);

  /**
   * The pointer or the focus reaching the button, or a touch: load the
   * modal's code, and the built-in index (in its worker), so that the first
   * query after the press finds them in. Not on a slow connection (./modalPreload.ts).
   */
  const onIntent = useCallback(() => {
    if (!loadsOnIntent(connection())) return;
    importModal().catch(ignoreFailedPreload);
    if (local) localSearchClient('modal').preload();
  }, [importModal, local]);
  /** A press on the button: the index too, as the modal is about to open. */
  const onPress = useCallback(() => {
    if (local) localSearchClient('modal').preload();
  }, [local]);

  return {
    onIntent,
    onPress,
    props: {
      // The theme adds the contextual facet filters to these.
      searchParameters: {...searchParameters, attributesToSnippet: attributesToSnippet(snippetWords)},
      transformSearchClient,
      maxResultsPerGroup: MAX_HITS_PER_GROUP,
      getMissingResultsUrl: ({query}: {query: string}) => missingResultsUrl(query),
      hitComponent: SearchHit,
      translations: modalTranslations(),
    },
  };
}
