import type {Patch} from '../patch';

/** DocSearch 4.7.0's modal: two bugs that hide SPEC screens, and markup axe rejects (./loader.cjs). */
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
