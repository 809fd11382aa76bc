import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent, LoadedVersion} from '@docusaurus/plugin-content-docs';
import type {Plugin, RouteConfig} from '@docusaurus/types';

/**
 * A docs plugin whose version metadata, loaded on every page of the version,
 * leaves out each doc's title and description.
 *
 * Docusaurus hands the version's layout route a `version` prop with every doc's
 * id, title, description and sidebar. Only `useDocById` reads that list, and
 * only `DocCard` calls it, for a card's description (its title is the sidebar
 * label): the cards of `DocCardList` and of generated-index category pages.
 * Neither is on our pages, and titles and descriptions were 5.2 of the 7.8 kB
 * gzip of the guide's metadata chunk, on each guide page (BENCHMARKS.md, "Guide
 * page weight"). A version that shows cards keeps them: a sidebar with a
 * generated-index category, or a page that mentions `DocCard` (an import of
 * DocCardList or DocCard). Ids and sidebars stay, so `useDocById` still finds
 * every doc.
 */
export function withLeanVersionMetadata(docs: Plugin<LoadedContent>, siteDir: string): Plugin<LoadedContent> {
  return {
    ...docs,
    async contentLoaded(args) {
      const keep = new Set<string>();
      for (const version of args.content.loadedVersions) {
        if (await showsDocCards(version, siteDir)) keep.add(version.versionName);
      }
      const addRoute = (route: RouteConfig) => args.actions.addRoute(leanRoute(route, keep));
      return docs.contentLoaded!({...args, actions: {...args.actions, addRoute}});
    },
  };
}

type VersionProp = {version: string; docs: Record<string, {id: string; title?: string; description?: string; sidebar?: string}>};

function leanRoute(route: RouteConfig, keep: Set<string>): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const lean =
    version?.docs && !keep.has(version.version)
      ? {
          ...route.props,
          version: {
            ...version,
            docs: Object.fromEntries(
              Object.entries(version.docs).map(([id, {description: _d, title: _t, ...doc}]) => [id, doc]),
            ),
          },
        }
      : route.props;
  return {
    ...route,
    ...(lean && {props: lean}),
    ...(route.routes && {routes: route.routes.map((child) => leanRoute(child, keep))}),
  };
}

async function showsDocCards(version: LoadedVersion, siteDir: string): Promise<boolean> {
  const generatedIndex = (items: unknown[]): boolean =>
    items.some((item) => {
      const {type, link, items: children} = item as {type?: string; link?: {type?: string}; items?: unknown[]};
      return type === 'category' && (link?.type === 'generated-index' || generatedIndex(children ?? []));
    });
  if (Object.values(version.sidebars).some(generatedIndex)) return true;
  for (const doc of version.docs) {
    // source is `@site/<path relative to the site>`.
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    if ((await readFile(file, 'utf8')).includes('DocCard')) return true;
  }
  return false;
}
