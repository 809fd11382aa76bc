/**
 * Extracted pages -> the two files each locale build writes: DocSearch
 * records (for hosted Algolia, pushed by scripts/search-push) and the compact
 * local index the browser downloads.
 */
import {simplifiedTable} from './simplified';
import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';
import {
  LEVEL_WEIGHT,
  LOCAL_INDEX_VERSION,
  type DocSearchRecord,
  type Hierarchy,
  type LocalIndexFile,
  type RecordType,
  type TextRef,
} from '../../src/search/records';
import type {ExtractedPage} from './extract';
import {foldedText, wordHolder, type FoldedText, type SearchSynonym} from '../../src/search/engine/synonyms';
import {shortener} from '../../src/search/engine/shortCharacters';

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;'};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const escapeHierarchy = (hierarchy: Hierarchy): Hierarchy =>
  Object.fromEntries(Object.entries(hierarchy).map(([level, value]) => [level, value === null ? null : escapeHtml(value)])) as Hierarchy;

/** Stable across builds while the page's URL, the record's anchor and its order under that anchor stay. */
function objectId(language: string, url: string, type: RecordType, ordinal: number): string {
  return createHash('sha1').update(`${language}\n${url}\n${type}\n${ordinal}`).digest('hex').slice(0, 20);
}

/**
 * DocSearch records for the pages of one locale. `localeBaseUrl` is the
 * absolute URL of the locale's base path (`https://host/ferrypay-docs/en/`).
 */
