import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {contentFiles} from '../support/contentSources';
import {FAKE_SIGNING_SECRET, environmentSecrets, findSecrets} from '../support/secrets';

/** The rule tests/e2e/quality.spec.ts applies to every file of the build (see tests/support/secrets.ts). */
const rules = (text: string, options = {}) => findSecrets(text, options).map((finding) => finding.rule);

describe('secret scan', () => {
  it('finds the value of a secret environment variable, such as the Algolia admin key', () => {
    const environment = environmentSecrets({ALGOLIA_ADMIN_API_KEY: 'Adm1nKeyValue', GITHUB_TOKEN: 'short', HOME: '/root'});
    expect([...environment.keys()]).toEqual(['ALGOLIA_ADMIN_API_KEY']);
    expect(rules('window.config={"key":"Adm1nKeyValue"}', {environment})).toEqual(['value of ALGOLIA_ADMIN_API_KEY']);
  });

  it('treats the search-only key as public and names like GIT_AUTHOR_NAME as not secret', () => {
    const environment = environmentSecrets({ALGOLIA_SEARCH_API_KEY: 'c0ffee'.repeat(6), GIT_AUTHOR_NAME: 'Ferrypay docs team'});
    expect(environment.size).toBe(0);
  });

  it('finds anything shaped like an Algolia key except the configured public search key', () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(rules(`apiKey:"${key}"`)).toEqual(['Algolia-shaped API key']);
    expect(rules(`apiKey:"${key}"`, {publicSearchKey: key})).toEqual([]);
    expect(rules(`sha:"${key}00"`)).toEqual([]);
  });

  it('finds well-known tokens and private keys', () => {
    expect(rules(`ghp_${'a'.repeat(36)}`)).toEqual(['GitHub token']);
    expect(rules(`npm_${'A1'.repeat(18)}`)).toEqual(['npm token']);
    expect(rules('AKIAABCDEFGHIJKLMNOP')).toEqual(['AWS access key']);
    expect(rules('-----BEGIN OPENSSH PRIVATE KEY-----')).toEqual(['private key']);
    expect(rules('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig')).toEqual(['JSON Web Token']);
  });

  it('finds real-looking Ferrypay keys but not the elided examples of the API reference', () => {
    expect(rules('sk_live_4eC39HqLyjWDarjtT1zdp7dc')).toEqual(['Ferrypay live key']);
    expect(rules('sk_live_Ab12')).toEqual(['Ferrypay live key']);
    expect(rules('sk_test_4eC39HqLyjWDarjtT1zdp7dc')).toEqual(['Ferrypay test key']);
    expect(rules('whsec_9aK2mP0qR7sT4uV1wX8y')).toEqual(['Ferrypay webhook signing secret']);
    expect(rules('`sk_live_` keys; sk_live_... and sk_test_...9Fx2, sk_test_7Rn2Kq, sk_test_51Hq8x..., whsec_...')).toEqual([]);
  });

  it('flags a signing secret that looks real, the old example and one behind a test prefix alike', () => {
    expect(rules('secret: whsec_Lk82JdQz0pX7vR4mT9sN')).toEqual(['Ferrypay webhook signing secret']);
    expect(rules('secret: whsec_test_9aK2mP0qR7sT4uV1')).toEqual(['Ferrypay webhook signing secret']);
    expect(rules('secret: whsec_test_EXAMPLE_4uV1wX8yq0pX7vR')).toEqual(['Ferrypay webhook signing secret']);
  });

  it('accepts the signing secrets the examples show, which say they are fake', () => {
    expect(rules('whsec_test_EXAMPLE_SIGNING_SECRET and whsec_test_EXAMPLE_ROLLED_SECRET')).toEqual([]);
  });

  it('finds no real-looking secret in any OpenAPI document, page or translation, and every signing secret there is of the fake form', () => {
    const findings = contentFiles().flatMap(({file}) =>
      findSecrets(readFileSync(file, 'utf8')).map(({rule, match}) => `${file}: ${rule}: ${match}`),
    );
    expect(findings).toEqual([]);
    const secrets = contentFiles().flatMap(({file}) =>
      [...readFileSync(file, 'utf8').matchAll(/\bwhsec_[A-Za-z0-9_]{4,}/g)].map(([match]) => match),
    );
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.filter((secret) => !FAKE_SIGNING_SECRET.test(secret))).toEqual([]);
  });
});
