import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Code blocks: the grammars a page's code blocks need come with the page
 * (./remarkCodeLanguages.ts, which every content plugin runs), so the theme's
 * `additionalLanguages` must stay empty: src/theme/prism-include-languages.ts
 * registers nothing, and a grammar listed there would silently not load.
 */
export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const {additionalLanguages} = (context.siteConfig.themeConfig.prism ?? {}) as {additionalLanguages?: string[]};
  if (additionalLanguages?.length) {
    throw new Error(
      `code-blocks: themeConfig.prism.additionalLanguages (${additionalLanguages.join(', ')}) is not read: ` +
        'src/theme/prism-include-languages.ts registers no language at startup. Register the grammar ' +
        'like src/prism/bash.ts and map its code-block names in plugins/code-blocks/remarkCodeLanguages.ts.',
    );
  }
  return {
    name: 'code-blocks',
    configureWebpack(config, isServer, {currentBundler}) {
      if (!isServer || config.mode !== 'production') return {};
      // The server bundle in one file. Docusaurus evaluates server.bundle.js
      // in a sandbox with a global object of its own, but loads its route
      // chunks with Node's require, under Node's global: a grammar in a route
      // chunk then cannot see the Prism that src/prism/core.ts lends it
      // ("Prism is not defined" while rendering the page). In one file every
      // module shares the sandbox's global. It also renders faster: each
      // route chunk no longer carries its own copy of the modules it shares.
      // It rests on Docusaurus's prerendering internals: patches/README.md's
      // "Upgrading Docusaurus" checks whether it is still needed.
      return {plugins: [new currentBundler.instance.optimize.LimitChunkCountPlugin({maxChunks: 1})]};
    },
  };
}
