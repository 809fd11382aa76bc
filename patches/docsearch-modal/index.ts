import type {Patch} from '../patch';

/**
 * DocSearch 4.7.0's modal (./loader.cjs, one entry of FIXES each): the
 * no-results suggestions, error and searching screens it never or wrongly
 * shows, an older query's answer or result count shown for the current one,
 * an unhandled rejection after the error screen, and markup axe rejects.
 */
const docsearchModal: Patch = {
  name: 'docsearch-modal',
  packages: {'@docsearch/react': '4.7.0'},
  rules: [
    {
      test: /[\\/]@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]DocSearchModal\.js$/,
      loader: 'patches/docsearch-modal/loader.cjs',
      bundles: 'both',
    },
  ],
  clientModules: ['patches/docsearch-modal/fixes.css'],
};

export default docsearchModal;
