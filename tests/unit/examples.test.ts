import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {apiExamplesOf, validateApiExamples} from '../support/apiExamples';
import {contentFiles, linesOf} from '../support/contentSources';
import {
  describeInvalidIdentifier,
  findIdentifiers,
  isValidCitizenCertificate,
  isValidIban,
  isValidMobileBarcode,
  isValidSwiftCode,
  isValidUnifiedBusinessNumber,
} from '../support/identifiers';

/** Guide pages, blog posts and release notes in both locales; the API pages are checked by the API tests. */
const pages = () => contentFiles().filter((content) => content.kind === 'markdown' && !content.file.startsWith('api/'));

describe('JSON examples of API requests and responses', () => {
  it('validate against the OpenAPI schema of their version, on every guide page, post and release note', async () => {
    const found = pages().map((content) => apiExamplesOf(content.file, readFileSync(content.file, 'utf8')));
    const examples = found.flatMap((page) => page.examples);
    // getting-started shows a request and its response in each locale.
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect([...found.flatMap((page) => page.problems), ...(await validateApiExamples(examples))]).toEqual([]);
  }, 60_000);

  it('fail on a body or response that does not match, naming the file, the line and the field', async () => {
    const page = [
      '## Create a vendor {#create}',
      '',
      '```bash',
      'curl https://api.ferrypay.example/v1/vendors \\',
      '  -H "Ferrypay-Version: 2026-06-01" \\',
      `  -d '{"name": "Pacific Bearing Supply Inc.", "country": "US", "email": "ap@pacific-bearing.example"}'`,
      '```',
      '',
      '```json',
      '{"id": "vnd_1", "object": "vendor", "livemode": false, "legal_name": "P", "country": "US", "kyc_status": "approved",',
      ' "email": "ap@pacific-bearing.example", "created_at": "2026-11-09T02:15:00Z", "updated_at": "2026-11-09T02:15:00Z", "amount": 3}',
      '```',
      '',
      '## Elsewhere {#elsewhere}',
      '',
      '```json',
      '{"id": "vnd_1"}',
      '```',
    ].join('\n');
    const {examples, problems} = apiExamplesOf('docs/planted.md', page);
    expect(problems).toEqual(['docs/planted.md:16: a JSON example needs the curl request it answers before it, in the same section.']);
    const failures = await validateApiExamples(examples);
    expect(failures).toContain(
      "docs/planted.md:6: the request example of POST /v1/vendors (API 2026-06-01) does not match the schema: must have required property 'legal_name'.",
    );
    expect(failures).toContain(
      'docs/planted.md:10: the response example of POST /v1/vendors (API 2026-06-01) does not match the schema: must NOT have unevaluated properties `amount`.',
    );
  }, 60_000);

  it('report a curl request they cannot read, naming the file and the request, instead of leaving its body unchecked', () => {
    const page = [
      '## Create a vendor {#create}',
      '',
      '```bash',
      'npm install @ferrypay/node',
      '```',
      '',
      '```bash',
      'curl https://api.ferrypay.example/v1/vendors -H "Ferrypay-Version: 2026-06-01" -d @vendor.json',
      '```',
      '',
      '```sh',
      'curl https://api.ferrypay.test/v1/vendors \\',
      `  -d '{"legal_name": "Pacific Bearing Supply Inc."}'`,
      '```',
      '',
      '```shell',
      `curl https://api.ferrypay.example/v1/vendors --data "{\\"legal_name\\": \\"P\\"}"`,
      '```',
    ].join('\n');
    const {examples, problems} = apiExamplesOf('docs/planted.md', page);
    expect(examples).toEqual([]);
    expect(problems).toEqual([
      'docs/planted.md:7: cannot read the curl request `curl https://api.ferrypay.example/v1/vendors -H "Ferrypay-Version: 2026-06-01" -d @vendor.json`: its body is not a single-quoted -d, --data or --data-raw argument.',
      'docs/planted.md:11: cannot read the curl request `curl https://api.ferrypay.test/v1/vendors \\`: no URL under https://api.ferrypay.example.',
      'docs/planted.md:16: cannot read the curl request `curl https://api.ferrypay.example/v1/vendors --data "{\\"legal_name\\": \\"P\\"}"`: its body is not a single-quoted -d, --data or --data-raw argument.',
    ]);
  });

  it('are read against the version the request names: 2025-03-01 still takes name', async () => {
    const page = [
      '```bash',
      'curl https://api.ferrypay.example/v1/vendors -H "Ferrypay-Version: 2025-03-01" \\',
      `  -d '{"name": "Pacific Bearing Supply Inc.", "country": "US", "email": "ap@pacific-bearing.example"}'`,
      '```',
    ].join('\n');
    expect(await validateApiExamples(apiExamplesOf('docs/old.md', page).examples)).toEqual([]);
  }, 60_000);
});

