import {mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {type Render, withPageCache} from '../../plugins/static-rendering/pageCache';
import {scratchFolder} from '../support/scratch';

const require = createRequire(import.meta.url);

describe("the rendered pages' cache", () => {
  const serverEntryLoader = require('../../plugins/static-rendering/serverEntryLoader.cjs') as (
    this: {resourcePath: string; getOptions(): object},
    source: string,
  ) => string;
  const serverEntry = require.resolve('@docusaurus/core/lib/client/serverEntry.js');

  /** A site's output folder with a server bundle, a cache folder, and a render function that counts its calls. */
  function site(bundle = 'module.exports = "bundle one";') {
    const dir = scratchFolder('page-cache');
    const serverBundlePath = path.join(dir, 'build/__server/server.bundle.js');
    mkdirSync(path.dirname(serverBundlePath), {recursive: true});
    writeFileSync(serverBundlePath, bundle);
    const calls: string[] = [];
    const render: Render = async ({pathname}) => {
      calls.push(pathname);
      if (pathname === '/broken') throw new Error('render failed');
      return {
        html: `<main>${pathname} from ${readFileSync(serverBundlePath, 'utf8')}</main>`,
        collectedData: {links: [pathname]},
      };
    };
    const options = {serverBundlePath, cacheDir: path.join(dir, 'cache'), enabled: true};
    return {serverBundlePath, options, calls, render};
  }
  const v4 = (pathname: string) => ({pathname, v4RemoveLegacyPostBuildHeadAttribute: true});

  it('reads a page back while the server bundle is the same, and renders every page again once it changes', async () => {
    const {serverBundlePath, options, calls, render} = site();
    const first = await withPageCache(render, options)(v4('/docs/faq'));
    // The next build: the same bundle, a new process.
    const again = await withPageCache(render, options)(v4('/docs/faq'));
    expect(again).toEqual(first);
    expect(calls).toEqual(['/docs/faq']);

    writeFileSync(serverBundlePath, 'module.exports = "bundle two";');
    const changed = await withPageCache(render, options)(v4('/docs/faq'));
    expect(changed.html).toBe('<main>/docs/faq from module.exports = "bundle two";</main>');
    expect(calls).toEqual(['/docs/faq', '/docs/faq']);
    // Only the current bundle's pages are kept for an output folder.
    const [slot] = readdirSync(options.cacheDir);
    expect(readdirSync(path.join(options.cacheDir, slot!))).toHaveLength(1);
  });

  it('keeps each output folder apart, and each page apart', async () => {
    const one = site();
    const other = {
      ...one.options,
      serverBundlePath: path.join(path.dirname(one.serverBundlePath), '../en/__server/server.bundle.js'),
    };
    mkdirSync(path.dirname(other.serverBundlePath), {recursive: true});
    writeFileSync(other.serverBundlePath, 'module.exports = "en";');
    await withPageCache(one.render, one.options)(v4('/docs/faq'));
    await withPageCache(one.render, other)(v4('/docs/faq'));
    await withPageCache(one.render, one.options)(v4('/blog'));
    expect(one.calls).toEqual(['/docs/faq', '/docs/faq', '/blog']);
    expect(readdirSync(one.options.cacheDir)).toHaveLength(2);
  });

  it('keeps no failed render, and renders every time when off or with the pre-v4 head object', async () => {
    const {options, calls, render} = site();
    const cached = withPageCache(render, options);
    await expect(cached(v4('/broken'))).rejects.toThrow('render failed');
    await expect(cached(v4('/broken'))).rejects.toThrow('render failed');
    await cached({pathname: '/legacy'});
    await cached({pathname: '/legacy'});
    const off = withPageCache(render, {...options, enabled: false});
    await off(v4('/off'));
    await off(v4('/off'));
    expect(calls).toEqual(['/broken', '/broken', '/legacy', '/legacy', '/off', '/off']);
  });

  it('fails the build, naming the file, when the server bundle is not where Docusaurus writes it', async () => {
    const {options, render} = site();
    const cached = withPageCache(render, {...options, serverBundlePath: `${options.serverBundlePath}.moved`});
    await expect(cached(v4('/docs/faq'))).rejects.toThrow(/no server bundle at .*server\.bundle\.js\.moved/);
  });

  it("names the server bundle of each output folder in the loader's request, which Rspack's cache keys modules by", async () => {
    const {default: staticRenderingPlugin} = await import('../../plugins/static-rendering/index');
    const siteDir = '/site';
    const plugin = staticRenderingPlugin({siteDir} as never);
    const utils = {currentBundler: {instance: {optimize: {LimitChunkCountPlugin: class {}}}}};
    const serverEntryRequest = (outDir: string, mode = 'production', isServer = true) => {
      const config = {mode, output: {path: path.join(outDir, '__server'), filename: 'server.bundle.js'}};
      const {module} = plugin.configureWebpack!(config as never, isServer, utils as never, undefined as never) as {
        module: {rules: {test: RegExp; use: unknown[]}[]};
      };
      const rule = module.rules.find(({test}) => test.test(serverEntry));
      return rule?.use[0];
    };
    const request = serverEntryRequest('/site/build');
    expect(request).toMatch(/^\/site\/plugins\/static-rendering\/serverEntryLoader\.cjs\?\{/);
    const options = JSON.parse(String(request).slice(String(request).indexOf('?') + 1)) as Record<string, unknown>;
    expect(options).toMatchObject({
      pageCache: '/site/plugins/static-rendering/pageCache.ts',
      serverBundlePath: '/site/build/__server/server.bundle.js',
      cacheDir: '/site/node_modules/.cache/ferrypay/rendered-pages',
    });
    expect(serverEntryRequest('/site/test-build')).not.toBe(request);
    expect(serverEntryRequest('/site/build', 'development')).toBeUndefined();
    expect(serverEntryRequest('/site/build', 'production', false)).toBeUndefined();
  });

  it("wraps the render function Docusaurus's server entry exports, and fails when that export changes", () => {
    const options = {
      pageCache: '/site/plugins/static-rendering/pageCache.ts',
      serverBundlePath: '/site/build/__server/server.bundle.js',
      cacheDir: '/c',
      enabled: true,
    };
    const load = (source: string) =>
      serverEntryLoader.call({resourcePath: serverEntry, getOptions: () => options}, source);
    const rewritten = load(readFileSync(serverEntry, 'utf8'));
    expect(rewritten).not.toMatch(/^export default render;$/m);
    expect(rewritten).toContain(
      'import {withPageCache as __withPageCache} from "/site/plugins/static-rendering/pageCache.ts";',
    );
    expect(rewritten).toContain(
      'export default __withPageCache(render, {"serverBundlePath":"/site/build/__server/server.bundle.js","cacheDir":"/c","enabled":true});',
    );
    expect(() => load('export {render};')).toThrow(
      /no longer ends with `export default render;`.*serverEntryLoader\.cjs/,
    );
  });
});
