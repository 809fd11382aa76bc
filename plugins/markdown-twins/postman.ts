/**
 * An API version's Postman collection (v2.1), converted from the version's
 * bundled OpenAPI document by Postman's own converter (openapi-to-postmanv2,
 * its current interface, with every value taken from the document's
 * examples), then shaped the way a Ferrypay reader imports it: the base URL,
 * the API key and each path variable as collection variables (the key as the
 * bearer token of every request, a path variable holding its example), every
 * request sending `Ferrypay-Version` with the version and a fresh idempotency
 * key, and testing that it got the operation's documented success status; one
 * folder per group of the API reference's sidebar, holding its operations in
 * the sidebar's order. Beside it, an environment per mode (test, live) says
 * which secret key goes where.
 */
import {parseYaml} from '@redocly/openapi-core';
import {API_VERSION_HEADER, IDEMPOTENCY_HEADER, type ApiVersion} from '../../src/config/apiReference';
import {withOperationPageLinks} from './documentLinks';

export const BASE_URL_VARIABLE = 'baseUrl';
export const API_KEY_VARIABLE = 'apiKey';

/** A sidebar group of the version's API reference: its operations' slugs in order. */
export type SidebarGroup = {slugs: string[]};

/** Postman's `{{$guid}}` sends a new idempotency key each time, as a new operation needs. */
const FRESH_IDEMPOTENCY_KEY = '{{$guid}}';

type Header = {
  key: string;
  value: string;
  disabled?: boolean;
  description?: unknown;
};
type UrlVariable = {key: string; value: string; description?: unknown; type?: string; disabled?: boolean};
type Url = {path?: string[]; host?: string[]; query?: unknown[]; variable?: UrlVariable[]};
type Request = {
  method: string;
  header?: Header[];
  url: Url;
  auth?: unknown;
  description?: unknown;
};
type Event = {listen: 'test'; script: {type: 'text/javascript'; exec: string[]}};
type Item = {
  id?: string;
  name: string;
  item?: Item[];
  request?: Request;
  response?: {id?: string; originalRequest?: Request}[];
  event?: Event[];
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
  paths: Record<string, Record<string, unknown>>;
};

type OperationLike = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  'x-ferrypay-slug'?: string;
  responses?: Record<string, unknown>;
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

/**
 * A copy of the document without each operation's `default` response. A
 * Postman saved example has a status, and the converter gives `default` none:
 * each request saved an example with no code, named after the response's
 * description. The errors every operation can return are on the API landing
 * page and in the error-code catalogue.
 */
export function withoutDefaultResponses(openapi: unknown): unknown {
  const copy = structuredClone(openapi) as {paths?: Record<string, Record<string, OperationLike>>};
  for (const item of Object.values(copy.paths ?? {})) {
    for (const method of METHODS) delete item[method]?.responses?.default;
  }
  return copy;
}

