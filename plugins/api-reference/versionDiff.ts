import {apiCompare, type Diff} from 'api-smart-diff';

import {API_VERSION_HEADER} from '../../src/config/apiReference';
import {changeOf, type VersionChange} from './diffChanges';
import {openApiDiffRules} from './diffRules';
import type {OpenApiDocument} from './openapi';
import {HTTP_METHODS} from './operations';

type JsonObject = Record<string, unknown>;
type RawParameter = {name?: string; in?: string; required?: boolean; schema?: JsonObject};

/** Object keys whose children are names (of paths, fields, statuses, media types, headers), never keywords. */
const NAME_MAPS = new Set(['paths', 'properties', 'patternProperties', 'responses', 'content', 'headers', '$defs', 'encoding']);
/** Keywords that explain or illustrate, and change no request or response: left out of the comparison. */
const PROSE = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs']);

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A copy without prose, examples and `x-` extensions; the keys of name maps are kept whatever they are called. */
function withoutProse(value: unknown, names = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (!isObject(value)) return value;
  const copy: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    if (!names && (PROSE.has(key) || key.startsWith('x-'))) continue;
    copy[key] = withoutProse(child, !names && NAME_MAPS.has(key));
  }
  return copy;
}

const parameterKey = (parameter: RawParameter) => `${parameter.in}:${parameter.name}`;

/**
 * An operation's parameters with its path's own, the operation's winning, as
 * OpenAPI applies them; the version header keeps everything but its value,
 * which names each version and so differs between any two.
 */
function operationParameters(operation: JsonObject, shared: RawParameter[]): RawParameter[] {
  const own = (operation.parameters ?? []) as RawParameter[];
  const merged = [...own, ...shared.filter((parameter) => !own.some((candidate) => parameterKey(candidate) === parameterKey(parameter)))];
  return merged.map((parameter) => {
    if (parameter.in !== 'header' || parameter.name !== API_VERSION_HEADER || !isObject(parameter.schema)) return parameter;
    const {enum: _values, const: _value, default: _default, ...schema} = parameter.schema;
    return {...parameter, schema};
  });
}

/**
 * What the comparison reads of a dereferenced document: its operations, each
 * with all its parameters, without prose. Components are left out: in a
 * dereferenced document every operation holds its schemas, and a change to a
 * component shows where it is used.
 */
export function prepareForDiff(doc: OpenApiDocument): {openapi: string; paths: Record<string, JsonObject>} {
  const paths: Record<string, JsonObject> = {};
  for (const [apiPath, item] of Object.entries(doc.paths)) {
    const shared = ((item as JsonObject).parameters ?? []) as RawParameter[];
    const operations: JsonObject = {};
    for (const method of HTTP_METHODS) {
      const operation = (item as JsonObject)[method];
      if (!isObject(operation)) continue;
      operations[method] = withoutProse({...operation, parameters: operationParameters(operation, shared)});
    }
    paths[apiPath] = operations;
  }
  return {openapi: doc.openapi, paths};
}

const KEPT_TYPES = new Set<Diff['type']>(['breaking', 'non-breaking', 'deprecated']);

/** Everything that places a change and says what it is, but for its statuses and (for values) its values. */
function changeKey(change: VersionChange, withStatuses: boolean): string {
  const {method, path, area, parameterIn, name, kind, before, after, keyword, required} = change;
  const values = kind === 'values-changed' ? [] : [change.added, change.removed, change.details];
  return JSON.stringify([
    method,
    path,
    area,
    parameterIn,
    name,
    kind,
    before,
    after,
    keyword,
    required,
    values,
    withStatuses ? change.statuses : [],
  ]);
}

const placeKey = (change: VersionChange, name = change.name) =>
  JSON.stringify([change.method, change.path, change.area, change.statuses, name]);

function unionInto(target: VersionChange, other: VersionChange, field: 'added' | 'removed' | 'statuses'): void {
  target[field] = [...new Set([...(target[field] ?? []), ...(other[field] ?? [])])].sort();
}

/** A field added with its `required` entry is one new required field; removed with it, one removed field. */
function withRequiredFolded(changes: VersionChange[]): VersionChange[] {
  const fields = new Map(
    changes
      .filter((change) => change.kind === 'field-added' || change.kind === 'field-removed')
      .map((change) => [`${change.kind} ${placeKey(change)}`, change]),
  );
  return changes.filter((change) => {
    if (change.kind !== 'now-required' && change.kind !== 'now-optional') return true;
    const field = fields.get(`${change.kind === 'now-required' ? 'field-added' : 'field-removed'} ${placeKey(change)}`);
    if (!field) return true;
    field.breaking ||= change.breaking;
    if (change.kind === 'now-required') field.required = true;
    return false;
  });
}

