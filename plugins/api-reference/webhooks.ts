import {ApiSourceError, type OpenApiDocument} from './openapi';
import type {JsonSchema} from './operations';
import {mergeAllOf, normalizeSchema} from './schema';

/**
 * The webhook events of a version: the document's OpenAPI 3.1 `webhooks`
 * section, one entry per event type, each a POST of the event to the
 * receiver's endpoint.
 */
export type WebhookEvent = {
  /** The event type, the key of the entry (`payout.succeeded`). */
  type: string;
  operationId: string;
  /** When Ferrypay sends it, in a few words. */
  summary: string;
  /** When Ferrypay sends it and what the payload holds, with a link to the guide page of the trigger. */
  description: string;
  /** The payload: the event envelope with its typed `data.object`, `allOf` folded. */
  schema: JsonSchema;
  example: unknown;
  /** The `object` of `data.object` (`payout`), from the constant its schema declares. */
  objectName?: string;
  /** The Ferrypay-Signature header: how to verify a delivery, with example values. */
  signature: {description: string; examples: SignatureExample[]};
  /** Status (`2XX`, `default`) and what it means to Ferrypay. */
  responses: {status: string; description: string}[];
};

export type SignatureExample = {summary?: string; description?: string; value: string};

/** The header every delivery carries; each event's entry must declare it. */
export const SIGNATURE_HEADER = 'Ferrypay-Signature';

/** The schema extension that names the page describing every value of an enum (schema.ts). */
const CATALOGUE_KEY = 'x-ferrypay-catalogue';
export const WEBHOOK_EVENTS_PAGE = 'webhook-events';

/** `payment_link.paid` -> `payment-link-paid`: the entry's anchor on the catalogue page. */
export function eventAnchor(type: string): string {
  return type.replace(/[._]/g, '-');
}

type RawParameter = {name?: string; in?: string; description?: string; examples?: Record<string, Partial<SignatureExample>>};
type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: RawParameter[];
  requestBody?: {content?: Record<string, {schema?: JsonSchema; example?: unknown}>};
  responses?: Record<string, {description?: string}>;
};

/** The enum of event types that `enabled_events` accepts: the schema marked as described by the webhook events page. */
export function eventTypeEnum(doc: OpenApiDocument): string[] | undefined {
  const schemas = (doc.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const marked = Object.values(schemas).find((schema) => schema[CATALOGUE_KEY] === WEBHOOK_EVENTS_PAGE);
  return marked?.enum?.map(String);
}

const GUIDE_LINK = /\]\(\/docs\/[^)]+\)/;

function readEvent(type: string, raw: RawOperation | undefined, problems: string[]): WebhookEvent | undefined {
  const where = `webhook ${type}`;
  if (!raw) {
    problems.push(`${where} needs a post operation: the delivery.`);
    return undefined;
  }
  const json = raw.requestBody?.content?.['application/json'];
  const missing = [
    !raw.operationId && 'an operationId',
    !raw.summary && 'a summary',
    !raw.description && 'a description',
    !json?.schema && 'an application/json request body schema',
    json?.example === undefined && 'an example of the request body',
    !raw.responses?.['2XX'] && 'a 2XX response',
  ].filter(Boolean);
  if (missing.length > 0) problems.push(`${where} needs ${missing.join(', ')}.`);
  if (raw.description && !GUIDE_LINK.test(raw.description))
    problems.push(`${where}: its description must link the guide page that describes the trigger (/docs/...).`);
  const header = raw.parameters?.find((parameter) => parameter.in === 'header' && parameter.name === SIGNATURE_HEADER);
  if (!header?.description) problems.push(`${where} needs the ${SIGNATURE_HEADER} header parameter, with a description.`);
  if (missing.length > 0 || !header?.description) return undefined;
  const schema = mergeAllOf(json!.schema!);
  const dataObject = schema.properties?.data?.properties?.object;
  const objectConst = dataObject && normalizeSchema(dataObject).schema.properties?.object?.const;
  return {
    type,
    operationId: raw.operationId!,
    summary: raw.summary!,
    description: raw.description!,
    schema,
    example: json!.example,
    objectName: typeof objectConst === 'string' ? objectConst : undefined,
    signature: {
      description: header.description,
      examples: Object.values(header.examples ?? {}).map((example) => ({...example, value: String(example.value)})),
    },
    responses: Object.entries(raw.responses ?? {}).map(([status, response]) => ({status, description: response.description ?? ''})),
  };
}

/**
 * Reads the `webhooks` section of a dereferenced document, and fails naming
 * the file unless it has exactly one entry per event type that
 * `enabled_events` accepts, each complete enough for its catalogue entry.
 */
export function readWebhooks(doc: OpenApiDocument, file: string): WebhookEvent[] {
  const problems: string[] = [];
  const webhooks = (doc.webhooks ?? {}) as Record<string, {post?: RawOperation}>;
  const accepted = eventTypeEnum(doc);
  if (!accepted) problems.push(`the schema of the event types needs ${CATALOGUE_KEY}: ${WEBHOOK_EVENTS_PAGE} and an enum.`);
  const declared = Object.keys(webhooks);
  const missing = (accepted ?? []).filter((type) => !declared.includes(type));
  const unknown = declared.filter((type) => accepted && !accepted.includes(type));
  if (missing.length > 0) problems.push(`webhooks lacks ${missing.join(', ')}, which enabled_events accepts.`);
  if (unknown.length > 0) problems.push(`webhooks has ${unknown.join(', ')}, which enabled_events does not accept.`);
  const events = declared.flatMap((type) => readEvent(type, webhooks[type]?.post, problems) ?? []);
  // The page states the header and the expected responses once, for every event.
  const shared = (event: WebhookEvent) => JSON.stringify([event.signature, event.responses]);
  for (const event of events.slice(1)) {
    if (shared(event) !== shared(events[0]!)) {
      problems.push(
        `webhook ${event.type} has another ${SIGNATURE_HEADER} header or other responses than ${events[0]!.type}; every event shares them.`,
      );
    }
  }
  if (problems.length > 0) {
    throw new ApiSourceError(`${file} cannot be turned into the webhook events page:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return events;
}

/**
 * The version that introduced each event type: the oldest version whose
 * document has it. `versions` is ordered oldest first; an event a version
 * dropped and a later one brought back counts from its return.
 */
export function introducedIn(versions: readonly {name: string; eventTypes: readonly string[]}[]): Map<string, Map<string, string>> {
  const result = new Map<string, Map<string, string>>();
  const firstSeen = new Map<string, string>();
  let previous = new Set<string>();
  for (const {name, eventTypes} of versions) {
    const current = new Set(eventTypes);
    for (const type of current) if (!previous.has(type)) firstSeen.set(type, name);
    result.set(name, new Map([...current].map((type) => [type, firstSeen.get(type)!])));
    previous = current;
  }
  return result;
}
