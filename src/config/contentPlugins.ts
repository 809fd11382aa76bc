import type {Locale} from './i18n';

/**
 * The ids of the content plugins that are not the default instance. The
 * config registers each under its id; the search index and the Markdown twins
 * tell a page's kind by it (Docusaurus writes `plugin-id-<id>` on the page's
 * `<html>` and keys the plugins' content by it), so a rename here reaches them.
 * The English posts' folder is named after it too
 * (`i18n/en/docusaurus-plugin-content-blog-release-note/`): rename it with the
 * id. The API reference's docs instance has its own, API_PLUGIN_ID
 * (./apiReference.ts).
 */
export const RELEASE_NOTE_PLUGIN_ID = 'release-note';

/**
 * What a content page is, by the plugin that made it: a guide doc, a doc of
 * the API reference, a blog post or a release note.
 */
export type PageKind = 'guide' | 'api' | 'blog' | 'releaseNote';

/**
 * The name of each kind's part of the site: the group a search hit is shown
 * under (hierarchy.lvl0 of its record) for pages outside a guide sidebar
 * category, and llms.txt's section headings.
 */
export const PAGE_KIND_LABELS = {
  'zh-TW': {guide: '使用指南', api: 'API 參考', blog: '部落格', releaseNote: 'Release Note'},
  en: {guide: 'Guide', api: 'API reference', blog: 'Blog', releaseNote: 'Release Note'},
} as const satisfies Record<Locale, Record<PageKind, string>>;
