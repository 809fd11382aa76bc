import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import {DEFAULT_LOCALE, type Locale} from './i18n';
import {product} from './product';

/**
 * The API reference: a docs plugin instance of its own at /api, whose pages
 * plugins/api-reference generates from one OpenAPI document per API version.
 */

/** A dated API version, or the unreleased `next` preview. */
export type ApiVersion = {
  /** The folder under api/openapi/ and the value of the Ferrypay-Version header. */
  name: string;
  /** The docs plugin version: `current` for next, the date otherwise. */
  docsVersion: string;
  /** What the version menu, the version badge, search, llms.txt and the social cards call it: its English label. */
  label: string;
  /** The label in another locale, where the English one is a word and not a date (versionLabel). */
  localLabels?: Partial<Record<Locale, string>>;
  /** URL segment under /api: '' for the latest version. */
  path: string;
  banner: 'none' | 'unreleased' | 'unmaintained';
};

/** Newest first. The latest dated version is served at /api (isLast). */
export const API_VERSIONS = [
  // zh-TW says what the guide calls it: 「`next` 預覽版」.
  {name: 'next', docsVersion: 'current', label: 'Next', localLabels: {'zh-TW': 'next 預覽版'}, path: 'next', banner: 'unreleased'},
  {name: '2026-06-01', docsVersion: '2026-06-01', label: '2026-06-01', path: '', banner: 'none'},
  {name: '2025-03-01', docsVersion: '2025-03-01', label: '2025-03-01', path: '2025-03-01', banner: 'unmaintained'},
] as const satisfies readonly ApiVersion[];

/**
 * The language the OpenAPI documents are written in. The API reference's
 * pages in other locales take their text from `apiReferenceSources.translationsFile`;
 * the documents published as downloads keep this language, and their links
 * to guide pages lead to this locale's.
 */
export const API_TEXT_LOCALE = 'en' satisfies Locale;

/** A version's label in a locale. */
export function versionLabel(version: ApiVersion, locale: Locale): string {
  return version.localLabels?.[locale] ?? version.label;
}

/** The latest dated version: the one served at /api (`path: ''`). */
export const LATEST_API_VERSION = latestApiVersion(API_VERSIONS);

export function latestApiVersion(versions: readonly ApiVersion[]): string {
  const atRoot = versions.filter((version) => version.path === '');
  if (atRoot.length !== 1) {
    throw new Error(`API_VERSIONS must serve exactly one version at /api (path ''), the latest; it serves ${atRoot.length}.`);
  }
  return atRoot[0]!.name;
}

/** The request header that names the API version of a request; its allowed value is each version's own name. */
export const API_VERSION_HEADER = 'Ferrypay-Version';

/** The request header that carries a POST request's idempotency key (the API landing's "Idempotency keys"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Whether a site path (relative to the locale's base URL, `api/next/...`) is a
 * page of an unreleased API version: `noindex` for search engines (the docs
 * plugin's version option, apiDocsOptions), listed on the site (listedOnSite).
 */
export function isUnreleasedApiPath(relativePath: string): boolean {
  return API_VERSIONS.some(
    (version) => version.banner === 'unreleased' && `${relativePath.replace(/^\//, '')}/`.startsWith(`api/${version.path}/`),
  );
}

/**
 * Whether the site's own search and the Markdown twins list a page: every
 * page search engines may index, and the unreleased API version's, `noindex`
 * for search engines only. Unlisted pages, `noindex` too, are left out.
 */
export function listedOnSite(relativePath: string, noIndex: boolean): boolean {
  return !noIndex || isUnreleasedApiPath(relativePath);
}

/**
 * The API version (the `Ferrypay-Version` value) of a docs page: its docs
 * version's when the page is of the API reference's plugin, none otherwise.
 */
export function apiVersionOfDocsPage(pluginId: string, docsVersion: string): string | undefined {
  if (pluginId !== API_PLUGIN_ID) return undefined;
  return API_VERSIONS.find((version) => version.docsVersion === docsVersion)?.name;
}

/** Where the generator reads its sources, relative to the site directory. */
export const apiReferenceSources = {
  /** api/openapi/<version>/openapi.yaml, English descriptions. */
  openapiDir: 'api/openapi',
  /** English string -> zh-TW string, shared by every version. */
  translationsFile: 'api/openapi/translations/zh-TW.yaml',
  /** Hand-written MDX per locale: the landing page, the changes page, the Webhooks page. */
  pagesDir: 'api/pages',
  /** The Webhooks page's verification code, one tested file per sample language (plugins/api-reference/signatureSamples.ts). */
  signatureSamplesDir: 'api/webhook-signature',
  /** Each version's bundled document, published as a download. */
  staticDir: 'static/openapi',
  apiBaseUrl: product.apiBaseUrl,
} as const;

/**
 * Each version's Postman collection, a site path under the locale's base URL,
 * next to the downloadable OpenAPI document (plugins/markdown-twins writes it).
 */
export function postmanCollectionPath(version: Pick<ApiVersion, 'name'>): string {
  return `openapi/${version.name}.postman_collection.json`;
}

/** The Postman environment of a mode, beside the collections: every version's collection uses it. */
export function postmanEnvironmentPath(mode: 'test' | 'live'): string {
  return `openapi/ferrypay-${mode}-mode.postman_environment.json`;
}

export const API_PLUGIN_ID = 'api';

export const apiDocsOptions = {
  id: API_PLUGIN_ID,
  path: 'api/docs',
  routeBasePath: 'api',
  // Generated, like the versioned sidebars, by plugins/api-reference.
  sidebarPath: './api/sidebars.json',
  lastVersion: LATEST_API_VERSION,
  includeCurrentVersion: true,
  versions: Object.fromEntries(
    API_VERSIONS.map((version) => [
      version.docsVersion,
      // An unreleased version's pages ask search engines not to index them
      // (the theme's robots meta), which also keeps them out of the sitemap.
      {
        label: versionLabel(version, DEFAULT_LOCALE),
        path: version.path,
        banner: version.banner,
        badge: true,
        noIndex: version.banner === 'unreleased',
      },
    ]),
  ),
  // Generated pages carry custom_edit_url pointing at their OpenAPI or MDX source.
  showLastUpdateTime: true,
  breadcrumbs: true,
} satisfies DocsOptions;
