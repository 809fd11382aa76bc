import type {Compiler} from '@rspack/core';
import {FileStore, cacheKey} from './store';

const PLUGIN_NAME = 'MinifiedAssetsCache';
/** The assets Docusaurus's minimizers (SWC for JavaScript, LightningCSS for CSS) rewrite. */
const MINIFIED_ASSET = /\.(?:[cm]?js|css)$/;

type MinimizerLike = {name?: string; _args?: unknown};

/**
 * What a minimizer's output depends on besides its input: Rspack's version and
 * each minimizer's name and options. Rspack's built-in minimizers keep their
 * options in `_args`; with any other minimizer there is no way to know them,
 * and so no salt (and no cache).
 */
export function minimizerSalt(rspackVersion: string, minimizers: unknown[]): string | undefined {
  const described = minimizers.map((minimizer) => {
    const {name, _args: args} = (minimizer ?? {}) as MinimizerLike;
    return name && args !== undefined ? {name, args} : undefined;
  });
  if (described.length === 0 || described.includes(undefined)) return undefined;
  return JSON.stringify({rspackVersion, minimizers: described});
}

/**
 * Rspack 1.x's persistent cache keeps modules and code generation, not the
 * minimizers' output: on a warm build, SWC and LightningCSS minified every
 * asset again, 1.3 s of the client bundle's 3.2 s per locale (BENCHMARKS.md,
 * "Performance levers tried"). This keeps each minified asset under the hash of its
 * unminified source. Just before the minimizers' stage, an asset found in the
 * cache gets its minified source back and is marked `minimized`, which both
 * minimizers skip; just after it, the assets they did minify are stored.
 *
 * Off when there are source maps (the cache holds code only), no minification,
 * or a minimizer other than Rspack's own (its options are unknown).
 */
export class MinifiedAssetsCache {
  constructor(private readonly store: FileStore) {}

  apply(compiler: Compiler): void {
    const {optimization, devtool} = compiler.options;
    if (!optimization.minimize || devtool) return;
    const {Compilation, sources} = compiler.rspack;
    const salt = minimizerSalt(compiler.rspack.rspackVersion, optimization.minimizer ?? []);
    if (salt === undefined) return;

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      /** Asset name -> key, for the assets the minimizers are left to do. */
      const missed = new Map<string, string>();

      compilation.hooks.processAssets.tapPromise(
        {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE - 1},
        async () => {
          await Promise.all(
            compilation.getAssets().map(async ({name, source, info}) => {
              if (!MINIFIED_ASSET.test(name) || info.minimized) return;
              const key = cacheKey(salt, name.endsWith('.css') ? 'css' : 'js', source.source());
              const minified = await this.store.get(key);
              if (minified === undefined) {
                missed.set(name, key);
                return;
              }
              compilation.updateAsset(name, new sources.RawSource(minified.toString('utf8')), (assetInfo) => ({
                ...assetInfo,
                minimized: true,
              }));
            }),
          );
        },
      );

      compilation.hooks.processAssets.tapPromise(
        {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1},
        async () => {
          await Promise.all(
            [...missed].map(async ([name, key]) => {
              const asset = compilation.getAsset(name);
              // A minimizer that failed on an asset reports it and leaves it unminified: nothing to keep.
              if (asset?.info.minimized) await this.store.set(key, asset.source.source());
            }),
          );
          missed.clear();
        },
      );
    });

    compiler.hooks.done.tapPromise(PLUGIN_NAME, async () => {
      await this.store.prune();
    });
  }
}
