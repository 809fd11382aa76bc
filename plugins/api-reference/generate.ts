import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {getEditUrl, posixPath} from '@docusaurus/utils';
import {parseYaml, stringifyYaml} from '@redocly/openapi-core';

import {
  API_PLUGIN_ID,
  API_TEXT_LOCALE,
  API_VERSIONS,
  LATEST_API_VERSION,
  apiDocsOptions,
  apiReferenceSources,
  postmanCollectionPath,
  postmanEnvironmentPath,
  versionLabel,
  type ApiVersion,
} from '../../src/config/apiReference';
import {API_SAMPLES_STATIC_DIR} from '../../src/config/apiSamples';
import {DEFAULT_LOCALE} from '../../src/config/i18n';
import {editUrl as repositoryEditUrl} from '../../src/config/product';
import {createTranslator, loadCatalogue, type Catalogue, type Translate} from './translations';
import {CATALOGUE_PAGES, loadCatalogues, renderCataloguePages, valueLinkFor} from './catalogues';
import type {VersionChange} from './diffChanges';
import {diffPageId, diffPageSlug, renderDiffPage} from './diffPage';
import {syncDirectory, writeIfChanged} from './files';
import {checkPageFrontMatter} from './frontMatter';
import {LABELS, PAGE_LOCALES, type PageLocale} from './labels';
import {code, escapeMdx, table} from './markdown';
import {loadOpenApi, naming, type OpenApiDocument} from './openapi';
import {groupByTag, readOperations, slugify, type ApiOperation, type ApiTag} from './operations';
import {renderOperationPage} from './page';
import {codeSamples} from './samples';
import {signatureSamplesBlock} from './signatureSamples';
import {addFrontMatter, renderTemplate} from './template';
import {diffVersions} from './versionDiff';
import {apiPagePath, latestOperationPath, versionHead, withVersionHead} from './versionHead';

export type GenerateOptions = {
  siteDir: string;
  /** Where to write; the site directory unless a test wants a scratch folder. */
  outDir?: string;
  versions?: readonly ApiVersion[];
  /** The last change of a set of source files, as an ISO date; git by default. */
  lastUpdate?: (files: string[]) => string | undefined;
  /** List strings the catalogue lacks instead of failing on the first one (for translators). */
  collectMissingTranslations?: boolean;
};

export type GeneratedVersion = {version: ApiVersion; operations: ApiOperation[]; tags: ApiTag[]};

/** The changes from one version to the next, on a page of the newer version's reference. */
export type VersionDiff = {older: ApiVersion; newer: ApiVersion; changes: VersionChange[]; olderTags: ApiTag[]; newerTags: ApiTag[]};

export type GenerationResult = {
  versions: GeneratedVersion[];
  /** One per pair of consecutive versions, older to newer. */
  diffs: VersionDiff[];
  /** Catalogue entries no page used: stale translations. */
  unusedTranslations: string[];
  /** Only with `collectMissingTranslations`. */
  missingTranslations: string[];
  /** What the generator wrote: files, and the folders it owns whole (absolute paths). */
  outputs: string[];
};

const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/** Where Docusaurus looks for a version's pages in a locale (see the docs plugin's versions/files.js). */
export function docsDirFor(version: ApiVersion, locale: string): string {
  const versionDir = version.docsVersion === 'current' ? 'current' : `version-${version.docsVersion}`;
  if (locale !== DEFAULT_LOCALE) return path.join('i18n', locale, `${DOCS_PLUGIN_NAME}-${API_PLUGIN_ID}`, versionDir);
  if (version.docsVersion === 'current') return apiDocsOptions.path;
  return path.join(`${API_PLUGIN_ID}_versioned_docs`, versionDir);
}

export function sidebarFileFor(version: ApiVersion): string {
  if (version.docsVersion === 'current') return path.normalize(apiDocsOptions.sidebarPath);
  return path.join(`${API_PLUGIN_ID}_versioned_sidebars`, `version-${version.docsVersion}-sidebars.json`);
}

function sidebarTranslationFileFor(version: ApiVersion, locale: string): string {
  const name = version.docsVersion === 'current' ? 'current' : `version-${version.docsVersion}`;
  return path.join('i18n', locale, `${DOCS_PLUGIN_NAME}-${API_PLUGIN_ID}`, `${name}.json`);
}

export function openapiFileFor(version: ApiVersion): string {
  return path.join(apiReferenceSources.staticDir, `${version.name}.yaml`);
}

