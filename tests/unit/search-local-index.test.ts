import {describe, expect, it} from 'vitest';
import type {ExtractedPage, ExtractedRecord} from '../../plugins/search-index/extract';
import type {PageKind} from '../../src/config/contentPlugins';
import {toDocSearchRecords, toLocalIndex} from '../../plugins/search-index/records';
import {decodeLocalIndex} from '../../src/search/engine/indexFile';
import {plainFromDocSearch, plainFromLocal} from '../support/searchRecords';

const BASE = 'https://docs.example/ferrypay-docs/';

/** What the browser gets: the local index file as written (JSON), decoded. */
const roundTrip = (pages: ExtractedPage[], language: string) =>
  plainFromLocal(decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex(pages, language)))));
/** What the pages are as DocSearch records (the records pushed to Algolia). */
const expected = (pages: ExtractedPage[]) => plainFromDocSearch(toDocSearchRecords(pages, BASE), BASE);

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(list: readonly T[]) => list[int(list.length)]!;
  return {next, int, pick};
}

// Few distinct texts, so that many repeat (and go to the file's shared text table) and some do not.
const WORDS = [
  '退款',
  '撥款狀態',
  'Webhook 簽章',
  'Every error response has this body.',
  'a <b> & "c" \'d\'',
  '供應商',
  'payout',
  '錯誤碼',
  // Characters of the range the file writes Chinese characters as (src/search/engine/shortCharacters.ts).
  'Tomāsz Δ 供應商',
];
const SECTIONS = ['功能介紹', 'API 參考', '部落格', '版本資訊'];
const TAGS = ['docs-default-current', 'docs-api-2026-06-01', 'docs-api-current', 'default'];
const KINDS: PageKind[] = ['guide', 'api', 'blog', 'releaseNote'];

/** Pages shaped like the extractor's: headings at any level 2..6, each record's parent a heading above it (mostly the nearest). */
function randomPages(seed: number, count: number, language: string): ExtractedPage[] {
  const rnd = random(seed);
  const text = (unique: string) => (rnd.next() < 0.6 ? rnd.pick(WORDS) : `${rnd.pick(WORDS)} ${unique}`);
  return Array.from({length: count}, (_, p) => {
    const records: ExtractedRecord[] = [];
    const open: Array<{level: number; index: number}> = []; // headings above, outermost first
    const length = rnd.int(25);
    for (let i = 0; i < length; i++) {
      const parent = open.at(-1)?.index ?? -1;
      if (rnd.next() < 0.35) {
        const level = 2 + rnd.int(5);
        while (open.length && open.at(-1)!.level >= level) open.pop();
        const anchor = rnd.next() < 0.9 ? (rnd.next() < 0.2 ? `撥款-${i}` : `h-${i}`) : null;
        records.push({level, anchor, text: text(`${p}.${i}`), parent: open.at(-1)?.index ?? -1});
        open.push({level, index: i});
      } else {
        // The extractor always gives content the nearest heading; the format must keep any heading above.
        const headings = records.flatMap((record, index) => (record.level > 0 ? [index] : []));
        const any = headings.length && rnd.next() < 0.2 ? rnd.pick(headings) : parent;
        records.push({level: 0, anchor: null, text: text(`${p}.${i}`), parent: any});
      }
    }
    const kind = rnd.pick(KINDS);
    return {
      path: `${kind}/page-${p}`,
      kind,
      section: rnd.pick(SECTIONS),
      title: rnd.next() < 0.3 ? '建立訂單' : `頁面 ${p}`,
      language,
      docusaurusTag: rnd.pick(TAGS),
      records,
    };
  });
}

