import type {Patch} from '../patch';

/**
 * Each entry of Docusaurus's generated `.docusaurus/registry.js` keeps its
 * module path for the server only: the client bundle gets an empty string in
 * its place (./loader.cjs). The paths are 266 strings of main.js that the
 * browser never reads, 1.9 kB gzip of every first visit.
 */
const leanRegistry: Patch = {
  name: 'lean-registry',
  packages: {'@docusaurus/core': '3.10.2'},
  rules: [
    {test: /[\\/]\.docusaurus[\\/]registry\.js$/, loader: 'patches/lean-registry/loader.cjs', bundles: 'client', productionOnly: true},
  ],
};

export default leanRegistry;
