import path from 'node:path';
import {createConfig, lintFromString} from '@redocly/openapi-core';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {LATEST_API_VERSION, apiReferenceSources} from '../../src/config/apiReference';
import {loadOpenApi, type OpenApiDocument} from '../../plugins/api-reference/openapi';
import type {JsonSchema} from '../../plugins/api-reference/operations';

/**
 * The API requests and responses that guide pages show: the JSON body of a
 * `curl` request, and a JSON block that follows that request in the same
 * section (its response). The version is the request's `Ferrypay-Version`,
 * the latest when the page names none.
 */
export type ApiExample = {
  file: string;
  line: number;
  kind: 'request' | 'response';
  method: string;
  path: string;
  version: string;
  json: string;
};

type Block = {lang: string; line: number; code: string; section: number};

/**
 * The fenced code blocks of a page as CommonMark reads them, each with its
 * section: how many h2 and h3 headings come before it. (Front matter, which
 * CommonMark reads as a rule and a heading, comes before every block, so it
 * moves none into another section.)
 */
function codeBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let section = 0;
  visit(unified().use(remarkParse).parse(source), (node) => {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3)) section++;
    if (node.type === 'code') blocks.push({lang: node.lang ?? '', line: node.position!.start.line, code: node.value, section});
  });
  return blocks;
}

type Request = {method: string; path: string; version: string; section: number; body?: {json: string; line: number}};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const API_URL = new RegExp(`${escapeRegExp(apiReferenceSources.apiBaseUrl.replace(/\/$/, ''))}(/[^\\s"'?#]*)`);
const DATA_OPTION = /(?:^|\s)(?:-d|--data(?:-raw|-binary|-ascii|-urlencode)?|--json)(?:[\s=]|$)/;

/**
 * The request of a shell block that runs `curl`, or why it cannot be read:
 * its URL is not the API's, or it sends a body that is not a single-quoted
 * argument (a file, a double-quoted string). A block without `curl` is none.
 */
function parseCurl(block: Block): Request | string | undefined {
  const command = block.code.replace(/\\\n\s*/g, ' ');
  if (!/\bcurl\b/.test(command)) return undefined;
  const url = API_URL.exec(command);
  if (!url) return `no URL under ${apiReferenceSources.apiBaseUrl}`;
  const data = /(?:-d|--data(?:-raw)?)\s+'([\s\S]*?)'/.exec(block.code);
  if (!data && DATA_OPTION.test(command)) return 'its body is not a single-quoted -d, --data or --data-raw argument';
  const method = /(?:-X|--request)\s+([A-Z]+)/.exec(command)?.[1] ?? (data ? 'POST' : 'GET');
  const version = /Ferrypay-Version:\s*([\w-]+)/.exec(command)?.[1] ?? LATEST_API_VERSION;
  const body = data && {json: data[1]!, line: block.line + 1 + block.code.slice(0, data.index).split('\n').length - 1};
  return {method, path: url[1]!, version, section: block.section, body: body || undefined};
}

/**
 * The examples of one page, and what cannot be checked: a curl request the
 * examples cannot read, a JSON block with no request before it in its section.
 */
export function apiExamplesOf(file: string, source: string): {examples: ApiExample[]; problems: string[]} {
  const examples: ApiExample[] = [];
  const problems: string[] = [];
  let last: Request | undefined;
  for (const block of codeBlocks(source)) {
    if (['bash', 'sh', 'shell'].includes(block.lang)) {
      const request = parseCurl(block);
      if (request === undefined) continue;
      if (typeof request === 'string') {
        problems.push(`${file}:${block.line}: cannot read the curl request \`${block.code.split('\n')[0]}\`: ${request}.`);
        continue;
      }
      last = request;
      if (request.body) {
        const {method, path: requestPath, version, body} = request;
        examples.push({file, line: body.line, kind: 'request', method, path: requestPath, version, json: body.json});
      }
    } else if (block.lang === 'json') {
      if (!last || last.section !== block.section) {
        problems.push(`${file}:${block.line}: a JSON example needs the curl request it answers before it, in the same section.`);
        continue;
      }
      examples.push({
        file,
        line: block.line + 1,
        kind: 'response',
        method: last.method,
        path: last.path,
        version: last.version,
        json: block.code,
      });
    }
  }
  return {examples, problems};
}

