import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {cacheBuildDependencies} from '../build-cache/rspackCache';

/**
 * Work the theme repeats on every page it renders, done once instead: the
 * static rendering of each locale, and a reader's navigation between pages,
 * build one date formatter per format (./dateTimeFormatLoader.cjs); the
 * static rendering reduces each page's `<Head>`s to its head once, not once
 * per `<Head>` (./helmetLoader.cjs, the server bundle only).
 */
export default function staticRenderingPlugin(context: LoadContext): Plugin {
  const own = (file: string) => path.join(context.siteDir, 'plugins/static-rendering', file);
  return {
    name: 'static-rendering',
    configureWebpack(config, isServer) {
      return {
        ...cacheBuildDependencies(config, [own('index.ts'), own('dateTimeFormatLoader.cjs'), own('helmetLoader.cjs')]),
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]IntlUtils\.js$/,
              use: [{loader: own('dateTimeFormatLoader.cjs')}],
            },
            ...(isServer
              ? [{test: /[\\/]react-helmet-async[\\/]lib[\\/]index(?:\.module)?\.js$/, use: [{loader: own('helmetLoader.cjs')}]}]
              : []),
          ],
        },
      };
    },
  };
}
