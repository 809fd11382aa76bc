import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {PRISM_CORE_LANGUAGES, PRISM_LANGUAGE_MODULES} from '../../plugins/page-weight/remarkPrismLanguages';
import {fakeBundlerUtils} from '../support/fakeBundler';

const siteDir = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const leanPrismLoader = require('../../plugins/page-weight/leanPrismLoader.cjs') as (
  this: {resourcePath: string; getOptions(): {prism: string}},
  source: string,
) => string;

describe('our Prism', () => {
  it('has a grammar for every code-block language the remark plugin lets through, and highlights with it', async () => {
    const {default: Prism} = await import('../../src/prism/core');
    for (const module of new Set(Object.values(PRISM_LANGUAGE_MODULES))) await import(module.replace('@site', siteDir));
    for (const language of [...PRISM_CORE_LANGUAGES, ...Object.keys(PRISM_LANGUAGE_MODULES)]) {
      expect(Prism.languages[language], language).toBeTypeOf('object');
    }
    const tokens = Prism.tokenize('curl -X POST https://api.example', Prism.languages.bash!);
    expect(tokens[0]).toMatchObject({type: 'function', content: 'curl'});
    // Lent to the global only while a grammar registers.
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });

  it("is told not to highlight the page's code elements itself, which React renders", async () => {
    // A browser as Prism's core sees it: `window` is the global object, the page is loaded.
    const browser = globalThis as {window?: unknown; document?: unknown; requestAnimationFrame?: unknown};
    const requestAnimationFrame = vi.fn();
    const addEventListener = vi.fn();
    browser.window = globalThis;
    browser.document = {readyState: 'complete', currentScript: null, getElementsByTagName: () => [], addEventListener};
    browser.requestAnimationFrame = requestAnimationFrame;
    const fresh = () => {
      for (const id of Object.keys(require.cache)) if (id.includes(`${path.sep}prismjs${path.sep}`)) delete require.cache[id];
      vi.resetModules();
    };
    try {
      // Control: Prism's core on its own schedules highlighting the whole document.
      fresh();
      require('prismjs/components/prism-core');
      expect(requestAnimationFrame).toHaveBeenCalledTimes(1);
      delete (globalThis as {Prism?: unknown}).Prism;

      requestAnimationFrame.mockClear();
      fresh();
      const {default: Prism} = await import('../../src/prism/core');
      expect(Prism.manual).toBe(true);
      expect(requestAnimationFrame).not.toHaveBeenCalled();
      expect(addEventListener).not.toHaveBeenCalled();
    } finally {
      delete browser.window;
      delete browser.document;
      delete browser.requestAnimationFrame;
      fresh();
    }
  });

  it('builds in exactly the grammars the Prism chunk group takes', async () => {
    const core = readFileSync(path.join(siteDir, 'src/prism/core.ts'), 'utf8');
    const required = [...core.matchAll(/require\('(prismjs\/components\/[\w-]+)'\)/g)].map((m) => require.resolve(m[1]!));
    const {default: pageWeightPlugin} = await import('../../plugins/page-weight/index');
    const plugin = pageWeightPlugin({siteDir, generatedFilesDir: path.join(siteDir, '.docusaurus'), siteConfig: {themeConfig: {}}} as never);
    const config = plugin.configureWebpack!({mode: 'production'} as never, false, fakeBundlerUtils as never, undefined as never) as {
      optimization: {splitChunks: {cacheGroups: {prismReactRenderer: {test: RegExp}}}};
    };
    const group = config.optimization.splitChunks.cacheGroups.prismReactRenderer.test;
    expect(required).toHaveLength(5);
    for (const file of required) expect(group.test(file), file).toBe(true);
    for (const file of ['prism-bash', 'prism-http', 'prism-yaml']) expect(group.test(require.resolve(`prismjs/components/${file}`)), file).toBe(false);
  });
});

describe("prism-react-renderer built against our Prism", () => {
  const file = require.resolve('prism-react-renderer/dist/index.mjs');
  const load = (source: string) =>
    leanPrismLoader.call({resourcePath: file, getOptions: () => ({prism: '/site/src/prism/core.ts'})}, source);

  it('keeps the React part and imports our Prism in place of the bundled one and its themes', () => {
    const source = readFileSync(file, 'utf8');
    const result = load(source);
    expect(result).toContain('import Prism from "/site/src/prism/core.ts";');
    expect(result).toMatch(/^var Highlight = \(\{/m);
    expect(result).toMatch(/^export \{\n {2}Highlight2 as Highlight,\n {2}Prism,/m);
    expect(source).toMatch(/Prism\.languages\.swift =/);
    expect(result).not.toMatch(/Prism\.languages\.swift =|require_prism\(|var dracula_default/);
    expect(result.length).toBeLessThan(source.length / 10);
  });

  it('fails the build, naming the file, when the package is laid out differently', () => {
    const source = readFileSync(file, 'utf8');
    expect(() => load(source.replace('// src/themes/index.ts', '// src/themes.ts'))).toThrow(
      `page-weight: ${file} is not laid out as prism-react-renderer 2.4 was`,
    );
    expect(() => load(source.replace('var Prism = __toESM(require_prism());', 'var Prism2 = __toESM(require_prism());'))).toThrow(
      /no longer names its Prism `Prism`/,
    );
  });
});
