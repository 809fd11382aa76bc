import {describe, expect, it} from 'vitest';
import {
  API_VERSIONS,
  LATEST_API_VERSION,
  apiVersionOfDocsPage,
  isUnreleasedApiPath,
  latestApiVersion,
  listedOnSite,
} from '../../src/config/apiReference';

describe('pages of the unreleased API version', () => {
  it('are told apart from other pages by their path, with or without a leading slash', () => {
    expect(isUnreleasedApiPath('api/next/create-an-order')).toBe(true);
    expect(isUnreleasedApiPath('/api/next/')).toBe(true);
    expect(isUnreleasedApiPath('api/next')).toBe(true);
    expect(isUnreleasedApiPath('api/create-an-order')).toBe(false);
    expect(isUnreleasedApiPath('api/2025-03-01/create-an-order')).toBe(false);
    expect(isUnreleasedApiPath('docs/next-steps')).toBe(false);
    expect(isUnreleasedApiPath('api/nextgen')).toBe(false);
  });

  it("are listed by the site's search and twins though noindex, unlike unlisted pages", () => {
    expect(listedOnSite('api/next/create-an-order', true)).toBe(true);
    expect(listedOnSite('docs/recurring-billing-beta', true)).toBe(false);
    expect(listedOnSite('docs/faq', false)).toBe(true);
  });
});

describe('the API version a docs page reports with its feedback', () => {
  it("is the Ferrypay-Version value of the API reference's docs version, and none for a guide page", () => {
    expect(apiVersionOfDocsPage('api', 'current')).toBe('next');
    expect(apiVersionOfDocsPage('api', '2026-06-01')).toBe('2026-06-01');
    expect(apiVersionOfDocsPage('api', '2025-03-01')).toBe('2025-03-01');
    expect(apiVersionOfDocsPage('default', 'current')).toBeUndefined();
  });
});

describe('the latest API version', () => {
  it('is the one served at /api, and there must be exactly one', () => {
    expect(API_VERSIONS.find((version) => version.name === LATEST_API_VERSION)?.path).toBe('');
    const dated = API_VERSIONS.map((version) => ({...version, path: version.name}));
    expect(() => latestApiVersion(dated)).toThrow(
      "API_VERSIONS must serve exactly one version at /api (path ''), the latest; it serves 0.",
    );
    expect(() => latestApiVersion([...API_VERSIONS, {...API_VERSIONS[0], path: ''}])).toThrow('it serves 2.');
  });
});