export function toDocSearchRecords(pages: ExtractedPage[], localeBaseUrl: string): DocSearchRecord[] {
  const out: DocSearchRecord[] = [];
  for (const page of pages) {
    const pageUrl = `${localeBaseUrl}${page.path}`;
    const ordinals = new Map<string, number>();
    const make = (type: RecordType, hierarchy: Hierarchy, anchor: string | null, content: string | null, position: number) => {
      const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
      const key = `${url}\n${type}`;
      const ordinal = ordinals.get(key) ?? 0;
      ordinals.set(key, ordinal + 1);
      out.push({
        objectID: objectId(page.language, url, type, ordinal),
        type,
        hierarchy: escapeHierarchy(hierarchy),
        content: content === null ? null : escapeHtml(content),
        url,
        url_without_anchor: pageUrl,
        anchor,
        language: page.language,
        docusaurus_tag: page.docusaurusTag,
        weight: {level: LEVEL_WEIGHT[type], position, pageRank: 0},
      });
    };

    const title: Hierarchy = {lvl0: page.section, lvl1: page.title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    make('lvl1', title, null, null, 0);
    // Hierarchy and anchor in effect after each record (headings change them).
    const state: Array<{hierarchy: Hierarchy; anchor: string | null}> = [];
    page.records.forEach((record, index) => {
      const above = record.parent === -1 ? {hierarchy: title, anchor: null} : state[record.parent]!;
      if (record.level === 0) {
        make('content', above.hierarchy, above.anchor, record.text, index + 1);
        state.push(above);
        return;
      }
      const hierarchy = {...above.hierarchy};
      const lower = hierarchy as Record<string, string | null>;
      for (let level = record.level; level <= 6; level++) lower[`lvl${level}`] = level === record.level ? record.text : null;
      const type = `lvl${record.level}` as RecordType;
      make(type, hierarchy, record.anchor, null, index + 1);
      state.push({hierarchy, anchor: record.anchor});
    });
  }
  return out;
}

/**
 * The synonyms, once no page of the locale holds one's word (`wordHolder`,
 * src/search/engine/synonyms.ts); else an error naming each such word and the
 * pages that hold it.
 */
export function checkedSynonyms(pages: readonly ExtractedPage[], language: string, synonyms: readonly SearchSynonym[]): SearchSynonym[] {
  const problems: string[] = [];
  // Each text folded once, for every synonym (texts repeat across pages and versions).
  const folded = new Map<string, FoldedText>();
  const fold = (text: string) => folded.get(text) ?? folded.set(text, foldedText(text)).get(text)!;
  for (const [input, synonym] of synonyms) {
    const holder = wordHolder(input);
    const holds = (text: string) => holder(fold(text));
    const users = pages.filter((page) => holds(page.title) || holds(page.section) || page.records.some((record) => holds(record.text)));
    if (users.length === 0) continue;
    const shown = users.slice(0, 5).map((page) => page.path || '(home)');
    const more = users.length > shown.length ? ` and ${users.length - shown.length} more` : '';
    problems.push(`"${input}" (searched as "${synonym}") is on ${shown.join(', ')}${more}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `search-index (${language}): a search synonym's word is used by the pages themselves, so searching for it would miss them. ` +
        `Write the site's term there (TERMS.md), or take the synonym out of SEARCH_SYNONYMS (src/config/search.ts):\n  ${problems.join('\n  ')}`,
    );
  }
  return [...synonyms];
}

/** The compact per-locale file the browser's local search downloads (see LocalIndexFile). */
export function toLocalIndex(pages: ExtractedPage[], language: string, synonyms: readonly SearchSynonym[] = []): LocalIndexFile {
  const sections: string[] = [];
  const tags: string[] = [];
  const indexOf = (list: string[], value: string) => {
    const found = list.indexOf(value);
    return found === -1 ? list.push(value) - 1 : found;
  };
  const occurrences = new Map<string, number>();
  const count = (text: string) => occurrences.set(text, (occurrences.get(text) ?? 0) + 1);
  for (const page of pages) {
    count(page.title);
    for (const record of page.records) {
      count(record.text);
      if (record.anchor) count(record.anchor);
    }
  }
  // Every text as the file writes it: its frequent three-byte characters in two (src/search/engine/shortCharacters.ts).
  const {alphabet, shorten} = shortener(occurrences.keys());
  const written = new Map([...occurrences.keys()].map((text) => [text, shorten(text)]));
  // Recurring texts sorted as written, so that texts alike sit side by side for gzip (PERFORMANCE.md, "Search": formats 5 and 6).
  const texts = [...occurrences].flatMap(([text, count]) => (count > 1 ? [written.get(text)!] : [])).sort();
  const textIndex = new Map(texts.map((text, index) => [text, index + 1]));
  const once: string[] = [];
  const ref = (plain: string): TextRef => {
    const text = written.get(plain)!;
    const shared = textIndex.get(text);
    if (shared !== undefined) return shared;
    once.push(text);
    return 0;
  };

  const file: LocalIndexFile = {version: LOCAL_INDEX_VERSION, language, sections, tags, alphabet, texts, once, pages: [], records: []};
  // Every title before any record, as the decoder reads them.
  for (const page of pages) {
    if (page.language !== language) throw new Error(`${page.path} is ${page.language}, not ${language}.`);
    file.pages.push([page.path, indexOf(sections, page.section), indexOf(tags, page.docusaurusTag), ref(page.title), page.records.length]);
  }
  for (const page of pages) {
    let nearestHeading = -1;
    page.records.forEach((record, index) => {
      const up = record.parent === -1 ? 0 : index - record.parent;
      if (record.level !== 0) {
        const text = ref(record.text);
        file.records.push(record.anchor ? [up, text, record.level, ref(record.anchor)] : [up, text, record.level]);
        nearestHeading = index;
      } else file.records.push(record.parent === nearestHeading ? ref(record.text) : [up, ref(record.text)]);
    });
  }
  // The synonyms' words too: a Simplified 厂商 is folded to 廠商, then searched as 供應商.
  const simplified = simplifiedTable([...occurrences.keys(), ...synonyms.map(([input]) => input)]);
  if (simplified.chars !== '' || simplified.phrases.length > 0) file.simplified = simplified;
  if (synonyms.length > 0) file.synonyms = checkedSynonyms(pages, language, synonyms);
  return file;
}

export type FileSize = {bytes: number; gzipBytes: number};

/** Raw and gzip size of a written file (zlib's default level, as a static host serves it). */
export function fileSize(content: string | Buffer): FileSize {
  const buffer = typeof content === 'string' ? Buffer.from(content) : content;
  return {bytes: buffer.length, gzipBytes: gzipSync(buffer).length};
}
