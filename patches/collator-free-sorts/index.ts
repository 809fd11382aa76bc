import type {Patch} from '../patch';

/**
 * The docs plugin's `getActivePlugin` and the theme's `useShallowMemoObject`
 * sort with `localeCompare`, which builds the browser's collator on every
 * page load; they compare code units instead (./loader.cjs). Both bundles, so
 * that the prerendered pages pick the same docs plugin as the browser.
 */
const collatorFreeSorts: Patch = {
  name: 'collator-free-sorts',
  packages: {'@docusaurus/plugin-content-docs': '3.10.2', '@docusaurus/theme-common': '3.10.2'},
  rules: [
    {
      test: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
      loader: 'patches/collator-free-sorts/loader.cjs',
      bundles: 'both',
      productionOnly: true,
    },
    {
      test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
      loader: 'patches/collator-free-sorts/loader.cjs',
      bundles: 'both',
      productionOnly: true,
    },
  ],
};

export default collatorFreeSorts;
