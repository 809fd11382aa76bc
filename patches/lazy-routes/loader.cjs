// @ts-check
/**
 * A webpack loader for Docusaurus's generated `routes.js`, client bundle only.
 * Each route there is `{path, component: ComponentCreator(path, hash), ...}`,
 * and `ComponentCreator` builds a react-loadable component for its route as
 * main.js starts: 226 routes per locale here, about 18 ms of a phone's 50 ms
 * of main.js evaluation (4x CPU slowdown; PERFORMANCE.md, "lazy-routes"),
 * for the one or two routes a page renders. Here `component` is a
 * getter that creates the route's component the first time it is read (by
 * `preload` or by react-router-config's `renderRoutes`) and then stands in
 * the getter's place, so React sees one component type per route as before.
 *
 * Routes look like
 *   component: ComponentCreator('/en/blog', 'faa'),
 * and the not-found route `component: ComponentCreator('*'),`. When a
 * Docusaurus upgrade changes that, the build fails here instead of shipping a
 * table half rewritten: check that only `preload` and `renderRoutes` read a
 * route's component, then update the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function lazyRoutesLoader(source) {
  const calls = source.match(/ComponentCreator\(/g)?.length ?? 0;
  const quoted = String.raw`'(?:[^'\\]|\\.)*'`;
  let rewritten = 0;
  const result = source.replace(new RegExp(String.raw`\bcomponent: ComponentCreator\((${quoted}(?:, ${quoted})?)\)`, 'g'), (_, args) => {
    rewritten += 1;
    return `get component() { return routeComponent(this, ${args}); }`;
  });
  if (rewritten === 0 || rewritten !== calls) {
    throw new Error(
      `patches/lazy-routes: ${this.resourcePath} has ${calls} ComponentCreator calls but ${rewritten} matched ` +
        "`component: ComponentCreator('<path>', '<hash>')`; its format changed (see patches/README.md, 'lazy-routes').",
    );
  }
  return `${result}
// Added by patches/lazy-routes: each route's component created when first read,
// then kept on the route in the getter's place, so later reads are plain property reads.
function routeComponent(route, path, hash) {
  const component = ComponentCreator(path, hash);
  Object.defineProperty(route, 'component', {value: component, enumerable: true});
  return component;
}
`;
};
