/**
 * When an index term satisfies a query term: the same rules for the search
 * engine and for highlighting. Latin words match by prefix (as you type; a
 * single letter only as the query's last word, `typedLetter`; a word typed in
 * another form by that form, `Typing`) and with one typo from four letters on
 * (Algolia's default threshold); CJK
 * bigrams match exactly, a lone CJK character as a prefix.
 */
import {isCjkTerm, singular} from './tokenize';

/**
 * How the reader typed a query: its last single letter (`typedLetter`), and
 * the terms that stand only for words typed in another form, with those
 * forms (`typedForms`): `key` for `keys`, `addre` for `addres` on the way to
 * `address`. Such a term matches exactly (or with a typo), and words that
 * begin with a form as typed: `keys` finds key, keys and keystore, not
 * keyboard; `addres` finds address.
 */
export type Typing = {letter?: string; typedAs?: ReadonlyMap<string, readonly string[]>};

const MIN_WORD_SIZE_FOR_TYPO = 4;

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

/** Whether a query term matches the index terms that begin with it (not one typed in another form: `Typing`). */
export function allowsPrefix(term: string, typing: Typing = {}): boolean {
  if (isCjkTerm(term)) return term.length === 1;
  if (typing.typedAs?.has(term)) return false;
  return term.length >= 2 || term === typing.letter;
}

/**
 * The terms of a query that stand only for words the reader typed in another
 * form (`singular`, ./tokenize.ts: `keys` -> `key`, `ferry` -> `ferri`), each
 * with those forms; not one also typed as it is.
 */
export function typedForms(typedWords: readonly string[]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const word of new Set(typedWords)) {
    const term = singular(word);
    if (term !== word) forms.set(term, [...(forms.get(term) ?? []), word]);
  }
  for (const word of typedWords) forms.delete(word);
  return forms;
}

export function allowsTypo(term: string): boolean {
  return !isCjkTerm(term) && term.length >= MIN_WORD_SIZE_FOR_TYPO;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export function satisfies(queryTerm: string, indexTerm: string, typing: Typing = {}): boolean {
  if (indexTerm === queryTerm) return true;
  if (allowsPrefix(queryTerm, typing) && indexTerm.startsWith(queryTerm)) return true;
  if (typing.typedAs?.get(queryTerm)?.some((form) => indexTerm.startsWith(form))) return true;
  return allowsTypo(queryTerm) && withinOneEdit(queryTerm, indexTerm);
}
