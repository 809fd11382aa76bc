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
