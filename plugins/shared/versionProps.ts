import type {LoadedContent, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {Plugin, RouteConfig} from '@docusaurus/types';

/** A doc as the version metadata lists it, once its description is left out. */
type LeanVersionDoc = Omit<PropVersionMetadata['docs'][string], 'description'>;

/** Whether `value` is the docs plugin's version metadata: a version's route props (`props.version`). */
function isVersionMetadata(value: unknown): value is PropVersionMetadata {
  if (typeof value !== 'object' || value === null) return false;
  const {pluginId, docsSidebars, docs} = value as Partial<Record<keyof PropVersionMetadata, unknown>>;
  return typeof pluginId === 'string' && typeof docsSidebars === 'object' && typeof docs === 'object' && docs !== null;
}

/**
 * The route and its child routes, each version's metadata without the docs'
 * descriptions; `found` counts the version metadata met.
 */
function withLeanVersionProps(route: RouteConfig, found: {count: number}): RouteConfig {
  const lean = route.routes ? {...route, routes: route.routes.map((child) => withLeanVersionProps(child, found))} : route;
  const version = route.props?.version;
  if (!isVersionMetadata(version)) return lean;
  found.count++;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]): [string, LeanVersionDoc] => [id, doc]),
  );
  return {...lean, props: {...route.props, version: {...version, docs}}};
}

/**
 * The docs plugin, its version metadata without each doc's description.
 *
 * The plugin passes every version route its metadata as props, and every
 * page of the version loads them with the page: each doc's id, title,
 * sidebar and description. Only the theme's DocCard reads the description
 * (`useDocById`, for DocCardList and generated category indexes), and no page
 * here renders one; a page's own description comes with the page. Left out,
 * a first visit to the guide downloads about 5 kB gzip less (PERFORMANCE.md,
 * "Kept optimisations", "Version metadata without the docs' descriptions").
 *
 * The props' shape is the plugin's (`PropVersionMetadata`, a public type of
 * @docusaurus/plugin-content-docs, pinned in package.json): a build whose
 * docs plugin added no version route with such props fails, naming the
 * plugin, rather than shipping the descriptions again unnoticed
 * (patches/README.md).
 */
export function withoutDocDescriptions(docs: Plugin<LoadedContent>, pluginId: string): Plugin<LoadedContent> {
  const {contentLoaded} = docs;
  const plugin = `${docs.name} (id ${pluginId})`;
  if (!contentLoaded) throw new Error(`${plugin}: the docs plugin has no contentLoaded; its version metadata cannot be made lean.`);
  return {
    ...docs,
    async contentLoaded(args) {
      const found = {count: 0};
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withLeanVersionProps(route, found));
      await contentLoaded.call(docs, {...args, actions: {...args.actions, addRoute}});
      if (found.count === 0) {
        throw new Error(
          `${plugin}: the docs plugin added no version route with its version metadata as props (props.version with docs and docsSidebars). ` +
            '@docusaurus/plugin-content-docs changed how it passes version metadata: see patches/README.md, "plugins/shared/versionProps.ts".',
        );
      }
    },
  };
}
