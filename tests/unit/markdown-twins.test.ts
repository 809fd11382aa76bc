import {describe, expect, it, vi} from 'vitest';
import {articleHtml, pageToTwin, unescapeHtml, withoutIndexPointer, type ConvertOptions} from '../../plugins/markdown-twins/convert';
import {EMPTY_SOURCE, readPageSource} from '../../plugins/markdown-twins/source';
import {twinPages, type LoadedPluginLike, type TwinPage} from '../../plugins/markdown-twins/pages';
import {llmsFullTxt, llmsTxt, openapiSitePath, type LlmsEntry} from '../../plugins/markdown-twins/llms';
import {openapiFileFor} from '../../plugins/api-reference/generate';
import {withAbsoluteSiteLinks} from '../../plugins/markdown-twins/documentLinks';
import {postmanCollection, postmanEnvironment, withStableExamples} from '../../plugins/markdown-twins/postman';
import {findSecrets} from '../support/secrets';
import {ADMONITION_LABEL_FORMAT, LLMS_LABELS, hasTwin, twinPathOf} from '../../src/config/markdownTwins';
import {API_VERSIONS, API_VERSION_HEADER, LATEST_API_VERSION} from '../../src/config/apiReference';
import {LOCALES} from '../support/site';
import {parseLink, parseLlmsTxt} from '../support/llmsTxtParser';
import {copyTwin} from '../../src/components/CopyPage/copyTwin';
import {ASSISTANTS, assistantHref} from '../../src/components/CopyPage/assistantLinks';

const SITE = 'https://docs.example';

/** A doc page as the theme renders it: chrome around the article, the title in the content's header. */
function page(content: string, title = '退款'): string {
  return (
    `<!DOCTYPE html><html lang="zh-TW"><head><title>${title}</title></head><body><nav class="navbar"><a href="/">Ferrypay</a></nav>` +
    `<main><article><nav class="theme-doc-breadcrumbs"><a href="/">首頁</a></nav>` +
    `<div class="tocCollapsible_x theme-doc-toc-mobile"><button type="button">本頁導覽</button></div>` +
    `<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${content}</div>` +
    `<footer class="theme-doc-footer"><a href="https://github.com/x/edit">編輯此頁</a></footer></article></main></body></html>`
  );
}

const options = (overrides: Partial<ConvertOptions> = {}): ConvertOptions => ({
  pageUrl: `${SITE}/docs/refund`,
  admonitionLabel: ADMONITION_LABEL_FORMAT['zh-TW'],
  link: (url) => (url.pathname === '/docs/order' ? `${SITE}/docs/order.md${url.hash}` : url.href),
  image: (src) => new URL(src, SITE).href,
  source: EMPTY_SOURCE,
  name: 'docs/refund.md',
  index: {label: LLMS_LABELS['zh-TW'].twinIndex, url: `${SITE}/llms.txt`},
  ...overrides,
});
const POINTER = `> 本站所有頁面的索引：[llms.txt](${SITE}/llms.txt)`;

const twin = (content: string, overrides: Partial<ConvertOptions> = {}, description = '退款的說明。') =>
  pageToTwin(page(content), description, options(overrides)).markdown;

const heading = (id: string, text: string, level = 2) =>
  `<h${level} class="anchor" id="${id}">${text}<a href="#${id}" class="hash-link" aria-label="直接連結" title="直接連結" translate="no">\u200b</a></h${level}>`;

