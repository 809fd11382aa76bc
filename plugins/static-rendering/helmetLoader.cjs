// @ts-check
/**
 * A webpack loader for react-helmet-async 1.3 (Docusaurus's `@docusaurus/Head`),
 * in the server bundle only. When a page is rendered to HTML, each `<Head>`
 * the page renders reduces the props of every `<Head>` rendered before it to
 * the document head, and converts the result to strings: n `<Head>`s cost
 * n(n+1)/2 reductions, of which only the last is ever read. Docusaurus's
 * theme renders a dozen or more per page. That was 0.2-0.3 s of each locale's
 * static rendering here (BENCHMARKS.md, "Performance levers tried").
 *
 * Rewritten, a `<Head>` rendered on the server only marks the head as
 * changed, and the head is reduced once, from every `<Head>` of the page,
 * when Docusaurus reads it after the render. In the browser nothing changes.
 *
 * When an upgrade changes the code this rewrites, the build fails here
 * rather than quietly dropping the fix: check `emitChange` and `setHelmet`
 * in the package's lib/index.module.js, then update the patterns.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function helmetLoader(source) {
  /** @param {string} what */
  const missing = (what) =>
    new Error(`static-rendering: ${this.resourcePath} no longer has ${what} (see plugins/static-rendering/helmetLoader.cjs).`);
  const emitChange = /(\w+)\.emitChange=function\(\)\{/g;
  const emitChanges = [...source.matchAll(emitChange)];
  const prototype = emitChanges.length === 1 ? emitChanges[0]?.[1] : undefined;
  if (!prototype) throw missing('one `emitChange` method');
  const provider = source.match(/(\w+)\.canUseDOM\?\(\w+=\w+,/)?.[1];
  if (!provider) throw missing("the provider's `canUseDOM` test in `emitChange`");
  const setHelmet = /setHelmet:function\((\w+)\)\{(\w+)\.context\.helmet=\1\}/;
  if (!setHelmet.test(source)) throw missing('`setHelmet` assigning `context.helmet`');

  return source
    .replace(
      emitChange,
      `${prototype}.emitChange=function(){` +
        // On the server: the head is reduced when it is read.
        `if(!${provider}.canUseDOM){var instance=this;` +
        `this.props.context.setHelmet(function(){instance.emitChangeNow()});return}` +
        `this.emitChangeNow()},${prototype}.emitChangeNow=function(){`,
    )
    .replace(
      setHelmet,
      (_, value, data) =>
        `setHelmet:function(${value}){` +
        // A function: the reduction to run on the first read, which sets the value it reduced.
        `Object.defineProperty(${data}.context,"helmet",typeof ${value}=="function"` +
        `?{configurable:!0,enumerable:!0,get:function(){${value}();return ${data}.context.helmet}}` +
        `:{configurable:!0,enumerable:!0,writable:!0,value:${value}})}`,
    );
};
