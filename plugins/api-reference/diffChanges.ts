import type {Diff} from 'api-smart-diff';

import {HTTP_METHODS, type HttpMethod} from './operations';

/**
 * One change between two versions of the API, as a reader of the diff page
 * needs it: where it is (an operation, one of its parameters, a field of its
 * request body or of some of its responses), what kind of change it is, and
 * whether it can break an integration built for the older version.
 */
export type ChangeArea = 'operation' | 'parameter' | 'request-body' | 'response' | 'error-response';

export type ChangeKind =
  | 'operation-added'
  | 'operation-removed'
  | 'parameter-added'
  | 'parameter-removed'
  | 'request-body-added'
  | 'request-body-removed'
  | 'response-added'
  | 'response-removed'
  | 'header-added'
  | 'header-removed'
  | 'field-added'
  | 'field-removed'
  | 'now-required'
  | 'now-optional'
  | 'type-changed'
  | 'type-added'
  | 'type-removed'
  | 'nullable-added'
  | 'nullable-removed'
  | 'values-added'
  | 'values-removed'
  | 'values-changed'
  | 'format-changed'
  | 'default-changed'
  | 'constraint-changed'
  | 'deprecated'
  | 'no-longer-deprecated'
  | 'other';

export type VersionChange = {
  method: HttpMethod;
  /** The operation's path, as the newer document writes it (the older one's for a removed operation). */
  path: string;
  area: ChangeArea;
  parameterIn?: string;
  /** The response statuses the change is in, for the response areas. */
  statuses: string[];
  /** The parameter, header or field: `amount`, `data[].review.steps`; empty for the operation, the body or a response itself. */
  name: string;
  kind: ChangeKind;
  breaking: boolean;
  /** A field or parameter added as required (in a request) or always present (in a response). */
  required?: boolean;
  /** Types, formats, defaults and limits before and after, as the documents write them. */
  before?: string;
  after?: string;
  /** The schema keyword a constraint or another change is about: `maxLength`, `items`. */
  keyword?: string;
  /** Values of an enum that the newer version adds or removes. */
  added?: string[];
  removed?: string[];
  /** A change to the error object in the error responses of every operation both versions have: one row for them all. */
  everyOperation?: boolean;
  /** Limits and formats that came or went with a type change, shown with it. */
  details?: {keyword: string; before?: string; after?: string}[];
};

type Step = string | number;
type Side = 'request' | 'response';
type Located = Omit<VersionChange, 'kind'>;

/** A JSON value written as readers see it in the documents: `string | null`, `20`, `"EUR"`. */
export function valueText(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join(' | ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const CONSTRAINTS = new Set([
  'maxLength',
  'minLength',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'multipleOf',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxProperties',
  'minProperties',
]);

const COMBINERS = new Set(['oneOf', 'anyOf', 'allOf']);

/**
 * The field a schema path leads to (`properties/data/items/properties/amount`
 * -> `data[].amount`) and the keyword path left after it. `ownNode` says the
 * path ends on the field itself, so the change adds or removes it.
 */
export function fieldOf(steps: Step[]): {name: string; rest: Step[]; ownNode: 'field' | 'items' | 'other' | 'none'} {
  let name = '';
  let index = 0;
  let ownNode: 'field' | 'items' | 'other' | 'none' = 'none';
  while (index < steps.length) {
    const step = steps[index]!;
    if (step === 'properties' && index + 1 < steps.length) {
      name = name ? `${name}.${String(steps[index + 1])}` : String(steps[index + 1]);
      index += 2;
      ownNode = 'field';
    } else if (step === 'items') {
      name = `${name}[]`;
      index += 1;
      ownNode = 'items';
    } else if (step === 'additionalProperties') {
      name = name ? `${name}.*` : '*';
      index += 1;
      ownNode = 'items';
    } else if (COMBINERS.has(String(step)) && index + 1 < steps.length) {
      index += 2;
      ownNode = 'other';
    } else break;
  }
  return {name, rest: steps.slice(index), ownNode: index === steps.length ? ownNode : 'none'};
}

