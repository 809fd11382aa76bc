/**
 * The search record schema: the one module that both the Node side
 * (plugins/search-index, scripts/search-push) and the browser side
 * (src/search) import. Types and constants only, no runtime dependencies.
 */

import type {SimplifiedTable} from './engine/simplified';
import type {SearchSynonym} from './engine/synonyms';

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];

/** The attributes DocSearch's modal asks for with every query (its `attributesToRetrieve`). */
export const DOCSEARCH_ATTRIBUTES_TO_RETRIEVE = [...HIERARCHY_LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'];

/** `lvl1` is the page, `lvl2`..`lvl6` its headings, `content` a paragraph, list item or table row. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

/**
 * A record in DocSearch's schema, as the DocSearch crawler writes it and as
 * the DocSearch UI expects it back from the search service. Text fields are
 * HTML-escaped (`&`, `<`, `>`, `"`, `'`), like the crawler's, because the UI
 * renders them as HTML. A lower-level record's `hierarchy.lvl1` and
 * `url_without_anchor` are those of its level-1 record (its parent).
 */
export type DocSearchRecord = {
  objectID: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Absolute URL, with the heading anchor when there is one. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  /** Facets, with the values Docusaurus's contextual search filters on. */
  language: string;
  docusaurus_tag: string;
  /** Ranking inputs: level (lvl1 100 down to content 0) and order on the page. */
  weight: {level: number; position: number; pageRank: number};
};

export const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

/** Where each locale build writes its files, relative to that locale's base URL. */
export const RECORDS_FILE = 'search/records.json';
export const LOCAL_INDEX_FILE = 'search/local-index.json';

/**
 * A text in the local index file: 0 is the next text of `once` (texts that
 * occur a single time, read in the order the decoder meets them), n > 0 is
 * `texts[n - 1]` (texts that recur).
 */
export type TextRef = number;

/**
 * A paragraph, list item or table row: its text alone when it belongs to the
 * nearest heading above it (or to the title when none is above), as the
 * extractor always makes it; [up, text] when it belongs to another.
 */
export type LocalContentRecord = TextRef | [up: number, text: TextRef];
/**
 * A heading (level 2..6): [up, text, level, anchor], or [up, text, level]
 * when it has no anchor. An anchor that recurs (each API operation page has
 * the same ten) is a `texts` entry too.
 */
export type LocalHeadingRecord = [up: number, text: TextRef, level: number, anchor?: TextRef];

/**
 * The compact form of one locale's records that the browser downloads: the
 * same records with repeated strings factored out, unescaped text (in `texts`
 * and `once` only, the frequent characters shortened: `alphabet`; every other
 * string is plain), and URLs relative to the locale's base URL. `decodeLocalIndex` in src/search
 * turns it back into records.
 */
export type LocalIndexFile = {
  version: typeof LOCAL_INDEX_VERSION;
  language: string;
  /** Distinct `hierarchy.lvl0` values. */
  sections: string[];
  /** Distinct `docusaurus_tag` values. */
  tags: string[];
  /**
   * What each code point from U+0100 on stands for in `texts` and `once`: their
   * most frequent three-byte characters are written in two bytes
   * (./engine/shortCharacters.ts). A code point past its end stands for itself.
   */
  alphabet: string;
  /**
   * Every title, heading, paragraph or anchor that occurs more than once in
   * the file, stored once: the API reference repeats most of its text in each
   * API version, the error-object table and the same headings on every
   * operation page. Sorted, so that texts alike sit side by side for gzip.
   */
  texts: string[];
  /**
   * Every text that occurs once, in the order the decoder reads them: each
   * page's title, then each record's text (and a heading's anchor after its
   * text). Apart from the records' numbers, so that gzip finds the repeats
   * between one paragraph and the next.
   */
  once: string[];
  /** [path relative to the locale base URL, section index, tag index, title, number of its records in `records`]. */
  pages: Array<[path: string, section: number, tag: number, title: TextRef, records: number]>;
  /**
   * Every record below a page's title, page after page, in page order (each
   * page also has an implicit level-1 record: its title). `up` is how many
   * records back the record's heading is, on the same page, or 0 when that is
   * the page title; content under the nearest heading leaves it out (about
   * 8 kB of a locale's 200 kB gzip: PERFORMANCE.md, "Content records without
   * their distance to their heading"). Headings carry their anchor; content
   * uses its parent heading's.
   */
  records: Array<LocalContentRecord | LocalHeadingRecord>;
  /** Simplified Chinese characters and phrases a query may hold for the pages' Traditional ones (./engine/simplified.ts); absent without Chinese. */
  simplified?: SimplifiedTable;
  /** Words readers search for that the pages never use, each with the site's term it is searched as (./engine/synonyms.ts); absent when the locale has none. */
  synonyms?: SearchSynonym[];
};

export const LOCAL_INDEX_VERSION = 6;
