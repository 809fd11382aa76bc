import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Code, Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import {apiReferenceSources} from '../../src/config/apiReference';
import {LLMS_FILE, LLMS_FULL_FILE} from '../../src/config/markdownTwins';
import {RECORDS_FILE, type DocSearchRecord} from '../../src/search/records';
import {SIGNATURE_SAMPLES} from '../../plugins/api-reference/signatureSamples';
import {LOCALES, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * The webhooks API page as the build leaves it for readers who never run its
 * form: search, the Markdown twin, llms.txt. The checker exists only in the
 * browser, so these carry the page's prose and code and one sentence about
 * the checker, in the page's language.
 */
const BUILD_DIR = path.resolve(TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, LLMS_FILE)))
  throw new Error(`${TEST_BUILD_DIR}/${LLMS_FILE} is missing: run npm run build:test first.`);

const localeDir = (locale: TestLocale) => (locale === 'en' ? path.join(BUILD_DIR, 'en') : BUILD_DIR);
const read = (locale: TestLocale, file: string) => readFileSync(path.join(localeDir(locale), file), 'utf8');
const codeJson = JSON.parse(readFileSync('i18n/en/code.json', 'utf8')) as Record<string, {message: string}>;

/** The checker's stand-in sentence: the source message in zh-TW, its translation in en. */
const FALLBACK: Record<TestLocale, RegExp> = {
  'zh-TW': /^簽章檢查工具是在瀏覽器中執行的表單/,
  en: new RegExp(`^${codeJson['webhookSignatureChecker.fallback']!.message.slice(0, 40)}`),
};
const TITLE: Record<TestLocale, string> = {'zh-TW': '接收 Webhook', en: 'Receiving webhooks'};
const CHECKER_HEADING: Record<TestLocale, string> = {'zh-TW': '簽章檢查工具', en: 'Signature checker'};

describe.each(LOCALES)('the webhooks page (%s)', (locale) => {
  const twin = read(locale, 'api/webhooks.md');
  const tree = unified().use(remarkParse).parse(twin) as Root;

  it('has a twin with the verification code of every sample language, as the tested files are', () => {
    const blocks: Code[] = [];
    visit(tree, 'code', (node: Code) => void blocks.push(node));
    for (const sample of SIGNATURE_SAMPLES) {
      const source = readFileSync(path.join(apiReferenceSources.signatureSamplesDir, sample.file), 'utf8').trimEnd();
      const block = blocks.find((candidate) => candidate.lang === sample.language && candidate.value === source);
      expect(block, `${sample.label} (${sample.file}) in the twin`).toBeDefined();
    }
  });

  it("has a twin that says what the checker is where the page has its form, and nothing of the form's controls", () => {
    expect(twin.split('\n')[0]).toBe(`# ${TITLE[locale]}`);
    const section = twin.slice(twin.indexOf(`## ${CHECKER_HEADING[locale]}`));
    const paragraphs = section.split('\n\n');
    expect(paragraphs.some((paragraph) => FALLBACK[locale].test(paragraph))).toBe(true);
    expect(read(locale, 'api/webhooks/index.html')).not.toMatch(/<(form|input|textarea)\b/);
  });

  it('is listed in llms.txt and held whole in llms-full.txt', () => {
    expect(read(locale, LLMS_FILE)).toMatch(new RegExp(`^- \\[${TITLE[locale]}\\]\\(https?://[^)]+/api/webhooks\\.md\\)`, 'm'));
    // llms-full.txt holds the twin without its pointer to llms.txt (tests/postbuild/markdown-twins.test.ts checks every twin whole).
    const [title, , pointer, , ...body] = twin.trim().split('\n');
    expect(pointer).toMatch(/^> .*llms\.txt/);
    expect(read(locale, LLMS_FULL_FILE)).toContain(`${title}\n\n${body.slice(0, 3).join('\n')}`);
  });

  it('is in the search records: its title, its sections and the sentence about the checker', () => {
    const records = (JSON.parse(read(locale, RECORDS_FILE)) as DocSearchRecord[]).filter((record) =>
      /\/api\/webhooks(#|$)/.test(record.url),
    );
    expect(records.find((record) => record.type === 'lvl1')?.hierarchy.lvl1).toBe(TITLE[locale]);
    expect(records.some((record) => record.type === 'lvl2' && record.hierarchy.lvl2 === CHECKER_HEADING[locale])).toBe(true);
    expect(records.some((record) => record.type === 'content' && FALLBACK[locale].test(record.content ?? ''))).toBe(true);
  });
});
