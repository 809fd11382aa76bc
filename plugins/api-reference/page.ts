import type {Translate} from './translations';
import {codesForStatus, codesWithoutResponse, type ErrorCode} from './errorCodes';
import type {Labels} from './labels';
import {code, codeBlock, escapeMdx, prettyJson, rewriteOperationLinks, table, tableCell, yamlValue} from './markdown';
import type {ApiOperation, ApiParameter, ApiResponse, JsonSchema} from './operations';
import {SAMPLE_SECRET_KEY} from '../../src/config/apiSamples';
import {normalizeSchema, schemaRows, typeName, type ValueLink} from './schema';

export type PageContext = {
  labels: Labels;
  t: Translate;
  /** Resolves `#operation/<operationId>` links in descriptions. */
  slugOf: (operationId: string) => string | undefined;
  /** The version whose published samples the page shows (src/config/apiSamples.ts). */
  apiVersion: string;
  /** The version's error codes, which the error responses list (errorCodes.ts). */
  errorCodes: readonly ErrorCode[];
  /** Links the values of event types and error codes to their catalogue entries. */
  valueLink?: ValueLink;
  editUrl?: string;
  /** ISO date of the source's last change, shown as "last updated". */
  lastUpdate?: string;
};

/** The page a generated page links to for authentication, errors, pagination... */
export const LANDING_FILE = 'index.mdx';

/** The generated catalogue of error codes (errorCodesPage.ts), an entry per code with the code as its anchor. */
export const ERROR_CODES_FILE = 'error-codes.mdx';

export const errorCodeLink = (errorCode: string) => `[${code(errorCode)}](${ERROR_CODES_FILE}#${errorCode})`;

/** Prose from the OpenAPI document: translated, operation links resolved, MDX-safe. */
export function prose(text: string, context: Pick<PageContext, 't' | 'slugOf'>): string {
  return escapeMdx(rewriteOperationLinks(context.t(text), context.slugOf));
}

export function cellProse(text: string, context: Pick<PageContext, 'slugOf'>): string {
  return tableCell(rewriteOperationLinks(text, context.slugOf));
}

/** The longest meta description: what search engines show. */
const META_DESCRIPTION_MAX = 160;
/** Where a long sentence may end early: after a clause, not inside a word. */
const CLAUSE_ENDS = [', ', '; ', ': ', '，', '；', '：', '、'];

/**
 * A plain first sentence for the meta description, which llms.txt and the
 * page's Markdown twin show too. A sentence over 160 characters ends at its
 * last clause within them, or its last word, with an ellipsis: never inside a
 * word (an agent reading "a new r..." learns nothing).
 */
export function metaDescription(text: string): string {
  const plain = text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = plain.match(/^.*?(?:[.!?](?=\s)|。|$)/)?.[0] ?? plain;
  if (sentence.length <= META_DESCRIPTION_MAX) return sentence;
  const head = sentence.slice(0, META_DESCRIPTION_MAX - 1);
  const clause = Math.max(...CLAUSE_ENDS.map((end) => head.lastIndexOf(end)));
  const word = head.lastIndexOf(' ');
  const cut = clause > META_DESCRIPTION_MAX / 2 ? clause : word > META_DESCRIPTION_MAX / 2 ? word : head.length;
  return `${head.slice(0, cut).trimEnd()}…`;
}

