import type {ApiVersion} from '../../src/config/apiReference';
import type {Translate} from './translations';
import {checkOperationErrorCodes, readErrorCatalogue, type ErrorCode} from './errorCodes';
import {renderErrorCodesPage} from './errorCodesPage';
import type {Labels} from './labels';
import {ApiSourceError, type OpenApiDocument} from './openapi';
import type {ApiOperation} from './operations';
import {ERROR_CODES_FILE} from './page';
import type {ValueLink} from './schema';
import {renderWebhookEventsPage} from './webhookEventsPage';
import {WEBHOOK_EVENTS_PAGE, eventAnchor, introducedIn, readWebhooks, type WebhookEvent} from './webhooks';

/**
 * The two catalogues each version's reference generates from its document:
 * the error codes (errorCodes.ts) and the webhook events (webhooks.ts), with
 * the version that introduced each event, found by comparing the versions.
 */
export type VersionCatalogues = {
  errorCodes: ErrorCode[];
  events: WebhookEvent[];
  /** Event type -> the name of the version that introduced it. */
  introducedIn: ReadonlyMap<string, string>;
};

export const ERROR_CODES_PAGE = ERROR_CODES_FILE.replace(/\.mdx$/, '');
/** The generated pages, by doc id, after the hand-written ones in the sidebar. */
export const CATALOGUE_PAGES = [ERROR_CODES_PAGE, WEBHOOK_EVENTS_PAGE] as const;

type LoadedVersion = {
  version: ApiVersion;
  rootFile: string;
  bundled: OpenApiDocument;
  dereferenced: OpenApiDocument;
  operations: ApiOperation[];
};

/**
 * Reads and checks both catalogues of every version; fails naming the
 * document of the first version whose codes or events do not hold together.
 * `loaded` is newest first, as API_VERSIONS lists the versions.
 */
export function loadCatalogues(loaded: readonly LoadedVersion[]): Map<string, VersionCatalogues> {
  const read = loaded.map(({version, rootFile, bundled, dereferenced, operations}) => {
    const errorCodes = readErrorCatalogue(bundled, rootFile);
    const problems = checkOperationErrorCodes(operations, errorCodes);
    if (problems.length > 0) {
      throw new ApiSourceError(`${rootFile}: the operations and the error codes disagree:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    }
    return {name: version.name, errorCodes, events: readWebhooks(dereferenced, rootFile)};
  });
  const introduced = introducedIn([...read].reverse().map(({name, events}) => ({name, eventTypes: events.map((event) => event.type)})));
  return new Map(read.map(({name, errorCodes, events}) => [name, {errorCodes, events, introducedIn: introduced.get(name)!}]));
}

/**
 * Where an enum value marked with `x-ferrypay-catalogue` links: an event type
 * (`enabled_events`, the `type` filter) to its entry on the webhook events page.
 * The error object's `code` lists its values unlinked: the error responses
 * above it already link the codes the operation returns, and every code of the
 * API linked again on every operation page only weighed on the page and its
 * Markdown twin.
 */
export function valueLinkFor({events}: VersionCatalogues): ValueLink {
  const types = new Set(events.map((event) => event.type));
  return (catalogue, value) => {
    if (catalogue === WEBHOOK_EVENTS_PAGE) return types.has(value) ? `${WEBHOOK_EVENTS_PAGE}.mdx#${eventAnchor(value)}` : undefined;
    throw new ApiSourceError(
      `x-ferrypay-catalogue: ${catalogue} names no page whose entries its values can link (${WEBHOOK_EVENTS_PAGE}).`,
    );
  };
}

export type CataloguePagesContext = {
  version: ApiVersion;
  catalogues: VersionCatalogues;
  operations: readonly ApiOperation[];
  labels: Labels;
  t: Translate;
  slugOf: (operationId: string) => string | undefined;
  editUrl?: string;
  lastUpdate?: string;
};

/** Both catalogue pages of a version in one locale, by file name. */
export function renderCataloguePages(context: CataloguePagesContext): Map<string, string> {
  const {version, catalogues, operations, labels, t, slugOf, editUrl, lastUpdate} = context;
  const createWebhook = operations.find((operation) => operation.operationId === 'createWebhook');
  return new Map([
    [ERROR_CODES_FILE, renderErrorCodesPage(catalogues.errorCodes, version.name, {labels, t, slugOf, operations, editUrl, lastUpdate})],
    [
      `${WEBHOOK_EVENTS_PAGE}.mdx`,
      renderWebhookEventsPage(catalogues.events, version.name, {
        labels,
        t,
        slugOf,
        valueLink: valueLinkFor(catalogues),
        introducedIn: catalogues.introducedIn,
        createWebhookFile: createWebhook ? `${createWebhook.slug}.mdx` : 'index.mdx',
        editUrl,
        lastUpdate,
      }),
    ],
  ]);
}
