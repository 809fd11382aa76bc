import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from '../build-cache/rspackCache';
import {buildCache} from '../build-cache/store';

/**
 * Work the static rendering repeats, done once instead: it compiles each
 * module of the server bundle once, not once per route chunk, and reads
 * each page's rendering back from the build cache while the server bundle is
 * unchanged (./pageCache.ts).
 */
export default function staticRenderingPlugin(context: LoadContext): Plugin {
  const own = (file: string) => path.join(context.siteDir, 'plugins/static-rendering', file);
  const store = buildCache(context.siteDir, 'rendered-pages');
  return {
    name: 'static-rendering',
    configureWebpack(config, isServer, {currentBundler}) {
      // The server bundle in one file. Docusaurus builds it without
      // splitChunks, so each route's chunk carried its own copy of every
      // module it shares with other routes (26 MB in 273 files for en, against
      // 13 MB in one), and rendering a locale's pages read and compiled each
      // copy: about 0.5 s of a CPU profile of the en build. Three alternating
      // warm en builds: static rendering 2.89 / 2.89 / 3.70 s in chunks,
      // 2.54 / 2.85 / 2.77 s in one file (BENCHMARKS.md). Pages are unchanged:
      // the scripts each page loads come from the client bundle's manifest.
      const productionServer = isServer && config.mode === 'production';
      const oneServerChunk = productionServer
        ? {plugins: [new currentBundler.instance.optimize.LimitChunkCountPlugin({maxChunks: 1})]}
        : {};
      const {path: serverDir, filename} = config.output ?? {};
      // The loader's options go in its request, not in an options object:
      // Rspack's persistent cache knows a module by its request, and would
      // otherwise reuse this one as built for another output folder (build/
      // and test-build/ share a locale's cache), with that folder's paths.
      const pageCache =
        productionServer && serverDir && typeof filename === 'string'
          ? [
              {
                test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]serverEntry\.js$/,
                use: [
                  `${own('serverEntryLoader.cjs')}?${JSON.stringify({
                    pageCache: own('pageCache.ts'),
                    serverBundlePath: path.join(serverDir, filename),
                    cacheDir: store.dir,
                    enabled: store.enabled,
                  })}`,
                ],
              },
            ]
          : [];
      return {
        ...oneServerChunk,
        ...cacheBuildDependencies(config, [
          own('index.ts'),
          own('serverEntryLoader.cjs'),
          own('pageCache.ts'),
        ]),
        module: {
          rules: [
            ...pageCache,
          ],
        },
      };
    },
  };
}
