import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import remarkPrismLanguages, {PRISM_MODULE} from '../../plugins/page-weight/remarkPrismLanguages';
import {withLeanVersionMetadata} from '../../plugins/page-weight/leanVersionMetadata';
import {scratchFolder} from '../support/scratch';
import {BannerPlugin, Compilation, NormalModuleReplacementPlugin, fakeBundlerUtils} from '../support/fakeBundler';

// Two modules of Docusaurus's client code, as it ships them (not among the packages' exports).
const DOCS_CLIENT_UTILS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-content-docs/client')),
  'docsClientUtils.js',
);
const REACT_UTILS = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');

// Docusaurus's client entry, which starts the page's route chunks.
const CLIENT_ENTRY = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/clientEntry.js');

const registryLoader = createRequire(import.meta.url)('../../plugins/page-weight/registryLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;

describe('prism-react-renderer is imported by the pages with code blocks', () => {
  const compiled = async (markdown: string, format: 'md' | 'mdx' = 'mdx') =>
    String(await compile(markdown, {format, remarkPlugins: [remarkPrismLanguages]}));
  const IMPORT = new RegExp(`import "${PRISM_MODULE}";`, 'g');

  it('a page with code blocks imports it once, whatever their language, or none', async () => {
    expect((await compiled('```json\n{"id": "ord_1"}\n```\n\n```\nplain\n```\n\n```bash\nls\n```\n')).match(IMPORT)).toHaveLength(1);
    expect((await compiled('Indented code:\n\n    GET /v1/orders\n', 'md')).match(IMPORT)).toHaveLength(1);
  });

  it('before the grammars it needs registered on it', async () => {
    const code = await compiled('```sh\nls\n```\n');
    expect(code.indexOf(PRISM_MODULE)).toBeLessThan(code.indexOf('@site/src/prism/bash'));
  });

  it('a page with only inline code or diagrams does not', async () => {
    expect(await compiled('Call `POST /v1/orders` with the `amount`.\n\n```mermaid\ngraph LR\n  A --> B\n```\n')).not.toMatch(IMPORT);
  });
});

describe('the bash grammar is imported by the pages whose code blocks need it', () => {
  const compiled = async (markdown: string, format: 'md' | 'mdx' = 'mdx') =>
    String(await compile(markdown, {format, remarkPlugins: [remarkPrismLanguages]}));
  const IMPORT = /import "@site\/src\/prism\/bash";/g;

  it('a page with a bash, sh or shell block imports it once', async () => {
    expect((await compiled('# Keys\n\n```bash\ncurl -u sk_test_123: https://api.example\n```\n')).match(IMPORT)).toHaveLength(1);
    expect((await compiled('```sh\nls\n```\n\n```shell\npwd\n```\n\n```bash\necho\n```\n')).match(IMPORT)).toHaveLength(1);
  });

  it('also in plain Markdown and inside lists, tabs and admonitions', async () => {
    expect((await compiled('1. Run:\n\n   ```bash\n   npm test\n   ```\n', 'md')).match(IMPORT)).toHaveLength(1);
    expect((await compiled('<Tabs>\n<TabItem value="a">\n\n```bash\nls\n```\n\n</TabItem>\n</Tabs>\n')).match(IMPORT)).toHaveLength(1);
  });

  it('a page without one does not', async () => {
    expect(await compiled('```json\n{"id": "ord_1"}\n```\n\n```js\nconst a = 1;\n```\n\nNo shell here.\n')).not.toMatch(IMPORT);
  });
});

describe('code blocks in a language without a grammar', () => {
  const compiled = async (markdown: string, filePath = '/site/docs/keys.md') =>
    String(await compile({value: markdown, path: filePath}, {format: 'md', remarkPlugins: [remarkPrismLanguages]}));

  it('fail the build, naming the file and the languages', async () => {
    await expect(compiled('```yaml\nkey: 1\n```\n\n```json\n{}\n```\n\n```toml\na = 1\n```\n')).rejects.toThrow(
      /^\/site\/docs\/keys\.md: code blocks in `yaml`, `toml`, a language this site has no Prism grammar for\./,
    );
  });

  it('whatever the case of its name, while plain text and our grammars pass', async () => {
    await expect(compiled('```YAML\nkey: 1\n```\n')).rejects.toThrow(/`yaml`/);
    const code = await compiled('```JSON\n{}\n```\n\n```text\nplain\n```\n\n```\nnone\n```\n\n```http\nAuthorization: Bearer sk_test\n```\n\n```Python\nprint(1)\n```\n');
    expect(code).toContain('import "@site/src/prism/http";');
    expect(code).not.toContain('@site/src/prism/bash');
  });
});

describe('the client registry without module paths', () => {
  const registry = [
    'export default {',
    '  "82f4362d": [() => import(/* webpackChunkName: "82f4362d" */ "@site/docs/dashboard.md"), "@site/docs/dashboard.md", require.resolveWeak("@site/docs/dashboard.md")],',
    '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],',
    '};',
  ].join('\n');
  const load = (source: string) => registryLoader.call({resourcePath: '/site/.docusaurus/registry.js'}, source);

  it('keeps each loader and module id and empties the module path', () => {
    const result = load(registry);
    expect(result).toContain('import(/* webpackChunkName: "82f4362d" */ "@site/docs/dashboard.md"), "", require.resolveWeak("@site/docs/dashboard.md")]');
    expect(result).toContain('import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")]');
  });

  it('fails the build, naming the file, when an entry is not in the expected form', () => {
    const changed = registry.replace('"@theme/DocItem", require.resolveWeak', '{path: "@theme/DocItem"}, require.resolveWeak');
    expect(() => load(changed)).toThrow(/\/site\/\.docusaurus\/registry\.js has 2 entries but 1 matched/);
  });
});

describe("the route table's components created when a page first reads them", () => {
  const require = createRequire(import.meta.url);
  const lazyRoutesLoader = require('../../plugins/page-weight/lazyRoutesLoader.cjs') as (this: {resourcePath: string}, source: string) => string;
  const {matchRoutes} = require('react-router-config') as {matchRoutes: (routes: unknown[], pathname: string) => Array<{route: {component: unknown}}>};
  // As Docusaurus generates it: nested routes, and the not-found route with one argument.
  const routesJs = [
    "import React from 'react';",
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    '',
    'export default [',
    '  {',
    "    path: '/en/blog',",
    "    component: ComponentCreator('/en/blog', 'faa'),",
    '    exact: true',
    '  },',
    '  {',
    "    path: '/docs',",
    "    component: ComponentCreator('/docs', '4b2'),",
    '    routes: [',
    '      {',
    "        path: '/docs/faq',",
    "        component: ComponentCreator('/docs/faq', '1c0'),",
    '        exact: true',
    '      },',
    '      {',
    "        path: '/docs/order',",
    "        component: ComponentCreator('/docs/order', '9d1'),",
    '        exact: true',
    '      }',
    '    ]',
    '  },',
    '  {',
    "    path: '*',",
    "    component: ComponentCreator('*'),",
    '  },',
    '];',
  ].join('\n');
  const load = (source: string) => lazyRoutesLoader.call({resourcePath: '/site/.docusaurus/routes.js'}, source);

  /** The rewritten table, evaluated with a ComponentCreator that records what it creates. */
  function table() {
    const created: string[] = [];
    const ComponentCreator = (routePath: string, hash?: string) => {
      created.push(routePath);
      return {routePath, hash};
    };
    const body = load(routesJs).replace(/^import [^;]+;$/gm, '').replace('export default [', 'const routes = [');
    const routes = new Function('ComponentCreator', `${body}\nreturn routes;`)(ComponentCreator) as Array<{component: unknown; routes?: Array<{component: unknown}>}>;
    return {routes, created};
  }

  it('creates none while the table loads or a URL is matched, and only the matched routes when read', () => {
    const {routes, created} = table();
    const matched = matchRoutes(routes, '/docs/order');
    expect(created).toEqual([]);
    expect(matched.map(({route}) => route.component)).toEqual([
      {routePath: '/docs', hash: '4b2'},
      {routePath: '/docs/order', hash: '9d1'},
    ]);
    expect(created).toEqual(['/docs', '/docs/order']);
  });

  it("gives the same component on every read, so React keeps the route's tree", () => {
    const {routes, created} = table();
    const first = routes[1]!.routes![0]!.component;
    expect(routes[1]!.routes![0]!.component).toBe(first);
    expect(matchRoutes(routes, '/docs/faq')[1]!.route.component).toBe(first);
    expect(routes[2]!.component).toEqual({routePath: '*', hash: undefined});
    expect(created).toEqual(['/docs/faq', '*']);
  });

  it("fails the build, naming the file, when a route's component is not in the expected form", () => {
    const changed = routesJs.replace("component: ComponentCreator('/docs/faq', '1c0')", "component: ComponentCreator({path: '/docs/faq'})");
    expect(() => load(changed)).toThrow(/\/site\/\.docusaurus\/routes\.js has 5 ComponentCreator calls but 4 matched/);
  });
});

describe("the page's route chunks requested in a task after main.js's own", () => {
  const require = createRequire(import.meta.url);
  const preloadAfterTaskLoader = require('../../plugins/page-weight/preloadAfterTaskLoader.cjs') as (this: {resourcePath: string}, source: string) => string;
  const {readFileSync} = require('node:fs') as typeof import('node:fs');
  const load = (source: string) => preloadAfterTaskLoader.call({resourcePath: CLIENT_ENTRY}, source);

  it('starts the preload from a timer, and renders once it is done, as before', async () => {
    const rewritten = load(readFileSync(CLIENT_ENTRY, 'utf8'));
    const start = rewritten.match(/^ {4}new Promise\(\(resolve\) => setTimeout\(resolve, 0\)\)[^\n]*\n[^]*?\n {4}\}\);$/m)?.[0];
    expect(start).toBeDefined();
    expect(rewritten.match(/preload\(/g)).toHaveLength(1);
    // The statement as the bundle runs it, with a preload and a render that record when they run.
    const steps: string[] = [];
    const run = new Function('preload', 'startTransition', 'renderApp', 'window', start!);
    run(
      async (pathname: string) => void steps.push(`preload ${pathname}`),
      (fn: () => void) => fn(),
      () => steps.push('render'),
      {location: {pathname: '/docs/faq'}},
    );
    steps.push('main.js done');
    expect(steps).toEqual(['main.js done']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(steps).toEqual(['main.js done', 'preload /docs/faq', 'render']);
  });

  it('fails the build, naming the file and the loader, when Docusaurus changes how the entry starts', () => {
    expect(() => load('preload(location.pathname).then(render);')).toThrow(
      /clientEntry\.js no longer starts with .*plugins\/page-weight\/preloadAfterTaskLoader\.cjs/,
    );
  });
});

describe('version metadata without doc descriptions', () => {
  const doc = (id: string, source: string) => ({id, title: `Title of ${id}`, description: `What ${id} covers.`, sidebar: 'guide', source});

  function site(files: Record<string, string>, sidebarItems: unknown[] = []) {
    const siteDir = scratchFolder('lean-metadata');
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
      writeFileSync(path.join(siteDir, file), text);
    }
    const docs = Object.keys(files).map((file) => doc(path.basename(file, '.md'), `@site/${file}`));
    const content = {loadedVersions: [{versionName: 'current', docs, sidebars: {guide: sidebarItems}}]} as unknown as LoadedContent;
    const versionProp = {version: 'current', docsSidebars: {}, docs: Object.fromEntries(docs.map(({source: _, ...d}) => [d.id, d]))};
    // The docs plugin's route tree: the plugin root, the version with its metadata, the doc pages.
    const rootRoute: RouteConfig = {
      path: '/docs',
      component: '@theme/DocsRoot',
      routes: [{path: '/docs', component: '@theme/DocVersionRoot', props: {version: versionProp}, routes: [{path: '/docs/a', component: '@theme/DocItem'}]}],
    };
    const docsPlugin = {name: 'docusaurus-plugin-content-docs', contentLoaded: async ({actions}) => actions.addRoute(rootRoute)} as Plugin<LoadedContent>;
    return {siteDir, content, docsPlugin};
  }

  async function versionDocs(files: Record<string, string>, sidebarItems?: unknown[]) {
    const {siteDir, content, docsPlugin} = site(files, sidebarItems);
    const added: RouteConfig[] = [];
    const actions = {addRoute: (route: RouteConfig) => added.push(route)};
    await withLeanVersionMetadata(docsPlugin, siteDir).contentLoaded!({content, actions} as never);
    return (added[0]!.routes![0]!.props!.version as {docs: Record<string, object>}).docs;
  }

  it('drops each doc title and description, keeping its id and sidebar', async () => {
    const docs = await versionDocs({'docs/a.md': '# A\n\nText.', 'docs/b.md': '# B\n\nText.'});
    expect(docs).toEqual({a: {id: 'a', sidebar: 'guide'}, b: {id: 'b', sidebar: 'guide'}});
  });

  it('keeps them in a version that shows doc cards: a page with DocCardList', async () => {
    const docs = await versionDocs({'docs/a.md': "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />", 'docs/b.md': '# B'});
    expect(docs.b).toEqual({id: 'b', title: 'Title of b', description: 'What b covers.', sidebar: 'guide'});
  });

  it('or a generated-index category, however deep', async () => {
    const sidebar = [{type: 'category', label: 'Top', items: [{type: 'category', label: 'Cards', link: {type: 'generated-index'}, items: []}]}];
    const docs = await versionDocs({'docs/a.md': '# A'}, sidebar);
    expect(docs.a).toMatchObject({title: 'Title of a', description: 'What a covers.'});
  });
});

