/**
 * Simplified Chinese in a query, folded to the Traditional Chinese of the
 * pages before the built-in index is searched (the table comes with the
 * index: plugins/search-index/simplified.ts). Phrases first, longest match,
 * then single characters; everything else is left as typed.
 */
export type SimplifiedTable = {
  /** Pairs of characters, Simplified then Traditional: "对對账帳…". */
  chars: string;
  /** [Simplified, Traditional] phrases where a word differs, not only its characters. */
  phrases: Array<[simplified: string, traditional: string]>;
};

export type Folder = (query: string) => string;

const compiled = new WeakMap<SimplifiedTable, {chars: Map<string, string>; phrases: Map<string, string>; longest: number}>();

function compile(table: SimplifiedTable) {
  let found = compiled.get(table);
  if (!found) {
    const chars = new Map<string, string>();
    const pairs = [...table.chars];
    for (let i = 0; i + 1 < pairs.length; i += 2) chars.set(pairs[i]!, pairs[i + 1]!);
    const phrases = new Map(table.phrases);
    const longest = Math.max(0, ...table.phrases.map(([simplified]) => [...simplified].length));
    found = {chars, phrases, longest};
    compiled.set(table, found);
  }
  return found;
}

/** `query` with its Simplified characters and phrases in the pages' Traditional forms. */
export function foldSimplified(query: string, table: SimplifiedTable): string {
  const {chars, phrases, longest} = compile(table);
  if (chars.size === 0 && phrases.size === 0) return query;
  const input = [...query];
  let out = '';
  for (let i = 0; i < input.length;) {
    let matched = false;
    for (let length = Math.min(longest, input.length - i); length >= 2; length--) {
      const traditional = phrases.get(input.slice(i, i + length).join(''));
      if (traditional !== undefined) {
        out += traditional;
        i += length;
        matched = true;
        break;
      }
    }
    if (matched) continue;
    out += chars.get(input[i]!) ?? input[i]!;
    i += 1;
  }
  return out;
}

/** The folder of an index file's table, or none. */
export function folderOf(table: SimplifiedTable | undefined): Folder | undefined {
  if (!table || (table.chars === '' && table.phrases.length === 0)) return undefined;
  return (query) => foldSimplified(query, table);
}
