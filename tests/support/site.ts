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

/** Domains of the hosted search provider: the browser resolves none of them (playwright.config.ts). */
export const SEARCH_PROVIDER_DOMAINS = ['algolia.net', 'algolianet.com', 'algolia.io'] as const;

/** Hosts of the hosted search provider (those domains and their subdomains); tests block or intercept them. */
export const SEARCH_PROVIDER_HOSTS = new RegExp(
  `(^|\\.)(${SEARCH_PROVIDER_DOMAINS.map((domain) => domain.replace(/\./g, '\\.')).join('|')})$`,
);
