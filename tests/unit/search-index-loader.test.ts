import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {toLocalIndex} from '../../plugins/search-index/records';
import {createIndexLoader, createSiteLocalClient} from '../../src/search/client/indexLoader';

const pages: ExtractedPage[] = [
  {
    path: 'docs/payout-status',
    kind: 'guide',
    section: '了解 Ferrypay',
    title: '撥款狀態',
    language: 'zh-TW',
    docusaurusTag: 'docs-default-current',
    records: [
      {level: 2, anchor: 'failed', text: '撥款失敗', parent: -1},
      {level: 0, anchor: null, text: '撥款失敗時，金額會退回錢包。', parent: 0},
    ],
  },
];
const index = JSON.stringify(toLocalIndex(pages, 'zh-TW'));
const url = 'https://docs.example/ferrypay-docs/search/local-index.json';

/** What a static host, a dropped connection or a captive portal may answer 200 with instead of the index. */
const BROKEN_BODIES = {
  'half the file': index.slice(0, Math.floor(index.length / 2)),
  'bad JSON': '{"version": 2, "pages": [}',
  "a captive portal's login page": '<!doctype html><title>Hotel Wi-Fi</title><form action="/login"><button>Connect</button></form>',
  'JSON that is not the index': '{"error": "not found"}',
};

/** A fetch that answers each call with the next body, all 200, and records the cache mode of each call. */
function answering(bodies: string[]) {
  const calls: Array<{url: string; cache: RequestCache | undefined}> = [];
  vi.stubGlobal('fetch', async (requested: string, init?: RequestInit) => {
    calls.push({url: requested, cache: init?.cache});
    const body = bodies[calls.length - 1];
    if (body === undefined) throw new TypeError('Failed to fetch');
    return new Response(body, {status: 200, headers: {'content-type': 'application/json'}});
  });
  return calls;
}

const source = {url, baseUrl: 'https://docs.example/ferrypay-docs/', likelyFacetFilters: () => undefined, mark: () => {}, inWorker: true};
const request = {requests: [{indexName: 'ferrypay-docs', query: '撥款', hitsPerPage: 20}]};

describe('the index loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  for (const [what, body] of Object.entries(BROKEN_BODIES)) {
    it(`forgets a load that answered 200 with ${what}, and the next load fetches again past the HTTP cache`, async () => {
      const calls = answering([body, index]);
      const load = createIndexLoader(source);
      await expect(load()).rejects.toThrow(what === 'JSON that is not the index' ? /search index version/ : url);
      const loaded = await load();
      expect(loaded.engine.records.length).toBeGreaterThan(0);
      expect(calls.map((call) => call.cache)).toEqual([undefined, 'reload']);
    });
  }

  it('recovers after every broken body in a row, then answers queries', async () => {
    answering([...Object.values(BROKEN_BODIES), index]);
    const client = createSiteLocalClient(createIndexLoader(source), 'page');
    for (let attempt = 0; attempt < Object.keys(BROKEN_BODIES).length; attempt++) {
      await expect(client.search(request)).rejects.toMatchObject({name: 'RetryError'});
    }
    await client.search(request);
    const {results} = await client.search(request);
    expect(results[0]!.hits.map((hit) => hit.url)).toContain('https://docs.example/ferrypay-docs/docs/payout-status#failed');
  });

  it('fetches the file once for every query and surface that waits on it', async () => {
    const calls = answering([index]);
    const load = createIndexLoader(source);
    const modal = createSiteLocalClient(load, 'modal');
    const page = createSiteLocalClient(load, 'page');
    await Promise.all([modal.search(request), page.search(request), load()]);
    expect(calls).toHaveLength(1);
  });
});
