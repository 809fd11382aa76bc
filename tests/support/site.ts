/** Where and how the suite builds and serves the site. */
export const TEST_BASE_URL = '/ferrypay-docs/';
export const TEST_BUILD_DIR = 'test-build';
export const LOCALES = ['zh-TW', 'en'] as const;
export type TestLocale = (typeof LOCALES)[number];

/** A site path ("docs/faq") for a locale, under the test base path. */
export function sitePath(path: string, locale: TestLocale = 'zh-TW'): string {
  const prefix = locale === 'en' ? `${TEST_BASE_URL}en/` : TEST_BASE_URL;
  return `${prefix}${path.replace(/^\//, '')}`;
}

/** Hosts of the hosted search provider; tests block or intercept them. */
export const SEARCH_PROVIDER_HOSTS = /(^|\.)(algolia\.net|algolianet\.com|algolia\.io)$/;
