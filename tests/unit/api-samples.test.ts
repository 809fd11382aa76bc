import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import type {ApiOperation} from '../../plugins/api-reference/operations';
import {codeSamples, jsLiteral, pyLiteral, sampleRequest} from '../../plugins/api-reference/samples';

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
  ],
  requestBody: {required: true, schema: {}, example: {amount: '3150.00', description: "Bob's order", submit: true, tags: ['a', 'b']}},
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
  const [curl, node, python] = codeSamples(updateOrder, context);

  it('come in curl, Node.js and Python, in that order', () => {
    expect([curl, node, python].map((sample) => sample!.label)).toEqual(['curl', 'Node.js', 'Python']);
  });

  it('read the secret key from the environment, never a literal key', () => {
    expect(curl!.code).toContain('Authorization: Bearer $FERRYPAY_SECRET_KEY');
    expect(node!.code).toContain('Authorization: `Bearer ${process.env.FERRYPAY_SECRET_KEY}`');
    expect(python!.code).toContain(`f"Bearer {os.environ['FERRYPAY_SECRET_KEY']}"`);
    for (const sample of [curl, node, python]) expect(sample!.code).not.toMatch(/sk_(test|live)_/);
  });

  it('quote a body with an apostrophe safely for the shell', () => {
    expect(curl!.code).toContain(`-d '{`);
    expect(curl!.code).toContain(`"Bob'\\''s order"`);
  });

  it('produce Node.js that parses', () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (body: string) => unknown;
    for (const operation of [listOrders, updateOrder]) {
      expect(() => new AsyncFunction(codeSamples(operation, context)[1]!.code)).not.toThrow();
    }
  });

  const hasPython = (() => {
    try {
      execFileSync('python3', ['--version']);
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!hasPython)('produce Python that parses', () => {
    for (const operation of [listOrders, updateOrder]) {
      const code = codeSamples(operation, context)[2]!.code;
      expect(() => execFileSync('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], {input: code})).not.toThrow();
    }
  });

  it('pass GET filters as query parameters', () => {
    const [listCurl, listNode, listPython] = codeSamples(listOrders, context);
    expect(listCurl!.code).toContain('curl "https://api.ferrypay.example/v1/orders?limit=20&status=ready"');
    expect(listNode!.code).toContain("fetch('https://api.ferrypay.example/v1/orders?limit=20&status=ready'");
    expect(listPython!.code).toContain('params={\n        "limit": 20,\n        "status": "ready",\n    },');
  });
});

describe('literals', () => {
  it('write JavaScript with single quotes and bare keys', () => {
    expect(jsLiteral({a: 'x', 'b-c': [1, 2], d: null})).toBe("{\n  a: 'x',\n  'b-c': [1, 2],\n  d: null,\n}");
  });

  it('write Python with True, False and None', () => {
    expect(pyLiteral({a: true, b: false, c: null})).toBe('{\n    "a": True,\n    "b": False,\n    "c": None,\n}');
  });
});
