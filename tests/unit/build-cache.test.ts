import {mkdirSync, readFileSync, readdirSync, symlinkSync, utimesSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {
  FileStore,
  buildCache,
  cacheKey,
  dependencyTreeKey,
  installedVersion,
  packageVersionsKey,
  withoutAssetUrls,
} from '../../plugins/shared/buildCache';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const scratch = () => scratchFolder('build-cache');

describe('cache keys', () => {
  it('are the same for the same parts and differ when a part moves between neighbours', () => {
    expect(cacheKey('ab', 'c')).toBe(cacheKey('ab', 'c'));
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('x', Buffer.from('y'))).toBe(cacheKey('x', 'y'));
  });

  it('read a page the same when a warm build has only renamed its scripts and styles, and not when its text changed', () => {
    const page = (js: string, css: string, text: string) =>
      `<link rel="stylesheet" href="/base/assets/css/styles.${css}.css"><script src="/base/assets/js/runtime~main.${js}.js" defer></script><p>${text}</p>`;
    expect(withoutAssetUrls(page('8e154240', '3f2a', '退款'))).toBe(withoutAssetUrls(page('a1b2c3d4', '9c0d', '退款')));
    expect(withoutAssetUrls(page('8e154240', '3f2a', '退款'))).not.toBe(withoutAssetUrls(page('8e154240', '3f2a', '部分退款')));
    // An image the page shows is content: a new one is a new page.
    expect(withoutAssetUrls('<img src="/base/assets/images/flow-1a2b.png">')).not.toBe(
      withoutAssetUrls('<img src="/base/assets/images/flow-9f8e.png">'),
    );
  });
});

