import type {Patch} from '../patch';

/**
 * Each route's component in Docusaurus's generated `.docusaurus/routes.js`
 * created when the page first reads it, not all 236 of a locale as main.js
 * starts (./loader.cjs).
 */
const lazyRoutes: Patch = {
  name: 'lazy-routes',
  packages: {'@docusaurus/core': '3.10.2'},
  rules: [{test: /[\\/]\.docusaurus[\\/]routes\.js$/, loader: 'patches/lazy-routes/loader.cjs', bundles: 'client', productionOnly: true}],
};

export default lazyRoutes;
