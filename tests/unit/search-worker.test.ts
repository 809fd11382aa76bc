import {afterEach, describe, expect, it, vi} from 'vitest';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {toLocalIndex} from '../../plugins/search-index/records';
import type {SearchSurface} from '../../src/search/client/searchClient';
import type {FacetFilters} from '../../src/search/engine/algoliaAnswer';
import {MARKS, siteWorkerClients} from '../../src/search/client/indexLoader';
import type {LocalSearchClient} from '../../src/search/client/localClient';
import {
  connectSearchWorker,
  serveSearch,
  type FromWorker,
  type MessageEnd,
  type ToWorker,
  type WorkerClients,
  type WorkerLike,
} from '../../src/search/client/workerChannel';

type Listener = (event: {data: never; preventDefault?: () => void}) => void;

/**
 * A worker and its global scope joined as the browser joins them: each
 * message is structured-cloned and delivered in a task of its own.
 * `fail(type)` fires what a failing worker fires at the page: 'error' (its
 * script did not load or was blocked, or it threw) or 'messageerror'; it
 * returns whether the page handled it (called `preventDefault`).
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
    fail: (type: 'error' | 'messageerror' = 'error') => {
      let handled = false;
      const event = {data: undefined as never, preventDefault: () => (handled = true)};
      pageListeners.get(type)?.forEach((listener) => listener(event));
      return handled;
    },
    isTerminated: () => terminated,
  };
}

/** Worker-side clients that echo what they were asked, with the setup and the likely filters at that time. */
const echoClients: WorkerClients = (setup, likely) => (surface) => ({
  search: async (input) => ({results: [{surface, input, setup, likely: likely() ?? null}] as never}),
  preload: () => {},
});

/** For the tests whose worker never fails. */
const unusedFallback = () => ({
  search: () => Promise.reject(new Error('the main thread was asked, though the worker had not failed')),
  preload: () => {},
});

/** Main-thread clients that answer with their surface and input, and record what they were asked. */
function mainThread() {
  const asked: Array<{surface: SearchSurface; input?: unknown; preload?: true}> = [];
  const fallback = (surface: SearchSurface) => ({
    search: async (input: unknown) => {
      asked.push({surface, input});
      return {results: [{surface, input, onMainThread: true}]};
    },
    preload: () => void asked.push({surface, preload: true}),
  });
  return {asked, fallback};
}

/**
 * Worker-side clients whose queries wait until the test settles them: `ran`
 * lists what the worker ran, in order; `settle(error?)` answers one with its
 * surface and input, or fails it.
 */
function gatedClients() {
  const ran: Array<{input: unknown; settle: (error?: Error) => void}> = [];
  const clients: WorkerClients = () => (surface) => ({
    search: (input) =>
      new Promise((resolve, reject) =>
        ran.push({input, settle: (error) => (error ? reject(error) : resolve({results: [{surface, input}] as never}))}),
      ),
    preload: () => {},
  });
  return {ran, clients};
}

/**
 * Waits until the gated worker has started `count` runs. A few timer turns on
 * any machine; the generous limit only bounds a run that never comes, so that
 * a busy machine's stalls cannot fail the test.
 */
function workerRan(ran: readonly unknown[], count: number) {
  return vi.waitFor(() => expect(ran).toHaveLength(count), {timeout: 30_000});
}

/** The modal's request for what the reader typed. */
const typed = (query: string) => ({requests: [{indexName: 'ferrypay-docs', query}]});

/** A request's answer or failure, held from the start (no rejection goes unhandled while a test awaits another). */
function outcomeOf(request: Promise<unknown>, settled?: string[], name?: string) {
  return request.then(
    (answer) => (settled?.push(name!), {answer}),
    (failure: unknown) => (settled?.push(name!), {failure}),
  );
}

/**
 * A reader typing `pay` and `payo` before the worker gets to them (it runs
 * payo's query for both), then deleting back to `pay` while that runs.
 * `settled` lists the requests in the order they settle.
 */
