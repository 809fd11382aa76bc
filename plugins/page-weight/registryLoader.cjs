// @ts-check
/**
 * A webpack loader for Docusaurus's generated `registry.js`, client bundle
 * only. Each entry is `[loader, modulePath, moduleId]`; the module path is
 * read on the server alone (react-loadable reports it while a page renders, to
 * list the page's chunks), so the browser gets an empty string in its place:
 * one path per route chunk, in every page's main.js (2.1 kB gzip for 224 routes
 * per locale; BENCHMARKS.md, "Guide page weight").
 *
 * Entries look like
 *   "<chunk>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<path>"), "<path>", require.resolveWeak("<path>")],
 * When a Docusaurus upgrade changes that, the build fails here instead of
 * shipping a registry half rewritten: check that the client still ignores the
 * module path, then update the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function registryLoader(source) {
  const entries = source.match(/^\s*"[^"]+": \[/gm)?.length ?? 0;
  let rewritten = 0;
  const result = source.replace(/\), "[^"]*", require\.resolveWeak\(/g, () => {
    rewritten += 1;
    return '), "", require.resolveWeak(';
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `page-weight: ${this.resourcePath} has ${entries} entries but ${rewritten} matched ` +
        '`), "<module path>", require.resolveWeak(`; its format changed (see plugins/page-weight/registryLoader.cjs).',
    );
  }
  return result;
};
