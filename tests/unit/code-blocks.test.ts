import {compile, evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import codeBlocksPlugin from '../../plugins/code-blocks';
import {fakeBundlerUtils, LimitChunkCountPlugin} from '../support/fakeBundler';
import remarkCodeLanguages from '../../plugins/code-blocks/remarkCodeLanguages';
import rehypeTableCodeBreaks from '../../plugins/code-blocks/rehypeTableCodeBreaks';
import {isInlineWithBreaks} from '../../src/components/inlineCode';

describe('the bash grammar is imported by the pages whose code blocks need it', () => {
  const compiled = async (markdown: string, format: 'md' | 'mdx' = 'mdx') =>
    String(await compile(markdown, {format, remarkPlugins: [remarkCodeLanguages]}));
  const IMPORT = /import "@site\/src\/prism\/bash";/g;

  it('a page with a bash, sh or shell block imports it once', async () => {
    expect((await compiled('# Keys\n\n```bash\ncurl -u sk_test_123: https://api.example\n```\n')).match(IMPORT)).toHaveLength(1);
    expect((await compiled('```sh\nls\n```\n\n```shell\npwd\n```\n\n```bash\necho\n```\n')).match(IMPORT)).toHaveLength(1);
  });

  it('also in plain Markdown and inside lists, tabs and admonitions', async () => {
    expect((await compiled('1. Run:\n\n   ```bash\n   npm test\n   ```\n', 'md')).match(IMPORT)).toHaveLength(1);
    expect((await compiled('<Tabs>\n<TabItem value="a">\n\n```bash\nls\n```\n\n</TabItem>\n</Tabs>\n')).match(IMPORT)).toHaveLength(1);
  });

  it('a page without one does not', async () => {
    expect(await compiled('```json\n{"id": "ord_1"}\n```\n\n```js\nconst a = 1;\n```\n\nNo shell here.\n')).not.toMatch(IMPORT);
  });
});

describe('code blocks in a language without a grammar', () => {
  const compiled = async (markdown: string, filePath = '/site/docs/keys.md') =>
    String(await compile({value: markdown, path: filePath}, {format: 'md', remarkPlugins: [remarkCodeLanguages]}));

  it('fail the build, naming the file and the languages', async () => {
    await expect(compiled('```yaml\nkey: 1\n```\n\n```json\n{}\n```\n\n```toml\na = 1\n```\n')).rejects.toThrow(
      /^\/site\/docs\/keys\.md: code blocks in `yaml`, `toml`, a language this site has no Prism grammar for\./,
    );
  });

  it('whatever the case of its name, while plain text and our grammars pass', async () => {
    await expect(compiled('```YAML\nkey: 1\n```\n')).rejects.toThrow(/`yaml`/);
    // A name every object has is no grammar either.
    await expect(compiled('```constructor\nx\n```\n')).rejects.toThrow(/`constructor`, a language this site has no Prism grammar for/);
    const code = await compiled(
      '```JSON\n{}\n```\n\n```text\nplain\n```\n\n```\nnone\n```\n\n```http\nAuthorization: Bearer sk_test\n```\n\n```Python\nprint(1)\n```\n',
    );
    expect(code).toContain('import "@site/src/prism/http";');
    expect(code).not.toContain('@site/src/prism/bash');
  });
});

describe('the server bundle', () => {
  const configure = (mode: string, isServer: boolean) =>
    codeBlocksPlugin({siteConfig: {themeConfig: {}}} as never).configureWebpack!(
      {mode} as never,
      isServer,
      fakeBundlerUtils as never,
      undefined as never,
    ) as {
      plugins?: unknown[];
    };

  it('is one file in production, so that a grammar in a page sees the Prism that core.ts lends the server bundle', () => {
    expect(configure('production', true).plugins).toEqual([new LimitChunkCountPlugin({maxChunks: 1})]);
    expect(configure('production', false).plugins).toBeUndefined();
    expect(configure('development', true).plugins).toBeUndefined();
  });
});

describe('code in a table cell breaks only between its words', () => {
  /** The page's HTML as the site renders it: compiled with real MDX, the plugin in the content plugins' place. */
  const rendered = async (markdown: string) => {
    const {default: Content} = await evaluate(markdown, {...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeTableCodeBreaks]});
    return renderToStaticMarkup(createElement(Content));
  };

  it('after _ . and /, before [, and nowhere inside a word or a number', async () => {
    const html = await rendered(
      '| Code | Status | Field |\n| --- | --- | --- |\n' +
        '| `vendor_kyc_not_approved` | `400` | `orders[37].currency` |\n' +
        '| `string` | `a/b` | `1250.00` |\n',
    );
    expect(html).toContain('<code>vendor_<wbr/>kyc_<wbr/>not_<wbr/>approved</code>');
    expect(html).toContain('<code>400</code>');
    expect(html).toContain('<code>orders<wbr/>[37].<wbr/>currency</code>');
    expect(html).toContain('<code>string</code>');
    expect(html).toContain('<code>a/<wbr/>b</code>');
    expect(html).toContain('<code>1250.00</code>');
  });

  it('after a run of separators, not after one that starts the code', async () => {
    const html = await rendered('| Path |\n| --- |\n| `a__b` |\n| `__x` |\n| `/v1/orders` |\n| `.env` |\n| `a[[0]]` |\n');
    expect(html).toContain('<code>a__<wbr/>b</code>');
    expect(html).toContain('<code>__x</code>');
    expect(html).toContain('<code>/v1/<wbr/>orders</code>');
    expect(html).toContain('<code>.env</code>');
    expect(html).toContain('<code>a<wbr/>[[0]]</code>');
  });

  it('in header cells and in links, too', async () => {
    const html = await rendered('| `field_name` |\n| --- |\n| [`vendor_id`](#vendor) |\n');
    expect(html).toContain('<th><code>field_<wbr/>name</code></th>');
    expect(html).toContain('<a href="#vendor"><code>vendor_<wbr/>id</code></a>');
  });

  it('leaves code outside tables, and code blocks, as they are', async () => {
    const html = await rendered('Send `vendor_kyc_not_approved`.\n\n```json\n{"a_b": 1}\n```\n');
    expect(html).not.toContain('<wbr');
  });

  it('reaches tables inside JSX, such as a tab', async () => {
    const html = await rendered('<div>\n\n| Field |\n| --- |\n| `due_date` |\n\n</div>\n');
    expect(html).toContain('<code>due_<wbr/>date</code>');
  });
});

describe('inline code with places to break stays inline code', () => {
  const wbr = createElement('wbr');
  it('when it is one line of text with <wbr> between its parts', () => {
    expect(isInlineWithBreaks(['vendor_', wbr, 'kyc'])).toBe(true);
  });
  it("and otherwise is left to the theme's decision", () => {
    // All text: the theme renders it inline by itself.
    expect(isInlineWithBreaks('vendor_kyc')).toBe(false);
    expect(isInlineWithBreaks(['a_', wbr, 'b\nc'])).toBe(false);
    expect(isInlineWithBreaks(['a_', createElement('span', {}, 'b')])).toBe(false);
    expect(isInlineWithBreaks(undefined)).toBe(false);
  });
});