type Operation = {
  requestBody?: {content?: Record<string, {schema?: JsonSchema}>};
  responses?: Record<string, {content?: Record<string, {schema?: JsonSchema}>}>;
};

function findOperation(doc: OpenApiDocument, method: string, requestPath: string): Operation | undefined {
  for (const [template, item] of Object.entries(doc.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(requestPath)) return item[method.toLowerCase()] as Operation | undefined;
  }
  return undefined;
}

const documents = new Map<string, Promise<OpenApiDocument>>();
const documentOf = (version: string) => {
  if (!documents.has(version)) {
    const file = path.join(apiReferenceSources.openapiDir, version, 'openapi.yaml');
    documents.set(
      version,
      loadOpenApi(file).then((loaded) => loaded.dereferenced),
    );
  }
  return documents.get(version)!;
};

/** An example and the schema it must satisfy, with where it comes from for the message. */
export type SchemaExample = {where: string; schema: JsonSchema; example: unknown};

/**
 * Validates each example against its schema with Redocly's
 * no-invalid-media-type-examples rule, extra properties refused: the examples
 * become media type examples of a document of their own, one path each.
 * Returns a problem per example that does not match, naming it.
 */
export async function validateSchemaExamples(entries: SchemaExample[]): Promise<string[]> {
  if (entries.length === 0) return [];
  const paths = Object.fromEntries(
    entries.map(({where, schema, example}, index) => [
      `/example-${index}`,
      {post: {operationId: `example${index}`, responses: {'200': {description: where, content: {'application/json': {schema, example}}}}}},
    ]),
  );
  const config = await createConfig({
    rules: {'no-invalid-media-type-examples': {severity: 'error', allowAdditionalProperties: false}},
  });
  const lintProblems = await lintFromString({
    source: JSON.stringify({openapi: '3.1.0', info: {title: 'Examples', version: '1'}, paths}),
    absoluteRef: path.resolve('examples.json'),
    config,
  });
  return lintProblems.map((problem) => {
    const index = /^#\/paths\/~1example-(\d+)\//.exec(problem.location[0]?.pointer ?? '')?.[1];
    const where = index === undefined ? 'examples' : entries[Number(index)]!.where;
    return `${where} does not match the schema: ${problem.message.replace(/^Example value must conform to the schema: /, '')}`;
  });
}

/** Validates each guide example against its operation's schema (validateSchemaExamples). */
export async function validateApiExamples(examples: ApiExample[]): Promise<string[]> {
  const problems: string[] = [];
  const entries: SchemaExample[] = [];
  for (const example of examples) {
    const where = `${example.file}:${example.line}: the ${example.kind} example of ${example.method} ${example.path} (API ${example.version})`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(example.json);
    } catch (error) {
      problems.push(`${where} is not valid JSON: ${(error as Error).message}`);
      continue;
    }
    const operation = findOperation(await documentOf(example.version), example.method, example.path);
    if (!operation) {
      problems.push(`${where} names no operation of that version.`);
      continue;
    }
    const schema =
      example.kind === 'request'
        ? operation.requestBody?.content?.['application/json']?.schema
        : Object.entries(operation.responses ?? {}).find(([status]) => /^2\d\d$/.test(status))?.[1].content?.['application/json']?.schema;
    if (!schema) {
      problems.push(`${where} has no JSON ${example.kind} in that version.`);
      continue;
    }
    entries.push({where, schema, example: parsed});
  }
  return [...problems, ...(await validateSchemaExamples(entries))];
}
