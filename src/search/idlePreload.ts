/**
 * When to load code a reader is likely to need soon (DocSearch's modal, see
 * src/theme/SearchBar): once the page has loaded and the browser is idle, so
 * it never competes with the page's own load. Like Docusaurus's prefetching
 * of linked pages (SPEC section 5), it is skipped on data-saver and 2G
 * connections.
 */

export type ConnectionInfo = {saveData?: boolean; effectiveType?: string};

/** Docusaurus's own rule for when not to prefetch. */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  return Boolean(connection?.saveData) || Boolean(connection?.effectiveType?.includes('2g'));
}

/** What of `window` the scheduling needs (a fake in unit tests). */
export type IdleWindow = {
  document: {readyState: DocumentReadyState};
  navigator: {connection?: ConnectionInfo};
  addEventListener(type: 'load', listener: () => void, options: {once: true}): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void, options: {timeout: number}) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
};

/** At most this long after the load event before the preload runs anyway (a page that is never idle). */
export const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` at the first idle moment after the page's load event, unless
 * the connection is slow. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(win: IdleWindow, task: () => void): () => void {
  if (isSlowConnection(win.navigator.connection)) return () => {};
  let cancelIdle = () => {};
  const onLoad = () => {
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(task, {timeout: IDLE_TIMEOUT_MS});
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(task, 0);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, {once: true});
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
