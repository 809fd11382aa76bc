import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {EnvError, readPatchesOff} from '../src/config/env';

/**
 * One change to another package's code, or to the code Docusaurus generates,
 * as patches/index.ts applies it. Each patch lives in a folder of its own
 * under patches/, with a row in patches/README.md and a tripwire test in
 * tests/patches/.
 */
export type Patch = {
  /** The folder's name: what the patch does. */
  name: string;
  /** The packages whose code it changes or relies on, each at the exact version the patch was written against (pinned in package.json). */
  packages: Readonly<Record<string, string>>;
  /**
   * Loaders over the packages' files (or generated files). Each `test` must
   * match a module of the bundles it is for: a rule that matches nothing (the
   * file moved in an upgrade) fails the build, naming the patch.
   */
  rules?: PatchRule[];
  /** Modules swapped for one of ours, client bundle, production builds. The replaced module must be in the bundle. */
  replacements?: PatchReplacement[];
  /** Client modules the patch needs (its CSS), as paths from the site's folder. */
  clientModules?: string[];
};

export type PatchRule = {
  /** The files the loader rewrites, matched on their resolved path. */
  test: RegExp;
  /** The loader: its path from the site's folder (`patches/<name>/...`). */
  loader: string;
  /** Which bundles: the browser's, the server's (static rendering), or both. */
  bundles: 'client' | 'server' | 'both';
  /** Production builds only (`docusaurus start` untouched). */
  productionOnly?: boolean;
  /** The loader's options. */
  options?: Record<string, unknown>;
  /** `test` matches a family of files of which the loader rewrites only some (mermaid's chunks); otherwise it rewrites every one. */
  someFiles?: boolean;
};

export type PatchReplacement = {
  /** The module replaced, matched on its resolved path. */
  test: RegExp;
  /** Ours, a path from the site's folder. */
  with: string;
};

/**
 * The patches a build leaves out: `PATCHES_OFF=name,name` (or `all`). For
 * measuring what a patch buys against a build without it
 * (`npm run lighthouse:compare`, patches/README.md); never set in production.
 */
export function patchesOff(env: NodeJS.ProcessEnv = process.env, known: readonly string[] = []): (name: string) => boolean {
  const {all, names} = readPatchesOff(env);
  const unknown = known.length > 0 ? names.filter((name) => !known.includes(name)) : [];
  if (unknown.length > 0) throw new EnvError(`PATCHES_OFF names no patch: ${unknown.join(', ')}. The patches: ${known.join(', ')}.`);
  return (name) => all || names.includes(name);
}

/** The folder of `pkg` as `siteDir` resolves it (a package's `exports` may hide its package.json). */
export function packageDir(siteDir: string, pkg: string): string {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const dir = (require.resolve.paths(pkg) ?? [])
    .map((modules) => path.join(modules, pkg))
    .find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (!dir) throw new Error(`patches: ${pkg} is not installed.`);
  return dir;
}

/** The version of `pkg` that `siteDir` resolves. */
export function installedVersion(siteDir: string, pkg: string): string {
  return (JSON.parse(readFileSync(path.join(packageDir(siteDir, pkg), 'package.json'), 'utf8')) as {version: string}).version;
}

/**
 * Throws, naming the patch, when an installed package is not the version the
 * patch was written against: its README row says what to check before
 * moving the pin.
 */
export function assertPinned(patch: Patch, installed: (pkg: string) => string): void {
  for (const [pkg, version] of Object.entries(patch.packages)) {
    const found = installed(pkg);
    if (found !== version) {
      throw new Error(
        `patches/${patch.name}: written against ${pkg}@${version}, but ${found} is installed. ` +
          `Read its row in patches/README.md ("how it fails", "how to remove"), check the patched code in the new version, ` +
          `then update the patch and its pin, or remove it.`,
      );
    }
  }
}

/** Whether a rule applies to this bundle and build mode. */
export function ruleApplies(
  rule: Pick<PatchRule, 'bundles' | 'productionOnly'>,
  {isServer, production}: {isServer: boolean; production: boolean},
): boolean {
  if (rule.productionOnly && !production) return false;
  return rule.bundles === 'both' || (rule.bundles === 'server') === isServer;
}

/** A loader rule or a replacement, with the patch it belongs to, as the build checks it. */
export type Expected = {patch: string; test: RegExp; what: string};

/**
 * The expected modules, of those that apply to a compilation, that matched no
 * module's resource. A patch whose file moved would otherwise be skipped
 * without a word.
 */
export function unmatched(expected: readonly Expected[], resources: Iterable<string>): string[] {
  const pending = new Set(expected);
  for (const resource of resources) {
    for (const entry of pending) if (entry.test.test(resource)) pending.delete(entry);
    if (pending.size === 0) break;
  }
  return [...pending].map(({patch, test, what}) => `patches/${patch}: no module matched ${test} (${what})`);
}
