/**
 * Everything the build reads from the environment is read and validated here,
 * once, so a bad value stops the build with a message naming the variable.
 */

export type HostedSearchConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  insights: boolean;
};

export type SiteEnv = {
  baseUrl: string;
  siteUrl: string;
  /** `null` means: no credentials, use the built-in local search index. */
  algolia: HostedSearchConfig | null;
  /** Build only the default locale (faster local iteration). */
  defaultLocaleOnly: boolean;
};

export const DEFAULT_BASE_URL = '/';
export const DEFAULT_SITE_URL = 'https://docs.ferrypay.example';

const ALGOLIA_VARS = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

export class EnvError extends Error {
  override name = 'EnvError';
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function parseBaseUrl(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_BASE_URL;
  const value = raw.trim();
  if (!/^\/(?:[A-Za-z0-9._~-]+\/)*$/.test(value)) {
    throw new EnvError(
      `BASE_URL must be a path that starts and ends with "/" (for example "/" or "/ferrypay-docs/"), got ${JSON.stringify(raw)}.`,
    );
  }
  return value;
}

export function parseSiteUrl(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SITE_URL;
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(
      `SITE_URL must be an absolute http(s) URL without a path (for example "https://docs.ferrypay.example"), got ${JSON.stringify(raw)}.`,
    );
  }
  if (!/^https?:$/.test(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
    throw new EnvError(
      `SITE_URL must be an absolute http(s) URL without a path (for example "https://docs.ferrypay.example"); put the path in BASE_URL. Got ${JSON.stringify(raw)}.`,
    );
  }
  return url.origin;
}

export function parseAlgolia(env: Env): HostedSearchConfig | null {
  const present = ALGOLIA_VARS.filter((name) => nonEmpty(env, name) !== undefined);
  if (present.length === 0) return null;
  if (present.length < ALGOLIA_VARS.length) {
    const missing = ALGOLIA_VARS.filter((name) => !present.includes(name));
    throw new EnvError(
      `Hosted search needs ${ALGOLIA_VARS.join(', ')} together; missing: ${missing.join(', ')}. Set all three, or none to use the built-in search index.`,
    );
  }
  return {
    appId: nonEmpty(env, 'ALGOLIA_APP_ID')!,
    apiKey: nonEmpty(env, 'ALGOLIA_SEARCH_API_KEY')!,
    indexName: nonEmpty(env, 'ALGOLIA_INDEX_NAME')!,
    insights: nonEmpty(env, 'ALGOLIA_INSIGHTS') === 'true',
  };
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    baseUrl: parseBaseUrl(env.BASE_URL),
    siteUrl: parseSiteUrl(env.SITE_URL),
    algolia: parseAlgolia(env),
    defaultLocaleOnly: env.DOCS_DEFAULT_LOCALE_ONLY === 'true',
  };
}
