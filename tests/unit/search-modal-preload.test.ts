import {afterEach, describe, expect, it, vi} from 'vitest';
import {FETCH_DELAY_MS, FETCH_IDLE_TIMEOUT_MS, fetchWhenIdle, isSlowConnection, prefetchChunk, preloadsModal, type LoadAndIdle} from '../../src/search/modalPreload';

describe('isSlowConnection', () => {
  it('is true on data saver and on 2G, as Docusaurus skips prefetching there', () => {
    expect(isSlowConnection({saveData: true, effectiveType: '4g'})).toBe(true);
    expect(isSlowConnection({effectiveType: '2g'})).toBe(true);
    expect(isSlowConnection({effectiveType: 'slow-2g'})).toBe(true);
  });

  it('is false on a fast connection and where the browser does not say', () => {
    expect(isSlowConnection({saveData: false, effectiveType: '4g'})).toBe(false);
    expect(isSlowConnection({})).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('preloadsModal', () => {
  const fast = {effectiveType: '4g'};

  it('starts on the first press of Ctrl or Cmd, the start of the Ctrl+K and Cmd+K shortcuts', () => {
    expect(preloadsModal({key: 'Control', repeat: false}, fast)).toBe(true);
    expect(preloadsModal({key: 'Meta', repeat: false}, fast)).toBe(true);
    expect(preloadsModal({key: 'Control', repeat: false}, undefined)).toBe(true);
  });

  it('ignores other keys and a held key repeating', () => {
    for (const key of ['k', 'Shift', 'Alt', '/', 'Enter']) expect(preloadsModal({key, repeat: false}, fast)).toBe(false);
    expect(preloadsModal({key: 'Control', repeat: true}, fast)).toBe(false);
  });

  it('does nothing on a data-saver or 2G connection', () => {
    expect(preloadsModal({key: 'Control', repeat: false}, {saveData: true})).toBe(false);
    expect(preloadsModal({key: 'Meta', repeat: false}, {effectiveType: 'slow-2g'})).toBe(false);
  });
});

describe('fetchWhenIdle', () => {
  /** A window whose load event, idle periods and timers the test fires by hand. */
  function fakeWindow(readyState: string, {idle = true} = {}) {
    const loadListeners = new Set<() => void>();
    const idleCallbacks = new Map<number, {callback: () => void; timeout: number}>();
    const timers = new Map<number, {callback: () => void; ms: number}>();
    let next = 1;
    const win: LoadAndIdle = {
      document: {readyState},
      addEventListener: (_type, listener) => loadListeners.add(listener),
      removeEventListener: (_type, listener) => loadListeners.delete(listener),
      setTimeout: (callback, ms) => (timers.set(next, {callback, ms}), next++),
      clearTimeout: (handle) => timers.delete(handle),
      ...(idle && {
        requestIdleCallback: (callback: () => void, {timeout}: {timeout: number}) => (idleCallbacks.set(next, {callback, timeout}), next++),
        cancelIdleCallback: (handle: number) => idleCallbacks.delete(handle),
      }),
    };
    const fire = (entries: Map<number, {callback: () => void}>) => {
      for (const [handle, {callback}] of [...entries]) {
        entries.delete(handle);
        callback();
      }
    };
    return {
      win,
      loadListeners,
      idleCallbacks,
      timers,
      load: () => {
        win.document.readyState = 'complete';
        for (const listener of [...loadListeners]) listener();
      },
      idle: () => fire(idleCallbacks),
      time: () => fire(timers),
    };
  }
  const fast = {effectiveType: '4g'};
  /** fetchWhenIdle started on a fake window, on a fast connection. */
  const start = (readyState: string, options?: {idle?: boolean}) => {
    const fetch = vi.fn();
    const page = fakeWindow(readyState, options);
    const cancel = fetchWhenIdle(fast, fetch, page.win);
    return {fetch, page, cancel};
  };

  it('waits for the load event, then for an idle period, and fetches once', () => {
    const {fetch, page} = start('interactive');
    expect(page.idleCallbacks.size).toBe(0);
    page.load();
    expect(fetch).not.toHaveBeenCalled();
    expect([...page.idleCallbacks.values()].map(({timeout}) => timeout)).toEqual([FETCH_IDLE_TIMEOUT_MS]);
    page.idle();
    page.load();
    page.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(page.loadListeners.size).toBe(0);
  });

  it('on a page already loaded, waits only for idle time', () => {
    const {fetch, page} = start('complete');
    expect(page.loadListeners.size).toBe(0);
    page.idle();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari), fetches a while after the load event', () => {
    const {fetch, page} = start('loading', {idle: false});
    page.load();
    expect([...page.timers.values()].map(({ms}) => ms)).toEqual([FETCH_DELAY_MS]);
    page.time();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never fetches once cancelled, before or after the load event', () => {
    const before = start('loading');
    before.cancel();
    before.page.load();
    before.page.idle();
    const after = start('complete', {idle: false});
    after.cancel();
    after.page.time();
    expect(before.fetch).not.toHaveBeenCalled();
    expect(after.fetch).not.toHaveBeenCalled();
    expect(before.page.loadListeners.size).toBe(0);
  });

  it('while the page holds prefetching, waits for the hold after the load event, and a cancel withdraws the wait', () => {
    let release = () => {};
    const held = (start: () => void) => {
      let cancelled = false;
      release = () => cancelled || start();
      return () => void (cancelled = true);
    };
    const fetch = vi.fn();
    const page = fakeWindow('complete');
    fetchWhenIdle(fast, fetch, page.win, held);
    page.idle();
    expect(page.idleCallbacks.size).toBe(0);
    release();
    page.idle();
    expect(fetch).toHaveBeenCalledTimes(1);

    const cancelledFetch = vi.fn();
    const cancelledPage = fakeWindow('complete');
    fetchWhenIdle(fast, cancelledFetch, cancelledPage.win, held)();
    release();
    cancelledPage.idle();
    expect(cancelledFetch).not.toHaveBeenCalled();
  });

  it('does nothing on a data-saver or 2G connection', () => {
    const fetch = vi.fn();
    for (const connection of [{saveData: true}, {effectiveType: '2g'}]) {
      const page = fakeWindow('complete');
      fetchWhenIdle(connection, fetch, page.win);
      page.idle();
      page.time();
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('prefetchChunk', () => {
  const runtime = globalThis as {__webpack_require__?: {gca?: (name: string) => string}};
  afterEach(() => delete runtime.__webpack_require__);
  /** A document that records the elements appended to its head. */
  const fakeDocument = () => {
    const appended: {rel?: string; href?: string}[] = [];
    const doc = {createElement: () => ({}), head: {appendChild: (element: object) => appended.push(element)}};
    return {doc: doc as unknown as Document, appended};
  };

  it("appends a prefetch link to the chunk's URL, as Docusaurus's runtime names it", () => {
    runtime.__webpack_require__ = {gca: (name) => `/ferrypay-docs/assets/js/${name === 'docsearch-modal' ? '2012' : name}.c38524e4.js`};
    const {doc, appended} = fakeDocument();
    prefetchChunk('docsearch-modal', doc);
    expect(appended).toEqual([{rel: 'prefetch', href: '/ferrypay-docs/assets/js/2012.c38524e4.js'}]);
  });

  it('does nothing outside a webpack build, or for a chunk the runtime does not know', () => {
    const {doc, appended} = fakeDocument();
    prefetchChunk('docsearch-modal', doc);
    runtime.__webpack_require__ = {gca: () => '/assets/js/undefined.undefined.js'};
    prefetchChunk('docsearch-modal', doc);
    expect(appended).toEqual([]);
  });
});
