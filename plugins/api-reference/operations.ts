import {ApiSourceError, type OpenApiDocument} from './openapi';

/** A JSON Schema as it appears in a dereferenced OpenAPI 3.1 document. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  maxProperties?: number;
  minProperties?: number;
  required?: string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** The generated page that describes each of the enum's values (schema.ts, ValueLink). */
  'x-ferrypay-catalogue'?: string;
};

export const HTTP_METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

export type ApiParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
  example?: unknown;
};

export type ApiResponse = {
  status: string;
  description: string;
  schema?: JsonSchema;
  example?: unknown;
  headers: {name: string; description: string; schema: JsonSchema}[];
};

export type ApiOperation = {
  operationId: string;
  /**
   * `x-ferrypay-slug`: the page's URL segment and file name. Set apart from the
   * summary (the display name) so that a better name never moves a published URL.
   */
  slug: string;
  summary: string;
  description: string;
  /** `x-ferrypay-test-mode`: how the operation behaves with a test key. */
  testMode?: string;
  /**
   * `x-ferrypay-error-codes`: the error codes the operation can return, besides
   * those of every operation (errorCodes.ts). Undefined when the document declares none.
   */
  errorCodes?: string[];
  method: HttpMethod;
  path: string;
  tag: string;
  parameters: ApiParameter[];
  requestBody?: {required: boolean; description?: string; schema: JsonSchema; example: unknown};
  responses: ApiResponse[];
};

export type ApiTag = {name: string; description: string; operations: ApiOperation[]};

/** `Create a vendor's invitation` -> `create-a-vendors-invitation`. */
export function slugify(summary: string): string {
  return summary
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

type RawParameter = {name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema; example?: unknown};
type RawMediaType = {schema?: JsonSchema; example?: unknown};
type RawResponse = {
  description?: string;
  content?: Record<string, RawMediaType>;
  headers?: Record<string, {description?: string; schema?: JsonSchema}>;
};
type RawOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: RawParameter[];
  requestBody?: {required?: boolean; description?: string; content?: Record<string, RawMediaType>};
  responses?: Record<string, RawResponse>;
  'x-ferrypay-test-mode'?: string;
  'x-ferrypay-slug'?: string;
  'x-ferrypay-error-codes'?: unknown;
};

const PARAMETER_ORDER = {path: 0, query: 1, header: 2} as const;

/** A list of strings, or undefined for anything else: errorCodes.ts names the operation that lacks one. */
function errorCodeList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

function mergeParameters(pathLevel: RawParameter[] = [], operationLevel: RawParameter[] = []): RawParameter[] {
  const merged = new Map<string, RawParameter>();
  for (const parameter of [...pathLevel, ...operationLevel]) merged.set(`${parameter.in}:${parameter.name}`, parameter);
  return [...merged.values()];
}

/**
 * Reads every operation of a dereferenced document into the shape the pages
 * need, and rejects what a complete reference cannot do without: a summary,
 * exactly one tag, an example for the request body and for every response.
 */
