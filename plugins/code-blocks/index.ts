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
  return {name: 'code-blocks'};
}
