/**
 * The part of Docusaurus's `currentBundler` that the local plugins'
 * `configureWebpack` construct from, with plugins that keep what they were
 * given, so a test can read the config a plugin returns without Rspack.
 */
export class NormalModuleReplacementPlugin {
  constructor(
    readonly pattern: RegExp,
    readonly replacement: string,
  ) {}
}

export class LimitChunkCountPlugin {
  constructor(readonly options: {maxChunks: number}) {}
}

/** `utils` as `configureWebpack` receives it. */
export const fakeBundlerUtils = {currentBundler: {instance: {NormalModuleReplacementPlugin, optimize: {LimitChunkCountPlugin}}}};
