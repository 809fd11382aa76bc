/**
 * The one home of every change this site makes to another package's code
 * (patches/README.md lists them, with what each buys and how to remove it).
 * This plugin applies them: at start it checks that each patched package is
 * the exact version its patch was written against, and in each bundle that
 * every loader rule of a patch matched a module, so that an upgrade that
 * moves or changes a patched file fails the build, naming the patch, instead
 * of skipping the rewrite.
 *
 * Removing a patch: delete its folder and its line below, its row in the
 * README and its test in tests/patches/.
 */
import path from 'node:path';
import type {Plugin, LoadContext} from '@docusaurus/types';
import {assertPinned, installedVersion, ruleApplies, unmatchedRules, type Patch, type PatchRule} from './patch';
import docsearchModal from './docsearch-modal';

export const PATCHES: readonly Patch[] = [docsearchModal];

type CompilerLike = {
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        callback: (compilation: {
          hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<{resource?: string}>) => void): void}};
          errors: {push(error: Error): unknown};
        }) => void,
      ): void;
    };
  };
};

export default function patchesPlugin(context: LoadContext): Plugin {
  for (const patch of PATCHES) assertPinned(patch, installedVersion(context.siteDir, patch.package));
  return {
    name: 'patches',
    getClientModules() {
      return PATCHES.flatMap((patch) => patch.clientModules ?? []).map((file) => path.join(context.siteDir, file));
    },
    configureWebpack(config, isServer) {
      const production = config.mode === 'production';
      const applied: Array<{patch: string; rule: PatchRule}> = PATCHES.flatMap((patch) =>
        (patch.rules ?? []).filter((rule) => ruleApplies(rule, {isServer, production})).map((rule) => ({patch: patch.name, rule})),
      );
      if (applied.length === 0) return {};
      const guard = {
        apply(compiler: CompilerLike) {
          compiler.hooks.thisCompilation.tap('patches', (compilation) => {
            compilation.hooks.finishModules.tap('patches', (modules) => {
              const resources = (function* () {
                for (const module of modules) if (typeof module.resource === 'string') yield module.resource;
              })();
              for (const message of unmatchedRules(applied, resources)) {
                compilation.errors.push(new Error(`${message}: the patched file moved or is gone; see patches/README.md.`));
              }
            });
          });
        },
      };
      return {
        // Docusaurus types the bundler's plugins as webpack's; under Rspack the compiler is Rspack's.
        plugins: [guard as never],
        module: {rules: applied.map(({rule}) => ({test: rule.test, use: [{loader: path.join(context.siteDir, rule.loader)}]}))},
      };
    },
  };
}
