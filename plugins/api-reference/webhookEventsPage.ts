import type {Translate} from './translations';
import type {Labels} from './labels';
import {code, codeBlock, escapeMdx, leadSentence, prettyJson, table, tableCell} from './markdown';
import {naming} from './openapi';
import {cellProse, frontMatter, metaDescription, prose, schemaTable} from './page';
import type {ValueLink} from './schema';
import {SIGNATURE_HEADER, WEBHOOK_EVENTS_PAGE, eventAnchor, type WebhookEvent} from './webhooks';

export type WebhookEventsPageContext = {
  labels: Labels;
  t: Translate;
  slugOf: (operationId: string) => string | undefined;
  valueLink?: ValueLink;
  /** The version name of each event type's first appearance (webhooks.ts, introducedIn). */
  introducedIn: ReadonlyMap<string, string>;
  /** The operation page where endpoints choose their events. */
  createWebhookFile: string;
  editUrl?: string;
  lastUpdate?: string;
};

/** The header's description and its examples (one secret, then two during a roll), shared by every event. */
function signatureSection({description, examples}: WebhookEvent['signature'], context: WebhookEventsPageContext): string[] {
  const {labels} = context;
  const out = [
    `### ${escapeMdx(labels.webhookEventsPage.signatureHeader(code(SIGNATURE_HEADER)))} {#signature-header}`,
    prose(description, context),
  ];
  for (const example of examples) {
    // A label with its colon, not a bold line standing in for a heading (markdownlint MD036 in the twin).
    if (example.summary) out.push(`**${escapeMdx(context.t(example.summary))}**${labels.colon.trimEnd()}`);
    if (example.description) out.push(prose(example.description, context));
    out.push(codeBlock('http', `${SIGNATURE_HEADER}: ${example.value}`));
  }
  return out;
}

function responsesTable(event: WebhookEvent, context: WebhookEventsPageContext): string {
  const labels = context.labels.webhookEventsPage;
  return table(
    [labels.responseStatus, context.labels.description],
    event.responses.map((response) => [
      response.status === 'default' ? labels.otherResponses : code(response.status),
      cellProse(context.t(response.description), context),
    ]),
  );
}

/**
 * An event's entry. The heading is the event type alone, its summary the
 * first words below: a heading that repeated "payout" and "returned" outranked
 * the guide's own section in the site's search for "returned payout".
 */
function eventSection(event: WebhookEvent, context: WebhookEventsPageContext): string[] {
  const {labels, t} = context;
  return [
    `### ${code(event.type)} {#${eventAnchor(event.type)}}`,
    leadSentence(t(event.summary), prose(event.description, context), labels),
    escapeMdx(labels.webhookEventsPage.introducedIn(context.introducedIn.get(event.type) ?? '')),
    schemaTable(event.schema, context),
    codeBlock('json', prettyJson(event.example), labels.webhookEventsPage.example),
  ];
}

/** The events grouped by the object they are about, as their type says (`payout.*`), in the document's order. */
function byObject(events: readonly WebhookEvent[]): Map<string, WebhookEvent[]> {
  const groups = new Map<string, WebhookEvent[]>();
  for (const event of events) {
    const prefix = event.type.split('.')[0]!;
    groups.set(prefix, [...(groups.get(prefix) ?? []), event]);
  }
  return groups;
}

/**
 * The webhook event catalogue of a version, in one locale: an overview of the
 * event types, how deliveries are signed and answered, then one entry per
 * event (anchor `payout-succeeded`) with when it is sent, the version that
 * introduced it, its payload fields and an example. All of it comes from the
 * document's `webhooks` section; the words around it from the labels.
 */
export function renderWebhookEventsPage(events: readonly WebhookEvent[], version: string, context: WebhookEventsPageContext): string {
  const {labels, t} = context;
  const page = labels.webhookEventsPage;
  const first = events[0];
  const overview = table(
    page.tableHeaders,
    events.map((event) => [
      `[${code(event.type)}](#${eventAnchor(event.type)})`,
      tableCell(t(event.summary)),
      event.objectName ? code(event.objectName) : '',
      code(context.introducedIn.get(event.type) ?? ''),
    ]),
  );
  return [
    frontMatter(
      {
        title: page.title,
        sidebar_label: page.title,
        description: metaDescription(page.description(version)),
        slug: `/${WEBHOOK_EVENTS_PAGE}`,
        custom_edit_url: context.editUrl,
      },
      context.lastUpdate,
    ),
    escapeMdx(page.intro(context.createWebhookFile)),
    `## ${page.eventTypes} {#event-types}`,
    overview,
    escapeMdx(page.introducedNote),
    `## ${page.deliveries} {#deliveries}`,
    escapeMdx(page.deliveriesText),
    ...(first ? signatureSection(first.signature, context) : []),
    `### ${page.expectedResponses} {#expected-responses}`,
    ...(first ? [responsesTable(first, context)] : []),
    ...[...byObject(events)].flatMap(([prefix, group]) => [
      `## ${code(`${prefix}.*`)} {#${eventAnchor(prefix)}-events}`,
      ...group.flatMap((event) => naming(`event ${event.type}`, () => eventSection(event, context))),
    ]),
    '',
  ].join('\n\n');
}
