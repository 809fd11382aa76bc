import {describe, expect, it, vi} from 'vitest';
import MiniSearch from 'minisearch';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {toDocSearchRecords, toLocalIndex} from '../../plugins/search-index/records';
import {
  createSearchEngine,
  PARAGRAPHS_INDEXED_FOR_A_QUERY,
  type IndexingSlice,
  type SearchEngineOptions,
} from '../../src/search/engine/searchEngine';
import {decodeLocalIndex, decodeLocalIndexInSlices, LocalIndexError} from '../../src/search/engine/indexFile';
import {lengthener} from '../../src/search/engine/shortCharacters';
import {answer, DEFAULTS, facetFilterPredicate, normalizeRequests, type LoadedIndex} from '../../src/search/engine/algoliaAnswer';
import {createLocalSearchClient} from '../../src/search/client/localClient';
import {deferredHostedClient, lazyClient} from '../../src/search/client/lazyClients';
import {SearchUnavailableError} from '../../src/search/client/searchClient';
import {truncateQuery, withQueryCap} from '../../src/search/client/queryCap';
import {
  analyze,
  escapeHtml,
  highlight as highlightAnalysis,
  snippet as snippetAnalysis,
  type HighlightTags,
  type TermMatcher,
} from '../../src/search/engine/highlight';
import {satisfies} from '../../src/search/engine/match';
import {INDEX_SETTINGS} from '../../scripts/search-push.mjs';

const page = (
  path: string,
  section: string,
  title: string,
  records: ExtractedPage['records'],
  extra: Partial<ExtractedPage> = {},
): ExtractedPage => ({
  path,
  kind: 'guide',
  section,
  title,
  language: 'zh-TW',
  docusaurusTag: 'docs-default-current',
  records,
  ...extra,
});

const pages: ExtractedPage[] = [
  page('docs/refund', '功能介紹', '退款', [
    {level: 0, anchor: null, text: '您可以對成功的付款意圖辦理全額或部分退款。', parent: -1},
    {level: 2, anchor: 'statuses', text: '退款狀態', parent: -1},
    {level: 0, anchor: null, text: '退款會在 5 到 10 個營業日內退回顧客的卡片。', parent: 1},
  ]),
  page('docs/vendor', '名詞解釋', '供應商', [{level: 0, anchor: null, text: '企業付款的對象，需要完成 KYC 身分驗證。', parent: -1}]),
  page('docs/payout-status', '了解 Ferrypay', '撥款狀態 payout status', [
    {level: 0, anchor: null, text: 'Every payout moves through scheduled, processing and succeeded.', parent: -1},
    {level: 2, anchor: 'failed', text: 'Failed payouts', parent: -1},
    {level: 0, anchor: null, text: 'A failed payout returns the amount to the wallet <img src=x onerror=alert(1)>.', parent: 1},
  ]),
  page(
    'api/create-a-webhook',
    'API 參考',
    'Create a webhook',
    [{level: 0, anchor: null, text: 'Registers an endpoint; every delivery carries a signature header.', parent: -1}],
    {kind: 'api', docusaurusTag: 'docs-api-2026-06-01'},
  ),
  page('blog/old-news', '部落格', '舊聞', [{level: 0, anchor: null, text: '退款功能上線。', parent: -1}], {
    kind: 'blog',
    docusaurusTag: 'default',
  }),
  page('docs/roles', '了解 Ferrypay', '角色與權限', [{level: 0, anchor: null, text: '擁有者可以管理所有設定。', parent: -1}]),
  page('docs/settings', '功能介紹', '設定', [{level: 0, anchor: null, text: '管理員可在此調整角色權限。', parent: -1}]),
];

