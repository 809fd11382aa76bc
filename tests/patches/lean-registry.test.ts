import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {builtFixtureSite} from '../build/fixtureSite';

/**
 * The tripwire of patches/lean-registry: its loader run on the
 * `.docusaurus/registry.js` Docusaurus generated for a build of the fixture
 * site (tests/build/fixtureSite.ts), that build's main.js, and the two places
 * of the pinned packages that read an entry's module path. It needs that
 * build, so it runs with the build tests (`npm run test:build`).
 */
const require = createRequire(import.meta.url);
const leanRegistryLoader = require('../../patches/lean-registry/loader.cjs') as (this: {resourcePath: string}, source: string) => string;

let site: {dir: string};
let registryFile: string;
let registryJs: string;
let mainJs: string;
beforeAll(async () => {
  site = await builtFixtureSite();
  registryFile = path.join(site.dir, '.docusaurus/registry.js');
  registryJs = readFileSync(registryFile, 'utf8');
  const assets = path.join(site.dir, 'build/assets/js');
  mainJs = readFileSync(
    path.join(
      assets,
      readdirSync(assets).find((file) => /^main\.[0-9a-f]+\.js$/.test(file))!,
    ),
    'utf8',
  );
});

const load = (source: string) => leanRegistryLoader.call({resourcePath: registryFile}, source);
/** The registry as an object, its imports and weak resolutions kept as the module paths they name. */
const evaluate = (source: string) =>
  new Function(
    'require',
    source.replace(/\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ ("[^"]*")\)/g, '() => $1').replace('export default {', 'return {'),
  )({
    resolveWeak: (module: string) => `weak:${module}`,
  }) as Record<string, [() => unknown, string, string]>;

describe("the registry Docusaurus generated, with each entry's module path left to the server", () => {
  it('empties the module path of every entry and keeps its loader and weak resolution', () => {
    const before = evaluate(registryJs);
    const after = evaluate(load(registryJs));
    const chunks = Object.keys(before);
    expect(chunks.length).toBeGreaterThan(20);
    expect(Object.keys(after)).toEqual(chunks);
    for (const chunk of chunks) {
      const [load0, module, weak] = before[chunk]!;
      expect(module).toMatch(/^[@~]/);
      expect(after[chunk]![0]()).toBe(load0());
      expect(after[chunk]![1]).toBe('');
      expect(after[chunk]![2]).toBe(weak);
    }
  });

  it("leaves no module path in the client's main.js, which the patch's loader rewrote in the real build", () => {
    expect(registryJs).toContain('"@site/docs/faq.md"');
    expect(mainJs).not.toMatch(/"@site\//);
    expect(mainJs).not.toMatch(/"@theme\/(?:DocItem|BlogPostPage)"/);
  });

  it('fails the build, naming the file, when an entry is not in the expected form', () => {
    const entries = registryJs.match(/\[\(\) => import\(/g)!.length;
    const changed = registryJs.replace(/, ("@site\/docs\/faq\.md"), require\.resolveWeak\(\1\)\]/, ', $1, require.resolveWeak($1), null]');
    expect(changed).not.toBe(registryJs);
    expect(() => load(changed)).toThrow(`${registryFile} has ${entries} entries but ${entries - 1} matched`);
  });
});

describe('what reads the module path in the pinned packages', () => {
  const source = (file: string) => readFileSync(require.resolve(file), 'utf8');

  it('ComponentCreator hands it to react-loadable as `modules` and nowhere else', () => {
    const componentCreator = source('@docusaurus/core/lib/client/exports/ComponentCreator.js');
    expect(componentCreator.match(/chunkRegistry\[1\]/g)).toEqual(['chunkRegistry[1]']);
    expect(componentCreator).toContain('modules.push(chunkRegistry[1]);');
    // Its code without comments: the declaration, that push, and the option handed to Loadable.Map.
    const code = componentCreator.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code.match(/\bmodules\b(?!:)/g)).toHaveLength(3);
    expect(code).toMatch(/Loadable\.Map\(\{\s*loading: Loading,\s*loader,\s*modules,/);
  });

  it('react-loadable reads `modules` only to report them to the server render', () => {
    const loadable = source('react-loadable/lib/index.js');
    expect(loadable.match(/opts\.modules/g)).toEqual(['opts.modules', 'opts.modules']);
    expect(loadable).toContain('if (this.context && Array.isArray(opts.modules)) {');
    expect(loadable).toContain('_this2.context.report(moduleName);');
  });
});