async function converted(openapi: unknown): Promise<Collection> {
  // Loaded when the first collection is written, not with the config: it takes
  // a second, which every build that stops before writing files would pay too.
  const {convertV2} = await import('openapi-to-postmanv2');
  return new Promise((resolve, reject) => {
    convertV2(
      {type: 'json', data: withStableExamples(withoutDefaultResponses(openapi)) as object},
      // Optional parameters are in each request, switched off: a request sends what the operation needs until the reader adds more
      // (but its idempotency key, which sendableRequest switches on in every version).
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
  const others = (request.header ?? []).filter((header) => header.key.toLowerCase() !== API_VERSION_HEADER.toLowerCase());
  const description = (request.header ?? []).find((header) => header.key.toLowerCase() === API_VERSION_HEADER.toLowerCase())?.description;
  return {
    ...request,
    header: [
      {
        key: API_VERSION_HEADER,
        value: version,
        ...(description !== undefined && {description}),
      },
      ...others,
    ],
  };
}

/**
 * A request with its idempotency key switched on, even where the document
 * makes the key optional (as 2025-03-01 does) and the converter switched it
 * off: without it, a request sent again can make a duplicate. `value`, when
 * given, replaces the example's key.
 */
function withIdempotencyKey(request: Request, value?: string): Request {
  const header = request.header?.map((entry) =>
    entry.key.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase() ? {...entry, ...(value !== undefined && {value}), disabled: false} : entry,
  );
  return {...request, ...(header && {header})};
}

/**
 * The request a reader sends: the version header, a fresh idempotency key,
 * and each path variable reading the collection variable of its name (its
 * example is the variable's value: `variables`, filled here).
 */
function sendableRequest(request: Request, version: string, variables: Map<string, string>): Request {
  const keyed = withIdempotencyKey(withVersionHeader(request, version), FRESH_IDEMPOTENCY_KEY);
  const variable = (request.url.variable ?? []).map((entry) => {
    if (!variables.has(entry.key)) variables.set(entry.key, entry.value);
    return {...entry, value: `{{${entry.key}}}`};
  });
  return {...keyed, url: {...request.url, ...(request.url.variable && {variable})}};
}

/** A test script that fails unless the response has the operation's documented success status. */
function statusTest(status: number): Event {
  return {
    listen: 'test',
    script: {
      type: 'text/javascript',
      exec: [`pm.test('responds with the documented status ${status}', function () {`, `  pm.response.to.have.status(${status});`, '});'],
    },
  };
}

/** The first 2xx status the operation documents. */
function successStatus(operation: OperationLike, where: string): number {
  const status = Object.keys(operation.responses ?? {}).find((code) => /^2\d\d$/.test(code));
  if (!status) throw new Error(`${where} documents no 2xx response for its request's test.`);
  return Number(status);
}

export type PostmanMode = 'test' | 'live';

/** A Postman environment (the format Postman exports) for one mode: the base URL and where that mode's secret key goes. */
export type Environment = {
  name: string;
  values: {key: string; value: string; type: 'default' | 'secret'; enabled: boolean}[];
  _postman_variable_scope: 'environment';
};

/**
 * The environment of a mode. The key's value tells what to put in its place:
 * a `sk_test_` key in the test environment, a `sk_live_` key in the live one
 * (an environment's value has no description of its own). Both modes share
 * the base URL: the key decides the mode.
 */
export function postmanEnvironment(mode: PostmanMode, baseUrl: string): Environment {
  const key = mode === 'test' ? 'sk_test_' : 'sk_live_';
  return {
    name: `Ferrypay ${mode} mode`,
    values: [
      {key: BASE_URL_VARIABLE, value: baseUrl, type: 'default', enabled: true},
      {key: API_KEY_VARIABLE, value: `<your ${mode} mode secret key, which starts with ${key}>`, type: 'secret', enabled: true},
    ],
    _postman_variable_scope: 'environment',
  };
}

/**
 * `document`: the bundled OpenAPI document (YAML) that readers download.
 * `sidebar`: the API reference's sidebar groups for the version. `pageRoot`:
 * the absolute URL of the version's API reference, under which each
 * operation's page is its slug. `name` names the document in errors.
 */
export async function postmanCollection({
  document,
  version,
  sidebar,
  pageRoot,
  name,
}: {
  document: string;
  version: Pick<ApiVersion, 'name' | 'label'>;
  sidebar: SidebarGroup[];
  pageRoot: string;
  name: string;
}): Promise<Collection> {
  const openapi = parseYaml(document) as OpenApiLike;
  const baseUrl = openapi.servers?.[0]?.url;
  if (!baseUrl) throw new Error(`${name}: no servers[0].url for the collection's ${BASE_URL_VARIABLE} variable.`);

  // Each operation's tag and success status by its page slug (what the sidebar
  // lists), and its slug by its summary (what the converter names its request).
  const tagOf = new Map<string, string>();
  const statusOf = new Map<string, number>();
  const slugOfSummary = new Map<string, string>();
  const pageOf = new Map<string, string>();
  for (const [apiPath, pathItem] of Object.entries(openapi.paths)) {
    for (const [method, value] of Object.entries(pathItem)) {
      if (!METHODS.includes(method)) continue;
      const operation = value as OperationLike;
      const {operationId, summary, tags, 'x-ferrypay-slug': pageSlug} = operation;
      if (!summary) continue;
      // The API reference fails the build without one (plugins/api-reference/operations.ts); a document given here directly must have it too.
      if (!pageSlug)
        throw new Error(`${name}: ${method.toUpperCase()} ${apiPath} has no x-ferrypay-slug, the name of its page in the API reference.`);
      if (operationId) pageOf.set(operationId, new URL(pageSlug, pageRoot).href);
      slugOfSummary.set(summary, pageSlug);
      statusOf.set(pageSlug, successStatus(operation, `${name}: ${method.toUpperCase()} ${apiPath}`));
      if (tags?.[0]) tagOf.set(pageSlug, tags[0]);
    }
  }
  const pathVariables = new Map<string, string>();

  const collection = await converted(openapi);
  const requests = new Map<string, Item>();
  for (const request of requestsOf(collection.item)) {
    const slug = slugOfSummary.get(request.name);
    if (!slug) throw new Error(`${name}: openapi-to-postman made a request "${request.name}" that is no operation's summary.`);
    requests.set(slug, request);
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
            request: sendableRequest(request.request, version.name, pathVariables),
            event: [statusTest(statusOf.get(slug)!)],
            ...(request.response && {
              response: request.response.map((response) => ({
                ...response,
                ...(response.originalRequest && {
                  originalRequest: withIdempotencyKey(withVersionHeader(response.originalRequest, version.name)),
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
  const made: Collection = {
    info: {...info, name: `Ferrypay API ${version.label}`},
    item: folders,
    auth: {
      type: 'bearer',
      bearer: [{key: 'token', value: `{{${API_KEY_VARIABLE}}}`, type: 'string'}],
    },
    variable: [
      {key: BASE_URL_VARIABLE, value: baseUrl, type: 'string'},
      {key: API_KEY_VARIABLE, value: '', type: 'string'},
      ...[...pathVariables].map(([key, value]) => ({key, value, type: 'string'})),
    ],
  };
  return JSON.parse(withOperationPageLinks(JSON.stringify(made), pageOf, name)) as Collection;
}
