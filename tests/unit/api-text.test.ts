import {describe, expect, it} from 'vitest';
import {code, codeBlock, escapeMdx, prettyJson, rewriteOperationLinks, table, tableCell} from '../../plugins/api-reference/markdown';
import {addFrontMatter, renderTemplate} from '../../plugins/api-reference/template';
import {metaDescription} from '../../plugins/api-reference/page';
import {schemaRows, typeName} from '../../plugins/api-reference/schema';
import {LABELS} from '../../plugins/api-reference/labels';

describe('MDX safety', () => {
  it('escapes braces and angle brackets in prose but not in code spans', () => {
    expect(escapeMdx('Use {id} or <b> but keep `{id} <b>`')).toBe('Use \\{id\\} or &lt;b> but keep `{id} <b>`');
  });

  it('keeps a table cell on one line with escaped pipes', () => {
    expect(tableCell('a | b\nc')).toBe('a \\| b c');
  });

  it('fences a code block longer than any backtick run inside it', () => {
    expect(codeBlock('md', 'x ```` y')).toBe('`````md\nx ```` y\n`````');
  });

  it('turns Redoc-style operation links into links to the page file', () => {
    const slugOf = (id: string) => (id === 'createOrder' ? 'create-an-order' : undefined);
    expect(rewriteOperationLinks('See [Create an order](#operation/createOrder).', slugOf)).toBe(
      'See [Create an order](create-an-order.mdx).',
    );
    expect(() => rewriteOperationLinks('[x](#operation/nope)', slugOf)).toThrow(/#operation\/nope/);
  });
});

describe('JSON examples', () => {
  it('keep short lists of plain values on one line', () => {
    expect(prettyJson({tags: ['a', 'b'], review: {status: null}})).toBe(
      '{\n  "tags": ["a", "b"],\n  "review": {\n    "status": null\n  }\n}',
    );
  });
});

describe('templates', () => {
  const source = [
    '---',
    'title: T',
    '---',
    'Version %%API_VERSION%%.',
    '{/* @version 2025-03-01 */}',
    'Pages.',
    '{/* @end */}',
    '{/* @version 2026-06-01 next */}',
    'Cursors.',
    '{/* @end */}',
    '{/* @insert operations */}',
  ].join('\n');
  const render = (version: string) =>
    renderTemplate(source, 'index.mdx', {version, variables: {API_VERSION: version}, blocks: {operations: 'OPS'}});

  it('keeps the blocks of the version and fills variables and blocks', () => {
    expect(render('2025-03-01')).toBe('---\ntitle: T\n---\nVersion 2025-03-01.\nPages.\nOPS');
    expect(render('next')).toBe('---\ntitle: T\n---\nVersion next.\nCursors.\nOPS');
  });

  it('fills a variable whose name has digits, as the generated pages of changes have', () => {
    expect(
      renderTemplate('[x](%%DIFF_PAGE_2026_06_01%%)', 'p.mdx', {version: 'next', variables: {DIFF_PAGE_2026_06_01: '/api/x'}, blocks: {}}),
    ).toBe('[x](/api/x)');
  });

  it('names the file and line of a mistake', () => {
    expect(() => renderTemplate('%%NOPE%%', 'p.mdx', {version: 'next', variables: {}, blocks: {}})).toThrow(
      'p.mdx:1: unknown variable %%NOPE%%.',
    );
    expect(() => renderTemplate('{/* @version next */}\nx', 'p.mdx', {version: 'next', variables: {}, blocks: {}})).toThrow(
      /p\.mdx:1: @version block is never closed/,
    );
  });

  it('adds front matter fields', () => {
    expect(addFrontMatter('---\ntitle: T\n---\nBody', 'p.mdx', {custom_edit_url: 'https://e.example/p'}, '2026-11-09')).toBe(
      '---\ncustom_edit_url: "https://e.example/p"\nlast_update:\n  date: "2026-11-09"\ntitle: T\n---\nBody',
    );
  });
});

describe('schema tables', () => {
  const context = {labels: LABELS.en, t: (text: string) => text};

  it('flatten nested objects and arrays of objects into dotted rows', () => {
    const rows = schemaRows(
      {
        type: 'object',
        required: ['data'],
        properties: {
          data: {type: 'array', items: {type: 'object', required: ['id'], properties: {id: {type: 'string', description: 'The ID.'}}}},
          address: {oneOf: [{type: 'object', description: 'A postal address.', properties: {city: {type: 'string'}}}, {type: 'null'}]},
        },
      },
      context,
    );
    expect(rows.map((row) => [row.name, row.type, row.required])).toEqual([
      ['data', 'array of object', true],
      ['data[].id', 'string', true],
      ['address', 'object | null', false],
      ['address.city', 'string', false],
    ]);
    expect(rows[2]!.description).toBe('A postal address.');
  });

  it('write values, limits and defaults in the page language', () => {
    const [row] = schemaRows({properties: {limit: {type: 'integer', minimum: 1, maximum: 100, default: 20}}}, context);
    expect(row!.description).toBe('Default: `20`. From 1 to 100.');
    const [zh] = schemaRows({properties: {status: {type: 'string', enum: ['a', 'b']}}}, {labels: LABELS['zh-TW'], t: (text) => text});
    expect(zh!.description).toBe('可能的值：`a`、`b`。');
  });

  it("fold allOf into one table, a later part refining a property of an earlier one, as an event's typed data.object does", () => {
    const rows = schemaRows(
      {
        allOf: [
          {
            type: 'object',
            required: ['type', 'data'],
            properties: {
              type: {type: 'string', description: 'An event type.', enum: ['payout.failed', 'payout.succeeded']},
              data: {type: 'object', required: ['object'], properties: {object: {type: 'object', description: 'The object.'}}},
            },
          },
          {
            type: 'object',
            properties: {
              type: {type: 'string', const: 'payout.failed', description: 'Always `payout.failed`.'},
              data: {type: 'object', properties: {object: {type: 'object', description: 'A payout.', properties: {id: {type: 'string'}}}}},
            },
          },
        ],
      },
      context,
    );
    expect(rows.map((row) => [row.name, row.required, row.description])).toEqual([
      ['type', true, 'Always `payout.failed`.'],
      ['data', true, ''],
      ['data.object', true, 'A payout.'],
      ['data.object.id', false, ''],
    ]);
  });

  it("list the values of an array's items, each value of a catalogue linked to its entry", () => {
    const valueLink = (catalogue: string, value: string) =>
      catalogue === 'webhook-events' && value !== '*' ? `events.mdx#${value}` : undefined;
    const items = {
      anyOf: [
        {type: 'string', enum: ['order.created'], 'x-ferrypay-catalogue': 'webhook-events'},
        {type: 'string', const: '*'},
      ],
    };
    const [row] = schemaRows({properties: {enabled_events: {type: 'array', items}}}, {...context, valueLink});
    expect(row!.description).toBe('Each item is one of [`order.created`](events.mdx#order.created), `*`.');
  });

  it('name 3.1 nullable types', () => {
    expect(typeName({type: ['string', 'null'], format: 'date-time'}, LABELS.en)).toBe('string (date-time) | null');
  });
});

describe('meta descriptions', () => {
  it('take the first sentence without Markdown', () => {
    expect(metaDescription('Creates a [vendor](x.mdx) with `name`. Then more.')).toBe('Creates a vendor with name.');
    expect(metaDescription('建立一筆訂單。其他說明。')).toBe('建立一筆訂單。');
  });

  it('end a sentence over 160 characters at its last clause within them, never inside a word', () => {
    const long =
      "Executes the payout confirmation order that holds a payable order, at the exchange rate your company's rate setting gives at the moment of execution: a new rate for each execution. More.";
    expect(metaDescription(long)).toBe(
      "Executes the payout confirmation order that holds a payable order, at the exchange rate your company's rate setting gives at the moment of execution…",
    );
    const noClause = `Creates ${'a very long vendor name '.repeat(8)}here.`;
    const cut = metaDescription(noClause);
    expect(cut.length).toBeLessThanOrEqual(160);
    // A whole word before the ellipsis: a space, then one of the sentence's words.
    expect(cut).toMatch(/ (a|very|long|vendor|name)…$/);
  });
});

describe('API tables', () => {
  it('keep a type with a pipe (`string | null`) in one cell, as a reader sees it', async () => {
    const {unified} = await import('unified');
    const {default: remarkParse} = await import('remark-parse');
    const {default: remarkGfm} = await import('remark-gfm');
    const markdown = table(['Field', 'Type', 'Required'], [[code('iban_last4'), code('string | null'), tableCell('No | optional')]]);
    const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown) as unknown as {
      children: {type: string; children: {children: {children: {type: string; value?: string}[]}[]}[]}[];
    };
    const [, row] = tree.children[0]!.children;
    expect(row!.children.map((cell) => cell.children.map((node) => node.value).join(''))).toEqual([
      'iban_last4',
      'string | null',
      'No | optional',
    ]);
    expect(row!.children[1]!.children[0]!.type).toBe('inlineCode');
  });
});
