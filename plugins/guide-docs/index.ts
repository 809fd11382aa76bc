import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withoutDocDescriptions} from '../shared/versionProps';

/**
 * The guide (docs/): Docusaurus's docs plugin, used here instead of the
 * classic preset's so that its version metadata leaves out each doc's
 * description, which no page reads (../shared/versionProps.ts).
 */
export default async function guideDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  return withoutDocDescriptions(await pluginContentDocs(context, options), options.id);
}

export const validateOptions = validateDocsOptions;
