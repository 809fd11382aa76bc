/**
 * The search engine over one locale's records (./indexFile.ts decodes them):
 * MiniSearch (BM25 ranking, prefix and typo matching) with DocSearch's
 * ranking on top. Matches in a record's own heading weigh most, then its
 * parent headings, then its text; between equal matches, higher-level
 * records come first.
 */
import MiniSearch, {type Query, type SearchOptions, type SearchResult} from 'minisearch';
import type {RecordType} from '../records';
import type {LocalRecord} from './indexFile';
import {allowsPrefix, allowsTypo, satisfies, typedForms, typedLetter, type Typing} from './match';
import {foldText, isCjkTerm, nonCjkTerms, singular, terms, tokenize} from './tokenize';

const TITLE_LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** The fields a query searches (`searchableField`). */
const SEARCHABLE_FIELDS = ['heading', 'parents', 'content'];

/**
 * The searchable fields of a record: its own text (a heading's or a
 * paragraph's) and the heading just above it (for a page title, its section:
 * hierarchy.lvl0). The parent heading lets a query combine a section's title
 * with words below it ("webhook signature" finds "Verify signatures" under
 * "Webhooks", "create order API" the page "Create an order" of the API
 * reference, "退款 營業日" the paragraph under 退款狀態). Only the nearest
 * one: with every heading above each paragraph, section included, indexing a
 * locale took a fifth to a third longer, and no more queries of the relevance
 * fixture found their page (PERFORMANCE.md, "Paragraphs carry their nearest
 * heading").
 */
function searchableField(record: LocalRecord, field: string): string | number | null {
  switch (field) {
    case 'heading':
      return record.type === 'content' ? null : record.hierarchy[record.type];
    case 'parents': {
      const own = record.type === 'content' ? TITLE_LEVELS.length : TITLE_LEVELS.indexOf(record.type);
      for (let level = own - 1; level >= 0; level--) {
        const title = record.hierarchy[TITLE_LEVELS[level]!];
        if (title) return title;
      }
      return record.hierarchy.lvl0 || null;
    }
    case 'content':
      return record.content;
    case 'id':
      return record.id;
    default:
      return null;
  }
}

/** Relative weight of a record type between otherwise equal matches. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 2,
  lvl2: 1.6,
  lvl3: 1.4,
  lvl4: 1.25,
  lvl5: 1.15,
  lvl6: 1.1,
  content: 1,
};

/**
 * Field weights. A record's parent headings count little: they let a query
 * combine a section's title with words below it, but a heading that matches
 * itself must outrank the records below it that only inherit the match.
 */
const FIELD_BOOST = {heading: 3, parents: 0.5, content: 1};

/** Each record's weight between otherwise equal matches: its type's. */
function typeBoosts(records: readonly LocalRecord[]): Float64Array {
  return Float64Array.from(records, (record) => TYPE_BOOST[record.type]);
}

/**
 * Lowers the weight of text repeated word for word on other pages of the same
 * docs version (the error-object table of every API operation, "Related
 * pages" link lists): divided by the square root of the number of copies.
 * Such text says little about the page it sits on, and its copies would
 * otherwise crowd out the one page that explains the subject. Only
 * paragraphs repeat so: each is counted (`count`, one paragraph at a time,
 * so that indexing slices can split the work: at once it was one step of
 * about 20 ms; at once still when a query indexes paragraphs out of turn)
 * before the first is indexed, and weighed as it is indexed.
 */
function repeatedTextWeights() {
  const copies = new Map<string, number>();
  const key = (record: LocalRecord) => `${record.docusaurus_tag}\u0000${record.content}`;
  return {
    count: (paragraph: LocalRecord) => {
      const text = key(paragraph);
      copies.set(text, (copies.get(text) ?? 0) + 1);
    },
    weight: (paragraph: LocalRecord) => TYPE_BOOST.content / Math.sqrt(copies.get(key(paragraph)) ?? 1),
  };
}

/**
 * MiniSearch keeps its terms in a radix tree whose node lookup scans the
 * node's children one by one. CJK bigrams start with any of thousands of
 * characters, so the root grew thousands wide and indexing a locale took
 * several times longer. In the index, CJK terms are therefore spelt as
 * base-36 code points behind a marker, which keeps every node at most 37
 * wide. Prefix search still works: a character's spelling is a prefix of the
 * spelling of every bigram that starts with it. The marker is two characters
 * that no word holds, so that no word is within one typo of a CJK term's
 * spelling: with one, `0mhr0ktp` found 營業 (`\u00010mhr0ktp`) by one
 * insertion.
 */
