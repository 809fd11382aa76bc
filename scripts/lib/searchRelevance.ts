/**
 * Relevance of the built-in search, measured the way a reader meets it: the
 * built local index of a locale, queried through the local client with the
 * request the DocSearch modal sends from a guide page (contextual search: the
 * locale, the guide, the blogs and the latest API version), and the hits in
 * the order the modal shows them (grouped by hierarchy.lvl0 in order of first
 * appearance, at most MAX_HITS_PER_GROUP per group).
 *
 * Used by tests/postbuild/search.test.ts and scripts/bench-search.mjs. Node
 * side only: reads the build output.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {fileSize, type FileSize} from '../../plugins/search-index/records';
import {LATEST_API_VERSION, API_PLUGIN_ID} from '../../src/config/apiReference';
import {DEFAULT_LOCALE, type Locale} from '../../src/config/i18n';
import {HITS_PER_PAGE, MAX_HITS_PER_GROUP, SNIPPET_WORDS, attributesToSnippet} from '../../src/config/search';
import {answer, type LoadedIndex, type LocalHit, type SearchRequest} from '../../src/search/engine/algoliaAnswer';
import {createSearchEngine} from '../../src/search/engine/searchEngine';
import {decodeLocalIndex} from '../../src/search/engine/indexFile';
import {DOCSEARCH_ATTRIBUTES_TO_RETRIEVE, LOCAL_INDEX_FILE, type LocalIndexFile} from '../../src/search/records';
import {queryFolder} from '../../src/search/engine/synonyms';

/** A query as a reader types it and the page (`docs/faq`, optionally `#anchor`) that answers it. */
export type RelevanceCase = {
  query: string;
  /**
   * The answer; a list only where two pages answer the query equally (the
   * company and the vendor twin of a feature page). A page without an anchor
   * is matched by a hit anywhere on it; with one, by a hit in that section.
   */
  expect: string | string[];
  /** A query in Simplified Chinese, which the index folds to the pages' Traditional (src/search/engine/simplified.ts). */
  script?: 'simplified';
};

export type RelevanceFixture = Record<Locale, RelevanceCase[]>;

export const FIXTURE_FILE = 'tests/fixtures/search-relevance.json';

/** The fraction of queries per locale whose page must be in the first three results. */
export const MIN_TOP3_SHARE = 0.9;
export const TOP = 3;

const BASE = 'https://docs.example/';

export function readFixture(root: string): RelevanceFixture {
  return JSON.parse(readFileSync(path.join(root, FIXTURE_FILE), 'utf8')) as RelevanceFixture;
}

/** The locale's index file in a build directory (zh-TW at the root, others under their locale). */
export function localIndexPath(buildDir: string, locale: Locale): string {
  return path.join(buildDir, locale === DEFAULT_LOCALE ? '' : locale, LOCAL_INDEX_FILE);
}

/** The locale's built index file and its size, measured as the search-index plugin reports it. */
export function readIndexFile(buildDir: string, locale: Locale): {file: LocalIndexFile; size: FileSize} {
  const raw = readFileSync(localIndexPath(buildDir, locale));
  return {file: JSON.parse(raw.toString('utf8')) as LocalIndexFile, size: fileSize(raw)};
}

/** The whole index, built at once (the browser indexes paragraphs in idle slices; the result is the same). */
export function loadIndex(file: LocalIndexFile): LoadedIndex {
  return {engine: createSearchEngine(decodeLocalIndex(file)), baseUrl: BASE, fold: queryFolder(file)};
}

/**
 * What the DocSearch modal sends from a guide page of the locale: the parameters DocSearch 4.7 sent for a query, as read
 * in the browser from a client of our own, with the site's snippet length, hits per page and version tags.
 */
export function modalRequest(locale: Locale, query: string): SearchRequest {
  return {
    indexName: 'ferrypay-docs',
    query,
    attributesToRetrieve: DOCSEARCH_ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: attributesToSnippet(SNIPPET_WORDS),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: HITS_PER_PAGE,
    clickAnalytics: true,
    facetFilters: [
      `language:${locale}`,
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', `docusaurus_tag:docs-${API_PLUGIN_ID}-${LATEST_API_VERSION}`],
    ],
  };
}

/** DocSearch's grouping: by lvl0 in order of first appearance, at most `perGroup` each, flattened. */
export function modalOrder<H extends Pick<LocalHit, 'hierarchy'>>(hits: H[], perGroup = MAX_HITS_PER_GROUP): H[] {
  const groups = new Map<string, H[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(hit.hierarchy.lvl0, group);
  }
  return [...groups.values()].flat();
}

/** `docs/faq#why-429` for a hit. */
export function hitTarget(hit: Pick<LocalHit, 'url'>): string {
  return decodeURIComponent(hit.url.slice(BASE.length));
}

export function matchesExpected(target: string, expected: string): boolean {
  const [page, anchor] = target.split('#');
  const [expectedPage, expectedAnchor] = expected.split('#');
  return page === expectedPage && (expectedAnchor === undefined || anchor === expectedAnchor);
}

export type CaseResult = {
  query: string;
  expect: string[];
  /** 1-based position of the first result that is an expected page in the modal's order, or null. */
  rank: number | null;
  /** The first results as the modal shows them. */
  top: string[];
};

export function evaluateCase(index: LoadedIndex, locale: Locale, testCase: RelevanceCase): CaseResult {
  const expected = typeof testCase.expect === 'string' ? [testCase.expect] : testCase.expect;
  const shown = modalOrder(answer(index, modalRequest(locale, testCase.query)).hits).map(hitTarget);
  const position = shown.findIndex((target) => expected.some((page) => matchesExpected(target, page)));
  return {query: testCase.query, expect: expected, rank: position === -1 ? null : position + 1, top: shown.slice(0, 5)};
}

export type LocaleRelevance = {locale: Locale; results: CaseResult[]; top1: number; top3: number; misses: CaseResult[]};

export function evaluateLocale(index: LoadedIndex, locale: Locale, cases: RelevanceCase[]): LocaleRelevance {
  const results = cases.map((testCase) => evaluateCase(index, locale, testCase));
  const share = (n: number) => results.filter((result) => result.rank !== null && result.rank <= n).length / results.length;
  return {
    locale,
    results,
    top1: share(1),
    top3: share(TOP),
    misses: results.filter((result) => result.rank === null || result.rank > TOP),
  };
}

export function describeMiss(miss: CaseResult): string {
  const found = miss.rank === null ? 'not in the first 20 results' : `at ${miss.rank}`;
  return `"${miss.query}": expected ${miss.expect.join(' or ')}, ${found}; first results: ${miss.top.slice(0, TOP).join(', ') || '(none)'}`;
}

export const percent = (share: number) => `${(100 * share).toFixed(1)}%`;