export function readOperations(doc: OpenApiDocument, file: string): ApiOperation[] {
  const problems: string[] = [];
  const operations: ApiOperation[] = [];
  for (const [apiPath, pathItem] of Object.entries(doc.paths)) {
    const pathParameters = (pathItem.parameters ?? []) as RawParameter[];
    for (const method of HTTP_METHODS) {
      const raw = pathItem[method] as RawOperation | undefined;
      if (!raw) continue;
      const where = `${method.toUpperCase()} ${apiPath}`;
      if (!raw.summary || !raw.operationId) {
        problems.push(`${where} needs a summary and an operationId.`);
        continue;
      }
      const slug = raw['x-ferrypay-slug'];
      if (!slug || slug !== slugify(slug)) {
        problems.push(`${where} needs an x-ferrypay-slug of lower-case words and hyphens: the URL of its page.`);
        continue;
      }
      if (raw.tags?.length !== 1) problems.push(`${where} needs exactly one tag (its resource).`);
      const parameters = mergeParameters(pathParameters, raw.parameters)
        .map((parameter): ApiParameter => ({
          name: parameter.name,
          in: parameter.in as ApiParameter['in'],
          required: parameter.required ?? false,
          description: parameter.description ?? '',
          schema: parameter.schema ?? {},
          example: parameter.example,
        }))
        .sort((a, b) => PARAMETER_ORDER[a.in] - PARAMETER_ORDER[b.in]);
      for (const parameter of parameters) {
        if (!parameter.description) problems.push(`${where}: parameter ${parameter.name} needs a description.`);
        if (parameter.in === 'path' && parameter.example === undefined) {
          problems.push(`${where}: path parameter ${parameter.name} needs an example for the code samples.`);
        }
      }
      let requestBody: ApiOperation['requestBody'];
      if (raw.requestBody) {
        const json = raw.requestBody.content?.['application/json'];
        if (!json?.schema || json.example === undefined) {
          problems.push(`${where}: the request body needs an application/json schema and example.`);
        } else {
          requestBody = {
            required: raw.requestBody.required ?? false,
            description: raw.requestBody.description,
            schema: json.schema,
            example: json.example,
          };
        }
      }
      // `default`: the error object of any status the operation does not declare (500, 503, and 400
      // api_version_invalid where it declares no 400), for the clients generated from the document. The page
      // names those codes in a sentence of its own (page.ts, codesWithoutResponse), not as a response.
      const {default: otherErrors, ...statusResponses} = raw.responses ?? {};
      if (!otherErrors?.content?.['application/json']?.schema) {
        problems.push(`${where}: needs a default response with the error object (components/responses/UnexpectedError).`);
      }
      const responses = Object.entries(statusResponses).map(([status, response]): ApiResponse => {
        const json = response.content?.['application/json'];
        if (!json || json.example === undefined) problems.push(`${where}: response ${status} needs an application/json example.`);
        return {
          status,
          description: response.description ?? '',
          schema: json?.schema,
          example: json?.example,
          headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
            name,
            description: header.description ?? '',
            schema: header.schema ?? {},
          })),
        };
      });
      operations.push({
        operationId: raw.operationId,
        slug,
        summary: raw.summary,
        description: raw.description ?? '',
        testMode: raw['x-ferrypay-test-mode'],
        errorCodes: errorCodeList(raw['x-ferrypay-error-codes']),
        method: method.toUpperCase() as HttpMethod,
        path: apiPath,
        tag: raw.tags?.[0] ?? '',
        parameters,
        requestBody,
        responses,
      });
    }
  }
  const seen = new Map<string, string>();
  for (const operation of operations) {
    const other = seen.get(operation.slug);
    if (other) problems.push(`"${operation.summary}" and "${other}" have the same slug ${operation.slug}.`);
    seen.set(operation.slug, operation.summary);
  }
  const knownTags = new Set((doc.tags ?? []).map((tag) => tag.name));
  for (const operation of operations) {
    if (operation.tag && !knownTags.has(operation.tag)) {
      problems.push(`${operation.method} ${operation.path}: tag "${operation.tag}" is not declared in the document's tags.`);
    }
  }
  if (problems.length > 0) {
    throw new ApiSourceError(`${file} cannot be turned into reference pages:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  return operations;
}

/**
 * Create, retrieve, update, delete, then list: the order readers of REST references expect. Read from
 * the method and the path, not from the display name, which is free to read naturally.
 */
function verbRank(operation: ApiOperation): number {
  switch (operation.method) {
    case 'POST':
      return 0;
    case 'GET':
      return operation.path.endsWith('}') ? 1 : 4;
    case 'PATCH':
    case 'PUT':
      return 2;
    default:
      return 3;
  }
}

/** `/v1/vendors/{vendor_id}/invitations` -> `/v1/vendors/invitations`: an object and its collection sort together. */
function resourcePath(apiPath: string): string {
  return apiPath.replace(/\/\{[^}]+\}/g, '');
}

/**
 * Operations grouped by resource (OpenAPI tag), in the document's tag order;
 * inside a tag, by resource path in document order, then by verb.
 */
export function groupByTag(doc: OpenApiDocument, operations: ApiOperation[]): ApiTag[] {
  const pathOrder = [...new Set(Object.keys(doc.paths).map(resourcePath))];
  const sortKey = (operation: ApiOperation) => [pathOrder.indexOf(resourcePath(operation.path)), verbRank(operation)];
  const compare = (a: ApiOperation, b: ApiOperation) => {
    const [pathA, verbA] = sortKey(a);
    const [pathB, verbB] = sortKey(b);
    return pathA! - pathB! || verbA! - verbB!;
  };
  return (doc.tags ?? [])
    .map((tag) => ({
      name: tag.name,
      description: tag.description ?? '',
      operations: operations.filter((operation) => operation.tag === tag.name).sort(compare),
    }))
    .filter((tag) => tag.operations.length > 0);
}
