import type {Translate} from './catalogue';
import type {Labels} from './labels';
import {code} from './markdown';
import type {JsonSchema} from './operations';

export type SchemaRow = {
  /** A path into the body: `address.city`, `data[].id`. */
  name: string;
  type: string;
  required: boolean;
  /** Translated description followed by the generated notes (values, limits, default). */
  description: string;
};

type Context = {labels: Labels; t: Translate};

const isNullSchema = (schema: JsonSchema) => schema.type === 'null';

/**
 * Folds the 3.1 spellings of "nullable" and "one of these values or `*`" into
 * one schema, so a reader sees `string | null` and a list of values.
 */
export function normalizeSchema(schema: JsonSchema): {schema: JsonSchema; nullable: boolean} {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const nonNull = alternatives.filter((alternative) => !isNullSchema(alternative));
    const nullable = nonNull.length < alternatives.length;
    if (nonNull.length === 1) {
      const only = normalizeSchema(nonNull[0]!);
      return {
        schema: {...only.schema, description: schema.description ?? only.schema.description},
        nullable: nullable || only.nullable,
      };
    }
    // Several string alternatives (an enum, a const): one string with every allowed value.
    if (nonNull.every((alternative) => alternative.type === 'string')) {
      const values = nonNull.flatMap((alternative) => alternative.enum ?? (alternative.const !== undefined ? [alternative.const] : []));
      return {
        schema: {type: 'string', description: schema.description, ...(values.length > 0 ? {enum: values} : {})},
        nullable,
      };
    }
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    const nullable = types.length < schema.type.length;
    return {schema: {...schema, type: types.length === 1 ? types[0] : types}, nullable};
  }
  return {schema, nullable: false};
}

export function typeName(schema: JsonSchema, labels: Labels): string {
  const {schema: normalized, nullable} = normalizeSchema(schema);
  let name: string;
  if (normalized.type === 'array') {
    name = labels.arrayOf(normalized.items ? typeName(normalized.items, labels) : 'any');
  } else if (Array.isArray(normalized.type)) {
    name = normalized.type.join(' | ');
  } else {
    name = normalized.type ?? (normalized.properties ? 'object' : 'any');
    if (normalized.format) name += ` (${normalized.format})`;
  }
  return nullable ? `${name} | null` : name;
}

function formatValue(value: unknown): string {
  return code(typeof value === 'string' ? value : JSON.stringify(value));
}

/** Values, limits and defaults, written out in the page's language. */
export function schemaNotes(schema: JsonSchema, labels: Labels): string[] {
  const {schema: s} = normalizeSchema(schema);
  const notes: string[] = [];
  const values = (s.enum ?? []).filter((value) => value !== null);
  if (values.length > 0 && s.const === undefined) {
    notes.push(labels.oneOf(values.map(formatValue).join(labels.listSeparator)));
  }
  if (s.default !== undefined) notes.push(labels.defaultValue(formatValue(s.default)));
  const range = labels.range(s.minimum, s.maximum);
  if (range) notes.push(range);
  const length = labels.length(s.minLength, s.maxLength);
  if (length) notes.push(length);
  const items = labels.items(s.minItems, s.maxItems);
  if (items) notes.push(items);
  if (s.maxProperties !== undefined && s.additionalProperties) notes.push(labels.maxProperties(s.maxProperties));
  if (s.pattern) notes.push(labels.pattern(code(s.pattern)));
  return notes;
}

function describe(schema: JsonSchema, {labels, t}: Context): string {
  const {schema: s} = normalizeSchema(schema);
  const text = s.description ? t(s.description) : '';
  return [text, ...schemaNotes(schema, labels)].filter(Boolean).join(labels.sentenceJoin);
}

/** The nested properties of an object, or of the objects in an array. */
function childProperties(schema: JsonSchema): {prefix: string; schema: JsonSchema} | undefined {
  const {schema: s} = normalizeSchema(schema);
  if (s.properties) return {prefix: '.', schema: s};
  if (s.type === 'array' && s.items) {
    const {schema: item} = normalizeSchema(s.items);
    if (item.properties) return {prefix: '[].', schema: item};
  }
  return undefined;
}

/**
 * Flattens an object schema into table rows, depth first, so nested fields
 * read as `address.city` and `data[].id` under their parent.
 */
export function schemaRows(schema: JsonSchema, context: Context, parent = '', depth = 0): SchemaRow[] {
  const {schema: s} = normalizeSchema(schema);
  const rows: SchemaRow[] = [];
  const required = new Set(s.required ?? []);
  for (const [name, property] of Object.entries(s.properties ?? {})) {
    const fullName = parent ? `${parent}${name}` : name;
    rows.push({
      name: fullName,
      type: typeName(property, context.labels),
      required: required.has(name),
      description: describe(property, context),
    });
    const children = childProperties(property);
    if (children && depth < 4) {
      rows.push(...schemaRows(children.schema, context, `${fullName}${children.prefix}`, depth + 1));
    }
  }
  return rows;
}
