import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import {ApiSourceError, LINT_RULESET, loadOpenApi, validateOpenApi} from '../../plugins/api-reference/openapi';

const documentOf = (version: string) => path.join(apiReferenceSources.openapiDir, version, 'openapi.yaml');

describe(`every OpenAPI document passes Redocly's ${LINT_RULESET} ruleset`, () => {
  it.each(API_VERSIONS.map((version) => version.name))('%s has no problem at all', async (version) => {
    expect(await validateOpenApi(documentOf(version))).toEqual([]);
  });

  it.each(API_VERSIONS.map((version) => version.name))('%s declares its own version everywhere', async (version) => {
    const {dereferenced} = await loadOpenApi(documentOf(version));
    expect(dereferenced.openapi).toBe('3.1.0');
    expect(dereferenced.info.version).toBe(version);
    expect(dereferenced.servers?.[0]?.url).toBe(apiReferenceSources.apiBaseUrl);
  });
});

describe('an invalid document', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-openapi-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it('stops loading with an error naming the file and the rule', async () => {
    const copy = path.join(scratch, 'broken');
    cpSync(path.join(apiReferenceSources.openapiDir, '2026-06-01'), copy, {recursive: true});
    const file = path.join(copy, 'paths', 'vendors.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('kyc_status: not_submitted', 'kyc_status: bogus'));
    const loading = loadOpenApi(path.join(copy, 'openapi.yaml'), scratch);
    await expect(loading).rejects.toBeInstanceOf(ApiSourceError);
    await expect(loading).rejects.toThrow(/broken\/openapi\.yaml is not a valid OpenAPI document/);
    await expect(loading).rejects.toThrow(/no-invalid-media-type-examples.*broken\/paths\/vendors\.yaml/);
  });

  it('refuses an operation without responses, which OpenAPI 3.1 allows but a page cannot show', async () => {
    const copy = path.join(scratch, 'no-responses');
    cpSync(path.join(apiReferenceSources.openapiDir, '2026-06-01'), copy, {recursive: true});
    const file = path.join(copy, 'paths', 'vendor.yaml');
    const source = readFileSync(file, 'utf8');
    const edited = source.replace(/^(get:\n(?: {2}.*\n)*?) {2}responses:\n(?: {4}.*\n)+/m, '$1');
    expect(edited).not.toBe(source);
    writeFileSync(file, edited);
    await expect(loadOpenApi(path.join(copy, 'openapi.yaml'), scratch)).rejects.toThrow(
      /\[rule\/operation-responses\] Every operation needs `responses`.*\(no-responses\/paths\/vendor\.yaml #\/get\)/,
    );
  });

  it('reports a YAML syntax error with the file name', async () => {
    const file = path.join(scratch, 'syntax.yaml');
    writeFileSync(file, 'openapi: 3.1.0\ninfo:\n  title: x\n   version: 1\n');
    await expect(loadOpenApi(file, scratch)).rejects.toThrow(/syntax\.yaml is not a valid OpenAPI document/);
  });
});
