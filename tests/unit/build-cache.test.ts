import {mkdirSync, readFileSync, readdirSync, utimesSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {describe, expect, it} from 'vitest';
import {FileStore, buildCache, cacheKey} from '../../plugins/build-cache/store';
import {MinifiedAssetsCache, minimizerSalt} from '../../plugins/build-cache/minifiedAssets';
import {scratchFolder} from '../support/scratch';

const scratch = () => scratchFolder('build-cache');

describe('cache keys', () => {
  it('are the same for the same parts and differ when a part moves between neighbours', () => {
    expect(cacheKey('ab', 'c')).toBe(cacheKey('ab', 'c'));
    expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
    expect(cacheKey('x', Buffer.from('y'))).toBe(cacheKey('x', 'y'));
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
    const previous = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
    try {
      process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';
      const off = buildCache(siteDir, 'search-index');
      await off.set(cacheKey('a'), 'text');
      expect(await off.get(cacheKey('a'))).toBeUndefined();
      expect(() => readdirSync(off.dir)).toThrow(/ENOENT/);

      delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      const on = buildCache(siteDir, 'search-index');
      expect(on.dir).toBe(path.join(siteDir, 'node_modules/.cache/ferrypay/search-index'));
      await on.set(cacheKey('a'), 'text');
      expect((await on.get(cacheKey('a')))?.toString()).toBe('text');
    } finally {
      if (previous === undefined) delete process.env.DOCUSAURUS_NO_PERSISTENT_CACHE;
      else process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = previous;
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

describe('the minimizers’ salt', () => {
  const swc = (options: object) => new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: options});

  it('changes with a minimizer’s options and with Rspack’s version', () => {
    const base = minimizerSalt('1.7.12', [swc({mangle: true})]);
    expect(minimizerSalt('1.7.12', [swc({mangle: true})])).toBe(base);
    expect(minimizerSalt('1.7.12', [swc({mangle: false})])).not.toBe(base);
    expect(minimizerSalt('1.7.13', [swc({mangle: true})])).not.toBe(base);
  });

  it('is undefined (no cache) when a minimizer’s options cannot be read', () => {
    expect(minimizerSalt('1.7.12', [swc({}), {apply() {}}])).toBeUndefined();
    expect(minimizerSalt('1.7.12', [])).toBeUndefined();
  });
});

describe('minified assets are reused from the cache', () => {
  /** A production build of one script and one style sheet, minified by Rspack's SWC and LightningCSS, as Docusaurus configures them. */
  function build(dir: string, store: FileStore, extra: {devtool?: 'source-map'} = {}) {
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './src/index.js',
      output: {path: path.join(dir, 'out'), filename: '[name].js', cssFilename: '[name].css', clean: true},
      experiments: {css: true},
      ...extra,
      optimization: {
        minimize: true,
        minimizer: [new rspack.SwcJsMinimizerRspackPlugin({minimizerOptions: {mangle: true}}), new rspack.LightningCssMinimizerRspackPlugin()],
      },
      plugins: [new MinifiedAssetsCache(store) as unknown as RspackPluginInstance],
    });
    return new Promise<{js: string; css: string}>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        const read = (name: string) => readFileSync(path.join(dir, 'out', name), 'utf8');
        resolve({js: read('main.js'), css: read('main.css')});
      }),
    );
  }

  function site(total: string) {
    const dir = scratch();
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'src/style.css'), '.order-status   {  color : #ff0000 ; }\n');
    writeFileSync(
      path.join(dir, 'src/index.js'),
      `import './style.css';\nexport function orderTotal(lines) {\n  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0);\n  return ${total};\n}\nconsole.log(orderTotal([{amount: 1}]));\n`,
    );
    return dir;
  }

  it('a second build serves both assets from the cache, and their content is what the minimizers wrote', async () => {
    const dir = site('subtotal');
    const store = new FileStore(path.join(dir, 'cache'));
    const first = await build(dir, store);
    expect(first.css).toBe('.order-status{color:red}');
    const entries = readdirSync(store.dir);
    expect(entries).toHaveLength(2);
    // Mark the entries: a second build that shows the marks read them instead of minifying again.
    for (const entry of entries) {
      const file = path.join(store.dir, entry);
      writeFileSync(file, `/*cached*/${readFileSync(file, 'utf8')}`);
    }
    const second = await build(dir, store);
    expect(second).toEqual({js: `/*cached*/${first.js}`, css: `/*cached*/${first.css}`});
  });

  it('a changed source is minified afresh, not served a stale entry', async () => {
    const dir = site('subtotal');
    const store = new FileStore(path.join(dir, 'cache'));
    const first = await build(dir, store);
    writeFileSync(path.join(dir, 'src/index.js'), readFileSync(path.join(dir, 'src/index.js'), 'utf8').replace('return subtotal', 'return subtotal * 2'));
    const second = await build(dir, store);
    expect(second.js).not.toBe(first.js);
    expect(second.js).toMatch(/2\*/);
    expect(second.css).toBe(first.css);
    expect(readdirSync(store.dir)).toHaveLength(3);
  });

  it('is off with source maps, which it does not keep', async () => {
    const dir = site('subtotal');
    const store = new FileStore(path.join(dir, 'cache'));
    await build(dir, store, {devtool: 'source-map'});
    expect(() => readdirSync(store.dir)).toThrow(/ENOENT/);
  });
});
