import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {FAKE_SIGNING_SECRET, findSecrets} from '../support/secrets';
import {buildWebhookSignatureVectors} from '../fixtures/webhook-signatures';

const built = buildWebhookSignatureVectors();
const byId = (id: string) => built.vectors.find((vector) => vector.id === id)!;

describe('the golden vectors of the Ferrypay-Signature header', () => {
  it('are in tests/fixtures/webhook-signatures.json as their builder makes them with node:crypto', async () => {
    // `-u` writes the file again after a change to the builder.
    await expect(`${JSON.stringify(built, null, 2)}\n`).toMatchFileSnapshot('../fixtures/webhook-signatures.json');
  });

  it('cover a valid delivery, a changed body byte, 301 s late, a wrong secret, a re-serialised body and a roll', () => {
    expect(Object.fromEntries(built.vectors.map((vector) => [vector.id, vector.verdict]))).toMatchObject({
      valid: 'valid',
      'body-byte-changed': 'signature_mismatch',
      'timestamp-301-seconds-old': 'timestamp_outside_tolerance',
      'wrong-secret': 'signature_mismatch',
      'body-reserialised': 'signature_mismatch',
      'roll-old-secret': 'valid',
      'roll-new-secret': 'valid',
    });
    const valid = byId('valid');
    expect(byId('timestamp-301-seconds-old').receivedAt - Number(/t=(\d+)/.exec(valid.header)![1])).toBe(301);
    expect(built.toleranceSeconds).toBe(300);
    // The re-serialised body is the same JSON, only its whitespace differs.
    expect(JSON.parse(byId('body-reserialised').body)).toEqual(JSON.parse(valid.body));
    expect(byId('body-reserialised').body).not.toBe(valid.body);
    // During a roll the header carries two v1 values, and each receiver's secret made one of them.
    expect(byId('roll-old-secret').header.match(/v1=/g)).toHaveLength(2);
    expect(byId('roll-new-secret').header).toBe(byId('roll-old-secret').header);
    expect(byId('roll-new-secret').secret).not.toBe(byId('roll-old-secret').secret);
  });

  it('change one byte of the body, and only one', () => {
    const a = Buffer.from(byId('valid').body);
    const b = Buffer.from(byId('body-byte-changed').body);
    expect(b.length).toBe(a.length);
    expect([...a].filter((byte, index) => byte !== b[index])).toHaveLength(1);
  });

  it.each(['zh-TW', 'en'])(
    "are the Webhooks page's worked example in %s: its secret, header, body, time of receipt and the header during a roll",
    (locale) => {
      const page = readFileSync(`api/pages/${locale}/webhooks.mdx`, 'utf8');
      const valid = byId('valid');
      expect(page).toContain(`\`${valid.secret}\``);
      expect(page).toContain(`\`${valid.receivedAt}\``);
      expect(page).toContain(`Ferrypay-Signature: ${valid.header}\n`);
      expect(page).toContain(`\`\`\`json\n${valid.body}\n\`\`\``);
      expect(page).toContain(`Ferrypay-Signature: ${byId('roll-old-secret').header}\n`);
    },
  );

  it('use obviously fake signing secrets that the secret scan of the build lets through', () => {
    for (const {secret} of built.vectors) {
      expect(secret).toMatch(FAKE_SIGNING_SECRET);
      expect(findSecrets(secret)).toEqual([]);
    }
  });
});