export function frontMatter(fields: Record<string, string | number | boolean | undefined>, lastUpdate?: string): string {
  const lines = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${yamlValue(value!)}`);
  if (lastUpdate) lines.push('last_update:', `  date: ${yamlValue(lastUpdate)}`);
  return ['---', ...lines, '---'].join('\n');
}

/**
 * The headers every response of the operation declares (`Ferrypay-Request-Id`
 * on every operation): listed once above the responses instead of in each one.
 */
function commonHeaders(operation: ApiOperation): ApiResponse['headers'] {
  const [first, ...rest] = operation.responses;
  if (!first) return [];
  return first.headers.filter((header) => rest.every((response) => response.headers.some((other) => other.name === header.name)));
}

/** A parameter's or header's description, translated, followed by what its schema says (allowed values, pattern, range). */
function describedWithSchema(item: {name: string; description: string; schema: JsonSchema}, context: PageContext): string {
  const {labels, t} = context;
  const schemaNotes = schemaRows({properties: {[item.name]: item.schema}}, {labels, t, valueLink: context.valueLink})[0]!.description;
  return cellProse([t(item.description), schemaNotes].filter(Boolean).join(labels.sentenceJoin), context);
}

function headerTable(headers: ApiResponse['headers'], context: PageContext): string {
  const {labels} = context;
  return table(
    [labels.name, labels.type, labels.description],
    headers.map((header) => [code(header.name), code(typeName(header.schema, labels)), describedWithSchema(header, context)]),
  );
}

function parameterTable(parameters: ApiParameter[], context: PageContext): string {
  const {labels} = context;
  return table(
    [labels.name, labels.type, labels.required, labels.description],
    parameters.map((parameter) => [
      code(parameter.name),
      code(typeName(parameter.schema, labels)),
      parameter.required ? labels.yes : labels.no,
      describedWithSchema(parameter, context),
    ]),
  );
}

export function schemaTable(
  schema: NonNullable<ApiResponse['schema']>,
  context: Pick<PageContext, 'labels' | 't' | 'slugOf' | 'valueLink'>,
): string {
  const {labels, t} = context;
  const rows = schemaRows(schema, {labels, t, valueLink: context.valueLink});
  return table(
    [labels.field, labels.type, labels.required, labels.description],
    rows.map((row) => [code(row.name), code(row.type), row.required ? labels.yes : labels.no, cellProse(row.description, context)]),
  );
}

function schemaIntro(schema: NonNullable<ApiResponse['schema']>, context: PageContext): string | undefined {
  const description = normalizeSchema(schema).schema.description;
  return description ? prose(description, context) : undefined;
}

const isSuccess = (response: ApiResponse) => response.status.startsWith('2');

function statusHeading(status: string, labels: Labels): string {
  const text = labels.statusText[status];
  return text ? `${code(status)} ${text}` : code(status);
}

function responsesSection(operation: ApiOperation, context: PageContext): string[] {
  const {labels, t} = context;
  const out: string[] = [`## ${labels.responses} {#responses}`];
  const common = commonHeaders(operation);
  const ownHeaders = (response: ApiResponse) => response.headers.filter((header) => !common.some((other) => other.name === header.name));
  if (common.length > 0) {
    out.push(`### ${labels.responseHeaders} {#response-headers}`, escapeMdx(labels.commonHeadersText), headerTable(common, context));
  }
  for (const response of operation.responses.filter(isSuccess)) {
    out.push(`### ${statusHeading(response.status, labels)} {#response-${response.status}}`);
    out.push(prose(response.description, context));
    const own = ownHeaders(response);
    if (own.length > 0) out.push(headerTable(own, context));
    if (response.schema) {
      const intro = schemaIntro(response.schema, context);
      if (intro) out.push(intro);
      out.push(schemaTable(response.schema, context));
    }
  }
  const errors = operation.responses.filter((response) => !isSuccess(response));
  if (errors.length > 0) {
    out.push(`### ${labels.errorResponses} {#error-responses}`);
    out.push(
      table(
        [labels.status, labels.description, labels.errorCodes],
        errors.map((response) => {
          const headers = ownHeaders(response).map((header) => `${code(header.name)}${labels.colon}${t(header.description)}`);
          return [
            code(response.status),
            cellProse([t(response.description), ...headers].join(labels.sentenceJoin), context),
            codesForStatus(operation, response.status, context.errorCodes)
              .map((entry) => errorCodeLink(entry.code))
              .join(labels.listSeparator),
          ];
        }),
      ),
    );
    const unlisted = codesWithoutResponse(operation, context.errorCodes);
    if (unlisted.length > 0) {
      out.push(
        escapeMdx(
          labels.everyOperationCodes(
            labels.listOr(unlisted.map((entry) => labels.codeWithStatus(errorCodeLink(entry.code), entry.status))),
          ),
        ),
      );
    }
    // Every error status shares one error object: its fields once, each code explained in the catalogue.
    const errorSchema = errors.find((response) => response.schema)?.schema;
    out.push(escapeMdx(labels.errorsText(ERROR_CODES_FILE)));
    if (errorSchema) out.push(schemaTable(errorSchema, context));
  }
  return out;
}

/**
 * The response examples: tabs that render the selected panel only (`lazy`).
 * Their hidden panels' highlighted code, rendered and hydrated as the page
 * started, made the operation page the one page kind over Lighthouse's
 * blocking-time target (PERFORMANCE.md, "Lazy API tabs"). The request samples
 * are not in the page's code at all (src/components/api/Samples).
 */
export function tabs(items: {value: string; label: string; body: string}[], groupId?: string): string {
  const open = groupId ? `<Tabs groupId="${groupId}" lazy>` : '<Tabs lazy>';
  const tabItems = items.map((item) => `<TabItem value="${item.value}" label="${item.label}">\n\n${item.body}\n\n</TabItem>`);
  return [open, ...tabItems, '</Tabs>'].join('\n');
}