const index: LoadedIndex = {
  engine: createSearchEngine(decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex(pages, 'zh-TW'))))),
  baseUrl: 'https://docs.example/ferrypay-docs/',
};
const docSearchRequest = {
  indexName: 'ferrypay-docs',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
  facetFilters: ['language:zh-TW', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current', 'docusaurus_tag:docs-api-2026-06-01']],
};
const search = (query: string, extra: object = {}) => answer(index, {...docSearchRequest, query, ...extra});
const urls = (query: string, extra: object = {}) => search(query, extra).hits.map((hit) => hit.url.replace(index.baseUrl, ''));

describe('the local search client answers like Algolia', () => {
  it('returns Algolia-shaped results', () => {
    const result = search('退款');
    expect(result).toMatchObject({nbHits: result.hits.length, page: 0, nbPages: 1, hitsPerPage: 20, index: 'ferrypay-docs', query: '退款'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    const [first] = result.hits;
    expect(first).toMatchObject({
      type: 'lvl1',
      url: 'https://docs.example/ferrypay-docs/docs/refund',
      url_without_anchor: 'https://docs.example/ferrypay-docs/docs/refund',
      hierarchy: {lvl0: '功能介紹', lvl1: '退款', lvl2: null},
    });
    expect(first!._highlightResult.hierarchy.lvl1).toEqual({
      value: '<mark>退款</mark>',
      matchLevel: 'full',
      matchedWords: ['退款'],
      fullyHighlighted: true,
    });
    expect(first!._snippetResult.hierarchy!.lvl1!.value).toBe('<mark>退款</mark>');
  });

  it('finds Chinese words by their bigrams', () => {
    expect(urls('退款')[0]).toBe('docs/refund');
    expect(urls('供應商')).toEqual(['docs/vendor']);
    expect(urls('退款狀態')[0]).toBe('docs/refund#statuses');
  });

  it('matches English by prefix and with one typo', () => {
    expect(urls('payot')).toContain('docs/payout-status');
    expect(urls('payouts')).toContain('docs/payout-status');
    expect(urls('webh')).toEqual(['api/create-a-webhook']);
  });

  it('applies facet filters: AND between entries, OR inside a list', () => {
    expect(urls('退款', {facetFilters: ['language:zh-TW', ['docusaurus_tag:default']]})).toEqual(['blog/old-news']);
    expect(urls('退款', {facetFilters: ['language:en']})).toEqual([]);
    expect(urls('webhook', {facetFilters: ['-docusaurus_tag:docs-api-2026-06-01']})).toEqual([]);
  });

  it('ranks what a filter admits as the unfiltered search does: same records, order and scores', () => {
    const notBlog = (record: {docusaurus_tag: string}) => record.docusaurus_tag !== 'default';
    const ranking = (ranked: ReturnType<typeof index.engine.search>['ranked']) =>
      ranked.map(({record, score}) => [record.path, record.anchor, score]);
    for (const query of ['退款', '退款狀態', '角色權限', 'payout', 'failed payout webhook']) {
      const all = index.engine.search(query).ranked;
      const filtered = index.engine.search(query, notBlog).ranked;
      expect(ranking(filtered), query).toEqual(ranking(all.filter(({record}) => notBlog(record))));
    }
    expect(index.engine.search('退款', notBlog).ranked.length).toBeLessThan(index.engine.search('退款').ranked.length);
  });

  it('returns one hit per URL and pages through them', () => {
    const all = urls('退款');
    expect(new Set(all).size).toBe(all.length);
    const second = search('退款', {hitsPerPage: 2, page: 1});
    expect(second).toMatchObject({page: 1, hitsPerPage: 2, nbPages: Math.ceil(all.length / 2)});
    expect(second.hits.map((hit) => hit.url.replace(index.baseUrl, ''))).toEqual(all.slice(2, 4));
  });

  it('accepts the most of a Chinese question when not every bigram is found', () => {
    expect(urls('如何退款')[0]).toBe('docs/refund');
  });

  it('does not need the bigrams that straddle two words, but needs every character', () => {
    // 角色權限 has 色權, which the title 角色與權限 lacks; the title still comes first.
    expect(urls('角色權限').slice(0, 2)).toEqual(['docs/roles', 'docs/settings']);
    // 撥款狀態 shares 款狀 and 狀態 with 退款狀態, but not 退.
    expect(urls('退款狀態')).not.toContain('docs/payout-status');
  });

  it('finds nothing for nonsense', () => {
    expect(search('xqzjvkw')).toMatchObject({nbHits: 0, hits: []});
  });

  it('escapes record text and highlights with the requested tags only', () => {
    const [hit] = search('wallet').hits;
    expect(hit!.content).toBe('A failed payout returns the amount to the wallet &lt;img src=x onerror=alert(1)&gt;.');
    expect(hit!._highlightResult.content!.value).toContain('<mark>wallet</mark> &lt;img src=x onerror=alert(1)&gt;');
    expect(hit!._snippetResult.content!.value).not.toMatch(/<img/);
  });

  it("highlights with the hosted index's tags when a request names none, as the search page sends", () => {
    const [hit] = answer(index, {indexName: 'ferrypay-docs', query: '退款'}).hits;
    const {highlightPreTag: pre, highlightPostTag: post} = INDEX_SETTINGS;
    expect(hit!._highlightResult.hierarchy.lvl1!.value).toBe(`${pre}退款${post}`);
  });

  it('snippets paragraphs as the hosted index does when a request names no snippet, as the search page sends', () => {
    expect(DEFAULTS.attributesToSnippet).toEqual(INDEX_SETTINGS.attributesToSnippet);
    const hit = answer(index, {indexName: 'ferrypay-docs', query: '營業日'}).hits.find((h) => h.type === 'content');
    expect(hit!._snippetResult.content!.value).toContain('<mark>營業日</mark>');
    expect(hit!._snippetResult.hierarchy).toBeUndefined();
  });

  it('treats markup in a query as text', () => {
    const result = search('<img src=x onerror=alert(1)>');
    for (const hit of result.hits) expect(JSON.stringify(hit._highlightResult)).not.toContain('<img');
  });

  it('counts requested facets', () => {
    // Counted over distinct URLs: the refund page's title and its statuses section, and the blog post.
    expect(search('退款', {facets: ['docusaurus_tag']}).facets).toEqual({docusaurus_tag: {'docs-default-current': 2, default: 1}});
  });

  it('omits the query id without click analytics, like Algolia', () => {
    expect(search('退款', {clickAnalytics: false}).queryID).toBeUndefined();
  });
});

describe('ranking', () => {
  const en = (path: string, section: string, title: string, records: ExtractedPage['records'], extra: Partial<ExtractedPage> = {}) =>
    page(path, section, title, records, {language: 'en', kind: 'api', docusaurusTag: 'docs-api-2026-06-01', ...extra});
  /** An English index of these pages, as the browser decodes it. */
  const enIndex = (from: ExtractedPage[]): LoadedIndex => ({
    engine: createSearchEngine(decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex(from, 'en'))))),
    baseUrl: 'https://docs.example/en/',
  });
  const guide = {kind: 'guide', docusaurusTag: 'docs-default-current'} as const;
  const boilerplate = 'Every error response has this body; Errors explains each error code.';
  const operation = (slug: string, title: string) =>
    en(`api/${slug}`, 'API reference', title, [
      {level: 0, anchor: null, text: `${title} in one call.`, parent: -1},
      {level: 2, anchor: 'error-responses', text: 'Error responses', parent: -1},
      {level: 0, anchor: null, text: boilerplate, parent: 1},
    ]);
  const apiPages = [
    operation('create-an-order', 'Create an order'),
    operation('update-an-order', 'Update an order'),
    operation('create-a-vendor', 'Create a vendor'),
    operation('delete-a-vendor', 'Delete a vendor'),
    operation('create-a-webhook', 'Create a webhook'),
    operation('delete-a-webhook', 'Delete a webhook'),
    en('api', 'API reference', 'API reference', [
      {level: 2, anchor: 'errors', text: 'Errors', parent: -1},
      {level: 0, anchor: null, text: 'code A stable error code from the table below; branch on this in your code', parent: 0},
    ]),
    en(
      'docs/orders',
      'Guide',
      'Orders',
      [
        {level: 2, anchor: 'create', text: 'Create an order', parent: -1},
        {level: 0, anchor: null, text: 'Fill in the form; developers use the API instead.', parent: 0},
      ],
      guide,
    ),
  ];
  const apiIndex = enIndex(apiPages);
  const apiUrls = (query: string) => answer(apiIndex, {indexName: 'x', query}).hits.map((hit) => hit.url.replace(apiIndex.baseUrl, ''));

  it('matches a page title with the words of its section', () => {
    expect(apiUrls('create order API')[0]).toBe('api/create-an-order');
  });

  it('finds a paragraph by its words and the heading just above it, not by headings further up', () => {
    const nested = en('docs/payouts', 'Guide', 'Payouts', [
      {level: 2, anchor: 'fees', text: 'Fees', parent: -1},
      {level: 3, anchor: 'fx', text: 'Exchange rates', parent: 0},
      {level: 0, anchor: null, text: 'Rates are fixed when the payout is approved.', parent: 1},
    ]);
    const nestedIndex = enIndex([nested]);
    const found = (query: string) => answer(nestedIndex, {indexName: 'x', query}).hits.map((hit) => hit.type);
    expect(found('exchange approved')).toEqual(['content']);
    // "Fees" is two headings up: the paragraph does not carry it.
    expect(found('fees approved')).not.toContain('content');
  });

  it('ignores plurals as hosted Algolia does: "API key" finds the heading "API keys" before the error codes that hold both words', () => {
    const keyPages = [
      en(
        'docs/developer',
        'Features',
        'Developer',
        [
          {level: 2, anchor: 'api-keys', text: 'API keys', parent: -1},
          {level: 0, anchor: null, text: 'Each integration gets its own secret key; the keyboard shortcut copies it.', parent: 0},
        ],
        guide,
      ),
      en('api/error-codes', 'API reference', 'Error codes', [
        {level: 2, anchor: 'api_key_missing', text: 'api_key_missing', parent: -1},
        {level: 2, anchor: 'api_key_invalid', text: 'api_key_invalid', parent: -1},
      ]),
    ];
    const keyIndex = enIndex(keyPages);
    const hits = (query: string) => answer(keyIndex, {indexName: 'x', query}).hits;
    expect(hits('API key')[0]!.url).toBe('https://docs.example/en/docs/developer#api-keys');
    expect(hits('API key')[0]!._highlightResult.hierarchy.lvl2?.value).toBe('<mark>API</mark> <mark>keys</mark>');
    // A plural query finds the singular, marked whole; `keys` as typed is no prefix of "keyboard".
    const paragraph = hits('secret keys').find((hit) => hit.type === 'content')!;
    expect(paragraph._highlightResult.content?.value).toBe(
      'Each integration gets its own <mark>secret</mark> <mark>key</mark>; the keyboard shortcut copies it.',
    );
  });

  it('finds, at every keystroke of a word, the page that holds it, plural or not', () => {
    const words = ['addresses', 'responses', 'version', 'FerryPay', 'currencies', 'statuses', 'keystore', 'policies', 'payouts', 'only'];
    const wordIndex = enIndex(
      words.map((word, i) =>
        en(`docs/${word.toLowerCase()}`, 'Guide', `Page ${i}`, [{level: 0, anchor: null, text: `About ${word} here.`, parent: -1}], guide),
      ),
    );
    const missed: string[] = [];
    for (const word of words) {
      for (let length = 2; length <= word.length; length++) {
        const typed = word.slice(0, length);
        const urls = answer(wordIndex, {indexName: 'x', query: typed}).hits.map((hit) => hit.url_without_anchor);
        if (!urls.includes(`https://docs.example/en/docs/${word.toLowerCase()}`)) missed.push(typed);
      }
    }
    expect(missed).toEqual([]);
  });

  it('ranks text repeated on many pages of a version below the page that explains it', () => {
    expect(apiUrls('error codes')[0]).toBe('api#errors');
    // Repeated text is still found.
    expect(apiUrls('error response body')).toHaveLength(6);
  });
});

