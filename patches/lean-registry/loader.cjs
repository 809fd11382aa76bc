// @ts-check
/**
 * A webpack loader for Docusaurus's generated `registry.js`, client bundle
 * only. Each entry there is
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<module>"), "<module>", require.resolveWeak("<module>")],
 * and the middle element, the module's path, is read by ComponentCreator
 * (`@docusaurus/core/lib/client/exports/ComponentCreator.js`) only to hand it
 * to react-loadable as `modules`, which react-loadable reads only to report
 * the modules a page rendered to the server's `Loadable.Capture`. The browser
 * never reads it: here it becomes `""`, 1.9 kB gzip of main.js
 * (PERFORMANCE.md, "Kept optimisations", "lean-registry").
 *
 * When a Docusaurus upgrade changes an entry's form, the build fails here,
 * naming the file, instead of shipping a half rewritten registry: check that
 * the client still reads the path for nothing but `modules`
 * (tests/patches/lean-registry.test.ts), then update the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function leanRegistryLoader(source) {
  const entries = source.match(/\[\(\) => import\(/g)?.length ?? 0;
  const quoted = String.raw`"(?:[^"\\]|\\.)*"`;
  let rewritten = 0;
  const result = source.replace(
    new RegExp(String.raw`(\[\(\) => import\(/\* webpackChunkName: ${quoted} \*/ (${quoted})\)), \2, (require\.resolveWeak\(\2\)\])`, 'g'),
    (_, importer, _module, weak) => {
      rewritten += 1;
      return `${importer}, "", ${weak}`;
    },
  );
  if (rewritten === 0 || rewritten !== entries) {
    throw new Error(
      `patches/lean-registry: ${this.resourcePath} has ${entries} entries but ${rewritten} matched ` +
        '`[() => import(/* webpackChunkName: "<chunk>" */ "<module>"), "<module>", require.resolveWeak("<module>")]`; ' +
        "its format changed (see patches/README.md, 'lean-registry').",
    );
  }
  return result;
};
