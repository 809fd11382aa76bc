import {describe, expect, it} from 'vitest';
import {parseAlgolia, parseBaseUrl, parseSiteUrl, readSiteEnv} from '../../src/config/env';

describe('BASE_URL', () => {
  it('defaults to the root', () => {
    expect(parseBaseUrl(undefined)).toBe('/');
    expect(parseBaseUrl('')).toBe('/');
  });

  it('accepts paths that start and end with a slash', () => {
    expect(parseBaseUrl('/ferrypay-docs/')).toBe('/ferrypay-docs/');
    expect(parseBaseUrl('/a/b.c/')).toBe('/a/b.c/');
  });

  it.each(['ferrypay-docs/', '/ferrypay-docs', 'https://x.example/docs/', '/a//b/', '/a b/'])(
    'rejects %j naming the variable and the expected form',
    (value) => {
      expect(() => parseBaseUrl(value)).toThrow(/BASE_URL must be a path that starts and ends with "\/"/);
    },
  );
});

describe('SITE_URL', () => {
  it('defaults to the public docs host', () => {
    expect(parseSiteUrl(undefined)).toBe('https://docs.ferrypay.example');
  });

  it('keeps the origin only', () => {
    expect(parseSiteUrl('https://example.github.io/')).toBe('https://example.github.io');
  });

  it.each(['docs.ferrypay.example', 'ftp://x.example', 'https://x.example/docs/'])('rejects %j', (value) => {
    expect(() => parseSiteUrl(value)).toThrow(/SITE_URL/);
  });
});

describe('Algolia credentials', () => {
  it('means the built-in index when none is set', () => {
    expect(parseAlgolia({})).toBeNull();
  });

  it('switches to hosted search when all three are set', () => {
    expect(parseAlgolia({ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'})).toEqual({
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
      insights: false,
    });
  });

  it('names the missing variables when only some are set', () => {
    expect(() => parseAlgolia({ALGOLIA_APP_ID: 'APP'})).toThrow('missing: ALGOLIA_SEARCH_API_KEY, ALGOLIA_INDEX_NAME');
  });

  it('reads everything in one call', () => {
    expect(readSiteEnv({BASE_URL: '/x/'})).toMatchObject({baseUrl: '/x/', siteUrl: 'https://docs.ferrypay.example', algolia: null});
  });
});
