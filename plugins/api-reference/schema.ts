import type {Translate} from './translations';
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

/**
 * The page an enum's values link to, for a schema marked `x-ferrypay-catalogue`
 * (event types, error codes): the link target of one value, or undefined for a
 * value the catalogue has no entry for (`*`).
 */
export type ValueLink = (catalogue: string, value: string) => string | undefined;

type Context = {labels: Labels; t: Translate; valueLink?: ValueLink};

const isNullSchema = (schema: JsonSchema) => schema.type === 'null';

const CATALOGUE = 'x-ferrypay-catalogue';

/**
 * Folds `allOf` into one schema, as a reader sees the result: the properties
 * of every part (a property in several parts merged the same way, later parts
 * refining earlier ones, as a webhook event's typed `data.object` refines the
 * envelope's), every part's required fields, and the other keywords of the
 * last part that has them.
 */
export function mergeAllOf(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const {allOf, ...own} = schema;
  return [...allOf.map(mergeAllOf), own].reduce<JsonSchema>((merged, part) => {
    const properties = {...merged.properties};
    for (const [name, property] of Object.entries(part.properties ?? {})) {
      const before = properties[name];
      properties[name] = before ? mergeAllOf({allOf: [before, property]}) : property;
    }
    const required = [...new Set([...(merged.required ?? []), ...(part.required ?? [])])];
    return {
      ...merged,
      ...part,
      ...(Object.keys(properties).length > 0 ? {properties} : {}),
      ...(required.length > 0 ? {required} : {}),
    };
  }, {});
}

/**
 * Folds the 3.1 spellings of "nullable" and "one of these values or `*`" into
 * one schema, so a reader sees `string | null` and a list of values.
 */
export function normalizeSchema(original: JsonSchema): {schema: JsonSchema; nullable: boolean} {
  const schema = mergeAllOf(original);
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
      const catalogue = nonNull.find((alternative) => alternative[CATALOGUE])?.[CATALOGUE];
      return {
        schema: {
          type: 'string',
          description: schema.description,
          ...(values.length > 0 ? {enum: values} : {}),
          ...(catalogue ? {[CATALOGUE]: catalogue} : {}),
        },
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

function linkedValue(value: unknown, catalogue: string | undefined, valueLink: ValueLink | undefined): string {
  const target = catalogue && typeof value === 'string' ? valueLink?.(catalogue, value) : undefined;
  return target ? `[${formatValue(value)}](${target})` : formatValue(value);
}

/** Values, limits and defaults, written out in the page's language; a catalogue's values link to their entries. */
export function schemaNotes(schema: JsonSchema, labels: Labels, valueLink?: ValueLink): string[] {
  const {schema: s} = normalizeSchema(schema);
  const notes: string[] = [];
  const valuesOf = (of: JsonSchema) => (of.enum ?? []).filter((value) => value !== null);
  const list = (of: JsonSchema) =>
    valuesOf(of)
      .map((value) => linkedValue(value, of[CATALOGUE], valueLink))
      .join(labels.listSeparator);
  if (valuesOf(s).length > 0 && s.const === undefined) notes.push(labels.oneOf(list(s)));
  const item = s.type === 'array' && s.items ? normalizeSchema(s.items).schema : undefined;
  if (item && valuesOf(item).length > 0) notes.push(labels.eachOneOf(list(item)));
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

function describe(schema: JsonSchema, {labels, t, valueLink}: Context): string {
  const {schema: s} = normalizeSchema(schema);
  const text = s.description ? t(s.description) : '';
  return [text, ...schemaNotes(schema, labels, valueLink)].filter(Boolean).join(labels.sentenceJoin);
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