describe('a page as Markdown', () => {
  it("starts with the title, a pointer to the locale's llms.txt and the description, and leaves out the theme chrome", () => {
    const markdown = twin('<p>內容。</p>');
    expect(markdown).toBe(`# 退款\n\n${POINTER}\n\n退款的說明。\n\n內容。\n`);
    const english = pageToTwin(page('<p>Text.</p>', 'Refunds'), 'About refunds.', {
      ...options(),
      index: {label: LLMS_LABELS.en.twinIndex, url: `${SITE}/en/llms.txt`},
    }).markdown;
    expect(english.split('\n')[2]).toBe(`> Index of every page on this site: [llms.txt](${SITE}/en/llms.txt)`);
  });

  it('without its pointer to llms.txt is what llms-full.txt holds: the title, the description, the content', () => {
    expect(withoutIndexPointer(twin('<p>內容。</p>'), options().index)).toBe('# 退款\n\n退款的說明。\n\n內容。\n');
    // No description, and the content starts with an admonition: the break between the two quotes goes too.
    const admonition =
      '<div class="theme-admonition admonition_x"><div class="admonitionHeading_y">提示</div><div class="admonitionContent_w"><p>先測試。</p></div></div>';
    const bare = twin(admonition, {}, '');
    expect(bare).toBe(`# 退款\n\n${POINTER}\n\n---\n\n> **提示**：先測試。\n`);
    expect(withoutIndexPointer(bare, options().index)).toBe('# 退款\n\n> **提示**：先測試。\n');
    expect(() => withoutIndexPointer('# 退款\n\n內容。\n', options().index, '/docs/refund.md')).toThrow(
      'markdown-twins: /docs/refund.md has no pointer to llms.txt after its title.',
    );
  });

  // rehype-remark reads inline code as its text, and a <wbr> has none: this holds the twins to that.
  it('writes code in a table cell as the code, without the places where it may break', () => {
    const cell = '<a href="#vendor_kyc_not_approved"><code>vendor_<wbr>kyc_<wbr>not_<wbr>approved</code></a>';
    const markdown = twin(`<table><thead><tr><th>錯誤碼</th></tr></thead><tbody><tr><td>${cell}</td></tr></tbody></table>`);
    expect(markdown).toContain(`| [\`vendor_kyc_not_approved\`](${SITE}/docs/refund#vendor_kyc_not_approved) |`);
  });

  it('writes headings without their anchor ids or hash links', () => {
    const markdown = twin(`${heading('partial-refund', '部分退款')}<p>說明。</p>${heading('limits', '限制', 3)}`);
    expect(markdown).toContain('## 部分退款\n');
    expect(markdown).toContain('### 限制\n');
    expect(markdown).not.toMatch(/\{#|\u200b|partial-refund/);
  });

  it('turns an admonition into a blockquote that starts with its label, as each locale writes it', () => {
    const admonition =
      '<div class="theme-admonition theme-admonition-warning admonition_x alert alert--warning"><div class="admonitionHeading_y">' +
      '<span class="admonitionIcon_z"><svg viewBox="0 0 16 16"><path d="M0"></path></svg></span>LABEL</div>' +
      '<div class="admonitionContent_w"><p>退款無法取消。</p><p>第二段。</p></div></div>';
    expect(twin(admonition.replace('LABEL', '警告'))).toContain('> **警告**：退款無法取消。\n>\n> 第二段。\n');
    const english = pageToTwin(page(admonition.replace('LABEL', 'Warning').replace('退款無法取消。', 'A refund cannot be undone.')), '', {
      ...options(),
      admonitionLabel: ADMONITION_LABEL_FORMAT.en,
    }).markdown;
    expect(english).toContain('> **Warning:** A refund cannot be undone.\n');
  });

  it('separates two admonitions one after the other with a break, so that no renderer joins the quotes (MD028)', () => {
    const note = (text: string) =>
      `<div class="theme-admonition admonition_x"><div class="admonitionHeading_y">注意</div><div class="admonitionContent_w"><p>${text}</p></div></div>`;
    expect(twin(`${note('一。')}${note('二。')}<p>之後。</p>`)).toContain('\n> **注意**：一。\n\n---\n\n> **注意**：二。\n\n之後。\n');
    // Inside a list item too.
    expect(twin(`<ul><li><p>步驟</p>${note('一。')}${note('二。')}</li></ul>`)).toContain(
      '  > **注意**：一。\n\n  ---\n\n  > **注意**：二。\n',
    );
  });

  it("labels a code block with its title, in bold with the locale's colon, not as a bold line that reads as a heading (MD036)", () => {
    const block =
      '<div class="language-json codeBlockContainer_a theme-code-block"><div class="codeBlockTitle_t">TITLE</div><div class="codeBlockContent_b"><pre class="prism-code language-json"><code>{}</code></pre></div></div>';
    expect(twin(block.replace('TITLE', '範例'))).toContain('\n**範例**：\n\n```json\n{}\n```\n');
    const english = pageToTwin(page(block.replace('TITLE', 'Example')), '', {
      ...options(),
      admonitionLabel: ADMONITION_LABEL_FORMAT.en,
    }).markdown;
    expect(english).toContain('\n**Example:**\n\n```json\n{}\n```\n');
  });

  it("labels a details block's content with its summary the same way", () => {
    const markdown = twin('<details><summary>更多</summary><div><div><p>內容。</p></div></div></details>');
    expect(markdown).toContain('\n**更多**：\n\n內容。\n');
  });

  it("writes an image's alt text as written, undoing the HTML escaping Docusaurus gives it", () => {
    const markdown = twin('<p><img src="/img/a.svg" alt="each link&amp;#39;s ID &amp;amp; &amp;quot;status&amp;quot;"></p>');
    expect(markdown).toContain(`![each link's ID & "status"](${SITE}/img/a.svg)`);
    expect(unescapeHtml('&amp;#39; &#39; &lt;b&gt;')).toBe("&#39; ' <b>");
  });

  it('writes a highlighted code block as a fenced block with its language, line by line', () => {
    const block =
      '<div class="language-bash codeBlockContainer_a theme-code-block"><div class="codeBlockContent_b"><pre tabindex="0" class="prism-code language-bash"><code class="codeBlockLines_c">' +
      '<span class="token-line"><span class="token function">curl</span><span class="token plain"> https://api.example \\</span><br></span>' +
      '<span class="token-line"><span class="token plain">  -H "Ferrypay-Version: 2026-06-01"</span><br></span></code></pre>' +
      '<div class="buttonGroup_d"><button type="button" aria-label="複製">複製</button></div></div></div>';
    expect(twin(block)).toContain('```bash\ncurl https://api.example \\\n  -H "Ferrypay-Version: 2026-06-01"\n```\n');
  });

  it('writes each tab of a tab set as a sub-section named after the tab, one level below its section', () => {
    const tabs =
      '<div class="theme-tabs-container tabs-container"><ul role="tablist" class="tabs"><li role="tab" aria-selected="true">Node.js</li><li role="tab" aria-selected="false">Python</li></ul>' +
      '<div class="margin-top--md"><div role="tabpanel"><p>用 Node.js。</p></div><div role="tabpanel" hidden=""><p>用 Python。</p></div></div></div>';
    const markdown = twin(`${heading('verify', '驗證簽章')}${tabs}`);
    expect(markdown).toContain('## 驗證簽章\n\n### Node.js\n\n用 Node.js。\n\n### Python\n\n用 Python。\n');
  });

  it('takes the panels a lazy tab set did not prerender from the page source', () => {
    const tabs =
      '<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">curl</li><li role="tab" aria-selected="false">Python</li></ul>' +
      '<div class="margin-top--md"><div role="tabpanel"><p>curl 範例。</p></div></div></div>';
    const source = readPageSource(
      '## 範例 {#examples}\n\n<Tabs groupId="sample" lazy>\n<TabItem value="curl" label="curl">\n\n```bash\ncurl x\n```\n\n</TabItem>\n' +
        '<TabItem value="python" label="Python">\n\n```python\nimport requests\n```\n\n</TabItem>\n</Tabs>\n',
    );
    const markdown = twin(`${heading('examples', '範例')}${tabs}`, {source});
    expect(markdown).toContain('### curl\n\ncurl 範例。\n\n### Python\n\n```python\nimport requests\n```\n');
  });

  it('pairs a lazy tab set with its own in the source when a component renders another tab set before it', () => {
    // The API reference's request samples: a component's tabs, every panel prerendered, which the source does not write.
    const samples =
      '<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">curl</li><li role="tab" aria-selected="false">PHP</li></ul>' +
      '<div><div role="tabpanel"><p>curl 範例。</p></div><div role="tabpanel" hidden=""><p>PHP 範例。</p></div></div></div>';
    const responses =
      '<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">200</li><li role="tab" aria-selected="false">404</li></ul>' +
      '<div><div role="tabpanel"><p>成功。</p></div></div></div>';
    const source = readPageSource(
      '<ApiSamples apiVersion="2026-06-01" operation="retrieve-an-order" />\n\n<Tabs lazy>\n<TabItem value="200" label="200">\n\n成功。\n\n</TabItem>\n' +
        '<TabItem value="404" label="404">\n\n找不到。\n\n</TabItem>\n</Tabs>\n',
    );
    const markdown = twin(`${heading('examples', '範例')}${samples}${responses}`, {source});
    expect(markdown).toContain('### curl\n\ncurl 範例。\n\n### PHP\n\nPHP 範例。\n\n### 200\n\n成功。\n\n### 404\n\n找不到。\n');
  });

  it('fails, naming the page, when a lazy tab set has no tab set of the same tabs in the source', () => {
    const tabs =
      '<div class="tabs-container"><ul role="tablist"><li role="tab" aria-selected="true">curl</li><li role="tab" aria-selected="false">Python</li></ul>' +
      '<div><div role="tabpanel"><p>curl</p></div></div></div>';
    expect(() => twin(tabs)).toThrow(/docs\/refund\.md: a tab set shows 1 of its 2 panels/);
  });

  it('puts each Mermaid diagram, which the prerendered page leaves empty, where it was, skipping empty MDX comments', () => {
    const source = readPageSource('說明。\n\n{/* truncate */}\n\n## 流程 {#flow}\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n之後。\n');
    const markdown = twin(`<p>說明。</p>\n<!-- -->\n${heading('flow', '流程')}\n<!-- -->\n<p>之後。</p>`, {source});
    expect(markdown).toBe(
      `# 退款\n\n${POINTER}\n\n` + '退款的說明。\n\n說明。\n\n## 流程\n\n```mermaid\nflowchart LR\n  a --> b\n```\n\n之後。\n',
    );
  });

  it('fails, naming the source, when the built page and the source disagree on how many diagrams there are', () => {
    const source = readPageSource('```mermaid\nflowchart LR\n  a --> b\n```\n\n```mermaid\nflowchart LR\n  c --> d\n```\n');
    expect(() => twin('<p>a</p>\n<!-- -->\n<p>b</p>', {source})).toThrow(/docs\/refund\.md: its source has 2 Mermaid diagram/);
  });

  it('makes links absolute and points them to the target twin where it has one', () => {
    const markdown = twin(
      '<p><a href="/docs/order#ready">訂單</a>、<a href="#limits">限制</a>、<a href="https://ferrypay.example/">網站</a>、<a href="/docs/tags/qa">標籤</a></p>',
    );
    expect(markdown).toContain(`[訂單](${SITE}/docs/order.md#ready)`);
    expect(markdown).toContain(`[限制](${SITE}/docs/refund#limits)`);
    expect(markdown).toContain('[網站](https://ferrypay.example/)');
    expect(markdown).toContain(`[標籤](${SITE}/docs/tags/qa)`);
  });

  it('keeps a zoomable image, which sits in the button that zooms it, and drops other buttons', () => {
    const markdown = twin(
      '<p><button type="button" class="zoom-trigger" aria-label="放大圖片：訂單清單"><img src="/img/guide/order.svg" alt="訂單清單"></button></p><p><button type="button">複製</button>說明</p>',
    );
    expect(markdown).toContain(`![訂單清單](${SITE}/img/guide/order.svg)`);
    expect(markdown).not.toContain('複製');
  });

  it('writes images with their alt text and an absolute URL', () => {
    const markdown = twin('<p><img src="/img/guide/order.svg" alt="訂單清單線框圖" loading="lazy"></p>');
    expect(markdown).toContain(`![訂單清單線框圖](${SITE}/img/guide/order.svg)`);
  });

  it('writes a table as a GFM table', () => {
    const markdown = twin(
      '<table><thead><tr><th>欄位</th><th>必填</th></tr></thead><tbody><tr><td><code>amount</code></td><td>是</td></tr></tbody></table>',
    );
    expect(markdown).toContain('| 欄位 | 必填 |\n| - | - |\n| `amount` | 是 |\n');
  });

  it("writes an API operation's endpoint as its method and path", () => {
    const markdown = twin(
      '<p class="api-endpoint endpoint_x"><span class="api-method method_y post_z">POST</span><code class="api-path">/v1/orders</code></p>',
    );
    expect(markdown).toContain('`POST /v1/orders`');
  });

  it('fails, naming the page, when the page has no article', () => {
    expect(() => pageToTwin('<html><body><main><p>x</p></main></body></html>', '', options())).toThrow(
      /docs\/refund\.md: the built page has no article/,
    );
  });
});

describe('twin paths', () => {
  it('appends .md to a page path, and drops the trailing slash of an index page first', () => {
    expect(twinPathOf('/docs/faq')).toBe('/docs/faq.md');
    expect(twinPathOf('/en/api/')).toBe('/en/api.md');
    expect(twinPathOf('/api/2025-03-01/create-an-order')).toBe('/api/2025-03-01/create-an-order.md');
    expect(() => twinPathOf('/')).toThrow(/site root/);
  });

  it('gives unlisted and draft pages no twin', () => {
    expect(hasTwin({})).toBe(true);
    expect(hasTwin({unlisted: true})).toBe(false);
    expect(hasTwin({draft: true})).toBe(false);
  });
});

describe('pages with twins', () => {
  const doc = (id: string, extra: Record<string, unknown> = {}) => ({
    id,
    title: id,
    description: `${id}.`,
    permalink: `/docs/${id}`,
    source: `@site/docs/${id}.md`,
    ...extra,
  });
  const plugins: LoadedPluginLike[] = [
    {
      name: 'docusaurus-plugin-content-docs',
      options: {id: 'default'},
      content: {
        loadedVersions: [
          {
            versionName: 'current',
            docs: [doc('faq'), doc('role/order'), doc('role/index'), doc('index'), doc('beta', {unlisted: true})],
            sidebars: {
              guide: [
                {type: 'doc', id: 'index'},
                {
                  type: 'category',
                  label: '企業角色',
                  link: {type: 'doc', id: 'role/index'},
                  items: [{type: 'doc', id: 'role/order'}],
                },
              ],
            },
          },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-blog',
      options: {id: 'release-note'},
      content: {
        blogPosts: [
          {
            id: 'v2',
            metadata: {
              permalink: '/release-note/v2',
              title: 'v2',
              description: 'd',
              source: '@site/release-note/v2.md',
            },
          },
          {
            id: 'v1',
            metadata: {
              permalink: '/release-note/v1',
              title: 'v1',
              description: 'd',
              source: '@site/release-note/v1.md',
              unlisted: true,
            },
          },
        ],
      },
    },
    {
      name: 'docusaurus-plugin-content-pages',
      options: {id: 'default'},
      content: [],
    },
  ];

  it('lists docs in sidebar order with their categories, then the ones no sidebar lists, and leaves out unlisted pages', () => {
    const pages = twinPages(plugins);
    expect(pages.map((page) => [page.kind, page.permalink, page.categories])).toEqual([
      ['guide', '/docs/index', []],
      ['guide', '/docs/role/index', ['企業角色']],
      ['guide', '/docs/role/order', ['企業角色']],
      ['guide', '/docs/faq', []],
      ['releaseNote', '/release-note/v2', []],
    ]);
  });
});

describe('llms.txt', () => {
  const latest = API_VERSIONS.find((version) => version.name === LATEST_API_VERSION)!;
  const older = API_VERSIONS.find((version) => version.banner === 'unmaintained')!;
  const entry = (page: Partial<TwinPage> & Pick<TwinPage, 'kind' | 'id' | 'title'>): LlmsEntry => ({
    page: {
      permalink: `/${page.id}`,
      description: `${page.title}的說明。`,
      source: '',
      categories: [],
      ...page,
    },
    url: `${SITE}/${page.id}.md`,
    markdown: `# ${page.title}\n`,
  });
  const entries = [
    entry({kind: 'guide', id: 'docs/faq', title: '常見問題'}),
    entry({
      kind: 'guide',
      id: 'docs/role/order',
      title: '訂單 [企業]',
      categories: ['功能介紹', '企業角色'],
    }),
    entry({kind: 'api', id: 'api', title: 'API 參考', apiVersion: latest}),
    entry({
      kind: 'api',
      id: `api/${older.name}`,
      title: 'API 參考',
      apiVersion: older,
    }),
    entry({
      kind: 'api',
      id: `api/${older.name}/create-an-order`,
      title: '建立訂單',
      apiVersion: older,
    }),
    entry({kind: 'blog', id: 'blog/post', title: '文章'}),
    entry({kind: 'api', id: 'api/webhooks', title: '接收 Webhook', apiVersion: latest}),
    entry({kind: 'api', id: 'api/error-codes', title: '錯誤碼', apiVersion: latest}),
  ];
  entries[3]!.page.id = 'index';
  entries[2]!.page.id = 'index';
  entries[6]!.page.id = 'webhooks';
  entries[7]!.page.id = 'error-codes';
  const ROOT = `${SITE}/`;
  const openapi = `${SITE}/openapi/${LATEST_API_VERSION}.yaml`;
  const text = (locale: (typeof LOCALES)[number]) =>
    llmsTxt({siteName: 'Ferrypay Docs', locale, labels: LLMS_LABELS[locale], entries, root: ROOT});

  it('has the site name, a summary, the info, the instructions for AI agents and one section per area, each line a link and its description', () => {
    const labels = LLMS_LABELS['zh-TW'];
    const instructions = labels.instructionLinks({
      apiLanding: `${SITE}/api.md`,
      webhooks: `${SITE}/api/webhooks.md`,
      errorCodes: `${SITE}/api/error-codes.md`,
      openapi,
      version: LATEST_API_VERSION,
    });
    expect(text('zh-TW').split('\n\n')).toEqual([
      '# Ferrypay Docs',
      `> ${labels.summary}`,
      labels.info({llmsFull: `${SITE}/llms-full.txt`, openapi, version: LATEST_API_VERSION}),
      '## 給 AI 代理的指示',
      instructions.map(({title, url, description}) => `- [${title}](${url}): ${description}`).join('\n'),
      '## 使用指南',
      `- [常見問題](${SITE}/docs/faq.md): 常見問題的說明。`,
      '## 使用指南：企業角色',
      `- [訂單 (企業)](${SITE}/docs/role/order.md): 訂單 [企業]的說明。`,
      `## API 參考 ${LATEST_API_VERSION}`,
      [
        `- [API 參考](${SITE}/api.md): API 參考的說明。`,
        `- [接收 Webhook](${SITE}/api/webhooks.md): 接收 Webhook的說明。`,
        `- [錯誤碼](${SITE}/api/error-codes.md): 錯誤碼的說明。`,
      ].join('\n'),
      '## 部落格',
      `- [文章](${SITE}/blog/post.md): 文章的說明。`,
      '## Optional',
      `- [API 參考 ${older.label}（停止維護的版本）](${SITE}/api/${older.name}.md): API 參考的說明。\n`,
    ]);
  });

  it.each(LOCALES)('parses with the reference parser (llms-txt): title, summary, info and every section (%s)', (locale) => {
    const labels = LLMS_LABELS[locale];
    const parsed = parseLlmsTxt(text(locale));
    expect(parsed.title).toBe('Ferrypay Docs');
    expect(parsed.summary).toBe(labels.summary);
    expect(parsed.info).toBe(labels.info({llmsFull: `${SITE}/llms-full.txt`, openapi, version: LATEST_API_VERSION}));
    expect(parsed.info).toContain(`(${SITE}/llms-full.txt)`);
    expect(parsed.info).toContain(`(${openapi})`);
    expect(Object.keys(parsed.sections)).toEqual([
      labels.instructions,
      labels.sections.guide,
      `${labels.sections.guide}${labels.sectionJoin}企業角色`,
      `${labels.sections.api} ${LATEST_API_VERSION}`,
      labels.sections.blog,
      'Optional',
    ]);
    expect(parsed.sections[labels.sections.guide]).toEqual([{title: '常見問題', url: `${SITE}/docs/faq.md`, desc: '常見問題的說明。'}]);
    expect(parsed.sections[`${labels.sections.guide}${labels.sectionJoin}企業角色`]![0]!.title).toBe('訂單 (企業)');
    expect(parsed.sections.Optional!.map(({url}) => url)).toEqual([`${SITE}/api/${older.name}.md`]);
  });

  it.each(LOCALES)(
    'tells AI agents the latest version and its header, idempotency keys and when to reuse one, test keys, webhook signatures, error codes, what the API does not cover and the OpenAPI document (%s)',
    (locale) => {
      const rules = parseLlmsTxt(text(locale)).sections[LLMS_LABELS[locale].instructions]!;
      const all = rules.map(({desc}) => desc).join('\n');
      expect(all).toContain(`\`${API_VERSION_HEADER}: ${LATEST_API_VERSION}\``);
      expect(all).toContain('`Idempotency-Key`');
      expect(all).toMatch(/`sk_test_`.*`sk_live_`/);
      expect(all).toContain('`Ferrypay-Signature`');
      // Retries: the same key after a network error, a 429 or a 5xx only; a stored 4xx needs a new key.
      expect(all).toMatch(/`429`.*`5xx`.*`4xx`/);
      expect(all).toContain('`order.review.approved`');
      expect(rules.map(({url}) => url)).toEqual([
        `${SITE}/api.md#versioning`,
        `${SITE}/api.md#idempotency`,
        `${SITE}/api.md#authentication`,
        `${SITE}/api/webhooks.md`,
        `${SITE}/api/error-codes.md`,
        `${SITE}/api.md#operations`,
        openapi,
      ]);
      for (const {desc} of rules) expect(desc).toBeTruthy();
    },
  );

  it('links the pages and files under the base URL it is given', () => {
    const base = 'https://docs.example/ferrypay-docs/en/';
    const based = entries.map((candidate) => ({...candidate, url: candidate.url.replace(`${SITE}/`, base)}));
    const parsed = parseLlmsTxt(llmsTxt({siteName: 'Ferrypay Docs', locale: 'en', labels: LLMS_LABELS.en, entries: based, root: base}));
    expect(parsed.info).toContain(`(${base}llms-full.txt)`);
    const urls = parsed.sections[LLMS_LABELS.en.instructions]!.map(({url}) => url);
    expect(urls.slice(3)).toEqual([
      `${base}api/webhooks.md`,
      `${base}api/error-codes.md`,
      `${base}api.md#operations`,
      `${base}openapi/${LATEST_API_VERSION}.yaml`,
    ]);
  });

  it('fails, naming the page, when a page the instructions link has no twin', () => {
    expect(() =>
      llmsTxt({
        siteName: 'Ferrypay Docs',
        locale: 'en',
        labels: LLMS_LABELS.en,
        entries: entries.filter(({page}) => page.id !== 'webhooks'),
        root: ROOT,
      }),
    ).toThrow(/page webhooks of API/);
  });

  it('names the OpenAPI document where the API reference publishes it', () => {
    for (const version of API_VERSIONS) expect(`static/${openapiSitePath(version)}`).toBe(openapiFileFor(version).split('\\').join('/'));
  });

  it('llms-full.txt holds every twin of the latest content, each after its URL', () => {
    const text = llmsFullTxt(entries);
    expect(text).toContain(`Source: ${SITE}/docs/faq.md\n\n# 常見問題\n`);
    expect(text).toContain(`Source: ${SITE}/api.md\n\n# API 參考\n`);
    expect(text).not.toContain(`/api/${older.name}`);
  });

  it('llms-full.txt holds the guide first, then the API reference, the blog and the release notes, whatever order the plugins came in', () => {
    // A release note first and the blog between API pages: the input is in no order the output keeps.
    const mixed = [entry({kind: 'releaseNote', id: 'release-note/v2', title: 'v2'}), ...entries];
    const kindOf = new Map(mixed.map(({url, page}) => [url, page.kind]));
    const kinds = [...llmsFullTxt(mixed).matchAll(/^Source: (\S+)$/gm)].map(([, url]) => kindOf.get(url!));
    // Each kind in one run: a kind that came back after another would show twice here.
    expect(kinds.filter((kind, index) => kind !== kinds[index - 1])).toEqual(['guide', 'api', 'blog', 'releaseNote']);
  });
});

describe('the reference llms.txt parser, ported', () => {
  it('reads no summary when no text follows it before the first section, as upstream does', () => {
    const parsed = parseLlmsTxt('# Site\n\n> Summary.\n\n## Docs\n\n- [A](https://a.example/a.md): A.\n');
    expect(parsed.summary).toBeUndefined();
    expect(parsed.info).toBe('> Summary.');
  });

  it('reads a link line, and fails on a line of a section that holds no link, as upstream does', () => {
    expect(parseLink('- [A](https://a.example/a.md): The A.')).toEqual({title: 'A', url: 'https://a.example/a.md', desc: 'The A.'});
    expect(parseLink('- [A](https://a.example/a.md)')).toEqual({title: 'A', url: 'https://a.example/a.md', desc: undefined});
    expect(() => parseLlmsTxt('# Site\n\n> S.\n\nInfo.\n\n## Rules\n\n- Always send the header.\n')).toThrow(/reads no link/);
    expect(() => parseLink('- [A \\[b\\]](https://a.example/a.md)')).toThrow(/reads no link/);
  });
});

describe('Postman collection', () => {
  const document = `openapi: 3.1.0
info: {title: Test API, version: '1'}
servers: [{url: 'https://api.example'}]
tags:
  - {name: Orders, description: Orders.}
  - {name: Vendors, description: Vendors.}
paths:
  /v1/orders:
    post:
      operationId: createOrder
      x-ferrypay-slug: create-an-order
      summary: Create an order
      tags: [Orders]
      parameters:
        - {name: Ferrypay-Version, in: header, schema: {type: string, example: '1999-01-01'}}
      responses:
        '200': {description: OK}
    get:
      operationId: listOrders
      x-ferrypay-slug: list-all-orders
      summary: List all orders
      tags: [Orders]
      responses:
        '200': {description: OK}
  /v1/vendors/{id}:
    get:
      operationId: getVendor
      x-ferrypay-slug: retrieve-a-vendor
      summary: Retrieve a vendor
      tags: [Vendors]
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}, example: vnd_1}
      responses:
        '200': {description: OK}
  /v1/vendors:
    post:
      operationId: createVendor
      x-ferrypay-slug: create-a-vendor
      summary: Create a vendor
      tags: [Vendors]
      parameters:
        - {name: Idempotency-Key, in: header, required: true, schema: {type: string}, example: 6f1c2e9a-0d4b}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties: {legal_name: {type: string}, country: {type: string}}
            example: {legal_name: Pacific Bearing Supply Inc., country: US}
      responses:
        '201': {description: Created}
`;
  const version = {name: '2026-06-01', label: '2026-06-01'};
  const sidebar = [{slugs: ['list-all-orders', 'create-an-order']}, {slugs: ['retrieve-a-vendor', 'create-a-vendor']}];
  const pageRoot = 'https://docs.ferrypay.example/en/api/';

  it('has one folder per sidebar group in its order, the base URL and API key as variables, and the version header on every request', async () => {
    const collection = await postmanCollection({document, version, sidebar, pageRoot, name: 'test.yaml'});
    expect(collection.item.map((folder) => [folder.name, folder.item!.map((item) => item.name)])).toEqual([
      ['Orders', ['List all orders', 'Create an order']],
      ['Vendors', ['Retrieve a vendor', 'Create a vendor']],
    ]);
    expect(collection.variable).toEqual([
      {key: 'baseUrl', value: 'https://api.example', type: 'string'},
      {key: 'apiKey', value: '', type: 'string'},
      {key: 'id', value: 'vnd_1', type: 'string'},
    ]);
    expect(JSON.stringify(collection.auth)).toContain('{{apiKey}}');
    for (const folder of collection.item) {
      for (const item of folder.item!) {
        const versionHeaders = item.request!.header!.filter((header) => header.key === 'Ferrypay-Version');
        expect(versionHeaders.map((header) => [header.value, header.disabled ?? false])).toEqual([[version.name, false]]);
      }
    }
    expect(JSON.stringify(collection)).not.toMatch(/"_?(postman_)?id":/);
  });

  it("sends the document's examples: the body, a path variable read from the collection, a new idempotency key each time", async () => {
    const collection = await postmanCollection({document, version, sidebar, pageRoot, name: 'test.yaml'});
    const [retrieve, create] = collection.item[1]!.item!;
    const url = retrieve!.request!.url;
    expect(url.path).toEqual(['v1', 'vendors', ':id']);
    expect(url.variable!.map(({key, value}) => [key, value])).toEqual([['id', '{{id}}']]);
    const body = (create!.request as unknown as {body: {raw: string}}).body.raw;
    expect(JSON.parse(body)).toEqual({legal_name: 'Pacific Bearing Supply Inc.', country: 'US'});
    expect(create!.request!.header!.find((header) => header.key === 'Idempotency-Key')?.value).toBe('{{$guid}}');
    expect(JSON.stringify(collection)).not.toMatch(/<(string|email|date|uri|number|integer|boolean)>/);
  });

  it('sends the idempotency key even where the document makes it optional, while other optional parameters stay off', async () => {
    // As API 2025-03-01 documents it: optional, but a retried request without it can create a duplicate.
    const optional = document.replace(
      '- {name: Idempotency-Key, in: header, required: true, schema: {type: string}, example: 6f1c2e9a-0d4b}',
      '- {name: Idempotency-Key, in: header, required: false, schema: {type: string}, example: 6f1c2e9a-0d4b}\n' +
        '        - {name: X-Trace, in: header, required: false, schema: {type: string}, example: trace_1}',
    );
    expect(optional).not.toBe(document);
    const collection = await postmanCollection({document: optional, version, sidebar, pageRoot, name: 'test.yaml'});
    const create = collection.item[1]!.item![1]!;
    expect(create.name).toBe('Create a vendor');
    const headers = create.request!.header!.map((header) => [header.key, header.value, header.disabled ?? false]);
    expect(headers).toContainEqual(['Idempotency-Key', '{{$guid}}', false]);
    expect(headers).toContainEqual(['X-Trace', 'trace_1', true]);
  });

  it('tests that each request gets the success status its operation documents', async () => {
    const collection = await postmanCollection({document, version, sidebar, pageRoot, name: 'test.yaml'});
    const tests = collection.item.flatMap((folder) =>
      folder.item!.map((item) => [item.name, item.event?.map((event) => event.script.exec.join('\n'))]),
    );
    expect(tests).toEqual([
      ['List all orders', [expect.stringContaining('pm.response.to.have.status(200);')]],
      ['Create an order', [expect.stringContaining('pm.response.to.have.status(200);')]],
      ['Retrieve a vendor', [expect.stringContaining('pm.response.to.have.status(200);')]],
      ['Create a vendor', [expect.stringContaining('pm.response.to.have.status(201);')]],
    ]);
  });

  it('fails, naming the document and the operation, when an operation documents no success status', async () => {
    const broken = document.replace("'201': {description: Created}", "'400': {description: Bad request}");
    await expect(postmanCollection({document: broken, version, sidebar, pageRoot, name: 'test.yaml'})).rejects.toThrow(
      'test.yaml: POST /v1/vendors documents no 2xx response',
    );
  });

  it('has an environment per mode whose key says which secret key goes there, and no key of its own', () => {
    const test = postmanEnvironment('test', 'https://api.example');
    const live = postmanEnvironment('live', 'https://api.example');
    expect(test.values.map(({key}) => key)).toEqual(['baseUrl', 'apiKey']);
    expect(test.values[1]!.value).toContain('sk_test_');
    expect(live.values[1]!.value).toContain('sk_live_');
    expect(findSecrets(JSON.stringify([test, live]))).toEqual([]);
  });

  it('fails, naming the document and the operation, for an operation without its page slug', async () => {
    const unnamed = document.replace('      x-ferrypay-slug: create-a-vendor\n', '');
    expect(unnamed).not.toBe(document);
    await expect(postmanCollection({document: unnamed, version, sidebar, pageRoot, name: 'test.yaml'})).rejects.toThrow(
      'test.yaml: POST /v1/vendors has no x-ferrypay-slug, the name of its page in the API reference.',
    );
  });

  it('files an operation by its page slug (x-ferrypay-slug) when its display name reads differently', async () => {
    const renamed = document.replace('summary: Retrieve a vendor\n', 'summary: Look up a vendor\n');
    expect(renamed).not.toBe(document);
    const collection = await postmanCollection({document: renamed, version, sidebar, pageRoot, name: 'test.yaml'});
    expect(collection.item.map((folder) => [folder.name, folder.item!.map((item) => item.name)])).toEqual([
      ['Orders', ['List all orders', 'Create an order']],
      ['Vendors', ['Look up a vendor', 'Create a vendor']],
    ]);
  });

  it('is the same in every build: an enum parameter sends its first value, a map of free keys has one entry', async () => {
    const withChoices = `openapi: 3.1.0
info: {title: Test API, version: '1'}
servers: [{url: 'https://api.example'}]
tags: [{name: Orders}]
paths:
  /v1/orders:
    get:
      operationId: listOrders
      x-ferrypay-slug: list-all-orders
      summary: List all orders
      tags: [Orders]
      parameters:
        - {name: currency, in: query, schema: {$ref: '#/components/schemas/Currency'}}
        - {name: status, in: query, required: true, schema: {type: string, enum: [draft, submitted, approved, paid]}}
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema:
                type: object
                properties:
                  currency: {$ref: '#/components/schemas/Currency'}
                  status: {type: string, enum: [draft, submitted, approved, paid]}
    post:
      operationId: createOrder
      x-ferrypay-slug: create-an-order
      summary: Create an order
      tags: [Orders]
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                currency: {$ref: '#/components/schemas/Currency'}
                metadata: {$ref: '#/components/schemas/Metadata'}
      responses:
        '200': {description: OK}
components:
  schemas:
    Currency: {type: string, enum: [USD, EUR, JPY, HKD, SGD, CNY, TWD]}
    Metadata: {type: object, maxProperties: 20, additionalProperties: {type: string}}
`;
    const make = () =>
      postmanCollection({
        document: withChoices,
        version,
        sidebar: [{slugs: ['list-all-orders', 'create-an-order']}],
        pageRoot,
        name: 'test.yaml',
      });
    const [first, second, third] = await Promise.all([make(), make(), make()]);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(third)).toBe(JSON.stringify(first));
    const [list, create] = first.item[0]!.item!;
    // The example response: the request it answers, and its body.
    const [example] = list!.response as unknown as {originalRequest: {url: {query: {key: string; value: string}[]}}; body: string}[];
    expect(example!.originalRequest.url.query.map(({key, value}) => [key, value])).toEqual([
      ['currency', 'USD'],
      ['status', 'draft'],
    ]);
    expect(JSON.parse(example!.body)).toEqual({currency: 'USD', status: 'draft'});
    const body = JSON.parse((create!.request as unknown as {body: {raw: string}}).body.raw) as {metadata: Record<string, string>};
    expect(Object.keys(body.metadata)).toHaveLength(1);
  });

  it('leaves the document it is given as it was: the API pages are made from it', () => {
    const openapi = {
      paths: {'/v1/orders': {get: {parameters: [{name: 'status', in: 'query', schema: {type: 'string', enum: ['draft', 'paid']}}]}}},
      components: {schemas: {Metadata: {type: 'object', additionalProperties: {type: 'string'}}}},
    };
    const before = JSON.stringify(openapi);
    const stable = withStableExamples(openapi) as typeof openapi & {paths: {'/v1/orders': {get: {parameters: {example?: string}[]}}}};
    expect(JSON.stringify(openapi)).toBe(before);
    expect(stable.paths['/v1/orders'].get.parameters[0]!.example).toBe('draft');
  });

  it('fails, naming the document, when an operation is in no sidebar group', async () => {
    await expect(
      postmanCollection({
        document,
        version,
        sidebar: [{slugs: ['create-an-order', 'list-all-orders']}],
        pageRoot,
        name: 'test.yaml',
      }),
    ).rejects.toThrow(/test\.yaml: operations in no sidebar group of API 2026-06-01: retrieve-a-vendor/);
  });
  it("links an operation's page where a description links the operation in the document, and fails on an unknown one", async () => {
    const linking = document.replace(
      'summary: List all orders',
      "summary: List all orders\n      description: 'Orders made with [Create an order](#operation/createOrder).'",
    );
    const collection = await postmanCollection({document: linking, version, sidebar, pageRoot, name: 'test.yaml'});
    expect(JSON.stringify(collection)).toContain('[Create an order](https://docs.ferrypay.example/en/api/create-an-order)');
    expect(JSON.stringify(collection)).not.toContain('#operation/');
    const unknown = linking.replace('#operation/createOrder', '#operation/createOrders');
    await expect(postmanCollection({document: unknown, version, sidebar, pageRoot, name: 'test.yaml'})).rejects.toThrow(
      'test.yaml: a description links #operation/createOrders, which is no operation of the document.',
    );
  });
});

describe('copying a twin', () => {
  const response = (body: string, status = 200) => Promise.resolve(new Response(body, {status}));

  it('hands the clipboard an item whose text is the twin, inside the click', async () => {
    const written: ClipboardItem[] = [];
    const fetch = vi.fn(() => response('# 退款\n'));
    await copyTwin('/docs/refund.md', {
      fetch: fetch as unknown as typeof globalThis.fetch,
      clipboard: {
        writeText: vi.fn(),
        write: async (items) => void written.push(...items),
      },
      ClipboardItem: class {
        constructor(readonly items: Record<string, Promise<Blob>>) {}
      } as unknown as typeof ClipboardItem,
    });
    expect(fetch).toHaveBeenCalledWith('/docs/refund.md');
    const blob = await (written[0] as unknown as {items: Record<string, Promise<Blob>>}).items['text/plain']!;
    expect(await blob.text()).toBe('# 退款\n');
  });

  it('writes the text when the browser has no clipboard items, and fails when the twin is missing', async () => {
    const writeText = vi.fn(async () => undefined);
    await copyTwin('/a.md', {
      fetch: (() => response('A')) as unknown as typeof fetch,
      clipboard: {writeText},
      ClipboardItem: undefined,
    });
    expect(writeText).toHaveBeenCalledWith('A');
    await expect(
      copyTwin('/b.md', {
        fetch: (() => response('', 404)) as unknown as typeof fetch,
        clipboard: {writeText},
        ClipboardItem: undefined,
      }),
    ).rejects.toThrow(/404/);
  });

  it('fails with nothing left unhandled when the clipboard refuses before a missing twin has answered', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let answer: (response: Response) => void = () => undefined;
      const twin = new Promise<Response>((resolve) => (answer = resolve));
      const copying = copyTwin('/docs/faq.md', {
        fetch: (() => twin) as unknown as typeof fetch,
        // The browser's clipboard without permission: it refuses at once, without reading the item.
        clipboard: {writeText: vi.fn(), write: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))},
        ClipboardItem: class {
          constructor(readonly items: Record<string, Promise<Blob>>) {}
        } as unknown as typeof ClipboardItem,
      });
      await expect(copying).rejects.toThrow(/permission denied/);
      answer(new Response('', {status: 404}));
      // Node reports a rejection nobody handled once the task it happened in is over.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('the part of a page the converter parses', () => {
  it('is its article, cut from the page; the whole page when it has none', () => {
    const page =
      '<html><body><nav><a href="/">Home</a></nav><main><article><h1>Refunds</h1><p>Text</p></article></main><footer>F</footer></body></html>';
    expect(articleHtml(page)).toBe('<article><h1>Refunds</h1><p>Text</p></article>');
    expect(articleHtml('<html><body><p>No article</p></body></html>')).toBe('<html><body><p>No article</p></body></html>');
  });
});

describe('the links that open a page in an assistant', () => {
  const prompt = '請閱讀 Ferrypay Docs 的這一頁文件：https://docs.example/docs/faq.md，並回答我接下來關於它的問題。';

  it("start a new conversation with the prompt in the `q` parameter, spaces and the twin's URL percent-encoded", () => {
    expect(assistantHref('chatgpt', 'Read https://docs.example/en/docs/faq.md & answer')).toBe(
      'https://chatgpt.com/?q=Read%20https%3A%2F%2Fdocs.example%2Fen%2Fdocs%2Ffaq.md%20%26%20answer',
    );
    expect(assistantHref('claude', 'Read this')).toBe('https://claude.ai/new?q=Read%20this');
  });

  it('give the assistant back the prompt exactly, Chinese punctuation included', () => {
    for (const assistant of ASSISTANTS) {
      expect(new URL(assistantHref(assistant, prompt)).searchParams.get('q')).toBe(prompt);
    }
    expect(ASSISTANTS).toEqual(['chatgpt', 'claude']);
  });
});

describe('the published OpenAPI documents’ links', () => {
  const root = 'https://docs.ferrypay.example/ferrypay-docs/en/';

  it('turns a link to a guide page into its absolute URL, fragment kept', () => {
    const document = [
      "description: 'Blocked until [KYC](/docs/glossary/kyc#kyc-statuses) is approved; see [Payout status](/docs/understanding-ferrypay/payout-status).'",
      'summary: Create an order',
    ].join('\n');
    expect(withAbsoluteSiteLinks(document, root)).toBe(
      [
        "description: 'Blocked until [KYC](https://docs.ferrypay.example/ferrypay-docs/en/docs/glossary/kyc#kyc-statuses) is approved; see [Payout status](https://docs.ferrypay.example/ferrypay-docs/en/docs/understanding-ferrypay/payout-status).'",
        'summary: Create an order',
      ].join('\n'),
    );
  });

  it('leaves absolute, protocol-relative and in-document links, and paths outside links, as they are', () => {
    const document =
      'description: See [the spec](https://spec.openapis.org/oas/v3.1.0), [a CDN](//cdn.example/x.js), [below](#errors) and GET /v1/orders (/v1/orders).';
    expect(withAbsoluteSiteLinks(document, root)).toBe(document);
  });

  it('refuses a root that is not an absolute URL ending in a slash', () => {
    expect(() => withAbsoluteSiteLinks('', '/ferrypay-docs/en/')).toThrow(/absolute URL ending in "\/"/);
    expect(() => withAbsoluteSiteLinks('', 'https://docs.ferrypay.example/en')).toThrow(/absolute URL ending in "\/"/);
  });
});
