/**
 * The one home of every change this site makes to another package's code or
 * to the code Docusaurus generates (patches/README.md lists them, with what
 * each buys and how to remove it). This plugin applies them: at start it
 * checks that each patched package is the exact version its patch was written
 * against, and in each bundle that every loader rule and replacement of a
 * patch met its module, so that an upgrade that moves or changes a patched
 * file fails the build, naming the patch, instead of skipping it.
 *
 * `PATCHES_OFF=name,name` leaves patches out, to measure what they buy.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from './rspackCache';
import {assertPinned, installedVersion, patchesOff, ruleApplies, unmatched, type Expected, type Patch} from './patch';
import collatorFreeSorts from './collator-free-sorts';
import docsearchModal from './docsearch-modal';
import idlePrefetch from './idle-prefetch';
import lazyRoutes from './lazy-routes';
import leanRegistry from './lean-registry';
import leanMermaid from './lean-mermaid';
import leanPrism from './lean-prism';
import preloadAfterTask from './preload-after-task';

export const PATCHES: readonly Patch[] = [
  docsearchModal,
  leanPrism,
  leanMermaid,
  lazyRoutes,
  leanRegistry,
  preloadAfterTask,
  collatorFreeSorts,
  idlePrefetch,
];

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

type BundlerLike = {instance: {NormalModuleReplacementPlugin: new (test: RegExp, replacement: string) => unknown}};

/** Matches exactly one file, given as a path from the site's folder. */
const exactly = (file: string) =>
  new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, (char) => (char === '/' ? '[\\\\/]' : `\\${char}`))}$`);

export default function patchesPlugin(context: LoadContext): Plugin {
  const isOff = patchesOff(
    process.env,
    PATCHES.map((patch) => patch.name),
  );
  const active = PATCHES.filter((patch) => !isOff(patch.name));
  for (const patch of active) assertPinned(patch, (pkg) => installedVersion(context.siteDir, pkg));
  const own = (file: string) => path.join(context.siteDir, file);
  return {
    name: 'patches',
    getClientModules() {
      return active.flatMap((patch) => patch.clientModules ?? []).map(own);
    },
    configureWebpack(config, isServer, utils) {
      const production = config.mode === 'production';
      const rules = active.flatMap((patch) =>
        (patch.rules ?? []).filter((rule) => ruleApplies(rule, {isServer, production})).map((rule) => ({patch: patch.name, rule})),
      );
      const replacements =
        isServer || !production
          ? []
          : active.flatMap((patch) => (patch.replacements ?? []).map((replacement) => ({patch: patch.name, replacement})));
      const expected: Expected[] = [
        ...rules.map(({patch, rule}) => ({patch, test: rule.test, what: `${rule.bundles} bundle`})),
        ...replacements.map(({patch, replacement}) => ({
          patch,
          test: exactly(replacement.with),
          what: `replacement of ${replacement.test}`,
        })),
      ];
      if (expected.length === 0) return {};
      // Rspack's persistent cache tracks the config file, not the loaders it
      // names: without this, a changed loader was served from stale cache.
      const loaders = rules.map(({rule}) => own(rule.loader));
      const guard = {
        apply(compiler: CompilerLike) {
          compiler.hooks.thisCompilation.tap('patches', (compilation) => {
            compilation.hooks.finishModules.tap('patches', (modules) => {
              const resources = (function* () {
                for (const module of modules) if (typeof module.resource === 'string') yield module.resource;
              })();
              for (const message of unmatched(expected, resources)) {
                compilation.errors.push(new Error(`${message}: the patched file moved or is gone; see patches/README.md.`));
              }
            });
          });
        },
      };
      const {NormalModuleReplacementPlugin} = (utils.currentBundler as unknown as BundlerLike).instance;
      return {
        ...cacheBuildDependencies(config, [own('patches/index.ts'), own('patches/patch.ts'), ...new Set(loaders)]),
        // Docusaurus types the bundler's plugins as webpack's; under Rspack the compiler is Rspack's.
        plugins: [
          guard as never,
          ...replacements.map(({replacement}) => new NormalModuleReplacementPlugin(replacement.test, own(replacement.with)) as never),
        ],
        module: {
          rules: rules.map(({rule}) => ({test: rule.test, use: [{loader: own(rule.loader), options: rule.options}]})),
        },
      };
    },
  };
}
