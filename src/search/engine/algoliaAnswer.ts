/**
 * Answers a search request as Algolia answers it, from the built-in index:
 * both request shapes (`{requests: [...]}` from DocSearch, the legacy
 * `[{indexName, params}]` from algoliasearch-helper), facet filters, hits
 * with `_highlightResult` and `_snippetResult`, `nbHits`, `nbPages`,
 * `hitsPerPage`, facet counts and a `queryID` when `clickAnalytics` is on.
 * Pure and synchronous: ../client/localClient.ts decides when to ask.
 */
import type {Folder} from './simplified';
import {analyze, highlight, snippet, escapeHtml, type HighlightResult, type SnippetResult, type TermMatcher} from './highlight';
import type {LocalRecord} from './indexFile';
import type {SearchEngine} from './searchEngine';
import {HIERARCHY_LEVELS, type DocSearchRecord, type Hierarchy, type HierarchyLevel} from '../records';

export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

export type SearchParams = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  attributesToHighlight?: readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
  /**
   * Not Algolia's: an answer whose count covers the whole index, which the
   * built-in index gives only once every record is in (the "See all N
   * results" link asks for it, src/search/ui/useSeeAllCount.ts).
   */
  exhaustiveNbHits?: boolean;
  [other: string]: unknown;
};

export type SearchRequest = SearchParams & {indexName: string; params?: SearchParams | string; type?: string};

/** A record as the search service returns it: the record's own fields plus highlights and snippets. */
export type LocalHit = Omit<DocSearchRecord, 'weight'> & {
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

export type LocalSearchResponse = {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  /** False for an answer from titles and headings alone, while paragraphs are still being indexed. */
  exhaustiveNbHits: boolean;
  exhaustive: {nbHits: boolean};
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
  renderingContent: Record<string, never>;
};

export type LoadedIndex = {
  engine: SearchEngine;
  /** What a query is searched as: Simplified Chinese folded to the pages' Traditional, synonyms replaced (./synonyms.ts). */
  fold?: Folder;
  /** Absolute URL of the locale's base path (`https://host/ferrypay-docs/en/`). */
  baseUrl: string;
};

/**
 * What the hosted index answers where DocSearch or the helper do not say
 * otherwise: Algolia's defaults, and the highlight tags and the snippet that
 * scripts/search-push.mjs sets on the index. The search page sends neither:
 * its summaries are italic, so `<em>` would hide the matches, and without
 * the snippet a paragraph's result would show no summary at all.
 */
const SNIPPET_WORDS = 10;
export const DEFAULTS = {
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
  snippetWords: SNIPPET_WORDS,
  attributesToSnippet: [`content:${SNIPPET_WORDS}`],
} as const;

const MAX_HITS_PER_PAGE = 1000;

function decodeParams(params: SearchParams | string | undefined): SearchParams {
  if (params === undefined) return {};
  if (typeof params !== 'string') return params;
  const decoded: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      decoded[key] = JSON.parse(value);
    } catch {
      decoded[key] = value;
    }
  }
  return decoded;
}

/** Both request shapes as one flat list of `{indexName, ...params}`. */
export function normalizeRequests(input: unknown): SearchRequest[] {
  const list = Array.isArray(input) ? input : (input as {requests?: unknown} | undefined)?.requests;
  if (!Array.isArray(list)) throw new TypeError('search() expects {requests: [...]} or an array of requests.');
  return list.map((request: SearchRequest) => {
    const {params, ...rest} = request;
    return {...rest, ...decodeParams(params)};
  });
}

function fieldValue(record: LocalRecord, attribute: string): string | null {
  if (attribute.startsWith('hierarchy.')) return record.hierarchy[attribute.slice(10) as HierarchyLevel] ?? null;
  if (attribute === 'language' || attribute === 'docusaurus_tag' || attribute === 'type') return record[attribute];
  return null;
}

function parseFilter(filter: string): {attribute: string; value: string; negated: boolean} {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter;
  const colon = body.indexOf(':');
  const unquote = (text: string) => text.trim().replace(/^"(.*)"$/, '$1');
  return {attribute: unquote(body.slice(0, colon)), value: unquote(body.slice(colon + 1)), negated};
}

/** Algolia's facetFilters: the outer list is AND, an inner list is OR. */
export function facetFilterPredicate(facetFilters: FacetFilters | undefined): (record: LocalRecord) => boolean {
  if (facetFilters === undefined) return () => true;
  const list = typeof facetFilters === 'string' ? [facetFilters] : facetFilters;
  const clauses = list.map((clause) => (typeof clause === 'string' ? [clause] : clause).map(parseFilter));
  const admits = (record: LocalRecord) =>
    clauses.every((clause) => clause.some(({attribute, value, negated}) => (fieldValue(record, attribute) === value) !== negated));
  if (!clauses.every((clause) => clause.every(({attribute}) => attribute === 'language' || attribute === 'docusaurus_tag'))) return admits;
  // Filters that name only language and docusaurus_tag (what DocSearch and
  // the search page send) read nothing else of a record: each pair is decided
  // once. The engine asks about every record of the locale before the first
  // query can be answered (PERFORMANCE.md, "Kept optimisations", "Facet
  // filters decided once a tag").
  const decided = new Map<string, Map<string, boolean>>();
  return (record) => {
    let byTag = decided.get(record.language);
    if (!byTag) decided.set(record.language, (byTag = new Map()));
    let admitted = byTag.get(record.docusaurus_tag);
    if (admitted === undefined) byTag.set(record.docusaurus_tag, (admitted = admits(record)));
    return admitted;
  };
}