describe('the compact local index', () => {
  const page: ExtractedPage = {
    path: 'docs/refund',
    kind: 'guide',
    section: '功能介紹',
    title: '退款 <b>',
    language: 'zh-TW',
    docusaurusTag: 'docs-default-current',
    records: [
      {level: 0, anchor: null, text: '開頭', parent: -1},
      {level: 2, anchor: 'full', text: '全額', parent: -1},
      {level: 0, anchor: null, text: '段落一', parent: 1},
      {level: 3, anchor: 'sub', text: '子節', parent: 1},
      {level: 0, anchor: null, text: '子段落 "x"', parent: 3},
      {level: 2, anchor: 'next', text: '下一節', parent: -1},
    ],
  };
  const records = toDocSearchRecords([page], 'https://docs.example/ferrypay-docs/');

  it('decodes from the compact local index to the same hierarchy and text', () => {
    const local = decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex([page], 'zh-TW'))));
    const unescape = (s: string | null) =>
      s &&
      s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"');
    const key = (type: string, hierarchy: object, content: string | null, url: string) => JSON.stringify([type, hierarchy, content, url]);
    expect(local.map((r) => key(r.type, r.hierarchy, r.content, `${r.path}${r.anchor ? `#${r.anchor}` : ''}`)).sort()).toEqual(
      records
        .map((r) =>
          key(
            r.type,
            Object.fromEntries(Object.entries(r.hierarchy).map(([k, v]) => [k, unescape(v)])),
            unescape(r.content),
            r.url.replace('https://docs.example/ferrypay-docs/', ''),
          ),
        )
        .sort(),
    );
  });
});

describe('the local index file', () => {
  const shared = 'Every error response has this body.';
  const twin = (path: string, title: string): ExtractedPage =>
    page(path, 'API 參考', title, [
      {level: 2, anchor: 'errors', text: '錯誤回應', parent: -1},
      {level: 0, anchor: null, text: shared, parent: 0},
      {level: 0, anchor: null, text: `${title} only`, parent: 0},
    ]);
  const file = toLocalIndex([twin('api/a', '建立訂單'), twin('api/next/a', '建立訂單'), twin('api/b', '取消訂單')], 'zh-TW');

  it('stores each text that occurs more than once a single time', () => {
    // As written, Chinese characters are shortened (src/search/engine/shortCharacters.ts).
    const texts = file.texts.map(lengthener(file.alphabet));
    expect(texts.filter((text) => text === shared)).toHaveLength(1);
    expect(texts).toContain('建立訂單');
    expect(JSON.stringify(file).split(shared)).toHaveLength(2);
    expect(texts).not.toContain('取消訂單 only');
  });

  it('decodes the shared texts on every page', () => {
    const records = decodeLocalIndex(JSON.parse(JSON.stringify(file)));
    expect(records.filter((record) => record.content === shared).map((record) => `${record.path}#${record.anchor}`)).toEqual([
      'api/a#errors',
      'api/next/a#errors',
      'api/b#errors',
    ]);
    expect(records.filter((record) => record.type === 'lvl1').map((record) => record.hierarchy.lvl1)).toEqual([
      '建立訂單',
      '建立訂單',
      '取消訂單',
    ]);
  });

  it('decodes in slices the same records as at once, pausing between pages once a slice has run its time', async () => {
    let clock = 0;
    const nextTask = vi.fn(async () => {});
    // A clock that moves 1 ms each time it is read: every page's slice has run its 1 ms.
    const records = await decodeLocalIndexInSlices(JSON.parse(JSON.stringify(file)), {sliceMs: 1, nextTask, now: () => clock++});
    expect(records).toEqual(decodeLocalIndex(JSON.parse(JSON.stringify(file))));
    expect(nextTask).toHaveBeenCalledTimes(file.pages.length);
    nextTask.mockClear();
    await decodeLocalIndexInSlices(JSON.parse(JSON.stringify(file)), {sliceMs: 10, nextTask, now: () => 0});
    expect(nextTask).not.toHaveBeenCalled();
    await expect(
      decodeLocalIndexInSlices({...file, version: 1} as unknown as typeof file, {sliceMs: 1, nextTask, now: () => 0}),
    ).rejects.toThrow(/version 1/);
  });

  it('rejects a file of another version, with records that point outside their page, texts out of step with the records or no alphabet', () => {
    expect(() => decodeLocalIndex({...file, version: 1} as unknown as typeof file)).toThrow(/version 1/);
    expect(() => decodeLocalIndex({...file, records: [[5, 1], ...file.records.slice(1)]})).toThrow(LocalIndexError);
    expect(() => decodeLocalIndex({...file, records: [...file.records, [0, 1]]})).toThrow(/belong to no page/);
    expect(() => decodeLocalIndex({...file, records: [file.texts.length + 1, ...file.records.slice(1)]})).toThrow(/Unknown text/);
    expect(() => decodeLocalIndex({...file, once: file.once.slice(1)})).toThrow(/read more than the \d+ texts that occur once/);
    expect(() => decodeLocalIndex({...file, once: [...file.once, 'stray']})).toThrow(/belong to no record/);
    expect(() => decodeLocalIndex({...file, alphabet: undefined as unknown as string})).toThrow(LocalIndexError);
  });
});

