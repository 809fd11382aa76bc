import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {
  acquiringScreens,
  allGuidePages,
  companyScreens,
  glossary,
  overviews,
  screenPages,
  unlistedPages,
  vendorScreens,
} from '../support/contentManifest';
import {scratchFolder} from '../support/scratch';
import {CJK, cjkCharCount, cjkShare, englishWordCount, h2Count, proseOf} from '../support/markdownText';

const ZH_DOCS = 'docs';
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

function listMarkdown(dir: string): string[] {
  // A folder that moved would otherwise make every check below a loop over nothing.
  if (!existsSync(dir)) throw new Error(`No guide pages at ${dir}: did the docs folder move?`);
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** A content file's text; a missing one (an English twin not yet written) fails with what to do, not a stack trace. */
const read = (file: string) => {
  if (!existsSync(file)) throw new Error(`${file} does not exist: write it (the twins test below lists every missing twin)`);
  return readFileSync(file, 'utf8');
};
const zh = (id: string) => read(path.join(ZH_DOCS, `${id}.md`));
const en = (id: string) => read(path.join(EN_DOCS, `${id}.md`));

/**
 * A Markdown file's body lines with their line numbers in the file: the front matter and fenced code (a YAML or a
 * shell comment that reads like a heading) are skipped, not removed.
 */
function bodyLines(file: string): Array<{line: number; text: string}> {
  const lines = read(file).split('\n');
  const bodyStart = lines[0] === '---' ? lines.indexOf('---', 1) + 1 : 0;
  let fenced = false;
  return lines.flatMap((text, index) => {
    if (index < bodyStart) return [];
    if (/^\s*(?:```|~~~)/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{line: index + 1, text}];
  });
}

/** The doc ids a sidebar lists: its items, and the docs its categories link to. */
function sidebarDocIds(items: unknown): Set<string> {
  const ids = new Set<string>();
  const visit = (item: unknown) => {
    if (typeof item === 'string') ids.add(item);
    else if (Array.isArray(item)) item.forEach(visit);
    else if (item && typeof item === 'object') {
      const {type, id, link, items: children} = item as {type?: string; id?: string; link?: {type?: string; id?: string}; items?: unknown};
      if (type === 'doc' && id) ids.add(id);
      if (link?.type === 'doc' && link.id) ids.add(link.id);
      if (children) visit(children);
    }
  };
  visit(items);
  return ids;
}

describe('guide source tree', () => {
  it.each([...allGuidePages, ...unlistedPages])('%s exists in zh-TW and en', (id) => {
    expect(existsSync(path.join(ZH_DOCS, `${id}.md`)), `docs/${id}.md is missing: write it, or take it out of contentManifest.ts`).toBe(
      true,
    );
    expect(existsSync(path.join(EN_DOCS, `${id}.md`)), `${EN_DOCS}/${id}.md is missing: write the English twin`).toBe(true);
  });

  it('lists every page under docs/ in tests/support/contentManifest.ts, which holds each kind to its substance rules', () => {
    const listed = new Set([...allGuidePages, ...unlistedPages]);
    const unlisted = listMarkdown(ZH_DOCS)
      .map((file) => file.replace(/\.mdx?$/, ''))
      .filter((id) => !listed.has(id));
    expect(
      unlisted,
      'add each page to its kind in tests/support/contentManifest.ts (a screen, concept, glossary or overview page)',
    ).toEqual([]);
  });

  it('puts every page under docs/ in the guide sidebar (sidebars.ts), but the unlisted ones', () => {
    const inSidebar = sidebarDocIds(sidebars.guide);
    expect(
      listMarkdown(ZH_DOCS)
        .map((file) => file.replace(/\.mdx?$/, ''))
        .filter((id) => !inSidebar.has(id) && !unlistedPages.includes(id)),
      'add each page to sidebars.ts where a reader would look for it',
    ).toEqual([]);
    expect(unlistedPages.filter((id) => inSidebar.has(id))).toEqual([]);
  });

  // The overview that lists a section's pages lists a new one too (its screens table, the glossary's entries).
  it.each([
    ['page-introduction/b2b-cross-border-payment/role-company/index', companyScreens],
    ['page-introduction/b2b-cross-border-payment/role-vendor/index', vendorScreens],
    ['page-introduction/acquiring/index', acquiringScreens],
    ['glossary/index', glossary],
  ] as const)('%s links to every page of its section, in both locales', (overview, pages) => {
    for (const root of [ZH_DOCS, EN_DOCS]) {
      const file = path.join(root, `${overview}.md`);
      const linked = new Set([...read(file).matchAll(/\]\((?:\.\/)?([\w-]+)\.md[#)]/g)].map((match) => match[1]!));
      expect(
        pages.map((id) => id.split('/').at(-1)!).filter((slug) => !linked.has(slug)),
        `${file}: link each page from the section's overview`,
      ).toEqual([]);
    }
  });

  it.each(listMarkdown(ZH_DOCS))('%s has no h1 in its body (the title is the h1)', (file) => {
    for (const source of [path.join(ZH_DOCS, file), path.join(EN_DOCS, file)].filter((candidate) => existsSync(candidate))) {
      const headings = bodyLines(source)
        .filter(({text}) => /^# /.test(text))
        .map(({line, text}) => `${source}:${line}: ${text}`);
      expect(headings, "a '# ' heading in the body: the front matter's title is the page's h1, start at ##").toEqual([]);
    }
  });
});

/** Every folder of zh-TW Markdown and the folder of its English twins, under the same relative paths. */
const TWIN_FOLDERS = [
  {content: 'the guide', zh: ZH_DOCS, en: EN_DOCS},
  {content: 'the blog', zh: 'blog', en: 'i18n/en/docusaurus-plugin-content-blog'},
  {content: 'the release notes', zh: 'release-note', en: 'i18n/en/docusaurus-plugin-content-blog-release-note'},
  {content: "the API reference's hand-written pages", zh: 'api/pages/zh-TW', en: 'api/pages/en'},
  {content: 'the standalone pages', zh: 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages'},
] as const;

/** Each zh-TW Markdown file of every twin folder, with the path of its English twin. */
const TWIN_PAIRS = TWIN_FOLDERS.flatMap(({zh, en}) => listMarkdown(zh).map((file) => [path.join(zh, file), path.join(en, file)] as const));

/** A file's front matter as Docusaurus parses it; a file whose front matter is not YAML fails, named. */
async function frontMatterOf(file: string): Promise<Record<string, unknown>> {
  try {
    return (await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: read(file)})).frontMatter;
  } catch (error) {
    throw new Error(
      `${file}: the front matter is not valid YAML (${(error as Error).message.split('\n')[0]}); ` +
        "a value with ': ' or '#' in it, or that starts with a quote, a bracket or '*', goes in double quotes",
      {cause: error},
    );
  }
}

