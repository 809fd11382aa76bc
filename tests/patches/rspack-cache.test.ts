import {createRequire} from 'node:module';
import path from 'node:path';
import type {ConfigureWebpackUtils, FasterConfig, Plugin, Props} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {cacheBuildDependencies} from '../../patches/rspackCache';
import {pinnedPackage, writtenAgainst} from '../support/pinnedPackage';

/**
 * patches/rspackCache.ts adds the patches' loaders to the build dependencies
 * of Rspack's persistent cache, and reads whether that cache is on from
 * `experiments.cache` of the config Docusaurus hands a plugin's
 * `configureWebpack`: an undocumented setting of @docusaurus/core
 * (`lib/webpack/base.js`), not a public option (patches/README.md, its row).
 * These build core's own base config and fail when core stops setting the
 * cache there, or merges our build dependencies other than beside its own.
 */
/** The bundler config a plugin's configureWebpack receives, as patches/rspackCache.ts types it. */
type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

const ROOT = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const {createBaseConfig} = require('@docusaurus/core/lib/webpack/base.js') as {
  createBaseConfig(options: {
    props: Props;
    isServer: boolean;
    minify: boolean;
    faster: FasterConfig;
    configureWebpackUtils: ConfigureWebpackUtils;
  }): Promise<Configuration>;
};
const {applyConfigureWebpack, createConfigureWebpackUtils} = require('@docusaurus/core/lib/webpack/configure.js') as {
  applyConfigureWebpack(options: {
    configureWebpack: (config: Configuration) => Configuration;
    config: Configuration;
    isServer: boolean;
    configureWebpackUtils: ConfigureWebpackUtils;
    content: unknown;
  }): Configuration;
  createConfigureWebpackUtils(options: {siteConfig: unknown}): Promise<ConfigureWebpackUtils>;
};

/**
 * The version of @docusaurus/core rspackCache.ts was written against: after an
 * upgrade the pin and the install agree again, so only its row in patches/README.md says the cache
 * setting was not yet read against the new core.
 */
const WRITTEN_AGAINST = writtenAgainst('patches/rspackCache.ts', '@docusaurus/core');
const WHY = 'patches/rspackCache.ts reads it (patches/README.md, its row): find where core now sets the persistent cache';

/** What future.v4 turns on (docusaurus.config.ts): Rspack with its persistent cache. */
const FASTER = {rspackBundler: true, rspackPersistentCache: true, swcJsLoader: true} as FasterConfig;
const siteConfig = {future: {faster: FASTER, experimental_router: 'browser'}, staticDirectories: []};

/** @docusaurus/core's base config of the client bundle, as it hands it to each plugin's configureWebpack. */
async function coreConfig(): Promise<{config: Configuration; utils: ConfigureWebpackUtils}> {
  const utils = await createConfigureWebpackUtils({siteConfig});
  const props = {
    outDir: path.join(ROOT, 'build'),
    siteDir: ROOT,
    siteConfig,
    siteConfigPath: path.join(ROOT, 'docusaurus.config.ts'),
    baseUrl: '/',
    generatedFilesDir: path.join(ROOT, '.docusaurus'),
    routesPaths: [],
    siteMetadata: {docusaurusVersion: WRITTEN_AGAINST},
    plugins: [],
    i18n: {currentLocale: 'zh-TW'},
    currentBundler: utils.currentBundler,
  } as unknown as Props;
  const config = await createBaseConfig({props, isServer: false, minify: false, faster: FASTER, configureWebpackUtils: utils});
  return {config, utils};
}

type PersistentCache = {type?: string; version?: string; buildDependencies?: string[]};
const cacheOf = (config: Configuration) => (config.experiments as {cache?: PersistentCache} | undefined)?.cache;

const OUR_FILES = [path.join(ROOT, 'patches/index.ts'), path.join(ROOT, 'patches/lazy-routes/loader.cjs')];

describe("Rspack's persistent cache, as patches/rspackCache.ts finds it in the config Docusaurus hands a plugin", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is set by the installed @docusaurus/core, pinned exactly, at the version rspackCache.ts was written against', () => {
    const {installed, spec} = pinnedPackage('@docusaurus/core');
    expect(spec, 'package.json must pin @docusaurus/core to the installed version').toBe(installed);
    expect(
      installed,
      `patches/rspackCache.ts was written against @docusaurus/core ${WRITTEN_AGAINST}, and ${installed} is installed: ` +
        "check that core's lib/webpack/base.js still sets Rspack's persistent cache as experiments.cache, and whether core " +
        "now tracks plugins' files itself (then delete rspackCache.ts; patches/README.md, its row), then move the row's version.",
    ).toBe(WRITTEN_AGAINST);
  });

  it("is core's experiments.cache, persistent, with build dependencies that ours join without replacing", async () => {
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', undefined);
    const {config, utils} = await coreConfig();
    const cache = cacheOf(config);
    expect(cache?.type, `@docusaurus/core's base config has no persistent experiments.cache for Rspack: ${WHY}`).toBe('persistent');
    expect(cache?.buildDependencies, `experiments.cache.buildDependencies: ${WHY}`).toContain(path.join(ROOT, 'docusaurus.config.ts'));

    const merged = cacheOf(
      applyConfigureWebpack({
        configureWebpack: (given) => cacheBuildDependencies(given, OUR_FILES),
        config,
        isServer: false,
        configureWebpackUtils: utils,
        content: undefined,
      }),
    );
    expect(merged?.version, 'our build dependencies must leave the cache version core gives').toBe(cache?.version);
    expect(merged?.buildDependencies, `our build dependencies must follow core's: ${WHY}`).toEqual([
      ...cache!.buildDependencies!,
      ...OUR_FILES,
    ]);
  });

  it('is absent when Docusaurus is told not to use a persistent cache, and then ours adds nothing', async () => {
    vi.stubEnv('DOCUSAURUS_NO_PERSISTENT_CACHE', 'true');
    const {config} = await coreConfig();
    expect(cacheOf(config), `experiments.cache with DOCUSAURUS_NO_PERSISTENT_CACHE: ${WHY}`).toBeUndefined();
    expect(cacheBuildDependencies(config, OUR_FILES)).toEqual({});
  });
});
