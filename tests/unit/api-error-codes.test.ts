import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_VERSIONS} from '../../src/config/apiReference';
import {loadCatalogues, type VersionCatalogues} from '../../plugins/api-reference/catalogues';
import {checkOperationErrorCodes, readErrorCatalogue, type ErrorCode} from '../../plugins/api-reference/errorCodes';
import {LABELS, PAGE_LOCALES} from '../../plugins/api-reference/labels';
import {ApiSourceError, loadOpenApi} from '../../plugins/api-reference/openapi';
import {HTTP_METHODS, readOperations, type ApiOperation} from '../../plugins/api-reference/operations';
import {loadApiVersions, renderVersionPages, rootFileOf, VERSION_NAMES, type LoadedVersion} from '../support/apiDocuments';
import {SPEC_API_SLUGS} from '../support/apiSlugs';

type RawResponse = {content?: {'application/json'?: {example?: {error?: {code?: string; type?: string; details?: {code: string}[]}}}}};
type RawOperation = {'x-ferrypay-error-codes'?: string[]; responses: Record<string, RawResponse>};
type RawEntry = {every_operation?: boolean; status?: number; type?: string};

let loaded: LoadedVersion[] = [];
let catalogues: Map<string, VersionCatalogues>;
beforeAll(async () => {
  ({loaded, catalogues} = await loadApiVersions());
}, 120_000);

const versionOf = (name: string) => loaded.find((entry) => entry.version.name === name)!;

/** The schema of error.code as the document writes it: its enum and its x-ferrypay-error-codes. */
function codeSchema(name: string): {enum: string[]; 'x-ferrypay-error-codes': Record<string, RawEntry>} {
  const schemas = versionOf(name).dereferenced.components!.schemas as Record<
    string,
    {properties: Record<string, {properties: Record<string, never>}>}
  >;
  return schemas.Error!.properties.error!.properties.code!;
}

function rawOperations(name: string): [string, RawOperation][] {
  return Object.entries(versionOf(name).dereferenced.paths).flatMap(([apiPath, item]) =>
    HTTP_METHODS.filter((method) => item[method]).map((method): [string, RawOperation] => [
      `${method.toUpperCase()} ${apiPath}`,
      item[method] as RawOperation,
    ]),
  );
}

const everyOperationCodes = (name: string) =>
  Object.entries(codeSchema(name)['x-ferrypay-error-codes'])
    .filter(([, entry]) => entry.every_operation)
    .map(([code]) => code);

describe('the error codes of each OpenAPI document', () => {
  it.each(VERSION_NAMES)('%s describes every code of the error.code enum once, and no other', (name) => {
    const schema = codeSchema(name);
    expect(Object.keys(schema['x-ferrypay-error-codes'])).toEqual(schema.enum);
    expect(schema.enum).toContain('insufficient_wallet_balance');
    expect(new Set(schema.enum).size).toBe(schema.enum.length);
  });

  it.each(VERSION_NAMES)('%s: every code an operation declares is in the catalogue', (name) => {
    const known = new Set(codeSchema(name).enum);
    const operations = rawOperations(name);
    expect(operations).toHaveLength(SPEC_API_SLUGS.length);
    for (const [where, operation] of operations) {
      expect(operation['x-ferrypay-error-codes'], where).toBeInstanceOf(Array);
      expect(
        operation['x-ferrypay-error-codes']!.filter((code) => !known.has(code)),
        where,
      ).toEqual([]);
    }
  });

  it.each(VERSION_NAMES)('%s: every code an example response uses is declared, by the operation or for every operation', (name) => {
    const known = new Set(codeSchema(name).enum);
    let examples = 0;
    for (const [where, operation] of rawOperations(name)) {
      const declared = new Set([...operation['x-ferrypay-error-codes']!, ...everyOperationCodes(name)]);
      for (const [status, response] of Object.entries(operation.responses).filter(([status]) => /^[45]/.test(status))) {
        const error = response.content?.['application/json']?.example?.error;
        examples++;
        expect(declared.has(error?.code ?? ''), `${where} ${status}: ${error?.code}`).toBe(true);
        for (const detail of error?.details ?? []) expect(known.has(detail.code), `${where} ${status}: row ${detail.code}`).toBe(true);
      }
    }
    expect(examples).toBeGreaterThan(100);
  });
});

