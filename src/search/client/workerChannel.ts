/**
 * The built-in index lives in a Web Worker, for both surfaces: the index file
 * is fetched, parsed, decoded and indexed there, and each query answered
 * there, so none of it is a task on the page's main thread (on a busy
 * machine, the page's slices waited seconds between them while the reader
 * looked at the last query's hits: PERFORMANCE.md, "Search index in a
 * worker"). Titles and headings, and whatever a query waits for, are indexed
 * without waiting; paragraphs no query waits for yet, each time the page
 * grants the worker a moment of its idle time (`PageIdleTime`), so that they
 * do not take a core from the page while it renders the modal and its hits.
 *
 * Both ends of the conversation are here, over anything that posts and
 * receives messages (a Worker and its global scope; a structured-cloning
 * fake in the unit tests): the worker serves the clients of `./indexLoader.ts`,
 * the page holds one proxy client per surface whose `search` posts the request
 * and resolves with the worker's answer. When the worker cannot serve (it
 * cannot be made, its script does not load or is blocked, it throws), the
 * page's queries go to the same clients on the main thread instead.
 */
import {whenPageIdle} from './pageIdle';
import type {SearchSurface} from './searchClient';
import type {FacetFilters, LocalSearchResponse} from '../engine/algoliaAnswer';
import type {LocalSearchClient} from './localClient';

/** What the worker needs to know of the site: where the index is, and the base of hit URLs. */
export type WorkerSetup = {indexUrl: string; baseUrl: string};

/** `likely`: the page's likely facet filters as the request is sent (./indexLoader.ts indexes what they admit first). */
export type ToWorker =
  | ({type: 'setup'} & WorkerSetup)
  | {type: 'preload'; surface: SearchSurface; likely: FacetFilters | undefined}
  | {type: 'search'; id: number; surface: SearchSurface; input: unknown; likely: FacetFilters | undefined}
  /** The page's answer to `wants-idle-time`: its main thread is idle, and the worker may index a slice. */
  | {type: 'idle-time'};

/**
 * `replaced`: the answer is to a newer query that replaced the request's own
 * before the worker got to it (`serveSearch`); the page gives the request the
 * answer to its own query if it asked it again (`settleFromWorker`).
 */
export type FromWorker =
  | {type: 'results'; id: number; results: LocalSearchResponse[]; replaced?: true}
  | {type: 'error'; id: number; name: string; message: string; replaced?: true}
  /** A user-timing mark of the index's stages, repeated on the page's timeline (the tests and DevTools read it there). */
  | {type: 'mark'; name: string}
  /** The worker has indexing that no query waits for: it asks for a slice of the page's idle time (`idle-time`). */
  | {type: 'wants-idle-time'};

/**
 * How the page grants the worker its idle time: `grant` runs in the page's
 * next idle period, and the worker then indexes one slice of what no query
 * waits for (./indexingSchedule.ts), so that the page's rendering and the
 * reader's typing keep a core to themselves.
 */
export type PageIdleTime = (grant: () => void) => void;

/**
 * An idle page grants slice after slice. One that is never idle still grants
 * one every `PAGE_IDLE_TIMEOUT_MS`; one without idle callbacks (Safari) grants
 * at once (./pageIdle.ts).
 */
const pageIdleTime: PageIdleTime = (grant) => whenPageIdle(() => grant());

/** The part of a Worker, or of a worker's global scope, that the conversation uses. */
export type MessageEnd<In, Out> = {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: {data: In}) => void): void;
};

export type WorkerClients = (
  setup: WorkerSetup,
  likelyFacetFilters: () => FacetFilters | undefined,
  mark: (name: string) => void,
  pageIdle: PageIdleTime,
) => (surface: SearchSurface) => LocalSearchClient;

/**
 * A request as its query does not matter: two requests of the same shape
 * differ only in what the reader typed (the modal's hits, or its "See all"
 * count with `hitsPerPage: 0`, are two shapes). The search page's requests
 * (an array of `{indexName, params}`, from algoliasearch-helper) have no
 * `requests` field, so their shape is the whole request, query included:
 * they are never merged, and the page waits for a pause in typing anyway.
 */
function requestShape(input: unknown): string {
  const requests = (input as {requests?: unknown} | null)?.requests;
  if (!Array.isArray(requests)) return JSON.stringify(input);
  return JSON.stringify(requests.map((request: unknown) => ({...(request as object), query: undefined})));
}

/**
 * How the worker answers `search` messages, each with `run`. It keeps the
 * queries not started yet by surface and request shape: a query that
 * a newer one of the same shape replaces before its turn (a reader typing
 * faster than the worker answers) is not run. Its request gets the newer
 * query's answer, marked `replaced`, which the modal and the "See all"
 * count each drop, since it is not their box's query (and which the page's
 * side trades for the answer to its own query if the reader typed it again:
 * `settleFromWorker`); so the worker answers the query in the box, not
 * every keystroke before it, one after another.
 */
