import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {foldSimplified, folderOf} from '../../src/search/engine/simplified';
import {simplifiedTable} from '../../plugins/search-index/simplified';
import {contentFiles} from '../support/contentSources';

const PAGES = [
  '對帳單由企業寄給供應商確認。',
  '在搜尋框輸入關鍵字。',
  '帳號與密碼',
  '撥款確認單的設定',
  '發票資訊',
  '與系統的關係',
  '請保存收據',
];

describe('Simplified Chinese folding', () => {
  const table = simplifiedTable(PAGES);

  it('folds a Simplified query to the words the pages use', () => {
    expect(foldSimplified('对账', table)).toBe('對帳');
    expect(foldSimplified('账号', table)).toBe('帳號');
    expect(foldSimplified('搜索', table)).toBe('搜尋');
    expect(foldSimplified('拨款确认单', table)).toBe('撥款確認單');
    expect(foldSimplified('发票', table)).toBe('發票');
  });

  it('leaves Traditional Chinese, English and characters the pages never use as typed', () => {
    expect(foldSimplified('對帳單', table)).toBe('對帳單');
    expect(foldSimplified('payout 对账 API', table)).toBe('payout 對帳 API');
    expect(foldSimplified('龙', table)).toBe('龙');
  });

  it('never folds what the pages themselves say: a character or phrase that is Traditional too', () => {
    // 系 is the Simplified form of 係, but 系統 is Traditional; 保存 is Taiwan's 儲存 only where no page says 保存.
    expect(foldSimplified('系統', table)).toBe('系統');
    expect(foldSimplified('关系', table)).toBe('關係');
    expect(foldSimplified('保存', table)).toBe('保存');
  });

  it('keeps only what the pages’ vocabulary needs', () => {
    expect([...table.chars].length / 2).toBeLessThan(40);
    expect(table.phrases).toContainEqual(['搜索', '搜尋']);
  });

  it('is empty for an index without Chinese, and then folds nothing', () => {
    const english = simplifiedTable(['Payout confirmation order', 'Reconciliation']);
    expect(english).toEqual({chars: '', phrases: []});
    expect(folderOf(english)).toBeUndefined();
  });

  it('folds what vendors type to the words of the zh-TW pages themselves', () => {
    // A page that writes a Simplified character (a Japanese 番号's 号) makes the index take it for Traditional, and
    // 账号 then finds nothing: each pair below is checked on the pages as they are.
    const files = contentFiles()
      .filter(({locale, kind}) => locale === 'zh-TW' && kind === 'markdown')
      .map(({file}) => file);
    const lines = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((text, index) => ({file, line: index + 1, text})),
    );
    const pagesTable = simplifiedTable(lines.map(({text}) => text));
    const typed = {
      账号: '帳號',
      对账: '對帳',
      搜索: '搜尋',
      拨款: '撥款',
      供应商: '供應商',
      汇款: '匯款',
      银行账户: '銀行帳戶',
      发票: '發票',
    };
    for (const [simplified, traditional] of Object.entries(typed)) {
      const foldedAs = foldSimplified(simplified, pagesTable);
      // Where a character of the query is on a page as it is, that page is why it is not folded.
      const written = [...simplified].flatMap((char) =>
        lines.filter(({text}) => text.includes(char)).map(({file, line}) => `${char} at ${file}:${line}`),
      );
      expect(
        foldedAs,
        `${simplified} should fold to ${traditional}; write the Taiwan form of: ${written.slice(0, 5).join(', ') || 'nothing found'}`,
      ).toBe(traditional);
    }
  });
});
