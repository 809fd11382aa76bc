/**
 * When an index term satisfies a query term: the same rules for the search
 * engine and for highlighting. Latin words match by prefix (as you type; a
 * single letter only as the query's last word, `typedLetter`) and with one
 * typo from four letters on (Algolia's default threshold); CJK
 * bigrams match exactly, a lone CJK character as a prefix.
 */
import {isCjkTerm} from './tokenize';

export const MIN_WORD_SIZE_FOR_TYPO = 4;

/**
 * The query term that is a prefix although it is a single letter or digit:
 * the query's last, as the reader is typing it. Algolia's `prefixLast` does
 * the same (`a` finds "API" and "acquiring" at the first keystroke), while a
 * lone `a` or `i` inside a sentence stays a word of its own, as it was.
 */
export function typedLetter(queryTerms: readonly string[]): string | undefined {
  const last = queryTerms.at(-1);
  return last !== undefined && last.length === 1 && !isCjkTerm(last) ? last : undefined;
}

/** Whether a query term matches the index terms that begin with it; `letter` is the query's `typedLetter`. */
export function allowsPrefix(term: string, letter?: string): boolean {
  return isCjkTerm(term) ? term.length === 1 : term.length >= 2 || term === letter;
}

export function allowsTypo(term: string): boolean {
  return !isCjkTerm(term) && term.length >= MIN_WORD_SIZE_FOR_TYPO;
}

export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function satisfies(queryTerm: string, indexTerm: string, letter?: string): boolean {
  if (indexTerm === queryTerm) return true;
  if (allowsPrefix(queryTerm, letter) && indexTerm.startsWith(queryTerm)) return true;
  return allowsTypo(queryTerm) && withinOneEdit(queryTerm, indexTerm);
}
