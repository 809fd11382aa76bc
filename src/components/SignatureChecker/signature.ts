/**
 * The signature checker's logic: whether a webhook delivery's
 * `Ferrypay-Signature` header is valid for a signing secret and a raw body,
 * and if not, why. It runs in the reader's browser with Web Crypto; nothing
 * here stores or sends anything. The scheme is the one the verification code
 * of every sample language implements (api/webhook-signature), held to the
 * same golden vectors (tests/fixtures/webhook-signatures.json):
 *
 * - the header is a comma-separated list of `key=value` parts, with one `t`
 *   (Unix seconds) and one or more `v1`; other keys are ignored;
 * - each `v1` may be the lower-case hex HMAC-SHA256 of `t` + `.` + the raw
 *   body, keyed with the signing secret; one match is enough (two `v1` values
 *   while the secret is rolled);
 * - a matching delivery is valid when `t` is within the tolerance of the time
 *   of receipt, on either side.
 */

export type Verdict = 'valid' | 'signature_mismatch' | 'timestamp_outside_tolerance' | 'malformed_header';

export type MalformedHeader =
  | {problem: 'not-key-value'; part: string}
  | {problem: 'timestamp-not-integer'; value: string}
  | {problem: 'missing-timestamp'}
  | {problem: 'missing-signature'};

export type ParsedHeader = {timestamp: string; signatures: string[]};

/** A change to the body that makes the signature match: what the reader's code did to it. */
export type BodyChange = 'indented-2' | 'indented-4' | 'compact' | 'trailing-newline-removed' | 'trailing-newline-added';

/** What the secret looks like: a signing secret starts with `whsec_`, an API secret key with `sk_`. */
export type SecretShape = 'signing-secret' | 'api-key' | 'other';

export type CheckResult =
  | {verdict: 'valid'; matched: number; signatureCount: number}
  | {verdict: 'timestamp_outside_tolerance'; signedBeforeReceipt: number; toleranceSeconds: number}
  | {
      verdict: 'signature_mismatch';
      signedPayload: string;
      expectedSignature: string;
      /** The body verifies after this change: it was re-serialised before the check. */
      bodyChange?: BodyChange;
      /** The signature matches once the white space around the secret goes. */
      secretHasWhiteSpace: boolean;
      secretShape: SecretShape;
      /** `v1` values that are not 64 lower-case hex characters (cut off in a log, upper case). */
      notHex: string[];
    }
  | {verdict: 'malformed_header'; malformed: MalformedHeader};

export type CheckInput = {secret: string; header: string; body: string; receivedAt: number};

type Subtle = Pick<SubtleCrypto, 'importKey' | 'sign'>;
export type CheckOptions = {toleranceSeconds: number; subtle?: Subtle};

/** A header pasted with its name (`Ferrypay-Signature: t=...`) is read as its value. */
const HEADER_NAME = /^\s*Ferrypay-Signature\s*:/i;

export function parseSignatureHeader(header: string): ParsedHeader | MalformedHeader {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.replace(HEADER_NAME, '').split(',')) {
    const at = part.indexOf('=');
    const key = at < 0 ? '' : part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === '') return {problem: 'not-key-value', part: part.trim()};
    if (key === 't') {
      if (!/^\d+$/.test(value)) return {problem: 'timestamp-not-integer', value};
      timestamp = value;
    } else if (key === 'v1') {
      signatures.push(value);
    }
  }
  if (timestamp === undefined) return {problem: 'missing-timestamp'};
  if (signatures.length === 0) return {problem: 'missing-signature'};
  return {timestamp, signatures};
}

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA256 of `payload` keyed with `secret` (both UTF-8), as lower-case hex. */
export async function hmacSha256Hex(secret: string, payload: string, subtle: Subtle = globalThis.crypto.subtle): Promise<string> {
  const encoder = new TextEncoder();
  const key = await subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, ['sign']);
  return toHex(await subtle.sign('HMAC', key, encoder.encode(payload)));
}

