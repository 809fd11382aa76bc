import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import {apiReferenceSources} from '../../src/config/apiReference';
import {buildCache} from '../build-cache/store';
import {generateUnlessFresh} from './freshness';

/** Set by scripts/build.mjs (same name there) once the first locale's build has generated the pages. */
const API_REFERENCE_GENERATED_ENV = 'FERRYPAY_API_REFERENCE_GENERATED';

/**
 * The API reference: generates the pages of every API version from the
 * OpenAPI documents, then hands over to the docs plugin, which reads them as
 * ordinary versioned docs (so the version banners, badge and dropdown are
 * Docusaurus's own). Generating first, in the constructor, matters: the docs
 * plugin reads api_versions.json as soon as it starts.
 */
export default async function apiReferencePlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<LoadedContent>> {
  const store = buildCache(context.siteDir, 'api-reference');
  const generate = async () => {
    const ran = await generateUnlessFresh(context.siteDir, store, async () => {
      // Loaded only when it runs: the OpenAPI tools take 0.3 s to load.
      const {generateApiReference} = await import('./generate');
      const result = await generateApiReference({siteDir: context.siteDir});
      const counts = result.versions.map(({version, operations}) => `${version.label} ${operations.length}`).join(', ');
      const changes = result.diffs
        .map(
          ({older, newer, changes}) =>
            `${older.label} -> ${newer.label} ${changes.length} (${changes.filter((change) => change.breaking).length} breaking)`,
        )
        .join(', ');
      console.info(`[api-reference] generated pages; operations per version: ${counts}; changes between versions: ${changes}.`);
      return result;
    });
    if (!ran) console.info('[api-reference] sources unchanged since the pages were generated; kept them.');
  };
  // scripts/build.mjs builds each locale in a process of its own and sets this
  // for the processes after the first: the pages are generated already.
  if (process.env[API_REFERENCE_GENERATED_ENV] !== 'true') await generate();
  const docs = await pluginContentDocs(context, options);
  let loads = 0;
  return {
    ...docs,
    // In `docusaurus start`, editing a source reloads the plugin's content: regenerate first.
    async loadContent() {
      if (loads++ > 0) await generate();
      return docs.loadContent!();
    },
    getPathsToWatch() {
      return [
        ...(docs.getPathsToWatch?.() ?? []),
        `${context.siteDir}/${apiReferenceSources.openapiDir}/**/*.yaml`,
        `${context.siteDir}/${apiReferenceSources.pagesDir}/**/*.mdx`,
      ];
    },
  };
}

export const validateOptions = validateDocsOptions;