const CJK_MARK = '\u0001\u0001';
const CODE_WIDTH = 4; // 36^4 > 0x10ffff

const spellings = new Map<string, string>();

export function toIndexTerm(term: string): string {
  if (!isCjkTerm(term)) return term;
  let out = spellings.get(term);
  if (out === undefined) {
    out = CJK_MARK;
    for (const char of term) out += char.codePointAt(0)!.toString(36).padStart(CODE_WIDTH, '0');
    spellings.set(term, out);
  }
  return out;
}

export function fromIndexTerm(term: string): string {
  if (!term.startsWith(CJK_MARK)) return term;
  let out = '';
  for (let i = CJK_MARK.length; i < term.length; i += CODE_WIDTH) out += String.fromCodePoint(parseInt(term.slice(i, i + CODE_WIDTH), 36));
  return out;
}

/** The terms of a query, each once, and how it was typed (`Typing`): what `search` and `recordHolders` both match. */
function queryTermsOf(query: string): {queryTerms: string[]; typing: Typing} {
  const all = terms(query);
  return {queryTerms: [...new Set(all)], typing: {letter: typedLetter(all), typedAs: typedForms(nonCjkTerms(foldText(query)))}};
}

/** Whether a query's hits are the records whose terms cover its characters (`matchQuery`), not those with all its terms. */
function coversCharacters(queryTerms: readonly string[]): boolean {
  return queryTerms.length >= 3 && queryTerms.some(isCjkTerm);
}

/**
 * The fewest of a query's distinct terms that can cover it (`coverage`):
 * every word, and terms holding each of its CJK characters, two at most a
 * term (a bigram).
 */
function leastCovering(queryTerms: readonly string[]): number {
  const cjk = queryTerms.filter(isCjkTerm);
  const characters = new Set(cjk.flatMap((term) => [...term])).size;
  const widest = Math.max(1, ...cjk.map((term) => [...term].length));
  return queryTerms.length - cjk.length + Math.ceil(characters / widest);
}

/** Whether a set of matched query terms covers every word and every CJK character of the query. */
function coverage(query: string): (matched: string[]) => boolean {
  const tokens = tokenize(query);
  return (matched) => {
    const found = new Set(matched);
    const covered = new Set<number>();
    for (const token of tokens) if (token.cjk && found.has(token.term)) for (let i = token.start; i < token.end; i++) covered.add(i);
    return tokens.every((token) => {
      if (!token.cjk) return found.has(token.term);
      for (let i = token.start; i < token.end; i++) if (!covered.has(i)) return false;
      return true;
    });
  };
}

export type RankedRecord = {
  record: LocalRecord;
  score: number;
  /** The index terms this record matched (computed on demand: only shown hits need them). */
  matchedTerms: () => Set<string>;
};

export type SearchEngine = {
  readonly records: readonly LocalRecord[];
  /** Whether every record is indexed (a query's headings are before it runs; paragraphs may follow). */
  readonly complete: boolean;
  /** Resolves once every record is indexed. */
  readonly ready: Promise<void>;
  /** Indexes the rest without waiting for idle time (a query needs it); resolves once every record is indexed. */
  finish(): Promise<void>;
  /**
   * Like `finish()`, but resolves as soon as every title and heading is
   * indexed: a query can then be answered from them without indexing them
   * in its own task.
   */
  finishHeadings(): Promise<void>;
  /**
   * Like `finish()`, but resolves as soon as every record `filter` admits is
   * indexed: a query under that filter then finds everything it will ever
   * find ("no results" is final), though scores may still move a little as
   * the rest comes in. The records `likelyFirst` admits are indexed first.
   */
  finishFor(filter: (record: LocalRecord) => boolean): Promise<void>;
  /**
   * Like `finishFor(filter)`, for one query: resolves as soon as every
   * paragraph `filter` admits that could hold a hit of `query` is indexed,
   * so that its hits are all it will ever find. At once when no record can
   * hold one, or when a few paragraphs can: they are indexed in this call.
   * Scores, and so the order of the hits, may still move a little as the
   * rest comes in. Resolves to whether any paragraph the query could find
   * was indexed meanwhile: if not, an answer given before still stands.
   */
  finishForQuery(query: string, filter: (record: LocalRecord) => boolean): Promise<boolean>;
  /**
   * Matching records, best first, one per URL (page + anchor), with the
   * query's distinct terms and the rule that matched them (./match.ts's
   * `satisfies` for this query, as it was typed: `Typing`).
   */
  search(
    query: string,
    filter?: (record: LocalRecord) => boolean,
  ): {queryTerms: string[]; ranked: RankedRecord[]; satisfies: (queryTerm: string, indexTerm: string) => boolean};
};

