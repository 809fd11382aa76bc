// @ts-check
/**
 * patches/lean-prism: a loader for prism-react-renderer's `dist/index.mjs`,
 * in both bundles and in development: the package's React part, built against our
 * Prism (the `prism` option: src/prism/core.ts) instead of the copy of Prism
 * and the 30-odd grammars it bundles, and without its 20 colour themes (we
 * pass our own: src/config/prismTheme.ts): the package shrinks to a third, and
 * a page builds 4 grammars as it starts, not 30 (PERFORMANCE.md, "Kept
 * optimisations", lean-prism).
 *
 * The file is one bundle in four parts, each opened by a comment naming its
 * source: Prism (`// .../node_modules/prismjs/prism.js`), its grammars
 * (`// src/prism-langs.ts`), the themes (`// src/themes/index.ts`) and the
 * React part (`// src/index.ts`). The first three give way to an import of our
 * Prism under the name the React part uses, `Prism`; `themes` is exported
 * empty, and a Highlight without a `theme` has none (the theme always passes one).
 * When an upgrade of the package changes that layout, the build fails here
 * instead of shipping two copies of Prism or none: check the parts, then
 * update the markers.
 *
 * @this {{resourcePath: string, getOptions(): {prism: string}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function leanPrismLoader(source) {
  const prism = source.search(/^\/\/ \S*node_modules\/prismjs\/prism\.js$/m);
  const grammars = source.indexOf('\n// src/prism-langs.ts\n');
  const themes = source.indexOf('\n// src/themes/index.ts\n');
  const react = source.indexOf('\n// src/index.ts\n');
  if (!(prism > 0 && prism < grammars && grammars < themes && themes < react)) {
    throw new Error(
      `patches/lean-prism: ${this.resourcePath} is not laid out as prism-react-renderer 2.4 was: ` +
        'expected its bundled Prism, grammars, themes and React part in that order (see patches/README.md, "lean-prism").',
    );
  }
  const bundled = source.slice(prism, react);
  if (!/^var Prism = __toESM\(require_prism\(\)\);$/m.test(bundled) || !/^var vsDark_default = /m.test(bundled)) {
    throw new Error(
      `patches/lean-prism: ${this.resourcePath} no longer names its Prism \`Prism\` and its default theme \`vsDark_default\` ` +
        '(see patches/README.md, "lean-prism").',
    );
  }
  return [
    source.slice(0, prism),
    `import Prism from ${JSON.stringify(this.getOptions().prism)};`,
    'var themes_exports = {};',
    'var vsDark_default = undefined;',
    source.slice(react + 1),
  ].join('\n');
};
