/**
 * The local index file's texts with their most frequent characters rewritten
 * to shorter ones, and back.
 *
 * A Chinese character takes three bytes in UTF-8, and gzip cannot make up for
 * it: zh-TW's index was 199.8 kB gzip, its texts written with 1,072
 * distinct characters of three bytes. Each such character, most frequent
 * first, is written as a code point of U+0100..U+07FF, which takes two; the
 * file lists them in `alphabet`, one for each of those code points in order.
 * The same file then weighs 176.3 kB gzip (PERFORMANCE.md, "Search"). English text has few such characters (its
 * dashes and curly quotes), so its file barely changes.
 *
 * A code point of that range the texts use themselves (an `ő` or a `Δ` in a
 * name) stands for itself: its place in the alphabet holds it (or, past the
 * alphabet's end, it is read as itself), and no other character is written as
 * it. Characters beyond the range's room stay as they are, as do characters
 * outside the Basic Multilingual Plane.
 */

/** The first code point a character is rewritten to. */
const FIRST = 0x100;
/** One past the last: the last code point UTF-8 writes in two bytes is U+07FF. */
const END = 0x800;
const SHORT_RANGE = /[\u0100-\u07ff]/;

/** Whether a character is rewritten: one UTF-16 unit of three bytes in UTF-8 (not half of a surrogate pair). */
const isLong = (code: number) => code >= END && (code < 0xd800 || code > 0xdfff);

/**
 * The alphabet for these texts and a function that rewrites a text with it
 * (`shorten`); `lengthener(alphabet)` reads it back. Only the texts passed
 * here may be rewritten with the result.
 */
export function shortener(texts: Iterable<string>): {alphabet: string; shorten: (text: string) => string} {
  const counts = new Map<string, number>();
  const usedShort = new Set<number>();
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= FIRST && code < END) usedShort.add(code);
      else if (isLong(code)) counts.set(text[i]!, (counts.get(text[i]!) ?? 0) + 1);
    }
  }
  // Most frequent first, then by code point, so that the same texts give the same file.
  const byFrequency = [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.charCodeAt(0) - b.charCodeAt(0));
  const alphabet: string[] = [];
  const shortFor = new Map<string, string>();
  let next = 0;
  for (let code = FIRST; code < END && next < byFrequency.length; code++) {
    if (usedShort.has(code)) {
      alphabet.push(String.fromCharCode(code));
      continue;
    }
    const [character] = byFrequency[next++]!;
    alphabet.push(character);
    shortFor.set(character, String.fromCharCode(code));
  }
  const shortenable = new RegExp(`[${[...shortFor.keys()].join('')}]`, 'g');
  return {
    alphabet: alphabet.join(''),
    shorten: shortFor.size === 0 ? (text) => text : (text) => text.replace(shortenable, (character) => shortFor.get(character)!),
  };
}

/** Code units a `String.fromCharCode` call is given at most (an engine limits a call's arguments). */
const CHUNK = 8_192;

/**
 * The inverse of `shortener`'s `shorten` for its alphabet. A loop over the
 * code units: a `replace` with a function is called once a character, and
 * took 30 ms for zh-TW's texts in Node where this takes 4 (PERFORMANCE.md,
 * "Search").
 */
export function lengthener(alphabet: string): (text: string) => string {
  if (alphabet === '') return (text) => text;
  const table = new Uint16Array(END - FIRST);
  for (let i = 0; i < table.length; i++) table[i] = i < alphabet.length ? alphabet.charCodeAt(i) : FIRST + i;
  const codes: number[] = [];
  return (text) => {
    if (!SHORT_RANGE.test(text)) return text;
    let out = '';
    for (let start = 0; start < text.length; start += CHUNK) {
      const end = Math.min(text.length, start + CHUNK);
      codes.length = end - start;
      for (let i = start; i < end; i++) {
        const code = text.charCodeAt(i);
        codes[i - start] = code >= FIRST && code < END ? table[code - FIRST]! : code;
      }
      out += String.fromCharCode.apply(null, codes);
    }
    return out;
  };
}
