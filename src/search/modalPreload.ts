/**
 * When to load DocSearch's modal code (a lazy 111 kB gzip chunk) before the
 * modal opens. The theme loads it when the pointer or focus reaches the search
 * button; the search bar (src/theme/SearchBar) adds two steps:
 *
 * - once the page has loaded and the browser is idle, it downloads the chunk
 *   into the HTTP cache with a `<link rel="prefetch">` (fetchWhenIdle,
 *   prefetchChunk), which costs the page no main-thread time;
 * - the first press of Ctrl or Cmd, the start of Ctrl+K, runs it
 *   (preloadsModal), so that the modal is usually ready by the time K is down.
 *
 * Not run at idle time, as it was until 2026-11-24: running the chunk is one
 * task of 80-310 ms at a phone's CPU speed, which Lighthouse counted as
 * blocking time on every page (BENCHMARKS.md, "Main-thread work at load").
 * Even fetched with `require.ensure`, which registers its modules without
 * running them, compiling the script was a task of about 110 ms in
 * Lighthouse's mobile runs of the API page.
 * The download also waits while the page holds prefetching (the search page
 * opened with a query, until its results are in: plugins/page-weight/client/prefetchHold.ts).
 * Both steps are skipped on data-saver and 2G connections, where 111 kB for a
 * search that may never open is not worth it, as Docusaurus skips prefetching
 * linked pages there (SPEC section 5).
 */

import pageHold from '../../plugins/page-weight/client/prefetchHold';

export type ConnectionInfo = {saveData?: boolean; effectiveType?: string};

/** Docusaurus's own rule for when not to prefetch. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || Boolean(connection?.effectiveType?.includes('2g'));
}

/** Whether this key press should start loading the modal's code. */
export function preloadsModal(event: Pick<KeyboardEvent, 'key' | 'repeat'>, connection: ConnectionInfo | undefined): boolean {
  return (event.key === 'Control' || event.key === 'Meta') && !event.repeat && !isSlowConnection(connection);
}

/** What of `window` fetchWhenIdle needs (a fake in unit tests). */
export type LoadAndIdle = {
  document: {readyState: string};
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
};

/** How long the fetch waits for an idle period after the page's load, at most. */
export const FETCH_IDLE_TIMEOUT_MS = 5000;

/** Where `requestIdleCallback` is missing (Safari), how long after the page's load. */
export const FETCH_DELAY_MS = 1000;

/**
 * Runs `fetch` once, after the page's load event and once prefetching is
 * allowed (`whenAllowed`), in an idle period; never on a slow connection.
 * Returns what cancels it (the search bar unmounting).
 */
export function fetchWhenIdle(
  connection: ConnectionInfo | undefined,
  fetch: () => void,
  win: LoadAndIdle = window,
  whenAllowed: (start: () => void) => () => void = pageHold.whenAllowed,
): () => void {
  if (isSlowConnection(connection)) return () => {};
  let cancelScheduled = () => {};
  const scheduleIdle = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(fetch, {timeout: FETCH_IDLE_TIMEOUT_MS});
      cancelScheduled = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(fetch, FETCH_DELAY_MS);
      cancelScheduled = () => win.clearTimeout(handle);
    }
  };
  const schedule = () => {
    win.removeEventListener('load', schedule);
    let started = false;
    const cancelWait = whenAllowed(() => {
      started = true;
      scheduleIdle();
    });
    // Until the hold is released, cancelling withdraws the wait; after, the idle request.
    if (!started) cancelScheduled = cancelWait;
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule);
  return () => {
    win.removeEventListener('load', schedule);
    cancelScheduled();
  };
}

/** The name the search bar gives DocSearch's modal chunk (webpackChunkName), to find its URL. */
export const MODAL_CHUNK = 'docsearch-modal';

/** Docusaurus's webpack runtime function: a chunk's URL from its name (core's ChunkAssetPlugin). */
declare const __webpack_require__: {gca?: (chunkName: string) => string};

/**
 * Downloads a chunk into the HTTP cache without running it, as Docusaurus
 * prefetches the chunks of linked pages; webpack's script for the chunk then
 * finds it there.
 */
export function prefetchChunk(chunkName: string, doc: Document = document): void {
  const url = typeof __webpack_require__ === 'undefined' ? undefined : __webpack_require__.gca?.(chunkName);
  if (!url || url.includes('undefined')) return;
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  doc.head.appendChild(link);
}
