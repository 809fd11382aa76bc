import type {JsonSchema} from '../../plugins/api-reference/operations';
import type {ApiField, Form, FormField} from '../../src/config/forms';
import type {Locale} from './wireframes';

/**
 * The checks that hold src/config/forms.ts to the OpenAPI documents and to the
 * guide's tables, as pure functions so that a planted mismatch can show each
 * one fails. Each returns what is wrong, in words; empty when nothing is.
 */

/** A property of a request body, by the name forms.ts gives it, and whether the request requires it. */
export type RequestField = {schema: JsonSchema; required: boolean};

/**
 * The fields of a request body: its properties, and for an array of objects
 * (a batch's `orders`) each item's properties as `orders[].vendor`.
 */
export function requestFields(body: JsonSchema): Map<string, RequestField> {
  const fields = new Map<string, RequestField>();
  for (const [name, schema] of Object.entries(body.properties ?? {})) {
    fields.set(name, {schema, required: (body.required ?? []).includes(name)});
    const items = schema.type === 'array' ? schema.items : undefined;
    for (const [child, childSchema] of Object.entries(items?.properties ?? {})) {
      fields.set(`${name}[].${child}`, {schema: childSchema, required: (items?.required ?? []).includes(child)});
    }
  }
  return fields;
}

/** The constraints forms.ts states for a field, read from a schema in the same shape. */
function constraintsOf(schema: JsonSchema): Omit<ApiField, 'name' | 'operation' | 'valuesOnPage'> {
  return {
    maxLength: schema.maxLength,
    maxItems: schema.maxItems,
    itemMaxLength: schema.items?.maxLength,
    pattern: schema.pattern,
    values: schema.enum?.map(String),
  };
}

function fieldSchemaProblems(field: FormField, api: ApiField, found: RequestField): string[] {
  const problems: string[] = [];
  const what = `${field.label.en} (${api.name})`;
  if (field.either ? found.required : found.required !== field.required) {
    problems.push(
      `${what}: the form ${field.required ? 'requires' : 'does not require'} it, the API ${found.required ? 'requires' : 'does not require'} it`,
    );
  }
  const inSchema = constraintsOf(found.schema);
  for (const key of ['maxLength', 'maxItems', 'itemMaxLength', 'pattern', 'values'] as const) {
    const expected = JSON.stringify(inSchema[key]);
    if (JSON.stringify(api[key]) !== expected)
      problems.push(`${what}: ${key} is ${expected ?? 'none'} in the API, ${JSON.stringify(api[key]) ?? 'none'} here`);
  }
  return problems;
}

/**
 * What differs between a form and the request bodies of its operations (by
 * slug): a field the request lacks, required or not, a limit, and a request
 * field that no form field sets and `elsewhere` does not explain.
 */
export function formSchemaProblems(form: Form, bodies: ReadonlyMap<string, JsonSchema | undefined>): string[] {
  const problems: string[] = [];
  const covered = new Set<string>();
  for (const field of form.fields) {
    for (const api of field.api) {
      const operation = api.operation ?? form.requests[0]!.operation;
      covered.add(`${operation} ${api.name}`);
      const found = requestFields(bodies.get(operation) ?? {}).get(api.name);
      if (!found) problems.push(`${field.label.en}: ${operation} has no request field ${api.name}`);
      else problems.push(...fieldSchemaProblems(field, api, found));
    }
  }
  for (const request of form.requests) {
    const body = bodies.get(request.operation);
    if (!body) {
      problems.push(`${request.operation}: no such operation with a request body`);
      continue;
    }
    const fields = requestFields(body);
    for (const name of fields.keys()) {
      if (!covered.has(`${request.operation} ${name}`) && !(name in request.elsewhere)) {
        problems.push(`${request.operation} ${name}: no field of the form sets it, and elsewhere does not say what does`);
      }
    }
    for (const name of Object.keys(request.elsewhere)) {
      if (!fields.has(name)) problems.push(`${request.operation} ${name}: elsewhere names a field the request does not have`);
    }
  }
  return problems;
}

const HEADERS = {
  label: ['Field', 'Column', '欄位'],
  api: ['API field', 'API 欄位'],
  required: ['Required', '必填'],
  format: ['Format', '格式'],
  example: ['Example', '範例'],
} as const;

type Table = {headers: string[]; rows: string[][]};