const typeSet = (value: unknown): Set<string> => {
  const types = new Set((Array.isArray(value) ? value : [value]).map(String));
  if (types.has('number')) types.add('integer');
  return types;
};
const within = (inner: unknown, outer: unknown) => [...typeSet(inner)].every((type) => typeSet(outer).has(type));

/**
 * A replaced type breaks an integration unless it narrows what the reader of
 * the value must handle: a response may narrow (`number` -> `integer`), a
 * request may widen. api-smart-diff reverses its request verdict for a
 * response, which made `number` -> `string` in a response non-breaking.
 */
export function typeChangeBreaks(before: unknown, after: unknown, side: Side): boolean {
  return side === 'response' ? !within(after, before) : !within(before, after);
}

function schemaKeywordChange(diff: Diff, located: Located, keyword: Step[], side: Side): VersionChange {
  const [first, second] = keyword;
  const breaking = located.breaking;
  if (first === 'type' && second === undefined) {
    return {
      ...located,
      kind: 'type-changed',
      before: valueText(diff.before),
      after: valueText(diff.after),
      breaking: typeChangeBreaks(diff.before, diff.after, side),
    };
  }
  if (first === 'type') {
    const value = diff.action === 'remove' ? diff.before : diff.after;
    if (value === 'null') return {...located, kind: diff.action === 'remove' ? 'nullable-removed' : 'nullable-added'};
    return {...located, kind: diff.action === 'remove' ? 'type-removed' : 'type-added', after: valueText(value)};
  }
  if (first === 'enum' || first === 'const') {
    const added = diff.action === 'remove' ? [] : [valueText(diff.after)];
    const removed = diff.action === 'add' ? [] : [valueText(diff.before)];
    // Ferrypay's versioning policy (the landing page's Versioning section): a new
    // value in a response, such as a new event type, is additive.
    const additive = side === 'response' && removed.length === 0;
    return {...located, kind: 'values-changed', added, removed, breaking: breaking && !additive};
  }
  const text = (value: unknown) => (value === undefined ? undefined : valueText(value));
  if (first === 'format')
    return {...located, kind: 'format-changed', keyword: 'format', before: text(diff.before), after: text(diff.after)};
  if (first === 'default') return {...located, kind: 'default-changed', before: text(diff.before), after: text(diff.after)};
  if (first === 'deprecated') return {...located, kind: diff.after === true ? 'deprecated' : 'no-longer-deprecated'};
  if (CONSTRAINTS.has(String(first)) && second === undefined) {
    return {...located, kind: 'constraint-changed', keyword: String(first), before: text(diff.before), after: text(diff.after)};
  }
  return {...located, kind: 'other', keyword: String(first)};
}

/** A change inside a schema: of a parameter, a request body or a response. */
function schemaChange(diff: Diff, at: Located, steps: Step[], side: Side): VersionChange {
  const {name, rest, ownNode} = fieldOf(steps);
  const prefix = at.area === 'parameter' ? at.name : '';
  const located = {...at, name: [prefix, name].filter(Boolean).join('.')};
  if (ownNode === 'field') {
    if (diff.action === 'add') return {...located, kind: 'field-added'};
    // An integration that still sends a field the request no longer has loses what the field did:
    // api-smart-diff calls a removed request field non-breaking.
    if (diff.action === 'remove') return {...located, kind: 'field-removed', breaking: located.breaking || side === 'request'};
  }
  if (ownNode === 'items') {
    const keyword = steps.at(-1) === 'items' ? 'items' : 'additionalProperties';
    return {...located, name: located.name.replace(/(\[\]|\.\*)$/, ''), kind: 'other', keyword};
  }
  if (ownNode === 'other' || rest.length === 0) return {...located, kind: 'other', keyword: String(steps.at(-1) ?? 'schema')};
  if (rest[0] === 'required' && rest.length === 2) {
    const field = String(diff.action === 'remove' ? diff.before : diff.after);
    return {
      ...located,
      name: [located.name, field].filter(Boolean).join('.'),
      kind: diff.action === 'remove' ? 'now-optional' : 'now-required',
    };
  }
  return schemaKeywordChange(diff, located, rest, side);
}

type RawParameter = {name?: string; in?: string; required?: boolean};