/** One slice of indexing: it runs while `timeRemaining()` is above zero, and indexes at least one record. */
export type IndexingSlice = (timeRemaining: () => number) => void;

/**
 * How to index without holding up the first query: in slices, run by `idle`
 * (in the browser, in idle periods, so rendering and key presses go first),
 * or by `soon` once a query waits for the whole index (a task of its own: a
 * busy page may have no idle period for seconds). Without a schedule
 * everything is indexed at once.
 *
 * `background`, if given, runs in `idle`'s stead the slices of paragraphs
 * that no query waits for yet: in a worker, only while the page's main
 * thread is idle, so that indexing them does not take the CPU from the
 * modal's rendering and the reader's typing (../client/indexingSchedule.ts).
 */
export type IndexingSchedule = {
  idle: (slice: IndexingSlice) => void;
  soon: (slice: IndexingSlice) => void;
  background?: (slice: IndexingSlice) => void;
};

export type SearchEngineOptions = {
  /** The records the first query will most likely search (the page's contextual search): their headings go first. */
  likelyFirst?: (record: LocalRecord) => boolean;
  /** After the titles and headings the first query can find are indexed (a user-timing mark in the browser). */
  firstHeadingsIndexed?: () => void;
};

/** The MiniSearch index of a locale's records, with each record's weight and the URL it shares with others. */
function createRecordIndex(records: readonly LocalRecord[]) {
  const boosts = typeBoosts(records);
  // Texts repeat: a heading is the `parents` field of every record below it,
  // and the API versions' pages share their headings and tables (zh-TW: 14,799
  // heading and parent fields hold 623 texts, 10,389 paragraphs 4,009). Each
  // text is split and spelt once while indexing, its terms kept until every
  // record is in (`forgetTexts`; at most 126k terms, about 1 MB, for zh-TW);
  // queries are split as they come.
  const spelt = new Map<string, string[]>();
  const indexTerms = (text: string) => {
    let out = spelt.get(text);
    if (out === undefined) spelt.set(text, (out = terms(text).map(toIndexTerm)));
    return out;
  };
  const miniSearch = new MiniSearch<LocalRecord>({
    idField: 'id',
    fields: SEARCHABLE_FIELDS,
    tokenize: indexTerms,
    processTerm: (term) => term,
    searchOptions: {tokenize: terms, processTerm: toIndexTerm},
    extractField: (record, field) => searchableField(record, field) as string,
  });
  // One number per result URL (page + anchor), given as a record is indexed
  // (in its slice, not in the set-up task): a query keeps one record per URL.
  const urlIds = new Int32Array(records.length);
  const urlIdOf = new Map<string, number>();
  return {
    miniSearch,
    boosts,
    add(record: LocalRecord) {
      const key = `${record.path}#${record.anchor ?? ''}`;
      let urlId = urlIdOf.get(key);
      if (urlId === undefined) urlIdOf.set(key, (urlId = urlIdOf.size));
      urlIds[record.id] = urlId;
      miniSearch.add(record);
    },
    /** Every record is indexed: its texts' terms are no longer needed. */
    forgetTexts: () => spelt.clear(),
    /** Matching records, best first, one per URL. */
    rank(results: readonly SearchResult[]): RankedRecord[] {
      const seen = new Uint8Array(urlIdOf.size);
      const ranked: RankedRecord[] = [];
      for (const result of results) {
        const record = records[result.id as number]!;
        const urlId = urlIds[record.id]!;
        if (seen[urlId]) continue;
        seen[urlId] = 1;
        let matched: Set<string> | undefined;
        ranked.push({record, score: result.score, matchedTerms: () => (matched ??= new Set(result.terms.map(fromIndexTerm)))});
      }
      return ranked;
    },
  };
}

type RecordIndex = ReturnType<typeof createRecordIndex>;

