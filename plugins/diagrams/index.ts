import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from '../build-cache/rspackCache';
import {BUNDLED_LAYOUTS, bundledChunks} from './bundled';

/**
 * Mermaid with the diagram types the site draws and no others
 * (./leanMermaidLoader.cjs), in both bundles and in development. The pages
 * are checked by ./remarkMermaidDiagrams.ts, which the content plugins run.
 */
export default function diagramsPlugin(context: LoadContext): Plugin {
  const {options} = (context.siteConfig.themeConfig.mermaid ?? {}) as {options?: {layout?: string}};
  if (options?.layout && !BUNDLED_LAYOUTS.includes(options.layout)) {
    throw new Error(
      `diagrams: themeConfig.mermaid.options.layout is "${options.layout}", a layout the site does not bundle ` +
        `(${BUNDLED_LAYOUTS.join(', ')}); add it to plugins/diagrams/bundled.ts.`,
    );
  }
  const own = (file: string) => path.join(context.siteDir, 'plugins/diagrams', file);
  return {
    name: 'diagrams',
    configureWebpack(config) {
      return {
        ...cacheBuildDependencies(config, [own('index.ts'), own('bundled.ts'), own('leanMermaidLoader.cjs')]),
        module: {
          rules: [
            {
              test: /[\\/]mermaid[\\/]dist[\\/](mermaid\.core\.mjs|chunks[\\/]mermaid\.core[\\/][^\\/]+\.mjs)$/,
              use: [{loader: own('leanMermaidLoader.cjs'), options: {keep: bundledChunks()}}],
            },
          ],
        },
      };
    },
  };
}
