import {describe, expect, it} from 'vitest';
import {isCjkTerm, terms, tokenize} from '../../src/search/engine/tokenize';
import {fromIndexTerm, toIndexTerm} from '../../src/search/engine/searchEngine';
import {satisfies, typedForms, typedLetter} from '../../src/search/engine/match';

describe('tokenisation', () => {
  it('splits Latin text into lower-cased words of letters and digits', () => {
    expect(terms('Create a Payment_Intent (v2, 2FA)')).toEqual(['create', 'a', 'payment', 'intent', 'v2', '2fa']);
  });

  it('gives an English word one term for its singular and plural, as hosted Algolia ignores plurals', () => {
    expect(terms('API keys, webhooks, statuses, matches, boxes, addresses')).toEqual([
      'api',
      'key',
      'webhook',
      'status',
      'match',
      'box',
      'address',
    ]);
    // -y and -ies share a stem, so that every keystroke of `entities` is a prefix of it or one typo from it.
    expect(terms('entity entities currency currencies')).toEqual(['entiti', 'entiti', 'currenci', 'currenci']);
    // Left alone: three letters or fewer, -ss, -us, -is and words with digits; after a vowel, -y stays.
    expect(terms('ids has process status analysis key days utf8s')).toEqual([
      'ids',
      'has',
      'process',
      'status',
      'analysis',
      'key',
      'day',
      'utf8s',
    ]);
    // With offsets, a token still spans the word as written.
    const [, keys] = tokenize('API Keys');
    expect(keys).toMatchObject({term: 'key', start: 4, end: 8});
  });

  it('turns runs of CJK characters into overlapping bigrams', () => {
    expect(terms('供應商')).toEqual(['供應', '應商']);
    expect(terms('退款')).toEqual(['退款']);
  });

  it('keeps a lone CJK character as a unigram', () => {
    expect(terms('第 1 筆')).toEqual(['第', '1', '筆']);
  });

  it('separates CJK from Latin without spaces between them', () => {
    expect(terms('API金鑰與Webhook簽章')).toEqual(['api', '金鑰', '鑰與', 'webhook', '簽章']);
  });

  it('folds full-width forms to ASCII', () => {
    expect(terms('ＡＰＩ　１２３')).toEqual(['api', '123']);
  });

  it('gives the same terms with offsets as without', () => {
    const samples = [
      '撥款確認單（payout confirmation order）會在 2 個營業日內建立。',
      'Webhook 事件：payout.failed，附上原因。',
      'Ｆｅｒｒｙｐａｙ 的 KYC 身分驗證',
      '𠀋 rare Han and café',
    ];
    for (const text of samples) expect(tokenize(text).map((t) => t.term)).toEqual(terms(text));
  });

  it('reports offsets into the original text', () => {
    const text = '申請撥款 request payout';
    const [first, , , request] = tokenize(text);
    expect(text.slice(first!.start, first!.end)).toBe('申請');
    expect(text.slice(request!.start, request!.end)).toBe('request');
  });

  it('tells CJK terms apart', () => {
    expect(isCjkTerm('退款')).toBe(true);
    expect(isCjkTerm('refund')).toBe(false);
  });
});

describe('index terms', () => {
  it('spell CJK terms so that a character is a prefix of its bigrams', () => {
    expect(toIndexTerm('退款').startsWith(toIndexTerm('退'))).toBe(true);
    expect(fromIndexTerm(toIndexTerm('應商'))).toBe('應商');
    expect(fromIndexTerm(toIndexTerm('𠀋𠀋'))).toBe('𠀋𠀋');
    expect(toIndexTerm('payout')).toBe('payout');
  });
});

describe('matching rules', () => {
  it('match Latin words by prefix and with one typo from four letters on', () => {
    expect(satisfies('pay', 'payout')).toBe(true);
    expect(satisfies('payot', 'payout')).toBe(true);
    expect(satisfies('payouts', 'payout')).toBe(true);
    expect(satisfies('pyout', 'payout')).toBe(true);
    expect(satisfies('pai', 'pay')).toBe(false);
    expect(satisfies('payuot', 'payout')).toBe(false);
  });

  it('match a word typed in another form by its term, or by the words that begin with it as typed', () => {
    const typing = {typedAs: typedForms(['keys', 'status', 'addres'])};
    expect(typing.typedAs).toEqual(
      new Map([
        ['key', ['keys']],
        ['addre', ['addres']],
      ]),
    );
    expect(satisfies('key', 'key', typing)).toBe(true);
    expect(satisfies('key', 'keystore', typing)).toBe(true);
    expect(satisfies('key', 'keyboard', typing)).toBe(false);
    // Typed as it is, a term is a prefix (the reader may go on typing).
    expect(satisfies('key', 'keyboard')).toBe(true);
    // On the way to `address`: its term `addre` alone is no prefix of it.
    expect(satisfies('addre', 'address', typing)).toBe(true);
    // A word typed both ways is a prefix as its term.
    expect(typedForms(['keys', 'key'])).toEqual(new Map());
  });

  it("match a single letter as a prefix only as the query's last term, as the reader types it", () => {
    expect(typedLetter(terms('refund a'))).toBe('a');
    expect(typedLetter(terms('a refund'))).toBeUndefined();
    expect(typedLetter(terms('退'))).toBeUndefined();
    expect(satisfies('a', 'api', {letter: 'a'})).toBe(true);
    expect(satisfies('a', 'api')).toBe(false);
    expect(satisfies('a', 'a')).toBe(true);
  });

  it('match CJK bigrams exactly and a lone character as a prefix', () => {
    expect(satisfies('退款', '退款')).toBe(true);
    expect(satisfies('退款', '退貨')).toBe(false);
    expect(satisfies('退', '退款')).toBe(true);
  });
});
