/**
 * Local plugin: after each locale's build, writes a Markdown twin of every
 * content page (its URL plus `.md`, from the built HTML: ./convert.ts), the
 * locale's llms.txt and llms-full.txt (./llms.ts), and each API version's
 * Postman collection next to its OpenAPI document (./postman.ts), whose links
 * it makes absolute for the tools that import it (./documentLinks.ts);
 * ./write.ts does the writing. Which pages have twins comes from the content
 * plugins (./pages.ts). The files are not routes, so neither the sitemap nor
 * the search index lists them.
 *
 * With TWINS_JOB_ENV set (scripts/build.mjs sets it for every locale but the
 * last), postBuild writes the job to that file instead of running it, and
 * scripts/build.mjs runs it in a process of its own while the next locale
 * builds: the twins are most of a locale's postBuild, on one core, and the
 * next locale's build leaves the other core half idle (PERFORMANCE.md,
 * "Kept optimisations", "Twins beside the next locale's build").
 */
import {writeFile} from 'node:fs/promises';
import type {LoadContext, Plugin} from '@docusaurus/types';
import logger from '@docusaurus/logger';

import {API_PLUGIN_ID, API_TEXT_LOCALE, listedOnSite} from '../../src/config/apiReference';
import type {Locale} from '../../src/config/i18n';
import {twinsJobFile} from '../../src/config/env';
import {twinPages, type LoadedPluginLike} from './pages';
import type {SidebarGroup} from './postman';
import {writeTwins, type TwinsJob} from './write';

/** The API reference's sidebar groups of each version, from the API docs plugin's content. */
function apiSidebars(plugins: readonly LoadedPluginLike[]): [string, SidebarGroup[]][] {
  type Item = {type: string; id?: string; items?: Item[]};
  const api = plugins.find((plugin) => plugin.name === 'docusaurus-plugin-content-docs' && plugin.options.id === API_PLUGIN_ID);
  if (!api) throw new Error('markdown-twins: the API reference docs plugin is not loaded.');
  const versions = (
    api.content as {
      loadedVersions: {
        versionName: string;
        sidebars: Record<string, Item[]>;
      }[];
    }
  ).loadedVersions;
  const docsOf = (items: Item[]): string[] =>
    items.flatMap((item) => (item.type === 'doc' && item.id ? [item.id] : item.type === 'category' ? docsOf(item.items ?? []) : []));
  return versions.map((version) => [
    version.versionName,
    Object.values(version.sidebars)
      .flat()
      .filter((item) => item.type === 'category')
      .map((category) => ({slugs: docsOf(category.items ?? [])})),
  ]);
}

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ferrypay-markdown-twins',

    async postBuild({outDir, siteConfig, i18n, plugins, routesBuildMetadata}) {
      const locale = i18n.currentLocale as Locale;
      const {baseUrl} = siteConfig;
      const job: TwinsJob = {
        siteDir: context.siteDir,
        outDir,
        locale,
        site: {
          title: siteConfig.title,
          url: siteConfig.url,
          baseUrl,
          trailingSlash: siteConfig.trailingSlash,
          staticDirectories: siteConfig.staticDirectories,
          // The default locale's pages where a build leaves that locale out (DOCS_DEFAULT_LOCALE_ONLY).
          apiTextRoot: new URL(i18n.localeConfigs[API_TEXT_LOCALE]?.baseUrl ?? baseUrl, siteConfig.url).href,
        },
        // Unlisted and draft pages have no twin (twinPages); the unreleased API
        // version, noindex for search engines only, has.
        pages: twinPages(plugins).filter((page) =>
          listedOnSite(page.permalink.slice(baseUrl.length), Boolean(routesBuildMetadata[page.permalink]?.noIndex)),
        ),
        apiSidebars: apiSidebars(plugins),
      };
      const jobFile = twinsJobFile();
      if (jobFile) {
        await writeFile(jobFile, JSON.stringify(job));
        logger.info`markdown-twins (${locale}): ${job.pages.length} twins to write beside the next locale's build`;
        return;
      }
      await writeTwins(job);
    },
  };
}