describe('twins and front matter', () => {
  it.each(TWIN_FOLDERS)('$content: every zh-TW page has an English twin, and every English page a zh-TW source', ({zh, en}) => {
    const [zhFiles, enFiles] = [listMarkdown(zh), listMarkdown(en)];
    expect({
      'write these English twins': zhFiles.filter((file) => !enFiles.includes(file)).map((file) => path.join(en, file)),
      'these English pages have no zh-TW source': enFiles.filter((file) => !zhFiles.includes(file)).map((file) => path.join(en, file)),
    }).toEqual({'write these English twins': [], 'these English pages have no zh-TW source': []});
  });

  it.each(TWIN_PAIRS)('%s and its twin have a title and a description, as Docusaurus parses the front matter', async (...files) => {
    for (const file of files.filter((candidate) => existsSync(candidate))) {
      const frontMatter = await frontMatterOf(file);
      for (const key of ['title', 'description'])
        expect(
          typeof frontMatter[key] === 'string' && frontMatter[key].trim() !== '',
          `${file}: front matter "${key}" (one line of text)`,
        ).toBe(true);
    }
  });

  it.each(TWIN_PAIRS.filter(([, en]) => existsSync(en)))(
    '%s and its twin have the same heading ids, so that a link to an anchor works in both locales',
    (zh, en) => {
      const ids = (file: string) => [...read(file).matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]!);
      const [zhIds, enIds] = [ids(zh), ids(en)];
      expect({
        [`only in ${zh}`]: zhIds.filter((id) => !enIds.includes(id)),
        [`only in ${en}`]: enIds.filter((id) => !zhIds.includes(id)),
      }).toEqual({[`only in ${zh}`]: [], [`only in ${en}`]: []});
    },
  );

  it('names the file whose front matter is not YAML', async () => {
    const file = path.join(scratchFolder('front-matter'), 'broken.md');
    writeFileSync(file, '---\ntitle: "unclosed\ndescription: A page.\n---\n\nText.\n');
    await expect(frontMatterOf(file)).rejects.toThrow(`${file}: the front matter is not valid YAML`);
  });
});