describe('identifiers in examples', () => {
  it('pass their check rules in both locales: unified business numbers, SWIFT/BIC codes, IBANs and e-invoice carriers', () => {
    const findings = contentFiles().flatMap((content) => findIdentifiers(linesOf(content)));
    expect(new Set(findings.map((finding) => finding.kind)).size).toBeGreaterThanOrEqual(4);
    expect(findings.filter((finding) => !finding.valid).map(describeInvalidIdentifier)).toEqual([]);
  });

  it('name the file and line of an identifier that fails its rule', () => {
    const lines = [
      {file: 'docs/x.md', line: 3, text: '| 統一編號 | 是 | 8 位數字 | `24536819` |'},
      {file: 'docs/x.md', line: 4, text: '| SWIFT code | Yes | 8 or 11 | `FHBKXX33XXX` |'},
      {file: 'docs/x.md', line: 5, text: '| IBAN | Yes | | `DE89370400440532013001` |'},
      {file: 'docs/x.md', line: 6, text: '| Carrier number | With carrier | | `/ab12c+3` |'},
    ];
    expect(
      findIdentifiers(lines)
        .filter((finding) => !finding.valid)
        .map(describeInvalidIdentifier),
    ).toEqual([
      'docs/x.md:3: 24536819 is not a valid unified business number',
      'docs/x.md:4: FHBKXX33XXX is not a valid SWIFT/BIC code',
      'docs/x.md:5: DE89370400440532013001 is not a valid IBAN',
      'docs/x.md:6: /ab12c+3 is not a valid mobile barcode carrier',
    ]);
  });

  it('check a unified business number by its weighted digits, with the rule for a 7th digit of 7', () => {
    expect(isValidUnifiedBusinessNumber('24536817')).toBe(true);
    expect(isValidUnifiedBusinessNumber('24536819')).toBe(false);
    // The 7th digit is 7: its product 28 counts as 1 or 0, and only counting it as 0 passes.
    expect(isValidUnifiedBusinessNumber('10458574')).toBe(true);
    expect(isValidUnifiedBusinessNumber('10458573')).toBe(false);
    expect(isValidUnifiedBusinessNumber('1234567')).toBe(false);
  });

  it('check SWIFT/BIC format and country, IBAN length and mod 97, and both e-invoice carriers', () => {
    expect(isValidSwiftCode('FHBKUS33XXX')).toBe(true);
    expect(isValidSwiftCode('FHBKUS6L')).toBe(true);
    expect(isValidSwiftCode('FHBKUS33XX')).toBe(false);
    expect(isValidSwiftCode('FHBKQQ33')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('GB82WEST12345698765433')).toBe(false);
    expect(isValidMobileBarcode('/AB12C+3')).toBe(true);
    expect(isValidMobileBarcode('/AB12C+')).toBe(false);
    expect(isValidCitizenCertificate('AB12345678901234')).toBe(true);
    expect(isValidCitizenCertificate('AB1234567890123')).toBe(false);
  });
});
