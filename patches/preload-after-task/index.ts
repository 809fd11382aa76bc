import type {Patch} from '../patch';

/** Docusaurus's client entry starts the page's route preload in a task after main.js's own (./loader.cjs). */
const preloadAfterTask: Patch = {
  name: 'preload-after-task',
  packages: {'@docusaurus/core': '3.10.2'},
  rules: [
    {
      test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
      loader: 'patches/preload-after-task/loader.cjs',
      bundles: 'client',
      productionOnly: true,
    },
  ],
};

export default preloadAfterTask;