const isList = (operation: ApiOperation) =>
  operation.parameters.some((parameter) => parameter.name === 'limit' || parameter.name === 'page');

/** Authentication, parameters, request body and responses: the left pane on a wide screen. */
function fieldSections(operation: ApiOperation, context: PageContext): string[] {
  const {labels} = context;
  const out: string[] = [];
  const authentication = [labels.authenticationText(LANDING_FILE)];
  if (operation.method === 'POST') authentication.push(labels.idempotencyText(LANDING_FILE));
  if (isList(operation)) authentication.push(labels.paginationText(LANDING_FILE));
  out.push('', `## ${labels.authentication} {#authentication}`, '', escapeMdx(authentication.join(labels.sentenceJoin)));

  out.push('', `## ${labels.parameters} {#parameters}`, '');
  const groups = [
    ['path', labels.pathParameters, 'path-parameters'],
    ['query', labels.queryParameters, 'query-parameters'],
    ['header', labels.headerParameters, 'header-parameters'],
  ] as const;
  let anyParameter = false;
  for (const [location, heading, id] of groups) {
    const parameters = operation.parameters.filter((parameter) => parameter.in === location);
    if (parameters.length === 0) continue;
    anyParameter = true;
    out.push(`### ${heading} {#${id}}`, '', parameterTable(parameters, context), '');
  }
  if (!anyParameter) out.push(labels.noParameters, '');

  out.push(`## ${labels.requestBody} {#request-body}`, '');
  if (operation.requestBody) {
    if (operation.requestBody.description) out.push(prose(operation.requestBody.description, context), '');
    const intro = schemaIntro(operation.requestBody.schema, context);
    if (intro) out.push(intro, '');
    out.push(schemaTable(operation.requestBody.schema, context), '');
  } else {
    out.push(labels.noRequestBody, '');
  }

  out.push(responsesSection(operation, context).join('\n\n'), '');
  return out;
}

/**
 * The request samples, every language's code in the page's HTML and none in
 * its JavaScript (src/components/api/Samples reads the file the generator
 * publishes), then the response examples: the right pane on a wide screen.
 */
function exampleSections(operation: ApiOperation, context: PageContext): string[] {
  const {labels} = context;
  return [
    `## ${labels.examples} {#examples}`,
    '',
    `### ${labels.requestExample} {#request-example}`,
    '',
    escapeMdx(labels.sampleKeyText(SAMPLE_SECRET_KEY, LANDING_FILE)),
    '',
    `<ApiSamples apiVersion="${context.apiVersion}" operation="${operation.slug}" />`,
    '',
    `### ${labels.responseExamples} {#response-examples}`,
    '',
    tabs(
      operation.responses.map((response) => ({
        value: response.status,
        label: response.status,
        body: codeBlock('json', prettyJson(response.example)),
      })),
    ),
    '',
  ];
}

/**
 * An operation page: its endpoint, then two panes (src/components/api/Panes):
 * the description and the fields, and beside them on a wide screen the
 * examples. A narrow screen shows them one after the other, in this order.
 */
export function renderOperationPage(operation: ApiOperation, context: PageContext): string {
  const {labels, t} = context;
  const title = t(operation.summary);
  const description = t(operation.description);
  const out: string[] = [
    frontMatter(
      {
        title,
        sidebar_label: title,
        description: metaDescription(description),
        slug: `/${operation.slug}`,
        custom_edit_url: context.editUrl,
        // Its column would leave the two panes no room: the fields pane shows it (src/components/api/Panes.tsx).
        hide_table_of_contents: true,
      },
      context.lastUpdate,
    ),
    '',
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    "import ApiEndpoint from '@site/src/components/api/Endpoint';",
    "import {ApiPanes, ApiFieldsPane, ApiExamplesPane} from '@site/src/components/api/Panes';",
    "import ApiSamples from '@site/src/components/api/Samples';",
    '',
    `<ApiEndpoint method="${operation.method}" path="${operation.path}" />`,
    '',
    '<ApiPanes>',
    '<ApiFieldsPane toc={toc}>',
    '',
    prose(operation.description, context),
  ];
  if (operation.testMode) {
    out.push('', `:::info[${labels.testMode}]`, '', prose(operation.testMode, context), '', ':::');
  }
  out.push(...fieldSections(operation, context), '</ApiFieldsPane>', '<ApiExamplesPane>', '');
  out.push(...exampleSections(operation, context), '</ApiExamplesPane>', '</ApiPanes>', '');
  return out.join('\n');
}
