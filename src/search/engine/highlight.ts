/**
 * Algolia-shaped `_highlightResult` and `_snippetResult` values for the local
 * search client. Text is HTML-escaped and only the configured highlight tags
 * are inserted, because DocSearch and the search page render these values as
 * HTML.
 */
import {isCjk, tokenize, type Token} from './tokenize';

export type MatchLevel = 'none' | 'partial' | 'full';

export type HighlightResult = {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

export type SnippetResult = {value: string; matchLevel: MatchLevel};

export type HighlightTags = {pre: string; post: string};

/** Decides which index terms of a text count as matches of the query. */
export type TermMatcher = {
  /** Index terms that matched the query (from the search engine). */
  matchedTerms: ReadonlySet<string>;
  /** The query's terms, to tell a partial from a full match. */
  queryTerms: readonly string[];
  /** Whether an index term satisfies a query term (exact, prefix or typo). */
  satisfies: (queryTerm: string, indexTerm: string) => boolean;
};

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Span = {start: number; end: number};

/** A text's tokens and the spans covered by matching terms (merged, in order): computed once per field. */
export type Analysis = {text: string; tokens: Token[]; spans: Span[]; matchLevel: MatchLevel};

export function analyze(text: string, matcher: TermMatcher): Analysis {
  const tokens = tokenize(text);
  const spans: Span[] = [];
  const matched = new Set<string>();
  for (const token of tokens) {
    if (!matcher.matchedTerms.has(token.term)) continue;
    matched.add(token.term);
    const last = spans.at(-1);
    if (last && token.start <= last.end) last.end = Math.max(last.end, token.end);
    else spans.push({start: token.start, end: token.end});
  }
  return {text, tokens, spans, matchLevel: levelOf(matched, matcher)};
}

function levelOf(matched: Set<string>, matcher: TermMatcher): MatchLevel {
  if (matched.size === 0) return 'none';
  const all = matcher.queryTerms.every((q) => [...matched].some((term) => matcher.satisfies(q, term)));
  return all ? 'full' : 'partial';
}

function render(text: string, from: number, to: number, spans: Span[], tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const span of spans) {
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    if (end <= start) continue;
    out += escapeHtml(text.slice(cursor, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    cursor = end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(analysis: Analysis, tags: HighlightTags): HighlightResult {
  const {text, spans, matchLevel} = analysis;
  const result: HighlightResult = {
    value: render(text, 0, text.length, spans, tags),
    matchLevel,
    matchedWords: spans.map((span) => text.slice(span.start, span.end)),
  };
  if (spans.length > 0) {
    result.fullyHighlighted = spans.length === 1 && spans[0]!.start === 0 && spans[0]!.end === text.trimEnd().length;
  }
  return result;
}

/**
 * Word-sized units for snippet lengths: a Latin word is one word; a CJK
 * character is half a word (Chinese words are mostly two characters long).
 */
type Unit = Span & {weight: number};

function units(text: string, tokens: Token[]): Unit[] {
  const out: Unit[] = [];
  for (const token of tokens) {
    if (!token.cjk) {
      out.push({start: token.start, end: token.end, weight: 1});
      continue;
    }
    // A bigram covers two characters; record each character once.
    let offset = token.start;
    for (const char of text.slice(token.start, token.end)) {
      const end = offset + char.length;
      if (isCjk(char) && !(out.at(-1) && out.at(-1)!.start === offset)) out.push({start: offset, end, weight: 0.5});
      offset = end;
    }
  }
  return out;
}

/** Words of context kept before the first match, when there is room. */
const CONTEXT_BEFORE = 2;

export function snippet(analysis: Analysis, words: number, tags: HighlightTags, ellipsis: string): SnippetResult {
  const {text, spans, matchLevel} = analysis;
  const all = units(text, analysis.tokens);
  if (all.length === 0) return {value: escapeHtml(text), matchLevel};

  let first = 0;
  if (spans.length > 0) {
    const index = all.findIndex((unit) => unit.end > spans[0]!.start);
    const match = index === -1 ? 0 : index;
    // Start at the beginning when the match fits in the first `words`;
    // otherwise keep a little context before it.
    let upToMatch = 0;
    for (let i = 0; i <= match; i++) upToMatch += all[i]!.weight;
    if (upToMatch > words) {
      first = match;
      let before = 0;
      while (first > 0 && before + all[first - 1]!.weight <= CONTEXT_BEFORE) {
        before += all[first - 1]!.weight;
        first--;
      }
    }
  }
  let last = first;
  let total = all[first]!.weight;
  while (last + 1 < all.length && total + all[last + 1]!.weight <= words) {
    last++;
    total += all[last]!.weight;
  }
  // Fill up from the front when the match sits near the end of the text.
  while (first > 0 && total + all[first - 1]!.weight <= words) {
    first--;
    total += all[first]!.weight;
  }

  const from = first === 0 ? 0 : all[first]!.start;
  const to = last === all.length - 1 ? text.length : all[last]!.end;
  const value = (from > 0 ? ellipsis : '') + render(text, from, to, spans, tags) + (to < text.length ? ellipsis : '');
  return {value, matchLevel};
}
