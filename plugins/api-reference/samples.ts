import {prettyJson} from './markdown';
import type {ApiOperation} from './operations';

/**
 * Code samples, written at build time as static text: curl, Node.js (fetch,
 * Node 18 or later) and Python (requests). They read the secret key from the
 * environment and are never run by the site.
 */
export type CodeSample = {id: 'curl' | 'node' | 'python'; label: string; language: string; code: string};

export type SampleContext = {baseUrl: string; apiVersion: string};

const SECRET_KEY_ENV = 'FERRYPAY_SECRET_KEY';

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
      if (parameter.name === 'Ferrypay-Version') headers.push([parameter.name, apiVersion]);
      else if (parameter.example !== undefined) headers.push([parameter.name, queryValue(parameter.example)]);
    }
  }
  return {method: operation.method, url: `${baseUrl}${path}`, query, headers, body: operation.requestBody?.example};
}

function queryString(query: [string, string][]): string {
  return query.length === 0 ? '' : `?${new URLSearchParams(query).toString()}`;
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function curlSample(request: Request): string {
  const url = `${request.url}${queryString(request.query)}`;
  const lines = [request.method === 'GET' ? `curl ${request.query.length ? `"${url}"` : url}` : `curl -X ${request.method} ${url}`];
  lines.push(`-H "Authorization: Bearer $${SECRET_KEY_ENV}"`);
  for (const [name, value] of request.headers) lines.push(`-H "${name}: ${value}"`);
  if (request.body !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    lines.push(`-d ${shellQuote(prettyJson(request.body, '  '))}`);
  }
  return lines.join(' \\\n  ');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JavaScript literal in the style of the site's own code: single quotes, bare keys. */
export function jsLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      const flat = `[${value.map((item) => jsLiteral(item)).join(', ')}]`;
      if (flat.length + indent.length < 90) return flat;
    }
    return `[\n${value.map((item) => `${inner}${jsLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (name: string) => (IDENTIFIER.test(name) ? name : `'${name}'`);
  return `{\n${entries.map(([name, item]) => `${inner}${key(name)}: ${jsLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

export function nodeSample(request: Request): string {
  const url = `${request.url}${queryString(request.query)}`;
  const headers: string[] = ['    Authorization: `Bearer ${process.env.' + SECRET_KEY_ENV + '}`,'];
  for (const [name, value] of request.headers) headers.push(`    ${jsLiteral(name)}: ${jsLiteral(value)},`);
  if (request.body !== undefined) headers.push(`    'Content-Type': 'application/json',`);
  const options = [`  method: '${request.method}',`, '  headers: {', ...headers, '  },'];
  if (request.body !== undefined) options.push(`  body: JSON.stringify(${jsLiteral(request.body, '  ')}),`);
  return [
    `const response = await fetch('${url}', {`,
    ...options,
    '});',
    'const result = await response.json();',
    'if (!response.ok) {',
    '  throw new Error(`${result.error.code}: ${result.error.message}`);',
    '}',
  ].join('\n');
}

/** A Python literal: double quotes, True/False/None. */
export function pyLiteral(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((item) => typeof item !== 'object' || item === null)) {
      const flat = `[${value.map((item) => pyLiteral(item)).join(', ')}]`;
      if (flat.length + indent.length < 90) return flat;
    }
    return `[\n${value.map((item) => `${inner}${pyLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([name, item]) => `${inner}${JSON.stringify(name)}: ${pyLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

export function pythonSample(request: Request): string {
  const headers = [`        "Authorization": f"Bearer {os.environ['${SECRET_KEY_ENV}']}",`];
  for (const [name, value] of request.headers) headers.push(`        ${JSON.stringify(name)}: ${JSON.stringify(value)},`);
  const args = [`    ${JSON.stringify(request.url)},`, '    headers={', ...headers, '    },'];
  if (request.query.length > 0) {
    const params = Object.fromEntries(request.query.map(([name, value]) => [name, /^\d+$/.test(value) ? Number(value) : value]));
    args.push(`    params=${pyLiteral(params, '    ')},`);
  }
  if (request.body !== undefined) args.push(`    json=${pyLiteral(request.body, '    ')},`);
  args.push('    timeout=30,');
  return [
    'import os',
    '',
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'result = response.json()',
    'if not response.ok:',
    "    raise RuntimeError(f\"{result['error']['code']}: {result['error']['message']}\")",
  ].join('\n');
}

export function codeSamples(operation: ApiOperation, context: SampleContext): CodeSample[] {
  const request = sampleRequest(operation, context);
  return [
    {id: 'curl', label: 'curl', language: 'bash', code: curlSample(request)},
    {id: 'node', label: 'Node.js', language: 'js', code: nodeSample(request)},
    {id: 'python', label: 'Python', language: 'python', code: pythonSample(request)},
  ];
}
