import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import {API_SAMPLE_LANGUAGES, SAMPLE_SECRET_KEY, type ApiSampleId} from '../../src/config/apiSamples';
import {loadOpenApi} from '../../plugins/api-reference/openapi';
import {readOperations, type ApiOperation} from '../../plugins/api-reference/operations';
import {codeSamples, sampleIdempotencyKey, sampleRequest} from '../../plugins/api-reference/samples';
import {SPEC_API_SLUGS} from '../support/apiSlugs';
import {SAMPLE_CHECKERS, SAMPLE_RUNNERS, type NamedSample} from '../support/sampleCheckers';

const context = {baseUrl: 'https://api.ferrypay.example', apiVersion: '2026-06-01'};

const listOrders: ApiOperation = {
  operationId: 'listOrders',
  slug: 'list-all-orders',
  summary: 'List all orders',
  description: '',
  method: 'GET',
  path: '/v1/orders',
  tag: 'Orders',
  parameters: [
    {name: 'Ferrypay-Version', in: 'header', required: false, description: '', schema: {}, example: 'ignored'},
    {name: 'limit', in: 'query', required: false, description: '', schema: {}, example: 20},
    {name: 'status', in: 'query', required: false, description: '', schema: {}, example: 'ready'},
    {name: 'vendor', in: 'query', required: false, description: '', schema: {}},
  ],
  responses: [],
};

const updateOrder: ApiOperation = {
  ...listOrders,
  operationId: 'updateOrder',
  slug: 'update-an-order',
  summary: 'Update an order',
  method: 'PATCH',
  path: '/v1/orders/{order_id}',
  parameters: [
    {name: 'order_id', in: 'path', required: true, description: '', schema: {}, example: 'ord_9Tz3Kp'},
    {name: 'Ferrypay-Version', in: 'header', required: false, description: '', schema: {}},
    {name: 'Idempotency-Key', in: 'header', required: false, description: '', schema: {}, example: '6f1c2e9a-0d4b'},
  ],
  requestBody: {
    required: true,
    schema: {},
    example: {amount: '3150.00', description: "Bob's order, 5% off $40", submit: true, urgent: false, note: null, tags: ['a', 'b']},
  },
};

describe('the request a sample sends', () => {
  it('fills the path, adds query parameters that have an example and the version of the page', () => {
    const request = sampleRequest(listOrders, context);
    expect(request.url).toBe('https://api.ferrypay.example/v1/orders');
    expect(request.query).toEqual([
      ['limit', '20'],
      ['status', 'ready'],
    ]);
    expect(request.headers).toEqual([['Ferrypay-Version', '2026-06-01']]);
    expect(sampleRequest(updateOrder, context).url).toBe('https://api.ferrypay.example/v1/orders/ord_9Tz3Kp');
  });
});

describe('code samples', () => {
  const samples = codeSamples(updateOrder, context);

  it('come in curl, Node.js, Python, PHP, Java, Go and C#, the tabs in that order', () => {
    expect(API_SAMPLE_LANGUAGES.map((language) => language.label)).toEqual(['curl', 'Node.js', 'Python', 'PHP', 'Java', 'Go', 'C#']);
    expect(Object.keys(samples)).toEqual(['curl', 'node', 'python', 'php', 'java', 'go', 'csharp']);
  });

  it('send the placeholder test key, never a live key', () => {
    for (const code of Object.values(samples)) {
      expect(code).toContain(`Bearer ${SAMPLE_SECRET_KEY}`);
      expect(code).not.toMatch(/sk_live_/);
    }
  });

  it('pass GET filters as query parameters', () => {
    const list = codeSamples(listOrders, context);
    expect(list.curl).toContain("--url 'https://api.ferrypay.example/v1/orders?limit=20&status=ready'");
    expect(list.python).toContain('querystring = {"limit":"20","status":"ready"}');
    for (const id of ['node', 'php', 'java', 'go', 'csharp'] as const) {
      expect(list[id]).toContain('https://api.ferrypay.example/v1/orders?limit=20&status=ready');
    }
  });

  it('show a curl body pretty-printed, unless the here-document an apostrophe needs would expand something in it', () => {
    const withBody = (example: unknown) => codeSamples({...updateOrder, requestBody: {...updateOrder.requestBody!, example}}, context).curl;
    expect(withBody({amount: '3150.00', submit: true})).toContain(`--data '\n{\n  "amount": "3150.00",\n  "submit": true\n}\n'`);
    expect(withBody({description: "Bob's order"})).toContain(`--data @- <<EOF\n{\n  "description": "Bob's order"\n}\nEOF`);
    expect(samples.curl).toContain(`--data '{"amount":"3150.00","description":"Bob'\\''s order, 5% off $40",`);
  });

  // Booleans, null, an apostrophe and a dollar sign: what each language quotes differently.
  it.each(Object.keys(SAMPLE_RUNNERS) as ApiSampleId[])('in %s, send the documented method, URL, headers and body when run', async (id) => {
    const sent = await SAMPLE_RUNNERS[id]!(samples[id]);
    expect(sent.method).toBe('PATCH');
    expect(sent.url).toBe('https://api.ferrypay.example/v1/orders/ord_9Tz3Kp');
    expect(sent.headers).toMatchObject({
      Authorization: `Bearer ${SAMPLE_SECRET_KEY}`,
      'Ferrypay-Version': '2026-06-01',
      'Idempotency-Key': sampleIdempotencyKey(updateOrder),
      'Content-Type': 'application/json',
    });
    expect(sent.body).toEqual(updateOrder.requestBody!.example);
  });
});