function latestQueries(
  scope: MessageEnd<ToWorker, FromWorker>,
  run: (surface: SearchSurface, input: unknown) => ReturnType<LocalSearchClient['search']>,
): (id: number, surface: SearchSurface, input: unknown) => void {
  const waiting = new Map<string, {input: unknown; asked: Array<{id: number; input: string}>}>();
  return (id: number, surface: SearchSurface, input: unknown) => {
    const key = `${surface}\n${requestShape(input)}`;
    const queued = waiting.get(key);
    if (queued) {
      queued.input = input;
      queued.asked.push({id, input: JSON.stringify(input)});
      return;
    }
    const query = {input, asked: [{id, input: JSON.stringify(input)}]};
    waiting.set(key, query);
    // A task of its own, so that a newer query among the messages already queued can join this one. Browsers do not
    // promise to run a timer after the messages queued before it, so merging is a saving, not something an answer
    // depends on.
    setTimeout(() => {
      waiting.delete(key);
      const answered = JSON.stringify(query.input);
      const each = (answer: (id: number, replaced: {replaced?: true}) => FromWorker) =>
        query.asked.forEach((asked) => scope.postMessage(answer(asked.id, asked.input === answered ? {} : {replaced: true})));
      Promise.resolve()
        .then(() => run(surface, query.input))
        .then(
          ({results}) => each((asked, replaced) => ({type: 'results', id: asked, results, ...replaced})),
          (error: unknown) => {
            const {name = 'Error', message = String(error)} = error instanceof Error ? error : {};
            each((asked, replaced) => ({type: 'error', id: asked, name, message, ...replaced}));
          },
        );
    }, 0);
  };
}

/** The worker's side: answers each surface's requests with that surface's client, built on the first message for it. */
export function serveSearch(scope: MessageEnd<ToWorker, FromWorker>, clients: WorkerClients): void {
  let likely: FacetFilters | undefined;
  let clientFor: ((surface: SearchSurface) => LocalSearchClient) | undefined;
  const surfaces = new Map<SearchSurface, LocalSearchClient>();
  /** The worker's requests for the page's idle time, granted in turn. */
  const idleWanted: Array<() => void> = [];
  const pageIdle: PageIdleTime = (grant) => {
    idleWanted.push(grant);
    scope.postMessage({type: 'wants-idle-time'});
  };
  const client = (surface: SearchSurface) => {
    if (!clientFor) throw new Error('The search worker was sent a query before its setup.');
    let found = surfaces.get(surface);
    if (!found) surfaces.set(surface, (found = clientFor(surface)));
    return found;
  };
  const answerLatest = latestQueries(scope, (surface, input) => client(surface).search(input));
  scope.addEventListener('message', ({data}) => {
    if (data.type === 'setup') {
      clientFor = clients(
        {indexUrl: data.indexUrl, baseUrl: data.baseUrl},
        () => likely,
        (name) => scope.postMessage({type: 'mark', name}),
        pageIdle,
      );
      return;
    }
    if (data.type === 'idle-time') {
      idleWanted.shift()?.();
      return;
    }
    likely = data.likely;
    switch (data.type) {
      case 'preload':
        client(data.surface).preload();
        return;
      case 'search':
        answerLatest(data.id, data.surface, data.input);
        return;
    }
  });
}

/** A worker as the page holds it: `terminate` is called when it failed. */
export type WorkerLike = MessageEnd<FromWorker, ToWorker> & {
  /** 'error': its script did not load or was blocked, or it threw; 'messageerror': a message could not be read. */
  addEventListener(type: 'error' | 'messageerror', listener: (event: {preventDefault?: () => void}) => void): void;
  terminate(): void;
};

export type SearchWorker = {
  /** The proxy client of a surface: same interface as the main-thread client. */
  client(surface: SearchSurface): LocalSearchClient;
};

export type SearchWorkerOptions = {
  /** The page's likely facet filters, sent with each request. */
  likelyFacetFilters?: () => FacetFilters | undefined;
  /** Sets a relayed user-timing mark on the page's timeline. */
  mark?: (name: string) => void;
  /** How the page grants the worker its idle time (`pageIdleTime`). */
  idleTime?: PageIdleTime;
  /** The client that answers a surface's queries on the main thread once the worker failed. */
  fallback: (surface: SearchSurface) => FallbackClient;
};

/** The main thread's client of a surface: the same answers, its code loaded when first asked. */
export type FallbackClient = {search(input: unknown): Promise<{results: unknown[]}>; preload(): void};

type Outcome = {results: LocalSearchResponse[]} | {error: Error};

type Waiting = {
  surface: SearchSurface;
  input: unknown;
  /** `input` as JSON: what two requests compare to know they ask the same. */
  asked: string;
  resolve: (results: LocalSearchResponse[]) => void;
  reject: (error: Error) => void;
  /**
   * The latest request of the same surface for the same input sent while
   * this one waited: the reader typed the query again (`pay`, `payo`, `pay`).
   */
  repeat?: Waiting;
  /** How the request settled, once it has. */
  outcome?: Outcome;
};

/**
 * A request to wait on the worker, which records how it settles and is the
 * repeat of the requests still waiting for the same input on its surface.
 */
