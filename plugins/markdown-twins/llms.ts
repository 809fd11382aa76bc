/**
 * A locale's llms.txt and llms-full.txt (llmstxt.org): the index of its twins
 * and every twin of its latest content in one file.
 */
import path from 'node:path';
import {posixPath} from '@docusaurus/utils';
import {API_VERSIONS, LATEST_API_VERSION, apiReferenceSources, versionLabel, type ApiVersion} from '../../src/config/apiReference';
import {LLMS_FULL_FILE, type LlmsLabels, type LlmsLink} from '../../src/config/markdownTwins';
import type {PageKind} from '../../src/config/contentPlugins';
import type {Locale} from '../../src/config/i18n';
import type {TwinPage} from './pages';

/** The doc id of each API version's landing page (api/pages/<locale>/index.mdx). */
const API_LANDING_DOC_ID = 'index';
/** The doc ids of the latest version's pages the instructions for AI agents link. */
const WEBHOOKS_DOC_ID = 'webhooks';
const ERROR_CODES_DOC_ID = 'error-codes';

/**
 * A version's OpenAPI document, a site path under the locale's base URL:
 * plugins/api-reference writes it to the static folder (openapiFileFor), which
 * the site serves from its root.
 */
export function openapiSitePath(version: Pick<ApiVersion, 'name'>): string {
  return posixPath(path.relative('static', path.join(apiReferenceSources.staticDir, `${version.name}.yaml`)));
}

export type LlmsEntry = {
  page: TwinPage;
  /** The twin's absolute URL. */ url: string;
  /** The twin without its pointer to llms.txt (withoutIndexPointer): what llms-full.txt holds. */
  markdown: string;
};

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/**
 * A link's text holds no square brackets: the llmstxt.org parser ends it at
 * the first `]`, escaped or not, and then reads no link. They become round ones.
 */
const linkText = (value: string) => oneLine(value).replace(/\[/g, '(').replace(/\]/g, ')');

function linkLine({title, url, description}: LlmsLink): string {
  const text = oneLine(description);
  return `- [${linkText(title)}](${url})${text ? `: ${text}` : ''}`;
}

const line = ({page, url}: LlmsEntry) => linkLine({title: page.title, url, description: page.description});

/** The twin of a page of the latest API version, by its doc id: the instructions link it. */
function latestApiTwin(entries: LlmsEntry[], id: string): string {
  const found = entries.find(({page}) => page.kind === 'api' && page.id === id && isLatest({page}));
  if (!found) throw new Error(`markdown-twins: llms.txt links the page ${id} of API ${LATEST_API_VERSION}, which has no twin.`);
  return found.url;
}

/** Whether a page is of the site's latest content (every page but the older and unreleased API versions). */
export const isLatest = ({page}: Pick<LlmsEntry, 'page'>) => page.kind !== 'api' || page.apiVersion?.name === LATEST_API_VERSION;

/**
 * The locale's llms.txt: `# site name`, the summary, the info paragraph, the
 * instructions for AI agents, then the twins by area. `root` is the locale's
 * absolute base URL (`https://host/base/en/`), where llms-full.txt and the
 * OpenAPI documents are.
 */
export function llmsTxt({
  siteName,
  locale,
  labels,
  entries,
  root,
}: {
  siteName: string;
  locale: Locale;
  labels: LlmsLabels;
  entries: LlmsEntry[];
  root: string;
}): string {
  const sections = new Map<string, string[]>();
  const add = (title: string, text: string) => sections.set(title, [...(sections.get(title) ?? []), text]);

  const latest = API_VERSIONS.find((version) => version.name === LATEST_API_VERSION)!;
  const openapi = new URL(openapiSitePath(latest), root).href;
  for (const link of labels.instructionLinks({
    apiLanding: latestApiTwin(entries, API_LANDING_DOC_ID),
    webhooks: latestApiTwin(entries, WEBHOOKS_DOC_ID),
    errorCodes: latestApiTwin(entries, ERROR_CODES_DOC_ID),
    openapi,
    version: LATEST_API_VERSION,
  })) {
    add(labels.instructions, linkLine(link));
  }

  for (const entry of entries.filter((candidate) => candidate.page.kind === 'guide')) {
    const category = entry.page.categories.at(-1);
    add(category ? `${labels.sections.guide}${labels.sectionJoin}${category}` : labels.sections.guide, line(entry));
  }
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'api' && isLatest(candidate))) {
    add(`${labels.sections.api} ${LATEST_API_VERSION}`, line(entry));
  }
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'blog')) add(labels.sections.blog, line(entry));
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'releaseNote')) add(labels.sections.releaseNote, line(entry));
  // The other API versions: each one's landing page, labelled with what the version is.
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'api' && !isLatest(candidate))) {
    const version = entry.page.apiVersion!;
    if (entry.page.id !== API_LANDING_DOC_ID) continue;
    const note = version.banner === 'unreleased' ? labels.unreleased : labels.unmaintained;
    const [open, close] = labels.brackets;
    add(
      labels.optional,
      line({
        ...entry,
        page: {
          ...entry.page,
          title: `${labels.sections.api} ${versionLabel(version, locale)}${open}${note}${close}`,
        },
      }),
    );
  }

  return [
    `# ${siteName}`,
    '',
    `> ${oneLine(labels.summary)}`,
    '',
    oneLine(labels.info({llmsFull: new URL(LLMS_FULL_FILE, root).href, openapi, version: LATEST_API_VERSION})),
    ...[...sections].flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines]),
    '',
  ].join('\n');
}

/** The order of llms-full.txt's parts, as llms.txt's info names them: the guide, the API reference, the blog, the release notes. */
const FULL_TEXT_ORDER: readonly PageKind[] = ['guide', 'api', 'blog', 'releaseNote'];

/**
 * Every twin of the latest content, each after a line with its URL: the
 * guide's pages first, then the API reference's, the blog's and the release
 * notes', each kind in the order the plugins list its pages (the order
 * Docusaurus loads the plugins in is not the site's).
 */
export function llmsFullTxt(entries: LlmsEntry[]): string {
  return FULL_TEXT_ORDER.flatMap((kind) => entries.filter((entry) => entry.page.kind === kind && isLatest(entry)))
    .map(({url, markdown}) => `Source: ${url}\n\n${markdown.trimEnd()}\n`)
    .join('\n');
}