/** The schema keywords that only apply to values of a type. */
const KEYWORDS_OF_TYPE: Record<string, readonly string[]> = {
  number: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'],
  integer: ['maximum', 'minimum', 'exclusiveMaximum', 'exclusiveMinimum', 'multipleOf'],
  string: ['maxLength', 'minLength', 'pattern', 'format'],
  array: ['maxItems', 'minItems', 'uniqueItems', 'items'],
  object: ['maxProperties', 'minProperties', 'additionalProperties'],
};
const appliesTo = (keyword: string | undefined, type: string | undefined) =>
  (type ?? '').split(' | ').some((name) => KEYWORDS_OF_TYPE[name]?.includes(keyword ?? ''));

/**
 * The limits a type change brings or drops (`exclusiveMinimum` of a number,
 * the `pattern` of the string that replaces it) are part of it: one row, its
 * details listed. The row breaks if the type change does, or a limit of the
 * new type does.
 */
function withTypeDetailsFolded(changes: VersionChange[]): VersionChange[] {
  const typeChanges = new Map(changes.filter((change) => change.kind === 'type-changed').map((change) => [placeKey(change), change]));
  return changes.filter((change) => {
    const typeChange = typeChanges.get(placeKey(change));
    if (!typeChange || change === typeChange || !['constraint-changed', 'format-changed', 'other'].includes(change.kind)) return true;
    const ofNewType = appliesTo(change.keyword, typeChange.after);
    if (!ofNewType && !appliesTo(change.keyword, typeChange.before)) return true;
    typeChange.details = [...(typeChange.details ?? []), {keyword: change.keyword!, before: change.before, after: change.after}];
    typeChange.breaking ||= ofNewType && change.breaking;
    return false;
  });
}

/** An enum's values of one field in one response are one change; its kind says whether values came, went or both. */
function withValuesMerged(changes: VersionChange[]): VersionChange[] {
  const merged = new Map<string, VersionChange>();
  for (const change of changes) {
    const key = changeKey(change, true);
    const known = merged.get(key);
    if (!known) merged.set(key, change);
    else {
      known.breaking ||= change.breaking;
      unionInto(known, change, 'added');
      unionInto(known, change, 'removed');
    }
  }
  for (const change of merged.values()) {
    if (change.kind !== 'values-changed') continue;
    change.kind = !change.removed?.length ? 'values-added' : !change.added?.length ? 'values-removed' : 'values-changed';
  }
  return [...merged.values()];
}

/** The same change in several responses of an operation is one row naming them all. */
function withStatusesMerged(changes: VersionChange[]): VersionChange[] {
  const rows = new Map<string, VersionChange>();
  for (const change of changes) {
    const key = changeKey(change, false);
    const known = rows.get(key);
    if (!known) rows.set(key, change);
    else unionInto(known, change, 'statuses');
  }
  return [...rows.values()];
}

/**
 * Every error response has the one error object the landing page explains
 * (page.ts): a change to it in every operation both versions have is one
 * row, not one per operation.
 */
function withSharedErrorChangesMerged(changes: VersionChange[], compared: number): VersionChange[] {
  const groups = new Map<string, VersionChange[]>();
  for (const change of changes.filter((candidate) => candidate.area === 'error-response')) {
    const key = changeKey({...change, method: 'GET', path: ''}, false);
    groups.set(key, [...(groups.get(key) ?? []), change]);
  }
  const shared = new Set<VersionChange>();
  for (const group of groups.values()) {
    if (new Set(group.map((change) => `${change.method} ${change.path}`)).size < compared) continue;
    const [first] = group;
    first!.everyOperation = true;
    for (const change of group) {
      if (change !== first) shared.add(change);
      unionInto(first!, change, 'statuses');
      first!.breaking ||= change.breaking;
    }
  }
  return changes.filter((change) => !shared.has(change));
}

/** One row per change, from the changes of single diffs (changeOf); `compared` is how many operations both versions have. */
export function mergeChanges(changes: VersionChange[], compared = Number.POSITIVE_INFINITY): VersionChange[] {
  return withSharedErrorChangesMerged(withStatusesMerged(withValuesMerged(withTypeDetailsFolded(withRequiredFolded(changes)))), compared);
}

type Step = string | number;
type Side = 'request' | 'response';
type Prepared = ReturnType<typeof prepareForDiff>;
type SchemaSlot = {at: Step[]; side: Side; before: unknown; after: unknown};

/** The schemas two versions of an operation both hold at the same place: a request body's or a response's, per media type. */
function sharedSchemas(before: JsonObject, after: JsonObject): SchemaSlot[] {
  const slots: SchemaSlot[] = [];
  const contents = (operation: JsonObject, at: Step[]) =>
    at.reduce<unknown>((node, step) => (isObject(node) ? node[step] : undefined), operation);
  const places: [Step[], Side][] = [
    [['requestBody', 'content'], 'request'],
    ...Object.keys(isObject(before.responses) ? before.responses : {}).map((status): [Step[], Side] => [
      ['responses', status, 'content'],
      'response',
    ]),
  ];
  for (const [at, side] of places) {
    const [older, newer] = [contents(before, at), contents(after, at)];
    if (!isObject(older) || !isObject(newer)) continue;
    for (const [mediaType, media] of Object.entries(older)) {
      const [olderSchema, newerSchema] = [(media as JsonObject)?.schema, (newer[mediaType] as JsonObject | undefined)?.schema];
      if (olderSchema !== undefined && newerSchema !== undefined)
        slots.push({at: [...at, mediaType, 'schema'], side, before: olderSchema, after: newerSchema});
    }
  }
  return slots;
}

