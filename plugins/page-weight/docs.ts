import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {withLeanVersionMetadata} from './leanVersionMetadata';

/** The guide's docs plugin: Docusaurus's, with lighter version metadata (see withLeanVersionMetadata). */
export default async function guideDocsPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  return withLeanVersionMetadata(await pluginContentDocs(context, options), context.siteDir);
}

export const validateOptions = validateDocsOptions;
