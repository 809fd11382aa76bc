import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Trims what Docusaurus puts into every page's JavaScript where the browser
 * never reads it (issue 7: a guide page may load at most 30 kB gzip more than
 * a stock site's doc page; BENCHMARKS.md, "Guide page weight"). Production
 * client bundle only; the server bundle and `docusaurus start` are untouched.
 * The rest is in the docs plugins (leanVersionMetadata.ts) and in the pages
 * with bash code (remarkPrismLanguages.ts).
 */
export default function pageWeightPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const loader = (file: string) => path.join(context.siteDir, 'plugins/page-weight', file);
  const {additionalLanguages} = (context.siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  if (additionalLanguages?.length) {
    throw new Error(
      `page-weight: themeConfig.prism.additionalLanguages (${additionalLanguages.join(', ')}) is not read: ` +
        'src/theme/prism-include-languages.ts registers no language at startup. Register the grammar ' +
        'like src/prism/bash.ts and map its code-block names in plugins/page-weight/remarkPrismLanguages.ts.',
    );
  }
  return {
    name: 'page-weight',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        output: {
          // Docusaurus names route chunks `[name].[contenthash]`, so the runtime
          // carried a map from each chunk's id to its name as well as the one to
          // its hash (1.4 kB gzip). Its id is enough to name the file: prefetching
          // finds a route's chunks by name through a map of its own (`__webpack_require__.gca`).
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        module: {
          rules: [
            {test: (file: string) => file === registry, use: [{loader: loader('registryLoader.cjs')}]},
          ],
        },
      };
    },
  };
}
