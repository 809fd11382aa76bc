import type {ApiVersion} from '../../src/config/apiReference';
import type {Translate} from './translations';
import type {VersionChange} from './diffChanges';
import type {Labels} from './labels';
import {code, escapeMdx, table} from './markdown';
import type {ApiOperation, ApiTag} from './operations';
import {frontMatter, LANDING_FILE} from './page';
import {slugify} from './operations';
import {apiPagePath} from './versionHead';

/** The hand-written page that tells the story of each version's changes; its section per version has the version's name as id. */
export const NARRATIVE_FILE = 'changes-between-versions.mdx';

type Pair = {older: ApiVersion; newer: ApiVersion};

/** The page's URL under its version: `/changes/2025-03-01-to-2026-06-01`. */
export const diffPageSlug = ({older, newer}: Pair) => `/changes/${older.name}-to-${newer.name}`;
/** Its file name and doc id in the newer version's folder. */
export const diffPageId = ({older, newer}: Pair) => `changes-${older.name}-to-${newer.name}`;

export type DiffPageInput = Pair & {
  changes: VersionChange[];
  newerTags: ApiTag[];
  olderTags: ApiTag[];
};

export type DiffPageContext = {labels: Labels; t: Translate; lastUpdate?: string};

/** A row's change and the operation it is in: none for a change to every operation. */
type Located = {change: VersionChange; operation?: ApiOperation; removed: boolean};
type Group = {heading: string; id: string; rows: Located[]};

/** `/v1/vendors/{vendor_id}` and `/v1/vendors/{id}` are one path to api-smart-diff, as to a client. */
const operationKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]*\}/g, '*')}`;

const AREA_ORDER: Record<VersionChange['area'], number> = {operation: 0, parameter: 1, 'request-body': 2, response: 3, 'error-response': 4};

/**
 * Changes in the order of the reference: those of every operation first, then by resource and operation as the
 * sidebar has them, then parameters, body, responses.
 */
function locate({changes, newerTags, olderTags}: DiffPageInput, {labels, t}: DiffPageContext): Group[] {
  const byKey = (tags: ApiTag[]) =>
    new Map(tags.flatMap((tag) => tag.operations.map((operation) => [operationKey(operation.method, operation.path), operation])));
  const [newer, older] = [byKey(newerTags), byKey(olderTags)];
  const order = [...newerTags, ...olderTags].flatMap((tag) => tag.operations);
  const located = changes
    .filter((change) => !change.everyOperation)
    .map((change): Located => {
      const key = operationKey(change.method, change.path);
      const operation = change.kind === 'operation-removed' ? older.get(key) : newer.get(key);
      if (!operation) throw new Error(`The diff names ${change.method} ${change.path}, which neither document has.`);
      return {change, operation, removed: change.kind === 'operation-removed'};
    });
  const rank = (row: Located) => [order.indexOf(row.operation!), AREA_ORDER[row.change.area]] as const;
  located.sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1]);
  const tags = [...newerTags, ...olderTags.filter((tag) => !newerTags.some((candidate) => candidate.name === tag.name))];
  const everyOperation = changes.filter((change) => change.everyOperation).map((change): Located => ({change, removed: false}));
  return [
    {heading: labels.diff.everyOperation, id: 'changes-every-operation', rows: everyOperation},
    ...tags.map((tag) => ({
      heading: escapeMdx(t(tag.name)),
      id: `changes-${slugify(tag.name)}`,
      rows: located.filter((row) => row.operation!.tag === tag.name),
    })),
  ].filter(({rows}) => rows.length > 0);
}

const isResponse = (change: VersionChange) => change.area === 'response' || change.area === 'error-response';

/**
 * The heading ids an operation page has (page.ts writes them): a parameter
 * group, a success status or the error responses only when the operation has
 * them. A change links the closest section the newer page has.
 */
function anchorOf(change: VersionChange, operation: ApiOperation): string {
  if (change.area === 'parameter') {
    const group = `${change.parameterIn}-parameters`;
    return operation.parameters.some((parameter) => parameter.in === change.parameterIn) ? group : 'parameters';
  }
  if (change.area === 'request-body') return 'request-body';
  if (change.area === 'response') {
    const status = change.statuses.length === 1 ? change.statuses[0] : undefined;
    return operation.responses.some((response) => response.status === status) ? `response-${status}` : 'responses';
  }
  if (change.area === 'error-response') {
    return operation.responses.some((response) => !response.status.startsWith('2')) ? 'error-responses' : 'responses';
  }
  return '';
}

function whereText(change: VersionChange, labels: Labels): string {
  const {where} = labels.diff;
  const statuses = change.statuses.join(labels.listSeparator);
  switch (change.area) {
    case 'parameter':
      return where.parameter[change.parameterIn ?? ''] ?? where.operation;
    case 'request-body':
      return where.requestBody;
    case 'response':
      return where.response(statuses);
    case 'error-response':
      return where.errorResponses(statuses);
    default:
      return where.operation;
  }
}

const codes = (values: string[] | undefined, labels: Labels) => (values ?? []).map(code).join(labels.listSeparator);

function keywordText(keyword: string, before: string | undefined, after: string | undefined, labels: Labels): string {
  const {change, keywords} = labels.diff;
  const name = keywords[keyword] ?? code(keyword);
  if (before !== undefined && after !== undefined) return change.keywordChanged(name, code(before), code(after));
  if (after !== undefined) return change.keywordAdded(name, code(after));
  if (before !== undefined) return change.keywordRemoved(name, code(before));
  return change.keywordSet(name);
}

/** What changed, in the page's language; values in code spans. */
export function changeText(row: VersionChange, labels: Labels): string {
  const {change} = labels.diff;
  const inResponse = isResponse(row);
  const texts: Partial<Record<VersionChange['kind'], () => string>> = {
    'operation-added': () => change.operationAdded,
    'operation-removed': () => change.operationRemoved,
    'parameter-added': () => change.parameterAdded(row.required === true),
    'parameter-removed': () => change.parameterRemoved,
    'request-body-added': () => change.requestBodyAdded,
    'request-body-removed': () => change.requestBodyRemoved,
    'response-added': () => change.responseAdded,
    'response-removed': () => change.responseRemoved,
    'header-added': () => change.headerAdded,
    'header-removed': () => change.headerRemoved,
    'field-added': () => change.fieldAdded(row.required === true, inResponse),
    'field-removed': () => change.fieldRemoved,
    'now-required': () => change.nowRequired(inResponse),
    'now-optional': () => change.nowOptional(inResponse),
    'type-changed': () => change.typeChanged(code(row.before ?? ''), code(row.after ?? '')),
    'type-added': () => change.typeAdded(code(row.after ?? '')),
    'type-removed': () => change.typeRemoved(code(row.after ?? '')),
    'nullable-added': () => change.nullableAdded,
    'nullable-removed': () => change.nullableRemoved,
    'values-added': () => change.valuesAdded(codes(row.added, labels)),
    'values-removed': () => change.valuesRemoved(codes(row.removed, labels)),
    'values-changed': () =>
      [change.valuesAdded(codes(row.added, labels)), change.valuesRemoved(codes(row.removed, labels))].join(labels.diff.clauseSeparator),
    deprecated: () => change.deprecated,
    'no-longer-deprecated': () => change.noLongerDeprecated,
  };
  const main = texts[row.kind]?.() ?? keywordText(row.keyword ?? 'schema', row.before, row.after, labels);
  const details = (row.details ?? []).map((detail) => keywordText(detail.keyword, detail.before, detail.after, labels));
  const text = [main, ...details].join(labels.diff.clauseSeparator);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where a row links: the section of the operation page, the older version's page of a removed operation, the landing page's errors. */
function linkOf({change, operation, removed}: Located, input: DiffPageInput): string {
  if (!operation) return `${LANDING_FILE}#errors`;
  if (removed) return apiPagePath(input.older, `/${operation.slug}`);
  const anchor = anchorOf(change, operation);
  return `${operation.slug}.mdx${anchor ? `#${anchor}` : ''}`;
}