/**
 * MiniSearch's options for a query. A record the filter leaves out gets a
 * boost of 0, which MiniSearch's `boostDocument` documents as "skips the
 * search result completely": it is neither scored nor combined, rather than
 * scored and dropped at the end (the filter admits about half the records
 * from a guide page). The scores of the others do not change. Each record is
 * asked once a query.
 */
function searchOptions(
  index: RecordIndex,
  records: readonly LocalRecord[],
  combineWith: 'AND' | 'OR',
  typing: Typing,
  filter?: (record: LocalRecord) => boolean,
): SearchOptions {
  const {boosts} = index;
  const admitted = filter && new Uint8Array(records.length); // 0: not asked yet, 1: in, 2: out
  return {
    combineWith,
    boost: FIELD_BOOST,
    prefix: (term) => allowsPrefix(fromIndexTerm(term), typing),
    fuzzy: (term) => (allowsTypo(fromIndexTerm(term)) ? 1 : false),
    boostDocument: admitted
      ? (id: number) => {
          if (admitted[id] === 0) admitted[id] = filter(records[id]!) ? 1 : 2;
          return admitted[id] === 1 ? boosts[id]! : 0;
        }
      : (id: number) => boosts[id]!,
  };
}

/**
 * What MiniSearch is asked for each query term: the term (as `searchOptions`
 * rules), or, for a term typed in another form (`Typing`), the term and the
 * words that begin with that form as typed (`addres` finds address: its term
 * `addre` alone would not). The second function gives the term a form stands for.
 */
function termQueries(queryTerms: readonly string[], typing: Typing): {queries: Query[]; termOf: (term: string) => string} {
  const terms = new Map<string, string>();
  const queries = queryTerms.map((term): Query => {
    const forms = typing.typedAs?.get(term);
    if (!forms) return term;
    for (const form of forms) terms.set(form, term);
    // As typed: not split and made singular again by the index's `terms`.
    const asTyped: Query = {combineWith: 'OR', queries: [...forms], tokenize: (form) => [form], prefix: true, fuzzy: false};
    return {combineWith: 'OR', queries: [term, asTyped]};
  });
  return {queries, termOf: (term) => terms.get(term) ?? term};
}

/** The records that match a query (its distinct `queryTerms`, typed as `typing` says), unranked by URL. */
function matchQuery(
  index: RecordIndex,
  records: readonly LocalRecord[],
  query: string,
  queryTerms: string[],
  typing: Typing,
  filter?: (record: LocalRecord) => boolean,
): SearchResult[] {
  const options = (combineWith: 'AND' | 'OR') => searchOptions(index, records, combineWith, typing, filter);
  const {queries, termOf} = termQueries(queryTerms, typing);
  /** The query's distinct terms a result matched, whichever way. */
  const matched = (result: SearchResult) => [...new Set(result.queryTerms.map((term) => termOf(fromIndexTerm(term))))];
  // Records with any of the terms: asked once a query, for up to two answers below.
  let withAny: SearchResult[] | undefined;
  const anyTerm = () => (withAny ??= index.miniSearch.search({combineWith: 'OR', queries}, options('OR')));
  let results: SearchResult[];
  if (coversCharacters(queryTerms)) {
    // A CJK run's bigrams include some that straddle two words (角色權限:
    // 角色, 色權, 權限), which a title like 角色與權限 lacks. So a record
    // matches when its bigrams cover every character of the query, even
    // without the straddling ones; the ranking (own heading first) decides.
    // Every other word is needed anyway, so it is required up front (AND):
    // the same records and scores, without scoring every record that has
    // one common word (`api` in 建立訂單 API) only to drop it.
    const covers = coverage(query);
    const words = queries.filter((_, i) => !isCjkTerm(queryTerms[i]!));
    const bigrams = {combineWith: 'OR' as const, queries: queryTerms.filter(isCjkTerm)};
    const candidates = words.length
      ? index.miniSearch.search({combineWith: 'AND', queries: [...words, bigrams]}, options('OR'))
      : anyTerm();
    results = candidates.filter((r) => covers(matched(r)));
  } else {
    results = index.miniSearch.search({combineWith: 'AND', queries}, options('AND'));
  }
  if (results.length === 0 && queryTerms.length > 1) {
    // Like Algolia's optional words: when no record has (nearly) every
    // term, accept records with some of them, those with more first.
    const needed = termsNeeded(queryTerms.length);
    results = anyTerm()
      .map((result) => ({result, terms: matched(result).length}))
      .filter(({terms}) => terms >= needed)
      .sort((a, b) => b.terms - a.terms || b.result.score - a.result.score)
      .map(({result}) => result);
  }
  return results;
}