/**
 * The body as the reader's code may have changed it before the check, the
 * smallest change first: with or without a final line break, then the same
 * JSON written out again with two or four spaces, or compactly.
 */
export function bodyVariants(body: string): {change: BodyChange; body: string}[] {
  const variants: {change: BodyChange; body: string}[] = [
    {change: 'trailing-newline-removed', body: body.replace(/\r?\n$/, '')},
    {change: 'trailing-newline-added', body: `${body}\n`},
  ];
  try {
    const parsed: unknown = JSON.parse(body);
    variants.push(
      {change: 'indented-2', body: JSON.stringify(parsed, null, 2)},
      {change: 'indented-4', body: JSON.stringify(parsed, null, 4)},
      {change: 'compact', body: JSON.stringify(parsed)},
    );
  } catch {
    // Not JSON: only the final line break can differ.
  }
  return variants.filter((variant) => variant.body !== body);
}

export function secretShape(secret: string): SecretShape {
  const trimmed = secret.trim();
  if (trimmed.startsWith('whsec_')) return 'signing-secret';
  return /^(sk|pk)_(test|live)_/.test(trimmed) ? 'api-key' : 'other';
}

async function mismatch(input: CheckInput, header: ParsedHeader, subtle: Subtle | undefined): Promise<CheckResult> {
  const signedPayload = `${header.timestamp}.${input.body}`;
  const matches = async (secret: string, body: string) =>
    header.signatures.includes(await hmacSha256Hex(secret, `${header.timestamp}.${body}`, subtle));
  let bodyChange: BodyChange | undefined;
  for (const variant of bodyVariants(input.body)) {
    if (await matches(input.secret, variant.body)) {
      bodyChange = variant.change;
      break;
    }
  }
  const trimmedSecret = input.secret.trim();
  return {
    verdict: 'signature_mismatch',
    signedPayload,
    expectedSignature: await hmacSha256Hex(input.secret, signedPayload, subtle),
    ...(bodyChange && {bodyChange}),
    secretHasWhiteSpace: trimmedSecret !== input.secret && trimmedSecret !== '' && (await matches(trimmedSecret, input.body)),
    secretShape: secretShape(input.secret),
    notHex: header.signatures.filter((signature) => !/^[0-9a-f]{64}$/.test(signature)),
  };
}

/**
 * Checks one delivery as a receiver should: the header's form, then the
 * signature, then the timestamp against the time of receipt. A signature
 * comparison here needs no constant time: the reader checks their own
 * delivery in their own browser.
 */
export async function checkSignature(input: CheckInput, {toleranceSeconds, subtle}: CheckOptions): Promise<CheckResult> {
  const header = parseSignatureHeader(input.header);
  if ('problem' in header) return {verdict: 'malformed_header', malformed: header};
  const expected = await hmacSha256Hex(input.secret, `${header.timestamp}.${input.body}`, subtle);
  const matched = header.signatures.indexOf(expected);
  if (matched < 0) return mismatch(input, header, subtle);
  const signedBeforeReceipt = input.receivedAt - Number(header.timestamp);
  if (Math.abs(signedBeforeReceipt) > toleranceSeconds)
    return {verdict: 'timestamp_outside_tolerance', signedBeforeReceipt, toleranceSeconds};
  return {verdict: 'valid', matched, signatureCount: header.signatures.length};
}

/**
 * The time of receipt as the reader types it: Unix seconds (or milliseconds,
 * as JavaScript logs it), or an ISO 8601 date and time with its time zone.
 * Empty means now. Undefined for anything else: a time without a zone could
 * be read in the wrong one.
 */
export function parseReceivedAt(text: string, nowSeconds: number): number | undefined {
  const value = text.trim();
  if (value === '') return nowSeconds;
  if (/^\d{1,11}$/.test(value)) return Number(value);
  if (/^\d{12,13}$/.test(value)) return Math.floor(Number(value) / 1000);
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(value)) return undefined;
  const milliseconds = Date.parse(value.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(milliseconds) ? undefined : Math.floor(milliseconds / 1000);
}