/** The first table of the section whose heading has `{#anchor}`, up to the next heading. */
export function sectionTable(markdown: string, anchor: string): Table | undefined {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`{#${anchor}}`));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && /^#{1,6} /.test(line));
  const section = lines.slice(start + 1, end < 0 ? undefined : end);
  const first = section.findIndex((line) => line.startsWith('|'));
  if (first < 0) return undefined;
  const table: string[] = [];
  for (const line of section.slice(first)) {
    if (!line.startsWith('|')) break;
    table.push(line);
  }
  const cells = (line: string) =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = table;
  return {headers: cells(header!), rows: rows.map(cells)};
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const plain = (cell: string) => cell.replace(/`/g, '').trim();
/** A number as a row states it: 1,000 or 1000, not part of a longer number. */
const states = (text: string, value: number) => new RegExp(`(?<![\\d.,])${value}(?![\\d])`).test(text.replace(/(\d),(\d{3})/g, '$1$2'));

/** What an example the request would send breaks of its field's pattern, length or values. */
function exampleProblems(field: FormField, example: string): string[] {
  const passes = (api: ApiField) => {
    if (api.itemMaxLength !== undefined) return example.split(/[;,、]\s*/).every((item) => item.length <= api.itemMaxLength!);
    if (api.pattern && !new RegExp(api.pattern).test(example)) return false;
    if (api.maxLength !== undefined && example.length > api.maxLength) return false;
    return !api.values || api.values.includes(example);
  };
  const results = field.api.map(passes);
  const ok = field.either ? results.some(Boolean) : results.every(Boolean);
  return ok ? [] : [`${field.label.en}: the example ${example} is not a value the API accepts`];
}

function rowProblems(field: FormField, row: string[], column: (key: keyof typeof HEADERS) => number, form: Form): string[] {
  const problems: string[] = [];
  const what = plain(row[0]!);
  const required = /^(?:Yes|是)/.test(row[column('required')]!) ? true : /^(?:No|否)/.test(row[column('required')]!) ? false : undefined;
  if (required !== field.required)
    problems.push(`${what}: the table's required column says ${row[column('required')]}, forms.ts says ${field.required}`);
  if (form.apiColumn) {
    const shown = codeSpans(row[column('api')]!);
    const expected = field.api.map((api) => api.name);
    if (JSON.stringify(shown) !== JSON.stringify(expected) || (expected.length === 0 && row[column('api')] !== '—')) {
      problems.push(`${what}: the API field column says ${row[column('api')]}, forms.ts says ${expected.join(', ') || '—'}`);
    }
  }
  const text = row.join(' | ');
  for (const api of field.api) {
    for (const limit of [api.maxLength, api.maxItems, api.itemMaxLength]) {
      if (limit !== undefined && !states(text, limit)) problems.push(`${what}: the row does not state the limit ${limit}`);
    }
    for (const value of api.valuesOnPage === false ? [] : (api.values ?? [])) {
      if (!text.includes(value)) problems.push(`${what}: the row does not list the value ${value}`);
    }
  }
  if (field.example === 'api') problems.push(...exampleProblems(field, plain(row[column('example')]!)));
  return problems;
}

/** What differs between a form and its table on a guide page in one locale. */
export function formPageProblems(form: Form, markdown: string, locale: Locale): string[] {
  const table = sectionTable(markdown, form.anchor);
  if (!table) return [`no table under the heading {#${form.anchor}}`];
  const column = (key: keyof typeof HEADERS) => table.headers.findIndex((header) => (HEADERS[key] as readonly string[]).includes(header));
  const missing = (['label', 'required', 'format', 'example'] as const).filter((key) => column(key) < 0);
  if (missing.length) return [`the table lacks the columns ${missing.join(', ')}: ${table.headers.join(' | ')}`];
  if (form.apiColumn !== column('api') >= 0) return [`the table ${form.apiColumn ? 'lacks' : 'has'} an API field column`];
  const labels = table.rows.map((row) => plain(row[0]!));
  const expected = form.fields.map((field) => field.label[locale]);
  if (JSON.stringify(labels) !== JSON.stringify(expected))
    return [`the table's fields are ${labels.join(', ')}; forms.ts has ${expected.join(', ')}`];
  return form.fields.flatMap((field, index) => rowProblems(field, table.rows[index]!, column, form));
}
