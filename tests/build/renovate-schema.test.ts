import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Validator, type Schema} from '@cfworker/json-schema';
import {beforeAll, describe, expect, it} from 'vitest';
import {scratchFolder} from '../support/scratch';
import {REPO_ROOT, cleanEnv, runCommand} from './fixtureSite';

/**
 * renovate.json against the configuration schema Renovate publishes in its
 * npm package (renovate-schema.json). Renovate's own validator comes only
 * with the whole package, which takes minutes and hundreds of MB to install
 * and no longer runs on Node 20; `npm pack` fetches the one tarball (3 MB)
 * instead. The schema checks each option's type; Renovate's validator also
 * rejects an option it does not know, which the schema alone allows, so that
 * is checked here against the schema's list of options.
 *
 * Renovate's hosted app runs its latest release: move this version with
 * Renovate's majors (the dependency updates bring them).
 */
const RENOVATE_VERSION = '44.121.2';

type RenovateSchema = Schema & {
  properties: Record<string, unknown>;
  definitions: {packageRules: {items: {allOf: {properties: Record<string, unknown>}[]}}};
};
type RenovateConfig = Record<string, unknown> & {packageRules?: Record<string, unknown>[]};

let schema: RenovateSchema;
const config = JSON.parse(readFileSync(path.join(REPO_ROOT, 'renovate.json'), 'utf8')) as RenovateConfig;

beforeAll(async () => {
  const dir = scratchFolder('ferrypay-renovate-schema');
  const pack = await runCommand('npm', ['pack', `renovate@${RENOVATE_VERSION}`, '--silent'], {cwd: dir, env: cleanEnv()});
  if (pack.code !== 0) throw new Error(`npm pack renovate@${RENOVATE_VERSION} failed:\n${pack.output}`);
  execFileSync('tar', ['xzf', `renovate-${RENOVATE_VERSION}.tgz`, 'package/renovate-schema.json'], {cwd: dir});
  schema = JSON.parse(readFileSync(path.join(dir, 'package/renovate-schema.json'), 'utf8')) as RenovateSchema;
});

describe(`renovate.json, against the schema of Renovate ${RENOVATE_VERSION}`, () => {
  it('is valid', () => {
    const result = new Validator(schema, '7', false).validate(config);
    expect(result.errors.map((error) => `${error.instanceLocation}: ${error.error}`)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('uses only options Renovate knows, at the top level, in lock file maintenance and in each package rule', () => {
    const options = new Set(['$schema', ...Object.keys(schema.properties)]);
    const ruleOptions = new Set([...options, ...schema.definitions.packageRules.items.allOf.flatMap((part) => Object.keys(part.properties))]);
    const unknown = [
      ...Object.keys(config).filter((key) => !options.has(key)),
      ...Object.keys((config.lockFileMaintenance as object | undefined) ?? {})
        .filter((key) => !options.has(key))
        .map((key) => `lockFileMaintenance.${key}`),
      ...(config.packageRules ?? []).flatMap((rule, index) =>
        Object.keys(rule)
          .filter((key) => !ruleOptions.has(key))
          .map((key) => `packageRules[${index}].${key}`),
      ),
    ];
    expect(options.has('lockFileMaintenance')).toBe(true);
    expect(ruleOptions.has('matchPackageNames')).toBe(true);
    expect(unknown).toEqual([]);
  });

  it('fails on an option of the wrong type, as Renovate would', () => {
    expect(new Validator(schema, '7', false).validate({...config, schedule: 6}).valid).toBe(false);
  });
});
