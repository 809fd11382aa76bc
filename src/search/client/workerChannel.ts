/**
 * The search page's built-in index lives in a Web Worker: the index file is
 * parsed, decoded and indexed there, and each query answered there, so none
 * of it is a task on the page's main thread (in Lighthouse's phone
 * simulation the indexing slices, each multiplied by four, were most of the
 * search page's blocking time: PERFORMANCE.md, "Search page index in a worker").
 * The modal keeps its index on the main thread: a worker's start and the
 * hand-off made its first hit later (PERFORMANCE.md, "Search page index in a worker").
 *
 * Both ends of the conversation are here, over anything that posts and
 * receives messages (a Worker and its global scope; a structured-cloning
 * fake in the unit tests): the worker serves the clients of `./indexLoader.ts`, the page
 * holds one proxy client per surface whose `search` posts the request and
 * resolves with the worker's answer.
 */
import type {SearchSurface} from './searchClient';
import type {FacetFilters, LocalSearchResponse} from '../engine/algoliaAnswer';
import type {LocalSearchClient} from './localClient';

/** What the worker needs to know of the site: where the index is, and the base of hit URLs. */
export type WorkerSetup = {indexUrl: string; baseUrl: string};

/** `likely`: the page's likely facet filters as the request is sent (./indexLoader.ts indexes what they admit first). */
export type ToWorker =
  | ({type: 'setup'} & WorkerSetup)
  | {type: 'preload'; surface: SearchSurface; likely: FacetFilters | undefined}
  | {type: 'search'; id: number; surface: SearchSurface; input: unknown; likely: FacetFilters | undefined};

export type FromWorker =
  | {type: 'results'; id: number; results: LocalSearchResponse[]}
  | {type: 'error'; id: number; name: string; message: string}
  /** A user-timing mark of the index's stages, repeated on the page's timeline (the tests and DevTools read it there). */
  | {type: 'mark'; name: string};

/** The part of a Worker, or of a worker's global scope, that the conversation uses. */
export type MessageEnd<In, Out> = {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: {data: In}) => void): void;
};

export type WorkerClients = (
  setup: WorkerSetup,
  likelyFacetFilters: () => FacetFilters | undefined,
  mark: (name: string) => void,
) => (surface: SearchSurface) => LocalSearchClient;

/** The worker's side: answers each surface's requests with that surface's client, built on the first message for it. */
export function serveSearch(scope: MessageEnd<ToWorker, FromWorker>, clients: WorkerClients): void {
  let likely: FacetFilters | undefined;
  let clientFor: ((surface: SearchSurface) => LocalSearchClient) | undefined;
  const surfaces = new Map<SearchSurface, LocalSearchClient>();
  const client = (surface: SearchSurface) => {
    if (!clientFor) throw new Error('The search worker was sent a query before its setup.');
    let found = surfaces.get(surface);
    if (!found) surfaces.set(surface, (found = clientFor(surface)));
    return found;
  };
  scope.addEventListener('message', ({data}) => {
    if (data.type === 'setup') {
      clientFor = clients(
        {indexUrl: data.indexUrl, baseUrl: data.baseUrl},
        () => likely,
        (name) => scope.postMessage({type: 'mark', name}),
      );
      return;
    }
    likely = data.likely;
    switch (data.type) {
      case 'preload':
        client(data.surface).preload();
        return;
      case 'search': {
        const {id} = data;
        Promise.resolve()
          .then(() => client(data.surface).search(data.input))
          .then(
            ({results}) => scope.postMessage({type: 'results', id, results}),
            (error: unknown) => {
              const {name = 'Error', message = String(error)} = error instanceof Error ? error : {};
              scope.postMessage({type: 'error', id, name, message});
            },
          );
        return;
      }
    }
  });
}

/** A worker as the page holds it: `terminate` is called when it failed, before another is made. */
export type WorkerLike = MessageEnd<FromWorker, ToWorker> & {
  addEventListener(type: 'error', listener: (event: {message?: string}) => void): void;
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
};

/**
 * The page's side. The worker is started on the first request. One that fails
 * (its script did not load, the reader being offline, or it threw) fails the
 * requests waiting on it with a `RetryError`, the name DocSearch and the
 * search page treat as "search unavailable", and the next request starts a
 * new one.
 */
export function connectSearchWorker(
  start: () => WorkerLike,
  setup: WorkerSetup,
  {likelyFacetFilters = () => undefined, mark = (name) => performance.mark(name)}: SearchWorkerOptions = {},
): SearchWorker {
  let worker: WorkerLike | undefined;
  let nextId = 0;
  const waiting = new Map<number, {resolve: (results: LocalSearchResponse[]) => void; reject: (error: Error) => void}>();
  const failed = (name: string, message: string) => Object.assign(new Error(message), {name});

  const current = (): WorkerLike => {
    if (worker) return worker;
    const started = start();
    worker = started;
    started.addEventListener('message', ({data}) => {
      if (data.type === 'mark') {
        mark(data.name);
        return;
      }
      const request = waiting.get(data.id);
      if (!request) return;
      waiting.delete(data.id);
      if (data.type === 'results') request.resolve(data.results);
      else request.reject(failed(data.name, data.message));
    });
    started.addEventListener('error', (event) => {
      if (worker === started) worker = undefined;
      started.terminate();
      const error = failed('RetryError', `Search is unavailable: the search worker failed${event.message ? ` (${event.message})` : ''}.`);
      for (const request of waiting.values()) request.reject(error);
      waiting.clear();
    });
    started.postMessage({type: 'setup', ...setup});
    return started;
  };

  return {
    client: (surface) => ({
      search: (input) =>
        new Promise((resolve, reject) => {
          const id = nextId++;
          const target = current();
          waiting.set(id, {resolve: (results) => resolve({results}), reject});
          target.postMessage({type: 'search', id, surface, input, likely: likelyFacetFilters()});
        }),
      preload: () => current().postMessage({type: 'preload', surface, likely: likelyFacetFilters()}),
    }),
  };
}