function snippetWordsByAttribute(attributes: readonly string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [attribute = '', count] = entry.split(':');
    const n = count === undefined ? DEFAULTS.snippetWords : Number(count);
    const targets =
      attribute === '*'
        ? ['content', ...HIERARCHY_LEVELS.map((lvl) => `hierarchy.${lvl}`)]
        : attribute === 'hierarchy'
          ? HIERARCHY_LEVELS.map((lvl) => `hierarchy.${lvl}`)
          : [attribute];
    for (const target of targets) words.set(target, n);
  }
  return words;
}

function escapeHierarchy(hierarchy: Hierarchy): Hierarchy {
  const escaped = {...hierarchy};
  for (const lvl of HIERARCHY_LEVELS) {
    const value = hierarchy[lvl];
    if (value !== null) escaped[lvl] = escapeHtml(value);
  }
  return escaped;
}

function randomHex(bytes: number): string {
  const values = new Uint8Array(bytes);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(values);
  else for (let i = 0; i < bytes; i++) values[i] = Math.floor(Math.random() * 256);
  return [...values].map((value) => value.toString(16).padStart(2, '0')).join('');
}

function toHit(
  record: LocalRecord,
  matcher: TermMatcher,
  params: SearchParams,
  snippetWords: Map<string, number>,
  baseUrl: string,
): LocalHit {
  const tags = {
    pre: params.highlightPreTag ?? DEFAULTS.highlightPreTag,
    post: params.highlightPostTag ?? DEFAULTS.highlightPostTag,
  };
  const ellipsis = params.snippetEllipsisText ?? DEFAULTS.snippetEllipsisText;
  const highlighted = params.attributesToHighlight;
  const wantsHighlight = (attribute: string) =>
    highlighted === undefined ||
    highlighted.includes(attribute) ||
    highlighted.includes('*') ||
    (attribute.startsWith('hierarchy.') && highlighted.includes('hierarchy'));

  const hit: LocalHit = {
    objectID: `${record.path}#${record.position}`,
    type: record.type,
    hierarchy: escapeHierarchy(record.hierarchy),
    content: record.content === null ? null : escapeHtml(record.content),
    url: `${baseUrl}${record.path}${record.anchor ? `#${record.anchor}` : ''}`,
    url_without_anchor: `${baseUrl}${record.path}`,
    anchor: record.anchor,
    language: record.language,
    docusaurus_tag: record.docusaurus_tag,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {},
  };
  for (const lvl of HIERARCHY_LEVELS) {
    const value = record.hierarchy[lvl];
    if (value === null) continue;
    const attribute = `hierarchy.${lvl}`;
    const words = snippetWords.get(attribute);
    if (!wantsHighlight(attribute) && words === undefined) continue;
    const analysis = analyze(value, matcher);
    if (wantsHighlight(attribute)) hit._highlightResult.hierarchy[lvl] = highlight(analysis, tags);
    if (words !== undefined) {
      hit._snippetResult.hierarchy ??= {};
      hit._snippetResult.hierarchy[lvl] = snippet(analysis, words, tags, ellipsis);
    }
  }
  const words = snippetWords.get('content');
  if (record.content !== null && (wantsHighlight('content') || words !== undefined)) {
    const analysis = analyze(record.content, matcher);
    if (wantsHighlight('content')) hit._highlightResult.content = highlight(analysis, tags);
    if (words !== undefined) hit._snippetResult.content = snippet(analysis, words, tags, ellipsis);
  }
  return hit;
}

function facetNames(facets: SearchParams['facets']): string[] {
  if (facets === undefined) return [];
  const list = typeof facets === 'string' ? facets.split(',') : [...facets];
  return list.includes('*') ? ['language', 'docusaurus_tag', 'type', 'hierarchy.lvl0'] : list;
}

/** What the engine searches for a request: its query, Simplified Chinese folded to the pages' Traditional, synonyms replaced (./synonyms.ts). */
export function searchedQuery(index: LoadedIndex, request: SearchRequest): string {
  const query = request.query ?? '';
  return index.fold ? index.fold(query) : query;
}

export function answer(index: LoadedIndex, request: SearchRequest): LocalSearchResponse {
  const started = Date.now();
  const query = request.query ?? '';
  const hitsPerPage = Math.min(Math.max(0, request.hitsPerPage ?? DEFAULTS.hitsPerPage), MAX_HITS_PER_PAGE);
  const page = Math.max(0, request.page ?? 0);
  const matches = facetFilterPredicate(request.facetFilters);

  // The answer keeps the query as asked: the search page matches answers to its query.
  const {queryTerms, ranked, satisfies} = index.engine.search(searchedQuery(index, request), matches);
  const snippetWords = snippetWordsByAttribute(request.attributesToSnippet ?? DEFAULTS.attributesToSnippet);
  const hits = ranked
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({record, matchedTerms}) =>
      toHit(record, {matchedTerms: matchedTerms(), queryTerms, satisfies}, request, snippetWords, index.baseUrl),
    );

  const response: LocalSearchResponse = {
    hits,
    nbHits: ranked.length,
    page,
    nbPages: hitsPerPage === 0 ? 0 : Math.ceil(ranked.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustive: {nbHits: true},
    query,
    params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
    index: request.indexName,
    processingTimeMS: Date.now() - started,
    renderingContent: {},
  };
  const facets = facetNames(request.facets);
  if (facets.length > 0) {
    response.facets = {};
    for (const facet of facets) {
      const counts: Record<string, number> = {};
      for (const {record} of ranked) {
        const value = fieldValue(record, facet);
        if (value !== null) counts[value] = (counts[value] ?? 0) + 1;
      }
      response.facets[facet] = counts;
    }
  }
  if (request.clickAnalytics) response.queryID = randomHex(16);
  return response;
}
