import crypto from 'node:crypto';

// How far the signing time may be from the time of receipt: 5 minutes.
export const TOLERANCE_SECONDS = 300;

export class FerrypaySignatureError extends Error {
  // reason: 'malformed_header', 'signature_mismatch'
  // or 'timestamp_outside_tolerance'
  constructor(reason, message) {
    super(message);
    this.name = 'FerrypaySignatureError';
    this.reason = reason;
  }
}

// rawBody: the request body exactly as received, a Buffer (express.raw()).
// header: req.get('Ferrypay-Signature'), undefined when it is missing.
// nowSeconds: the time of receipt in Unix seconds (not Date.now()'s ms).
// Returns for a valid delivery, throws a FerrypaySignatureError otherwise.
export function verifyFerrypaySignature(
  rawBody,
  header,
  signingSecret,
  nowSeconds = Date.now() / 1000,
) {
  if (!header) {
    throw new FerrypaySignatureError('malformed_header', 'no header');
  }
  let timestamp;
  const signatures = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const key = at < 0 ? '' : part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === '') {
      throw new FerrypaySignatureError(
        'malformed_header',
        `"${part}" is not key=value`,
      );
    }
    if (key === 't') {
      if (!/^\d+$/.test(value)) {
        throw new FerrypaySignatureError(
          'malformed_header',
          't is not Unix time',
        );
      }
      timestamp = value;
    } else if (key === 'v1') {
      signatures.push(Buffer.from(value));
    }
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new FerrypaySignatureError('malformed_header', 'no t or no v1');
  }

  const expected = Buffer.from(
    crypto
      .createHmac('sha256', signingSecret)
      .update(`${timestamp}.`)
      .update(rawBody)
      .digest('hex'),
  );
  // While the signing secret is rolled, the header carries two v1 values:
  // one match is enough. timingSafeEqual compares in constant time.
  const matches = signatures.some(
    (signature) =>
      signature.length === expected.length &&
      crypto.timingSafeEqual(signature, expected),
  );
  if (!matches) {
    throw new FerrypaySignatureError('signature_mismatch', 'no v1 matches');
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) {
    throw new FerrypaySignatureError(
      'timestamp_outside_tolerance',
      'signed more than 5 minutes from now',
    );
  }
}
