import type {Plugin} from '@docusaurus/types';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * For a plugin's `configureWebpack`: its own files as build dependencies of
 * Rspack's persistent cache, when that cache is on. The cache tracks the site
 * config file, not the plugins it loads: without this, a change to a plugin's
 * loader was built from stale cache.
 */
export function cacheBuildDependencies(config: BundlerConfig, files: string[]) {
  return config.experiments?.cache ? {experiments: {cache: {type: 'persistent' as const, buildDependencies: files}}} : {};
}
