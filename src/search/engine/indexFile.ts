/**
 * The compact per-locale index file (plugins/search-index writes it; its
 * shape is `LocalIndexFile` in ../records.ts) decoded back into records: at
 * once, or page by page in slices so that the browser can split the work
 * over several tasks.
 */
import {LOCAL_INDEX_VERSION, type Hierarchy, type LocalIndexFile, type RecordType, type TextRef} from '../records';
import {lengthener} from './shortCharacters';

/** A decoded record: plain text, URL relative to the locale's base URL. */
export type LocalRecord = {
  id: number;
  type: RecordType;
  /** Shared by a heading and the content below it: treat as read-only. */
  hierarchy: Hierarchy;
  content: string | null;
  /** Page path relative to the locale's base URL (`docs/faq`). */
  path: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /** Order on its page (the title is 0). */
  position: number;
};

const LOWER_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
const LEVEL_TYPES: Record<number, 'content' | (typeof LOWER_LEVELS)[number]> = {
  0: 'content',
  2: 'lvl2',
  3: 'lvl3',
  4: 'lvl4',
  5: 'lvl5',
  6: 'lvl6',
};
export class LocalIndexError extends Error {
  override name = 'LocalIndexError';
}

/**
 * Decodes the index file page by page, pausing after each page, so that a
 * caller can spread the work over several tasks (`decodeLocalIndexInSlices`).
 * Returns the records: every page title first, then the records below them.
 */
function* decodePages(file: LocalIndexFile): Generator<void, LocalRecord[], void> {
  if (file?.version !== LOCAL_INDEX_VERSION) {
    throw new LocalIndexError(`Unsupported search index version ${String(file?.version)}, expected ${LOCAL_INDEX_VERSION}.`);
  }
  if (typeof file.alphabet !== 'string') throw new LocalIndexError('The search index has no alphabet for its texts.');
  let nextOnce = 0;
  const lengthen = lengthener(file.alphabet);
  // A recurring text is lengthened once, on its first use.
  const lengthenedTexts: string[] = [];
  const text = (ref: TextRef): string => {
    const value = ref === 0 ? file.once[nextOnce++] : (lengthenedTexts[ref - 1] ?? file.texts[ref - 1]);
    if (typeof value !== 'string')
      throw new LocalIndexError(
        ref === 0 ? `The records read more than the ${file.once.length} texts that occur once.` : `Unknown text ${ref}.`,
      );
    if (ref === 0) return lengthen(value);
    return (lengthenedTexts[ref - 1] ??= lengthen(value));
  };
  const titles: LocalRecord[] = file.pages.map(([path, section, tag, title], page) => ({
    id: page,
    type: 'lvl1',
    hierarchy: {lvl0: file.sections[section]!, lvl1: text(title), lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    path,
    anchor: null,
    language: file.language,
    docusaurus_tag: file.tags[tag]!,
    position: 0,
  }));

  const below: LocalRecord[] = [];
  let next = 0;
  for (const [page, [, , , , count]] of file.pages.entries()) {
    yield;
    const first = below.length;
    let nearestHeading: LocalRecord = titles[page]!;
    for (let position = 1; position <= count; position++) {
      const record = file.records[next++];
      if (record === undefined) throw new LocalIndexError(`Page ${page} lists more records than the file has.`);
      const own = below.length - first;
      // Content under the nearest heading is its text alone.
      const [up, ref, level = 0, anchor] = Array.isArray(record) ? record : [null, record];
      const above = up === null ? nearestHeading : up === 0 ? titles[page] : up <= own ? below[first + own - up] : undefined;
      const type = LEVEL_TYPES[level];
      if (!above || !type) throw new LocalIndexError(`Malformed record ${next - 1}.`);
      const value = text(ref);
      let hierarchy = above.hierarchy;
      if (type !== 'content') {
        // A heading sets its own level and clears the deeper ones.
        hierarchy = {...hierarchy};
        const depth = LOWER_LEVELS.indexOf(type);
        for (let i = depth; i < LOWER_LEVELS.length; i++) hierarchy[LOWER_LEVELS[i]!] = i === depth ? value : null;
      }
      below.push({
        id: titles.length + below.length,
        type,
        hierarchy,
        content: type === 'content' ? value : null,
        path: above.path,
        anchor: type === 'content' ? above.anchor : anchor === undefined ? null : text(anchor),
        language: above.language,
        docusaurus_tag: above.docusaurus_tag,
        position,
      });
      if (type !== 'content') nearestHeading = below.at(-1)!;
    }
  }
  if (next !== file.records.length) throw new LocalIndexError(`${file.records.length - next} records belong to no page.`);
  if (nextOnce !== file.once.length) throw new LocalIndexError(`${file.once.length - nextOnce} texts belong to no record.`);
  return [...titles, ...below];
}

/** The records of an index file, decoded at once. */
export function decodeLocalIndex(file: LocalIndexFile): LocalRecord[] {
  const pages = decodePages(file);
  for (;;) {
    const step = pages.next();
    if (step.done) return step.value;
  }
}

/**
 * The records of an index file, decoded in slices of about `sliceMs`: after
 * each slice it waits for `nextTask` (in the browser, a task of its own, so
 * that one long decode does not hold up input and rendering).
 */
export async function decodeLocalIndexInSlices(
  file: LocalIndexFile,
  {sliceMs, nextTask, now}: {sliceMs: number; nextTask: () => Promise<void>; now: () => number},
): Promise<LocalRecord[]> {
  const pages = decodePages(file);
  let sliceStart = now();
  for (;;) {
    const step = pages.next();
    if (step.done) return step.value;
    if (now() - sliceStart >= sliceMs) {
      await nextTask();
      sliceStart = now();
    }
  }
}