describe('indexing paragraphs after titles and headings', () => {
  /** An engine whose slices wait in two queues (idle time, soon) until a test runs them. */
  const scheduled = (from: ExtractedPage[] = pages, options?: SearchEngineOptions) => {
    const idle: IndexingSlice[] = [];
    const soon: IndexingSlice[] = [];
    const engine = createSearchEngine(
      decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex(from, 'zh-TW')))),
      {
        idle: (slice) => idle.push(slice),
        soon: (slice) => soon.push(slice),
      },
      options,
    );
    /** Runs the queued slices, one record each, until none is left. */
    const drain = () => {
      for (let slice = idle.shift() ?? soon.shift(); slice; slice = idle.shift() ?? soon.shift()) slice(() => 0);
    };
    return {engine, idle, soon, drain, load: async () => ({engine, baseUrl: index.baseUrl})};
  };
  const request = (query: string) => ({requests: [{...docSearchRequest, query}]});

  it('searches headings at once and paragraphs once they are in', () => {
    const {engine, drain} = scheduled();
    expect(engine.complete).toBe(false);
    expect(engine.search('退款狀態').ranked.map((r) => r.record.type)).toEqual(['lvl2']);
    expect(engine.search('營業日').ranked).toEqual([]);
    drain();
    expect(engine.complete).toBe(true);
    expect(engine.search('營業日').ranked).toHaveLength(1);
  });

  it('answers a query from the headings its filter admits, and indexes the others at idle time', () => {
    const firstHeadingsIndexed = vi.fn();
    const {engine, drain} = scheduled(pages, {firstHeadingsIndexed});
    const guideOnly = (record: {docusaurus_tag: string}) => record.docusaurus_tag === 'docs-default-current';
    const apiOnly = (record: {docusaurus_tag: string}) => record.docusaurus_tag.startsWith('docs-api-');
    // The first query, from a guide page: its headings, none of the API's.
    expect(engine.search('退款狀態', guideOnly).ranked.map((r) => r.record.path)).toEqual(['docs/refund']);
    expect(firstHeadingsIndexed).toHaveBeenCalledTimes(1);
    // A query whose filter admits the API's headings finds them too, before any idle slice ran.
    expect(engine.search('webhook', apiOnly).ranked.map((r) => r.record.path)).toEqual(['api/create-a-webhook']);
    expect(engine.search('舊聞').ranked.map((r) => r.record.path)).toEqual(['blog/old-news']);
    expect(firstHeadingsIndexed).toHaveBeenCalledTimes(1);
    drain();
    expect(engine.complete).toBe(true);
    expect(engine.search('營業日', guideOnly).ranked).toHaveLength(1);
  });

  it('indexes first the headings the page is likely to search', () => {
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    const {idle} = scheduled(pages, {likelyFirst: (record) => record.docusaurus_tag === 'docs-api-2026-06-01'});
    idle.shift()!(() => 0);
    const first = add.mock.calls[0]![0] as {docusaurus_tag: string; type: string};
    add.mockRestore();
    expect(first).toMatchObject({docusaurus_tag: 'docs-api-2026-06-01', type: 'lvl1'});
  });

  it('indexes in each slice for as long as the browser gives it time, and at least one record', () => {
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    const {engine, idle} = scheduled();
    let checks = 0;
    idle.shift()!(() => (++checks <= 3 ? 1 : 0));
    expect(add).toHaveBeenCalledTimes(4);
    idle.shift()!(() => 0);
    expect(add).toHaveBeenCalledTimes(5);
    add.mockRestore();
    expect(engine.complete).toBe(false);
  });

  it("leaves the paragraphs no query waits for to the background runner (a worker's page idle time), once the headings are in", async () => {
    const idle: IndexingSlice[] = [];
    const soon: IndexingSlice[] = [];
    const background: IndexingSlice[] = [];
    const engine = createSearchEngine(decodeLocalIndex(JSON.parse(JSON.stringify(toLocalIndex(pages, 'zh-TW')))), {
      idle: (slice) => idle.push(slice),
      soon: (slice) => soon.push(slice),
      background: (slice) => background.push(slice),
    });
    // Titles and headings go by `idle`, slice after slice, until they are all in.
    while (idle.length > 0) idle.shift()!(() => 0);
    expect(engine.search('退款狀態').ranked.map((r) => r.record.type)).toEqual(['lvl2']);
    expect(background).toHaveLength(1);
    expect(soon).toEqual([]);
    // Paragraphs wait for the background runner: the page is busy, nothing comes.
    expect(engine.search('營業日').ranked).toEqual([]);
    background.shift()!(() => 0);
    expect(background).toHaveLength(1);
    // A query that needs the rest does not wait for it.
    let finished = false;
    void engine.finish().then(() => (finished = true));
    while (soon.length > 0) soon.shift()!(() => 0);
    await Promise.resolve();
    expect(finished).toBe(true);
    expect(engine.search('營業日').ranked).toHaveLength(1);
    // The slice that was waiting for the page's idle time does nothing when it comes.
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    background.shift()!(() => 1);
    expect(add).not.toHaveBeenCalled();
    add.mockRestore();
  });

  it('indexes the rest without waiting for idle time once a query needs it', async () => {
    const {engine, idle, soon} = scheduled();
    idle.shift()!(() => 0);
    expect(idle).toHaveLength(1);
    let finished = false;
    void engine.finish().then(() => (finished = true));
    expect(soon).toHaveLength(1);
    // The slice already waiting for idle time does nothing when it comes.
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    idle.shift()!(() => 1);
    expect(add).not.toHaveBeenCalled();
    add.mockRestore();
    while (soon.length > 0) soon.shift()!(() => 0);
    expect(idle).toEqual([]);
    await Promise.resolve();
    expect(engine.complete).toBe(true);
    expect(finished).toBe(true);
  });

  /** On a fresh engine, before any slice ran: the paragraphs `finishForQuery` indexes for a query, by their text. */
  const indexedFor = (query: string, from: ExtractedPage[] = pages) => {
    const {engine} = scheduled(from);
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    void engine.finishForQuery(query, () => true);
    const contents = add.mock.calls
      .map(([record]) => record as {type: string; content: string})
      .filter((record) => record.type === 'content')
      .map((record) => record.content);
    add.mockRestore();
    return {engine, contents};
  };

  it("indexes, before answering, the paragraphs that hold a query's words as they are, as a prefix or with one typo", () => {
    const wallet = 'A failed payout returns the amount to the wallet <img src=x onerror=alert(1)>.';
    for (const query of ['wallet', 'wal', 'walet', 'wallot']) {
      const {engine, contents} = indexedFor(query);
      expect(contents, query).toEqual([wallet]);
      expect(engine.search(query).ranked.map(({record}) => record.content)).toEqual([wallet]);
      expect(engine.complete).toBe(false);
    }
    expect(indexedFor('營業').contents).toEqual(['退款會在 5 到 10 個營業日內退回顧客的卡片。']);
    expect(indexedFor('營').contents).toEqual(['退款會在 5 到 10 個營業日內退回顧客的卡片。']);
    // Characters held, but not side by side; nonsense; a word two edits from a held one; no term at all.
    for (const query of ['營日', '龘靐齉', 'zqxjvkw qpzmxv', 'wlalte', '？！']) expect(indexedFor(query).contents, query).toEqual([]);
  });

  it('indexes, before answering, the paragraphs that hold a query word in its other number', () => {
    const legal = page('docs/kyc', '功能介紹', 'KYC', [
      {level: 0, anchor: null, text: 'Legal entities sign the contract.', parent: -1},
      {level: 0, anchor: null, text: 'Check the status first.', parent: -1},
    ]);
    for (const query of ['entity', 'entities', 'Entities', 'entitie']) {
      expect(indexedFor(query, [...pages, legal]).contents, query).toEqual(['Legal entities sign the contract.']);
    }
    // Every paragraph that holds `status` (this one, and those under a heading that does).
    expect(indexedFor('statuses', [...pages, legal]).contents).toContain('Check the status first.');
  });

  it("indexes, before answering, only a paragraph that holds as many of a long query's terms as a hit needs", () => {
    // Four terms, each held by a different paragraph: a hit needs two in one record.
    const scattered = indexedFor('營業 擁有 企業 調整');
    expect(scattered.contents).toEqual([]);
    expect(scattered.engine.search('營業 擁有 企業 調整').ranked).toEqual([]);
    // Two of four in the refund paragraph: 營業 and 業日.
    const together = indexedFor('營業日 企業 擁有');
    expect(together.contents).toEqual(['退款會在 5 到 10 個營業日內退回顧客的卡片。']);
    expect(together.engine.search('營業日 企業 擁有').ranked.map(({record}) => record.content)).toEqual([
      '退款會在 5 到 10 個營業日內退回顧客的卡片。',
    ]);
  });

  it('finds, once the paragraphs a query may find are in, every page and anchor the complete index finds', () => {
    const complete = scheduled();
    complete.drain();
    const targets = (engine: ReturnType<typeof scheduled>['engine'], query: string) =>
      engine
        .search(query)
        .ranked.map(({record}) => `${record.path}#${record.anchor ?? ''}`)
        .sort();
    const queries = [
      // Repeated words: three bigrams cover every character, though a hit needs four of the nine distinct terms.
      '退款營業卡片退款卡片營業退款',
      '退款營業 營業卡片 卡片退款 營業退款 卡片營業',
      ...['營業 擁有 企業 調整', '營業日 企業 擁有', '角色權限', '退款 營業日', 'failed payout wallet amount'],
      ...['payout a', 'a payout', 'f', 'walet', '營', '營日', '龘靐齉', 'webhook 簽章 signature header'],
    ];
    expect(queries.filter((query) => targets(complete.engine, query).length > 0).length).toBeGreaterThan(5);
    for (const query of queries) expect(targets(indexedFor(query).engine, query), query).toEqual(targets(complete.engine, query));
  });

  it('counts every term of a query of more than 32, wherever it comes in the query', () => {
    // Two paragraphs with no bigram in common, each holding half of the query's 93 distinct terms: the second
    // paragraph's come after the 32nd.
    const first = '供應商在收到付款通知後可以登入後台查看每筆款項的匯率與手續費明細並下載對帳報表以便核對入帳金額';
    const second = '公司管理員必須先完成企業驗證才能建立跨境訂單若審核遭到退回請依照畫面提示補齊文件再重新送出申請';
    const two = [
      page('docs/a', '功能介紹', '甲', [{level: 0, anchor: null, text: first, parent: -1}]),
      page('docs/b', '功能介紹', '乙', [{level: 0, anchor: null, text: second, parent: -1}]),
      page('docs/c', '功能介紹', '丙', [{level: 0, anchor: null, text: 'Nothing to see here.', parent: -1}]),
    ];
    expect(indexedFor(first + second, two).contents.sort()).toEqual([first, second].sort());
  });

  it('finds a record that covers a query of more than 32 terms with terms past the 32nd', () => {
    // Twelve bigrams, then a query of every ordered pair of them run together (144 distinct terms, the bigrams that
    // straddle two of them included, which one record holds as the query itself): a record of the twelve alone covers
    // every character with 12 terms, fewer than the half a hit needs otherwise, six of them after the 32nd term.
    // Eleven of them do not cover it.
    const chars = [...'供應商角色權限與付款通知後可以登入台查看每筆項的匯'];
    const bigrams = Array.from({length: 12}, (_, i) => chars[2 * i]! + chars[2 * i + 1]!);
    const pairs = bigrams.flatMap((a, i) => bigrams.flatMap((b, j) => (i === j ? [] : [{run: a + b, late: i >= 6 || j >= 6}])));
    // The pairs of the first six first: the last six bigrams come after 36 terms.
    const runs = [...pairs.filter(({late}) => !late), ...pairs.filter(({late}) => late)].map(({run}) => run);
    const query = runs.join(' ');
    const twelve = bigrams.join(' ');
    const eleven = bigrams.slice(0, 11).join(' ');
    const covering = [
      page('docs/q', '功能介紹', '問', [{level: 0, anchor: null, text: query, parent: -1}]),
      page('docs/a', '功能介紹', '甲', [{level: 0, anchor: null, text: twelve, parent: -1}]),
      page('docs/b', '功能介紹', '乙', [{level: 0, anchor: null, text: eleven, parent: -1}]),
      page('docs/c', '功能介紹', '丙', [{level: 0, anchor: null, text: 'Nothing to see here.', parent: -1}]),
    ];
    expect(indexedFor(query, covering).contents).toEqual([query, twelve]);
  });

  it('reads each record apart, though a text holds a NUL', () => {
    const withNul = [
      page('docs/a', '功能介紹', '甲', [{level: 0, anchor: null, text: 'Line one\u0000line two.', parent: -1}]),
      page('docs/b', '功能介紹', '乙', [{level: 0, anchor: null, text: 'Top up the wallet first.', parent: -1}]),
      page('docs/c', '功能介紹', '丙', [{level: 0, anchor: null, text: 'Nothing to see here.', parent: -1}]),
    ];
    expect(indexedFor('wallet', withNul).contents).toEqual(['Top up the wallet first.']);
  });

  it('indexes in turn, after a query indexed some paragraphs out of turn, each paragraph once', () => {
    const {drain, engine, idle} = scheduled();
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    // Some headings in, then a query indexes its paragraph before the slices reach it.
    for (let i = 0; i < 3; i++) idle.shift()!(() => 0);
    void engine.finishForQuery('wallet', () => true);
    drain();
    const added = add.mock.calls.map(([record]) => (record as {id: number}).id);
    add.mockRestore();
    expect(engine.complete).toBe(true);
    expect(added.length).toBe(engine.records.length);
    expect(new Set(added).size).toBe(added.length);
    expect(engine.search('wallet').ranked).toHaveLength(1);
  });

  it("matches a single letter as a prefix when it is the query's last, and as a word elsewhere", () => {
    const {drain, engine} = scheduled();
    drain();
    const contents = (query: string) => engine.search(query).ranked.map(({record}) => record.content ?? record.hierarchy.lvl1);
    // `a` ends the query: "and" and "amount" match it too.
    expect(contents('payout a')).toContain('Every payout moves through scheduled, processing and succeeded.');
    // `a` inside the query is the word "a".
    expect(contents('a payout')).not.toContain('Every payout moves through scheduled, processing and succeeded.');
    expect(contents('a payout')).toContain('A failed payout returns the amount to the wallet <img src=x onerror=alert(1)>.');
  });

  it('answers a single letter from the headings at once, before paragraphs are in', async () => {
    const {engine, load, soon} = scheduled();
    const client = createLocalSearchClient({load, partialResults: 'always'});
    const {results} = await client.search(request('f'));
    expect(results[0]!.hits.map((hit) => hit.hierarchy.lvl2)).toContain('Failed payouts');
    expect(engine.complete).toBe(false);
    expect(soon).toHaveLength(0);
  });

  it('finds no CJK term with a word one typo from its spelling in the index, and indexes nothing for one', () => {
    const {drain, engine} = scheduled();
    drain();
    // 營業 is spelt in the index as a marker and the base-36 code points of 營 (0mhr) and 業 (0ktp).
    for (const query of ['0mhr0ktp', '0mhr', 'x0mhr']) {
      expect(engine.search(query).ranked, query).toEqual([]);
      expect(indexedFor(query).contents, query).toEqual([]);
    }
    expect(engine.search('營業').ranked).toHaveLength(1);
  });

  /** Three pages with one paragraph word for word, and a fourth with `text`. */
  const threeCopiesAnd = (text: string): ExtractedPage[] => {
    const repeated = {level: 0 as const, anchor: null, text: '相關頁面：退款與撥款的常見問題。', parent: -1};
    return [
      page('docs/a', '功能介紹', '甲', [repeated]),
      page('docs/b', '功能介紹', '乙', [repeated]),
      page('docs/c', '功能介紹', '丙', [repeated]),
      page('docs/d', '功能介紹', '丁', [{...repeated, text}]),
    ];
  };

  it('weighs a paragraph repeated on other pages less once paragraphs are in', () => {
    const {engine, drain} = scheduled(threeCopiesAnd('退款與撥款的常見問題整理。'));
    drain();
    expect(engine.search('常見問題').ranked[0]!.record.path).toBe('docs/d');
  });

  /** A page of `count` paragraphs, each `text` with its number: more than a query indexes in its own task. */
  const crowded = (path: string, text: string, count: number, extra: Partial<ExtractedPage> = {}) =>
    page(
      path,
      '部落格',
      '公告',
      Array.from({length: count}, (_, i) => ({level: 0 as const, anchor: null, text: `${text}（${i + 1}）`, parent: -1})),
      {kind: 'blog', docusaurusTag: 'default', ...extra},
    );
  // Everything the client awaits is a microtask: an answer that waits for indexing is not in by the next task.
  const next = () => new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 0));

  it("indexes in the query's own task the few paragraphs that can hold it, and answers without waiting for the others", async () => {
    const {engine, load, soon} = scheduled();
    const client = createLocalSearchClient({load, partialResults: 'always'});
    const first = await client.search(request('退款'));
    expect(first.results[0]!.nbHits).toBeGreaterThan(0);
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    const answered = await Promise.race([client.search(request('營業日')), next()]);
    const paragraphsAdded = add.mock.calls.map(([record]) => record as {type: string; content: string}).filter((r) => r.type === 'content');
    add.mockRestore();
    expect(answered).not.toBe('waiting');
    expect(answered !== 'waiting' && answered.results[0]!.hits.map((hit) => hit.content)).toEqual([
      '退款會在 5 到 10 個營業日內退回顧客的卡片。',
    ]);
    // Only the paragraph that holds 營業 and 業日 was indexed: no slice was hurried.
    expect(paragraphsAdded.map((r) => r.content)).toEqual(['退款會在 5 到 10 個營業日內退回顧客的卡片。']);
    expect(soon).toHaveLength(0);
    expect(engine.complete).toBe(false);
    expect(engine.search('wallet').ranked).toEqual([]);
  });

  it('weighs a paragraph indexed out of turn by its copies, as in turn', () => {
    const withCopies = threeCopiesAnd('相關頁面：退款與撥款的常見問題與處理方式整理。');
    const paths = (engine: ReturnType<typeof scheduled>['engine']) => engine.search('常見問題').ranked.map(({record}) => record.path);
    const inTurn = scheduled(withCopies);
    inTurn.drain();
    const outOfTurn = scheduled(withCopies);
    void outOfTurn.engine.finishForQuery('常見問題', () => true);
    expect(outOfTurn.engine.complete).toBe(false);
    // The one paragraph not repeated first, though longer: unweighed, the shorter copies would come first. (Scores themselves move a little as the rest
    // comes in: MiniSearch's average field lengths depend on the order records are added.)
    expect(paths(outOfTurn.engine)).toEqual(paths(inTurn.engine));
    expect(paths(outOfTurn.engine)[0]).toBe('docs/d');
  });

  it('says "no results" at once when only paragraphs its filters leave out could hold the query', async () => {
    const olderVersion = page(
      'api/2025-03-01/create-a-webhook',
      'API 參考',
      'Create a webhook',
      [{level: 0, anchor: null, text: 'Deliveries of version 2025-03-01 carry a legacy checksum.', parent: -1}],
      {kind: 'api', docusaurusTag: 'docs-api-2025-03-01'},
    );
    const {engine, load, soon} = scheduled([olderVersion, ...pages]);
    const client = createLocalSearchClient({load, partialResults: 'always'});
    // `checksum` is held by the older version's paragraph only, which the request cannot find.
    const answered = await Promise.race([client.search(request('checksum')), next()]);
    expect(answered !== 'waiting' && answered.results[0]!.nbHits).toBe(0);
    expect(soon).toHaveLength(0);
    expect(engine.complete).toBe(false);
    expect(engine.search('checksum').ranked).toEqual([]);
  });

  it('says "no results" at once, before any paragraph is in, to a query no record holds a word of', async () => {
    const {engine, load, soon} = scheduled();
    const client = createLocalSearchClient({load, partialResults: 'always'});
    const searches = vi.spyOn(engine, 'search');
    const nonsense = await Promise.race([client.search(request('龘靐齉 zqxjvkw')), next()]);
    expect(nonsense).not.toBe('waiting');
    expect(nonsense !== 'waiting' && nonsense.results[0]!.nbHits).toBe(0);
    // Searched once: nothing was indexed for it, so the first answer stands.
    expect(searches).toHaveBeenCalledTimes(1);
    searches.mockRestore();
    expect(engine.complete).toBe(false);
    expect(soon).toHaveLength(0);
    // A typo of a word held by a paragraph not in yet finds it at once: that paragraph is indexed in the query's task.
    const typo = await Promise.race([client.search(request('wallot')), next()]);
    expect(typo !== 'waiting' && typo.results[0]!.hits.map((hit) => hit.hierarchy.lvl1)).toEqual(['撥款狀態 payout status']);
    expect(engine.complete).toBe(false);
  });

  it('waits, when more paragraphs could hold the query than it indexes in its own task, for those its filters admit only', async () => {
    // 營業 without 業日, in more paragraphs than a query indexes in its own task, all indexed before the refund page's.
    const notice = crowded('blog/hours', '客服的營業時間為平日九點到六點。', PARAGRAPHS_INDEXED_FOR_A_QUERY + 1);
    const olderVersion = crowded('api/2025-03-01/hours', '營業時間', 5, {kind: 'api', docusaurusTag: 'docs-api-2025-03-01'});
    const admitted = facetFilterPredicate(docSearchRequest.facetFilters);
    const {engine, load, soon, idle} = scheduled([...pages, olderVersion, notice], {
      likelyFirst: (record) => record.docusaurus_tag === 'default',
    });
    const client = createLocalSearchClient({load, partialResults: 'always'});
    let answered: Awaited<ReturnType<typeof client.search>> | undefined;
    const pending = client.search(request('營業日')).then((response) => (answered = response));
    expect(await Promise.race([pending, next()])).toBe('waiting');
    // The slices, one record each, until the answer comes (fewer than the records there are).
    for (let slice = soon.shift() ?? idle.shift(); slice && !answered; slice = soon.shift() ?? idle.shift()) {
      slice(() => 0);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(answered?.results[0]!.hits.map((hit) => hit.content)).toEqual(['退款會在 5 到 10 個營業日內退回顧客的卡片。']);
    // The older version's paragraphs, which the request cannot find, were not waited for.
    expect(engine.complete).toBe(false);
    expect(admitted(engine.records.find((record) => record.path === 'api/2025-03-01/hours')!)).toBe(false);
    expect(engine.search('營業時間').ranked.map(({record}) => record.path)).not.toContain('api/2025-03-01/hours');
  });

  it('answers a request for the whole count only from the whole index, even in the modal', async () => {
    const {drain, load, soon} = scheduled();
    const client = createLocalSearchClient({load, partialResults: 'always'});
    const headingsOnly = (await client.search(request('退款'))).results[0]!;
    expect(headingsOnly.exhaustiveNbHits).toBe(false);
    let counted: number | undefined;
    const pending = client
      .search({requests: [{...docSearchRequest, query: '退款', hitsPerPage: 0, exhaustiveNbHits: true}]})
      .then(({results}) => (counted = results[0]!.nbHits));
    await vi.waitFor(() => expect(soon).toHaveLength(1));
    expect(counted).toBeUndefined();
    drain();
    await pending;
    expect(counted).toBeGreaterThan(headingsOnly.nbHits);
    expect(counted).toBe((await client.search(request('退款'))).results[0]!.nbHits);
  });

  it('answers the search page from headings once per query, then, asked again, from the whole index', async () => {
    const {drain, engine, load, soon} = scheduled();
    const client = createLocalSearchClient({load, partialResults: 'once'});
    const add = vi.spyOn(MiniSearch.prototype, 'add');
    let answered = false;
    const pending = client.search(request('退款')).then((response) => ((answered = true), response));
    try {
      // The titles and headings are indexed by the slices, one record each here, not by the query's own task.
      await vi.waitFor(() => expect(soon).toHaveLength(1));
      while (!answered) {
        const calls = add.mock.calls.length;
        soon.shift()?.(() => 0);
        expect(add.mock.calls.length - calls).toBeLessThanOrEqual(1);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    } finally {
      // A failed expectation must not leave MiniSearch spied on for the tests after this one.
      add.mockRestore();
    }
    expect(engine.complete).toBe(false);
    const first = (await pending).results[0]!;
    expect(first.nbHits).toBeGreaterThan(0);
    expect(first.exhaustiveNbHits).toBe(false);
    expect(first.hits.every((hit) => hit.type !== 'content')).toBe(true);
    const again = client.search(request('退款'));
    await vi.waitFor(() => expect(soon).toHaveLength(1));
    drain();
    const whole = (await again).results[0]!;
    expect(whole.exhaustiveNbHits).toBe(true);
    expect(whole.nbHits).toBeGreaterThan(first.nbHits);
    expect(whole.hits.some((hit) => hit.type === 'content')).toBe(true);
  });

  it('makes the search page wait for the whole index, indexed without waiting for idle time', async () => {
    const {drain, load, soon} = scheduled();
    const client = createLocalSearchClient({load});
    const pending = client.search(request('退款'));
    await vi.waitFor(() => expect(soon).toHaveLength(1));
    drain();
    expect((await pending).results[0]!.hits.some((hit) => hit.type === 'content')).toBe(true);
  });
});

