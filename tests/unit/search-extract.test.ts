import {readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FileStore} from '../../plugins/shared/buildCache';
import {extractCached, htmlOmitsOptionalTags} from '../../plugins/search-index/index';
import {explicitTags, parseHtml} from '../../plugins/search-index/html';
import {extractPage, type ExtractedPage} from '../../plugins/search-index/extract';
import {toDocSearchRecords} from '../../plugins/search-index/records';
import {scratchFolder} from '../support/scratch';

const labels = {guide: '使用指南', api: 'API 參考', blog: '部落格', releaseNote: 'Release Note'};

/** A guide page as the production build writes it: minified, optional end tags left out. */
function guidePage(
  body: string,
  {htmlClass = 'plugin-docs plugin-id-default docs-version-current docs-doc-page', tag = 'docs-default-current', robots = ''} = {},
): string {
  return (
    `<!doctype html><html lang=zh-TW dir=ltr class="docs-wrapper ${htmlClass}"><head><meta charset=UTF-8><title>退款 | Ferrypay Docs</title>` +
    `<meta data-rh=true name=docsearch:language content=zh-TW /><meta data-rh=true name=docsearch:docusaurus_tag content=${tag} />${robots}` +
    `<script>window.x = "<h2>not a heading</h2>";</script></head><body><div id=__docusaurus><nav class=navbar><a class=navbar__brand href=/><b>Ferrypay</b></a></nav>` +
    `<aside><nav class="menu thin-scrollbar"><ul class="theme-doc-sidebar-menu menu__list">` +
    `<li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-1 menu__list-item"><div class=menu__list-item-collapsible><a class="menu__link menu__link--sublist menu__link--active" href=/docs/page-introduction/>功能介紹</a></div>` +
    `<ul class=menu__list><li class="theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-2 menu__list-item"><div class=menu__list-item-collapsible><a class="menu__link menu__link--sublist menu__link--active" href=/docs/page-introduction/acquiring/>收單</a></div>` +
    `<ul class=menu__list><li class="theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-3 menu__list-item"><a class="menu__link menu__link--active" aria-current=page href=/docs/page-introduction/acquiring/payment-intent-refund>退款</a></ul></ul></ul></nav></aside>` +
    `<main><article><nav class=theme-doc-breadcrumbs><ul class=breadcrumbs><li class=breadcrumbs__item><a href=/>首頁</a></ul></nav>` +
    `<div class="theme-doc-markdown markdown"><header><h1>退款</h1></header>${body}</div>` +
    `<footer class=theme-doc-footer><a href=https://github.com/x/edit>編輯此頁</a></footer></article></main></div></body></html>`
  );
}

const hash = (id: string, text: string) =>
  `<h2 class="anchor anchorWithStickyNavbar_x" id=${id}>${text}<a href=#${id} class=hash-link aria-label=直接連結 title=直接連結 translate=no>\u200b</a></h2>`;

describe('making minified HTML explicit', () => {
  it('quotes an unquoted value that ends in a slash instead of reading it as self-closing', () => {
    expect(explicitTags('<a href=/docs/>文件</a>')).toBe('<a href="/docs/">文件</a>');
    expect(explicitTags('<meta content=zh-TW />')).toBe('<meta content="zh-TW" />');
  });

  it('closes table cells, rows and sections whose end tags were left out', () => {
    const html = '<table><thead><tr><th>欄位<th>必填<tbody><tr><td>金額<td>是<tr><td>幣別<td>否</table><p>之後';
    const table = parseHtml(html).querySelector('table')!;
    expect(table.querySelectorAll('tbody > tr').map((row) => row.querySelectorAll('td').map((cell) => cell.text))).toEqual([
      ['金額', '是'],
      ['幣別', '否'],
    ]);
    expect(parseHtml(html).querySelector('p')!.parentNode.rawTagName).not.toBe('td');
  });

  it('closes paragraphs and list items the standard way', () => {
    const root = parseHtml('<div><p>一<p>二<ul><li>甲<li>乙</ul></div>');
    expect(root.querySelectorAll('div > p').map((p) => p.text)).toEqual(['一', '二']);
    expect(root.querySelectorAll('li').map((li) => li.text)).toEqual(['甲', '乙']);
  });

  it('leaves script contents alone', () => {
    expect(explicitTags('<script>if (a<b) x="<p>"</script><p>t')).toBe('<script>if (a<b) x="<p>"</script><p>t</p>');
  });
});

