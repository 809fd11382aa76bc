/**
 * The Mermaid diagram types the site's pages draw, each with the file of
 * mermaid's `dist/chunks/mermaid.core/` that draws it (its name without the
 * hash). Only these are bundled (patches/lean-mermaid); a page with another
 * type fails the build (remarkMermaidDiagrams.ts). To draw a new type, add its
 * keyword and chunk here: in mermaid's `dist/mermaid.core.mjs`, each type's
 * detector (after a `// src/diagrams/<type>/...Detector.ts` comment) has the
 * keyword it matches and the `import()` of its chunk.
 */
export const BUNDLED_DIAGRAMS: Readonly<Record<string, string>> = {
  flowchart: 'flowDiagram',
  graph: 'flowDiagram',
  sequenceDiagram: 'sequenceDiagram',
  stateDiagram: 'stateDiagram',
  'stateDiagram-v2': 'stateDiagram-v2',
};

/** Layout engines bundled: dagre, mermaid's default, which the types above use. */
export const BUNDLED_LAYOUTS: readonly string[] = ['dagre'];

/** The chunk names the loader keeps. */
export const bundledChunks = (): string[] => [...new Set([...Object.values(BUNDLED_DIAGRAMS), ...BUNDLED_LAYOUTS])];