function rowCells(row: Located, input: DiffPageInput, {labels, t}: DiffPageContext): string[] {
  const {change, operation, removed} = row;
  const where = removed
    ? labels.diff.where.olderPage(input.older.name)
    : operation
      ? whereText(change, labels)
      : labels.diff.where.errorObject;
  // One link a row, to the section: a row of links to the same page twice only weighs the twin and llms-full.txt.
  return [
    operation ? escapeMdx(t(operation.summary)) : labels.diff.everyOperation,
    `[${escapeMdx(where)}](${linkOf(row, input)})`,
    change.name ? code(change.name) : '',
    escapeMdx(changeText(change, labels)),
    change.breaking ? `**${labels.yes}**` : labels.no,
  ];
}

function summary(input: DiffPageInput, labels: Labels): string[] {
  const {diff} = labels;
  const breaking = input.changes.filter((change) => change.breaking).length;
  const deprecated = input.changes.filter((change) => !change.breaking && change.kind === 'deprecated').length;
  const total = input.newerTags.reduce((sum, tag) => sum + tag.operations.length, 0);
  // A change to every operation both versions have leaves out only those the newer one adds, which have rows of their own.
  const operations = input.changes.some((change) => change.everyOperation)
    ? total
    : new Set(input.changes.map((change) => operationKey(change.method, change.path))).size;
  const counts: [string, number][] = [
    [diff.breaking, breaking],
    [diff.nonBreaking, input.changes.length - breaking - deprecated],
    [diff.deprecated, deprecated],
  ];
  return [
    `## ${diff.summary} {#summary}`,
    table(
      diff.countHeaders,
      counts.map(([kind, count]) => [kind, String(count)]),
    ),
    diff.operationsAffected(operations, total),
  ];
}

/**
 * The page of the changes from one API version to the next, in the newer
 * version's reference: a summary, then one table per resource with a row per
 * change, each linking the section of the operation page it is in.
 */
export function renderDiffPage(input: DiffPageInput, context: DiffPageContext): string {
  const {labels} = context;
  const {diff} = labels;
  const [older, newer] = [input.older.name, input.newer.name];
  const links = {narrative: `${NARRATIVE_FILE}#${newer}`, versioning: `${LANDING_FILE}#versioning`};
  const out = [
    frontMatter(
      {
        title: diff.title(older, newer),
        sidebar_label: diff.sidebarLabel(older, newer),
        description: diff.description(older, newer),
        slug: diffPageSlug(input),
      },
      context.lastUpdate,
    ),
    ...diff.intro(older, newer, links),
    ...summary(input, labels),
  ];
  const groups = locate(input, context);
  if (groups.length === 0) out.push(diff.noChanges);
  for (const {heading, id, rows} of groups) {
    out.push(
      `## ${heading} {#${id}}`,
      table(
        diff.tableHeaders,
        rows.map((row) => rowCells(row, input, context)),
      ),
    );
  }
  return `${out.join('\n\n')}\n`;
}
