/**
 * Built HTML page -> the text a reader can search, structured like DocSearch
 * records: the page's section and title, then its headings (h2-h6, with their
 * anchors) and its content (paragraphs, list items, table rows) in order.
 * Parsed with a real HTML parser; code blocks, diagrams and chrome are left out.
 */
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {NodeType, type HTMLElement, type Node} from 'node-html-parser';
import {API_PLUGIN_ID, listedOnSite} from '../../src/config/apiReference';
import {RELEASE_NOTE_PLUGIN_ID, type PageKind} from '../../src/config/contentPlugins';
import {parseHtml} from './html';

/** A heading (level 2..6) or a content block (level 0) below the page title. */
export type ExtractedRecord = {
  level: number;
  /** Headings only. */
  anchor: string | null;
  text: string;
  /** Index (in the page's records) of the nearest heading above, -1 for the title. */
  parent: number;
};

export type ExtractedPage = {
  /** Path relative to the locale's base URL, without a trailing slash (`docs/faq`). */
  path: string;
  kind: PageKind;
  /** hierarchy.lvl0 */
  section: string;
  /** hierarchy.lvl1 */
  title: string;
  language: string;
  docusaurusTag: string;
  records: ExtractedRecord[];
};

/** lvl0 of the pages whose section is not a sidebar category. */
export type SectionLabels = Record<PageKind, string>;

/** Elements whose text is not content: code, diagrams, media, controls, anchors. */
const SKIPPED = new Set(['pre', 'script', 'style', 'svg', 'img', 'picture', 'video', 'button', 'nav', 'noscript', 'template', 'iframe']);
const SKIPPED_CLASSES = ['hash-link', 'theme-code-block', 'docusaurus-mermaid-container', 'theme-doc-toc-mobile', 'sr-only'];
/** Blocks that become one content record each. */
const CONTENT_BLOCKS = new Set(['p', 'dt', 'dd', 'figcaption', 'summary']);
/** Block children of a list item that are records of their own. */
const NESTED_BLOCKS = new Set(['ul', 'ol', 'p', 'div', 'table', 'pre', 'blockquote', 'details', 'dl', 'figure']);
const HEADING = /^h([2-6])$/;

/** CSS-module classes (hashed suffix) of theme parts that are labels, not content. */
const SKIPPED_CLASS_PREFIXES = ['admonitionHeading_'];

function isSkipped(element: HTMLElement): boolean {
  if (SKIPPED.has(element.rawTagName?.toLowerCase())) return true;
  if ([...element.classList.values()].some((name) => SKIPPED_CLASS_PREFIXES.some((prefix) => name.startsWith(prefix)))) {
    return true;
  }
  if (element.getAttribute('aria-hidden') === 'true' || element.getAttribute('role') === 'tablist') return true;
  return SKIPPED_CLASSES.some((name) => element.classList.contains(name));
}

export function cleanText(text: string): string {
  return text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text of a node; `stopAt` leaves out child elements that are records of their own. */
function textOf(node: Node, stopAt?: (element: HTMLElement) => boolean): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return '';
  const element = node as HTMLElement;
  if (isSkipped(element)) return '';
  const tag = element.rawTagName?.toLowerCase();
  if (tag === 'br') return ' ';
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === NodeType.ELEMENT_NODE && stopAt?.(child as HTMLElement)) continue;
    text += textOf(child, stopAt);
  }
  // Keep words of adjacent cells and blocks apart.
  return tag === 'td' || tag === 'th' || tag === 'div' || tag === 'li' ? ` ${text} ` : text;
}

/**
 * The heading a table row summarises: the section of the same page its first
 * cell links to (`[\`insufficient_wallet_balance\`](#insufficient_wallet_balance)`
 * in the error-code catalogue's table, an event in the webhook catalogue's),
 * or null for any other row.
 */
function rowTarget(row: HTMLElement, headingIds: ReadonlySet<string>): string | null {
  const href = row.querySelector('td')?.querySelector('a')?.getAttribute('href');
  const id = href?.startsWith('#') ? decodeURIComponent(href.slice(1)) : null;
  return id !== null && headingIds.has(id) ? id : null;
}