describe("each operation's default response", () => {
  // What a client generated from the document reads for a status the operation does not declare.
  it.each(VERSION_NAMES)('%s: its example is an error of every operation, of a status the operation leaves to it', (name) => {
    const entries = codeSchema(name)['x-ferrypay-error-codes'];
    for (const [where, operation] of rawOperations(name)) {
      const error = operation.responses.default?.content?.['application/json']?.example?.error;
      const entry = entries[error?.code ?? ''];
      expect(entry?.every_operation, `${where}: default is ${error?.code}`).toBe(true);
      expect(error?.type, where).toBe(entry!.type);
      expect(Object.keys(operation.responses), where).not.toContain(String(entry!.status));
    }
  });
});

describe('the generated error codes page', () => {
  const render = (name: string, locale: (typeof PAGE_LOCALES)[number]) => {
    const entry = versionOf(name);
    const {cataloguePages, operationPage} = renderVersionPages(entry, catalogues.get(name)!, locale);
    return {
      codesPage: cataloguePages.get('error-codes.mdx')!,
      operationPages: entry.operations.map((operation) => operationPage(operation)),
    };
  };
  const cases = VERSION_NAMES.flatMap((name) => PAGE_LOCALES.map((locale) => [name, locale] as const));

  it.each(cases)('%s (%s) has an entry, with the code as its anchor, for exactly the codes of the document', (name, locale) => {
    const {codesPage} = render(name, locale);
    const anchors = [...codesPage.matchAll(/^### `([a-z_]+)`.* \{#([a-z_]+)\}$/gm)].map((match) => {
      expect(match[2]).toBe(match[1]);
      return match[1];
    });
    expect(anchors.sort()).toEqual([...codeSchema(name).enum].sort());
  });

  it.each(cases)('%s (%s): each entry says what the code means, what to do and whether a retry can succeed', (name, locale) => {
    const {codesPage} = render(name, locale);
    const labels = LABELS[locale].errorCodesPage;
    const entries = codesPage.split(/^### /m).slice(1);
    expect(entries).toHaveLength(codeSchema(name).enum.length);
    for (const entry of entries) {
      expect(entry).toContain(`- **${labels.whatToDo}**`);
      expect(entry).toContain(`- **${labels.retry}**`);
      expect(entry).toContain(`- **${labels.returnedBy}**`);
    }
    expect(codesPage.split(/^### `insufficient_wallet_balance`/m)[1]!.split('###')[0]).toContain('execute-an-order-payout.mdx');
  });

  it.each(cases)("%s (%s): each operation page's error responses link every code the operation declares to its entry", (name, locale) => {
    const {codesPage, operationPages} = render(name, locale);
    const anchors = new Set([...codesPage.matchAll(/\{#([a-z_]+)\}/g)].map((match) => match[1]));
    versionOf(name).operations.forEach((operation, index) => {
      const errors = operationPages[index]!.split('{#error-responses}')[1] ?? '';
      const linked = new Set([...errors.matchAll(/\[`([a-z_]+)`\]\(error-codes\.mdx#([a-z_]+)\)/g)].map((match) => match[2]));
      for (const code of [...operation.errorCodes!, ...everyOperationCodes(name)])
        expect(linked.has(code), `${operation.slug}: ${code}`).toBe(true);
      for (const anchor of linked) expect(anchors.has(anchor), `${operation.slug}: #${anchor}`).toBe(true);
    });
  });
});

describe('operations that disagree with the catalogue', () => {
  const entry = (code: string, status: string, extra: Partial<ErrorCode> = {}): ErrorCode => ({
    code,
    status,
    type: 'invalid_request_error',
    title: code,
    description: code,
    action: code,
    retry: 'never',
    everyOperation: false,
    ...extra,
  });
  const codes = [entry('order_not_payable', '409'), entry('rate_limit_exceeded', '429', {type: 'rate_limit_error', everyOperation: true})];
  const operation = (errorCodes: string[] | undefined, responses: ApiOperation['responses']): ApiOperation => ({
    operationId: 'executeOrderPayout',
    slug: 'execute-an-order-payout',
    summary: 'Execute an order payout',
    description: '',
    method: 'POST',
    path: '/v1/orders/{order_id}/payout',
    tag: 'Orders',
    parameters: [],
    responses,
    errorCodes,
  });
  const error = (status: string, code: string, type = 'invalid_request_error') => ({
    status,
    description: '',
    headers: [],
    example: {error: {type, code}},
  });

  it('are each named, with what is wrong', () => {
    const problems = checkOperationErrorCodes(
      [
        operation(undefined, []),
        operation(['order_not_payable', 'order_ghost', 'rate_limit_exceeded'], [error('429', 'rate_limit_exceeded', 'rate_limit_error')]),
        operation([], [error('409', 'order_not_payable')]),
        operation(['order_not_payable'], [error('409', 'order_not_payable', 'api_error')]),
      ],
      codes,
    );
    expect(problems).toEqual([
      'POST /v1/orders/{order_id}/payout needs x-ferrypay-error-codes: the list of error codes it can return ([] when only those of every operation).',
      'POST /v1/orders/{order_id}/payout declares order_not_payable (409) but documents no 409 response.',
      'POST /v1/orders/{order_id}/payout declares order_ghost, which the error-code catalogue does not describe.',
      'POST /v1/orders/{order_id}/payout declares rate_limit_exceeded, which every operation returns: leave it out.',
      'POST /v1/orders/{order_id}/payout: response 409 has no error code that the operation declares.',
      'POST /v1/orders/{order_id}/payout: the example of response 409 has code order_not_payable, which the operation does not declare for 409.',
      'POST /v1/orders/{order_id}/payout: the example of response 409 has type api_error; order_not_payable has type invalid_request_error.',
    ]);
  });
});

describe('an incomplete catalogue', () => {
  it('names each entry and what it lacks', () => {
    const code = {
      enum: ['order_ghost'],
      'x-ferrypay-error-codes': {
        order_ghost: {status: 200, type: 'invalid_request_error', title: 'Ghost', description: 'Gone.', retry: 'sometimes'},
      },
    };
    const doc = {
      openapi: '3.1.0',
      info: {title: 'x', version: '1'},
      paths: {},
      components: {schemas: {Error: {properties: {error: {properties: {code}}}}}},
    };
    expect(() => readErrorCatalogue(doc, 'ghost.yaml')).toThrow(
      'ghost.yaml has no usable error-code catalogue:\n  - error code order_ghost needs status (a 4xx or 5xx number), action, retry (later, after_change, never).',
    );
  });
});

describe('a document whose codes do not hold together', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-error-codes-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));
  const copyOf = (label: string) => {
    const copy = path.join(scratch, label);
    cpSync(path.dirname(rootFileOf('2026-06-01')), copy, {recursive: true});
    return copy;
  };

  it('stops the build, naming the document, when an operation does not declare the code of its example', async () => {
    const copy = copyOf('undeclared');
    const file = path.join(copy, 'paths', 'order-payout.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('order_not_payable, vendor_kyc_not_approved', 'vendor_kyc_not_approved'));
    const root = path.join(copy, 'openapi.yaml');
    const document = await loadOpenApi(root, scratch);
    const version = API_VERSIONS[1];
    const load = () =>
      loadCatalogues([
        {version, rootFile: 'undeclared/openapi.yaml', ...document, operations: readOperations(document.dereferenced, root)},
      ]);
    expect(load).toThrow(ApiSourceError);
    expect(load).toThrow(
      /undeclared\/openapi\.yaml: the operations and the error codes disagree:\n {2}- POST \/v1\/orders\/\{order_id\}\/payout: the example of response 409 has code order_not_payable/,
    );
  });

  it('stops the build, naming the document, when the enum of error.code and the catalogue differ', async () => {
    const copy = copyOf('enum');
    const root = path.join(copy, 'openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace(/^ {16}- service_unavailable\n/m, ''));
    const {bundled} = await loadOpenApi(root, scratch);
    expect(() => readErrorCatalogue(bundled, 'enum/openapi.yaml')).toThrow(
      /enum\/openapi\.yaml has no usable error-code catalogue:\n {2}- the enum of error\.code lacks service_unavailable\./,
    );
  });
});
