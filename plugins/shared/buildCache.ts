import {createHash} from 'node:crypto';
import {existsSync, readFileSync, realpathSync} from 'node:fs';
import {mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {persistentCacheDisabled} from '../../src/config/env';

/**
 * The build's store called `name`. It lives under node_modules/.cache, beside
 * Rspack's persistent cache, so that `docusaurus clear` (and a cold build in
 * `npm run bench`) removes it too; and like that cache, it is off when
 * DOCUSAURUS_NO_PERSISTENT_CACHE is set (it then keeps and finds nothing).
 */
export function buildCache(siteDir: string, name: string): FileStore {
  const dir = path.join(siteDir, 'node_modules/.cache/ferrypay', name);
  return new FileStore(dir, {enabled: !persistentCacheDisabled()});
}

/** A key for content: SHA-256 of the parts, each length-prefixed so that ("ab", "c") and ("a", "bc") differ. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(`${typeof part === 'string' ? Buffer.byteLength(part) : part.byteLength}:`);
    hash.update(part);
  }
  return hash.digest('hex');
}

function manifestOf(name: string, require: NodeJS.Require): string {
  try {
    return require.resolve(`${name}/package.json`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
  }
  // Its exports hide package.json (most ESM packages do): the nearest one above
  // its entry point that bears its name (a dist/package.json may only set "type").
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as {name?: string}).name === name) return file;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`no package.json named ${name} above ${entry}`);
}

type Manifest = {
  name?: string;
  version?: unknown;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

const readManifest = (folder: string) => JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as Manifest;

/**
 * The folder and package.json of package `name`, resolved the way an import
 * of it in a file at `from` is: by default from here, beside the plugins that
 * import it, so that it works with pnpm too, where node_modules/<name> is a
 * link into the store. Throws, naming the package, when it cannot be found or
 * its package.json has no version.
 */
function installedPackage(name: string, from: string = __filename): {folder: string; manifest: Manifest & {version: string}} {
  try {
    const folder = realpathSync(path.dirname(manifestOf(name, createRequire(from))));
    const manifest = readManifest(folder);
    if (typeof manifest.version !== 'string') throw new Error('its package.json has no version');
    return {folder, manifest: manifest as Manifest & {version: string}};
  } catch (error) {
    throw new Error(`build-cache: cannot read the installed version of ${name}: ${(error as Error).message}`, {cause: error});
  }
}

/** The installed version of package `name`, resolved from `from` as an import there is (installedPackage). */
export function installedVersion(name: string, from?: string): string {
  return installedPackage(name, from).manifest.version;
}

/**
 * A key for the installed versions of the packages an output is made with,
 * a part of that output's cache keys: a new version of any of them makes it
 * again. Their dependencies are not in it: dependencyTreeKey is.
 */
export function packageVersionsKey(names: readonly string[], from?: string): string {
  return cacheKey(...names.map((name) => `${name}@${installedVersion(name, from)}`));
}

/**
 * The folder of package `name` as Node finds it from folder `dir`: the
 * nearest `node_modules/<name>` at or above it, its links followed (pnpm's
 * store keeps a package's dependencies beside it). Read without the package's
 * `exports`, which may hide both its package.json and a `require` entry.
 */
function packageFolder(name: string, dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    const candidate = path.join(at, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    if (at === path.dirname(at)) return undefined;
  }
}

/**
 * Adds `name@version` of the package in `folder` (read as `manifest`) and of
 * every package it loads, transitively, to `found`, keyed by folder: a
 * package installed twice at two versions counts twice, and a cycle ends
 * where it comes back. Optional and peer dependencies that are not installed
 * (another platform's binary, a peer nobody needs here) are left out; a
 * missing dependency that is neither throws, naming both packages.
 */
function addInstalledTree(folder: string, manifest: Manifest, found: Map<string, string>): void {
  found.set(folder, `${manifest.name ?? folder}@${String(manifest.version)}`);
  const mayBeMissing = new Set([...Object.keys(manifest.optionalDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
  for (const name of new Set([...Object.keys(manifest.dependencies ?? {}), ...mayBeMissing])) {
    const dependency = packageFolder(name, folder);
    if (!dependency) {
      if (mayBeMissing.has(name)) continue;
      throw new Error(`build-cache: ${manifest.name ?? folder} depends on ${name}, which is not installed`);
    }
    if (!found.has(dependency)) addInstalledTree(dependency, readManifest(dependency), found);
  }
}

/**
 * A key for the installed versions of the packages an output is made with,
 * and of every package they load (dependencies, and optional and peer ones
 * where installed): a part of that output's cache keys. A new version of any
 * of them makes the output again, also when only a dependency moved and the
 * package's own version did not (a lock file's maintenance update).
 */
export function dependencyTreeKey(names: readonly string[], from?: string): string {
  const found = new Map<string, string>();
  for (const name of names) {
    const {folder, manifest} = installedPackage(name, from);
    if (!found.has(folder)) addInstalledTree(folder, manifest, found);
  }
  return cacheKey(...[...found.values()].sort());
}

/** The URL of a built script or style sheet (`/base/assets/js/runtime~main.8e154240.js`). */
const ASSET_URL = /\/assets\/(?:js|css)\/[^"'\s>]+/g;

/**
 * A built page's HTML as a cache key reads it: without the URLs of its
 * scripts and style sheets, which a warm build renames without any change
 * to the page's text.
 */
export function withoutAssetUrls(html: string): string {
  return html.replace(ASSET_URL, '');
}

/** Entries nobody read for this long are removed by `prune()`. */
const DEFAULT_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * A folder of entries named by their key. Reading an entry marks it used
 * (its modification time), writing is atomic (a temporary file renamed), so
 * a build that is stopped half-way leaves no half-written entry behind.
 */
export class FileStore {
  readonly enabled: boolean;

  constructor(
    readonly dir: string,
    {enabled = true}: {enabled?: boolean} = {},
  ) {
    this.enabled = enabled;
  }

  private file(key: string): string {
    if (!/^[0-9a-f]{16,}$/.test(key)) throw new Error(`build-cache: "${key}" is not a cache key (see cacheKey()).`);
    return path.join(this.dir, key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.file(key);
    if (!this.enabled) return undefined;
    try {
      const data = await readFile(file);
      const now = new Date();
      await utimes(file, now, now);
      return data;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async set(key: string, data: string | Uint8Array): Promise<void> {
    const file = this.file(key);
    if (!this.enabled) return;
    await mkdir(this.dir, {recursive: true});
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, data);
    await rename(partial, file);
  }

  /** Removes entries not read or written for `maxAgeMs`; returns how many. */
  async prune(maxAgeMs = DEFAULT_MAX_AGE_MS, now = Date.now()): Promise<number> {
    if (!this.enabled) return 0;
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.dir, name);
      const {mtimeMs} = await stat(file).catch(() => ({mtimeMs: now}));
      if (now - mtimeMs > maxAgeMs) {
        await rm(file, {force: true});
        removed++;
      }
    }
    return removed;
  }
}
