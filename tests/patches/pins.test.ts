import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCHES} from '../../patches';
import {assertPinned, installedVersion, packageDir, unmatchedRules} from '../../patches/patch';

/**
 * Every patch's tripwires: its package pinned to the exact version it was
 * written against, each of its rules matching the installed file, and its
 * loader applying to that file. An upgrade that breaks one fails here, naming
 * the patch (and the build fails the same way).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};

describe.each(PATCHES.map((patch) => [patch.name, patch] as const))('patches/%s', (name, patch) => {
  it(`is written against the installed ${patch.package}, pinned exactly in package.json`, () => {
    expect(installedVersion(ROOT, patch.package)).toBe(patch.version);
    expect({...pkg.dependencies, ...pkg.devDependencies}[patch.package]).toBe(patch.version);
  });

  it('refuses to build against another version, naming the patch', () => {
    expect(() => assertPinned(patch, '0.0.0-other')).toThrow(`patches/${name}: written against ${patch.package}@${patch.version}`);
  });

  it.each((patch.rules ?? []).map((rule) => [String(rule.test), rule] as const))('rule %s matches the installed file, and its loader applies', (_, rule) => {
    const files = candidateFiles(patch.package).filter((file) => rule.test.test(file));
    expect(files, `no file of ${patch.package} matches ${rule.test}`).not.toHaveLength(0);
    const loader = require(path.join(ROOT, rule.loader)) as (this: {resourcePath: string}, source: string) => string;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      expect(loader.call({resourcePath: file}, source)).not.toBe(source);
    }
  });

  it('fails, naming the patch, when a rule matches no module', () => {
    for (const rule of patch.rules ?? []) {
      expect(unmatchedRules([{patch: name, rule}], ['/elsewhere/index.js'])).toEqual([
        `patches/${name}: no module matched ${rule.test} (${rule.bundles} bundle)`,
      ]);
    }
  });
});

/** The JavaScript files of an installed package. */
function candidateFiles(packageName: string): string[] {
  const dir = packageDir(ROOT, packageName);
  return (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => /\.(c|m)?js$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}
