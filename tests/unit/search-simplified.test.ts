import {describe, expect, it} from 'vitest';
import {foldSimplified, folderOf} from '../../src/search/engine/simplified';
import {simplifiedTable} from '../../plugins/search-index/simplified';

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
});
