import type {Patch} from '../patch';

/**
 * prism-react-renderer built against our Prism (src/prism/core.ts: core,
 * JSON) instead of the copy with 30-odd grammars and 20
 * colour themes it bundles (./loader.cjs). Every build, development too, so
 * that code highlights the same everywhere.
 */
const leanPrism: Patch = {
  name: 'lean-prism',
  packages: {'prism-react-renderer': '2.4.1'},
  rules: [
    {
      test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
      loader: 'patches/lean-prism/loader.cjs',
      bundles: 'both',
      options: {prism: '@site/src/prism/core'},
    },
  ],
};

export default leanPrism;
