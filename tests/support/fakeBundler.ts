/**
 * The part of Docusaurus's `currentBundler` that plugins/page-weight's
 * `configureWebpack` constructs from, with plugins that keep what they were
 * given, so a test can read the config the plugin returns without Rspack.
 */
export class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

export class BannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; test: RegExp; stage: number}) {}
}

/** The process-assets stages the plugin places its banner between (Rspack's values). */
export const Compilation = {
  PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400,
  PROCESS_ASSETS_STAGE_DEV_TOOLING: 500,
  PROCESS_ASSETS_STAGE_OPTIMIZE_HASH: 2500,
};

/** `utils` as `configureWebpack` receives it. */
export const fakeBundlerUtils = {currentBundler: {instance: {NormalModuleReplacementPlugin, BannerPlugin, Compilation}}};