describe('stand-ins swapped into the client bundle', () => {
  const siteDir = path.resolve(import.meta.dirname, '../..');
  const require = createRequire(import.meta.url);

  it("prism-react-renderer's stand-in exports every name the theme's client code imports from it", async () => {
    const {readdirSync, readFileSync} = await import('node:fs');
    const themeDir = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib');
    const imported = new Set<string>();
    for (const file of readdirSync(themeDir, {recursive: true, encoding: 'utf8'}).filter((f) => f.endsWith('.js'))) {
      for (const match of readFileSync(path.join(themeDir, file), 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'prism-react-renderer'/g)) {
        for (const name of match[1]!.split(',')) if (name.trim() && !name.includes('type ')) imported.add(name.trim());
      }
    }
    const standIn = readFileSync(path.join(siteDir, 'src/prism/renderer.tsx'), 'utf8');
    const exported = new Set([...standIn.matchAll(/export (?:function|const) (\w+)/g)].map((m) => m[1]));
    expect([...imported].sort()).toEqual(['Highlight', 'Prism']);
    for (const name of imported) expect(exported).toContain(name);
  });

  it('the client production bundle gets the three stand-ins and the compile hint of main.js, the server bundle the Prism one and the plain sorts, development builds none, and every build our Prism', async () => {
    const {default: pageWeightPlugin} = await import('../../plugins/page-weight/index');
    const context = {siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), siteConfig: {themeConfig: {}}};
    const plugin = pageWeightPlugin(context as never);
    const configure = (mode: string, isServer: boolean) =>
      plugin.configureWebpack!({mode} as never, isServer, fakeBundlerUtils as never, undefined as never) as {
        plugins?: Array<NormalModuleReplacementPlugin | BannerPlugin>;
        resolve?: {alias: Record<string, string>};
        module?: {rules: unknown[]};
      };

    const client = configure('production', false);
    expect(client.resolve!.alias['prism-react-renderer$']).toBe(path.join(siteDir, 'src/prism/renderer.tsx'));
    const [swap, prefetchSwap, compileHint] = client.plugins as [NormalModuleReplacementPlugin, NormalModuleReplacementPlugin, BannerPlugin];
    const docusaurusClient = require.resolve('@docusaurus/core/lib/client/docusaurus.js');
    expect(swap!.pattern.test(docusaurusClient)).toBe(true);
    // The stand-in's own import of the original, under a query, is left alone.
    expect(swap!.pattern.test(`${docusaurusClient}?original`)).toBe(false);
    expect(swap!.replacement).toBe(path.join(siteDir, 'plugins/page-weight/client/docusaurus.ts'));
    const prefetchHelper = require.resolve('@docusaurus/core/lib/client/prefetch.js');
    expect(prefetchSwap!.pattern.test(prefetchHelper)).toBe(true);
    expect(prefetchSwap!.pattern.test(`${prefetchHelper}?original`)).toBe(false);
    expect(prefetchSwap!.replacement).toBe(path.join(siteDir, 'plugins/page-weight/client/prefetch.ts'));
    // main.js starts with V8's compile hint, written after minification (which would drop it) and before the content hash.
    expect(compileHint.options).toMatchObject({banner: '//# allFunctionsCalledOnLoad', raw: true});
    expect(compileHint.options.stage).toBeGreaterThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE);
    expect(compileHint.options.stage).toBeLessThan(Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH);
    const hinted = ['assets/js/main.4a3ea08f.js', 'assets/js/runtime~main.20406677.js', 'assets/js/5448.34d8c976.js', 'assets/js/main-entry.1.js'];
    expect(hinted.filter((file) => compileHint.options.test.test(file))).toEqual(['assets/js/main.4a3ea08f.js']);

    // Every bundle builds prism-react-renderer against our Prism; the server
    // bundle renders with the same stand-in, and gets nothing else.
    const leanPrism = {
      test: expect.any(RegExp) as RegExp,
      use: [{loader: path.join(siteDir, 'plugins/page-weight/leanPrismLoader.cjs'), options: {prism: path.join(siteDir, 'src/prism/core.ts')}}],
    };
    expect(client.module!.rules).toContainEqual(leanPrism);
    const rule = client.module!.rules.find((r) => (r as typeof leanPrism).use?.[0]?.loader === leanPrism.use[0]!.loader) as {test: RegExp};
    expect(rule.test.test(require.resolve('prism-react-renderer/dist/index.mjs'))).toBe(true);
    // Both production bundles sort without a collator (plainSortLoader.cjs).
    const plainSort = {test: expect.any(RegExp) as RegExp, use: [{loader: path.join(siteDir, 'plugins/page-weight/plainSortLoader.cjs')}]};
    expect(client.module!.rules).toContainEqual(plainSort);
    const sortRule = client.module!.rules.find((r) => (r as typeof plainSort).use?.[0]?.loader === plainSort.use[0]!.loader) as {test: RegExp};
    for (const file of [DOCS_CLIENT_UTILS, REACT_UTILS]) expect(sortRule.test.test(file), file).toBe(true);
    // The client bundle alone: the route table's components created on demand, the preload in a task of its own.
    const ruleFor = (loader: string) =>
      client.module!.rules.find((r) => (r as {use?: Array<{loader: string}>}).use?.[0]?.loader === path.join(siteDir, 'plugins/page-weight', loader)) as {
        test: RegExp | ((file: string) => boolean);
      };
    const matches = (rule: {test: RegExp | ((file: string) => boolean)}, file: string) =>
      typeof rule.test === 'function' ? rule.test(file) : rule.test.test(file);
    const routesRule = ruleFor('lazyRoutesLoader.cjs');
    expect(matches(routesRule, path.join(siteDir, '.docusaurus/routes.js'))).toBe(true);
    expect(matches(routesRule, path.join(siteDir, '.docusaurus/registry.js'))).toBe(false);
    const entryRule = ruleFor('preloadAfterTaskLoader.cjs');
    expect(matches(entryRule, CLIENT_ENTRY)).toBe(true);
    expect(matches(entryRule, require.resolve('@docusaurus/core/lib/client/preload.js'))).toBe(false);
    expect(configure('production', true)).toEqual({resolve: client.resolve, module: {rules: [leanPrism, plainSort]}});
    expect(configure('development', false)).toEqual({module: {rules: [leanPrism]}});
    expect(configure('development', true)).toEqual({module: {rules: [leanPrism]}});
  });
});