describe('every operation of every version', () => {
  const operations: {version: string; operation: ApiOperation; baseUrl: string}[] = [];
  beforeAll(async () => {
    for (const version of API_VERSIONS) {
      const file = path.join(apiReferenceSources.openapiDir, version.name, 'openapi.yaml');
      const {dereferenced} = await loadOpenApi(file);
      const baseUrl = dereferenced.servers?.[0]?.url ?? apiReferenceSources.apiBaseUrl;
      for (const operation of readOperations(dereferenced, file)) operations.push({version: version.name, operation, baseUrl});
    }
  }, 120_000);

  const samplesIn = (id: ApiSampleId): NamedSample[] =>
    operations.map(({version, operation, baseUrl}) => ({
      name: `${version} ${operation.slug}`,
      code: codeSamples(operation, {baseUrl, apiVersion: version})[id],
    }));

  it.each(API_SAMPLE_LANGUAGES.map((language) => [language.label, language.id, SAMPLE_CHECKERS[language.id].describe] as const))(
    'has a %s sample that %s accepts',
    async (_label, id) => {
      expect(operations.length).toBe(API_VERSIONS.length * SPEC_API_SLUGS.length);
      const {problems} = await SAMPLE_CHECKERS[id].check(samplesIn(id));
      expect(problems).toEqual([]);
    },
    300_000,
  );

  it('gives each POST operation of a version an idempotency key of its own, shaped as a UUID, so two samples run in a row are both accepted', () => {
    const posts = operations.filter(({operation}) => operation.method === 'POST');
    expect(posts.length).toBeGreaterThan(10);
    const keyOf = ({version, operation, baseUrl}: (typeof operations)[number]) =>
      sampleRequest(operation, {baseUrl, apiVersion: version}).headers.find(([name]) => name === 'Idempotency-Key')?.[1];
    for (const version of API_VERSIONS) {
      const keys = posts.filter((post) => post.version === version.name).map(keyOf);
      expect(
        keys.every((key) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(key ?? '')),
        version.name,
      ).toBe(true);
      expect(new Set(keys).size, version.name).toBe(keys.length);
    }
  });

  it.each(Object.keys(SAMPLE_RUNNERS) as ApiSampleId[])(
    'has a %s sample that sends the body of its example, for the operations that take one',
    async (id) => {
      const withBody = operations.filter(({operation}) => operation.requestBody);
      expect(withBody.length).toBeGreaterThan(30);
      const wrong: string[] = [];
      // A few processes at a time, as the checkers run them.
      for (let start = 0; start < withBody.length; start += 4) {
        await Promise.all(
          withBody.slice(start, start + 4).map(async ({version, operation, baseUrl}) => {
            const sent = await SAMPLE_RUNNERS[id]!(codeSamples(operation, {baseUrl, apiVersion: version})[id]);
            if (JSON.stringify(sent.body) !== JSON.stringify(operation.requestBody!.example)) wrong.push(`${version} ${operation.slug}`);
          }),
        );
      }
      expect(wrong).toEqual([]);
    },
    300_000,
  );
});
