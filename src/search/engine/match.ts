/**
 * When an index term satisfies a query term: the same rules for the search
 * engine and for highlighting. Latin words match by prefix (as you type) and
 * with one typo from four letters on (Algolia's default threshold); CJK
 * bigrams match exactly, a lone CJK character as a prefix.
 */
import {isCjkTerm} from './tokenize';

export const MIN_WORD_SIZE_FOR_TYPO = 4;

export function allowsPrefix(term: string): boolean {
  return isCjkTerm(term) ? term.length === 1 : term.length >= 2;
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

export function satisfies(queryTerm: string, indexTerm: string): boolean {
  if (indexTerm === queryTerm) return true;
  if (allowsPrefix(queryTerm) && indexTerm.startsWith(queryTerm)) return true;
  return allowsTypo(queryTerm) && withinOneEdit(queryTerm, indexTerm);
}
