import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {toDocSearchRecords, toLocalIndex} from '../../plugins/search-index/records';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {INDEX_SETTINGS, pushRecords, readBuildRecords, readPushEnv} from '../../scripts/search-push.mjs';
import {SEARCH_SYNONYMS} from '../../src/config/search';
import {LOCAL_INDEX_FILE} from '../../src/search/records';
import {scratchFolder} from '../support/scratch';

type BatchRequest = {action: string; body: {objectID: string}};
type Recorded = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: {requests: BatchRequest[]} & Record<string, unknown>;
};

/** Stands in for Algolia: records every request and answers like the API (tasks are published at once). */
function fakeAlgolia() {
  const requests: Recorded[] = [];
  let task = 0;
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: raw ? JSON.parse(raw) : undefined,
      });
      res.setHeader('content-type', 'application/json');
      if (/\/task\/\d+$/.test(url.pathname)) return res.end(JSON.stringify({status: 'published', pendingTask: false}));
      if (url.pathname.endsWith('/synonyms/batch')) return res.end(JSON.stringify({taskID: ++task, updatedAt: new Date().toISOString()}));
      if (url.pathname.endsWith('/batch')) {
        const objectIDs = (JSON.parse(raw) as {requests: BatchRequest[]}).requests.map((r) => r.body.objectID);
        return res.end(JSON.stringify({taskID: ++task, objectIDs}));
      }
      res.end(JSON.stringify({taskID: ++task, updatedAt: new Date().toISOString()}));
    });
  });
  return {requests, server};
}

const page = (language: string, title: string): ExtractedPage => ({
  path: 'docs/refund',
  kind: 'guide',
  section: language === 'en' ? 'Features' : '功能介紹',
  title,
  language,
  docusaurusTag: 'docs-default-current',
  records: [
    {level: 2, anchor: 'statuses', text: language === 'en' ? 'Refund statuses' : '退款狀態', parent: -1},
    {
      level: 0,
      anchor: null,
      text: language === 'en' ? 'Refunds reach the card in 5 to 10 days.' : '退款會在 5 到 10 天退回，並顯示在付款資訊。',
      parent: 0,
    },
  ],
});

describe('npm run search:push', () => {
  const {requests, server} = fakeAlgolia();
  let port = 0;
  const dir = scratchFolder('search-push');
  const zh = toDocSearchRecords([page('zh-TW', '退款')], 'https://docs.example/');
  const en = toDocSearchRecords([page('en', 'Refunds')], 'https://docs.example/en/');
  const zhIndex = toLocalIndex([page('zh-TW', '退款')], 'zh-TW', SEARCH_SYNONYMS['zh-TW']);
  const enIndex = toLocalIndex([page('en', 'Refunds')], 'en', SEARCH_SYNONYMS.en);

  beforeAll(async () => {
    mkdirSync(path.join(dir, 'search'), {recursive: true});
    mkdirSync(path.join(dir, 'en', 'search'), {recursive: true});
    writeFileSync(path.join(dir, 'search', 'records.json'), JSON.stringify(zh));
    writeFileSync(path.join(dir, 'en', 'search', 'records.json'), JSON.stringify(en));
    writeFileSync(path.join(dir, LOCAL_INDEX_FILE), JSON.stringify(zhIndex));
    writeFileSync(path.join(dir, 'en', LOCAL_INDEX_FILE), JSON.stringify(enIndex));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the records of both locales from the build', () => {
    const {records} = readBuildRecords(dir);
    expect(records).toHaveLength(zh.length + en.length);
    expect(new Set(records.map((r: {language: string}) => r.language))).toEqual(new Set(['zh-TW', 'en']));
  });

  it('refuses a build whose records have no built-in index beside them (its synonyms are pushed too)', () => {
    const partial = scratchFolder('search-push-partial');
    mkdirSync(path.join(partial, 'search'), {recursive: true});
    writeFileSync(path.join(partial, 'search', 'records.json'), JSON.stringify(zh));
    expect(() => readBuildRecords(partial)).toThrow(`${path.join(partial, LOCAL_INDEX_FILE)} is missing`);
  });

  it('names every missing variable', () => {
    expect(() => readPushEnv({ALGOLIA_APP_ID: 'APP'})).toThrow(/missing: ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY/);
  });

  it('sets the index settings and the synonyms, then replaces all records of both locales', async () => {
    const {records, synonyms: synonymHits} = readBuildRecords(dir);
    await pushRecords({
      appId: 'TESTAPP',
      indexName: 'ferrypay-docs',
      adminApiKey: 'admin-key-for-tests',
      records,
      synonyms: synonymHits,
      hosts: [{url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite'}],
    });

    for (const request of requests) {
      expect(request.headers['x-algolia-application-id']).toBe('TESTAPP');
      expect(request.headers['x-algolia-api-key']).toBe('admin-key-for-tests');
    }
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path.replace(/_tmp_\d+/, '_tmp')}`)).toEqual([
      'PUT /1/indexes/ferrypay-docs/settings',
      'POST /1/indexes/ferrypay-docs/synonyms/batch',
      'POST /1/indexes/ferrypay-docs/operation',
      'POST /1/indexes/ferrypay-docs_tmp/batch',
      'POST /1/indexes/ferrypay-docs/operation',
      'POST /1/indexes/ferrypay-docs_tmp/operation',
    ]);

    const settings = writes[0]!.body;
    expect(settings).toEqual(INDEX_SETTINGS);
    expect(settings.searchableAttributes).toEqual([
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ]);
    expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['language', 'docusaurus_tag']));
    expect(settings.customRanking).toEqual(['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)']);
    expect(settings).toMatchObject({attributesToSnippet: ['content:10'], highlightPreTag: '<mark>', highlightPostTag: '</mark>'});

    // What the built-in indexes apply to queries, one way, replacing any set before; copied to the new index with the settings.
    const synonyms = writes[1]!;
    expect(synonyms.path).toBe('/1/indexes/ferrypay-docs/synonyms/batch');
    expect(synonyms.query.get('replaceExistingSynonyms')).toBe('true');
    expect(synonyms.body).toContainEqual({objectID: 'zh-TW:廠商', type: 'onewaysynonym', input: '廠商', synonyms: ['供應商']});
    expect(synonyms.body).toContainEqual({objectID: 'en:sandbox', type: 'onewaysynonym', input: 'sandbox', synonyms: ['test mode']});
    // The Simplified phrase whose Taiwan word differs, from the zh-TW index's table.
    expect(zhIndex.simplified?.phrases).toContainEqual(['信息', '資訊']);
    expect(synonyms.body).toContainEqual({objectID: 'zh-TW:simplified:信息', type: 'onewaysynonym', input: '信息', synonyms: ['資訊']});
    expect(synonyms.body).toHaveLength(
      SEARCH_SYNONYMS['zh-TW'].length + SEARCH_SYNONYMS.en.length + (zhIndex.simplified?.phrases.length ?? 0),
    );

    const [copy, batch, , move] = writes.slice(2);
    expect(copy!.body).toMatchObject({operation: 'copy', scope: ['settings', 'rules', 'synonyms']});
    expect(batch!.body.requests.map((r) => r.action)).toEqual(records.map(() => 'addObject'));
    expect(batch!.body.requests.map((r) => r.body)).toEqual(records);
    expect(move!.body).toEqual({operation: 'move', destination: 'ferrypay-docs'});
  });
});
