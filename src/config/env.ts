/**
 * Every environment variable the site's code reads is read here, and
 * validated, so a bad value stops the build (or the script or test run) with
 * a message naming the variable. README.md's table lists them all.
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
  /**
   * Where "Was this page helpful?" sends each answer (src/components/PageFeedback).
   * `null`: nothing is sent, and a "No" offers a new issue in the site's repository instead.
   */
  feedbackEndpoint: string | null;
};

const DEFAULT_BASE_URL = '/';
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
  // Read first, so that a bad value stops the build with or without credentials.
  const insights = parseFlag(env, 'ALGOLIA_INSIGHTS');
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
    insights,
  };
}

/** Hosts a plain-http endpoint may have: the machine itself, for tests and local receivers. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function parseFeedbackEndpoint(raw: string | undefined): string | null {
  if (raw === undefined || raw.trim() === '') return null;
  const value = raw.trim();
  const expected = `FEEDBACK_ENDPOINT must be an absolute https URL (http only on localhost), without credentials or fragment, for example "https://feedback.ferrypay.example/page-feedback"; got ${JSON.stringify(raw)}.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(expected);
  }
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  // Credentials would be published in every page; a fragment is never sent.
  if (!secure || url.username || url.password || url.hash) throw new EnvError(expected);
  return url.href;
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    baseUrl: parseBaseUrl(env.BASE_URL),
    siteUrl: parseSiteUrl(env.SITE_URL),
    algolia: parseAlgolia(env),
    defaultLocaleOnly: parseFlag(env, 'DOCS_DEFAULT_LOCALE_ONLY'),
    feedbackEndpoint: parseFeedbackEndpoint(env.FEEDBACK_ENDPOINT),
  };
}

/** A switch: `true` or `false`; unset or empty is `false`. */
export function parseFlag(env: Env, name: string): boolean {
  const value = env[name]?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  throw new EnvError(`${name} must be "true" or "false", got ${JSON.stringify(env[name])}.`);
}

/**
 * PATCHES_OFF: the patches a build leaves out, by folder name, comma
 * separated, or `all`; for measuring what a patch buys (patches/README.md).
 * The patches plugin checks the names against its list.
 */
