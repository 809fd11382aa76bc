import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it, vi} from 'vitest';
import {PRISM_CORE_LANGUAGES, PRISM_LANGUAGE_MODULES} from '../../plugins/code-blocks/remarkCodeLanguages';

const siteDir = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const leanPrismLoader = require('../../patches/lean-prism/loader.cjs') as (
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
});

describe('patches/lean-prism: prism-react-renderer built against our Prism', () => {
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
      `patches/lean-prism: ${file} is not laid out as prism-react-renderer 2.4 was`,
    );
    expect(() => load(source.replace('var Prism = __toESM(require_prism());', 'var Prism2 = __toESM(require_prism());'))).toThrow(
      /no longer names its Prism `Prism`/,
    );
  });
});
