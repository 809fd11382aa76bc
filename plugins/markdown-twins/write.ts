/**
 * Writes a locale's Markdown twins, llms.txt files and Postman collections
 * from its built HTML (./convert.ts, ./llms.ts, ./postman.ts), and gives the
 * published OpenAPI documents absolute links (./documentLinks.ts). What to write
 * is a `TwinsJob`: plain data that ./index.ts takes from the content plugins
 * in its postBuild, so that the job runs either there or, when
 * scripts/build.mjs asks for it, in a process of its own beside the next
 * locale's build (scripts/write-twins.mjs).
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import logger from '@docusaurus/logger';
import {aliasedSitePathToRelativePath, posixPath, readOutputHTMLFile} from '@docusaurus/utils';

import {API_VERSIONS, apiReferenceSources, postmanCollectionPath, postmanEnvironmentPath} from '../../src/config/apiReference';
import type {Locale} from '../../src/config/i18n';
import {ADMONITION_LABEL_FORMAT, LLMS_FILE, LLMS_FULL_FILE, LLMS_LABELS, twinPathOf} from '../../src/config/markdownTwins';
import {apiPagePath} from '../api-reference/versionHead';
import {FileStore, buildCache, cacheKey, dependencyTreeKey, withoutAssetUrls} from '../shared/buildCache';
import {pageToTwin, withoutIndexPointer, type IndexPointer, type Twin} from './convert';
import {llmsFullTxt, llmsTxt, openapiSitePath, type LlmsEntry} from './llms';
import type {TwinPage} from './pages';
import {withAbsoluteSiteLinks} from './documentLinks';
import {postmanCollection, postmanEnvironment, type SidebarGroup} from './postman';
import {readPageSource} from './source';

const OWN_FILES = ['index.ts', 'write.ts', 'convert.ts', 'source.ts', 'llms.ts', 'pages.ts', 'postman.ts', 'documentLinks.ts'];
/** The packages convert.ts, source.ts and postman.ts make a twin or a collection with. */
const CONVERTERS = [
  'unified',
  'rehype-parse',
  'rehype-remark',
  'remark-gfm',
  'remark-stringify',
  'remark-parse',
  'hast-util-select',
  'unist-util-visit',
  'mdast-util-to-string',
  '@redocly/openapi-core',
  'openapi-to-postmanv2',
];

/** The site's modules outside this plugin that its code imports values from. */
const SITE_MODULES = ['src/config/markdownTwins.ts', 'src/config/apiReference.ts', 'src/config/zoom.ts', 'src/config/contentPlugins.ts'];

/**
 * What the files depend on besides their inputs: this plugin's code, the
 * site modules it imports and the installed versions of the converters and
 * of every package they load. Part of every cache key.
 */
function converterVersion(siteDir: string): string {
  const own = [
    ...OWN_FILES.map((file) => path.join(siteDir, 'plugins/markdown-twins', file)),
    ...SITE_MODULES.map((file) => path.join(siteDir, file)),
  ].map((file) => readFileSync(file));
  return cacheKey(...own, dependencyTreeKey(CONVERTERS));
}

/**
 * The files of the static directories by the SHA-256 of their bytes: an image
 * under 10 kB is inlined into the page as a `data:` URL, and its twin links the
 * file it came from instead.
 */
function staticFilesByHash(siteDir: string, staticDirectories: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of staticDirectories) {
    const root = path.resolve(siteDir, dir);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
      if (!files.has(hash)) files.set(hash, posixPath(path.relative(root, file)));
    }
  }
  return files;
}