describe('the file store', () => {
  it('returns what was stored under a key, and nothing for another key', async () => {
    const store = new FileStore(path.join(scratch(), 'entries'));
    expect(await store.get(cacheKey('a'))).toBeUndefined();
    await store.set(cacheKey('a'), 'minified');
    expect((await store.get(cacheKey('a')))?.toString()).toBe('minified');
    expect(await store.get(cacheKey('b'))).toBeUndefined();
    expect(readdirSync(store.dir)).toEqual([cacheKey('a')]);
  });

  it('refuses a name that is not a key, so no entry lands outside its folder', async () => {
    const store = new FileStore(scratch());
    await expect(store.set('../../etc/passwd', 'x')).rejects.toThrow(/not a cache key/);
  });

  it('keeps and finds nothing when Docusaurus is told not to use a persistent cache', async () => {
    const siteDir = scratch();
    try {
      vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', 'true');
      const off = buildCache(siteDir, 'search-index');
      await off.set(cacheKey('a'), 'text');
      expect(await off.get(cacheKey('a'))).toBeUndefined();
      expect(() => readdirSync(off.dir)).toThrow(/ENOENT/);

      vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', undefined);
      const on = buildCache(siteDir, 'search-index');
      expect(on.dir).toBe(path.join(siteDir, 'node_modules/.cache/ferrypay/search-index'));
      await on.set(cacheKey('a'), 'text');
      expect((await on.get(cacheKey('a')))?.toString()).toBe('text');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('prunes the entries not used for the given age, and keeps one that was just read', async () => {
    const store = new FileStore(scratch());
    const [old, read, fresh] = [cacheKey('old'), cacheKey('read'), cacheKey('fresh')];
    for (const key of [old, read, fresh]) await store.set(key, key);
    const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000);
    for (const key of [old, read]) utimesSync(path.join(store.dir, key), weekAgo, weekAgo);
    await store.get(read);
    expect(await store.prune(24 * 3600 * 1000)).toBe(1);
    expect(readdirSync(store.dir).sort()).toEqual([read, fresh].sort());
  });
});

describe('package versions in cache keys', () => {
  it('read the installed version of a package, whether or not its exports show its package.json', () => {
    const versionOnDisk = (name: string) =>
      (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as {version: string}).version;
    // unified exports only its entry point; httpsnippet exports its package.json.
    expect(installedVersion('unified')).toBe(versionOnDisk('unified'));
    expect(installedVersion('httpsnippet')).toBe(versionOnDisk('httpsnippet'));
  });

  it('change the key when a package is upgraded, for an ESM package with a package.json of its own under dist', () => {
    const site = scratch();
    const install = (version: string) => {
      writeTreeFile(
        site,
        'node_modules/@acme/convert/package.json',
        JSON.stringify({name: '@acme/convert', version, type: 'module', exports: {'.': './dist/index.js'}}),
      );
      writeTreeFile(site, 'node_modules/@acme/convert/dist/package.json', JSON.stringify({type: 'module'}));
      writeTreeFile(site, 'node_modules/@acme/convert/dist/index.js', 'export default 1;\n');
    };
    const from = path.join(site, 'plugins/twins.ts');
    install('1.0.0');
    expect(installedVersion('@acme/convert', from)).toBe('1.0.0');
    const before = packageVersionsKey(['@acme/convert'], from);
    expect(packageVersionsKey(['@acme/convert'], from)).toBe(before);
    install('1.0.1');
    expect(installedVersion('@acme/convert', from)).toBe('1.0.1');
    expect(packageVersionsKey(['@acme/convert'], from)).not.toBe(before);
  });

  it("change the key when only a dependency's installed version moved (a lock file's maintenance), not the package's own", () => {
    const site = scratch();
    const manifest = (name: string, version: string, more: object = {}) =>
      JSON.stringify({name, version, type: 'module', exports: {'.': './index.js'}, ...more});
    const install = (layoutVersion: string) => {
      writeTreeFile(
        site,
        'node_modules/@acme/draw/package.json',
        manifest('@acme/draw', '2.0.0', {
          dependencies: {'@acme/layout': '^1.0.0'},
          // Another platform's binary: not installed here, and not needed.
          optionalDependencies: {'@acme/draw-win32-x64': '2.0.0'},
        }),
      );
      writeTreeFile(site, 'node_modules/@acme/draw/index.js', 'export default 1;\n');
      // Installed under the package that needs it, as npm does when another version sits at the top.
      writeTreeFile(site, 'node_modules/@acme/draw/node_modules/@acme/layout/package.json', manifest('@acme/layout', layoutVersion));
      writeTreeFile(site, 'node_modules/@acme/layout/package.json', manifest('@acme/layout', '0.9.0'));
    };
    const from = path.join(site, 'plugins/cards.ts');
    install('1.4.0');
    const before = dependencyTreeKey(['@acme/draw'], from);
    expect(dependencyTreeKey(['@acme/draw'], from)).toBe(before);
    install('1.4.1');
    expect(installedVersion('@acme/draw', from)).toBe('2.0.0');
    expect(dependencyTreeKey(['@acme/draw'], from)).not.toBe(before);
    // The copy at the top is not the one @acme/draw loads: moving it changes nothing.
    const after = dependencyTreeKey(['@acme/draw'], from);
    writeTreeFile(site, 'node_modules/@acme/layout/package.json', manifest('@acme/layout', '0.9.1'));
    expect(dependencyTreeKey(['@acme/draw'], from)).toBe(after);
  });

  it('fail naming a dependency that is neither optional nor a peer and is not installed', () => {
    const site = scratch();
    writeTreeFile(
      site,
      'node_modules/@acme/draw/package.json',
      JSON.stringify({name: '@acme/draw', version: '2.0.0', main: 'index.js', dependencies: {'@acme/layout': '^1.0.0'}}),
    );
    writeTreeFile(site, 'node_modules/@acme/draw/index.js', 'module.exports = 1;\n');
    expect(() => dependencyTreeKey(['@acme/draw'], path.join(site, 'plugins/cards.ts'))).toThrow(
      '@acme/draw depends on @acme/layout, which is not installed',
    );
  });

  it('key a dependency cycle, and a package listed both as a dependency and as an optional one, without failing', () => {
    const site = scratch();
    const manifest = (name: string, version: string, more: object) => JSON.stringify({name, version, main: 'index.js', ...more});
    const install = (cycleVersion: string) => {
      writeTreeFile(
        site,
        'node_modules/@acme/draw/package.json',
        // npm installs a package listed in both only where it can, as an optional one: here it is not installed.
        manifest('@acme/draw', '2.0.0', {
          dependencies: {'@acme/glyphs': '^1.0.0', '@acme/gpu': '^1.0.0'},
          optionalDependencies: {'@acme/gpu': '^1.0.0'},
        }),
      );
      writeTreeFile(site, 'node_modules/@acme/draw/index.js', 'module.exports = 1;\n');
      writeTreeFile(
        site,
        'node_modules/@acme/glyphs/package.json',
        manifest('@acme/glyphs', cycleVersion, {dependencies: {'@acme/draw': '^2.0.0'}}),
      );
    };
    const from = path.join(site, 'plugins/cards.ts');
    install('1.0.0');
    const before = dependencyTreeKey(['@acme/draw'], from);
    install('1.0.1');
    expect(dependencyTreeKey(['@acme/draw'], from)).not.toBe(before);
  });

  it("follow pnpm's links: a package's dependencies beside it in the store", () => {
    const site = scratch();
    const store = 'node_modules/.pnpm/@acme+draw@2.0.0/node_modules';
    const install = (layoutVersion: string) => {
      writeTreeFile(
        site,
        `${store}/@acme/draw/package.json`,
        JSON.stringify({name: '@acme/draw', version: '2.0.0', main: 'index.js', dependencies: {'@acme/layout': '^1.0.0'}}),
      );
      writeTreeFile(site, `${store}/@acme/draw/index.js`, 'module.exports = 1;\n');
      writeTreeFile(site, `${store}/@acme/layout/package.json`, JSON.stringify({name: '@acme/layout', version: layoutVersion}));
    };
    install('1.4.0');
    // The site sees only its direct dependency, a link into the store; @acme/layout is not at the top.
    mkdirSync(path.join(site, 'node_modules/@acme'), {recursive: true});
    symlinkSync(path.join(site, `${store}/@acme/draw`), path.join(site, 'node_modules/@acme/draw'), 'dir');
    const from = path.join(site, 'plugins/cards.ts');
    const before = dependencyTreeKey(['@acme/draw'], from);
    install('1.4.1');
    expect(dependencyTreeKey(['@acme/draw'], from)).not.toBe(before);
  });

  it('fail naming a package that is not installed', () => {
    expect(() => packageVersionsKey(['unified', 'ferrypay-no-such-package'])).toThrow(
      /cannot read the installed version of ferrypay-no-such-package/,
    );
  });
});
