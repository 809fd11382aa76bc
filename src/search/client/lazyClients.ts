/**
 * Clients whose code loads on first use, so that none of it is in the
 * initial page JS: the built-in search's (the modal and the search page get
 * the client at once; the code and the index follow when the modal opens or
 * a query is made) and Algolia's on the search page.
 */
import {SearchUnavailableError, type SearchClientLike} from './searchClient';

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
