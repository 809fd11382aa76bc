// @ts-check
/**
 * A webpack loader for mermaid's `dist/mermaid.core.mjs` and the chunks of
 * `dist/chunks/mermaid.core/`, in both bundles and in development. Mermaid
 * loads each of its 38 diagram types, its layout engines and KaTeX (maths in
 * labels) with a dynamic `import()`, so a bundler compiles all of them,
 * langium and cytoscape among them, though the site draws three types. Each
 * `import()` of a chunk not in the `keep` option (plugins/diagrams/bundled.ts), and of KaTeX,
 * becomes a rejected promise with a message saying where to add it; the pages
 * cannot reach one, since plugins/diagrams/remarkMermaidDiagrams.ts fails the build for a
 * diagram type, layout or formula that is not bundled. What it saves: the
 * lean-mermaid row of PERFORMANCE.md.
 *
 * When an upgrade of mermaid renames the chunks or loads them another way, the
 * build fails here rather than bundling every diagram again or none: check the
 * `import()` calls of mermaid.core.mjs, then update the pattern.
 *
 * @this {{resourcePath: string, getOptions(): {keep: string[]}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function leanMermaidLoader(source) {
  const {keep} = this.getOptions();
  const seen = new Set();
  /** @param {string} what */
  const cut = (what) =>
    `Promise.reject(new Error(${JSON.stringify(
      `Mermaid's ${what} is not bundled with Ferrypay Docs: add it to plugins/diagrams/bundled.ts.`,
    )}))`;
  const lean = source
    .replace(/import\("\.\/(?:chunks\/mermaid\.core\/)?([A-Za-z0-9-]+?)-[A-Z0-9]{8}\.mjs"\)/g, (call, name) => {
      seen.add(name);
      return keep.includes(name) ? call : cut(name);
    })
    .replace(/import\("katex"\)/g, () => cut('KaTeX (maths in labels)'));
  const layouts = source.includes('registerDefaultLayoutLoaders');
  if (layouts && !seen.has('dagre')) {
    throw new Error(
      `diagrams: ${this.resourcePath} registers mermaid's layouts but no longer loads dagre as \`import("./dagre-<hash>.mjs")\` ` +
        '(see patches/lean-mermaid, patches/README.md).',
    );
  }
  if (/[\\/]mermaid\.core\.mjs$/.test(this.resourcePath)) {
    const missing = keep.filter((name) => !seen.has(name) && name !== 'dagre');
    if (seen.size < 20 || missing.length > 0) {
      throw new Error(
        `diagrams: ${this.resourcePath} does not load its diagrams as mermaid 11.17 did ` +
          `(found ${seen.size} diagram imports${missing.length ? `, none of ${missing.join(', ')}` : ''}; ` +
          'see patches/lean-mermaid/loader.cjs).',
      );
    }
  }
  return lean;
};
