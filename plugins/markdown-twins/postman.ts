/**
 * An API version's Postman collection (v2.1), converted from the version's
 * bundled OpenAPI document by Postman's own converter (openapi-to-postmanv2),
 * then shaped the way a Ferrypay reader imports it: the base URL and the API
 * key as collection variables (the key as the bearer token of every request),
 * every request sending `Ferrypay-Version` with the version, and one folder
 * per group of the API reference's sidebar, holding its operations in the
 * sidebar's order.
 */
import {parseYaml} from '@redocly/openapi-core';
import {slugify} from '../api-reference/operations';
import type {ApiVersion} from '../../src/config/apiReference';

/** The request header that selects the API version (the OpenAPI documents' `FerrypayVersion` parameter). */
export const VERSION_HEADER = 'Ferrypay-Version';
export const BASE_URL_VARIABLE = 'baseUrl';
export const API_KEY_VARIABLE = 'apiKey';

/** A sidebar group of the version's API reference: its operations' slugs in order. */
export type SidebarGroup = {slugs: string[]};

type Header = {
  key: string;
  value: string;
  disabled?: boolean;
  description?: unknown;
};
type Request = {
  method: string;
  header?: Header[];
  url: unknown;
  auth?: unknown;
  description?: unknown;
};
type Item = {
  id?: string;
  name: string;
  item?: Item[];
  request?: Request;
  response?: {id?: string; originalRequest?: Request}[];
};
type Variable = {
  key: string;
  value: string;
  type?: string;
  description?: string;
};
export type Collection = {
  info: {
    _postman_id?: string;
    name: string;
    schema: string;
    description?: unknown;
  };
  item: Item[];
  variable?: Variable[];
  auth?: unknown;
  event?: unknown[];
};

