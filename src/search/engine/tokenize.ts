/**
 * Tokenisation shared by indexing, querying and highlighting.
 *
 * Latin-script text is split into lower-cased words of letters and digits
 * (`payment_intent` -> `payment`, `intent`), each in one form for its
 * singular and plural (`singular`). Chinese (and Japanese and Korean)
 * text has no spaces between words, so runs of those characters become
 * overlapping character bigrams: `供應商` -> `供應`, `應商`. A query's bigrams
 * must all be present, which finds the word wherever it occurs without a
 * dictionary. A lone CJK character stays a unigram. Full-width forms are
 * folded to their ASCII equivalents (NFKC).
 */

export type Token = {
  term: string;
  /** Offsets into the original text (UTF-16 code units), end exclusive. */
  start: number;
  end: number;
  cjk: boolean;
};

/** Code point ranges written without spaces between words: CJK ideographs, kana, bopomofo, Hangul. */
const CJK_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x2e80, 0x2fdf],
  [0x3005, 0x3005],
  [0x3007, 0x3007],
  [0x3021, 0x3029],
  [0x3040, 0x30ff],
  [0x3100, 0x312f],
  [0x31a0, 0x31ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xac00, 0xd7af],
  [0xf900, 0xfaff],
  [0x20000, 0x3134f],
];

function isCjkCode(code: number): boolean {
  if (code < 0x2e80) return false;
  for (const [from, to] of CJK_RANGES) if (code >= from && code <= to) return true;
  return false;
}

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const CJK_CLASS = CJK_RANGES.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
/** Runs of letters and digits, split into CJK runs and other runs. */
const RUNS = new RegExp(`[${CJK_CLASS}]+|(?:(?![${CJK_CLASS}])[\\p{L}\\p{N}])+`, 'gu');
const WORD_CHAR = /^[\p{L}\p{N}]/u;

export function isCjk(char: string): boolean {
  return isCjkCode(char.codePointAt(0) ?? 0);
}

/** True for a term made of CJK characters (a bigram or a unigram). */
export function isCjkTerm(term: string): boolean {
  return isCjk(term);
}

/** A text folded as its terms are, before `singular`: NFKC (full-width forms to ASCII) and lower case. */
export function foldText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * One form for an English word's singular and plural, as a term: `keys` and
 * `key` -> `key`; `statuses` -> `status`; `matches` -> `match`; `entities`
 * and `entity` -> `entiti` (a stem: `entit` is a prefix of it, and `entitie`,
 * on the way to `entities`, one typo from it). Hosted Algolia
 * ignores plurals (`ignorePlurals`, scripts/search-push.mjs); so does the
 * built-in index, in the pages and in a query alike, so that "API key" finds
 * the heading "API keys" as readily as `api_key_missing`. Rules, not a
 * dictionary: a word they get wrong is wrong the same way on both sides, and
 * may share its form with another (`news`, `new`). Words of three letters or
 * fewer, words with digits and the endings -ss, -us and -is are left alone.
 * A query word written otherwise than its term is a prefix as typed, not as
 * its term (`Typing`, ./match.ts): `keys` does not find keyboard.
 */
export function singular(word: string): string {
  if (word.length < 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -2);
  let stem = word;
  if (stem.endsWith('s') && !/(?:ss|us|is)$/.test(stem)) {
    stem = /(?:sses|shes|ches|xes|zzes|[^aeiou]uses)$/.test(stem) ? stem.slice(0, -2) : stem.slice(0, -1);
  }
  // After the -s, so that a term is its own singular (`currencys` -> `currenci`, as `currency`).
  return stem.length >= 4 && /[^aeiou]y$/.test(stem) ? `${stem.slice(0, -1)}i` : stem;
}

/** The terms of a text, for the search index and for queries (the fast path: no offsets). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of foldText(text).matchAll(RUNS)) {
    if (!isCjk(run)) {
      out.push(singular(run));
      continue;
    }
    const chars = [...run];
    if (chars.length === 1) out.push(run);
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  }
  return out;
}

/** The words of a folded text (`foldText`) outside its CJK runs, as written: its terms that are not CJK are their `singular`. */
export function nonCjkTerms(folded: string): string[] {
  const out: string[] = [];
  for (const [run] of folded.matchAll(RUNS)) if (!isCjk(run)) out.push(run);
  return out;
}

/** A character as `terms` sees it: NFKC-folded and lower-cased (CJK and ASCII need neither). */
function fold(char: string, code: number): string {
  if (code < 0x80) return code >= 0x41 && code <= 0x5a ? String.fromCharCode(code + 32) : char;
  if ((code >= 0x3400 && code <= 0x9fff) || (code >= 0xac00 && code <= 0xd7af)) return char;
  return char.normalize('NFKC').toLowerCase();
}

function isWordCode(char: string, code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
  return WORD_CHAR.test(char);
}

/** The same terms as `terms`, with their offsets in the text, for highlighting. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word = '';
  let wordStart = 0;
  let wordEnd = 0;
  // The current CJK run: its previous character and where that started.
  let cjkPrev = '';
  let cjkPrevStart = 0;
  let cjkLength = 0;

  const flushWord = () => {
    if (word) tokens.push({term: singular(word), start: wordStart, end: wordEnd, cjk: false});
    word = '';
  };
  const flushCjk = () => {
    if (cjkLength === 1) tokens.push({term: cjkPrev, start: cjkPrevStart, end: cjkPrevStart + cjkPrev.length, cjk: true});
    cjkLength = 0;
  };

  for (let i = 0; i < text.length;) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const char = fold(text.slice(i, i + width), code);
    const folded = char.codePointAt(0) ?? 0;
    if (isCjkCode(folded)) {
      flushWord();
      if (cjkLength > 0) tokens.push({term: cjkPrev + char, start: cjkPrevStart, end: i + width, cjk: true});
      cjkPrev = char;
      cjkPrevStart = i;
      cjkLength++;
    } else if (isWordCode(char, folded)) {
      flushCjk();
      if (!word) wordStart = i;
      word += char;
      wordEnd = i + width;
    } else {
      flushWord();
      flushCjk();
    }
    i += width;
  }
  flushWord();
  flushCjk();
  return tokens;
}
