import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FACTS, FACTS_REFERENCE_DOC, factById} from '../../src/config/facts';
import {contentFiles, linesOf, type ContentLocale} from '../support/contentSources';
import {FACT_STATEMENTS, describeWrongStatement, findFactStatements, isWrong, parseChineseNumber} from '../support/factStatements';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const DOCS = {'zh-TW': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;
const LOCALES = ['zh-TW', 'en'] as const satisfies readonly ContentLocale[];

const docFile = (locale: ContentLocale, id: string) => path.join(DOCS[locale], `${id}.md`);
const headingIds = (source: string) => new Set([...source.matchAll(/\{#([\w-]+)\}/g)].map((match) => match[1]));

/**
 * Ends a Markdown line that states a value as it was on a past date (a release note's "the cut-off moves from
 * 15:00 to 16:00", a post of last year): the value is history, not a restatement of the fact (README, "How to
 * contribute content").
 */
const HISTORY_MARK = '{/* fact: history */}';

/** What a one-line page states, as `[fact id, value]` pairs. */
const stated = (text: string, locale: 'en' | 'zh-TW') =>
  findFactStatements([{file: 'x.md', line: 1, text}], locale).map((statement) => [statement.factId, statement.stated]);

/** Every wrong statement in the content files under a root, described as the test reports it. */
function wrongStatements(root = '.'): string[] {
  return contentFiles(root).flatMap((content) => {
    const history = new Set(
      readFileSync(content.file, 'utf8')
        .split('\n')
        .flatMap((text, index) => (text.includes(HISTORY_MARK) ? [index + 1] : [])),
    );
    return findFactStatements(linesOf(content), content.locale)
      .filter((statement) => isWrong(statement) && !history.has(statement.line))
      .map(describeWrongStatement);
  });
}

/** A number under 100 in Chinese numerals, as a page would write it ("三十五"). */
function chineseNumber(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 99) throw new Error(`chineseNumber: ${value} is not a whole number from 1 to 99`);
  const digits = '零一二三四五六七八九';
  const [tens, units] = [Math.floor(value / 10), value % 10];
  if (value < 10) return digits[value]!;
  return `${tens > 1 ? digits[tens] : ''}十${units > 0 ? digits[units] : ''}`;
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
    // The planted values are derived from the facts, so that no value the product may take makes a plant right.
    const quote = factById('payout.quoteValidity').value as number;
    // A wrong value near the real one, kept under 100 (the Chinese plant writes it in words).
    const wrongQuote = (offset: number) => (quote + offset < 100 ? quote + offset : quote - offset);
    const cutOffHour = Number((factById('payout.cutOff').value as string).slice(0, 2));
    const laterCutOff = `${String((cutOffHour + 1) % 24).padStart(2, '0')}:00`;
    const failsCents = Number((factById('test.payoutFailsCents').value as string).slice(1));
    const otherCents = `.${String((failsCents + 18) % 100 || 18).padStart(2, '0')}`;
    const root = scratchFolder('facts');
    const plant = (file: string, text: string) => writeTreeFile(root, file, text);
    plant(
      'docs/wrong.md',
      `---\ntitle: 錯誤\n---\n\n即時報價的有效時間為${chineseNumber(wrongQuote(5))}分鐘。\n報價有效 ${wrongQuote(15)} 分鐘，逾時請重新報價。\n`,
    );
    plant(
      'i18n/en/docusaurus-plugin-content-blog/wrong.md',
      `---\ntitle: Wrong\n---\n\nThe quote is valid for ${wrongQuote(10)} minutes.\nPayouts executed before ${laterCutOff} Taiwan time leave the same day.\n`,
    );
    plant(
      'api/openapi/next/paths/wrong.yaml',
      `get:\n  description: >-\n    Test payouts succeed after about 1 minute, except amounts whose cents\n    are ${otherCents}, which fail.\n`,
    );
    const inRoot = (file: string) => path.join(root, file);
    const cutOff = factById('payout.cutOff').value;
    const failing = factById('test.payoutFailsCents').value;
    expect(wrongStatements(root)).toEqual([
      `${inRoot('docs/wrong.md')}:5: payout.quoteValidity is ${quote}, but this says ${wrongQuote(5)} ("報價的有效時間為${chineseNumber(wrongQuote(5))}分鐘")`,
      `${inRoot('docs/wrong.md')}:6: payout.quoteValidity is ${quote}, but this says ${wrongQuote(15)} ("報價有效 ${wrongQuote(15)} 分鐘")`,
      `${inRoot('i18n/en/docusaurus-plugin-content-blog/wrong.md')}:6: payout.cutOff is ${cutOff}, but this says ${laterCutOff} ("before ${laterCutOff} Taiwan time leave the same day")`,
      `${inRoot('i18n/en/docusaurus-plugin-content-blog/wrong.md')}:5: payout.quoteValidity is ${quote}, but this says ${wrongQuote(10)} ("quote is valid for ${wrongQuote(10)} minutes")`,
      `${inRoot('api/openapi/next/paths/wrong.yaml')}:3: test.payoutFailsCents is ${failing}, but this says ${otherCents} ("${otherCents}, which fail")`,
    ]);
  });

  it('leaves a line marked as history alone, and reads the same line unmarked', () => {
    const root = scratchFolder('facts-history');
    const cutOff = factById('payout.cutOff').value as string;
    const earlier = `${String(Number(cutOff.slice(0, 2)) - 1).padStart(2, '0')}:00`;
    const line = `Until v3.0.0, payouts executed before ${earlier} left the same day.`;
    writeTreeFile(
      root,
      'i18n/en/docusaurus-plugin-content-blog-release-note/2025-01-01-v1-0-0.md',
      `---\ntitle: v1\n---\n\n${line} ${HISTORY_MARK}\n${line}\n`,
    );
    expect(wrongStatements(root)).toEqual([
      `${path.join(root, 'i18n/en/docusaurus-plugin-content-blog-release-note/2025-01-01-v1-0-0.md')}:6: payout.cutOff is ${cutOff}, but this says ${earlier} ("before ${earlier} left the same day")`,
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

  it('reads a time of day with a.m. or p.m., and a fee stated as a sentence', () => {
    expect(stated('The cut-off is 4 p.m. Taiwan time.', 'en')).toEqual([['payout.cutOff', '16:00']]);
    expect(stated('Payouts executed before 3:00 p.m. leave the same day.', 'en')).toEqual([['payout.cutOff', '15:00']]);
    expect(stated('The payout order waits for the next cut-off (16:00 Taiwan time, UTC+8).', 'en')).toEqual([['payout.cutOff', '16:00']]);
    expect(stated('財務在台灣時間 16:00 前於撥款畫面執行撥款確認單。', 'zh-TW')).toEqual([['payout.cutOff', '16:00']]);
    expect(stated('在銀行營業日台灣時間（UTC+8）16:00 之前**執行的撥款，會在當天送交合作銀行。', 'zh-TW')).toEqual([
      ['payout.cutOff', '16:00'],
    ]);
    expect(stated('只要在銀行營業日台灣時間 16:00 前執行，撥款都會在當天送出。', 'zh-TW')).toEqual([['payout.cutOff', '16:00']]);
    expect(stated('It would have paid by SWIFT wire instead: a fee of TWD 500.', 'en')).toEqual([['fees.swiftWire', 500]]);
    expect(stated('就會改用 SWIFT 電匯：手續費 TWD 500，需要', 'zh-TW')).toEqual([['fees.swiftWire', 500]]);
    expect(stated('The SWIFT wire fee is TWD 500.', 'en')).toEqual([['fees.swiftWire', 500]]);
    expect(stated('SWIFT 電匯每筆收取 TWD 500。', 'zh-TW')).toEqual([['fees.swiftWire', 500]]);
    expect(stated('當地轉帳手續費為 TWD 20。', 'zh-TW')).toEqual([['fees.localTransfer', 20]]);
  });

  it("reads a fee in a table row from the row's first amount, after cells of other figures", () => {
    // The row is the page's second line: a page's lines are searched as one text.
    const fees = (text: string, locale: 'en' | 'zh-TW') =>
      findFactStatements(
        [
          {file: 'x.md', line: 1, text: 'Fees:'},
          {file: 'x.md', line: 2, text},
        ],
        locale,
      )
        .filter((statement) => statement.factId.startsWith('fees.'))
        .map((statement) => [statement.factId, statement.stated]);
    expect(fees('| SWIFT wire | Any supported currency | 1-3 business days | TWD 500 |', 'en')).toEqual([['fees.swiftWire', 500]]);
    expect(fees('| SWIFT wire payouts | 4 | TWD 500 | TWD 2,000 |', 'en')).toEqual([['fees.swiftWire', 500]]);
    expect(fees('| Local transfer | EUR, via SEPA | 1 business day | TWD 35 |', 'en')).toEqual([['fees.localTransfer', 35]]);
    expect(fees('| SWIFT 電匯 | 所有支援的幣別 | 1 至 3 個營業日 | 每筆撥款 TWD 500 |', 'zh-TW')).toEqual([['fees.swiftWire', 500]]);
    expect(fees('| 當地轉帳 | JPY，透過 Zengin（日本） | 1 個營業日 | TWD 35 |', 'zh-TW')).toEqual([['fees.localTransfer', 35]]);
    expect(fees('2. The payout goes by SWIFT wire with a fee of TWD 500.', 'en')).toEqual([['fees.swiftWire', 500]]);
  });

  it('reads a JPY amount, which has no cents, by its last two digits', () => {
    expect(stated('A payout of JPY 250,013 fails, and one of JPY 250,021 is returned.', 'en')).toEqual([
      ['test.payoutFailsCents', '.13'],
      ['test.payoutReturnedCents', '.21'],
    ]);
    expect(stated('JPY 250031 的撥款會失敗。', 'zh-TW')).toEqual([['test.payoutFailsCents', '.31']]);
    expect(stated('A payout of JPY 1,250.13 fails.', 'en')).toEqual([['test.payoutFailsCents', '.13']]);
  });
});
