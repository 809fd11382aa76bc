/**
 * A locale's llms.txt and llms-full.txt (llmstxt.org): the index of its twins
 * and every twin of its latest content in one file.
 */
import {LATEST_API_VERSION} from '../../src/config/apiReference';
import type {LlmsLabels} from '../../src/config/markdownTwins';
import type {TwinPage} from './pages';

/** The doc id of each API version's landing page (api/pages/<locale>/index.mdx). */
const API_LANDING_DOC_ID = 'index';

export type LlmsEntry = {
  page: TwinPage;
  /** The twin's absolute URL. */ url: string;
  markdown: string;
};

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/** Brackets would end the link text early. */
const linkText = (value: string) => oneLine(value).replace(/([[\]\\])/g, '\\$1');

function line({page, url}: LlmsEntry): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${url})${description ? `: ${description}` : ''}`;
}

/** Whether a page is of the site's latest content (every page but the older and unreleased API versions). */
export const isLatest = ({page}: Pick<LlmsEntry, 'page'>) => page.kind !== 'api' || page.apiVersion?.name === LATEST_API_VERSION;

export function llmsTxt({siteName, labels, entries}: {siteName: string; labels: LlmsLabels; entries: LlmsEntry[]}): string {
  const sections = new Map<string, string[]>();
  const add = (title: string, text: string) => sections.set(title, [...(sections.get(title) ?? []), text]);

  for (const entry of entries.filter((candidate) => candidate.page.kind === 'guide')) {
    const category = entry.page.categories.at(-1);
    add(category ? `${labels.guide}${labels.sectionJoin}${category}` : labels.guide, line(entry));
  }
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'api' && isLatest(candidate))) {
    add(`${labels.api} ${LATEST_API_VERSION}`, line(entry));
  }
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'blog')) add(labels.blog, line(entry));
  for (const entry of entries.filter((candidate) => candidate.page.kind === 'releaseNote')) add(labels.releaseNote, line(entry));
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
          title: `${labels.api} ${version.label}${open}${note}${close}`,
        },
      }),
    );
  }

  return [
    `# ${siteName}`,
    '',
    `> ${oneLine(labels.summary)}`,
    ...[...sections].flatMap(([title, lines]) => ['', `## ${title}`, '', ...lines]),
    '',
  ].join('\n');
}

/** Every twin of the latest content, each after a line with its URL. */
export function llmsFullTxt(entries: LlmsEntry[]): string {
  return entries
    .filter(isLatest)
    .map(({url, markdown}) => `Source: ${url}\n\n${markdown.trimEnd()}\n`)
    .join('\n');
}
