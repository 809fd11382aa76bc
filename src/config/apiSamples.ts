/**
 * The request samples of the API reference's operation pages: the languages
 * the reader chooses between, and where each operation's samples are
 * published. Shared by plugins/api-reference, which writes the samples, and
 * the page's component (src/components/api/Samples), which shows them.
 */

/** One tab of the samples: its value (kept by the tabs' group from page to page), its label and its code block's language. */
export type ApiSampleLanguage = {id: string; label: string; codeLanguage: string};

/**
 * In the order of the tabs. The values are also the tabs of every other set
 * in the same group (the landing page's and the Webhooks page's code), so a
 * reader's choice follows them: never rename one.
 */
export const API_SAMPLE_LANGUAGES = [
  {id: 'curl', label: 'curl', codeLanguage: 'bash'},
  {id: 'node', label: 'Node.js', codeLanguage: 'js'},
  {id: 'python', label: 'Python', codeLanguage: 'python'},
  {id: 'php', label: 'PHP', codeLanguage: 'php'},
  {id: 'java', label: 'Java', codeLanguage: 'java'},
  {id: 'go', label: 'Go', codeLanguage: 'go'},
  {id: 'csharp', label: 'C#', codeLanguage: 'csharp'},
] as const satisfies readonly ApiSampleLanguage[];

export type ApiSampleId = (typeof API_SAMPLE_LANGUAGES)[number]['id'];

/** Each sample's code, by language. */
export type ApiSampleSet = Record<ApiSampleId, string>;

/** Docusaurus Tabs' `groupId`: the tabs of every page in this group show the language the reader chose last, on this visit and the next. */
export const API_SAMPLE_GROUP = 'api-code-sample';

/**
 * The test key every sample sends: no client of the snippet library can read
 * the environment in all seven languages, and a reader has to put their own
 * key in anyway. Short enough after its prefix to read as no real key
 * (tests/support/secrets.ts).
 */
export const SAMPLE_SECRET_KEY = 'sk_test_YOUR_SECRET_KEY';

/**
 * Where an operation's samples are published, a site path under the locale's
 * base URL: the browser reads them when it shows a page it did not load as
 * HTML, and the server bundle while it renders every page.
 */
export function apiSampleFilePath(apiVersion: string, slug: string): string {
  return `api-samples/${apiVersion}/${slug}.json`;
}

/** The folder of static/ the generator writes the sample files to (apiSampleFilePath under it). */
export const API_SAMPLES_STATIC_DIR = 'static/api-samples';

/**
 * The module that gives a page its samples while the server renders it: the
 * same name resolves to src/components/api/Samples/prerendered.server.ts in
 * the server bundle and to prerendered.browser.ts in the browser's
 * (plugins/api-reference's configureWebpack), so the code is in the HTML and
 * in no JavaScript file.
 */
export const PRERENDERED_SAMPLES_MODULE = '@ferrypay/prerendered-api-samples';

/** What that module exports: an operation's samples on the server, nothing in the browser. */
export type PrerenderedSamples = (apiVersion: string, operation: string) => ApiSampleSet | undefined;