describe('the local index file round trip', () => {
  it.each([1, 2, 3, 4, 5])('gives back every record of the DocSearch records, seed %i', (seed) => {
    const pages = randomPages(seed, 40, 'zh-TW');
    const file = toLocalIndex(pages, 'zh-TW');
    expect(file.texts.length, 'the generated pages repeat texts').toBeGreaterThan(0);
    expect(file.once.length, 'and have texts of their own').toBeGreaterThan(0);
    expect(file.texts, 'recurring texts sorted').toEqual([...file.texts].sort());
    expect(roundTrip(pages, 'zh-TW')).toEqual(expected(pages));
  });

  it('keeps deep headings, level jumps, headings without anchors and empty pages', () => {
    const pages: ExtractedPage[] = [
      {
        path: 'docs/deep',
        kind: 'guide',
        section: 'Guide',
        title: 'Deep',
        language: 'en',
        docusaurusTag: 'docs-default-current',
        records: [
          {level: 0, anchor: null, text: 'Intro', parent: -1},
          {level: 2, anchor: 'a', text: 'A', parent: -1},
          {level: 4, anchor: 'a-b', text: 'A.B (h4 under h2)', parent: 1},
          {level: 5, anchor: null, text: 'No anchor', parent: 2},
          {level: 6, anchor: 'a-b-c-d', text: 'Six', parent: 3},
          {level: 0, anchor: null, text: 'Under six', parent: 4},
          {level: 3, anchor: 'a-c', text: 'Back up to h3', parent: 1},
          {level: 0, anchor: null, text: 'Under h3', parent: 6},
          {level: 2, anchor: 'z', text: 'Z', parent: -1},
        ],
      },
      {
        path: 'docs/empty',
        kind: 'guide',
        section: 'Guide',
        title: 'Deep',
        language: 'en',
        docusaurusTag: 'docs-default-current',
        records: [],
      },
    ];
    const plain = roundTrip(pages, 'en');
    expect(plain).toEqual(expected(pages));
    expect(plain.find((record) => record.content === 'Under six')).toMatchObject({
      url: 'docs/deep#a-b-c-d',
      hierarchy: {lvl0: 'Guide', lvl1: 'Deep', lvl2: 'A', lvl3: null, lvl4: 'A.B (h4 under h2)', lvl5: 'No anchor', lvl6: 'Six'},
    });
    expect(plain.find((record) => record.hierarchy.lvl5 === 'No anchor' && record.type === 'lvl5')?.url).toBe('docs/deep');
  });

  it('stores content under the nearest heading as its text alone, and content under another heading with its distance', () => {
    const page: ExtractedPage = {
      path: 'docs/short',
      kind: 'guide',
      section: 'Guide',
      title: 'Short',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      records: [
        {level: 0, anchor: null, text: 'Intro', parent: -1},
        {level: 2, anchor: 'a', text: 'A', parent: -1},
        {level: 0, anchor: null, text: 'Under A', parent: 1},
        {level: 3, anchor: 'b', text: 'B', parent: 1},
        {level: 0, anchor: null, text: 'Back under A', parent: 1},
      ],
    };
    const file = toLocalIndex([page], 'en');
    expect(file.records).toEqual([0, [0, 0, 2, 0], 0, [2, 0, 3, 0], [3, 0]]);
    // Texts that occur once, apart from the records' numbers: the title, then each record's text (a heading's anchor after it).
    expect(file.once).toEqual(['Short', 'Intro', 'A', 'a', 'Under A', 'B', 'b', 'Back under A']);
    expect(roundTrip([page], 'en')).toEqual(expected([page]));
  });

  it('stores an anchor that recurs on other pages once, and each page still links its own heading', () => {
    const operation = (path: string, title: string): ExtractedPage => ({
      path,
      kind: 'api',
      section: 'API',
      title,
      language: 'en',
      docusaurusTag: 'docs-api-2026-06-01',
      records: [
        {level: 2, anchor: 'request-body', text: 'Request body', parent: -1},
        {level: 0, anchor: null, text: `The body of ${title}.`, parent: 0},
      ],
    });
    const pages = [operation('api/create-an-order', 'Create an order'), operation('api/create-a-vendor', 'Create a vendor')];
    const file = toLocalIndex(pages, 'en');
    const anchor = file.texts.indexOf('request-body') + 1;
    expect(anchor).toBeGreaterThan(0);
    expect(file.records.filter((record) => Array.isArray(record) && record.length === 4)).toEqual([
      [0, file.texts.indexOf('Request body') + 1, 2, anchor],
      [0, file.texts.indexOf('Request body') + 1, 2, anchor],
    ]);
    expect(file.once).not.toContain('request-body');
    const plain = roundTrip(pages, 'en');
    expect(plain).toEqual(expected(pages));
    expect(plain.filter((record) => record.content?.startsWith('The body of')).map((record) => record.url)).toEqual([
      'api/create-an-order#request-body',
      'api/create-a-vendor#request-body',
    ]);
  });
});
