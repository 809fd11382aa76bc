import type {LoadContext, Plugin} from '@docusaurus/types';
import {BUNDLED_LAYOUTS} from './bundled';

/**
 * Mermaid diagrams: the site bundles the diagram types and layouts listed in
 * ./bundled.ts (patches/lean-mermaid cuts the others from mermaid), and
 * ./remarkMermaidDiagrams.ts, which the content plugins run, fails the build
 * for a page that draws another. This plugin holds the site config to the
 * same list.
 */
export default function diagramsPlugin(context: LoadContext): Plugin {
  const {options} = (context.siteConfig.themeConfig.mermaid ?? {}) as {options?: {layout?: string}};
  if (options?.layout && !BUNDLED_LAYOUTS.includes(options.layout)) {
    throw new Error(
      `diagrams: themeConfig.mermaid.options.layout is "${options.layout}", a layout the site does not bundle ` +
        `(${BUNDLED_LAYOUTS.join(', ')}); add it to plugins/diagrams/bundled.ts.`,
    );
  }
  return {name: 'diagrams'};
}