/**
 * How many of a query's distinct terms one record must match to be a hit:
 * all of them, or when no record does, half (`matchQuery`'s optional words).
 * A record that matches fewer is never a hit, so this is also the least.
 */
function termsNeeded(distinctTerms: number): number {
  return Math.max(1, Math.floor(distinctTerms / 2));
}

/**
 * The records `wanted` admits that may hold a hit of a query, indexed yet or
 * not (`holdersOf`): "many" when more than `limit` may (the query waits for
 * every paragraph its filters admit, `finishFor`), else the records, so that
 * a query waits only for the paragraphs it could find (`finishForQuery`);
 * none when no record can (its "no results" need not wait). Looked up in the
 * locale's texts (`gatherLocaleText`), not in the index, which may not be
 * complete: a CJK term as a substring (a bigram's two characters side by
 * side, a lone character anywhere: looser than the index, never stricter),
 * another word by the words of the locale whose term (`singular`) it matches
 * under the rules `searchOptions` gives MiniSearch (`satisfies`, ./match.ts: a
 * prefix, one typo; no word is within one typo of a CJK term, `CJK_MARK`),
 * each looked for as written, as a substring. Each term is looked for once in all the texts, each
 * text once; a record then holds the terms its fields' texts hold.
 *
 * A record may hold a hit when it holds as many of the query's terms as a hit
 * needs (`termsNeeded`) or, for a query with CJK, terms that cover its
 * characters (`coversCharacters`). Nonsense (`龘靐齉`) is held nowhere; a
 * 64-character question has each of its bigrams somewhere, but in no one
 * record half of them, nor bigrams covering it. A word that matches more
 * than `SPELLINGS_LOOKED_FOR` of the locale's words (a prefix of one letter)
 * counts as held by every record: an upper bound, which keeps the lookup
 * cheap.
 *
 * The texts, and the locale's words, are gathered by the first query that
 * needs them. In Node, on the built site, the 64-character question took
 * 35-110 ms the first time and 15-27 ms after, against 51-206 and 30-52 ms
 * when each record's text was read on its own (alternating runs; PERFORMANCE.md,
 * "A query waits only for the paragraphs it can find").
 */