type OpenApiLike = {
  servers?: {url: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, {summary?: string; tags?: string[]} | unknown>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/**
 * A copy of the document with an example wherever the converter would
 * otherwise pick one at random. Its schema faker (json-schema-faker) fills
 * what the document gives no example for by chance: an enum gets any of its
 * values (`currency=SGD` in one build, `TWD` in the next), and a map of free
 * keys (Metadata) gets 0 to 20 `key_N` entries. So that every build writes
 * the same collection, such an enum's example (and its parameter's) is its
 * first value, and such a map has one entry. Only the converter sees the
 * copy: the API reference pages and their code samples are made from the
 * document.
 */
export function withStableExamples(openapi: unknown): unknown {
  const copy = structuredClone(openapi);
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    // A parameter's own example, where its schema is an enum written in place.
    const schema = value.schema;
    if (
      typeof value.in === 'string' &&
      value.example === undefined &&
      value.examples === undefined &&
      isNode(schema) &&
      Array.isArray(schema.enum)
    ) {
      value.example = schema.enum[0];
    }
    if (Array.isArray(value.enum) && value.example === undefined && value.default === undefined) value.example = value.enum[0];
    if (value.type === 'object' && value.additionalProperties && !value.properties) {
      value.minProperties = 1;
      value.maxProperties = 1;
    }
    Object.values(value).forEach(visit);
  };
  visit(copy);
  return copy;
}

async function converted(openapi: unknown): Promise<Collection> {
  // Loaded when the first collection is written, not with the config: it takes
  // a second, which every build that stops before writing files would pay too.
  const {convert} = await import('openapi-to-postmanv2');
  return new Promise((resolve, reject) => {
    convert(
      {type: 'json', data: withStableExamples(openapi) as object},
      // Optional parameters are in each request, switched off: a request sends what the operation needs until the reader adds more.
      {
        folderStrategy: 'Tags',
        parametersResolution: 'Example',
        includeAuthInfoInExample: false,
        enableOptionalParameters: false,
      },
      (error, result) => {
        if (error || !result) return reject(error ?? new Error('no result'));
        if (!result.result || !result.output?.[0]) return reject(new Error(result.reason ?? 'no collection'));
        resolve(result.output[0].data as unknown as Collection);
      },
    );
  });
}

function requestsOf(items: Item[]): Item[] {
  return items.flatMap((item) => (item.item ? requestsOf(item.item) : item.request ? [item] : []));
}

/** The converter gives every item a random id, left out here (and the examples it would pick at random: withStableExamples). */
function withoutIds(item: Item): Item {
  const {id: _id, ...rest} = item;
  return {
    ...rest,
    ...(item.item && {item: item.item.map(withoutIds)}),
    ...(item.response && {
      response: item.response.map(({id: _responseId, ...response}) => response),
    }),
  };
}

function withVersionHeader(request: Request, version: string): Request {
  const others = (request.header ?? []).filter((header) => header.key.toLowerCase() !== VERSION_HEADER.toLowerCase());
  const description = (request.header ?? []).find((header) => header.key.toLowerCase() === VERSION_HEADER.toLowerCase())?.description;
  return {
    ...request,
    header: [
      {
        key: VERSION_HEADER,
        value: version,
        ...(description !== undefined && {description}),
      },
      ...others,
    ],
  };
}

/**
 * `document`: the bundled OpenAPI document (YAML) that readers download.
 * `sidebar`: the API reference's sidebar groups for the version. `name`
 * names the document in errors.
 */
export async function postmanCollection({
  document,
  version,
  sidebar,
  name,
}: {
  document: string;
  version: Pick<ApiVersion, 'name' | 'label'>;
  sidebar: SidebarGroup[];
  name: string;
}): Promise<Collection> {
  const openapi = parseYaml(document) as OpenApiLike;
  const baseUrl = openapi.servers?.[0]?.url;
  if (!baseUrl) throw new Error(`${name}: no servers[0].url for the collection's ${BASE_URL_VARIABLE} variable.`);

  // Each operation's tag by its page slug (what the sidebar lists), and its
  // slug by its summary (what the converter names its request).
  const tagOf = new Map<string, string>();
  const slugOfSummary = new Map<string, string>();
  for (const pathItem of Object.values(openapi.paths)) {
    for (const [method, operation] of Object.entries(pathItem)) {
      if (!METHODS.includes(method)) continue;
      const {
        summary,
        tags,
        'x-ferrypay-slug': slug,
      } = operation as {
        summary?: string;
        tags?: string[];
        'x-ferrypay-slug'?: string;
      };
      if (!summary) continue;
      const pageSlug = slug ?? slugify(summary);
      slugOfSummary.set(summary, pageSlug);
      if (tags?.[0]) tagOf.set(pageSlug, tags[0]);
    }
  }

  const collection = await converted(openapi);
  const requests = new Map<string, Item>();
  for (const request of requestsOf(collection.item)) {
    requests.set(slugOfSummary.get(request.name) ?? slugify(request.name), request);
  }

  const folders = sidebar
    .filter((group) => group.slugs.length > 0)
    .map((group) => {
      const tags = new Set(group.slugs.map((slug) => tagOf.get(slug)));
      const [tagName] = tags;
      if (tags.size !== 1 || !tagName) {
        throw new Error(
          `${name}: a sidebar group of API ${version.label} holds operations of ${tags.size} tags (${group.slugs.join(', ')}).`,
        );
      }
      const tag = openapi.tags?.find((candidate) => candidate.name === tagName);
      return {
        name: tagName,
        ...(tag?.description && {description: tag.description}),
        item: group.slugs.map((slug) => {
          const request = requests.get(slug);
          if (!request?.request) throw new Error(`${name}: the converter made no request for the operation ${slug}.`);
          requests.delete(slug);
          return withoutIds({
            ...request,
            request: withVersionHeader(request.request, version.name),
            ...(request.response && {
              response: request.response.map((response) => ({
                ...response,
                ...(response.originalRequest && {
                  originalRequest: withVersionHeader(response.originalRequest, version.name),
                }),
              })),
            }),
          });
        }),
      };
    });
  if (requests.size > 0) {
    throw new Error(`${name}: operations in no sidebar group of API ${version.label}: ${[...requests.keys()].join(', ')}.`);
  }

  const {_postman_id: _id, ...info} = collection.info;
  return {
    info: {...info, name: `Ferrypay API ${version.label}`},
    item: folders,
    auth: {
      type: 'bearer',
      bearer: [{key: 'token', value: `{{${API_KEY_VARIABLE}}}`, type: 'string'}],
    },
    variable: [
      {key: BASE_URL_VARIABLE, value: baseUrl, type: 'string'},
      {key: API_KEY_VARIABLE, value: '', type: 'string'},
    ],
  };
}
