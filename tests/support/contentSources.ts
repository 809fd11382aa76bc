import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * Every file a reader sees the words of, by locale: the guide, the blog, the
 * release notes, the hand-written API pages, the OpenAPI documents (English)
 * and their zh-TW translations. Each is read as numbered lines of visible text.
 */
export type ContentLocale = 'en' | 'zh-TW';

export type ContentFile = {file: string; locale: ContentLocale; kind: 'markdown' | 'openapi' | 'translations'};

export type ContentLine = {file: string; line: number; text: string; mermaid?: boolean};

const MARKDOWN_DIRS: [string, ContentLocale][] = [
  ['docs', 'zh-TW'],
  ['i18n/en/docusaurus-plugin-content-docs/current', 'en'],
  ['blog', 'zh-TW'],
  ['i18n/en/docusaurus-plugin-content-blog', 'en'],
  ['release-note', 'zh-TW'],
  ['i18n/en/docusaurus-plugin-content-blog-release-note', 'en'],
  ['api/pages/zh-TW', 'zh-TW'],
  ['api/pages/en', 'en'],
];

export const OPENAPI_DIR = 'api/openapi';
export const TRANSLATIONS_FILE = 'api/openapi/translations/zh-TW.yaml';

function filesUnder(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/** The content files of a site directory (the repository, or a copy of it in a test). */
export function contentFiles(root = '.'): ContentFile[] {
  const at = (file: string) => path.join(root, file);
  const markdown = MARKDOWN_DIRS.flatMap(([dir, locale]) =>
    filesUnder(at(dir), /\.mdx?$/).map((file): ContentFile => ({file, locale, kind: 'markdown'})),
  );
  const openapi = filesUnder(at(OPENAPI_DIR), /^(?!translations\/).*\.ya?ml$/).map((file): ContentFile => ({
    file,
    locale: 'en',
    kind: 'openapi',
  }));
  const translations: ContentFile[] = existsSync(at(TRANSLATIONS_FILE))
    ? [{file: at(TRANSLATIONS_FILE), locale: 'zh-TW', kind: 'translations'}]
    : [];
  return [...markdown, ...openapi, ...translations];
}

/**
 * The visible text of a Markdown page, line by line: code blocks are left out
 * (Mermaid diagrams stay: their labels are read), as are link targets, MDX
 * comments, bold markers (a label in 「**…**」 reads as one in 「…」) and the
 * backticks of inline code. Its text stays (`USD 1,250.13` is
 * a statement too) unless `inlineCode` is `drop`.
 */
export function markdownLines(file: string, source: string, {inlineCode = 'keep'}: {inlineCode?: 'keep' | 'drop'} = {}): ContentLine[] {
  const lines: ContentLine[] = [];
  let fence: string | undefined;
  let keepFence = false;
  source.split('\n').forEach((raw, index) => {
    const opening = /^\s*(`{3,}|~{3,})(\w*)/.exec(raw);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence) && opening[2] === '') fence = undefined;
      else if (keepFence) lines.push({file, line: index + 1, text: raw, mermaid: true});
      return;
    }
    if (opening) {
      fence = opening[1]!;
      keepFence = opening[2] === 'mermaid';
      return;
    }
    const text = raw
      .replace(/\{\/\*.*?\*\/\}/g, ' ')
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\*\*/g, '')
      .replace(inlineCode === 'drop' ? /`[^`]*`/g : /`/g, inlineCode === 'drop' ? ' ' : '');
    lines.push({file, line: index + 1, text});
  });
  return lines;
}

/**
 * The text of an OpenAPI YAML file, with each folded or literal block scalar
 * (`>-`, `|`) joined into the line that opens it, so a sentence that wraps is
 * read whole.
 */
export function openapiLines(file: string, source: string): ContentLine[] {
  const lines: ContentLine[] = [];
  const raw = source.split('\n');
  for (let index = 0; index < raw.length; index++) {
    const line = raw[index]!;
    const block = /^(\s*)(?:- )?[\w$'"-]+:\s*[>|][-+]?\s*$/.exec(line);
    if (!block) {
      lines.push({file, line: index + 1, text: line});
      continue;
    }
    const indent = block[1]!.length;
    const parts: string[] = [];
    let next = index + 1;
    while (next < raw.length && (raw[next]!.trim() === '' || raw[next]!.search(/\S/) > indent)) {
      parts.push(raw[next]!.trim());
      next++;
    }
    lines.push({
      file,
      line: index + 2,
      text: `${line.replace(/[>|][-+]?\s*$/, '').trim()} ${parts.join(' ')}`,
    });
    index = next - 1;
  }
  return lines;
}

/** The zh-TW side of each catalogue entry (the English side is the OpenAPI text, read there). */
export function translationLines(file: string, source: string): ContentLine[] {
  return source.split('\n').flatMap((line, index) => {
    const entry = /^"(?:[^"\\]|\\.)*":\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
    return entry ? [{file, line: index + 1, text: entry[1]!}] : [];
  });
}

/**
 * The words a reader reads as prose: like `linesOf`, but without inline code (an API value such as
 * `payable` is not a word choice), and of a Mermaid diagram only its labels, not its node ids.
 */
export function proseLinesOf(content: ContentFile, source = readFileSync(content.file, 'utf8')): ContentLine[] {
  const lines =
    content.kind === 'markdown'
      ? markdownLines(content.file, source, {inlineCode: 'drop'})
      : content.kind === 'openapi'
        ? openapiLines(content.file, source).flatMap((line) => {
            // Only the sentences of a document are prose; enum values and examples are data.
            const prose = /^\s*(?:- )?(?:summary|description|title|action|x-ferrypay-test-mode|message):\s*(.*)$/.exec(line.text);
            return prose ? [{...line, text: prose[1]!.replace(/^(['"])(.*)\1$/, '$2')}] : [];
          })
        : linesOf(content, source);
  return lines.map((line) => {
    const text = line.text.replace(/`[^`\n]*`/g, ' ');
    if (!line.mermaid) return {...line, text};
    const labels = [...text.matchAll(/"([^"]*)"/g)].map((match) => match[1]);
    const afterColon = /(?:^|\s):\s(.*)$/.exec(text.replace(/"[^"]*"/g, ' '))?.[1];
    return {...line, text: [...labels, afterColon ?? ''].join(' ')};
  });
}

export function linesOf(content: ContentFile, source = readFileSync(content.file, 'utf8')): ContentLine[] {
  if (content.kind === 'openapi') return openapiLines(content.file, source);
  if (content.kind === 'translations') return translationLines(content.file, source);
  return markdownLines(content.file, source);
}

/**
 * The lines of a file as one string, searched once per pattern (far quicker than a search per line;
 * no pattern crosses a line break), and the line a match at an index belongs to.
 */
export function searchableText(lines: ContentLine[]): {text: string; lineAt: (index: number) => ContentLine} {
  const starts: number[] = [];
  let offset = 0;
  for (const line of lines) {
    starts.push(offset);
    offset += line.text.length + 1;
  }
  const lineAt = (index: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= index) low = middle;
      else high = middle - 1;
    }
    return lines[low]!;
  };
  return {text: lines.map((line) => line.text).join('\n'), lineAt};
}
