import path from 'node:path';
import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import {createTranslator, loadCatalogue} from '../../plugins/api-reference/translations';
import {loadCatalogues, renderCataloguePages, valueLinkFor, type VersionCatalogues} from '../../plugins/api-reference/catalogues';
import {LABELS, type PAGE_LOCALES} from '../../plugins/api-reference/labels';
import {loadOpenApi, type LoadedDocument} from '../../plugins/api-reference/openapi';
import {readOperations, type ApiOperation} from '../../plugins/api-reference/operations';
import {renderOperationPage} from '../../plugins/api-reference/page';

/**
 * Every API version's OpenAPI document as the API reference generator loads
 * it, for the unit tests of what it generates from them (the error-code and
 * webhook-event catalogues, the operation pages).
 */
export type ApiVersion = (typeof API_VERSIONS)[number];
export type LoadedVersion = {version: ApiVersion; rootFile: string; operations: ApiOperation[]} & LoadedDocument;

export const VERSION_NAMES = API_VERSIONS.map((version) => version.name);
export const rootFileOf = (name: string) => path.join(apiReferenceSources.openapiDir, name, 'openapi.yaml');
/** The translations of the documents' text (api/openapi/translations). */
export const translationCatalogue = loadCatalogue(apiReferenceSources.translationsFile);

/** Loads every version's document (bundled, linted, dereferenced) and the catalogues the generator reads from them. */
export async function loadApiVersions(): Promise<{loaded: LoadedVersion[]; catalogues: Map<string, VersionCatalogues>}> {
  const loaded = await Promise.all(
    API_VERSIONS.map(async (version) => {
      const rootFile = rootFileOf(version.name);
      const document = await loadOpenApi(rootFile);
      return {version, rootFile, ...document, operations: readOperations(document.dereferenced, rootFile)};
    }),
  );
  return {loaded, catalogues: loadCatalogues(loaded)};
}

/**
 * A version's pages in a locale, rendered as the generator renders them: the
 * catalogue pages by file name, and any operation's page.
 */
export function renderVersionPages(entry: LoadedVersion, catalogues: VersionCatalogues, locale: (typeof PAGE_LOCALES)[number]) {
  const t = createTranslator(locale, translationCatalogue, {
    sourceFile: entry.rootFile,
    catalogueFile: apiReferenceSources.translationsFile,
  });
  const slugOf = (operationId: string) => entry.operations.find((operation) => operation.operationId === operationId)?.slug;
  const context = {labels: LABELS[locale], t, slugOf};
  return {
    cataloguePages: renderCataloguePages({version: entry.version, catalogues, operations: entry.operations, ...context}),
    operationPage: (operation: ApiOperation) =>
      renderOperationPage(operation, {
        ...context,
        apiVersion: entry.version.name,
        errorCodes: catalogues.errorCodes,
        valueLink: valueLinkFor(catalogues),
      }),
  };
}
