import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from '../build-cache/rspackCache';

/**
 * Trims what Docusaurus puts into every page's JavaScript where the browser
 * never reads it (issue 7: a guide page may load at most 30 kB gzip more than
 * a stock site's doc page; BENCHMARKS.md, "Guide page weight"), and the work
 * every page does as it starts where it can wait or need not be done (three
 * stand-ins: route prefetching at idle time, each chunk URL prefetched once,
 * and prism-react-renderer only with the pages that show code; "Main-thread
 * work at load"; main.js compiled as it streams in; and main.js's first task
 * kept to main.js: the route table's components created when first read, the
 * page's route chunks requested in a task of their own). Production builds only, and the
 * client bundle only but for the Prism stand-in and the sorts below; `docusaurus start` is untouched.
 * One change applies to every build, development too: prism-react-renderer
 * highlights with our Prism, which has the grammars the site uses and no more
 * (leanPrismLoader.cjs). The rest is in the docs plugins
 * (leanVersionMetadata.ts) and in the pages with code (remarkPrismLanguages.ts).
 */
/** V8's magic comment for a script whose functions all run at load (explicit compile hints, Chromium 126+). */
export const MAIN_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function pageWeightPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  const routes = path.join(context.generatedFilesDir, 'routes.js');
  const own = (file: string) => path.join(context.siteDir, 'plugins/page-weight', file);
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
    configureWebpack(config, isServer, {currentBundler}) {
      // Every build, development too: code blocks highlight with our Prism, not
      // the one prism-react-renderer bundles (leanPrismLoader.cjs).
      const leanPrism = {
        test: /[\\/]prism-react-renderer[\\/]dist[\\/]index\.mjs$/,
        use: [{loader: own('leanPrismLoader.cjs'), options: {prism: path.join(context.siteDir, 'src/prism/core.ts')}}],
      };
      if (config.mode !== 'production') return {module: {rules: [leanPrism]}};
      // Both bundles, so that the prerendered pages pick the same docs plugin as the browser.
      const plainSort = {
        test: /[\\/]@docusaurus[\\/](plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils|theme-common[\\/]lib[\\/]utils[\\/]reactUtils)\.js$/,
        use: [{loader: own('plainSortLoader.cjs')}],
      };
      // prism-react-renderer comes with the pages that have code blocks (src/prism/renderer.tsx).
      // Both bundles, so that the prerendered pages highlight with the same Prism
      // instance as the browser. Exact name only: ../src/prism/load.ts requires the package by file path.
      const resolve = {alias: {'prism-react-renderer$': path.join(context.siteDir, 'src/prism/renderer.tsx')}};
      const ownFiles = ['index.ts', 'registryLoader.cjs', 'leanPrismLoader.cjs', 'plainSortLoader.cjs', 'preloadAfterTaskLoader.cjs', 'lazyRoutesLoader.cjs'].map(own);
      if (isServer) return {...cacheBuildDependencies(config, ownFiles), resolve, module: {rules: [leanPrism, plainSort]}};
      return {
        ...cacheBuildDependencies(config, ownFiles),
        resolve,
        plugins: [
          // window.docusaurus with route prefetching at idle time (client/docusaurus.ts).
          // Matched on the resolved file, so the stand-in's own import of it
          // (with a query) is left alone.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
            own('client/docusaurus.ts'),
          ),
          // ... whose prefetching appends one link per chunk URL (client/prefetch.ts).
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]prefetch\.js$/,
            own('client/prefetch.ts'),
          ),
          // main.js, the app every page runs at load, compiled whole while it
          // streams in (V8's explicit compile hints: the magic comment asks for
          // every function of the file to be compiled eagerly, on the streaming
          // thread). Otherwise each module's function is compiled on the main
          // thread as it is first called, inside the task that runs main.js.
          // After minification, which would drop the comment; before the real
          // content hash, so the file's name covers it.
          new currentBundler.instance.BannerPlugin({
            banner: MAIN_COMPILE_HINT,
            raw: true,
            test: /(^|\/)main\.[0-9a-f]+\.js$/,
            stage: currentBundler.instance.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
        optimization: {
          splitChunks: {
            cacheGroups: {
              // Prism in a chunk of its own: left to Docusaurus's `common` group, it
              // joined the MDX provider, which every Markdown page loads.
              prismReactRenderer: {
                // The package, our Prism and the grammars it builds in (src/prism/core.ts).
                test: /[\\/](prism-react-renderer[\\/]|src[\\/]prism[\\/](load|core)\.ts$|prismjs[\\/]components[\\/]prism-(core|clike|javascript|json|python)\.js$)/,
                chunks: 'async',
                enforce: true,
                priority: 45,
              },
            },
          },
        },
        output: {
          // Docusaurus names route chunks `[name].[contenthash]`, so the runtime
          // carried a map from each chunk's id to its name as well as the one to
          // its hash (1.4 kB gzip). Its id is enough to name the file: prefetching
          // finds a route's chunks by name through a map of its own (`__webpack_require__.gca`).
          chunkFilename: 'assets/js/[id].[contenthash:8].js',
        },
        module: {
          rules: [
            leanPrism,
            plainSort,
            {test: (file: string) => file === registry, use: [{loader: own('registryLoader.cjs')}]},
            // Each route's component created when the page first reads it (lazyRoutesLoader.cjs).
            {test: (file: string) => file === routes, use: [{loader: own('lazyRoutesLoader.cjs')}]},
            // The page's route chunks requested in a task after main.js's own (preloadAfterTaskLoader.cjs).
            {test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/, use: [{loader: own('preloadAfterTaskLoader.cjs')}]},
          ],
        },
      };
    },
  };
}
