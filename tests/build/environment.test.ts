import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copyFixtureSite, runBuild, type SiteCopy} from './fixtureSite';

/**
 * A bad environment variable stops the real `docusaurus build` while it loads
 * the config, before any page is built, with a message that names the
 * variable and the form it expects. (tests/unit/env.test.ts covers the parser
 * itself; this proves the build uses it and says so.)
 */
let site: SiteCopy;
beforeAll(() => {
  site = copyFixtureSite();
});
afterAll(() => site?.remove());

describe('the build refuses a bad environment', () => {
  it('a BASE_URL without the trailing slash, naming the variable and the expected form', async () => {
    const result = await runBuild(site.dir, {env: {BASE_URL: '/ferrypay-docs'}});
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('BASE_URL must be a path that starts and ends with "/"');
    expect(result.output).toContain('"/ferrypay-docs"');
    expect(result.output).not.toContain('Creating an optimized production build');
  });

  it('a SITE_URL with a path, naming the variable and the expected form', async () => {
    const result = await runBuild(site.dir, {env: {SITE_URL: 'https://docs.ferrypay.example/docs/'}});
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('SITE_URL must be an absolute http(s) URL without a path');
    expect(result.output).not.toContain('Creating an optimized production build');
  });

  it('a SITE_URL that is not a URL', async () => {
    const result = await runBuild(site.dir, {env: {SITE_URL: 'docs.ferrypay.example'}});
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('SITE_URL must be an absolute http(s) URL');
    expect(result.output).toContain('"docs.ferrypay.example"');
  });

  it('only some Algolia variables, naming the missing ones', async () => {
    const result = await runBuild(site.dir, {env: {ALGOLIA_APP_ID: 'FERRYPAYAPP'}});
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME');
    expect(result.output).not.toContain('Creating an optimized production build');
  });
});
