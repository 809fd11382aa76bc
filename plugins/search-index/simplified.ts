/**
 * The Simplified Chinese folding table of a locale's built-in index: which
 * Simplified characters and phrases a query may hold for the Traditional ones
 * the pages use (src/search/engine/simplified.ts applies it to each query). Vendors
 * abroad often type Simplified Chinese: 对账 for 對帳, 搜索 for 搜尋.
 *
 * Taken from OpenCC's dictionaries (opencc-js, the Simplified-to-Taiwan
 * conversion), restricted to the index's own vocabulary: a character the
 * pages never use cannot match anyway. Where one Simplified character stands
 * for several Traditional ones, the pages' most frequent one wins.
 */
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TWPhrases from 'opencc-js/dict/TWPhrases';
import STPhrases from 'opencc-js/dict/STPhrases';
import type {SimplifiedTable} from '../../src/search/engine/simplified';
import {foldSimplified} from '../../src/search/engine/simplified';
import {isCjk} from '../../src/search/engine/tokenize';

/**
 * Where Taiwan writes a character that OpenCC does not give for the
 * Simplified one: 帳號, 帳戶, 對帳 are 账号, 账户, 对账 in Simplified, and
 * OpenCC turns 账 into 賬 only.
 */
export const TAIWAN_CHARACTERS: Readonly<Record<string, string>> = {账: '帳'};

/**
 * OpenCC's dictionary format: `key value [value...]` entries separated by `|`.
 * opencc-js neither types nor documents it: the package is pinned, with a
 * tripwire (tests/patches/opencc-dictionaries.test.ts; patches/README.md).
 */
function entries(dictionary: string): Array<[string, string[]]> {
  return dictionary.split('|').map((entry) => {
    const [key, ...values] = entry.split(' ');
    return [key!, values];
  });
}

const traditionalToSimplified = new Map(entries(TSCharacters).map(([traditional, [simplified]]) => [traditional, simplified!]));
const simplifyChars = (text: string) => [...text].map((char) => traditionalToSimplified.get(char) ?? char).join('');

/** The table for the texts of one locale's index; empty when they hold no Chinese. */
export function simplifiedTable(texts: Iterable<string>): SimplifiedTable {
  const counts = new Map<string, number>();
  const bigrams = new Set<string>();
  const all: string[] = [];
  for (const text of texts) {
    all.push(text);
    let previous = '';
    for (const char of text) {
      if (!isCjk(char)) {
        previous = '';
        continue;
      }
      counts.set(char, (counts.get(char) ?? 0) + 1);
      if (previous) bigrams.add(previous + char);
      previous = char;
    }
  }
  if (counts.size === 0) return {chars: '', phrases: []};

  // Characters: each Simplified form of a character the pages use.
  const chars = new Map<string, string>();
  // A character the pages use is never folded: it is Traditional here too (系 in 系統, not only 係's Simplified form).
  const consider = (simplified: string, traditional: string) => {
    if (simplified === traditional || counts.has(simplified) || !counts.has(traditional)) return;
    const current = chars.get(simplified);
    if (current === undefined || counts.get(traditional)! > counts.get(current)!) chars.set(simplified, traditional);
  };
  for (const traditional of counts.keys()) consider(traditionalToSimplified.get(traditional) ?? traditional, traditional);
  for (const [simplified, traditional] of Object.entries(TAIWAN_CHARACTERS)) consider(simplified, traditional);
  const charTable: SimplifiedTable = {chars: [...chars].map(([simplified, traditional]) => simplified + traditional).join(''), phrases: []};

  // Phrases: where Taiwan uses another word (搜索 -> 搜尋), or a phrase picks
  // another character than the one the character table gives, and the pages use it.
  const haystack = all.join('\n');
  const phrases = new Map<string, string>();
  const candidate = (simplified: string, traditional: string) => {
    if (simplified.length < 2 || phrases.has(simplified)) return;
    if (foldSimplified(simplified, charTable) === traditional) return;
    // Nor is a phrase the pages use (保存 stays 保存 where a page says it).
    if (haystack.includes(simplified)) return;
    const chars = [...traditional];
    if (!bigrams.has(chars[0]! + chars[1]!) || !haystack.includes(traditional)) return;
    phrases.set(simplified, traditional);
  };
  for (const [phrase, [taiwan]] of entries(TWPhrases)) if (taiwan) candidate(simplifyChars(phrase), taiwan);
  for (const [simplified, [traditional]] of entries(STPhrases)) if (traditional) candidate(simplified, traditional);
  return {...charTable, phrases: [...phrases].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))};
}
