// @ts-check
/**
 * A webpack loader for Docusaurus's server entry
 * (`@docusaurus/core/lib/client/serverEntry.js`), in the production server
 * bundle only: its render function is wrapped by `withPageCache`
 * (./pageCache.ts), which reads a page's rendering back when the server
 * bundle has not changed since it was kept.
 *
 * When an upgrade changes the export this rewrites, the build fails here
 * rather than quietly rendering without the cache: check the end of
 * serverEntry.js, then update the pattern.
 *
 * @this {{resourcePath: string, getOptions(): {pageCache: string, serverBundlePath: string, cacheDir: string, enabled: boolean}}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function serverEntryLoader(source) {
  const {pageCache, ...options} = this.getOptions();
  const exported = /^export default (\w+);\s*$/m;
  const render = source.match(exported)?.[1];
  if (!render) {
    throw new Error(
      `static-rendering: ${this.resourcePath} no longer ends with \`export default render;\` (see plugins/static-rendering/serverEntryLoader.cjs).`,
    );
  }
  return source.replace(
    exported,
    `import {withPageCache as __withPageCache} from ${JSON.stringify(pageCache)};\n` +
      `export default __withPageCache(${render}, ${JSON.stringify(options)});\n`,
  );
};