async function typePayPayoPay(modal: LocalSearchClient, ran: ReturnType<typeof gatedClients>['ran'], settled?: string[]) {
  const pay = outcomeOf(modal.search(typed('pay')), settled, 'pay');
  const payo = outcomeOf(modal.search(typed('payo')), settled, 'payo');
  await workerRan(ran, 1);
  expect(ran[0]!.input).toEqual(typed('payo'));
  const payAgain = outcomeOf(modal.search(typed('pay')), settled, 'pay again');
  await workerRan(ran, 2);
  return {pay, payo, payAgain};
}

const setup = {indexUrl: 'https://docs.example/ferrypay-docs/search/local-index.json', baseUrl: 'https://docs.example/ferrypay-docs/'};

describe('the search worker channel', () => {
  it('answers each surface through the worker, which starts on the first query only', async () => {
    const start = vi.fn(() => fakeWorker(echoClients).worker);
    const channel = connectSearchWorker(start, setup, {mark: () => {}, fallback: unusedFallback});
    const page = channel.client('page');
    expect(start).not.toHaveBeenCalled();

    const input = {requests: [{indexName: 'ferrypay-docs', query: '撥款'}]};
    await expect(page.search(input)).resolves.toEqual({results: [{surface: 'page', input, setup, likely: null}]});
    await expect(channel.client('modal').search(input)).resolves.toMatchObject({results: [{surface: 'modal'}]});
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('runs only the latest of the queries a surface sent before the worker got to them, and answers each request', async () => {
    const ran: unknown[] = [];
    const counting: WorkerClients = (setup, likely) => (surface) => ({
      search: async (input) => {
        ran.push(input);
        return echoClients(
          setup,
          likely,
          () => {},
          () => {},
        )(surface).search(input);
      },
      preload: () => {},
    });
    const channel = connectSearchWorker(() => fakeWorker(counting).worker, setup, {mark: () => {}, fallback: unusedFallback});
    const modal = channel.client('modal');
    // A reader typing faster than the worker answers: three keystrokes, and the "See all" count (another shape) of the second.
    const count = {requests: [{indexName: 'ferrypay-docs', query: 'pa', hitsPerPage: 0}]};
    const answers = Promise.all([modal.search(typed('p')), modal.search(typed('pa')), modal.search(count), modal.search(typed('pay'))]);
    const [p, pa, counted, pay] = await answers;
    expect(ran).toEqual([typed('pay'), count]);
    // The replaced queries' requests get the latest query's answer, which their callers drop (it is not their query).
    for (const answer of [p, pa, pay]) expect(answer).toMatchObject({results: [{input: typed('pay')}]});
    expect(counted).toMatchObject({results: [{input: count}]});
    // A query sent after the worker answered runs on its own.
    await expect(modal.search(typed('payout'))).resolves.toMatchObject({results: [{input: typed('payout')}]});
    expect(ran).toHaveLength(3);
  });

  it('gives a replaced query the answer to its own query when the reader typed it again (pay, payo, pay), never the newer one', async () => {
    for (const order of ['as sent', 'repeat first'] as const) {
      const {ran, clients} = gatedClients();
      const channel = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: () => {}, fallback: unusedFallback});
      const settled: string[] = [];
      const {pay, payo, payAgain} = await typePayPayoPay(channel.client('modal'), ran, settled);
      if (order === 'as sent') {
        ran[0]!.settle();
        expect(await payo).toMatchObject({answer: {results: [{input: typed('payo')}]}});
        // The first pay's request was answered with payo's hits and did not take them: the modal would show them under "pay".
        expect(settled).toEqual(['payo']);
        ran[1]!.settle();
      } else {
        // The repeat answers first (pay's titles hold hits; payo waits for paragraphs), then payo's run.
        ran[1]!.settle();
        expect(await payAgain).toMatchObject({answer: {results: [{input: typed('pay')}]}});
        ran[0]!.settle();
      }
      expect(await pay, order).toMatchObject({answer: {results: [{input: typed('pay')}]}});
      expect(await payAgain).toMatchObject({answer: {results: [{input: typed('pay')}]}});
      expect(await payo).toMatchObject({answer: {results: [{input: typed('payo')}]}});
      expect(ran.map(({input}) => input)).toEqual([typed('payo'), typed('pay')]);
    }
  });

  it("settles a replaced query with its own query's failure or answer if typed again, else with the newer query's failure", async () => {
    const unavailable = (query: string) => Object.assign(new Error(`${query}: GET local-index.json answered 503`), {name: 'RetryError'});
    for (const again of ['answers', 'fails'] as const) {
      const {ran, clients} = gatedClients();
      const channel = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: () => {}, fallback: unusedFallback});
      const {pay, payo, payAgain} = await typePayPayoPay(channel.client('modal'), ran);
      ran[0]!.settle(unavailable('payo'));
      expect(await payo).toMatchObject({failure: {name: 'RetryError', message: 'payo: GET local-index.json answered 503'}});
      if (again === 'answers') ran[1]!.settle();
      else ran[1]!.settle(unavailable('pay'));
      const own =
        again === 'answers' ? {answer: {results: [{input: typed('pay')}]}} : {failure: {message: 'pay: GET local-index.json answered 503'}};
      expect(await pay, again).toMatchObject(own);
      expect(await payAgain, again).toMatchObject(own);
    }
    // Not typed again: the replaced request fails as the query that replaced it did, which the modal drops.
    const {ran, clients} = gatedClients();
    const modal = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: () => {}, fallback: unusedFallback}).client('modal');
    const [pay, payo] = [outcomeOf(modal.search(typed('pay'))), outcomeOf(modal.search(typed('payo')))];
    await workerRan(ran, 1);
    ran[0]!.settle(unavailable('payo'));
    for (const outcome of [pay, payo]) expect(await outcome).toMatchObject({failure: {message: 'payo: GET local-index.json answered 503'}});
  });

  it("does not take another surface's request for the same input as a repeat", async () => {
    const {ran, clients} = gatedClients();
    const channel = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: () => {}, fallback: unusedFallback});
    const modal = channel.client('modal');
    const [pay, payo] = [outcomeOf(modal.search(typed('pay'))), outcomeOf(modal.search(typed('payo')))];
    await workerRan(ran, 1);
    const onPage = outcomeOf(channel.client('page').search(typed('pay')));
    await workerRan(ran, 2);
    ran[1]!.settle();
    expect(await onPage).toMatchObject({answer: {results: [{surface: 'page', input: typed('pay')}]}});
    ran[0]!.settle();
    // The modal's replaced request keeps the modal's newer answer, which the modal drops as payo's.
    expect(await pay).toMatchObject({answer: {results: [{surface: 'modal', input: typed('payo')}]}});
    expect(await payo).toMatchObject({answer: {results: [{surface: 'modal', input: typed('payo')}]}});
  });

  it('follows a repeat that was itself replaced to the answer of the next repeat (pay, payo; pay, payou; pay)', async () => {
    const {ran, clients} = gatedClients();
    const modal = connectSearchWorker(() => fakeWorker(clients).worker, setup, {mark: () => {}, fallback: unusedFallback}).client('modal');
    const first = outcomeOf(modal.search(typed('pay')));
    void outcomeOf(modal.search(typed('payo')));
    await workerRan(ran, 1);
    const second = outcomeOf(modal.search(typed('pay')));
    void outcomeOf(modal.search(typed('payou')));
    await workerRan(ran, 2);
    const third = outcomeOf(modal.search(typed('pay')));
    await workerRan(ran, 3);
    expect(ran.map(({input}) => input)).toEqual([typed('payo'), typed('payou'), typed('pay')]);
    ran[0]!.settle();
    ran[1]!.settle();
    ran[2]!.settle();
    for (const outcome of [first, second, third]) expect(await outcome).toMatchObject({answer: {results: [{input: typed('pay')}]}});
  });

  it('answers a replaced query waiting on its repeat on the main thread, with the repeat, when the worker fails', async () => {
    const {ran, clients} = gatedClients();
    const {asked, fallback} = mainThread();
    const made: ReturnType<typeof fakeWorker>[] = [];
    const channel = connectSearchWorker(() => (made.push(fakeWorker(clients)), made[0]!.worker), setup, {mark: () => {}, fallback});
    const {pay, payo, payAgain} = await typePayPayoPay(channel.client('modal'), ran);
    ran[0]!.settle();
    expect(await payo).toMatchObject({answer: {results: [{input: typed('payo')}]}});
    made[0]!.fail('error');
    for (const outcome of [pay, payAgain])
      expect(await outcome).toEqual({answer: {results: [{surface: 'modal', input: typed('pay'), onMainThread: true}]}});
    expect(asked).toEqual([{surface: 'modal', input: typed('pay')}]);
  });

  it("hands the worker the page's likely facet filters, set before it started or after", async () => {
    let likely: FacetFilters | undefined;
    const channel = connectSearchWorker(() => fakeWorker(echoClients).worker, setup, {
      likelyFacetFilters: () => likely,
      mark: () => {},
      fallback: unusedFallback,
    });
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
    const channel = connectSearchWorker(() => fakeWorker(failing).worker, setup, {mark: () => {}, fallback: unusedFallback});
    await expect(channel.client('page').search({requests: []})).rejects.toMatchObject({
      name: 'RetryError',
      message: 'Search is unavailable: GET local-index.json answered 503',
    });
  });

  it('hands the queries waiting on a worker whose script did not load to the main thread, and every later query of the page', async () => {
    const workers: ReturnType<typeof fakeWorker>[] = [];
    const {asked, fallback} = mainThread();
    const start = vi.fn(() => {
      const made = fakeWorker(echoClients);
      workers.push(made);
      return made.worker;
    });
    const channel = connectSearchWorker(start, setup, {mark: () => {}, fallback});
    const input = {requests: [{indexName: 'ferrypay-docs', query: '撥款'}]};
    const waiting = channel.client('page').search(input);
    expect(workers[0]!.fail('error')).toBe(true);
    expect(workers[0]!.isTerminated()).toBe(true);
    await expect(waiting).resolves.toEqual({results: [{surface: 'page', input, onMainThread: true}]});

    await expect(channel.client('modal').search(input)).resolves.toMatchObject({results: [{surface: 'modal', onMainThread: true}]});
    channel.client('modal').preload();
    expect(start).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([
      {surface: 'page', input},
      {surface: 'modal', input},
      {surface: 'modal', preload: true},
    ]);
  });

  it('answers on the main thread, with no error thrown, when the worker cannot even be made', async () => {
    const {asked, fallback} = mainThread();
    const start = vi.fn((): WorkerLike => {
      throw new DOMException('Worker is not allowed', 'SecurityError');
    });
    const channel = connectSearchWorker(start, setup, {mark: () => {}, fallback});
    expect(() => channel.client('modal').preload()).not.toThrow();
    await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{surface: 'page', onMainThread: true}]});
    expect(start).toHaveBeenCalledTimes(1);
    expect(asked.map((entry) => entry.surface)).toEqual(['modal', 'page']);
  });

  it('moves to the main thread when a worker that has answered fails later, or sends a message that cannot be read', async () => {
    for (const type of ['error', 'messageerror'] as const) {
      const {fallback} = mainThread();
      let made: ReturnType<typeof fakeWorker> | undefined;
      const channel = connectSearchWorker(() => (made = fakeWorker(echoClients)).worker, setup, {mark: () => {}, fallback});
      await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{surface: 'page', setup}]});
      made!.fail(type);
      await expect(channel.client('page').search({requests: []}), type).resolves.toMatchObject({results: [{onMainThread: true}]});
    }
  });

  it('keeps the worker when it cannot load the index: the query fails as unavailable, and the next one asks the worker again', async () => {
    let attempts = 0;
    const flaky: WorkerClients = (setupSent) => (surface) => ({
      search: async (input) => {
        if (++attempts === 1)
          throw Object.assign(new Error('Search is unavailable: GET local-index.json answered 503'), {name: 'RetryError'});
        return {results: [{surface, input, setup: setupSent}] as never};
      },
      preload: () => {},
    });
    const {asked, fallback} = mainThread();
    const channel = connectSearchWorker(() => fakeWorker(flaky).worker, setup, {mark: () => {}, fallback});
    await expect(channel.client('page').search({requests: []})).rejects.toMatchObject({name: 'RetryError'});
    await expect(channel.client('page').search({requests: []})).resolves.toMatchObject({results: [{setup}]});
    expect(asked).toEqual([]);
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
    const marks: string[] = [];
    const channel = connectSearchWorker(() => fakeWorker(siteWorkerClients).worker, setup, {
      mark: (name) => marks.push(name),
      fallback: unusedFallback,
    });
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

  it("indexes the paragraphs no query waits for in the page's idle time only, and a query that needs them does not wait for it", async () => {
    vi.stubGlobal('fetch', async () => new Response(file, {status: 200}));
    // The worker's own tasks as timers too (its fallback without MessageChannel, whose order against timers
    // Node leaves open): every task of this test then runs first in, first out, so that the answer to a query
    // comes after whatever the worker had queued when the query came, and after each message that posted.
    vi.stubGlobal('MessageChannel', undefined);
    const marks: string[] = [];
    /** The page's idle periods: none comes until the test grants them. */
    const idlePeriods: Array<() => void> = [];
    const connect = () =>
      connectSearchWorker(() => fakeWorker(siteWorkerClients).worker, setup, {
        mark: (name) => marks.push(name),
        idleTime: (grant) => idlePeriods.push(grant),
        fallback: unusedFallback,
      });
    const modal = connect().client('modal');
    const hits = async (query: string) => {
      const {results} = (await modal.search({requests: [{indexName: 'ferrypay-docs', query}]})) as {
        results: Array<{hits: Array<{url: string}>}>;
      };
      return results[0]!.hits.map((hit) => hit.url);
    };
    // The modal answers from titles and headings (no paragraph holds the words); the worker then asks for the page's idle time.
    expect(await hits('狀態')).toEqual([
      'https://docs.example/ferrypay-docs/docs/payout-status',
      'https://docs.example/ferrypay-docs/docs/payout-status#failed',
    ]);
    // Generous limits: a busy CI machine delays each task, and the test is about order, not speed.
    await vi.waitFor(() => expect(idlePeriods).toHaveLength(1), {timeout: 10_000});
    // Answered after anything the worker had queued by then: paragraphs it indexed without waiting would be marked.
    expect(await hits('狀態')).toHaveLength(2);
    expect(marks).toEqual([MARKS.parsed, MARKS.headings]);
    // The page is idle: each request for idle time is granted, and the paragraphs go in.
    await vi.waitFor(
      () => {
        for (const grant of idlePeriods.splice(0)) grant();
        expect(marks).toEqual([MARKS.parsed, MARKS.headings, MARKS.complete]);
      },
      {timeout: 10_000},
    );

    // On a page that is never idle, a query that only a paragraph answers still finds it.
    marks.length = 0;
    idlePeriods.length = 0;
    const busyModal = connect().client('modal');
    const {results} = (await busyModal.search({requests: [{indexName: 'ferrypay-docs', query: '錢包'}]})) as {
      results: Array<{hits: Array<{url: string}>}>;
    };
    expect(results[0]!.hits.map((hit) => hit.url)).toEqual(['https://docs.example/ferrypay-docs/docs/payout-status#failed']);
  });
});
