import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import {loadOpenApi, type OpenApiDocument} from '../../plugins/api-reference/openapi';
import {groupByTag, readOperations, slugify, type ApiOperation} from '../../plugins/api-reference/operations';
import {SPEC_API_SLUGS} from '../support/apiSlugs';

describe('slugify', () => {
  it.each([
    ['Create a payment link', 'create-a-payment-link'],
    ["Create a vendor's invitation", 'create-a-vendors-invitation'],
    ["List all webhook's events", 'list-all-webhooks-events'],
    ['Attach orders tags', 'attach-orders-tags'],
  ])('%s -> %s', (summary, slug) => expect(slugify(summary)).toBe(slug));
});

const documents = new Map<string, {doc: OpenApiDocument; operations: ApiOperation[]}>();

beforeAll(async () => {
  for (const version of API_VERSIONS) {
    const file = path.join(apiReferenceSources.openapiDir, version.name, 'openapi.yaml');
    const {dereferenced} = await loadOpenApi(file);
    documents.set(version.name, {doc: dereferenced, operations: readOperations(dereferenced, file)});
  }
}, 60_000);

describe.each(API_VERSIONS.map((version) => version.name))('version %s', (version) => {
  const get = () => documents.get(version)!;

  it('has exactly the published operations, one per slug', () => {
    expect(
      get()
        .operations.map((operation) => operation.slug)
        .sort(),
    ).toEqual([...SPEC_API_SLUGS].sort());
  });

  it('puts every operation in a resource, in the same six resources as the other versions', () => {
    const tags = groupByTag(get().doc, get().operations);
    expect(tags.map((tag) => tag.name)).toEqual(['Application', 'Vendors', 'Orders', 'Reconciliations', 'Payment links', 'Webhooks']);
    expect(tags.flatMap((tag) => tag.operations)).toHaveLength(SPEC_API_SLUGS.length);
  });

  it('lists a resource create, retrieve, update, delete, list, then actions', () => {
    const vendors = groupByTag(get().doc, get().operations).find((tag) => tag.name === 'Vendors')!;
    expect(vendors.operations.map((operation) => operation.slug).slice(0, 5)).toEqual([
      'create-a-vendor',
      'retrieve-a-vendor',
      'update-a-vendor',
      'delete-a-vendor',
      'list-all-vendors',
    ]);
  });

  it('gives every operation an error response with an example, and every POST an idempotency key', () => {
    for (const operation of get().operations) {
      expect(
        operation.responses.some((response) => /^4\d\d$/.test(response.status)),
        operation.slug,
      ).toBe(true);
      for (const response of operation.responses) expect(response.example, `${operation.slug} ${response.status}`).toBeDefined();
      if (operation.method === 'POST') {
        expect(
          operation.parameters.map((parameter) => parameter.name),
          operation.slug,
        ).toContain('Idempotency-Key');
      }
    }
  });

  it('paginates every list the same way', () => {
    const pageParameters = version === '2025-03-01' ? ['page', 'per_page'] : ['limit', 'starting_after', 'ending_before'];
    for (const operation of get().operations.filter((candidate) => candidate.slug.startsWith('list-all-'))) {
      const names = operation.parameters.map((parameter) => parameter.name);
      for (const name of pageParameters) expect(names, operation.slug).toContain(name);
    }
  });
});

describe('readOperations', () => {
  it('rejects an operation without a response example, naming the file and the operation', () => {
    const doc: OpenApiDocument = {
      openapi: '3.1.0',
      info: {title: 't', version: '1'},
      tags: [{name: 'Things'}],
      paths: {
        '/v1/things': {
          get: {
            operationId: 'listThings',
            summary: 'List all things',
            'x-ferrypay-slug': 'list-all-things',
            tags: ['Things'],
            responses: {'200': {description: 'ok'}},
          },
        },
      },
    };
    expect(() => readOperations(doc, 'api/openapi/x/openapi.yaml')).toThrow(
      /api\/openapi\/x\/openapi\.yaml[\s\S]*GET \/v1\/things: response 200 needs an application\/json example/,
    );
  });

  const thing = (extra: Record<string, unknown>): OpenApiDocument => ({
    openapi: '3.1.0',
    info: {title: 't', version: '1'},
    tags: [{name: 'Things'}],
    paths: {
      '/v1/things/tags': {
        post: {
          operationId: 'tagThings',
          summary: 'Attach tags to things',
          tags: ['Things'],
          responses: {
            '200': {description: 'ok', content: {'application/json': {example: {}}}},
            default: {description: 'Any other error.', content: {'application/json': {schema: {type: 'object'}}}},
          },
          ...extra,
        },
      },
    },
  });

  it('takes the URL of a page from x-ferrypay-slug, so the display name can change without moving it', () => {
    const [operation] = readOperations(thing({'x-ferrypay-slug': 'attach-things-tags'}), 'a.yaml');
    expect([operation!.summary, operation!.slug]).toEqual(['Attach tags to things', 'attach-things-tags']);
  });

  it("reads the default response as the error object of every operation's other errors, not as a response of its own", () => {
    const [operation] = readOperations(thing({'x-ferrypay-slug': 'attach-things-tags'}), 'a.yaml');
    expect(operation!.responses.map((response) => response.status)).toEqual(['200']);
  });

  it('rejects an operation without a default error response, which generated clients read every other error with', () => {
    const withoutDefault = thing({
      'x-ferrypay-slug': 'attach-things-tags',
      responses: {'200': {description: 'ok', content: {'application/json': {example: {}}}}},
    });
    expect(() => readOperations(withoutDefault, 'api/openapi/x/openapi.yaml')).toThrow(
      /api\/openapi\/x\/openapi\.yaml[\s\S]*POST \/v1\/things\/tags: needs a default response with the error object/,
    );
  });

  it('rejects an operation without an x-ferrypay-slug, naming the file and the operation', () => {
    expect(() => readOperations(thing({}), 'api/openapi/x/openapi.yaml')).toThrow(
      /api\/openapi\/x\/openapi\.yaml[\s\S]*POST \/v1\/things\/tags needs an x-ferrypay-slug/,
    );
  });
});
