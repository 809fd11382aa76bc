import pluginContentDocs, {validateOptions as validateDocsOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';

import path from 'node:path';
import {apiReferenceSources} from '../../src/config/apiReference';
import {PRERENDERED_SAMPLES_MODULE} from '../../src/config/apiSamples';
import {apiReferenceGenerated} from '../../src/config/env';
import {buildCache} from '../shared/buildCache';
import {withoutDocDescriptions} from '../shared/versionProps';
import {generateUnlessFresh} from './freshness';

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
      // Loaded only when it runs: the OpenAPI tools are slow to load (PERFORMANCE.md,
      // "Kept optimisations", "API reference generated when its sources change").
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
  if (!apiReferenceGenerated()) await generate();
  // Its version metadata without each page's description, as the guide's (../shared/versionProps.ts).
  const docs = withoutDocDescriptions(await pluginContentDocs(context, options), options.id);
  let loads = 0;
  return {
    ...docs,
    // In `docusaurus start`, editing a source reloads the plugin's content: regenerate first.
    async loadContent() {
      if (loads++ > 0) await generate();
      return docs.loadContent!();
    },
    configureWebpack(config, isServer, utils, content) {
      const docsConfig = docs.configureWebpack?.(config, isServer, utils, content) ?? {};
      // The request samples' code reaches the server bundle, which renders it
      // into each page's HTML, and no browser bundle (src/config/apiSamples.ts).
      const samples = path.join(
        context.siteDir,
        'src/components/api/Samples',
        isServer ? 'prerendered.server.ts' : 'prerendered.browser.ts',
      );
      return {
        ...docsConfig,
        resolve: {...docsConfig.resolve, alias: {...docsConfig.resolve?.alias, [PRERENDERED_SAMPLES_MODULE]: samples}},
      };
    },
    getPathsToWatch() {
      return [
        ...(docs.getPathsToWatch?.() ?? []),
        `${context.siteDir}/${apiReferenceSources.openapiDir}/**/*.yaml`,
        `${context.siteDir}/${apiReferenceSources.pagesDir}/**/*.mdx`,
        // The webhooks page shows the verification code in every sample language.
        `${context.siteDir}/${apiReferenceSources.signatureSamplesDir}/*`,
      ];
    },
  };
}

export const validateOptions = validateDocsOptions;