function parameterChange(
  diff: Diff,
  base: Located,
  steps: Step[],
  parameterAt: (index: number) => RawParameter | undefined,
): VersionChange {
  const [index, ...inner] = steps;
  const own = inner.length === 0;
  const parameter = ((own && diff.action === 'add' ? diff.after : own ? diff.before : parameterAt(Number(index))) ?? {}) as RawParameter;
  const located: Located = {...base, area: 'parameter', parameterIn: parameter.in, name: parameter.name ?? ''};
  if (own && diff.action === 'add') return {...located, kind: 'parameter-added', required: parameter.required === true};
  if (own && diff.action === 'remove') return {...located, kind: 'parameter-removed'};
  if (inner[0] === 'required' && inner.length === 1) return {...located, kind: diff.after === true ? 'now-required' : 'now-optional'};
  if (inner[0] === 'deprecated' && inner.length === 1)
    return {...located, kind: diff.after === true ? 'deprecated' : 'no-longer-deprecated'};
  if (inner[0] === 'schema') return schemaChange(diff, located, inner.slice(1), 'request');
  return {...located, kind: 'other', keyword: String(inner[0])};
}

function bodyChange(diff: Diff, base: Located, steps: Step[]): VersionChange {
  const located: Located = {...base, area: 'request-body'};
  if (steps.length === 0) return {...located, kind: diff.action === 'remove' ? 'request-body-removed' : 'request-body-added'};
  if (steps[0] === 'required' && steps.length === 1) return {...located, kind: diff.after === true ? 'now-required' : 'now-optional'};
  if (steps[0] === 'content' && steps[2] === 'schema') return schemaChange(diff, located, steps.slice(3), 'request');
  return {...located, kind: 'other', keyword: String(steps.at(-1))};
}

function responseChange(diff: Diff, base: Located, steps: Step[]): VersionChange {
  const [status, section, name, ...inner] = steps.map(String);
  const located: Located = {...base, area: status!.startsWith('2') ? 'response' : 'error-response', statuses: [status!]};
  if (section === undefined) return {...located, kind: diff.action === 'remove' ? 'response-removed' : 'response-added'};
  if (section === 'headers' && name !== undefined && inner.length === 0 && diff.action !== 'replace') {
    return {...located, name, kind: diff.action === 'remove' ? 'header-removed' : 'header-added'};
  }
  if (section === 'content' && inner[0] === 'schema') return schemaChange(diff, located, steps.slice(4), 'response');
  return {...located, kind: 'other', keyword: String(steps.at(-1))};
}

const isMethod = (value: unknown): value is (typeof HTTP_METHODS)[number] =>
  typeof value === 'string' && (HTTP_METHODS as readonly string[]).includes(value);

/**
 * Reads one of api-smart-diff's diffs of the `paths` of two prepared
 * documents (versionDiff.ts) as a change. Its path is the older document's
 * path; `parameterAt` finds the older operation's parameter a nested change is in.
 */
export function changeOf(
  diff: Diff,
  parameterAt: (method: string, path: string, index: number) => RawParameter | undefined,
): VersionChange | undefined {
  const [root, apiPath, method, section, ...steps] = diff.path;
  if (root !== 'paths' || typeof apiPath !== 'string' || !isMethod(method)) return undefined;
  const base: Located = {
    method: method.toUpperCase() as HttpMethod,
    path: apiPath,
    area: 'operation',
    statuses: [],
    name: '',
    breaking: diff.type === 'breaking',
  };
  if (section === undefined) {
    if (diff.action === 'add') return {...base, kind: 'operation-added'};
    if (diff.action === 'remove') return {...base, kind: 'operation-removed'};
    return undefined;
  }
  if (section === 'deprecated') return {...base, kind: diff.after === true ? 'deprecated' : 'no-longer-deprecated'};
  if (section === 'parameters') return parameterChange(diff, base, steps, (index) => parameterAt(method, apiPath, index));
  if (section === 'requestBody') return bodyChange(diff, base, steps);
  if (section === 'responses') return responseChange(diff, base, steps);
  return {...base, kind: 'other', keyword: String(section)};
}
