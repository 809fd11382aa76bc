import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import patchesPlugin, {PATCHES} from '../../patches';
import {assertPinned, installedVersion, packageDir, patchesOff, unmatched} from '../../patches/patch';
import {fakeBundlerUtils, NormalModuleReplacementPlugin} from '../support/fakeBundler';

/**
 * Every patch's tripwires: each package pinned to the exact version the patch
 * was written against, each loader rule matching an installed file that its
 * loader still knows how to rewrite, each replaced module still there. An
 * upgrade that breaks one fails here, naming the patch (and the build fails
 * the same way: patches/index.ts).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The JavaScript files of an installed package. */
function packageFiles(packageName: string): string[] {
  const dir = packageDir(ROOT, packageName);
  return (readdirSync(dir, {recursive: true, encoding: 'utf8'}) as string[])
    .filter((file) => /\.(c|m)?js$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join(dir, file));
}

describe.each(PATCHES.map((patch) => [patch.name, patch] as const))('patches/%s', (name, patch) => {
  it.each(Object.entries(patch.packages))(
    'is written against the installed %s %s, pinned exactly in package.json',
    (packageName, version) => {
      expect(installedVersion(ROOT, packageName)).toBe(version);
      expect({...pkg.dependencies, ...pkg.devDependencies}[packageName]).toBe(version);
    },
  );

  it('refuses to build against another version, naming the patch', () => {
    expect(() => assertPinned(patch, () => '0.0.0-other')).toThrow(`patches/${name}: written against`);
  });

  it.each(
    (patch.rules ?? []).filter((rule) => !rule.test.source.includes('\\.docusaurus')).map((rule) => [String(rule.test), rule] as const),
  )('rule %s matches an installed file, and its loader rewrites it', (_, rule) => {
    const files = Object.keys(patch.packages)
      .flatMap(packageFiles)
      .filter((file) => rule.test.test(file));
    expect(files, `no installed file matches ${rule.test}`).not.toHaveLength(0);
    const loader = require(path.join(ROOT, rule.loader)) as (this: {resourcePath: string; getOptions(): unknown}, source: string) => string;
    // Every matched file loads without the loader's own tripwire firing, and the loader changes some.
    const rewritten = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return loader.call({resourcePath: file, getOptions: () => rule.options ?? {}}, source) !== source;
    });
    expect(rewritten, `the loader changes none of the files ${rule.test} matches`).not.toHaveLength(0);
    if (!rule.someFiles) expect(rewritten).toEqual(files);
  });

  it.each((patch.replacements ?? []).map((replacement) => [String(replacement.test), replacement] as const))(
    'replacement of %s: the replaced module is installed and ours exists',
    (_, replacement) => {
      const files = Object.keys(patch.packages)
        .flatMap(packageFiles)
        .filter((file) => replacement.test.test(file));
      expect(files).toHaveLength(1);
      expect(existsSync(path.join(ROOT, replacement.with))).toBe(true);
    },
  );

  it('fails the build, naming the patch, when a rule or replacement meets no module', () => {
    for (const {test} of [...(patch.rules ?? []), ...(patch.replacements ?? [])]) {
      expect(unmatched([{patch: name, test, what: 'client bundle'}], ['/elsewhere/index.js'])).toEqual([
        `patches/${name}: no module matched ${test} (client bundle)`,
      ]);
    }
  });
});

describe('the patches plugin', () => {
  const context = {siteDir: ROOT, generatedFilesDir: path.join(ROOT, '.docusaurus'), siteConfig: {themeConfig: {}}};
  type Configured = {plugins?: unknown[]; module?: {rules: Array<{test: RegExp; use: Array<{loader: string}>}>}};
  const configure = (mode: string, isServer: boolean, patchesOff?: string) => {
    vi.stubEnv('PATCHES_OFF', patchesOff);
    try {
      return patchesPlugin(context as never).configureWebpack!(
        {mode} as never,
        isServer,
        fakeBundlerUtils as never,
        undefined as never,
      ) as Configured;
    } finally {
      vi.unstubAllEnvs();
    }
  };
  const loaders = (configured: Configured) =>
    (configured.module?.rules ?? []).map((rule) => path.relative(ROOT, rule.use[0]!.loader)).sort();

  it('applies each rule to the bundles and builds it names, and the replacements to the client production bundle only', () => {
    expect(loaders(configure('production', false))).toEqual(
      [
        'patches/collator-free-sorts/loader.cjs',
        'patches/collator-free-sorts/loader.cjs',
        'patches/docsearch-modal/loader.cjs',
        'patches/lazy-routes/loader.cjs',
        'patches/lean-mermaid/loader.cjs',
        'patches/lean-prism/loader.cjs',
        'patches/lean-registry/loader.cjs',
        'patches/preload-after-task/loader.cjs',
      ].sort(),
    );
    expect(loaders(configure('production', true))).toEqual(
      [
        'patches/collator-free-sorts/loader.cjs',
        'patches/collator-free-sorts/loader.cjs',
        'patches/docsearch-modal/loader.cjs',
        'patches/lean-mermaid/loader.cjs',
        'patches/lean-prism/loader.cjs',
      ].sort(),
    );
    expect(loaders(configure('development', false))).toEqual([
      'patches/docsearch-modal/loader.cjs',
      'patches/lean-mermaid/loader.cjs',
      'patches/lean-prism/loader.cjs',
    ]);
    const swaps = (configure('production', false).plugins ?? []).filter((plugin) => plugin instanceof NormalModuleReplacementPlugin);
    expect(swaps.map((swap) => path.relative(ROOT, (swap as NormalModuleReplacementPlugin).replacement))).toEqual([
      'patches/idle-prefetch/client/docusaurus.ts',
      'patches/idle-prefetch/client/prefetch.ts',
    ]);
    expect((configure('production', true).plugins ?? []).filter((plugin) => plugin instanceof NormalModuleReplacementPlugin)).toEqual([]);
  });

  it('leaves out the patches PATCHES_OFF names, to measure what they buy', () => {
    expect(loaders(configure('production', false, 'lazy-routes,collator-free-sorts'))).toEqual(
      [
        'patches/docsearch-modal/loader.cjs',
        'patches/lean-mermaid/loader.cjs',
        'patches/lean-prism/loader.cjs',
        'patches/lean-registry/loader.cjs',
        'patches/preload-after-task/loader.cjs',
      ].sort(),
    );
    expect(configure('production', false, 'all')).toEqual({});
    expect(patchesOff({PATCHES_OFF: ' idle-prefetch , lean-prism'})('lean-prism')).toBe(true);
    expect(patchesOff({})('lean-prism')).toBe(false);
    expect(patchesOff({PATCHES_OFF: 'all'})('lean-prism')).toBe(true);
  });

  it('stops the build on a PATCHES_OFF that names no patch, naming the variable and the patches', () => {
    expect(() => patchesOff({PATCHES_OFF: 'lean-prsm'}, ['lean-prism', 'lazy-routes'])).toThrow(
      'PATCHES_OFF names no patch: lean-prsm. The patches: lean-prism, lazy-routes.',
    );
    expect(() => patchesOff({PATCHES_OFF: 'lean prism'})).toThrow(/PATCHES_OFF must be patch folder names/);
  });
});