function recordHolders(
  records: readonly LocalRecord[],
): (query: string, limit: number, wanted: (record: LocalRecord) => boolean) => 'many' | LocalRecord[] {
  // Gathered on the first query with a term (the texts) and with a word (the words).
  let gathered: LocaleText | undefined;
  let localeWords: ReadonlyArray<readonly [word: string, term: string]> | undefined;
  const localeText = () => (gathered ??= gatherLocaleText(records));
  // Each word as written (looked for in the texts) and as a term (`singular`, matched against the query's).
  const words = () => (localeWords ??= [...new Set(nonCjkTerms(localeText().text))].map((word) => [word, singular(word)] as const));
  return (query, limit, wanted) => {
    const {queryTerms, typing} = queryTermsOf(query);
    if (queryTerms.length === 0) return [];
    // The records a query could index: none once its filters' paragraphs are in (the text is then not read).
    const candidates: number[] = [];
    for (let id = 0; id < records.length; id++) if (wanted(records[id]!)) candidates.push(id);
    if (candidates.length === 0) return [];
    const locale = localeText();
    /** Terms some text holds, each with the texts that hold it; and those every record may hold. */
    const somewhere: {term: string; texts: Set<number>}[] = [];
    const everywhere: string[] = [];
    for (const term of queryTerms) {
      let spellings = [term];
      if (!isCjkTerm(term)) {
        spellings = [];
        for (const [word, wordTerm] of words()) {
          if (!satisfies(term, wordTerm, typing)) continue;
          spellings.push(word);
          if (spellings.length > SPELLINGS_LOOKED_FOR) break;
        }
        if (spellings.length > SPELLINGS_LOOKED_FOR) {
          everywhere.push(term);
          continue;
        }
      }
      const texts = new Set<number>();
      for (const spelling of spellings) {
        // Each text once: after a hit, on from the next text.
        for (let at = locale.text.indexOf(spelling); at !== -1;) {
          const id = locale.textAt(at);
          texts.add(id);
          at = locale.text.indexOf(spelling, locale.start(id + 1));
        }
      }
      if (texts.size > 0) somewhere.push({term, texts});
    }
    const held = [...everywhere, ...somewhere.map(({term}) => term)];
    const needed = termsNeeded(queryTerms.length);
    const covers = coversCharacters(queryTerms) ? coverage(query) : () => false;
    if (held.length < needed && !covers(held)) return [];
    // A record with fewer terms than this neither has as many as a hit needs nor covers the query.
    const least = Math.min(needed, coversCharacters(queryTerms) ? leastCovering(queryTerms) : Infinity);
    // Per text, the terms it holds as bits: `width` masks of 32, bit i of mask m standing for `somewhere[32m + i]`.
    const width = Math.ceil(somewhere.length / 32);
    const masks = new Uint32Array(locale.count * width);
    somewhere.forEach(({texts}, i) => {
      for (const text of texts) masks[text * width + (i >> 5)]! |= 1 << (i & 31);
    });
    /** The terms a record's masks (`recordMasks`) stand for, and those every record may hold. */
    const termsIn = (own: readonly number[]) => [
      ...everywhere,
      ...somewhere.filter((_, i) => own[i >> 5]! & (1 << (i & 31))).map(({term}) => term),
    ];
    const found: LocalRecord[] = [];
    const recordMasks = new Array<number>(width);
    for (const id of candidates) {
      let count = everywhere.length;
      for (let m = 0; m < width; m++) {
        let mask = 0;
        for (const text of locale.fieldsOf(id)) mask |= masks[text * width + m]!;
        recordMasks[m] = mask;
        count += bitCount(mask);
      }
      if (count < least || (count < needed && !covers(termsIn(recordMasks)))) continue;
      if (found.length === limit) return 'many';
      found.push(records[id]!);
    }
    return found;
  };
}

/** How many bits of a 32-bit word are set. */
function bitCount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** A locale's searchable texts, each once and folded: what `recordHolders` looks a query up in. */
type LocaleText = {
  /** The texts joined by a newline, which no term holds. */
  text: string;
  /** How many texts. */
  count: number;
  /** Where text `id` starts in `text`; for `count`, past its end. */
  start(id: number): number;
  /** The text that the character at `at` of `text` belongs to. */
  textAt(at: number): number;
  /** The texts of record `id`'s searchable fields. */
  fieldsOf(id: number): readonly number[];
};

/**
 * The locale's searchable texts (`searchableField`), each once: a heading is
 * the `parents` field of every paragraph below it, and a paragraph repeated
 * on several pages is one text (in zh-TW, 225k characters against 732k read
 * record by record). They are folded at once, apart by a NUL, which folding
 * keeps; when a text holds a NUL itself (the build's parser keeps them), one
 * by one.
 */
function gatherLocaleText(records: readonly LocalRecord[]): LocaleText {
  const ids = new Map<string, number>();
  const texts: string[] = [];
  const fields = records.map((record) => {
    const own: number[] = [];
    for (const field of SEARCHABLE_FIELDS) {
      const value = searchableField(record, field);
      if (typeof value !== 'string') continue;
      let id = ids.get(value);
      if (id === undefined) {
        id = texts.push(value) - 1;
        ids.set(value, id);
      }
      own.push(id);
    }
    return own;
  });
  const together = foldText(texts.join('\0')).split('\0');
  const folded = together.length === texts.length ? together : texts.map(foldText);
  const starts = new Int32Array(folded.length + 1);
  for (let id = 0; id < folded.length; id++) starts[id + 1] = starts[id]! + folded[id]!.length + 1;
  return {
    text: folded.join('\n'),
    count: folded.length,
    start: (id) => starts[id]!,
    textAt(at) {
      // The last text that starts at or before `at`.
      let low = 0;
      let high = folded.length - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      return low;
    },
    fieldsOf: (id) => fields[id]!,
  };
}

/** How many of the locale's words a query word may match and still be looked for in the locale's texts (`recordHolders`). */
const SPELLINGS_LOOKED_FOR = 24;

