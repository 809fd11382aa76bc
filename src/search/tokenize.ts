/**
 * Tokenisation shared by indexing, querying and highlighting.
 *
 * Latin-script text is split into lower-cased words of letters and digits
 * (`payment_intent` -> `payment`, `intent`). Chinese (and Japanese and Korean)
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

const CJK_RANGES =
  '\\u2e80-\\u2fdf\\u3005\\u3007\\u3021-\\u3029\\u3040-\\u30ff\\u3100-\\u312f\\u31a0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
const SUPPLEMENTARY_HAN = '[\\ud840-\\ud87f][\\udc00-\\udfff]';
const CJK_CHAR = new RegExp(`^(?:[${CJK_RANGES}]|${SUPPLEMENTARY_HAN})`);
const WORD_CHAR = /[\p{L}\p{N}]/u;
/** Runs of letters and digits, split into CJK and other runs. */
const RUNS = new RegExp(`(?:[${CJK_RANGES}]|${SUPPLEMENTARY_HAN})+|(?:(?![${CJK_RANGES}])[\\p{L}\\p{N}])+`, 'gu');

export function isCjk(char: string): boolean {
  return CJK_CHAR.test(char);
}

/** True for a term made of CJK characters (a bigram or a unigram). */
export function isCjkTerm(term: string): boolean {
  return CJK_CHAR.test(term);
}

function pushCjkTerms(chars: string[], out: string[]): void {
  if (chars.length === 1) out.push(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
}

/** The terms of a text, for the search index and for queries (the fast path: no offsets). */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const [run] of text.normalize('NFKC').toLowerCase().matchAll(RUNS)) {
    if (isCjk(run)) pushCjkTerms([...run], out);
    else out.push(run);
  }
  return out;
}

type Char = {value: string; start: number; end: number};

/** The same terms as `terms`, with their offsets in the text, for highlighting. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let word: Char[] = [];
  let cjk: Char[] = [];

  const flushWord = () => {
    if (word.length > 0) {
      tokens.push({term: word.map((c) => c.value).join(''), start: word[0]!.start, end: word.at(-1)!.end, cjk: false});
      word = [];
    }
  };
  const flushCjk = () => {
    if (cjk.length === 1) tokens.push({term: cjk[0]!.value, start: cjk[0]!.start, end: cjk[0]!.end, cjk: true});
    for (let i = 0; i + 1 < cjk.length; i++) {
      tokens.push({term: cjk[i]!.value + cjk[i + 1]!.value, start: cjk[i]!.start, end: cjk[i + 1]!.end, cjk: true});
    }
    cjk = [];
  };

  let offset = 0;
  for (const raw of text) {
    const start = offset;
    offset += raw.length;
    const char = raw.normalize('NFKC').toLowerCase();
    if (isCjk(char)) {
      flushWord();
      cjk.push({value: char, start, end: offset});
    } else if (WORD_CHAR.test(char)) {
      flushCjk();
      word.push({value: char, start, end: offset});
    } else {
      flushWord();
      flushCjk();
    }
  }
  flushWord();
  flushCjk();
  return tokens;
}
