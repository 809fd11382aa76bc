/**
 * The archive page of the blog a list page belongs to: the blog's base path
 * plus `archive`, the blog plugin's `archiveBasePath` default. A later list
 * page (`/blog/page/2`, the plugin's `pageBasePath` default) belongs to the
 * same blog as its first.
 */
export function archivePathOf(listPermalink: string): string {
  const blogBase = listPermalink.replace(/\/page\/\d+\/?$/, '').replace(/\/+$/, '');
  return `${blogBase}/archive`;
}