/**
 * At most how many paragraphs a query indexes in its own task, rather than
 * waiting for the slices to index every one its filters admit
 * (`finishForQuery`). In Node, on the built site, about 1,000 at once took
 * 74-103 ms (997 for 供應商; 1,117 for `vendor`, measured without this cap),
 * against 230-490 ms for all 5,685 a guide page's filters admit
 * (PERFORMANCE.md, "A query waits only for the paragraphs it can find"). In
 * the browser this runs in the search worker.
 */
export const PARAGRAPHS_INDEXED_FOR_A_QUERY = 1000;

/** A promise and the function that resolves it. */
function signal(): {promise: Promise<void>; resolve: () => void} {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return {promise, resolve};
}

/**
 * The order records are indexed in, and where indexing stands: titles and
 * headings first, then the copies of each paragraph are counted, then the
 * paragraphs are indexed, weighed by their copies; `likelyFirst`'s headings
 * and paragraphs before the others. Each `step` does one of these for one
 * record.
 */
function indexingOrder(records: readonly LocalRecord[], index: RecordIndex, likelyFirst?: (record: LocalRecord) => boolean) {
  const likelyBeforeTheRest = (list: LocalRecord[]) =>
    likelyFirst ? [...list.filter(likelyFirst), ...list.filter((record) => !likelyFirst(record))] : list;
  const headings = likelyBeforeTheRest(records.filter((record) => record.type !== 'content'));
  const paragraphs = likelyBeforeTheRest(records.filter((record) => record.type === 'content'));
  const indexed = new Uint8Array(records.length);
  const repeated = repeatedTextWeights();
  let headingsLeft = headings.length;
  let nextHeading = 0;
  let paragraphsCounted = 0;
  let paragraphsIndexed = 0;
  const addHeading = (record: LocalRecord) => {
    if (indexed[record.id]) return;
    indexed[record.id] = 1;
    headingsLeft--;
    index.add(record);
  };
  const countParagraphs = () => {
    while (paragraphsCounted < paragraphs.length) repeated.count(paragraphs[paragraphsCounted++]!);
  };
  /** Indexes a paragraph, weighed by its copies: every paragraph must be counted before. */
  const addParagraph = (paragraph: LocalRecord) => {
    if (indexed[paragraph.id]) return;
    indexed[paragraph.id] = 1;
    index.boosts[paragraph.id] = repeated.weight(paragraph);
    index.add(paragraph);
  };
  return {
    headingsLeft: () => headingsLeft,
    isIndexed: (record: LocalRecord) => indexed[record.id] === 1,
    workLeft: () => nextHeading < headings.length || paragraphsIndexed < paragraphs.length,
    /** Whether every record `filter` admits is indexed (`paragraphsNeeded` of them: see `paragraphsNeededFor`). */
    doneFor: (paragraphsNeeded: number) => headingsLeft === 0 && paragraphsIndexed >= paragraphsNeeded,
    /** How many paragraphs, in indexing order, must be in before every paragraph `filter` admits is. */
    paragraphsNeededFor(filter: (record: LocalRecord) => boolean) {
      let needed = paragraphs.length;
      while (needed > 0 && !filter(paragraphs[needed - 1]!)) needed--;
      return needed;
    },
    /** Indexes, before a query runs, the headings not in yet that it could find. */
    addHeadingsFor(filter?: (record: LocalRecord) => boolean) {
      if (headingsLeft > 0) for (const record of headings) if (!filter || filter(record)) addHeading(record);
    },
    /**
     * Indexes these paragraphs now, out of order (a query that can find only
     * them): every paragraph is counted first, so each is weighed as it
     * would be in its turn, which then skips it.
     */
    addParagraphsNow(list: readonly LocalRecord[]) {
      if (list.length === 0) return;
      countParagraphs();
      for (const paragraph of list) addParagraph(paragraph);
    },
    step() {
      if (nextHeading < headings.length) addHeading(headings[nextHeading++]!);
      else if (paragraphsCounted < paragraphs.length) repeated.count(paragraphs[paragraphsCounted++]!);
      else addParagraph(paragraphs[paragraphsIndexed++]!);
    },
  };
}

/**
 * Runs the indexing in slices of `schedule` (or at once without one), one
 * slice pending at a time: `finish()` schedules the rest without waiting for
 * idle time, which makes the slice already waiting for it do nothing.
 */
