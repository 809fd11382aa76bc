/**
 * Which pages get a twin, read from what the content plugins loaded: every
 * doc of the guide, every doc of every API version (landing, operations,
 * changes between versions), every blog post and release note, except
 * unlisted and draft ones (src/config/markdownTwins.ts, `hasTwin`). Listing
 * pages (tags, authors, archives, paginated lists), the search page and 404
 * are routes of no doc or post, so they never appear here.
 */
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {API_PLUGIN_ID, API_VERSIONS, type ApiVersion} from '../../src/config/apiReference';
import {hasTwin} from '../../src/config/markdownTwins';
import {RELEASE_NOTE_PLUGIN_ID, type PageKind} from '../../src/config/contentPlugins';

export type TwinPage = {
  kind: PageKind;
  /** The doc's id in its version (`index` for a version's landing page), or the post's id. */
  id: string;
  /** The page's path as routed, under the locale's base URL (`/ferrypay-docs/docs/faq`). */
  permalink: string;
  title: string;
  description: string;
  /** `@site/...`: the Markdown or MDX file the page was built from. */
  source: string;
  /** Guide pages: the sidebar categories that hold the page, outermost first (empty at the top level). */
  categories: string[];
  /** API pages: the version. */
  apiVersion?: ApiVersion;
};

/** The parts of a loaded plugin this module reads (`LoadedPlugin` of @docusaurus/types). */
export type LoadedPluginLike = {
  name: string;
  options: {id?: string};
  content: unknown;
};

type DocLike = {
  id: string;
  title: string;
  description: string;
  permalink: string;
  source: string;
  unlisted?: boolean;
  draft?: boolean;
};
type SidebarItemLike = {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItemLike[];
  link?: {type?: string; id?: string};
};
type DocsContentLike = {
  loadedVersions: {
    versionName: string;
    isLast?: boolean;
    docs: DocLike[];
    sidebars: Record<string, SidebarItemLike[]>;
  }[];
};
type BlogContentLike = {
  blogPosts: {
    id: string;
    metadata: {
      permalink: string;
      title: string;
      description: string;
      source: string;
      unlisted?: boolean;
      frontMatter?: {draft?: boolean};
    };
  }[];
};

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';
const GUIDE_PLUGIN_ID = DEFAULT_PLUGIN_ID;
const BLOG_PLUGIN_ID = DEFAULT_PLUGIN_ID;

/** Each doc id in sidebar order, with the categories that hold it (a category's own page belongs to it). */
function sidebarOrder(items: SidebarItemLike[], categories: string[] = [], out = new Map<string, string[]>()): Map<string, string[]> {
  for (const item of items) {
    if (item.type === 'doc' && item.id && !out.has(item.id)) out.set(item.id, categories);
    if (item.type === 'category') {
      const inner = [...categories, item.label ?? ''];
      if (item.link?.type === 'doc' && item.link.id && !out.has(item.link.id)) out.set(item.link.id, inner);
      sidebarOrder(item.items ?? [], inner, out);
    }
  }
  return out;
}

function docPage(kind: PageKind, doc: DocLike, categories: string[], apiVersion?: ApiVersion): TwinPage {
  return {
    kind,
    id: doc.id,
    permalink: doc.permalink,
    title: doc.title,
    description: doc.description,
    source: doc.source,
    categories,
    ...(apiVersion && {apiVersion}),
  };
}

/** Docs in sidebar order, then the ones no sidebar lists (in id order). */
function docsInOrder(version: DocsContentLike['loadedVersions'][number]): {doc: DocLike; categories: string[]}[] {
  const order = new Map<string, string[]>();
  for (const items of Object.values(version.sidebars)) sidebarOrder(items, [], order);
  const ids = [...order.keys()];
  const rank = (doc: DocLike) => (order.has(doc.id) ? ids.indexOf(doc.id) : ids.length);
  return [...version.docs]
    .sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id))
    .map((doc) => ({doc, categories: order.get(doc.id) ?? []}));
}

export function twinPages(plugins: readonly LoadedPluginLike[]): TwinPage[] {
  const pages: TwinPage[] = [];
  for (const plugin of plugins) {
    const id = plugin.options.id ?? DEFAULT_PLUGIN_ID;
    if (plugin.name === DOCS_PLUGIN && (id === GUIDE_PLUGIN_ID || id === API_PLUGIN_ID)) {
      for (const version of (plugin.content as DocsContentLike).loadedVersions) {
        const apiVersion = id === API_PLUGIN_ID ? API_VERSIONS.find((v) => v.docsVersion === version.versionName) : undefined;
        if (id === API_PLUGIN_ID && !apiVersion)
          throw new Error(`markdown-twins: API version ${version.versionName} is not in API_VERSIONS.`);
        for (const {doc, categories} of docsInOrder(version)) {
          if (!hasTwin(doc)) continue;
          pages.push(docPage(id === API_PLUGIN_ID ? 'api' : 'guide', doc, id === API_PLUGIN_ID ? [] : categories, apiVersion));
        }
      }
    }
    if (plugin.name === BLOG_PLUGIN && (id === BLOG_PLUGIN_ID || id === RELEASE_NOTE_PLUGIN_ID)) {
      // Newest first, as the blog lists them.
      for (const {id: postId, metadata} of (plugin.content as BlogContentLike).blogPosts) {
        if (
          !hasTwin({
            unlisted: metadata.unlisted,
            draft: metadata.frontMatter?.draft,
          })
        )
          continue;
        pages.push({
          kind: id === BLOG_PLUGIN_ID ? 'blog' : 'releaseNote',
          id: postId,
          permalink: metadata.permalink,
          title: metadata.title,
          description: metadata.description,
          source: metadata.source,
          categories: [],
        });
      }
    }
  }
  return pages;
}