describe('sorts without a collator (the first localeCompare of a page load builds one)', () => {
  const require = createRequire(import.meta.url);
  const plainSortLoader = require('../../plugins/page-weight/plainSortLoader.cjs') as (this: {resourcePath: string}, source: string) => string;
  const {readFileSync} = require('node:fs') as typeof import('node:fs');
  const load = (file: string, source = readFileSync(file, 'utf8')) => plainSortLoader.call({resourcePath: file}, source);

  /** A module's exports, its imports given as `imports`, evaluated as the bundle gets it. */
  function evaluate(source: string, imports: Record<string, unknown>) {
    const body = source.replace(/^import [^;]+;$/gm, '').replace(/^export /gm, '');
    const names = [...body.matchAll(/^(?:function|const) (\w+)/gm)].map((m) => m[1]!);
    return new Function(...Object.keys(imports), `${body}\nreturn {${names.join(', ')}};`)(...Object.values(imports));
  }

  /** Runs `fn` with `localeCompare` throwing, so a call to it fails the test. */
  function withoutCollator<T>(fn: () => T): T {
    const localeCompare = String.prototype.localeCompare;
    String.prototype.localeCompare = () => {
      throw new Error('localeCompare called');
    };
    try {
      return fn();
    } finally {
      String.prototype.localeCompare = localeCompare;
    }
  }

  it('the active docs plugin is the one whose path is closest, as with localeCompare', () => {
    const {matchPath} = require('react-router') as {matchPath: unknown};
    const original = evaluate(readFileSync(DOCS_CLIENT_UTILS, 'utf8'), {matchPath});
    const rewritten = evaluate(load(DOCS_CLIENT_UTILS), {matchPath});
    const plugins = {
      default: {path: '/ferrypay-docs/docs'},
      api: {path: '/ferrypay-docs/api'},
      apiArchive: {path: '/ferrypay-docs/api/2026-01-01'},
      community: {path: '/ferrypay-docs/docs-community'},
      root: {path: '/ferrypay-docs/'},
    };
    const cases = {
      '/ferrypay-docs/docs/faq': 'default',
      '/ferrypay-docs/api/create-an-order': 'api',
      '/ferrypay-docs/api/2026-01-01/create-an-order': 'apiArchive',
      '/ferrypay-docs/docs-community/intro': 'community',
      '/ferrypay-docs/blog': 'root',
    };
    for (const [pathname, pluginId] of Object.entries(cases)) {
      expect(original.getActivePlugin(plugins, pathname)?.pluginId, pathname).toBe(pluginId);
      expect(withoutCollator(() => rewritten.getActivePlugin(plugins, pathname)?.pluginId), pathname).toBe(pluginId);
    }
  });

  it("a shallow-memoised object's dependencies are in the same order whatever the order of its keys", () => {
    const deps: unknown[][] = [];
    // The module has JSX further down: the hook and the loader's helper alone.
    const rewritten = load(REACT_UTILS);
    const hook = rewritten.match(/^export function useShallowMemoObject\(obj\) \{\n[^]*?\n\}\n/m)![0];
    const helper = rewritten.match(/^function compareCodeUnits[^]*?\n\}\n/m)![0];
    const {useShallowMemoObject} = evaluate(hook + helper, {useMemo: (_: unknown, d: unknown[]) => deps.push(d)});
    withoutCollator(() => {
      useShallowMemoObject({sidebar: 's', path: '/docs'});
      useShallowMemoObject({path: '/docs', sidebar: 's'});
    });
    expect(deps).toEqual([
      ['path', '/docs', 'sidebar', 's'],
      ['path', '/docs', 'sidebar', 's'],
    ]);
  });

  it('fails the build, naming the file and the loader, when Docusaurus changes either sort', () => {
    expect(() => load(DOCS_CLIENT_UTILS, 'export function getActivePlugin() { return undefined; }')).toThrow(
      /docsClientUtils\.js no longer sorts with .*plugins\/page-weight\/plainSortLoader\.cjs/,
    );
    expect(() => load(REACT_UTILS, 'deps.sort((a, b) => a[0] < b[0]);')).toThrow(/reactUtils\.js no longer sorts with/);
  });
});

describe('chunk prefetching', () => {
  it('appends one link per chunk URL, however many routes in view share the chunk', async () => {
    const {prefetchOnce} = await import('../../plugins/page-weight/client/prefetchOnce');
    const appended: string[] = [];
    const prefetch = prefetchOnce(async (url) => void appended.push(url));
    const layout = '/assets/js/docs-layout.js';
    const first = prefetch(layout);
    await Promise.all([prefetch('/assets/js/order.js'), prefetch(layout), prefetch('/assets/js/refund.js'), prefetch(layout)]);
    expect(appended).toEqual([layout, '/assets/js/order.js', '/assets/js/refund.js']);
    // A caller asking again waits on the same request.
    expect(prefetch(layout)).toBe(first);
  });
});
