import {normalizeUrl} from '@docusaurus/utils';
import {apiDocsOptions, type ApiVersion} from '../../src/config/apiReference';
import type {ApiOperation} from './operations';

/** The component an unmaintained version's page names its canonical URL with (it needs the site URL and base path of the build). */
export const CANONICAL_COMPONENT = 'ApiCanonical';
const CANONICAL_IMPORT = `import ${CANONICAL_COMPONENT} from '@site/src/components/api/Canonical';`;

/**
 * The path of a version's page under the locale's site root, as Docusaurus
 * builds it from the page's slug: `/api/create-an-order`, `/api/next/`.
 */
export function apiPagePath(version: ApiVersion, slug: string): string {
  return normalizeUrl(['/', apiDocsOptions.routeBasePath, version.path, slug]);
}

/**
 * The path of the latest version's page for an operation, found by its
 * operationId: a new summary in the latest version gives the operation a new
 * slug, and its canonical follows. Undefined when the latest version has no
 * such operation.
 */
export function latestOperationPath(
  latest: {version: ApiVersion; operations: Pick<ApiOperation, 'operationId' | 'slug'>[]} | undefined,
  operationId: string,
): string | undefined {
  const operation = latest?.operations.find((candidate) => candidate.operationId === operationId);
  return operation && apiPagePath(latest!.version, `/${operation.slug}`);
}

/**
 * What a page of an API version adds to the document head, as MDX to put
 * after its front matter, so that search engines show the released API:
 *
 * - an unmaintained version's pages stay in the sitemap, but name as
 *   canonical the same page of the latest version (`latestPath`), when the
 *   latest version has one;
 * - the latest version's pages keep the theme's head;
 * - so do an unreleased version's: they are `noindex` through the docs
 *   plugin's version option (`noIndex`, src/config/apiReference.ts). Their
 *   canonical URL stays their own: pointing a noindex page at the latest one
 *   would ask a search engine to fold two pages together while one of them
 *   asks not to be indexed.
 */
export function versionHead(version: ApiVersion, latestPath: string | undefined): string {
  if (version.banner === 'unmaintained' && latestPath)
    return [CANONICAL_IMPORT, '', `<${CANONICAL_COMPONENT} path="${latestPath}" />`].join('\n');
  return '';
}

/** Puts `head` (from versionHead) right after the page's front matter. */
export function withVersionHead(page: string, head: string, file: string): string {
  if (!head) return page;
  const end = page.startsWith('---\n') ? page.indexOf('\n---\n', 3) : -1;
  if (end < 0) throw new Error(`${file}: a page must start with front matter.`);
  const afterFrontMatter = end + '\n---\n'.length;
  return `${page.slice(0, afterFrontMatter)}\n${head}\n${page.slice(afterFrontMatter)}`;
}