function walk(root: HTMLElement, records: ExtractedRecord[]): void {
  const headingIds = new Set(
    root
      .querySelectorAll('h2, h3, h4, h5, h6')
      .map((heading) => heading.id)
      .filter(Boolean),
  );
  // A row that links to a section of its page is filed under that section, right below its heading: a search for
  // words of the row (a code's meaning) leads to the section that explains it, not to the table at the page's top.
  const rowsFiledUnder = new Map<string, string[]>();
  const headingIndex = new Map<string, number>();
  const headingAt: Array<number | undefined> = [];
  const parent = () => {
    for (let level = 6; level >= 2; level--) if (headingAt[level] !== undefined) return headingAt[level]!;
    return -1;
  };
  const content = (text: string) => {
    const clean = cleanText(text);
    if (clean) records.push({level: 0, anchor: null, text: clean, parent: parent()});
  };

  const visit = (element: HTMLElement): void => {
    if (isSkipped(element)) return;
    const tag = element.rawTagName?.toLowerCase() ?? '';
    const heading = HEADING.exec(tag);
    if (heading) {
      const level = Number(heading[1]);
      const text = cleanText(textOf(element));
      if (!text) return;
      for (let deeper = level; deeper <= 6; deeper++) headingAt[deeper] = undefined;
      records.push({level, anchor: element.id || null, text, parent: parent()});
      headingAt[level] = records.length - 1;
      if (element.id) headingIndex.set(element.id, records.length - 1);
      for (const row of rowsFiledUnder.get(element.id) ?? []) content(row);
      rowsFiledUnder.delete(element.id);
      return;
    }
    if (tag === 'header' && element.querySelector('h1')) return; // the title, read separately
    if (CONTENT_BLOCKS.has(tag)) return content(textOf(element));
    // A table row is one record; header rows only label the columns.
    if (tag === 'tr') {
      if (!element.querySelector('td')) return;
      const target = rowTarget(element, headingIds);
      if (target === null) return content(textOf(element));
      const above = headingIndex.get(target);
      const text = cleanText(textOf(element));
      if (above === undefined) rowsFiledUnder.set(target, [...(rowsFiledUnder.get(target) ?? []), text]);
      else if (text) records.push({level: 0, anchor: null, text, parent: above});
      return;
    }
    if (tag === 'li') {
      content(textOf(element, (child) => NESTED_BLOCKS.has(child.rawTagName?.toLowerCase())));
      for (const child of element.childNodes) {
        if (child.nodeType === NodeType.ELEMENT_NODE && NESTED_BLOCKS.has((child as HTMLElement).rawTagName?.toLowerCase())) {
          visit(child as HTMLElement);
        }
      }
      return;
    }
    let loose = '';
    for (const child of element.childNodes) {
      if (child.nodeType === NodeType.ELEMENT_NODE) {
        const childTag = (child as HTMLElement).rawTagName?.toLowerCase() ?? '';
        // Inline elements directly inside a block container (e.g. an admonition's text) are content too.
        if (/^(a|code|strong|em|b|i|span|kbd|abbr|mark|del|ins|sub|sup|small)$/.test(childTag)) {
          loose += textOf(child);
          continue;
        }
        content(loose);
        loose = '';
        visit(child as HTMLElement);
      } else if (child.nodeType === NodeType.TEXT_NODE) {
        loose += child.text;
      }
    }
    content(loose);
  };
  visit(root);
  // A row whose heading the walk skipped (no text): under the section the walk ended in, as any row is.
  for (const rows of rowsFiledUnder.values()) rows.forEach(content);
}

function kindOf(htmlClass: string): PageKind | null {
  const classes = new Set(htmlClass.split(/\s+/));
  if (classes.has('docs-doc-page'))
    return classes.has(`plugin-id-${API_PLUGIN_ID}`) ? 'api' : classes.has(`plugin-id-${DEFAULT_PLUGIN_ID}`) ? 'guide' : null;
  if (classes.has('blog-post-page')) {
    return classes.has(`plugin-id-${RELEASE_NOTE_PLUGIN_ID}`)
      ? 'releaseNote'
      : classes.has(`plugin-id-${DEFAULT_PLUGIN_ID}`)
        ? 'blog'
        : null;
  }
  return null;
}

/** The top-level sidebar category that holds the current page, if any. */
function sidebarCategory(document: HTMLElement): string | null {
  const active =
    document.querySelector('.theme-doc-sidebar-menu .menu__link--active:not(.menu__link--sublist)') ??
    document.querySelector('.theme-doc-sidebar-menu .menu__link--active');
  if (!active) return null;
  let top: HTMLElement | null = null;
  for (let node = active.parentNode; node; node = node.parentNode) {
    if (node.classList?.contains('theme-doc-sidebar-item-category-level-1')) top = node;
  }
  const label = top?.querySelector('.menu__link');
  return label ? cleanText(textOf(label)) || null : null;
}

function meta(document: HTMLElement, name: string): string | null {
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

/**
 * The searchable structure of a built page, or null when the page is not one
 * we index (lists, tag pages, the home and search pages, noindex pages).
 */
export function extractPage(
  html: string,
  {path, labels, optionalTagsOmitted}: {path: string; labels: SectionLabels; optionalTagsOmitted?: boolean},
): ExtractedPage | null {
  const document = parseHtml(html, {optionalTagsOmitted});
  const htmlElement = document.querySelector('html');
  const kind = kindOf(htmlElement?.getAttribute('class') ?? '');
  if (!kind) return null;
  if (!listedOnSite(path, /noindex/i.test(meta(document, 'robots') ?? ''))) return null;

  const article = document.querySelector('article');
  const h1 = article?.querySelector('h1');
  const root = article?.querySelector('.markdown');
  if (!article || !h1 || !root) return null;

  const language = meta(document, 'docsearch:language') ?? htmlElement?.getAttribute('lang');
  const docusaurusTag = meta(document, 'docsearch:docusaurus_tag');
  if (!language || !docusaurusTag) {
    throw new Error(`${path}: missing docsearch:language or docsearch:docusaurus_tag meta tag.`);
  }

  const records: ExtractedRecord[] = [];
  walk(root, records);
  return {
    path,
    kind,
    section: (kind === 'guide' && sidebarCategory(document)) || labels[kind],
    title: cleanText(textOf(h1)),
    language,
    docusaurusTag,
    records,
  };
}
