/**
 * Browser storage that may be denied. Chrome with site data blocked and
 * Safari in some modes throw a `SecurityError` as soon as a page reads
 * `window.localStorage`; other browsers throw from each method. Docusaurus
 * guards its own reads, but DocSearch's modal reads `window.localStorage`
 * unguarded, and a throw there crashed the page. Storage that fails must
 * cost a warning at most: the site keeps working without it.
 *
 * So, before anything reads it, each storage that cannot be read is replaced
 * by one kept in memory for this page view. A storage that reads but cannot
 * take more (quota exceeded) is left alone: reading still works, and every
 * writer catches the error.
 */

export type StorageName = 'localStorage' | 'sessionStorage';

/** A Storage kept in memory: items are also readable as properties, as in the browser's. */
export class MemoryStorage implements Storage {
  readonly #items = new Map<string, string>();

  [name: string]: unknown;

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }

  setItem(key: string, value: string): void {
    const name = String(key);
    this.#items.set(name, String(value));
    // Enumerable own properties, like the browser's: DocSearch measures its usage with `for...in`.
    if (!(name in MemoryStorage.prototype))
      Object.defineProperty(this, name, {value: String(value), enumerable: true, configurable: true, writable: true});
  }

  removeItem(key: string): void {
    const name = String(key);
    this.#items.delete(name);
    if (Object.prototype.hasOwnProperty.call(this, name)) delete this[name];
  }

  clear(): void {
    for (const name of [...this.#items.keys()]) this.removeItem(name);
  }
}

/** Whether `name` can be read: the property itself and its `getItem`. */
export function storageReadable(win: Pick<Window, StorageName>, name: StorageName): boolean {
  try {
    const storage = win[name];
    storage.getItem('ferrypay.storage-probe');
    return true;
  } catch {
    return false;
  }
}

type InitStorageEvent = StorageEvent['initStorageEvent'];

/**
 * Lets a `storage` event name a MemoryStorage as its storage area.
 *
 * Docusaurus tells its own listeners that a value changed (the theme's
 * storage slots: announcement dismissal, tab choices, the preferred API
 * version) with a `storage` event it builds with `initStorageEvent`, whose
 * storage area the browser accepts only if it is one of its own `Storage`
 * objects. With a MemoryStorage in place each write then failed: "Docusaurus
 * storage error ... parameter 8 is not of type 'Storage'" in the console,
 * and no listener heard of the change. Such an event is now built without a
 * storage area and then names the MemoryStorage as its `storageArea`, which
 * is what the listeners compare with the storage they read. Events about the
 * browser's own storages are built as before.
 */
export function letStorageEventsNameMemoryStorage(win: {StorageEvent?: typeof StorageEvent}): void {
  const prototype = win.StorageEvent?.prototype;
  const init: InitStorageEvent | undefined = prototype?.initStorageEvent;
  if (!prototype || !init) return;
  prototype.initStorageEvent = function initStorageEvent(this: StorageEvent, ...args: Parameters<InitStorageEvent>): void {
    const storageArea = args[7];
    if (!(storageArea instanceof MemoryStorage)) {
      init.apply(this, args);
      return;
    }
    const [type, bubbles, cancelable, key, oldValue, newValue, url] = args;
    init.call(this, type, bubbles, cancelable, key, oldValue, newValue, url, null);
    Object.defineProperty(this, 'storageArea', {value: storageArea, configurable: true, enumerable: true});
  };
}

/**
 * Replaces each storage of `win` that cannot be read by a MemoryStorage, and
 * lets `storage` events name it; returns the names it replaced (the caller
 * warns once).
 */
export function installStorageFallback(win: Window, names: readonly StorageName[] = ['localStorage', 'sessionStorage']): StorageName[] {
  const replaced: StorageName[] = [];
  for (const name of names) {
    if (storageReadable(win, name)) continue;
    try {
      Object.defineProperty(win, name, {value: new MemoryStorage(), configurable: true, enumerable: true, writable: false});
      replaced.push(name);
    } catch {
      // A browser that will not let the property be redefined: nothing more to do.
    }
  }
  if (replaced.length > 0) letStorageEventsNameMemoryStorage(win as {StorageEvent?: typeof StorageEvent});
  return replaced;
}