function waitingRequest(
  waiting: Map<number, Waiting>,
  surface: SearchSurface,
  input: unknown,
  resolve: (results: LocalSearchResponse[]) => void,
  reject: (error: Error) => void,
): Waiting {
  const request: Waiting = {
    surface,
    input,
    asked: JSON.stringify(input),
    resolve: (results) => ((request.outcome = {results}), resolve(results)),
    reject: (error) => ((request.outcome = {error}), reject(error)),
  };
  for (const earlier of waiting.values()) {
    if (earlier.surface === surface && earlier.asked === request.asked) earlier.repeat = request;
  }
  return request;
}

function settle(request: Waiting, outcome: Outcome): void {
  if ('results' in outcome) request.resolve(outcome.results);
  else request.reject(outcome.error);
}

/**
 * The page's listener for the worker's messages: each settles the request it
 * answers, repeats a mark, or asks for the page's idle time (`grantIdle`).
 *
 * An answer to a newer query that replaced the request's own (`replaced`)
 * settles the request only if the reader has not asked its query again since.
 * If they have (`pay`, `payo`, `pay`), the request settles as that repeat
 * settled, or will: the DocSearch patch applies a request's answer whenever
 * the query it was sent with is the box's again, and would show `payo`'s
 * hits, or its failure, under `pay` (PERFORMANCE.md, "Search: worst-case
 * queries").
 */
function settleFromWorker(waiting: Map<number, Waiting>, mark: (name: string) => void, grantIdle: () => void) {
  return ({data}: {data: FromWorker}) => {
    if (data.type === 'mark') {
      mark(data.name);
      return;
    }
    if (data.type === 'wants-idle-time') {
      grantIdle();
      return;
    }
    const request = waiting.get(data.id);
    if (!request) return;
    waiting.delete(data.id);
    const again = data.replaced ? request.repeat : undefined;
    if (again?.outcome) {
      settle(request, again.outcome);
    } else if (again) {
      const {resolve, reject} = again;
      again.resolve = (results) => (resolve(results), request.resolve(results));
      again.reject = (error) => (reject(error), request.reject(error));
    } else if (data.type === 'results') {
      request.resolve(data.results);
    } else {
      request.reject(Object.assign(new Error(data.message), {name: data.name}));
    }
  };
}

/**
 * The page's side. The worker is started on the first request or preload. A
 * worker that fails (`new Worker` throws, as a privacy extension's stub may;
 * its script answers 404 or a Content-Security-Policy blocks it; it throws)
 * hands every request waiting on it, and every later one of the page
 * session, to `fallback`. An index the worker cannot load is not a failed
 * worker: that request fails with the worker's `RetryError`, the name
 * DocSearch and the search page treat as "search unavailable", and the next
 * one loads the index again.
 */
export function connectSearchWorker(
  start: () => WorkerLike,
  setup: WorkerSetup,
  {likelyFacetFilters = () => undefined, mark = (name) => performance.mark(name), idleTime = pageIdleTime, fallback}: SearchWorkerOptions,
): SearchWorker {
  let worker: WorkerLike | undefined;
  let failed = false;
  let nextId = 0;
  const waiting = new Map<number, Waiting>();
  const fallbacks = new Map<SearchSurface, FallbackClient>();
  const onMainThread = (surface: SearchSurface) => {
    let client = fallbacks.get(surface);
    if (!client) fallbacks.set(surface, (client = fallback(surface)));
    return client;
  };

  const failOver = () => {
    if (failed) return;
    failed = true;
    worker?.terminate();
    worker = undefined;
    const handedOver = [...waiting.values()];
    waiting.clear();
    for (const {surface, input, resolve, reject} of handedOver) {
      onMainThread(surface)
        .search(input)
        .then(({results}) => resolve(results as LocalSearchResponse[]), reject);
    }
  };

  /** The running worker, started if need be; undefined once it failed. */
  const current = (): WorkerLike | undefined => {
    if (worker || failed) return worker;
    try {
      worker = start();
    } catch {
      failOver();
      return undefined;
    }
    const grantIdle = () => idleTime(() => worker?.postMessage({type: 'idle-time'}));
    worker.addEventListener('message', settleFromWorker(waiting, mark, grantIdle));
    const onFailure = (event: {preventDefault?: () => void}) => {
      // Handled here: not also reported as an uncaught error of the page.
      event.preventDefault?.();
      failOver();
    };
    worker.addEventListener('error', onFailure);
    worker.addEventListener('messageerror', onFailure);
    worker.postMessage({type: 'setup', ...setup});
    return worker;
  };

  return {
    client: (surface) => ({
      search: (input) => {
        const target = current();
        if (!target) return onMainThread(surface).search(input) as Promise<{results: LocalSearchResponse[]}>;
        return new Promise((resolve, reject) => {
          const id = nextId++;
          waiting.set(
            id,
            waitingRequest(waiting, surface, input, (results) => resolve({results}), reject),
          );
          target.postMessage({type: 'search', id, surface, input, likely: likelyFacetFilters()});
        });
      },
      preload: () => {
        const target = current();
        if (target) target.postMessage({type: 'preload', surface, likely: likelyFacetFilters()});
        else onMainThread(surface).preload();
      },
    }),
  };
}