export function parsePatchesOff(raw: string | undefined): {all: boolean; names: string[]} {
  const names = (raw ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = names.find((name) => !/^[a-z0-9-]+$/.test(name));
  if (bad !== undefined) {
    throw new EnvError(`PATCHES_OFF must be patch folder names separated by commas, or "all"; got ${JSON.stringify(raw)}.`);
  }
  return {all: names.includes('all'), names: names.filter((name) => name !== 'all')};
}

export const readPatchesOff = (env: Env = process.env) => parsePatchesOff(env.PATCHES_OFF);

/**
 * SKIP_HTML_MINIFICATION, Docusaurus's own switch, which scripts/build.mjs
 * turns on: the built HTML is React's, unminified.
 */
export const skipsHtmlMinification = (env: Env = process.env): boolean => parseFlag(env, 'SKIP_HTML_MINIFICATION');

/**
 * DOCUSAURUS_NO_PERSISTENT_CACHE, Docusaurus's own switch: any value turns
 * off Rspack's persistent cache, and ours (plugins/shared/buildCache.ts).
 */
export const persistentCacheDisabled = (env: Env = process.env): boolean => Boolean(env.DOCUSAURUS_NO_PERSISTENT_CACHE);

/** DOCUSAURUS_CURRENT_LOCALE: set by Docusaurus before it loads the config, to the locale it builds. */
export const buildingLocale = (env: Env = process.env): string | undefined => env.DOCUSAURUS_CURRENT_LOCALE || undefined;

/**
 * NODE_ENV: Docusaurus sets `production` for `docusaurus build` and
 * `development` for `docusaurus start`. The social cards start rendering
 * when the content is loaded only in a build: the dev server loads it again
 * on every edit and never runs postBuild (plugins/social-cards).
 */
export const buildingForProduction = (env: Env = process.env): boolean => env.NODE_ENV === 'production';

/**
 * Set by scripts/build.mjs for the build processes after the first locale's:
 * the API reference pages are generated already (plugins/api-reference).
 */
export const API_REFERENCE_GENERATED_ENV = 'FERRYPAY_API_REFERENCE_GENERATED';
export const apiReferenceGenerated = (env: Env = process.env): boolean => parseFlag(env, API_REFERENCE_GENERATED_ENV);

/**
 * Set by scripts/build.mjs for each locale's build but the last: the file to
 * write the locale's Markdown twins job to, for scripts/write-twins.mjs
 * (plugins/markdown-twins).
 */
export const TWINS_JOB_ENV = 'FERRYPAY_TWINS_JOB';
export const twinsJobFile = (env: Env = process.env): string | undefined => env[TWINS_JOB_ENV] || undefined;

/** `npm run search:push`'s credentials: it writes to the index, with the admin key it alone is given. */
export function parseAlgoliaAdmin(env: Env): {appId: string; indexName: string; adminApiKey: string} {
  const names = ['ALGOLIA_APP_ID', 'ALGOLIA_INDEX_NAME', 'ALGOLIA_ADMIN_API_KEY'] as const;
  const missing = names.filter((name) => nonEmpty(env, name) === undefined);
  if (missing.length > 0) throw new EnvError(`search:push needs ${names.join(', ')}; missing: ${missing.join(', ')}.`);
  return {
    appId: nonEmpty(env, 'ALGOLIA_APP_ID')!,
    indexName: nonEmpty(env, 'ALGOLIA_INDEX_NAME')!,
    adminApiKey: nonEmpty(env, 'ALGOLIA_ADMIN_API_KEY')!,
  };
}

/** NODE_OPTIONS, Node's own: scripts/build.mjs passes it on to each build process, with its own options added. */
export const nodeOptions = (env: Env = process.env): string | undefined => env.NODE_OPTIONS || undefined;

/** A count given in a variable: a whole number from 1, or the default when unset. */
function parseCount(env: Env, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new EnvError(`${name} must be a whole number from 1, got ${JSON.stringify(env[name])}.`);
  return Number(value);
}

/** `npm run bench:search`'s rounds: BENCH_ROUNDS queries per set in Node, BENCH_BROWSER_RUNS runs in Chromium. */
export const benchSearchRounds = (env: Env = process.env) => ({
  rounds: parseCount(env, 'BENCH_ROUNDS', 50),
  browserRuns: parseCount(env, 'BENCH_BROWSER_RUNS', 20),
});

/** BUILD_DIR: the build the search index checks read (tests/postbuild/search.test.ts), the suite's by default. */
export const checkedBuildDir = (env: Env = process.env): string => env.BUILD_DIR?.trim() || 'test-build';

/** CHROMIUM_PATH: the Chromium the browser tests, benchmarks and Lighthouse runs drive. */
const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
export const chromiumPath = (env: Env = process.env): string => env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;

/**
 * The browser tests' own: E2E_ORIGIN is where tests/support/globalSetup.ts
 * serves the build, for the specs; CI, set by CI services, makes Playwright
 * refuse `test.only` and report for GitHub.
 */
export const E2E_ORIGIN_ENV = 'E2E_ORIGIN';
export const e2eOrigin = (env: Env = process.env): string | undefined => env[E2E_ORIGIN_ENV] || undefined;
export const runsInCi = (env: Env = process.env): boolean => Boolean(env.CI);

/**
 * Every variable read above, for README.md's table (tests/unit/env.test.ts
 * holds the two, and no other file of ours reading one itself).
 */
export const ENVIRONMENT_VARIABLES = [
  'BASE_URL',
  'SITE_URL',
  ...ALGOLIA_VARS,
  'ALGOLIA_INSIGHTS',
  'ALGOLIA_ADMIN_API_KEY',
  'DOCS_DEFAULT_LOCALE_ONLY',
  'FEEDBACK_ENDPOINT',
  'PATCHES_OFF',
  'SKIP_HTML_MINIFICATION',
  'DOCUSAURUS_NO_PERSISTENT_CACHE',
  'DOCUSAURUS_CURRENT_LOCALE',
  'NODE_ENV',
  'NODE_OPTIONS',
  API_REFERENCE_GENERATED_ENV,
  TWINS_JOB_ENV,
  'CHROMIUM_PATH',
  'BENCH_ROUNDS',
  'BENCH_BROWSER_RUNS',
  'BUILD_DIR',
  E2E_ORIGIN_ENV,
  'CI',
] as const;
