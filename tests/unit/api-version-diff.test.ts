import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {apiCompare} from 'api-smart-diff';
import {beforeAll, describe, expect, it} from 'vitest';

import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import type {VersionChange} from '../../plugins/api-reference/diffChanges';
import {loadOpenApi, type OpenApiDocument} from '../../plugins/api-reference/openapi';
import {changesOf, comparedOperations, diffVersions, prepareForDiff} from '../../plugins/api-reference/versionDiff';

const FIXTURES = path.join(import.meta.dirname, '../fixtures/api-diff');
const fixture = (name: string) => parseYaml(readFileSync(path.join(FIXTURES, `${name}.yaml`), 'utf8')) as OpenApiDocument;

/** What a reader reads in a row, without the bookkeeping. */
const row = (change: VersionChange) => ({
  operation: `${change.method} ${change.path}`,
  area: change.area,
  ...(change.statuses.length > 0 ? {statuses: change.statuses} : {}),
  name: change.name,
  kind: change.kind,
  breaking: change.breaking,
  ...(change.required !== undefined ? {required: change.required} : {}),
  ...(change.before !== undefined ? {before: change.before} : {}),
  ...(change.after !== undefined ? {after: change.after} : {}),
  ...(change.added?.length ? {added: change.added} : {}),
  ...(change.removed?.length ? {removed: change.removed} : {}),
});

/** The rows api-smart-diff's own rules give, comparing the whole documents in one go. */
const withLibraryRules = (before: OpenApiDocument, after: OpenApiDocument) => {
  const older = prepareForDiff(before);
  const newer = prepareForDiff(after);
  return changesOf(apiCompare(older, newer).diffs, older, comparedOperations(older, newer));
};
const sorted = (changes: VersionChange[]) => changes.map((change) => JSON.stringify(change)).sort();

describe('the fixture versions, with four known changes (tests/fixtures/api-diff)', () => {
  const changes = diffVersions(fixture('before'), fixture('after'));

  it('give exactly one row per change, flagged as an integration built for the older version meets it', () => {
    expect(changes.map(row)).toEqual([
      {operation: 'POST /v1/widgets', area: 'request-body', name: 'currency', kind: 'now-required', breaking: true},
      {
        operation: 'GET /v1/widgets/{widget_id}',
        area: 'response',
        statuses: ['200'],
        name: 'nickname',
        kind: 'field-removed',
        breaking: true,
      },
      {
        operation: 'GET /v1/widgets/{widget_id}',
        area: 'response',
        statuses: ['200'],
        name: 'status',
        kind: 'values-added',
        breaking: false,
        added: ['archived'],
      },
      {
        operation: 'GET /v1/widgets/{widget_id}',
        area: 'response',
        statuses: ['200'],
        name: 'fee',
        kind: 'type-changed',
        breaking: true,
        before: 'number',
        after: 'string',
      },
    ]);
  });

  it('correct the two verdicts api-smart-diff gets wrong for us: a new response value and a response type change', () => {
    // The library's own verdicts, before diffChanges.ts reads them: when this fails, the library changed its mind.
    const {diffs} = apiCompare(prepareForDiff(fixture('before')), prepareForDiff(fixture('after')));
    const verdict = (field: string, at: (path: string[]) => boolean) =>
      diffs.find((diff) => diff.path.includes(field) && at(diff.path.map(String)))?.type;
    expect({
      newValue: verdict('status', (at) => at.at(-2) === 'enum'),
      typeChange: verdict('fee', (at) => at.at(-1) === 'type'),
    }).toEqual({newValue: 'breaking', typeChange: 'non-breaking'});
    expect(changes.filter((change) => ['status', 'fee'].includes(change.name)).map((change) => change.breaking)).toEqual([false, true]);
  });
});

const document = (paths: Record<string, Record<string, unknown>>): OpenApiDocument => ({
  openapi: '3.1.0',
  info: {title: 'T', version: '1'},
  paths,
});
const ok = {'200': {description: 'OK'}};
const withResponse = (schema: object, status = '200') =>
  document({'/v1/things': {get: {responses: {[status]: {description: 'R', content: {'application/json': {schema}}}}}}});