function runIndexing(order: ReturnType<typeof indexingOrder>, schedule?: IndexingSchedule) {
  const ready = signal();
  const headingsReady = signal();
  /** `finishFor` calls waiting, each for a number of paragraphs. */
  let waiting: {paragraphsNeeded: number; resolve: () => void}[] = [];
  let complete = false;
  let hurried = false;
  let pendingSlice = 0;
  /** Which of the schedule's runners the next slice goes to (none without a schedule). */
  const runner = () =>
    schedule && (hurried ? schedule.soon : order.headingsLeft() > 0 ? schedule.idle : (schedule.background ?? schedule.idle));
  /**
   * A slice of the runner `by`. It ends where the runner would change: the
   * last headings' slice leaves the paragraphs to `background`. When a query
   * indexed the headings left before it ran, it hands its turn to the new runner.
   */
  const indexTheRest = (timeRemaining: () => number, by = runner()) => {
    if (runner() !== by) {
      scheduleNext();
      return;
    }
    do order.step();
    while (order.workLeft() && timeRemaining() > 0 && runner() === by);
    if (order.headingsLeft() === 0) headingsReady.resolve();
    waiting = waiting.filter((waiter) => (order.doneFor(waiter.paragraphsNeeded) ? (waiter.resolve(), false) : true));
    if (order.workLeft()) {
      scheduleNext();
      return;
    }
    complete = true;
    ready.resolve();
  };
  const scheduleNext = () => {
    const slice = ++pendingSlice;
    const by = runner()!;
    by((timeRemaining) => {
      if (slice === pendingSlice) indexTheRest(timeRemaining, by);
    });
  };
  if (schedule) scheduleNext();
  else indexTheRest(() => Infinity);
  const finish = () => {
    if (!complete && !hurried) {
      hurried = true;
      scheduleNext();
    }
    return ready.promise;
  };
  return {
    isComplete: () => complete,
    ready: ready.promise,
    finish,
    finishHeadings: () => {
      if (order.headingsLeft() === 0) return Promise.resolve();
      void finish();
      return headingsReady.promise;
    },
    finishFor: (filter: (record: LocalRecord) => boolean) => {
      const paragraphsNeeded = order.paragraphsNeededFor(filter);
      if (complete || order.doneFor(paragraphsNeeded)) return Promise.resolve();
      const done = signal();
      waiting.push({paragraphsNeeded, resolve: done.resolve});
      void finish();
      return done.promise;
    },
  };
}

/**
 * With a schedule, titles and headings are indexed first, then paragraphs,
 * both in slices. A query that comes before the headings are all in indexes
 * first the ones its filter admits (from a guide page: the current docs and
 * the latest API version, about half of them), so its results are complete
 * for titles and headings. `likelyFirst` puts those in the first slices.
 */
export function createSearchEngine(records: LocalRecord[], schedule?: IndexingSchedule, options: SearchEngineOptions = {}): SearchEngine {
  const index = createRecordIndex(records);
  const order = indexingOrder(records, index, options.likelyFirst);
  const indexing = runIndexing(order, schedule);
  void indexing.ready.then(index.forgetTexts);
  const holdersOf = recordHolders(records);
  let firstQuery = true;
  return {
    records,
    get complete() {
      return indexing.isComplete();
    },
    ready: indexing.ready,
    finish: indexing.finish,
    finishHeadings: indexing.finishHeadings,
    finishFor: indexing.finishFor,
    async finishForQuery(query, filter) {
      if (indexing.isComplete()) return false;
      const wanted = (record: LocalRecord) => record.type === 'content' && !order.isIndexed(record) && filter(record);
      const paragraphs = holdersOf(query, PARAGRAPHS_INDEXED_FOR_A_QUERY, wanted);
      if (paragraphs === 'many') {
        await indexing.finishFor(filter);
        return true;
      }
      order.addParagraphsNow(paragraphs);
      return paragraphs.length > 0;
    },
    search(query, filter) {
      const {queryTerms, typing} = queryTermsOf(query);
      const matches = (queryTerm: string, indexTerm: string) => satisfies(queryTerm, indexTerm, typing);
      if (queryTerms.length === 0) return {queryTerms, ranked: [], satisfies: matches};
      order.addHeadingsFor(filter);
      if (firstQuery) {
        firstQuery = false;
        options.firstHeadingsIndexed?.();
      }
      return {queryTerms, ranked: index.rank(matchQuery(index, records, query, queryTerms, typing, filter)), satisfies: matches};
    },
  };
}