/** Where a schema of each side sits in the one-operation documents compareSchemas builds. */
const SCHEMA_HOME: Record<Side, Step[]> = {
  request: ['paths', '/', 'post', 'requestBody', 'content', 'application/json', 'schema'],
  response: ['paths', '/', 'get', 'responses', '200', 'content', 'application/json', 'schema'],
};

function documentWith(side: Side, schema: unknown): object {
  const home = SCHEMA_HOME[side];
  const operation = home.slice(3, -1).reduceRight<unknown>((inner, step) => ({[step]: inner}), {schema});
  return {openapi: '3.1.0', paths: {'/': {[home[2]!]: operation}}};
}

/** The diffs of two schemas, paths relative to the schema; each distinct pair is compared once. */
function compareSchemas(slot: SchemaSlot, cache: Map<string, Diff[]>): Diff[] {
  const [before, after] = [JSON.stringify(slot.before), JSON.stringify(slot.after)];
  if (before === after) return [];
  const key = `${slot.side}\0${before}\0${after}`;
  let diffs = cache.get(key);
  if (!diffs) {
    const home = SCHEMA_HOME[slot.side];
    const {diffs: found} = apiCompare(documentWith(slot.side, slot.before), documentWith(slot.side, slot.after), {
      rules: openApiDiffRules(),
    });
    diffs = found.map((diff) => ({...diff, path: diff.path.slice(home.length)}));
    cache.set(key, diffs);
  }
  return diffs;
}

const pathKey = (apiPath: string) => apiPath.replace(/\{[^}]*\}/g, '*');

/**
 * api-smart-diff's diffs of two prepared documents, which it changes. The
 * same schema pairs recur in many operations (the error object in every
 * error response, an order in six operations): each distinct pair is
 * compared once, by itself, and the operations are compared with their
 * shared schemas stubbed out, those then identical left out. The diffs are
 * the library's, at the paths it would give them.
 */
export function compareDocuments(older: Prepared, newer: Prepared): Diff[] {
  const cache = new Map<string, Diff[]>();
  const newerPaths = new Map(Object.keys(newer.paths).map((apiPath) => [pathKey(apiPath), apiPath]));
  const schemaDiffs: Diff[] = [];
  for (const [apiPath, operations] of Object.entries(older.paths)) {
    const counterpart = newer.paths[newerPaths.get(pathKey(apiPath)) ?? ''];
    for (const [method, before] of Object.entries(operations)) {
      const after = counterpart?.[method];
      if (!isObject(before) || !isObject(after)) continue;
      for (const slot of sharedSchemas(before, after)) {
        for (const diff of compareSchemas(slot, cache))
          schemaDiffs.push({...diff, path: ['paths', apiPath, method, ...slot.at, ...diff.path]});
        for (const operation of [before, after]) {
          const media = slot.at.slice(0, -1).reduce<JsonObject>((node, step) => node[step] as JsonObject, operation);
          media.schema = {};
        }
      }
      if (JSON.stringify(before) === JSON.stringify(after)) {
        delete operations[method];
        delete counterpart![method];
      }
    }
  }
  return [...apiCompare(older, newer, {rules: openApiDiffRules()}).diffs, ...schemaDiffs];
}

/** How many operations both documents have: the library pairs paths whatever their parameters are called. */
export function comparedOperations(older: Prepared, newer: Prepared): number {
  const newerPaths = new Map(Object.keys(newer.paths).map((apiPath) => [pathKey(apiPath), apiPath]));
  return Object.entries(older.paths).reduce((count, [apiPath, operations]) => {
    const counterpart = newer.paths[newerPaths.get(pathKey(apiPath)) ?? ''] ?? {};
    return count + Object.keys(operations).filter((method) => method in counterpart).length;
  }, 0);
}

/** The rows of the diffs of two prepared documents; `compared` is how many operations both have. */
export function changesOf(diffs: Diff[], older: Prepared, compared: number): VersionChange[] {
  const parameterAt = (method: string, apiPath: string, index: number) =>
    ((older.paths[apiPath]?.[method] as JsonObject | undefined)?.parameters as RawParameter[] | undefined)?.[index];
  const changes = diffs
    .filter((diff) => KEPT_TYPES.has(diff.type))
    .map((diff) => changeOf(diff, parameterAt))
    .filter((change): change is VersionChange => change !== undefined);
  return mergeChanges(changes, compared);
}

/**
 * The changes from one version of the API to the next, compared by
 * api-smart-diff (its verdicts, with the corrections in diffChanges.ts) on
 * the dereferenced documents. Changes of descriptions and examples are left out.
 */
export function diffVersions(before: OpenApiDocument, after: OpenApiDocument): VersionChange[] {
  const older = prepareForDiff(before);
  const newer = prepareForDiff(after);
  const compared = comparedOperations(older, newer);
  return changesOf(compareDocuments(older, newer), older, compared);
}
