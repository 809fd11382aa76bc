import {describe, expect, it} from 'vitest';
import {MemoryStorage, installStorageFallback, letStorageEventsNameMemoryStorage, storageReadable} from '../../src/guards/storage';
import {decodableFragment, safeHash} from '../../src/guards/hash';

const securityError = () => new DOMException('Access is denied for this document.', 'SecurityError');

/** A window-like object whose storages behave as `kind` says. */
function fakeWindow(kind: 'works' | 'getter throws' | 'methods throw' | 'quota exceeded'): Window {
  const win = {} as Window;
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    const storage = new MemoryStorage();
    if (kind === 'methods throw') {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(storage, method, {
          value: () => {
            throw securityError();
          },
        });
      }
    }
    if (kind === 'quota exceeded') {
      Object.defineProperty(storage, 'setItem', {
        value: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      });
    }
    Object.defineProperty(win, name, {
      configurable: true,
      get: () => {
        if (kind === 'getter throws') throw securityError();
        return storage;
      },
    });
  }
  return win;
}

describe('storage fallback', () => {
  it.each(['getter throws', 'methods throw'] as const)(
    'replaces both storages when %s, and the replacements keep what is written',
    (kind) => {
      const win = fakeWindow(kind);
      expect(storageReadable(win, 'localStorage')).toBe(false);
      expect(installStorageFallback(win)).toEqual(['localStorage', 'sessionStorage']);
      win.localStorage.setItem('theme', 'light');
      expect(win.localStorage.getItem('theme')).toBe('light');
      win.sessionStorage.setItem('tab', 'curl');
      expect(win.sessionStorage.getItem('tab')).toBe('curl');
    },
  );

  it.each(['works', 'quota exceeded'] as const)('leaves the browser’s storage in place when it %s', (kind) => {
    const win = fakeWindow(kind);
    const original = win.localStorage;
    expect(installStorageFallback(win)).toEqual([]);
    expect(win.localStorage).toBe(original);
  });

  it('exposes items as enumerable properties, as DocSearch reads them', () => {
    const storage = new MemoryStorage();
    storage.setItem('__DOCSEARCH_RECENT_SEARCHES__', '[]');
    storage.setItem('other', 'x');
    const keys: string[] = [];
    for (const key in storage) keys.push(key);
    expect(keys).toEqual(['__DOCSEARCH_RECENT_SEARCHES__', 'other']);
    expect(storage['other']).toBe('x');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('other');
    storage.removeItem('other');
    expect(storage['other']).toBeUndefined();
    storage.clear();
    expect(storage.length).toBe(0);
    expect(storage.getItem('__DOCSEARCH_RECENT_SEARCHES__')).toBeNull();
  });

  it('keeps an item named like a method without shadowing the method', () => {
    const storage = new MemoryStorage();
    storage.setItem('getItem', 'x');
    expect(storage.getItem('getItem')).toBe('x');
  });
});

/** The browser's own Storage objects, as the fake event below tells them apart. */
class BrowserStorage {}

/** A StorageEvent that, like the browser's, takes only one of the browser's Storage objects (or null) as its storage area. */
function fakeStorageEvent() {
  return class FakeStorageEvent {
    key: string | null = null;
    newValue: string | null = null;
    storageArea: unknown = null;
    initStorageEvent(...args: unknown[]): void {
      const storageArea = args[7];
      if (storageArea !== null && !(storageArea instanceof BrowserStorage)) {
        throw new TypeError("Failed to execute 'initStorageEvent' on 'StorageEvent': parameter 8 is not of type 'Storage'.");
      }
      this.key = args[3] as string;
      this.newValue = args[5] as string;
      this.storageArea = storageArea;
    }
  } as unknown as typeof StorageEvent;
}

/** Builds a `storage` event the way Docusaurus's storage slots do. */
function changeEvent(Event: typeof StorageEvent, storage: unknown): StorageEvent {
  const event = new Event('storage');
  event.initStorageEvent(
    'storage',
    false,
    false,
    'docusaurus.tab.api-code-sample',
    null,
    'python',
    'https://docs.example/api',
    storage as Storage,
  );
  return event;
}

describe('storage events about a storage kept in memory', () => {
  it('were refused by the browser, as a MemoryStorage is not one of its Storage objects', () => {
    expect(() => changeEvent(fakeStorageEvent(), new MemoryStorage())).toThrow(/parameter 8 is not of type 'Storage'/);
  });

  it('name the MemoryStorage as their storage area once the fallback is installed, so that listeners comparing it hear them', () => {
    const win = fakeWindow('methods throw');
    Object.assign(win, {StorageEvent: fakeStorageEvent()});
    installStorageFallback(win);
    const event = changeEvent((win as unknown as {StorageEvent: typeof StorageEvent}).StorageEvent, win.localStorage);
    expect(event.storageArea).toBe(win.localStorage);
    expect(event.key).toBe('docusaurus.tab.api-code-sample');
    expect(event.newValue).toBe('python');
  });

  it('about the browser’s own storage are built as before', () => {
    const Event = fakeStorageEvent();
    letStorageEventsNameMemoryStorage({StorageEvent: Event});
    const storage = new BrowserStorage();
    expect(changeEvent(Event, storage).storageArea).toBe(storage);
    expect(changeEvent(Event, null).storageArea).toBeNull();
  });

  it('are left to the browser when its storage works', () => {
    const win = fakeWindow('works');
    const Event = fakeStorageEvent();
    const init = Event.prototype.initStorageEvent;
    Object.assign(win, {StorageEvent: Event});
    installStorageFallback(win);
    expect(Event.prototype.initStorageEvent).toBe(init);
  });
});

describe('safe URL fragments', () => {
  it.each([
    ['#100%', '#100%25'],
    ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ['#%', '#%25'],
  ])('rewrites %s so that it decodes to the text typed', (hash, fixed) => {
    expect(decodableFragment(hash.slice(1))).toBe(false);
    expect(safeHash(hash)).toBe(fixed);
    expect(decodeURIComponent(safeHash(hash).slice(1))).toBe(hash.slice(1));
  });

  it.each(['', '#create-an-order', '#%E5%B0%8D%E5%B8%B3', '#a%20b'])('leaves a decodable fragment (%j) alone', (hash) => {
    expect(safeHash(hash)).toBe(hash);
  });
});