/**
 * The date of the last commit that changed any of the files. Memoised: every
 * operation page of a version and locale asks for the same files, and each
 * `git log` costs a process.
 */
function gitLastUpdate(siteDir: string): (files: string[]) => string | undefined {
  const dates = new Map<string, string | undefined>();
  const ask = (files: string[]) => {
    try {
      const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {cwd: siteDir, encoding: 'utf8'}).trim();
      return date || undefined;
    } catch {
      return undefined;
    }
  };
  return (files) => {
    const key = files.join('\0');
    if (!dates.has(key)) dates.set(key, ask(files));
    return dates.get(key);
  };
}

/** The file of the root document each path's `$ref` points to, for "edit this page". */
function pathSourceFiles(rootFile: string): Map<string, string> {
  const root = parseYaml(readFileSync(rootFile, 'utf8')) as {paths?: Record<string, {$ref?: string}>};
  const files = new Map<string, string>();
  for (const [apiPath, item] of Object.entries(root.paths ?? {})) {
    files.set(apiPath, item.$ref ? path.join(path.dirname(rootFile), item.$ref.split('#')[0]!) : rootFile);
  }
  return files;
}

function operationsIndex(tags: ApiTag[], locale: PageLocale, t: Translate): string {
  const labels = LABELS[locale];
  return tags
    .map((tag) =>
      [
        `### ${t(tag.name)} {#operations-${slugify(tag.name)}}`,
        '',
        escapeMdx(t(tag.description)),
        '',
        table(
          labels.operationsTableHeaders,
          tag.operations.map((operation) => [
            `[${escapeMdx(t(operation.summary))}](${operation.slug}.mdx)`,
            code(operation.method),
            code(operation.path),
          ]),
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

function sidebarFor(tags: ApiTag[], t: Translate, pages: string[]): object {
  return {
    [API_PLUGIN_ID]: [
      ...pages.map((id) => ({type: 'doc', id})),
      ...tags.map((tag) => ({
        type: 'category',
        key: slugify(tag.name),
        label: t(tag.name),
        collapsed: false,
        items: tag.operations.map((operation) => ({type: 'doc', id: operation.slug})),
      })),
    ],
  };
}

function sidebarTranslations(version: ApiVersion, locale: PageLocale, tags: ApiTag[], t: Translate): object {
  return {
    'version.label': {message: versionLabel(version, locale), description: `The label for version ${version.docsVersion}`},
    ...Object.fromEntries(
      tags.map((tag) => [
        `sidebar.${API_PLUGIN_ID}.category.${slugify(tag.name)}`,
        {message: t(tag.name), description: `The label for category '${tag.name}' in sidebar '${API_PLUGIN_ID}'`},
      ]),
    ),
  };
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Where a page's text came from: the document, and in a translated locale the catalogue too. */
const textSource = (document: string, locale: string, catalogueFile: string) =>
  locale === API_TEXT_LOCALE ? document : `${document}, its ${locale} text from ${catalogueFile}`;

const operationName = (operation: ApiOperation) => `operation ${operation.operationId} (${operation.method} ${operation.path})`;

type LoadedVersion = {version: ApiVersion; dereferenced: OpenApiDocument; operations: ApiOperation[]};

/** Each version compared with the one before it; `loaded` is newest first, as API_VERSIONS. */
function compareConsecutive(loaded: LoadedVersion[]): VersionDiff[] {
  return loaded.slice(0, -1).map((newer, index) => {
    const older = loaded[index + 1]!;
    return {
      older: older.version,
      newer: newer.version,
      changes: diffVersions(older.dereferenced, newer.dereferenced),
      olderTags: groupByTag(older.dereferenced, older.operations),
      newerTags: groupByTag(newer.dereferenced, newer.operations),
    };
  });
}

/** `%%DIFF_PAGE_2026_06_01%%`: where the hand-written pages of every version link the page of the changes up to a version. */
function diffPageVariables(diffs: VersionDiff[]): Record<string, string> {
  return Object.fromEntries(
    diffs.map((diff) => [
      `DIFF_PAGE_${diff.newer.name.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`,
      apiPagePath(diff.newer, diffPageSlug(diff)),
    ]),
  );
}

/**
 * Generates the whole API reference from api/openapi and api/pages: every
 * version's pages in every locale, the sidebars, the versions file, the
 * sidebar label translations and the downloadable documents. Docusaurus's docs
 * plugin then reads them like hand-written versioned docs.
 */
export async function generateApiReference(options: GenerateOptions): Promise<GenerationResult> {
  const {siteDir} = options;
  const outDir = options.outDir ?? siteDir;
  const versions = options.versions ?? API_VERSIONS;
  const lastUpdate = options.lastUpdate ?? gitLastUpdate(siteDir);
  const source = (relative: string) => path.join(siteDir, relative);
  const out = (relative: string) => path.join(outDir, relative);
  const editUrl = (relative: string) => getEditUrl(relative, repositoryEditUrl);

  const catalogueFile = apiReferenceSources.translationsFile;
  const catalogue: Catalogue = loadCatalogue(source(catalogueFile));
  const used = new Set<string>();
  const missing = options.collectMissingTranslations ? new Set<string>() : undefined;
  const results: GeneratedVersion[] = [];
  const outputs: string[] = [];
  const write = (relative: string, content: string) => {
    outputs.push(out(relative));
    writeIfChanged(out(relative), content);
  };

  const loaded = [];
  for (const version of versions) {
    const rootFile = path.join(apiReferenceSources.openapiDir, version.name, 'openapi.yaml');
    const {bundled, dereferenced} = await loadOpenApi(source(rootFile), siteDir);
    loaded.push({version, rootFile, bundled, dereferenced, operations: readOperations(dereferenced, rootFile)});
  }
  const diffs = compareConsecutive(loaded);
  // The same files in every version and locale.
  const signatureSamples = signatureSamplesBlock(siteDir);
  const catalogues = loadCatalogues(loaded);
  // An unmaintained version's pages name the same page of the latest version as canonical (versionHead.ts).
  const latest = loaded.find((entry) => entry.version.name === LATEST_API_VERSION);
  const latestPath = (slug: string) => latest && apiPagePath(latest.version, slug);

  for (const {version, rootFile, bundled, dereferenced, operations} of loaded) {
    const versionDir = path.dirname(rootFile);
    const tags = groupByTag(dereferenced, operations);
    const ordered = tags.flatMap((tag) => tag.operations);
    const slugOf = (operationId: string) => operations.find((operation) => operation.operationId === operationId)?.slug;
    const sourceFiles = pathSourceFiles(source(rootFile));
    const apiUpdated = lastUpdate([versionDir]);
    const baseUrl = dereferenced.servers?.[0]?.url ?? apiReferenceSources.apiBaseUrl;
    const versionCatalogues = catalogues.get(version.name)!;
    const valueLink = valueLinkFor(versionCatalogues);

    for (const locale of PAGE_LOCALES) {
      const t =
        locale === API_TEXT_LOCALE
          ? createTranslator('en', catalogue, {sourceFile: rootFile, catalogueFile})
          : createTranslator(locale, catalogue, {sourceFile: rootFile, catalogueFile}, used, missing);
      const files = new Map<string, string>();
      for (const operation of ordered) {
        const sourceFile = path.relative(siteDir, sourceFiles.get(operation.path) ?? source(rootFile));
        const file = `${operation.slug}.mdx`;
        const page = naming(`${textSource(rootFile, locale, catalogueFile)}, ${operationName(operation)}`, () =>
          renderOperationPage(operation, {
            labels: LABELS[locale],
            t,
            slugOf,
            apiVersion: version.name,
            errorCodes: versionCatalogues.errorCodes,
            valueLink,
            editUrl: editUrl(locale === API_TEXT_LOCALE ? sourceFile : catalogueFile),
            lastUpdate: locale === API_TEXT_LOCALE ? apiUpdated : lastUpdate([versionDir, catalogueFile]),
          }),
        );
        files.set(file, withVersionHead(page, versionHead(version, latestOperationPath(latest, operation.operationId)), file));
      }
      // The changes up to this version: a page of this version only, so no other version's page is its canonical.
      for (const diff of diffs.filter((candidate) => candidate.newer === version)) {
        const olderDir = path.join(apiReferenceSources.openapiDir, diff.older.name);
        const dirs = [olderDir, versionDir];
        const diffUpdated = lastUpdate(locale === API_TEXT_LOCALE ? dirs : [...dirs, catalogueFile]);
        const documents = `${path.join(olderDir, 'openapi.yaml')} and ${rootFile}`;
        const page = naming(`${textSource(documents, locale, catalogueFile)}, the page of the changes between them`, () =>
          renderDiffPage(diff, {labels: LABELS[locale], t, lastUpdate: diffUpdated}),
        );
        files.set(`${diffPageId(diff)}.mdx`, page);
      }
      const generatedPages = naming(`${textSource(rootFile, locale, catalogueFile)}, the error-code and webhook-event pages`, () =>
        renderCataloguePages({
          version,
          catalogues: versionCatalogues,
          operations: ordered,
          labels: LABELS[locale],
          t,
          slugOf,
          editUrl: editUrl(locale === API_TEXT_LOCALE ? rootFile : catalogueFile),
          lastUpdate: locale === API_TEXT_LOCALE ? apiUpdated : lastUpdate([versionDir, catalogueFile]),
        }),
      );
      for (const [file, page] of generatedPages) {
        files.set(file, withVersionHead(page, versionHead(version, latestPath(`/${file.replace(/\.mdx$/, '')}`)), file));
      }
      const pagesDir = path.join(apiReferenceSources.pagesDir, locale);
      for (const page of readdirSync(source(pagesDir))
        .filter((name) => name.endsWith('.mdx'))
        .sort()) {
        const pageFile = path.join(pagesDir, page);
        const rendered = renderTemplate(readFileSync(source(pageFile), 'utf8'), pageFile, {
          version: version.name,
          variables: {
            API_VERSION: version.name,
            LATEST_API_VERSION,
            OPENAPI_FILE: `/${posixPath(path.relative('static', openapiFileFor(version)))}`,
            POSTMAN_COLLECTION_FILE: `/${postmanCollectionPath(version)}`,
            POSTMAN_TEST_ENVIRONMENT_FILE: `/${postmanEnvironmentPath('test')}`,
            POSTMAN_LIVE_ENVIRONMENT_FILE: `/${postmanEnvironmentPath('live')}`,
            ...diffPageVariables(diffs),
          },
          blocks: {operations: operationsIndex(tags, locale, t), 'signature-samples': signatureSamples},
        });
        const {slug = `/${page.replace(/\.mdx$/, '')}`} = await checkPageFrontMatter(rendered, pageFile);
        const withEditUrl = addFrontMatter(rendered, pageFile, {custom_edit_url: editUrl(pageFile)}, lastUpdate([pageFile]));
        files.set(page, withVersionHead(withEditUrl, versionHead(version, latestPath(slug)), pageFile));
      }
      outputs.push(out(docsDirFor(version, locale)));
      syncDirectory(out(docsDirFor(version, locale)), files);
      if (locale !== DEFAULT_LOCALE) write(sidebarTranslationFileFor(version, locale), json(sidebarTranslations(version, locale, tags, t)));
    }

    const pageIds = readdirSync(source(path.join(apiReferenceSources.pagesDir, DEFAULT_LOCALE)))
      .filter((name) => name.endsWith('.mdx'))
      .map((name) => name.replace(/\.mdx$/, ''))
      .sort((a, b) => (a === 'index' ? -1 : b === 'index' ? 1 : a.localeCompare(b)))
      .concat(CATALOGUE_PAGES);
    const defaultT = createTranslator(DEFAULT_LOCALE, catalogue, {sourceFile: rootFile, catalogueFile}, used, missing);
    const diffIds = diffs.filter((diff) => diff.newer === version).map(diffPageId);
    write(sidebarFileFor(version), json(sidebarFor(tags, defaultT, [...pageIds, ...diffIds])));
    // Each operation's request samples, published for its page (src/config/apiSamples.ts).
    const samplesDir = out(path.join(API_SAMPLES_STATIC_DIR, version.name));
    outputs.push(samplesDir);
    syncDirectory(
      samplesDir,
      new Map(
        ordered.map((operation) => [
          `${operation.slug}.json`,
          json(naming(`${rootFile}, ${operationName(operation)}`, () => codeSamples(operation, {baseUrl, apiVersion: version.name}))),
        ]),
      ),
    );
    write(
      openapiFileFor(version),
      `# Ferrypay API ${version.label}, bundled from ${rootFile}.\n${stringifyYaml(bundled, {lineWidth: -1, noRefs: true})}`,
    );
    results.push({version, operations, tags});
  }

  // Newest dated version first, as `docusaurus docs:version` would write it.
  const dated = versions.filter((version) => version.docsVersion !== 'current').map((version) => version.docsVersion);
  write(`${API_PLUGIN_ID}_versions.json`, json(dated));

  return {
    versions: results,
    diffs,
    unusedTranslations: [...catalogue.keys()].filter((key) => !used.has(key)),
    missingTranslations: [...(missing ?? [])],
    outputs,
  };
}
