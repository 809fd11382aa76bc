import type {Patch} from '../patch';
import {bundledChunks} from '../../plugins/diagrams/bundled';

/**
 * Mermaid with the diagram types the site draws and no others (./loader.cjs),
 * in both bundles and in development. plugins/diagrams checks the pages
 * against the same list (plugins/diagrams/bundled.ts).
 */
const leanMermaid: Patch = {
  name: 'lean-mermaid',
  packages: {mermaid: '11.17.2'},
  rules: [
    {
      test: /[\\/]mermaid[\\/]dist[\\/](mermaid\.core\.mjs|chunks[\\/]mermaid\.core[\\/][^\\/]+\.mjs)$/,
      loader: 'patches/lean-mermaid/loader.cjs',
      bundles: 'both',
      options: {keep: bundledChunks()},
      someFiles: true,
    },
  ],
};

export default leanMermaid;