describe('requests', () => {
  it('accept DocSearch’s {requests} and the helper’s legacy [{indexName, params}]', () => {
    expect(normalizeRequests({requests: [{indexName: 'a', query: 'x'}]})).toEqual([{indexName: 'a', query: 'x'}]);
    expect(normalizeRequests([{indexName: 'a', params: {query: 'x', hitsPerPage: 15}}])).toEqual([
      {indexName: 'a', query: 'x', hitsPerPage: 15},
    ]);
    expect(normalizeRequests([{indexName: 'a', params: 'query=x&hitsPerPage=15&facetFilters=%5B%22language%3Aen%22%5D'}])).toEqual([
      {indexName: 'a', query: 'x', hitsPerPage: 15, facetFilters: ['language:en']},
    ]);
  });

  it('filter by quoted and negated facet values', () => {
    const record = index.engine.records[0]!;
    expect(facetFilterPredicate(['language:"zh-TW"'])(record)).toBe(true);
    expect(facetFilterPredicate([['language:en', '-language:en']])(record)).toBe(true);
    expect(facetFilterPredicate('language:en')(record)).toBe(false);
  });

  it('decide each record by its own language, tag and headings, asked one after another', () => {
    const record = index.engine.records[0]!;
    const as = (changes: Partial<typeof record>) => ({...record, ...changes});
    const guide = facetFilterPredicate(['language:zh-TW', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
    const asked = [
      as({language: 'zh-TW', docusaurus_tag: 'default'}),
      as({language: 'en', docusaurus_tag: 'default'}),
      as({language: 'zh-TW', docusaurus_tag: 'docs-api-2026-06-01'}),
      as({language: 'zh-TW', docusaurus_tag: 'docs-default-current'}),
      as({language: 'en', docusaurus_tag: 'docs-default-current'}),
    ];
    expect(asked.map(guide)).toEqual([true, false, false, true, false]);
    const section = facetFilterPredicate(['language:zh-TW', 'hierarchy.lvl0:API']);
    const inApi = as({hierarchy: {...record.hierarchy, lvl0: 'API'}});
    const inGuide = as({hierarchy: {...record.hierarchy, lvl0: 'Guide'}});
    expect([inApi, inGuide, inApi].map(section)).toEqual([true, false, true]);
    const pageTitles = facetFilterPredicate('type:lvl1');
    expect([as({type: 'lvl1'}), as({type: 'content'}), as({type: 'lvl1'})].map(pageTitles)).toEqual([true, false, true]);
  });
});

describe('the client', () => {
  it('loads the index once, on first use', async () => {
    const load = vi.fn(async () => index);
    const client = createLocalSearchClient({load});
    expect(load).not.toHaveBeenCalled();
    client.preload();
    const {results} = await client.search({requests: [{...docSearchRequest, query: '供應商'}]});
    await client.search({requests: [{...docSearchRequest, query: '退款'}]});
    expect(load).toHaveBeenCalledTimes(1);
    expect(results[0]!.nbHits).toBe(1);
  });

  it('reports an index that cannot be loaded as a RetryError, and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(index);
    const client = createLocalSearchClient({load});
    const failure = await client.search({requests: [{indexName: 'x', query: '退款'}]}).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(SearchUnavailableError);
    expect((failure as Error).name).toBe('RetryError');
    await expect(client.search({requests: [{indexName: 'x', query: '退款'}]})).resolves.toBeTruthy();
  });

  it('imports its implementation lazily and reports a failed import as a RetryError', async () => {
    const inner = {search: vi.fn(async () => ({results: []})), preload: vi.fn()};
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(inner);
    const client = lazyClient(load);
    await expect(client.search({requests: []})).rejects.toMatchObject({name: 'RetryError'});
    client.preload();
    await vi.waitFor(() => expect(inner.preload).toHaveBeenCalled());
    client.addAlgoliaAgent('docusaurus', '3.10.2');
    expect(client.transporter.algoliaAgent.value).toContain('docusaurus (3.10.2)');
  });
});

describe('the hosted client on the search page', () => {
  const hosted = () => ({search: vi.fn(async (_input: unknown, _options?: unknown) => ({results: ['answer']})), addAlgoliaAgent: vi.fn()});

  it('loads nothing until the first query, then loads once', async () => {
    const real = hosted();
    const load = vi.fn(async () => real);
    const client = deferredHostedClient(load);
    expect(load).not.toHaveBeenCalled();
    const [first] = await Promise.all([client.search([{indexName: 'x', params: {query: 'payout'}}], {headers: {}}), client.search([])]);
    expect(first).toEqual({results: ['answer']});
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.search).toHaveBeenCalledWith([{indexName: 'x', params: {query: 'payout'}}], {headers: {}});
  });

  it('passes on the user agents added before and after the code arrives, in order', async () => {
    const real = hosted();
    const client = deferredHostedClient(async () => real);
    client.addAlgoliaAgent('JS Helper (3.26.0)');
    client.addAlgoliaAgent('docusaurus', '3.10.2');
    expect(real.addAlgoliaAgent).not.toHaveBeenCalled();
    await client.search([]);
    client.addAlgoliaAgent('later');
    expect(real.addAlgoliaAgent.mock.calls).toEqual([
      ['JS Helper (3.26.0)', undefined],
      ['docusaurus', '3.10.2'],
      ['later', undefined],
    ]);
  });

  it('reports code that cannot be loaded as a RetryError, and tries again on the next query', async () => {
    const real = hosted();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const client = deferredHostedClient(load);
    await expect(client.search([])).rejects.toMatchObject({name: 'RetryError'});
    await expect(client.search([])).resolves.toEqual({results: ['answer']});
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the query cap', () => {
  it('truncates every query to the maximum length, in both request shapes', async () => {
    const inner = {search: vi.fn(async (_input: unknown) => ({results: []})), other: 1};
    const capped = withQueryCap(inner, 64);
    const long = 'a'.repeat(80);
    await capped.search({requests: [{indexName: 'x', query: long}]});
    await capped.search([{indexName: 'x', params: {query: long}}]);
    expect(inner.search.mock.calls[0]![0]).toEqual({requests: [{indexName: 'x', query: 'a'.repeat(64)}]});
    expect(inner.search.mock.calls[1]![0]).toEqual([{indexName: 'x', params: {query: 'a'.repeat(64)}}]);
    expect(capped.other).toBe(1);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateQuery('𠀋'.repeat(70), 64)).toBe('𠀋'.repeat(64));
  });
});

const highlight = (text: string, matcher: TermMatcher, tags: HighlightTags) => highlightAnalysis(analyze(text, matcher), tags);
const snippet = (text: string, matcher: TermMatcher, words: number, tags: HighlightTags, ellipsis: string) =>
  snippetAnalysis(analyze(text, matcher), words, tags, ellipsis);

describe('highlighting and snippets', () => {
  const matcher = (matched: string[], queryTerms = matched) => ({matchedTerms: new Set(matched), queryTerms, satisfies});
  const tags = {pre: '<mark>', post: '</mark>'};

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
  });

  it('merges overlapping bigram matches into one highlight', () => {
    expect(highlight('新增供應商資料', matcher(['供應', '應商']), tags).value).toBe('新增<mark>供應商</mark>資料');
  });

  it('tells partial from full matches', () => {
    expect(highlight('Payout status', matcher(['payout'], ['payout', 'status']), tags).matchLevel).toBe('partial');
    expect(highlight('Payout status', matcher(['payout', 'status']), tags)).toMatchObject({matchLevel: 'full', fullyHighlighted: false});
    expect(highlight('Refunds', matcher([]), tags)).toEqual({value: 'Refunds', matchLevel: 'none', matchedWords: []});
  });

  it('cuts a snippet of about the given number of words around the first match', () => {
    const text = 'one two three four five six seven eight nine ten eleven twelve thirteen fourteen payout fifteen sixteen seventeen';
    expect(snippet(text, matcher(['payout']), 5, tags, '…').value).toBe('…thirteen fourteen <mark>payout</mark> fifteen sixteen…');
    expect(snippet(text, matcher([]), 3, tags, '…').value).toBe('one two three…');
    expect(snippet(text, matcher(['four']), 5, tags, '…').value).toBe('one two three <mark>four</mark> five…');
  });

  it('counts a CJK character as half a word', () => {
    const text = '企業建立訂單後，審核者核准，財務執行撥款，供應商收到款項並完成對帳。';
    const value = snippet(text, matcher(['撥款']), 4, tags, '…').value;
    expect(value.match(/[\u4e00-\u9fff]/g)).toHaveLength(8);
    expect(value).toContain('<mark>撥款</mark>');
  });
});
