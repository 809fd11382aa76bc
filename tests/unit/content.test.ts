import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {allGuidePages, glossary, overviews, screenPages, unlistedPages} from '../support/contentManifest';
import {CJK, cjkCharCount, cjkShare, englishWordCount, h2Count, proseOf, splitFrontMatter} from '../support/markdownText';

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

const read = (file: string) => readFileSync(file, 'utf8');
const zh = (id: string) => read(path.join(ZH_DOCS, `${id}.md`));
const en = (id: string) => read(path.join(EN_DOCS, `${id}.md`));

function frontMatterValue(source: string, key: string): string | undefined {
  const match = new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(splitFrontMatter(source).frontMatter);
  return match?.[1]?.trim();
}

describe('guide source tree', () => {
  it.each([...allGuidePages, ...unlistedPages])('%s exists in zh-TW and en', (id) => {
    expect(existsSync(path.join(ZH_DOCS, `${id}.md`)), `docs/${id}.md`).toBe(true);
    expect(existsSync(path.join(EN_DOCS, `${id}.md`)), `${EN_DOCS}/${id}.md`).toBe(true);
  });

  it('has an en twin for every zh-TW page and no orphan en page', () => {
    expect(listMarkdown(EN_DOCS)).toEqual(listMarkdown(ZH_DOCS));
  });

  it.each(listMarkdown(ZH_DOCS))('%s has a title and a description in both locales', (file) => {
    for (const source of [read(path.join(ZH_DOCS, file)), read(path.join(EN_DOCS, file))]) {
      expect(frontMatterValue(source, 'title')).toBeTruthy();
      expect(frontMatterValue(source, 'description')).toBeTruthy();
    }
  });

  it.each(listMarkdown(ZH_DOCS))('%s has no h1 in its body (the title is the h1)', (file) => {
    for (const source of [read(path.join(ZH_DOCS, file)), read(path.join(EN_DOCS, file))]) {
      const body = splitFrontMatter(source).body.replace(/```[\s\S]*?```/g, '');
      expect(body).not.toMatch(/^# /m);
    }
  });
});

describe('language', () => {
  it.each(listMarkdown(EN_DOCS))('en %s contains no CJK character', (file) => {
    const source = read(path.join(EN_DOCS, file));
    const line = source.split('\n').find((text) => CJK.test(text));
    expect(line, 'first line with CJK').toBeUndefined();
  });

  it.each(listMarkdown(ZH_DOCS))('zh-TW %s is mostly CJK', (file) => {
    const share = cjkShare(proseOf(read(path.join(ZH_DOCS, file))));
    expect(share).toBeGreaterThan(0.6);
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
    expect(enWords).toBeGreaterThanOrEqual(250);
    expect(h2Count(en(id))).toBeGreaterThanOrEqual(2);
    expect(h2Count(zh(id))).toBe(h2Count(en(id)));
    // A Traditional Chinese rendering runs about 1.5 to 2 characters per English word.
    expect(cjkCharCount(proseOf(zh(id)))).toBeGreaterThanOrEqual(Math.round(enWords * 1.1));
  });

  it.each(glossary)('%s: at least 120 English words with an example', (id) => {
    expect(englishWordCount(proseOf(en(id)))).toBeGreaterThanOrEqual(120);
    expect(en(id)).toMatch(/example/i);
    expect(zh(id)).toMatch(/範例|例如|舉例/);
    expect(h2Count(en(id))).toBeGreaterThanOrEqual(2);
  });

  it.each(overviews)('%s is a real overview page, not a generated list', (id) => {
    expect(englishWordCount(proseOf(en(id)))).toBeGreaterThanOrEqual(150);
    expect(h2Count(en(id))).toBeGreaterThanOrEqual(2);
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
