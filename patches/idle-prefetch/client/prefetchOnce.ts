/**
 * Chunk prefetching that appends one `<link rel="prefetch">` per URL.
 *
 * Docusaurus prefetches every chunk of each route in view, and the routes of
 * one section share most of theirs (the docs layout, the version's metadata,
 * the sidebar): on the order page, its 87 links appended 348 `<link>`s for 34
 * URLs. The browser fetched each URL once anyway, but appending each link
 * starts a fetch on the main thread: 67 ms of the idle-time tasks after load
 * at a phone's speed (PERFORMANCE.md, "idle-prefetch").
 */

/** Docusaurus's `prefetch.js`: appends the link, and settles when the chunk is in the cache. */
export type PrefetchUrl = (url: string) => Promise<void>;

/** `prefetch`, asked once per URL: a URL asked again gets the first request's promise. */
export function prefetchOnce(prefetch: PrefetchUrl): PrefetchUrl {
  const requested = new Map<string, Promise<void>>();
  return (url) => {
    let request = requested.get(url);
    if (!request) {
      request = prefetch(url);
      requested.set(url, request);
    }
    return request;
  };
}