describe('HTML as React writes it', () => {
  it('is rewritten only when the swc HTML minifier runs', () => {
    expect(htmlOmitsOptionalTags(true, {})).toBe(true);
    expect(htmlOmitsOptionalTags(true, {SKIP_HTML_MINIFICATION: 'true'})).toBe(false);
    // Docusaurus's other minifier, Terser, keeps end tags and quotes with the options Docusaurus passes.
    expect(htmlOmitsOptionalTags(false, {})).toBe(false);
  });

  it('gives the same page parsed as it is', () => {
    const minified = guidePage(`<p>部分或全部退款給顧客。<table><tr><th>欄位<th>必填<tr><td>金額<td>是</table><p>之後`);
    const explicit = explicitTags(minified);
    const options = {path: 'docs/page-introduction/acquiring/payment-intent-refund', labels};
    const page = extractPage(minified, options);
    expect(page?.records.length).toBeGreaterThan(1);
    expect(extractPage(explicit, {...options, optionalTagsOmitted: false})).toEqual(page);
    // Minified HTML parsed as it is nests the page wrongly: the flag is what keeps it right.
    expect(extractPage(minified, {...options, optionalTagsOmitted: false})).not.toEqual(page);
  });
});

describe('extracting a page', () => {
  const body =
    `<p>部分或全部<strong>退款</strong>給顧客。<p>參見<a href=/docs/glossary/>名詞解釋</a>。` +
    hash('full-refund', '全額退款') +
    `<ol><li>開啟付款意圖。<li>選擇「退款」。<ul><li>巢狀項目</ul></ol>` +
    `<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading_JVJT><span><svg><path d="M0"/></svg></span>提示</div><div class=admonitionContent_x><p>退款不退手續費。</div></div>` +
    `<table><thead><tr><th>欄位<th>說明<tbody><tr><td><code>amount</code><td>退款金額</table>` +
    `<h3 class=anchor id=partial>部分退款<a href=#partial class=hash-link>\u200b</a></h3><p>最多 10 次。` +
    `<div class=theme-code-block><pre><code>curl https://api.example/refunds</code></pre></div>` +
    hash('statuses', '退款狀態 &amp; 說明') +
    `<p>A &lt;tag&gt; in text.`;

  it('reads the section, title, facets and records in order, with their parents', () => {
    const page = extractPage(guidePage(body), {path: 'docs/page-introduction/acquiring/payment-intent-refund', labels})!;
    expect(page).toMatchObject({
      kind: 'guide',
      section: '功能介紹',
      title: '退款',
      language: 'zh-TW',
      docusaurusTag: 'docs-default-current',
    });
    expect(page.records).toEqual([
      {level: 0, anchor: null, text: '部分或全部退款給顧客。', parent: -1},
      {level: 0, anchor: null, text: '參見名詞解釋。', parent: -1},
      {level: 2, anchor: 'full-refund', text: '全額退款', parent: -1},
      {level: 0, anchor: null, text: '開啟付款意圖。', parent: 2},
      {level: 0, anchor: null, text: '選擇「退款」。', parent: 2},
      {level: 0, anchor: null, text: '巢狀項目', parent: 2},
      {level: 0, anchor: null, text: '退款不退手續費。', parent: 2},
      {level: 0, anchor: null, text: 'amount 退款金額', parent: 2},
      {level: 3, anchor: 'partial', text: '部分退款', parent: 2},
      {level: 0, anchor: null, text: '最多 10 次。', parent: 8},
      {level: 2, anchor: 'statuses', text: '退款狀態 & 說明', parent: -1},
      {level: 0, anchor: null, text: 'A <tag> in text.', parent: 10},
    ]);
  });

  it('files a table row that links to a section of the page under that section, wherever the table is', () => {
    const catalogue =
      `<p>每一個錯誤碼：<table><thead><tr><th>錯誤碼<th>意義<tbody>` +
      `<tr><td><a href=#rate_limit_exceeded><code>rate_limit_exceeded</code></a><td>超過速率限制` +
      `<tr><td><a href=#no-such-section><code>gone</code></a><td>不存在的段落` +
      `<tr><td><a href=/docs/faq#x>常見問題</a><td>另一頁</table>` +
      hash('status-429', '<code>429</code> 請求過多') +
      `<h3 class=anchor id=rate_limit_exceeded><code>rate_limit_exceeded</code></h3><p>這把金鑰的請求過多。` +
      `<table><tbody><tr><td><a href=#status-429>429</a><td>回到狀態碼</table>`;
    expect(extractPage(guidePage(catalogue), {path: 'api/error-codes', labels})!.records).toEqual([
      {level: 0, anchor: null, text: '每一個錯誤碼：', parent: -1},
      {level: 0, anchor: null, text: 'gone 不存在的段落', parent: -1},
      {level: 0, anchor: null, text: '常見問題 另一頁', parent: -1},
      {level: 2, anchor: 'status-429', text: '429 請求過多', parent: -1},
      {level: 3, anchor: 'rate_limit_exceeded', text: 'rate_limit_exceeded', parent: 3},
      {level: 0, anchor: null, text: 'rate_limit_exceeded 超過速率限制', parent: 4},
      {level: 0, anchor: null, text: '這把金鑰的請求過多。', parent: 4},
      // A row below the section it links to is filed under it too, not under the section it sits in.
      {level: 0, anchor: null, text: '429 回到狀態碼', parent: 3},
    ]);
  });

  it('uses the configured label outside a sidebar category and for other sections', () => {
    const apiPage = guidePage('<p>Creates an order.', {
      htmlClass: 'plugin-docs plugin-id-api docs-doc-page',
      tag: 'docs-api-2026-06-01',
    }).replace(/<aside>[\s\S]*<\/aside>/, '');
    expect(extractPage(apiPage, {path: 'api/create-an-order', labels})).toMatchObject({
      kind: 'api',
      section: 'API 參考',
      docusaurusTag: 'docs-api-2026-06-01',
    });
    const blogPost = guidePage('<p>Post.', {htmlClass: 'plugin-blog plugin-id-release-note blog-post-page', tag: 'default'});
    expect(extractPage(blogPost, {path: 'release-note/v3-4-0', labels})).toMatchObject({kind: 'releaseNote', section: 'Release Note'});
  });

  it('skips pages that are not content and pages marked noindex', () => {
    const list = guidePage('<p>x', {htmlClass: 'plugin-blog plugin-id-default blog-list-page'});
    expect(extractPage(list, {path: 'blog', labels})).toBeNull();
    const unlisted = guidePage('<p>x', {robots: '<meta data-rh=true name=robots content="noindex, nofollow">'});
    expect(extractPage(unlisted, {path: 'docs/beta', labels})).toBeNull();
  });

  it('keeps the unreleased API version, noindex for search engines only: its version filter and its pages find it', () => {
    const robots = '<meta data-rh=true name=robots content="noindex, nofollow">';
    const nextPage = guidePage('<p>Creates an order.', {
      htmlClass: 'plugin-docs plugin-id-api docs-doc-page',
      tag: 'docs-api-current',
      robots,
    });
    expect(extractPage(nextPage, {path: 'api/next/create-an-order', labels})).toMatchObject({
      kind: 'api',
      docusaurusTag: 'docs-api-current',
    });
    expect(extractPage(nextPage, {path: 'api/create-an-order', labels})).toBeNull();
  });
});

