import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

import {API_VERSIONS, postmanCollectionPath, postmanEnvironmentPath} from '../../src/config/apiReference';
import {SPEC_API_SLUGS} from '../support/apiSlugs';
import {startPrismMock, type PrismMock} from '../support/prismMock';
import {TEST_BUILD_DIR} from '../support/site';

/**
 * Each version's Postman collection, run as a reader would run it after
 * importing it with the test mode environment: by newman, Postman's own
 * runner, against Stoplight Prism mocking the version's own OpenAPI document
 * (both as the build publishes them). Prism answers a request that breaks the
 * document with an error and reports it, so every request must match the
 * document, and every request's test (its documented success status) must pass.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
const built = (relative: string) => {
  const file = path.join(BUILD_DIR, relative);
  if (!existsSync(file)) throw new Error(`${TEST_BUILD_DIR}/${relative} is missing: run npm run build:test first.`);
  return file;
};

type Stats = {total: number; failed: number};
type Summary = {
  run: {
    stats: {requests: Stats; assertions: Stats; testScripts: Stats};
    failures: {error: {message: string}; source?: {name?: string}}[];
    executions: {item: {name: string}; response?: {code: number}}[];
  };
};
type Newman = {run: (options: object, callback: (error: Error | null, summary: Summary) => void) => void};
const newman = createRequire(import.meta.url)('newman') as Newman;

function runCollection(collection: string, environment: string, baseUrl: string): Promise<Summary> {
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: JSON.parse(readFileSync(collection, 'utf8')) as object,
        environment: JSON.parse(readFileSync(environment, 'utf8')) as object,
        // The environment's base URL is Ferrypay's; the mock stands in for it.
        envVar: [{key: 'baseUrl', value: baseUrl}],
        reporters: [],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    );
  });
}

const mocks: PrismMock[] = [];
afterAll(async () => {
  await Promise.all(mocks.map((mock) => mock.stop()));
});

describe.each(API_VERSIONS.map((version) => [version.label, version] as const))('the API %s Postman collection', (label, version) => {
  it(
    'runs with newman against a Prism mock of the same document: every request accepted, every test passed',
    async () => {
      const mock = await startPrismMock(built(`openapi/${version.name}.yaml`));
      mocks.push(mock);
      const summary = await runCollection(built(postmanCollectionPath(version)), built(postmanEnvironmentPath('test')), mock.origin);
      await mock.stop();
      const {requests, assertions} = summary.run.stats;
      const answers = summary.run.executions.map((execution) => `${execution.item.name}: ${execution.response?.code ?? 'no answer'}`);
      // The figures for the record (PERFORMANCE.md has none: this is what a reader's import does).
      console.info(
        `API ${label}: newman ${requests.total} requests (${requests.failed} failed), ${assertions.total} tests (${assertions.failed} failed); ` +
          `Prism ${mock.violations().length} violations`,
      );
      expect(mock.violations(), mock.log()).toEqual([]);
      expect(summary.run.failures.map((failure) => `${failure.source?.name}: ${failure.error.message}`)).toEqual([]);
      // One request per operation, each with one test of its documented success status.
      expect(requests).toMatchObject({total: SPEC_API_SLUGS.length, failed: 0});
      expect(assertions).toMatchObject({total: SPEC_API_SLUGS.length, failed: 0});
      expect(answers.filter((answer) => !/: 2\d\d$/.test(answer))).toEqual([]);
    },
    // Prism takes a while to start on a busy machine; nothing here is timed.
    300_000,
  );
});

describe('the Postman environments', () => {
  it.each(['test', 'live'] as const)('are published for %s mode, the same in every locale', (mode) => {
    const zh = readFileSync(built(postmanEnvironmentPath(mode)), 'utf8');
    expect(readFileSync(built(`en/${postmanEnvironmentPath(mode)}`), 'utf8')).toBe(zh);
    const environment = JSON.parse(zh) as {values: {key: string; value: string}[]};
    expect(environment.values.map(({key}) => key)).toEqual(['baseUrl', 'apiKey']);
    expect(environment.values[1]!.value).toContain(mode === 'test' ? 'sk_test_' : 'sk_live_');
  });
});