function dataUrlBytes(src: string): Buffer | undefined {
  const match = /^data:[^,]*?(;base64)?,(.*)$/s.exec(src);
  if (!match) return undefined;
  return match[1] ? Buffer.from(match[2]!, 'base64') : Buffer.from(decodeURIComponent(match[2]!), 'utf8');
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const size = (text: string) => ({
  bytes: Buffer.byteLength(text),
  gzipBytes: gzipSync(text).length,
});

async function writeSiteFile(outDir: string, relative: string, content: string): Promise<void> {
  const file = path.join(outDir, relative);
  await mkdir(path.dirname(file), {recursive: true});
  await writeFile(file, content);
}

async function cached(store: FileStore, key: string, make: () => Promise<string>): Promise<string> {
  const hit = await store.get(key);
  if (hit) return hit.toString('utf8');
  const made = await make();
  await store.set(key, made);
  return made;
}

/** Everything a locale's twins are made from besides the built files: JSON, so that it can be handed to another process. */
export type TwinsJob = {
  siteDir: string;
  outDir: string;
  locale: Locale;
  site: {
    title: string;
    url: string;
    baseUrl: string;
    trailingSlash?: boolean;
    staticDirectories: string[];
    /** The site's absolute URL in the OpenAPI documents' language (API_TEXT_LOCALE), which their links lead to. */
    apiTextRoot: string;
  };
  /** The pages that get a twin (./pages.ts), unlisted, draft and noindex pages left out. */
  pages: TwinPage[];
  /** Each API docs version's sidebar groups, for the Postman collections' folders. */
  apiSidebars: [docsVersion: string, groups: SidebarGroup[]][];
};

export async function writeTwins({siteDir, outDir, locale, site, pages, apiSidebars}: TwinsJob): Promise<void> {
  const labels = LLMS_LABELS[locale];
  if (!labels) throw new Error(`markdown-twins: no llms.txt labels for locale ${locale}.`);
  const {baseUrl} = site;
  const siteUrl = site.url.replace(/\/$/, '');
  const store = buildCache(siteDir, 'markdown-twins');
  const version = converterVersion(siteDir);

  const byPath = new Map<string, TwinPage>(pages.map((page) => [page.permalink.replace(/\/+$/, ''), page]));
  const twinUrl = (page: TwinPage) => `${siteUrl}${twinPathOf(page.permalink)}`;
  const link = (url: URL) => {
    const target = url.pathname.startsWith(baseUrl) ? byPath.get(url.pathname.replace(/\/+$/, '')) : undefined;
    return target ? `${twinUrl(target)}${url.search}${url.hash}` : url.href;
  };
  const index: IndexPointer = {label: labels.twinIndex, url: `${siteUrl}${baseUrl}${LLMS_FILE}`};
  let staticFiles: Map<string, string> | undefined;
  const image = (name: string) => (src: string) => {
    const bytes = dataUrlBytes(src);
    if (!bytes) return new URL(src, `${siteUrl}${baseUrl}`).href;
    staticFiles ??= staticFilesByHash(siteDir, site.staticDirectories);
    const file = staticFiles.get(createHash('sha256').update(bytes).digest('hex'));
    if (!file) throw new Error(`markdown-twins: ${name} has an inlined image that is no file of the static folders.`);
    return `${siteUrl}${baseUrl}${file}`;
  };

  const entries: LlmsEntry[] = await Promise.all(
    pages.map(async (page): Promise<LlmsEntry> => {
      const relative = page.permalink.slice(baseUrl.length);
      const sourceFile = path.join(siteDir, aliasedSitePathToRelativePath(page.source));
      const name = path.relative(siteDir, sourceFile);
      const [html, source] = await Promise.all([
        readOutputHTMLFile(relative, outDir, site.trailingSlash).then(
          (bytes) => bytes.toString('utf8'),
          (error: unknown) => {
            throw new Error(`markdown-twins: no built HTML for ${page.permalink} (${name}).`, {cause: error});
          },
        ),
        readFile(sourceFile, 'utf8'),
      ]);
      const key = cacheKey(
        version,
        withoutAssetUrls(html),
        source,
        page.description,
        siteUrl,
        baseUrl,
        locale,
        [...byPath.keys()].join('\n'),
      );
      const twin = JSON.parse(
        await cached(store, key, async () =>
          JSON.stringify(
            pageToTwin(html, page.description, {
              pageUrl: `${siteUrl}${page.permalink}`,
              admonitionLabel: ADMONITION_LABEL_FORMAT[locale],
              link,
              image: image(name),
              source: readPageSource(source),
              name,
              index,
            }),
          ),
        ),
      ) as Twin;
      await writeSiteFile(outDir, twinPathOf(page.permalink).slice(baseUrl.length), twin.markdown);
      return {
        page: {...page, title: twin.title},
        url: twinUrl(page),
        markdown: withoutIndexPointer(twin.markdown, index, twinPathOf(page.permalink)),
      };
    }),
  );

  const llms = llmsTxt({siteName: site.title, locale, labels, entries, root: `${siteUrl}${baseUrl}`});
  const llmsFull = llmsFullTxt(entries);
  await writeSiteFile(outDir, LLMS_FILE, llms);
  await writeSiteFile(outDir, LLMS_FULL_FILE, llmsFull);

  const sidebars = new Map(apiSidebars);
  for (const apiVersion of API_VERSIONS) {
    const documentFile = path.join(outDir, openapiSitePath(apiVersion));
    const name = path.relative(siteDir, documentFile);
    if (!existsSync(documentFile)) throw new Error(`markdown-twins: no OpenAPI document ${name} to make the Postman collection from.`);
    const document = withAbsoluteSiteLinks(await readFile(documentFile, 'utf8'), site.apiTextRoot);
    await writeSiteFile(outDir, openapiSitePath(apiVersion), document);
    const sidebar = sidebars.get(apiVersion.docsVersion);
    if (!sidebar) throw new Error(`markdown-twins: no API reference sidebar for version ${apiVersion.label}.`);
    // The version's landing page, `/api/` or `/api/2025-03-01/`, under the documents' locale.
    const pageRoot = new URL(apiPagePath(apiVersion, '/').slice(1), site.apiTextRoot).href;
    const collection = await cached(store, cacheKey(version, document, JSON.stringify(sidebar), apiVersion.name, pageRoot), async () =>
      JSON.stringify(await postmanCollection({document, version: apiVersion, sidebar, pageRoot, name})),
    );
    await writeSiteFile(outDir, postmanCollectionPath(apiVersion), collection);
  }
  for (const mode of ['test', 'live'] as const) {
    await writeSiteFile(
      outDir,
      postmanEnvironmentPath(mode),
      `${JSON.stringify(postmanEnvironment(mode, apiReferenceSources.apiBaseUrl), null, 2)}\n`,
    );
  }
  await store.prune();

  const twins = entries.reduce(
    (sum, {markdown}) => {
      const {bytes, gzipBytes} = size(markdown);
      return {
        bytes: sum.bytes + bytes,
        gzipBytes: sum.gzipBytes + gzipBytes,
      };
    },
    {bytes: 0, gzipBytes: 0},
  );
  const llmsSize = size(llms);
  const fullSize = size(llmsFull);
  logger.info`markdown-twins (${locale}): ${entries.length} twins ${kB(twins.bytes)} (${kB(twins.gzipBytes)} gzip); ${LLMS_FILE} ${kB(
    llmsSize.bytes,
  )} (${kB(llmsSize.gzipBytes)} gzip); ${LLMS_FULL_FILE} ${kB(fullSize.bytes)} (${kB(fullSize.gzipBytes)} gzip); ${
    API_VERSIONS.length
  } Postman collections, 2 Postman environments`;
}