describe('records', () => {
  const page: ExtractedPage = {
    path: 'docs/refund',
    kind: 'guide',
    section: '功能介紹',
    title: '退款 <b>',
    language: 'zh-TW',
    docusaurusTag: 'docs-default-current',
    records: [
      {level: 0, anchor: null, text: '開頭', parent: -1},
      {level: 2, anchor: 'full', text: '全額', parent: -1},
      {level: 0, anchor: null, text: '段落一', parent: 1},
      {level: 0, anchor: null, text: '段落二', parent: 1},
      {level: 3, anchor: 'sub', text: '子節', parent: 1},
      {level: 0, anchor: null, text: '子段落 "x"', parent: 4},
      {level: 2, anchor: 'next', text: '下一節', parent: -1},
    ],
  };
  const records = toDocSearchRecords([page], 'https://docs.example/ferrypay-docs/');

  it('follow the DocSearch schema with absolute URLs and parents at level 1', () => {
    expect(
      records.map((r) => [r.type, r.url.replace('https://docs.example/ferrypay-docs/', ''), r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
    ).toEqual([
      ['lvl1', 'docs/refund', null, null, null],
      ['content', 'docs/refund', null, null, '開頭'],
      ['lvl2', 'docs/refund#full', '全額', null, null],
      ['content', 'docs/refund#full', '全額', null, '段落一'],
      ['content', 'docs/refund#full', '全額', null, '段落二'],
      ['lvl3', 'docs/refund#sub', '全額', '子節', null],
      ['content', 'docs/refund#sub', '全額', '子節', '子段落 &quot;x&quot;'],
      ['lvl2', 'docs/refund#next', '下一節', null, null],
    ]);
    for (const record of records) {
      expect(record.hierarchy.lvl1).toBe('退款 &lt;b&gt;');
      expect(record.url_without_anchor).toBe('https://docs.example/ferrypay-docs/docs/refund');
      expect(record).toMatchObject({language: 'zh-TW', docusaurus_tag: 'docs-default-current'});
    }
    expect(records.map((r) => r.weight.level)).toEqual([100, 0, 90, 0, 0, 80, 0, 90]);
  });

  it('have unique object ids that do not change between builds', () => {
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
    expect(toDocSearchRecords([page], 'https://docs.example/ferrypay-docs/').map((r) => r.objectID)).toEqual(
      records.map((r) => r.objectID),
    );
  });
});

describe('the build cache of extracted pages', () => {
  const built = (runtime: string, body: string) =>
    guidePage(body).replace('</body>', `<script src=/ferrypay-docs/assets/js/runtime~main.${runtime}.js defer></script></body>`);
  const options = {path: 'docs/page-introduction/acquiring/payment-intent-refund', labels};
  const texts = (page: ExtractedPage | null) => page?.records.map((record) => record.text);

  it('serves a page whose scripts were renamed from the cache, and reads a page whose text or extractor changed', async () => {
    const store = new FileStore(scratchFolder('search-cache'));
    const first = await extractCached(store, 'extractor-1', built('8e154240', '<p>退款會退回原付款方式。</p>'), options);
    expect(texts(first)).toEqual(['退款會退回原付款方式。']);
    // Mark the entry: getting the mark back shows the page was not parsed again.
    const [entry] = readdirSync(store.dir);
    const file = path.join(store.dir, entry!);
    writeFileSync(file, readFileSync(file, 'utf8').replace('退款會退回原付款方式。', '(cached)'));

    expect(texts(await extractCached(store, 'extractor-1', built('a89b8c8b', '<p>退款會退回原付款方式。</p>'), options))).toEqual([
      '(cached)',
    ]);
    expect(texts(await extractCached(store, 'extractor-1', built('a89b8c8b', '<p>部分退款可分次進行。</p>'), options))).toEqual([
      '部分退款可分次進行。',
    ]);
    expect(texts(await extractCached(store, 'extractor-2', built('8e154240', '<p>退款會退回原付款方式。</p>'), options))).toEqual([
      '退款會退回原付款方式。',
    ]);
    expect(readdirSync(store.dir)).toHaveLength(3);
  });
});
