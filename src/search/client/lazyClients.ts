/**
 * The client factory's pure parts, shared by the DocSearch modal and the
 * search page: which client to use, the query length cap, and a lazy
 * client that keeps the local search code out of the initial page JS.
 */

/**
 * DocSearch shows its "Unable to fetch results" screen only for errors named
 * `RetryError` (what Algolia's client throws when no host answered), so a
 * local index or client code that cannot be loaded is reported under that name.
 */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super(`Search is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Where a query comes from: the DocSearch modal or the /search page. */
export type SearchSurface = 'modal' | 'page';

/** The part of a search client the modal and the search page call. */
export type SearchClientLike = {
  search(input: unknown, requestOptions?: unknown): Promise<{results: unknown[]}>;
};

/** With no credentials configured, the theme config carries this placeholder app id. */
export function isLocalSearch(appId: string, localAppId: string): boolean {
  return appId === localAppId;
}

export function truncateQuery(query: string, maxLength: number): string {
  return [...query].slice(0, maxLength).join('');
}

function capRequest(request: unknown, maxLength: number): unknown {
  if (!request || typeof request !== 'object') return request;
  const capped = {...(request as Record<string, unknown>)};
  const cap = (value: unknown) => (typeof value === 'string' ? truncateQuery(value, maxLength) : value);
  if ('query' in capped) capped.query = cap(capped.query);
  const params = capped.params;
  if (params && typeof params === 'object' && 'query' in params) {
    capped.params = {...params, query: cap((params as {query: unknown}).query)};
  }
  return capped;
}

/**
 * Truncates every query to `maxLength` characters before it is sent, whatever
 * the input field allows (DocSearch 4.7 hard-codes 512, and a text selection
 * can prefill the modal with that much).
 */
export function withQueryCap<C extends SearchClientLike>(client: C, maxLength: number): C {
  const search: SearchClientLike['search'] = (input, requestOptions) => {
    const capped = Array.isArray(input)
      ? input.map((request) => capRequest(request, maxLength))
      : input && typeof input === 'object' && Array.isArray((input as {requests?: unknown}).requests)
        ? {...input, requests: (input as {requests: unknown[]}).requests.map((r) => capRequest(r, maxLength))}
        : input;
    return client.search(capped, requestOptions);
  };
  // The client's other members (transporter, addAlgoliaAgent, ...) stay as they are.
  return {...client, search};
}

export type LazyClient = SearchClientLike & {
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
  /** Starts loading the client (and its index) before the first query. */
  preload(): void;
};

/**
 * `load`, called once and shared by every caller; called again after a
 * failure, which is reported as a `SearchUnavailableError` (the reader may be
 * back online by the next query).
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(error);
    }));
}

/**
 * A client whose implementation is imported on first use. The modal and the
 * search page get it synchronously; the code and the index follow when the
 * modal opens or a query is made.
 */
export function lazyClient(load: () => Promise<SearchClientLike & {preload?: () => void}>): LazyClient {
  const get = loadOnce(load);
  const agent = {
    value: 'Ferrypay local search',
    add({segment, version}: {segment: string; version?: string}) {
      agent.value += `; ${segment}${version ? ` (${version})` : ''}`;
      return agent;
    },
  };
  return {
    async search(input) {
      return (await get()).search(input);
    },
    addAlgoliaAgent(segment, version) {
      agent.add({segment, version});
    },
    transporter: {algoliaAgent: agent},
    preload() {
      get().then(
        (client) => client.preload?.(),
        () => {
          // The next query reports it.
        },
      );
    },
  };
}

/** What the search page's helper calls on a hosted (Algolia) client. */
export type HostedClientLike = SearchClientLike & {addAlgoliaAgent(segment: string, version?: string): void};

/**
 * A hosted client whose code is imported on the first query. The search page
 * builds its client as it renders, and with the built-in index (the default)
 * Algolia's client is never called: imported statically, it was downloaded
 * and run on every search page load all the same. The user agents added
 * before the code arrives (algoliasearch-helper adds its own as the page
 * renders) are passed on to the real client, so the requests carry the same
 * `x-algolia-agent`.
 */
export function deferredHostedClient(load: () => Promise<HostedClientLike>): HostedClientLike {
  const agents: Array<[segment: string, version?: string]> = [];
  let client: HostedClientLike | undefined;
  const get = loadOnce(async () => {
    const loaded = await load();
    for (const [segment, version] of agents) loaded.addAlgoliaAgent(segment, version);
    client = loaded;
    return loaded;
  });
  return {
    async search(input, requestOptions) {
      return (await get()).search(input, requestOptions);
    },
    addAlgoliaAgent(segment, version) {
      if (client) client.addAlgoliaAgent(segment, version);
      else agents.push([segment, version]);
    },
  };
}

/**
 * A GET of `url` made once and shared by every caller; made again after a
 * failure (an error or a response that is not OK: the reader may be back
 * online).
 */
export function fetchOnce(url: string): () => Promise<Response> {
  let response: Promise<Response> | undefined;
  return () =>
    (response ??= fetch(url).then(
      (answer) => {
        if (!answer.ok) response = undefined;
        return answer;
      },
      (error: unknown) => {
        response = undefined;
        throw error;
      },
    ));
}
