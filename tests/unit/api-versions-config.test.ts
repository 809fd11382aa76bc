import {describe, expect, it} from 'vitest';
import {isUnreleasedApiPath, listedOnSite} from '../../src/config/apiReference';

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
