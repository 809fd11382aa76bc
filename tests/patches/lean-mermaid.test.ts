import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {bundledChunks} from '../../plugins/diagrams/bundled';

const require = createRequire(import.meta.url);
const leanMermaidLoader = require('../../patches/lean-mermaid/loader.cjs') as (
  this: {resourcePath: string; getOptions(): {keep: string[]}},
  source: string,
) => string;

const core = require.resolve('mermaid/dist/mermaid.core.mjs');
const chunks = path.join(path.dirname(core), 'chunks/mermaid.core');
const load = (file: string, source = readFileSync(file, 'utf8')) =>
  leanMermaidLoader.call({resourcePath: file, getOptions: () => ({keep: bundledChunks()})}, source);
/** The `import()` calls left in a file, by what they import. */
const dynamicImports = (source: string) => [...source.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]!);

describe('patches/lean-mermaid: mermaid bundled with the diagram types the site draws', () => {
  it('keeps the flowchart, sequence and state diagrams and cuts the other 30-odd types', () => {
    const before = dynamicImports(readFileSync(core, 'utf8'));
    const after = dynamicImports(load(core));
    expect(before.length).toBeGreaterThan(30);
    expect(after.map((file) => path.basename(file).replace(/-[A-Z0-9]{8}\.mjs$/, '')).sort()).toEqual([
      'flowDiagram',
      'flowDiagram',
      'flowDiagram',
      'sequenceDiagram',
      'stateDiagram',
      'stateDiagram-v2',
    ]);
    expect(load(core)).toContain("Mermaid's c4Diagram is not bundled with Ferrypay Docs: add it to plugins/diagrams/bundled.ts.");
  });

  it('keeps the dagre layout and cuts the other layouts and KaTeX', () => {
    const files = readdirSync(chunks)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => path.join(chunks, file));
    const left = files.flatMap((file) => dynamicImports(load(file)).map((imported) => imported.replace(/-[A-Z0-9]{8}\.mjs$/, '')));
    expect(files.flatMap((file) => dynamicImports(readFileSync(file, 'utf8')))).toEqual(expect.arrayContaining(['katex']));
    expect(left.sort()).toEqual(['./dagre']);
  });

  it('fails the build, naming the file, when mermaid no longer loads its diagrams that way', () => {
    const source = readFileSync(core, 'utf8');
    expect(() =>
      load(core, source.replace(/import\("\.\/chunks\/mermaid\.core\/flowDiagram-/g, 'import("./chunks/flow/flowDiagram-')),
    ).toThrow(`diagrams: ${core} does not load its diagrams as mermaid 11.17 did (found`);
    expect(() => load(core, source.replace(/import\("\.\/chunks\/mermaid\.core\//g, 'import("./diagrams/'))).toThrow(
      /found 0 diagram imports/,
    );
    const layouts = readdirSync(chunks).find(
      (file) => file.endsWith('.mjs') && readFileSync(path.join(chunks, file), 'utf8').includes('registerDefaultLayoutLoaders'),
    )!;
    const layoutFile = path.join(chunks, layouts);
    expect(() => load(layoutFile, readFileSync(layoutFile, 'utf8').replace(/import\("\.\/dagre-/, 'import("./layouts/dagre-'))).toThrow(
      /registers mermaid's layouts but no longer loads dagre/,
    );
  });
});
