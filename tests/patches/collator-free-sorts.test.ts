import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Two modules of Docusaurus's client code, as it ships them (not among the packages' exports).
const DOCS_CLIENT_UTILS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/plugin-content-docs/client')),
  'docsClientUtils.js',
);
const REACT_UTILS = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')), 'utils/reactUtils.js');

describe('sorts without a collator (the first localeCompare of a page load builds one)', () => {
  const require = createRequire(import.meta.url);
  const plainSortLoader = require('../../patches/collator-free-sorts/loader.cjs') as (
    this: {resourcePath: string},
    source: string,
  ) => string;
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
      expect(
        withoutCollator(() => rewritten.getActivePlugin(plugins, pathname)?.pluginId),
        pathname,
      ).toBe(pluginId);
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
      /patches\/collator-free-sorts: .*docsClientUtils\.js no longer sorts with .*patches\/README\.md, "collator-free-sorts"/,
    );
    expect(() => load(REACT_UTILS, 'deps.sort((a, b) => a[0] < b[0]);')).toThrow(/reactUtils\.js no longer sorts with/);
  });
});
