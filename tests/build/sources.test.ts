import {readdirSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {copyFixtureSite, editFile, runBuild} from './fixtureSite';

/**
 * A malformed source stops the real build with a message that names the file
 * to fix. Each case edits one file of a throw-away copy of the fixture site
 * (tests/build/fixtureSite.ts); all of them fail while the site loads its
 * content, before anything is bundled, mostly on one core: the cases run side
 * by side (vitest.build.config.ts sets how many at once).
 */
async function buildWith(
  file: string,
  edit: (content: string) => string,
  options: Parameters<typeof runBuild>[1] = {},
  /** Runs once the build has ended, before the copy is removed. */
  afterBuild: (dir: string) => void = () => {},
): Promise<string> {
  return buildWithEdits({[file]: edit}, options, afterBuild);
}

/** `buildWith` for a bad input that takes edits to more than one file. */
async function buildWithEdits(
  edits: Record<string, (content: string) => string>,
  options: Parameters<typeof runBuild>[1] = {},
  afterBuild: (dir: string) => void = () => {},
): Promise<string> {
  const site = copyFixtureSite();
  try {
    for (const [file, edit] of Object.entries(edits)) editFile(site.dir, file, edit);
    const result = await runBuild(site.dir, options);
    expect(result.code, result.output).not.toBe(0);
    // Failing early is part of the contract: nothing was bundled.
    expect(result.output).not.toContain('Compiled successfully');
    afterBuild(site.dir);
    return result.output;
  } finally {
    site.remove();
  }
}

describe.concurrent('front matter', () => {
  it('that is not valid YAML, in a guide page, names the page', async () => {
    const output = await buildWith('docs/faq.md', (text) => text.replace('title: 常見問題', 'title: [常見問題'));
    expect(output).toMatch(/Can't process doc metadata for doc at path path=\S*\/docs\/faq\.md/);
    expect(output).toContain('YAMLException');
  });

  it('with a value of the wrong type, in a guide page, names the page and the field', async () => {
    const output = await buildWith('docs/getting-started.md', (text) =>
      text.replace('sidebar_position: 2', 'sidebar_position: first'),
    );
    expect(output).toMatch(/Can't process doc metadata for doc at path path=\S*\/docs\/getting-started\.md/);
    expect(output).toContain('"sidebar_position" must be a number');
  });

  it('with tags that are not a list, in a blog post, names the post and the field', async () => {
    const output = await buildWith('blog/2025-08-18-multi-role-review-design.md', (text) =>
      text.replace('tags: [product-design, security]', 'tags: 3'),
    );
    expect(output).toMatch(/Error while parsing blog post file "\S*\/blog\/2025-08-18-multi-role-review-design\.md"/);
    expect(output).toContain('"tags" does not look like a valid front matter Yaml array');
  });

  it('that is not valid YAML, in a release note, names the note', async () => {
    const output = await buildWith('release-note/2025-03-03-v2-1-0.md', (text) => text.replace(/^title: /m, 'title: : '));
    expect(output).toMatch(/Error while parsing blog post file "\S*\/release-note\/2025-03-03-v2-1-0\.md"/);
  });

  // The API pages are copied into generated folders before the docs plugin reads them;
  // the message must name the hand-written page, not the copy.
  it('that is not valid YAML, in a hand-written API page, names that page', async () => {
    const output = await buildWith('api/pages/zh-TW/index.mdx', (text) => text.replace('title: API 參考', 'title: [API 參考'));
    expect(output).toContain('api/pages/zh-TW/index.mdx: the front matter is not valid YAML');
    expect(output).not.toMatch(/api_versioned_docs|api\/docs\//);
  });

  it('with a value of the wrong type, in a hand-written API page, names that page and the field', async () => {
    const output = await buildWith('api/pages/en/changes-between-versions.mdx', (text) =>
      text.replace(/^title: /m, 'sidebar_position: first\ntitle: '),
    );
    expect(output).toContain(
      'api/pages/en/changes-between-versions.mdx: invalid front matter: "sidebar_position" must be a number',
    );
  });
});

/** The command lines of the running processes that mention a path. */
function processesMentioning(text: string): string[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')];
      } catch {
        return []; // ended meanwhile
      }
    })
    .filter((command) => command.includes(text));
}

// `npm run build` (scripts/build.mjs) builds each locale in a process of its
// own, one after the other; a failed zh-TW must not start en.
describe('through npm run build, both locales', () => {
  it('a malformed front matter stops the build in the first locale, names the page and leaves no process behind', async () => {
    let leftBehind: string[] = [];
    const output = await buildWith(
      'docs/faq.md',
      (text) => text.replace('title: 常見問題', 'title: [常見問題'),
      {checked: true, allLocales: true},
      (dir) => (leftBehind = processesMentioning(dir)),
    );
    expect(output).toMatch(/Can't process doc metadata for doc at path path=\S*\/docs\/faq\.md/);
    expect(output).toContain('[zh-TW] Creating an optimized production build');
    expect(output).not.toContain('[en] Creating an optimized production build');
    expect(leftBehind).toEqual([]);
  });
});

describe.concurrent('an invalid OpenAPI document', () => {
  it('with a YAML syntax error in a path file names that file', async () => {
    const output = await buildWith('api/openapi/2026-06-01/paths/order.yaml', (text) =>
      text.replace('get:\n  operationId: retrieveOrder', 'get:\n  operationId: [retrieveOrder'),
    );
    expect(output).toContain('api/openapi/2026-06-01/openapi.yaml is not a valid OpenAPI document');
    expect(output).toMatch(/Failed to parse: .*\(api\/openapi\/2026-06-01\/paths\/order\.yaml\)/);
  });

  it('with a reference to a schema that does not exist names the file and the place', async () => {
    const output = await buildWith('api/openapi/2026-06-01/paths/order.yaml', (text) =>
      text.replace("$ref: '../openapi.yaml#/components/schemas/Order'", "$ref: '../openapi.yaml#/components/schemas/NoSuchSchema'"),
    );
    expect(output).toMatch(/\[no-unresolved-refs\] Can't resolve \$ref.*\(api\/openapi\/2026-06-01\/paths\/order\.yaml #\/get/);
  });

  it('with an operation that has no responses names the file and the operation', async () => {
    const output = await buildWith('api/openapi/2025-03-01/paths/vendor.yaml', (text) =>
      text.replace(/^(get:\n(?: {2}.*\n)*?) {2}responses:\n(?: {4}.*\n)+/m, '$1'),
    );
    // OpenAPI 3.1 allows it, and Redocly's rules then see nothing to check; our page rule does.
    expect(output).toMatch(/\[rule\/operation-responses\] Every operation needs `responses`.*\(api\/openapi\/2025-03-01\/paths\/vendor\.yaml #\/get\)/);
  });

  it('that is not YAML at all names the document', async () => {
    const output = await buildWith('api/openapi/next/openapi.yaml', (text) => text.replace('openapi: 3.1.0', 'openapi: 3.1.0\n  x: ['));
    expect(output).toMatch(/api\/openapi\/next\/openapi\.yaml is not a valid OpenAPI document[\s\S]*bad indentation/);
  });

  it('with a description that links to an operation that does not exist names the document and the operation', async () => {
    const description = 'Returns an order with its status, review progress, reconciliation order and payout order.';
    const linked = `${description} See [Retrieve a reconciliation](#operation/retrieveReconciliation).`;
    const output = await buildWithEdits({
      'api/openapi/next/paths/order.yaml': (text) => text.replace(`description: ${description}`, `description: ${linked}`),
      // Translated without the link, so that only the English page has it.
      'api/openapi/translations/zh-TW.yaml': (text) => `${text}\n${JSON.stringify(linked)}: "傳回一筆訂單。"\n`,
    });
    expect(output).toContain(
      'api/openapi/next/openapi.yaml, operation retrieveOrder (GET /v1/orders/{order_id}): ' +
        'A description links to #operation/retrieveReconciliation, which does not exist.',
    );
  });

  it('with a translation that links to an operation that does not exist names the catalogue, the document and the operation', async () => {
    const output = await buildWith('api/openapi/translations/zh-TW.yaml', (text) =>
      text.replace('包含其狀態、審核進度、對帳單與撥款單。', '包含其狀態、審核進度、[對帳單](#operation/retrieveReconciliation)與撥款單。'),
    );
    expect(output).toContain(
      'api/openapi/next/openapi.yaml, its zh-TW text from api/openapi/translations/zh-TW.yaml, ' +
        'operation retrieveOrder (GET /v1/orders/{order_id}): A description links to #operation/retrieveReconciliation, which does not exist.',
    );
  });

  it('with a translated webhook event that links to an operation that does not exist names the catalogue, the document and the event', async () => {
    const output = await buildWith('api/openapi/translations/zh-TW.yaml', (text) =>
      text.replace('現在可以為它執行撥款。', '現在可以為它[執行撥款](#operation/executeOrderPayout)。'),
    );
    expect(output).toContain(
      'api/openapi/next/openapi.yaml, its zh-TW text from api/openapi/translations/zh-TW.yaml, the error-code and webhook-event pages: ' +
        'event vendor.kyc.approved: A description links to #operation/executeOrderPayout, which does not exist.',
    );
  });

  it('with a translation catalogue that is not YAML names the catalogue', async () => {
    const output = await buildWith('api/openapi/translations/zh-TW.yaml', (text) => `${text}\n"Unclosed: [\n`);
    expect(output).toMatch(/api\/openapi\/translations\/zh-TW\.yaml: not valid YAML/);
  });
});
