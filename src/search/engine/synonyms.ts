/**
 * Words readers search for that the pages never use, each searched as the
 * site's own term (one-way synonyms, as Algolia names them): 廠商 as 供應商,
 * `sandbox` as `test mode`. The list is `SEARCH_SYNONYMS`
 * (src/config/search.ts) and comes with each locale's index file. The build
 * refuses a word that the locale's pages hold as this engine would find it
 * (`wordHolder`, plugins/search-index/records.ts): replacing that word in
 * a query would hide those pages from a search for it.
 */
import {folderOf, type Folder, type SimplifiedTable} from './simplified';
import {foldText, nonCjkTerms, singular} from './tokenize';

/** A reader's word and the site's term it is searched as. */
export type SearchSynonym = readonly [input: string, synonym: string];

/** Letters and digits that make a Latin word longer: a Latin word is replaced only whole (`sandbox`, not `sandboxes`). */
const WORD_AROUND = '[\\p{Script=Latin}\\p{N}]';
const LATIN_EDGE = /[\p{Script=Latin}\p{N}]/u;

function wordPattern(input: string): string {
  const escaped = input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ +/g, '\\s+');
  const before = LATIN_EDGE.test(input[0]!) ? `(?<!${WORD_AROUND})` : '';
  // A Latin word in either number, as the engine takes it (`singular`): `sandboxes` is a `sandbox` too.
  const after = LATIN_EDGE.test(input.at(-1)!) ? `(?:e?s)?(?!${WORD_AROUND})` : '';
  return before + escaped + after;
}

const spaced = (word: string) => foldText(word).replace(/\s+/g, ' ');
/** A word or phrase as the lookup knows it: each word by its term (`singular`), so `sandboxes` is a `sandbox`. */
const key = (word: string) => spaced(word).split(' ').map(singular).join(' ');

/**
 * Replaces each synonym's word in a query with the site's term, the longest
 * words first, in one pass (a term put in is not replaced again). A Latin
 * word or phrase counts whole, in any case, spacing and number; Chinese anywhere (its
 * words are not separated). The query is NFKC-folded first, as the engine
 * folds it (full-width letters are the same word).
 */
export function synonymReplacer(synonyms: readonly SearchSynonym[]): (query: string) => string {
  if (synonyms.length === 0) return (query) => query;
  const longestFirst = [...synonyms].sort(([a], [b]) => b.length - a.length);
  const pattern = new RegExp(longestFirst.map(([input]) => wordPattern(spaced(input))).join('|'), 'giu');
  const meaning = new Map(longestFirst.map(([input, synonym]) => [key(input), synonym]));
  return (query) => {
    const folded = query.normalize('NFKC');
    const replaced = folded.replace(pattern, (word) => meaning.get(key(word)) ?? word);
    return replaced === folded ? query : replaced;
  };
}

export function replaceSynonyms(query: string, synonyms: readonly SearchSynonym[]): string {
  return synonymReplacer(synonyms)(query);
}

/** A page's text as `wordHolder` reads it, folded once for every synonym: its Latin words, with their terms. */
export type FoldedText = {folded: string; words: string[]; terms: string[]};

export function foldedText(text: string): FoldedText {
  const folded = foldText(text);
  const words = nonCjkTerms(folded);
  return {folded, words, terms: words.map(singular)};
}

/**
 * Whether a page's text holds a synonym's word (`input`) as a query for it
 * would find it: Chinese anywhere; a Latin word (or each word of a phrase, in
 * a row) as a word or the start of one (`sandboxed`, `SANDBOX_URL`), in either number
 * (`singular`, ./tokenize.ts), since the engine matches a query's words as
 * prefixes and ignores plurals. Looser than the replacement, so the
 * build check errs on the side of refusing a synonym.
 */
export function wordHolder(input: string): (text: FoldedText) => boolean {
  const whole = foldText(input);
  const wanted = nonCjkTerms(whole);
  if (wanted.length === 0) return ({folded}) => folded.includes(whole);
  const wantedTerms = wanted.map(singular);
  return ({words, terms}) => {
    for (let start = 0; start + wanted.length <= words.length; start++) {
      if (wanted.every((word, i) => words[start + i]!.startsWith(word) || terms[start + i]!.startsWith(wantedTerms[i]!))) return true;
    }
    return false;
  };
}

/**
 * What a query is searched as, from what its index file carries: Simplified
 * Chinese folded to the pages' Traditional (./simplified.ts), then the
 * synonyms replaced (a Simplified 厂商 is a 廠商 too: the build puts the
 * synonyms' words in the Simplified table). None when the file carries
 * neither.
 */
export function queryFolder(file: {simplified?: SimplifiedTable; synonyms?: readonly SearchSynonym[]}): Folder | undefined {
  const simplified = folderOf(file.simplified);
  if (!file.synonyms?.length) return simplified;
  const replace = synonymReplacer(file.synonyms);
  return (query) => replace(simplified ? simplified(query) : query);
}
