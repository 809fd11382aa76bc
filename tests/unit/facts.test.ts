import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FACTS, FACTS_REFERENCE_DOC} from '../../src/config/facts';
import {contentFiles, linesOf, type ContentLocale} from '../support/contentSources';
import {FACT_STATEMENTS, describeWrongStatement, findFactStatements, isWrong, parseChineseNumber} from '../support/factStatements';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const DOCS = {'zh-TW': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;
const LOCALES = ['zh-TW', 'en'] as const satisfies readonly ContentLocale[];

const docFile = (locale: ContentLocale, id: string) => path.join(DOCS[locale], `${id}.md`);
const headingIds = (source: string) => new Set([...source.matchAll(/\{#([\w-]+)\}/g)].map((match) => match[1]));

/** Every wrong statement in the content files under a root, described as the test reports it. */
function wrongStatements(root = '.'): string[] {
  return contentFiles(root).flatMap((content) =>
    findFactStatements(linesOf(content), content.locale).filter(isWrong).map(describeWrongStatement),
  );
}

describe('the facts table (src/config/facts.ts)', () => {
  it('gives every fact a unique id', () => {
    const ids = FACTS.map((fact) => fact.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.each(FACTS.map((fact) => [fact.id, fact] as const))('%s names a page that explains it, in both locales', (_id, fact) => {
    for (const locale of LOCALES) {
      const file = docFile(locale, fact.doc);
      expect(existsSync(file), file).toBe(true);
      if ('anchor' in fact) expect(headingIds(readFileSync(file, 'utf8')).has(fact.anchor), `${file}#${fact.anchor}`).toBe(true);
    }
  });

  it('has wording for every fact in both locales, and none for a fact it does not have', () => {
    expect(Object.keys(FACT_STATEMENTS).sort()).toEqual(FACTS.map((fact) => fact.id).sort());
    for (const fact of FACTS)
      for (const locale of LOCALES) expect(FACT_STATEMENTS[fact.id][locale].length, `${fact.id} ${locale}`).toBeGreaterThan(0);
  });
});

describe('the limits and timings page', () => {
  it.each(LOCALES)('states every fact in %s, as the fact patterns read it', (locale) => {
    const file = docFile(locale, FACTS_REFERENCE_DOC);
    const found = new Set(findFactStatements(linesOf({file, locale, kind: 'markdown'}), locale).map((statement) => statement.factId));
    expect(FACTS.map((fact) => fact.id).filter((id) => !found.has(id))).toEqual([]);
  });
});

describe('every statement of a fact', () => {
  it('states the value of src/config/facts.ts, in the guide, the blog, the release notes and the API text of both locales', () => {
    expect(wrongStatements()).toEqual([]);
  });

  it('is found in a planted page, which fails naming its file, line and fact', () => {
    const root = scratchFolder('facts');
    const plant = (file: string, text: string) => writeTreeFile(root, file, text);
    plant('docs/wrong.md', '---\ntitle: 錯誤\n---\n\n即時報價的有效時間為三十五分鐘。\n報價有效 45 分鐘，逾時請重新報價。\n');
    plant(
      'i18n/en/docusaurus-plugin-content-blog/wrong.md',
      '---\ntitle: Wrong\n---\n\nThe quote is valid for forty minutes.\nPayouts executed before 16:00 Taiwan time leave the same day.\n',
    );
    plant(
      'api/openapi/next/paths/wrong.yaml',
      'get:\n  description: >-\n    Test payouts succeed after about 1 minute, except amounts whose cents\n    are .31, which fail.\n',
    );
    const inRoot = (file: string) => path.join(root, file);
    expect(wrongStatements(root)).toEqual([
      `${inRoot('docs/wrong.md')}:5: payout.quoteValidity is 30, but this says 35 ("報價的有效時間為三十五分鐘")`,
      `${inRoot('docs/wrong.md')}:6: payout.quoteValidity is 30, but this says 45 ("報價有效 45 分鐘")`,
      `${inRoot('i18n/en/docusaurus-plugin-content-blog/wrong.md')}:6: payout.cutOff is 15:00, but this says 16:00 ("before 16:00 Taiwan time leave the same day")`,
      `${inRoot('i18n/en/docusaurus-plugin-content-blog/wrong.md')}:5: payout.quoteValidity is 30, but this says 40 ("quote is valid for forty minutes")`,
      `${inRoot('api/openapi/next/paths/wrong.yaml')}:3: test.payoutFailsCents is .13, but this says .31 (".31, which fail")`,
    ]);
  });

  it('reads numbers written in words in both locales', () => {
    expect(parseChineseNumber('三十')).toBe(30);
    expect(parseChineseNumber('一百八十')).toBe(180);
    expect(parseChineseNumber('十四')).toBe(14);
    const statements = findFactStatements(
      [
        {
          file: 'x.md',
          line: 1,
          text: 'The quote is valid for thirty minutes.',
        },
      ],
      'en',
    );
    expect(statements.map((statement) => [statement.factId, statement.stated])).toEqual([['payout.quoteValidity', 30]]);
  });

  it('does not read a figure beyond the next one as the value of a fact', () => {
    const line = {
      file: 'x.md',
      line: 1,
      text: 'Local transfer usually takes 1 business day and SWIFT wire 1 to 3 business days.',
    };
    const statements = findFactStatements([line], 'en');
    expect(statements.filter(isWrong)).toEqual([]);
    expect(statements.map((statement) => statement.factId).sort()).toEqual(['payout.localTransferTime', 'payout.swiftWireTime']);
  });

  it('reads a JPY amount, which has no cents, by its last two digits', () => {
    const stated = (text: string, locale: 'en' | 'zh-TW') =>
      findFactStatements([{file: 'x.md', line: 1, text}], locale).map((statement) => [statement.factId, statement.stated]);
    expect(stated('A payout of JPY 250,013 fails, and one of JPY 250,021 is returned.', 'en')).toEqual([
      ['test.payoutFailsCents', '.13'],
      ['test.payoutReturnedCents', '.21'],
    ]);
    expect(stated('JPY 250031 的撥款會失敗。', 'zh-TW')).toEqual([['test.payoutFailsCents', '.31']]);
    expect(stated('A payout of JPY 1,250.13 fails.', 'en')).toEqual([['test.payoutFailsCents', '.13']]);
  });
});
