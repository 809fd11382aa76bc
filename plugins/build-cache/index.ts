import type {Compiler as RspackCompiler} from '@rspack/core';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {MinifiedAssetsCache} from './minifiedAssets';
import {buildCache} from './store';

/**
 * What a warm build reuses beyond Rspack's persistent cache (issue 7: a warm
 * rebuild at most 40% of a cold one; BENCHMARKS.md, "Performance levers tried"): the
 * minified client assets (minifiedAssets.ts). The search index and the
 * static rendering keep their own entries through the same store
 * (plugins/search-index, plugins/static-rendering/pageCache.ts).
 */
export default function buildCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'build-cache',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer || config.mode !== 'production' || currentBundler.name !== 'rspack') return {};
      const cache = new MinifiedAssetsCache(buildCache(context.siteDir, 'minified-assets'));
      // Docusaurus types the bundler's config as webpack's; under Rspack, the compiler is Rspack's.
      return {plugins: [{apply: (compiler) => cache.apply(compiler as unknown as RspackCompiler)}]};
    },
  };
}
