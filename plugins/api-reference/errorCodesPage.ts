import type {Translate} from './translations';
import {operationsReturning, type ErrorCode} from './errorCodes';
import type {Labels} from './labels';
import {code, escapeMdx, leadSentence, table, tableCell} from './markdown';
import {naming} from './openapi';
import type {ApiOperation} from './operations';
import {ERROR_CODES_FILE, LANDING_FILE, frontMatter, metaDescription, prose} from './page';

export type ErrorCodesPageContext = {
  labels: Labels;
  t: Translate;
  slugOf: (operationId: string) => string | undefined;
  /** The version's operations, in sidebar order: each entry lists those that return its code. */
  operations: readonly ApiOperation[];
  editUrl?: string;
  lastUpdate?: string;
};

/** The page's slug and each entry's anchor: the code itself, so `error-codes#insufficient_wallet_balance` reads as what it is. */
export const ERROR_CODES_SLUG = `/${ERROR_CODES_FILE.replace(/\.mdx$/, '')}`;

function statusHeading(status: string, labels: Labels): string {
  const text = labels.statusText[status];
  return `## ${code(status)}${text ? ` ${text}` : ''} {#status-${status}}`;
}

function entry(errorCode: ErrorCode, context: ErrorCodesPageContext): string[] {
  const {labels, t} = context;
  const page = labels.errorCodesPage;
  const returnedBy = errorCode.everyOperation
    ? page.everyOperation
    : operationsReturning(errorCode, context.operations)
        .map((operation) => `[${escapeMdx(t(operation.summary))}](${operation.slug}.mdx)`)
        .join(labels.listSeparator);
  const facts: [string, string][] = [
    [page.whatToDo, prose(errorCode.action, context)],
    [page.retry, escapeMdx(page.retryAdvice[errorCode.retry].text)],
    [page.errorType, code(errorCode.type)],
    [page.returnedBy, returnedBy],
  ];
  // The heading is the code alone: with its title beside it, "API key" found `api_key_missing` before the guide's API keys.
  return [
    `### ${code(errorCode.code)} {#${errorCode.code}}`,
    leadSentence(t(errorCode.title), prose(errorCode.description, context), labels),
    facts.map(([label, value]) => `- **${label}**${labels.colon}${value}`).join('\n'),
  ];
}

/**
 * The error-code catalogue of a version, in one locale: a table of every code,
 * then the codes grouped by HTTP status, each with what it means, what to do,
 * whether a retry can succeed, its `error.type` and the operations that return
 * it. All of it comes from the document's `x-ferrypay-error-codes` and the
 * operations' declarations (errorCodes.ts).
 */
export function renderErrorCodesPage(codes: readonly ErrorCode[], version: string, context: ErrorCodesPageContext): string {
  const {labels, t} = context;
  const page = labels.errorCodesPage;
  const statuses = [...new Set(codes.map((errorCode) => errorCode.status))].sort();
  const overview = table(
    page.tableHeaders,
    codes.map((errorCode) => [
      `[${code(errorCode.code)}](#${errorCode.code})`,
      tableCell(t(errorCode.title)),
      code(errorCode.status),
      tableCell(page.retryAdvice[errorCode.retry].short),
    ]),
  );
  return [
    frontMatter(
      {
        title: page.title,
        sidebar_label: page.title,
        description: metaDescription(page.description(version)),
        slug: ERROR_CODES_SLUG,
        custom_edit_url: context.editUrl,
      },
      context.lastUpdate,
    ),
    escapeMdx(page.intro(LANDING_FILE)),
    overview,
    ...statuses.flatMap((status) => [
      statusHeading(status, labels),
      ...codes
        .filter((errorCode) => errorCode.status === status)
        .flatMap((errorCode) => naming(`error code ${errorCode.code}`, () => entry(errorCode, context))),
    ]),
    '',
  ].join('\n\n');
}
