import {describe, expect, it} from 'vitest';
import {IDLE_TIMEOUT_MS, isSlowConnection, whenIdleAfterLoad, type ConnectionInfo, type IdleWindow} from '../../src/search/idlePreload';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow({readyState = 'loading', connection, idle = true}: {readyState?: DocumentReadyState; connection?: ConnectionInfo; idle?: boolean} = {}) {
  const loadListeners = new Set<() => void>();
  const pending = new Map<number, () => void>();
  const timeouts: number[] = [];
  let next = 1;
  const schedule = (callback: () => void) => {
    const handle = next++;
    pending.set(handle, callback);
    return handle;
  };
  const win: IdleWindow = {
    document: {readyState},
    navigator: {connection},
    addEventListener: (_type, listener) => void loadListeners.add(listener),
    removeEventListener: (_type, listener) => void loadListeners.delete(listener),
    ...(idle && {
      requestIdleCallback: (callback, options) => {
        timeouts.push(options.timeout);
        return schedule(callback);
      },
      cancelIdleCallback: (handle) => void pending.delete(handle),
    }),
    setTimeout: (callback) => schedule(callback),
    clearTimeout: (handle) => void pending.delete(handle),
  };
  return {
    win,
    timeouts,
    load: () => [...loadListeners].forEach((listener) => listener()),
    runIdle: () => {
      const callbacks = [...pending.values()];
      pending.clear();
      callbacks.forEach((callback) => callback());
    },
  };
}

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

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle moment', () => {
    const fake = fakeWindow();
    let runs = 0;
    whenIdleAfterLoad(fake.win, () => runs++);
    fake.runIdle();
    expect(runs).toBe(0);
    fake.load();
    expect(runs).toBe(0);
    fake.runIdle();
    expect(runs).toBe(1);
    expect(fake.timeouts).toEqual([IDLE_TIMEOUT_MS]);
  });

  it('on a page that has already loaded, waits only for an idle moment', () => {
    const fake = fakeWindow({readyState: 'complete'});
    let runs = 0;
    whenIdleAfterLoad(fake.win, () => runs++);
    expect(runs).toBe(0);
    fake.runIdle();
    expect(runs).toBe(1);
  });

  it('falls back to a timer where requestIdleCallback is missing (Safari)', () => {
    const fake = fakeWindow({readyState: 'complete', idle: false});
    let runs = 0;
    whenIdleAfterLoad(fake.win, () => runs++);
    fake.runIdle();
    expect(runs).toBe(1);
  });

  it('does nothing on a data-saver or 2G connection', () => {
    for (const connection of [{saveData: true}, {effectiveType: '2g'}]) {
      const fake = fakeWindow({readyState: 'complete', connection});
      let runs = 0;
      whenIdleAfterLoad(fake.win, () => runs++);
      fake.load();
      fake.runIdle();
      expect(runs).toBe(0);
    }
  });

  it('can be cancelled before the load event and after it', () => {
    for (const cancelAfterLoad of [false, true]) {
      const fake = fakeWindow();
      let runs = 0;
      const cancel = whenIdleAfterLoad(fake.win, () => runs++);
      if (cancelAfterLoad) fake.load();
      cancel();
      fake.load();
      fake.runIdle();
      expect(runs).toBe(0);
    }
  });
});
