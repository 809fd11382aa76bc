import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  bodyVariants,
  checkSignature,
  parseReceivedAt,
  parseSignatureHeader,
  secretShape,
} from '../../src/components/SignatureChecker/signature';
import type {SignatureVectors} from '../fixtures/webhook-signatures';

const fixture = JSON.parse(readFileSync('tests/fixtures/webhook-signatures.json', 'utf8')) as SignatureVectors;
const options = {toleranceSeconds: fixture.toleranceSeconds};
const vector = (id: string) => fixture.vectors.find((candidate) => candidate.id === id)!;
const check = (input: {secret: string; header: string; body: string; receivedAt: number}) => checkSignature(input, options);
const nodeHmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

describe('the signature checker (Web Crypto)', () => {
  it.each(fixture.vectors.map((each) => [each.id, each] as const))('gives the golden vector %s its verdict', async (_id, each) => {
    const result = await check(each);
    expect(result.verdict).toBe(each.verdict);
    if (result.verdict === 'signature_mismatch') expect(result.bodyChange).toBe(each.checker?.bodyVerifiesAs);
    if (result.verdict === 'malformed_header') expect(result.malformed.problem).toBe(each.checker?.malformed);
  });

  it('shows the payload it signed, t + "." + body, and the signature that payload has, when none matches', async () => {
    const changed = vector('body-byte-changed');
    const result = await check(changed);
    const t = /t=(\d+)/.exec(changed.header)![1]!;
    expect(result).toMatchObject({
      signedPayload: `${t}.${changed.body}`,
      expectedSignature: nodeHmac(changed.secret, `${t}.${changed.body}`),
    });
  });

  it('says which v1 matched during a roll of the signing secret', async () => {
    expect(await check(vector('roll-old-secret'))).toEqual({verdict: 'valid', matched: 1, signatureCount: 2});
    expect(await check(vector('roll-new-secret'))).toEqual({verdict: 'valid', matched: 0, signatureCount: 2});
  });

  it('tells how long before or after the time of receipt a delivery outside the tolerance was signed', async () => {
    expect(await check(vector('timestamp-301-seconds-old'))).toMatchObject({signedBeforeReceipt: 301, toleranceSeconds: 300});
    expect(await check(vector('timestamp-301-seconds-ahead'))).toMatchObject({signedBeforeReceipt: -301});
  });

  it('finds a secret read with its line break, an API key pasted for a secret, and a v1 cut off in a log', async () => {
    const valid = vector('valid');
    expect(await check({...valid, secret: `${valid.secret}\n`})).toMatchObject({verdict: 'signature_mismatch', secretHasWhiteSpace: true});
    expect(await check({...valid, secret: 'sk_test_7Rn2Kq'})).toMatchObject({secretShape: 'api-key', secretHasWhiteSpace: false});
    const cut = valid.header.slice(0, valid.header.indexOf('v1=') + 7);
    expect(await check({...valid, header: cut})).toMatchObject({verdict: 'signature_mismatch', notHex: [cut.split('v1=')[1]]});
    expect(await check({...valid, header: valid.header.toUpperCase().replace('T=', 't=').replace('V1=', 'v1=')})).toMatchObject({
      notHex: [valid.header.split('v1=')[1]!.toUpperCase()],
    });
  });

  it('finds a body whose final line break was added or dropped on the way', async () => {
    const valid = vector('valid');
    expect(await check({...valid, body: `${valid.body}\n`})).toMatchObject({bodyChange: 'trailing-newline-removed'});
  });
});

describe('reading the Ferrypay-Signature header', () => {
  it('takes the header with its name, spaces around the parts, and keys it does not know', () => {
    expect(parseSignatureHeader('Ferrypay-Signature: t=1794189600, v0=old , v1=abc,v1=def')).toEqual({
      timestamp: '1794189600',
      signatures: ['abc', 'def'],
    });
  });

  it('says what is wrong with a malformed one', () => {
    expect(parseSignatureHeader('t=1794189600;v1=abc')).toEqual({problem: 'timestamp-not-integer', value: '1794189600;v1=abc'});
    expect(parseSignatureHeader('t=1794189600,9c1e')).toEqual({problem: 'not-key-value', part: '9c1e'});
    expect(parseSignatureHeader('t=1794189600,')).toEqual({problem: 'not-key-value', part: ''});
    expect(parseSignatureHeader('t=-5,v1=abc')).toEqual({problem: 'timestamp-not-integer', value: '-5'});
    expect(parseSignatureHeader('v1=abc')).toEqual({problem: 'missing-timestamp'});
    expect(parseSignatureHeader('t=1794189600')).toEqual({problem: 'missing-signature'});
  });
});

describe('what else the checker tries', () => {
  it('adds or drops a final line break, then lays out a JSON body again with two and four spaces and compactly', () => {
    expect(bodyVariants('{"a": [1, 2]}').map((variant) => [variant.change, variant.body])).toEqual([
      ['trailing-newline-added', '{"a": [1, 2]}\n'],
      ['indented-2', '{\n  "a": [\n    1,\n    2\n  ]\n}'],
      ['indented-4', '{\n    "a": [\n        1,\n        2\n    ]\n}'],
      ['compact', '{"a":[1,2]}'],
    ]);
    expect(bodyVariants('not json\n').map((variant) => variant.change)).toEqual(['trailing-newline-removed', 'trailing-newline-added']);
  });

  it('tells a signing secret from an API key', () => {
    expect(secretShape(' whsec_test_EXAMPLE_GOLDEN_VECTORS')).toBe('signing-secret');
    expect(secretShape('sk_live_...')).toBe('api-key');
    expect(secretShape('golden_vectors_only')).toBe('other');
  });
});

describe('the time of receipt', () => {
  const now = 1794189700;
  it('is now when left empty, and reads Unix seconds, milliseconds and ISO 8601 with a time zone', () => {
    expect(parseReceivedAt('  ', now)).toBe(now);
    expect(parseReceivedAt('1794189600', now)).toBe(1794189600);
    expect(parseReceivedAt('1794189600123', now)).toBe(1794189600);
    expect(parseReceivedAt('2026-11-09T02:00:00Z', now)).toBe(1794189600);
    expect(parseReceivedAt('2026-11-09 10:00:05+08:00', now)).toBe(1794189605);
    expect(parseReceivedAt('2026-11-09T10:00:05.250+0800', now)).toBe(1794189605);
  });

  it('refuses a time without a time zone, or anything else', () => {
    expect(parseReceivedAt('2026-11-09T10:00:05', now)).toBeUndefined();
    expect(parseReceivedAt('yesterday', now)).toBeUndefined();
    expect(parseReceivedAt('2026-13-45T10:00:05Z', now)).toBeUndefined();
  });
});
