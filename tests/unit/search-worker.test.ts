import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {toLocalIndex} from '../../plugins/search-index/records';
import type {SearchSurface} from '../../src/search/client/searchClient';
import type {FacetFilters} from '../../src/search/engine/algoliaAnswer';
import type {LocalSearchClient} from '../../src/search/client/localClient';
import {createIndexLoader, createSiteLocalClient, MARKS} from '../../src/search/client/indexLoader';
import {
  connectSearchWorker,
  serveSearch,
  type FromWorker,
  type MessageEnd,
  type ToWorker,
  type WorkerClients,
  type WorkerLike,
} from '../../src/search/client/workerChannel';

type Listener = (event: {data: never; message?: string}) => void;

/**
 * A worker and its global scope joined as the browser joins them: each
 * message is structured-cloned and delivered in a task of its own. `fail()`
 * is a worker whose script did not load.
 */
function fakeWorker(clients: WorkerClients) {
  const pageListeners = new Map<string, Listener[]>();
  const workerListeners: Listener[] = [];
  const deliver = (listeners: Listener[] | undefined, data: unknown) =>
    setTimeout(() => listeners?.forEach((listener) => listener({data: structuredClone(data) as never})), 0);
  let terminated = false;
  const scope: MessageEnd<ToWorker, FromWorker> = {
    postMessage: (message) => {
      if (!terminated) deliver(pageListeners.get('message'), message);
    },
    addEventListener: (_type, listener) => workerListeners.push(listener as Listener),
  };
  const received: ToWorker[] = [];
  const worker: WorkerLike = {
    postMessage: (message) => {
      received.push(message);
      deliver(workerListeners, message);
    },
    addEventListener: (type: string, listener: Listener) => pageListeners.set(type, [...(pageListeners.get(type) ?? []), listener]),
    terminate: () => {
      terminated = true;
    },
  } as WorkerLike;
  serveSearch(scope, clients);
  return {
    worker,
    received,
    fail: () =>
      pageListeners.get('error')?.forEach((listener) => listener({data: undefined as never, message: 'net::ERR_INTERNET_DISCONNECTED'})),
  };
}

/** Worker-side clients that echo what they were asked, with the setup and the likely filters at that time. */
const echoClients: WorkerClients = (setup, likely) => (surface) => ({
  search: async (input) => ({results: [{surface, input, setup, likely: likely() ?? null}] as never}),
  preload: () => {},
});

const setup = {indexUrl: 'https://docs.example/ferrypay-docs/search/local-index.json', baseUrl: 'https://docs.example/ferrypay-docs/'};

describe('the search worker channel', () => {
  it('answers each surface through the worker, which starts on the first query only', async () => {
    const start = vi.fn(() => fakeWorker(echoClients).worker);
    const channel = connectSearchWorker(start, setup, {mark: () => {}});
    const page = channel.client('page');
    expect(start).not.toHaveBeenCalled();

    const input = {requests: [{indexName: 'ferrypay-docs', query: '撥款'}]};
    await expect(page.search(input)).resolves.toEqual({results: [{surface: 'page', input, setup, likely: null}]});
    await expect(channel.client('modal').search(input)).resolves.toMatchObject({results: [{surface: 'modal'}]});
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("hands the worker the page's likely facet filters, set before it started or after", async () => {
    let likely: FacetFilters | undefined;
    const channel = connectSearchWorker(() => fakeWorker(echoClients).worker, setup, {likelyFacetFilters: () => likely, mark: () => {}});
    const before: FacetFilters = ['language:zh-TW'];
    likely = before;
    await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{likely: before}]});
    const after: FacetFilters = ['language:zh-TW', ['docusaurus_tag:docs-default-current']];
    likely = after;
    await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{likely: after}]});
  });

  it("rejects with the worker's error, keeping its name: a RetryError shows DocSearch's error screen", async () => {
    const failing: WorkerClients = () => () => ({
      search: async () => {
        throw Object.assign(new Error('Search is unavailable: GET local-index.json answered 503'), {name: 'RetryError'});
      },
      preload: () => {},
    });
    const channel = connectSearchWorker(() => fakeWorker(failing).worker, setup, {mark: () => {}});
    await expect(channel.client('page').search({requests: []})).rejects.toMatchObject({
      name: 'RetryError',
      message: 'Search is unavailable: GET local-index.json answered 503',
    });
  });

  it('fails the waiting queries of a worker that did not start, and starts a new one for the next query', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const channel = connectSearchWorker(
      () => {
        const made = fakeWorker(echoClients);
        workers.push(made);
        return made.worker;
      },
      setup,
      {mark: () => {}},
    );
    const waiting = channel.client('page').search({requests: []});
    workers[0]!.fail();
    await expect(waiting).rejects.toMatchObject({name: 'RetryError', message: expect.stringContaining('net::ERR_INTERNET_DISCONNECTED')});

    await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{surface: 'page'}]});
    expect(workers).toHaveLength(2);
    expect(workers[1]!.received[0]).toEqual({type: 'setup', ...setup});
  });
});

describe('the search page in a worker', () => {
  afterEach(() => vi.unstubAllGlobals());

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
  const file = JSON.stringify(toLocalIndex(pages, 'zh-TW'));

  it("answers from the built index, and the index's stages are marked on the page's timeline", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(file, {status: 200});
    });
    const clients: WorkerClients = ({indexUrl, baseUrl}, likelyFacetFilters, mark) => {
      const load = createIndexLoader({url: indexUrl, baseUrl, likelyFacetFilters, mark, inWorker: true});
      return (surface: SearchSurface): LocalSearchClient => createSiteLocalClient(load, surface);
    };
    const marks: string[] = [];
    const channel = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: (name) => marks.push(name)});
    const page = channel.client('page');
    const request = {requests: [{indexName: 'ferrypay-docs', query: '撥款'}]};
    // The page's first answer may come from titles and headings; asked again, from the whole index.
    await page.search(request);
    const {results} = (await page.search(request)) as {
      results: Array<{nbHits: number; exhaustiveNbHits: boolean; hits: Array<{url: string}>}>;
    };
    // One hit per URL: the paragraph shares its heading's.
    expect(results[0]).toMatchObject({exhaustiveNbHits: true, nbHits: 2});
    expect(results[0]!.hits.map((hit) => hit.url)).toEqual([
      'https://docs.example/ferrypay-docs/docs/payout-status',
      'https://docs.example/ferrypay-docs/docs/payout-status#failed',
    ]);
    expect(fetched).toEqual([setup.indexUrl]);
    await vi.waitFor(() => expect(marks).toEqual([MARKS.parsed, MARKS.headings, MARKS.complete]));
  });
});
