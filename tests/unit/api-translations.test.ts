import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {apiReferenceSources} from '../../src/config/apiReference';
import {
  MissingTranslationError,
  createTranslator,
  loadCatalogue,
  normalizeText,
  parseCatalogue,
} from '../../plugins/api-reference/translations';
import {generateApiReference, type GenerationResult} from '../../plugins/api-reference/generate';

const CJK = /[\u3400-\u9fff]/;
/** Terms TERMS.md keeps in English in zh-TW too. */
const SAME_IN_ZH_TW = new Set(['Webhook']);

describe('the zh-TW catalogue', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-translations-'));
  let result: GenerationResult;
  beforeAll(async () => {
    result = await generateApiReference({
      siteDir: process.cwd(),
      outDir: scratch,
      collectMissingTranslations: true,
      lastUpdate: () => undefined,
    });
  }, 120_000);
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it('translates every string of every API version', () => {
    expect(result.missingTranslations).toEqual([]);
  });

  it('has no entry that no page uses', () => {
    expect(result.unusedTranslations).toEqual([]);
  });

  it('translates into Chinese and keeps code and links as they are', () => {
    for (const [english, chinese] of loadCatalogue(apiReferenceSources.translationsFile)) {
      if (!SAME_IN_ZH_TW.has(chinese)) expect(chinese, english).toMatch(CJK);
      const codeOf = (text: string) => [...text.matchAll(/`[^`]+`/g)].map((match) => match[0]);
      const linksOf = (text: string) => [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]).sort();
      for (const code of codeOf(english)) expect(chinese, english).toContain(code);
      expect(linksOf(chinese), english).toEqual(linksOf(english));
    }
  });
});

describe('catalogue parsing', () => {
  it('folds line breaks so a wrapped sentence finds its translation', () => {
    expect(normalizeText('  One line\n  and more.\n\n Next paragraph. ')).toBe('One line and more.\n\nNext paragraph.');
    const catalogue = parseCatalogue('"A wrapped sentence.": "換行的句子。"', 'c.yaml');
    const t = createTranslator('zh-TW', catalogue, {sourceFile: 'a.yaml', catalogueFile: 'c.yaml'});
    expect(t('A wrapped\n    sentence.')).toBe('換行的句子。');
  });

  it('fails on a missing translation, naming the string, its document and the catalogue', () => {
    const t = createTranslator('zh-TW', new Map(), {sourceFile: 'api/openapi/next/openapi.yaml', catalogueFile: 'zh.yaml'});
    expect(() => t('Create a vendor')).toThrow(MissingTranslationError);
    expect(() => t('Create a vendor')).toThrow(
      'No zh-TW translation for "Create a vendor" (from api/openapi/next/openapi.yaml). Add it to zh.yaml.',
    );
  });

  it('passes English through unchanged', () => {
    expect(createTranslator('en', new Map(), {sourceFile: 'a', catalogueFile: 'c'})('Create a vendor')).toBe('Create a vendor');
  });

  it('names the catalogue when it is not valid YAML', () => {
    expect(() => parseCatalogue('"Hello": "你好\n"Bye": "再見"', 'c.yaml')).toThrow(/^c\.yaml: not valid YAML: /);
  });

  it('rejects empty translations and duplicate entries', () => {
    expect(() => parseCatalogue('"Hello": ""', 'c.yaml')).toThrow(/c\.yaml: the translation of "Hello"/);
    expect(() => parseCatalogue('"Hello  there": "你好"\n"Hello there": "你好"', 'c.yaml')).toThrow(/translated twice/);
  });
});
