import type {Locale} from './i18n';

/**
 * The Markdown twins: a `.md` copy of every content page at its URL plus
 * `.md`, and the llms.txt files that list them. plugins/markdown-twins writes
 * them after each locale's build; the "Copy page" control and the page head
 * (src/components/CopyPage) link them. Both sides read the rules here.
 */

/** Written at each locale's root (`/llms.txt`, `/en/llms.txt`). */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * A page's twin: its path with `.md` appended (`/docs/faq` -> `/docs/faq.md`).
 * A path that ends in a slash (an index page such as `/api/`) drops it first:
 * `/api/` -> `/api.md`, so the twin never hides inside the page's folder.
 */
export function twinPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  if (!trimmed) throw new Error(`markdown-twins: the site root "${pagePath}" has no twin.`);
  return `${trimmed}.md`;
}

/** What decides whether a doc, blog post or release note has a twin: unlisted and draft pages have none. */
export type TwinCandidate = {unlisted?: boolean; draft?: boolean};

export function hasTwin(page: TwinCandidate): boolean {
  return !page.unlisted && !page.draft;
}

/** The words llms.txt uses, per locale. Section titles of the guide come from its sidebar. */
export type LlmsLabels = {
  /** The blockquote under the site name. */
  summary: string;
  guide: string;
  api: string;
  blog: string;
  releaseNote: string;
  /** The llmstxt.org name of the section that readers with a short context may skip. */
  optional: 'Optional';
  /** What an API version is, in brackets after its title in the Optional section. */
  unmaintained: string;
  unreleased: string;
  brackets: readonly [string, string];
  /** Joins a section title to a sidebar category (`Guide: Company role`). */
  sectionJoin: string;
};

export const LLMS_LABELS = {
  'zh-TW': {
    summary:
      'Ferrypay 的官方文件：收單與 B2B 跨境供應商付款的使用指南（依企業與供應商角色編排）、REST API 參考、部落格與 Release Note。每一頁都有 Markdown 版本，網址是頁面網址加上 .md。',
    guide: '使用指南',
    api: 'API 參考',
    blog: '部落格',
    releaseNote: 'Release Note',
    optional: 'Optional',
    unmaintained: '已不再維護的版本',
    unreleased: '尚未發布的預覽版本',
    brackets: ['（', '）'],
    sectionJoin: '：',
  },
  en: {
    summary:
      "Ferrypay's official documentation: the guide to acquiring and B2B cross-border supplier payment (organised by the company and vendor roles), the REST API reference, the blog and the release notes. Every page has a Markdown version at its URL plus .md.",
    guide: 'Guide',
    api: 'API reference',
    blog: 'Blog',
    releaseNote: 'Release Note',
    optional: 'Optional',
    unmaintained: 'unmaintained version',
    unreleased: 'unreleased preview',
    brackets: [' (', ')'],
    sectionJoin: ': ',
  },
} as const satisfies Record<Locale, LlmsLabels>;

/**
 * How an admonition's label starts its blockquote: `> **Warning:** ...` in
 * English, `> **警告**：...` in zh-TW (a full-width colon inside the bold
 * would not close it in CommonMark before the next character).
 */
export type AdmonitionLabelFormat = {inBold: string; after: string};

export const ADMONITION_LABEL_FORMAT: Record<Locale, AdmonitionLabelFormat> = {
  'zh-TW': {inBold: '', after: '：'},
  en: {inBold: ':', after: ' '},
};
