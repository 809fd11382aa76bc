import {createHash} from 'node:crypto';
import {HTTPSnippet, type HarRequest, type TargetId} from 'httpsnippet';
import {API_VERSION_HEADER, IDEMPOTENCY_HEADER} from '../../src/config/apiReference';
import {API_SAMPLE_LANGUAGES, SAMPLE_SECRET_KEY, type ApiSampleId, type ApiSampleSet} from '../../src/config/apiSamples';
import type {ApiOperation} from './operations';

/**
 * An operation's request samples, written at build time by Kong's httpsnippet
 * from one HAR request (the request the operation's examples describe), in
 * every language of src/config/apiSamples.ts. Nothing here writes code by
 * hand: each language is a client of the library, with its options.
 */

export type SampleContext = {baseUrl: string; apiVersion: string};

type Request = {
  method: string;
  url: string;
  query: [string, string][];
  headers: [string, string][];
  body: unknown;
};

function queryValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The idempotency key an operation's samples send: one of its own, made from
 * its method and path in the shape of a UUID, the same in every build. With
 * the document's one example key in every sample, a reader who ran two of them
 * within a day (Create a vendor, then Submit its remittance information) had
 * the second refused with `idempotency_key_reused`.
 */
export function sampleIdempotencyKey(operation: Pick<ApiOperation, 'method' | 'path'>): string {
  const hex = createHash('sha256').update(`${operation.method} ${operation.path}`).digest('hex');
  // Version 4's and RFC 4122's variant digits, as a random UUID has them.
  const variant = '89ab'[parseInt(hex[16]!, 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The request a sample sends: the path filled with examples, and every query and header parameter that has one. */
export function sampleRequest(operation: ApiOperation, {baseUrl, apiVersion}: SampleContext): Request {
  let path = operation.path;
  const query: [string, string][] = [];
  const headers: [string, string][] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(queryValue(parameter.example)));
    } else if (parameter.in === 'query' && parameter.example !== undefined) {
      query.push([parameter.name, queryValue(parameter.example)]);
    } else if (parameter.in === 'header') {
      if (parameter.name === API_VERSION_HEADER) headers.push([parameter.name, apiVersion]);
      else if (parameter.name === IDEMPOTENCY_HEADER) headers.push([parameter.name, sampleIdempotencyKey(operation)]);
      else if (parameter.example !== undefined) headers.push([parameter.name, queryValue(parameter.example)]);
    }
  }
  return {method: operation.method, url: `${baseUrl}${path}`, query, headers, body: operation.requestBody?.example};
}

/** The request as HAR, httpsnippet's input: the test key as the bearer token, the body as JSON. */
export function harRequest(request: Request): HarRequest {
  const hasBody = request.body !== undefined;
  const headers = [
    ['Authorization', `Bearer ${SAMPLE_SECRET_KEY}`],
    ...request.headers,
    ...(hasBody ? [['Content-Type', 'application/json']] : []),
  ];
  return {
    method: request.method,
    url: request.url,
    httpVersion: 'HTTP/1.1',
    queryString: request.query.map(([name, value]) => ({name, value})),
    headers: headers.map(([name, value]) => ({name: name!, value: value!})),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
    postData: hasBody ? {mimeType: 'application/json', text: JSON.stringify(request.body)} : {mimeType: 'application/octet-stream'},
  };
}

/**
 * The library's client for each language, chosen so that a reader needs
 * nothing but the language's own toolchain, or its most common HTTP library,
 * and a reviewer can check it with that toolchain (tests/unit/api-samples.test.ts):
 *
 * - curl: the body pretty-printed in single quotes. The library puts a body
 *   that holds an apostrophe in a here-document instead, unquoted (`<<EOF`),
 *   where the shell would expand a `$`, a backtick or a backslash: such a
 *   body stays on one line, in single quotes, which the shell passes as written.
 * - Node.js: `fetch`, global since Node 18, with top-level await (an ES
 *   module). The library's `node` target's fetch client requires node-fetch
 *   in a CommonJS file, where top-level await does not parse.
 * - Python: requests.
 * - PHP: Guzzle. The library's cURL client turns `true` and `false` into
 *   `null` in a JSON body (its convertType has no case for booleans), which
 *   would send another request than the one documented; Guzzle sends the body
 *   as written.
 * - Java: java.net.http (JDK 11 and later), statements for a method body.
 * - Go: net/http, a whole program that checks its errors.
 * - C#: HttpClient (.NET 6 and later), top-level statements.
 */
type Options = Record<string, unknown> | ((body: string | undefined) => Record<string, unknown>);

const CLIENTS = {
  curl: {target: 'shell', client: 'curl', options: (body = '') => ({prettifyJson: !(body.includes("'") && /[$`\\]/.test(body))})},
  node: {target: 'javascript', client: 'fetch', options: {}},
  python: {target: 'python', client: 'requests', options: {}},
  php: {target: 'php', client: 'guzzle', options: {}},
  java: {target: 'java', client: 'nethttp', options: {}},
  go: {target: 'go', client: 'native', options: {checkErrors: true}},
  csharp: {target: 'csharp', client: 'httpclient', options: {}},
} as const satisfies Record<ApiSampleId, {target: TargetId; client: string; options: Options}>;

/** Every language's sample of the operation, in the order of the tabs. */
export function codeSamples(operation: ApiOperation, context: SampleContext): ApiSampleSet {
  const har = harRequest(sampleRequest(operation, context));
  const snippet = new HTTPSnippet(har);
  const entries = API_SAMPLE_LANGUAGES.map(({id}) => {
    const {target, client, options}: {target: TargetId; client: string; options: Options} = CLIENTS[id];
    const code = snippet.convert(target, client, typeof options === 'function' ? options(har.postData.text) : options);
    if (typeof code !== 'string') {
      throw new Error(
        `httpsnippet made no ${id} sample for ${operation.method} ${operation.path} (${operation.operationId}): its request is not valid HAR.`,
      );
    }
    return [id, code.trimEnd()] as const;
  });
  return Object.fromEntries(entries) as ApiSampleSet;
}