describe('language', () => {
  // Every content folder, not the guide's only: a zh-TW post copied to the English path unchanged fails here.
  it.each(TWIN_PAIRS.map(([, en]) => en).filter((file) => existsSync(file)))('%s contains no CJK character', (file) => {
    const lines = read(file).split('\n');
    const index = lines.findIndex((text) => CJK.test(text));
    expect(index === -1 ? undefined : `${file}:${index + 1}: ${lines[index]}`, 'the first line with Chinese text').toBeUndefined();
  });

  it.each(TWIN_PAIRS.map(([zh]) => zh))('%s is mostly CJK', (file) => {
    const share = cjkShare(proseOf(read(file)));
    expect(share, `${file}: the share of its prose in Chinese characters (is a part still in English?)`).toBeGreaterThan(0.6);
  });

  // A paragraph left untranslated: the share above holds a long page to 60% Chinese even with one English paragraph.
  it.each(TWIN_PAIRS.map(([zh]) => zh))('%s has no line of English prose', (file) => {
    const english = bodyLines(file).flatMap(({line, text}) => {
      const prose = text.trim();
      // Tables (identifiers and examples), images (alt text), JSX, imports, comments, admonition fences, headings.
      if (CJK.test(prose) || /^(?:\||!\[|<|import |export |\{\/\*|:::|#)/.test(prose)) return [];
      const words = prose.replace(/`[^`]*`|\]\([^)]*\)|https?:\/\/\S+/g, ' ').match(/[A-Za-z]{2,}/g) ?? [];
      return words.length >= 8 ? [`${file}:${line}: ${prose.slice(0, 80)}`] : [];
    });
    expect(english, 'English left in a zh-TW page: translate it').toEqual([]);
  });

  /** UI strings (`i18n/<locale>/code.json`): each locale's in its own language, but for those made of names and placeholders alone. */
  const uiStrings = (locale: string) =>
    Object.entries(JSON.parse(read(`i18n/${locale}/code.json`)) as Record<string, {message: string}>).map(
      ([id, {message}]) => [id, message, message.replace(/\{\w+\}/g, '')] as const,
    );

  it('every zh-TW UI string with words in it is in Chinese', () => {
    const english = uiStrings('zh-TW').filter(
      ([, , text]) => /[A-Za-z]{2,}/.test(text) && !CJK.test(text) && !/^\W*(Ferrypay|API|URL)\W*$/.test(text),
    );
    expect(english.map(([id, message]) => `${id}: ${message}`)).toEqual([]);
  });

  it("zh-TW code.json holds only the theme's strings: ours are written in zh-TW in the source", () => {
    // Every string of a locale's code.json ships in every page's main.js (Docusaurus's code
    // translations), while a source default ships only with the component that shows it: a zh-TW
    // copy of our own strings added about 1.5 kB gzip to every zh-TW page and changed nothing.
    expect(
      uiStrings('zh-TW')
        .filter(([id]) => !id.startsWith('theme.'))
        .map(([id]) => id),
    ).toEqual([]);
  });

  it('no en UI string has a CJK character', () => {
    expect(
      uiStrings('en')
        .filter(([, message]) => CJK.test(message))
        .map(([id]) => id),
    ).toEqual([]);
  });
});

describe('substance', () => {
  it.each(screenPages)('%s: at least 250 English words, two h2 sections, zh-TW of matching substance', (id) => {
    const enWords = englishWordCount(proseOf(en(id)));
    expect(enWords, `${EN_DOCS}/${id}.md: English words of prose (code, tables' markup and links left out)`).toBeGreaterThanOrEqual(250);
    expect(h2Count(en(id)), `${EN_DOCS}/${id}.md: ## sections`).toBeGreaterThanOrEqual(2);
    expect(h2Count(zh(id)), `docs/${id}.md: ## sections, as many as its English twin has`).toBe(h2Count(en(id)));
    // A Traditional Chinese rendering runs about 1.5 to 2 characters per English word.
    expect(
      cjkCharCount(proseOf(zh(id))),
      `docs/${id}.md: Chinese characters of prose, at least 1.1 per English word of its twin (${enWords}): is a part untranslated?`,
    ).toBeGreaterThanOrEqual(Math.round(enWords * 1.1));
  });

  it.each(glossary)('%s: at least 120 English words with an example', (id) => {
    expect(englishWordCount(proseOf(en(id))), `${EN_DOCS}/${id}.md: English words of prose`).toBeGreaterThanOrEqual(120);
    expect(en(id), `${EN_DOCS}/${id}.md: an example (the word "example")`).toMatch(/example/i);
    expect(zh(id), `docs/${id}.md: an example (範例, 例如 or 舉例)`).toMatch(/範例|例如|舉例/);
    expect(h2Count(en(id)), `${EN_DOCS}/${id}.md: ## sections`).toBeGreaterThanOrEqual(2);
  });

  it.each(overviews)('%s is a real overview page, not a generated list', (id) => {
    expect(englishWordCount(proseOf(en(id))), `${EN_DOCS}/${id}.md: English words of prose`).toBeGreaterThanOrEqual(150);
    expect(h2Count(en(id)), `${EN_DOCS}/${id}.md: ## sections`).toBeGreaterThanOrEqual(2);
  });

  it('writes no placeholder text', () => {
    for (const file of listMarkdown(ZH_DOCS)) {
      for (const source of [read(path.join(ZH_DOCS, file)), read(path.join(EN_DOCS, file))]) {
        expect(source, file).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|待補|待撰寫|placeholder text/i);
      }
    }
  });
});

describe('diagrams', () => {
  it('state-diagram draws the four status sets with Mermaid stateDiagram-v2 in both locales', () => {
    for (const source of [zh('understanding-ferrypay/state-diagram'), en('understanding-ferrypay/state-diagram')]) {
      expect(source.match(/```mermaid\s*\n\s*stateDiagram-v2/g)?.length ?? 0).toBeGreaterThanOrEqual(4);
    }
  });

  it.each([
    'understanding-ferrypay/ferrypay-payout-flow',
    'understanding-ferrypay/multiple-role-review-flow',
    'page-introduction/acquiring/payment-intent',
  ])('%s has a Mermaid diagram in both locales', (id) => {
    expect(zh(id)).toContain('```mermaid');
    expect(en(id)).toContain('```mermaid');
  });
});
