import {describe, expect, it} from 'vitest';
import type {ExtractedPage} from '../../plugins/search-index/extract';
import {toLocalIndex} from '../../plugins/search-index/records';
import {SEARCH_SYNONYMS} from '../../src/config/search';
import {answer} from '../../src/search/engine/algoliaAnswer';
import {decodeLocalIndex} from '../../src/search/engine/indexFile';
import {createSearchEngine} from '../../src/search/engine/searchEngine';
import {queryFolder, replaceSynonyms, type SearchSynonym} from '../../src/search/engine/synonyms';

const page = (language: string, path: string, title: string, text: string): ExtractedPage => ({
  path,
  kind: 'guide',
  section: language === 'en' ? 'Features' : '功能介紹',
  title,
  language,
  docusaurusTag: 'docs-default-current',
  records: [{level: 0, anchor: null, text, parent: -1}],
});

describe('search synonyms: a reader word searched as the site term', () => {
  it('replaces a Chinese word wherever it stands, the longest word first', () => {
    const synonyms: SearchSynonym[] = [
      ['廠商', '供應商'],
      ['建單', '建立'],
      ['批次建單', '批次建立訂單'],
    ];
    expect(replaceSynonyms('新增廠商', synonyms)).toBe('新增供應商');
    expect(replaceSynonyms('廠商付款 廠商', synonyms)).toBe('供應商付款 供應商');
    expect(replaceSynonyms('批次建單', synonyms)).toBe('批次建立訂單');
    expect(replaceSynonyms('對帳單', synonyms)).toBe('對帳單');
  });

  it('replaces a Latin word or phrase only whole, in any case, spacing and width, as the engine splits words', () => {
    const synonyms: SearchSynonym[] = [
      ['sandbox', 'test mode'],
      ['api secret', 'secret key'],
    ];
    expect(replaceSynonyms('Sandbox API keys', synonyms)).toBe('test mode API keys');
    expect(replaceSynonyms('rotate the API  Secret', synonyms)).toBe('rotate the secret key');
    expect(replaceSynonyms('ｓａｎｄｂｏｘ', synonyms)).toBe('test mode');
    // The engine splits words at _ and at Chinese: so does the replacement.
    expect(replaceSynonyms('my_sandbox', synonyms)).toBe('my_test mode');
    expect(replaceSynonyms('sandbox測試', synonyms)).toBe('test mode測試');
    // In either number, as the engine ignores plurals; not inside a longer word.
    expect(replaceSynonyms('sandboxes', synonyms)).toBe('test mode');
    expect(replaceSynonyms('api secrets', synonyms)).toBe('secret key');
    expect(replaceSynonyms('Ｓandboxes', synonyms)).toBe('test mode');
    expect(replaceSynonyms('sandboxing', synonyms)).toBe('sandboxing');
    expect(replaceSynonyms('api secretary', synonyms)).toBe('api secretary');
  });

  it('replaces in one pass: a site term is never replaced again', () => {
    const synonyms: SearchSynonym[] = [
      ['payee', 'vendor'],
      ['vendor', 'never this'],
    ];
    expect(replaceSynonyms('payee', synonyms)).toBe('vendor');
  });

  it('folds Simplified Chinese before the synonyms: the build puts the words in the Simplified table, so 厂商 is searched as 供應商', () => {
    const file = toLocalIndex([page('zh-TW', 'docs/vendor', '供應商資訊', '邀請供應商加入 Ferrypay。')], 'zh-TW', [['廠商', '供應商']]);
    expect(queryFolder(file)?.('厂商付款')).toBe('供應商付款');
    expect(queryFolder({})).toBeUndefined();
  });

  it('finds the site term through the index file: the query 廠商 answers with the page on 供應商', () => {
    const pages = [
      page('zh-TW', 'docs/vendor', '供應商資訊', '邀請供應商加入 Ferrypay。'),
      page('zh-TW', 'docs/refund', '退款', '退款會在 5 到 10 天退回。'),
    ];
    const file = JSON.parse(JSON.stringify(toLocalIndex(pages, 'zh-TW', SEARCH_SYNONYMS['zh-TW'])));
    const index = {engine: createSearchEngine(decodeLocalIndex(file)), baseUrl: 'https://docs.example/', fold: queryFolder(file)};
    const hits = answer(index, {indexName: 'docs', query: '廠商'}).hits;
    expect(hits.map((hit) => hit.url_without_anchor)).toEqual(['https://docs.example/docs/vendor']);
    expect(hits[0]!._highlightResult.hierarchy.lvl1?.value).toBe('<mark>供應商</mark>資訊');
    // Without the synonyms, the same index finds nothing.
    const bare = {...index, fold: undefined};
    expect(answer(bare, {indexName: 'docs', query: '廠商'}).nbHits).toBe(0);
  });

  it('fails the build, naming the word and the pages, when a page holds a synonym word as a search for it would find it', () => {
    const sandbox: SearchSynonym[] = [['sandbox', 'test mode']];
    const pages = [
      page('en', 'docs/test-mode', 'Test mode', 'Test mode is a sandbox for your integration.'),
      // A query's words match as prefixes, split at _ and NFKC-folded: each of these is found by `sandbox`.
      page('en', 'docs/sandboxed', 'Isolation', 'Each team gets a sandboxed copy.'),
      page('en', 'docs/env', 'Environment', 'Set SANDBOX_URL first.'),
      page('en', 'docs/wide', 'Ｓａｎｄｂｏｘ', 'A title in full-width letters.'),
    ];
    expect(() => toLocalIndex(pages, 'en', sandbox)).toThrow(
      /search-index \(en\).*SEARCH_SYNONYMS \(src\/config\/search\.ts\)[\s\S]*"sandbox" \(searched as "test mode"\) is on docs\/test-mode, docs\/sandboxed, docs\/env, docs\/wide$/,
    );
    const chinese = [page('zh-TW', 'docs/faq', '常見問題', '請聯絡廠商。')];
    expect(() => toLocalIndex(chinese, 'zh-TW', [['廠商', '供應商']])).toThrow(/"廠商" \(searched as "供應商"\) is on docs\/faq$/);

    const clean = [page('en', 'docs/test-mode', 'Test mode', 'Test mode keeps test data apart from live data.')];
    expect(toLocalIndex(clean, 'en', sandbox).synonyms).toEqual(sandbox);
  });
});