const withRequest = (schema: object) =>
  document({'/v1/things': {post: {requestBody: {content: {'application/json': {schema}}}, responses: ok}}});
const withParameters = (parameters: object[]) => document({'/v1/things': {get: {parameters, responses: ok}}});
const object = (properties: object, required: string[] = []) => ({type: 'object', required, properties});
const only = (before: OpenApiDocument, after: OpenApiDocument) => diffVersions(before, after).map(row);

describe('how a change is flagged', () => {
  it.each([
    ['number -> integer', false, 'number', 'integer'],
    ['integer -> number', true, 'integer', 'number'],
    ['string -> string | null', true, 'string', ['string', 'null']],
  ])('a response field whose type changes %s, breaking a reader: %s', (_name, breaking, before, after) => {
    const [change] = only(withResponse(object({fee: {type: before}})), withResponse(object({fee: {type: after}})));
    expect(change?.breaking).toBe(breaking);
  });

  it.each([
    ['integer -> number', false, 'integer', 'number'],
    ['number -> string', true, 'number', 'string'],
  ])('a request field whose type changes %s, breaking a sender: %s', (_name, breaking, before, after) => {
    const [change] = only(withRequest(object({fee: {type: before}})), withRequest(object({fee: {type: after}})));
    expect(change).toMatchObject({kind: 'type-changed', breaking});
  });

  it('a new value of a request field is additive, a removed one breaks a sender', () => {
    const values = (values: string[]) => withRequest(object({status: {type: 'string', enum: values}}));
    expect(only(values(['a']), values(['a', 'b']))).toMatchObject([{kind: 'values-added', added: ['b'], breaking: false}]);
    expect(only(values(['a', 'b']), values(['a']))).toMatchObject([{kind: 'values-removed', removed: ['b'], breaking: true}]);
  });

  it('a request field that goes breaks an integration that still sends it; a new optional one does not, a new required one does', () => {
    expect(only(withRequest(object({a: {type: 'string'}, b: {type: 'string'}})), withRequest(object({a: {type: 'string'}})))).toMatchObject(
      [{name: 'b', kind: 'field-removed', breaking: true}],
    );
    expect(only(withRequest(object({a: {type: 'string'}})), withRequest(object({a: {type: 'string'}, b: {type: 'string'}})))).toEqual([
      expect.objectContaining({name: 'b', kind: 'field-added', breaking: false}),
    ]);
    expect(
      only(withRequest(object({a: {type: 'string'}})), withRequest(object({a: {type: 'string'}, b: {type: 'string'}}, ['b']))),
    ).toEqual([expect.objectContaining({name: 'b', kind: 'field-added', required: true, breaking: true})]);
  });

  it('a response field that comes is additive, one that goes or stops being always present breaks a reader', () => {
    const a = {a: {type: 'string'}};
    expect(only(withResponse(object(a, ['a'])), withResponse(object({...a, b: {type: 'string'}}, ['a', 'b'])))).toEqual([
      expect.objectContaining({name: 'b', kind: 'field-added', required: true, breaking: false}),
    ]);
    expect(only(withResponse(object(a, ['a'])), withResponse(object(a)))).toMatchObject([
      {name: 'a', kind: 'now-optional', breaking: true},
    ]);
  });

  it('names nested fields and the items of lists by their path in the body', () => {
    const list = (item: object) => withResponse(object({data: {type: 'array', items: object({review: object(item)})}}));
    expect(only(list({step: {type: 'integer'}}), list({}))).toMatchObject([{name: 'data[].review.step', kind: 'field-removed'}]);
  });

  it('reads parameters: a removed one and one that becomes required break, a new optional one does not', () => {
    const parameter = (name: string, required = false) => ({name, in: 'query', required, schema: {type: 'string'}});
    expect(only(withParameters([parameter('page')]), withParameters([parameter('page', true), parameter('limit')]))).toEqual([
      expect.objectContaining({area: 'parameter', name: 'page', kind: 'now-required', breaking: true}),
      expect.objectContaining({area: 'parameter', name: 'limit', kind: 'parameter-added', required: false, breaking: false}),
    ]);
    expect(only(withParameters([parameter('page')]), withParameters([]))).toMatchObject([
      {area: 'parameter', name: 'page', kind: 'parameter-removed', breaking: true},
    ]);
  });

  it('leaves out the value of the version header, which names each version', () => {
    const header = (version: string) =>
      withParameters([{name: 'Ferrypay-Version', in: 'header', schema: {type: 'string', enum: [version]}}]);
    expect(only(header('2030-01-01'), header('2031-01-01'))).toEqual([]);
  });

  it('lists an operation that comes or goes, not each of its parts', () => {
    const thing = {get: {responses: ok}};
    const both = document({'/v1/things': thing, '/v1/others': thing});
    expect(only(document({'/v1/things': thing}), both)).toMatchObject([
      {operation: 'GET /v1/others', kind: 'operation-added', breaking: false},
    ]);
    expect(only(both, document({'/v1/things': thing}))).toMatchObject([
      {operation: 'GET /v1/others', kind: 'operation-removed', breaking: true},
    ]);
  });

  describe('the error object', () => {
    const errorResponses = (properties: object, statuses: string[]) =>
      Object.fromEntries(
        statuses.map((status) => [
          status,
          {description: 'E', content: {'application/json': {schema: object({error: object(properties)})}}},
        ]),
      );
    const code = {code: {type: 'string'}};
    const withRequestId = {...code, request_id: {type: 'string'}};
    const twoOperations = (things: object, others: object) =>
      document({
        '/v1/things': {get: {responses: errorResponses(things, ['404', '400'])}},
        '/v1/others': {get: {responses: errorResponses(others, ['401'])}},
      });

    it('changed in several error responses of an operation is one row, naming them all', () => {
      expect(diffVersions(twoOperations(code, code), twoOperations(withRequestId, code)).map(row)).toEqual([
        {
          operation: 'GET /v1/things',
          area: 'error-response',
          statuses: ['400', '404'],
          name: 'error.request_id',
          kind: 'field-added',
          breaking: false,
        },
      ]);
    });

    it('changed in every operation is one row for them all, naming every status', () => {
      const [change, ...others] = diffVersions(twoOperations(code, code), twoOperations(withRequestId, withRequestId));
      expect(others).toEqual([]);
      expect(change).toMatchObject({everyOperation: true, statuses: ['400', '401', '404'], name: 'error.request_id'});
    });
  });

  it('shows the limits a type change brings with it in its row', () => {
    const [change, ...others] = diffVersions(
      withRequest(object({amount: {type: 'number', exclusiveMinimum: 0}})),
      withRequest(object({amount: {type: 'string', pattern: '^[0-9]+$'}})),
    );
    expect(others).toEqual([]);
    expect(change?.details).toEqual([
      {keyword: 'exclusiveMinimum', before: '0'},
      {keyword: 'pattern', after: '^[0-9]+$'},
    ]);
  });
});

describe('the documents of the site', () => {
  const documents = new Map<string, OpenApiDocument>();
  beforeAll(async () => {
    for (const version of API_VERSIONS) {
      const {dereferenced} = await loadOpenApi(path.join(apiReferenceSources.openapiDir, version.name, 'openapi.yaml'));
      documents.set(version.name, dereferenced);
    }
  }, 120_000);

  // diffRules.ts reverses the response rules once and versionDiff.ts compares
  // each distinct schema pair once, to keep the build fast: a tripwire for both.
  it.each(API_VERSIONS.slice(0, -1).map((newer, index) => [API_VERSIONS[index + 1]!.name, newer.name]))(
    "%s -> %s gives the rows api-smart-diff's own rules give on the whole documents",
    (older, newer) => {
      const [before, after] = [documents.get(older)!, documents.get(newer)!];
      expect(sorted(diffVersions(before, after))).toEqual(sorted(withLibraryRules(before, after)));
    },
    300_000,
  );
});
