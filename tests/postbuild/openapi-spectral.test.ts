import {execFile} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {parseYaml} from '@redocly/openapi-core';
import {afterAll, describe, expect, it} from 'vitest';

import {API_VERSIONS} from '../../src/config/apiReference';
import {TEST_BUILD_DIR} from '../support/site';

/**
 * Each version's OpenAPI document as the build publishes it (openapi/<version>.yaml,
 * the download the API pages link), linted by Stoplight Spectral with its
 * OpenAPI ruleset (.spectral.yaml): the check an integrator's own tooling runs
 * on what they import. Redocly's lint of the sources is in the unit tests; this
 * judges the bundle itself, with another vendor's reading of the specification.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.join(ROOT, TEST_BUILD_DIR);
const SPECTRAL = path.join(ROOT, 'node_modules/.bin/spectral');
const RULESET = path.join(ROOT, '.spectral.yaml');

const bundle = (version: string) => {
  const file = path.join(BUILD_DIR, 'openapi', `${version}.yaml`);
  if (!existsSync(file)) throw new Error(`${TEST_BUILD_DIR}/openapi/${version}.yaml is missing: run npm run build:test first.`);
  return file;
};

type Finding = {code: string; message: string; severity: number; source: string; path: string[]};

/** Spectral's findings for some documents, at every severity (0 error ... 3 hint). */
async function spectral(files: string[]): Promise<Finding[]> {
  const args = ['lint', '--ruleset', RULESET, '--format', 'json', '--fail-severity', 'hint', '--quiet', ...files];
  // Spectral exits 1 when it has findings; its JSON report is on stdout either way.
  const output = await promisify(execFile)(SPECTRAL, args, {maxBuffer: 32 * 1024 * 1024}).then(
    (done) => done.stdout,
    (failed: {stdout?: string; stderr?: string}) => {
      if (!failed.stdout?.trim().startsWith('[')) throw new Error(`spectral failed: ${failed.stderr ?? ''}`);
      return failed.stdout;
    },
  );
  return JSON.parse(output.trim() || '[]') as Finding[];
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'ferrypay-spectral-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('OpenAPI documents, Spectral', () => {
  it("every version's bundle has no finding at any severity", {timeout: 300_000}, async () => {
    const files = API_VERSIONS.map((version) => bundle(version.name));
    const findings = await spectral(files);
    expect(
      findings.map((finding) => `${path.basename(finding.source)}: ${finding.code} at ${finding.path.join('.')}: ${finding.message}`),
    ).toEqual([]);
  });

  it('names the file and the rule when a bundle breaks the specification', {timeout: 300_000}, async () => {
    // The latest bundle with three mistakes an author could make: an operation
    // that documents only its errors, two operations sharing an operationId,
    // and a response without the request ID header (.spectral.yaml's house rule).
    const document = parseYaml(readFileSync(bundle(API_VERSIONS[1].name), 'utf8')) as {
      paths: Record<string, Record<string, {operationId?: string; responses: Record<string, {headers?: Record<string, unknown>}>}>>;
    };
    const operations = Object.values(document.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
        .map(([, operation]) => operation),
    );
    const [errorsOnly, first, second] = operations;
    if (!errorsOnly || !first || !second) throw new Error('the latest bundle has fewer than three operations');
    for (const status of Object.keys(errorsOnly.responses)) if (status.startsWith('2')) delete errorsOnly.responses[status];
    second.operationId = first.operationId;
    const headerless = Object.entries(first.responses).find(([status]) => status.startsWith('2'))![1];
    delete headerless.headers!['Ferrypay-Request-Id'];
    const broken = path.join(scratch, 'broken.json');
    writeFileSync(broken, JSON.stringify(document, null, 2));

    const findings = await spectral([broken]);
    expect(findings.map((finding) => finding.code)).toEqual(
      expect.arrayContaining(['operation-operationId-unique', 'operation-success-response', 'ferrypay-request-id-header']),
    );
    expect(new Set(findings.map((finding) => finding.source))).toEqual(new Set([broken]));
  });
});
