import {existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {API_VERSIONS, apiDocsOptions} from '../../src/config/apiReference';
import {API_SAMPLE_LANGUAGES, API_SAMPLES_STATIC_DIR} from '../../src/config/apiSamples';
import {docsDirFor, generateApiReference, openapiFileFor, sidebarFileFor} from '../../plugins/api-reference/generate';
import {signatureSamplesBlock} from '../../plugins/api-reference/signatureSamples';
import {apiPagePath, latestOperationPath, versionHead} from '../../plugins/api-reference/versionHead';
import {API_CATALOGUE_PAGES, API_DIFF_PAGES, API_EXTRA_PAGES, SPEC_API_SLUGS} from '../support/apiSlugs';

const scratch = mkdtempSync(path.join(tmpdir(), 'api-generator-'));
const out = (...parts: string[]) => path.join(scratch, ...parts);
const read = (...parts: string[]) => readFileSync(out(...parts), 'utf8');
const LOCALES = ['zh-TW', 'en'] as const;

let outputs: string[] = [];
beforeAll(async () => {
  ({outputs} = await generateApiReference({siteDir: process.cwd(), outDir: scratch, lastUpdate: () => '2026-11-09'}));
}, 120_000);
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('generated files', () => {
  // The build skips generating when the sources and these outputs are unchanged
  // (plugins/api-reference/freshness.ts): a file left out here could be edited by hand and kept.
  it('reports every file it wrote, as the file or as a folder it owns', () => {
    const written = readdirSync(scratch, {recursive: true, withFileTypes: true})
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    // A page folder per version and locale, each with every operation's page and the hand-written pages.
    expect(written.length).toBeGreaterThan(API_VERSIONS.length * LOCALES.length * SPEC_API_SLUGS.length);
    const unreported = written.filter((file) => !outputs.some((output) => file === output || file.startsWith(`${output}${path.sep}`)));
    expect(unreported).toEqual([]);
  });

  it('writes the versions file Docusaurus reads, newest dated version first', () => {
    expect(JSON.parse(read('api_versions.json'))).toEqual(['2026-06-01', '2025-03-01']);
  });

  it('writes the zh-TW pages where the docs plugin instance reads them', () => {
    expect(docsDirFor(API_VERSIONS[0], 'zh-TW')).toBe(apiDocsOptions.path);
    expect(docsDirFor(API_VERSIONS[1], 'zh-TW')).toBe(path.join('api_versioned_docs', 'version-2026-06-01'));
    expect(docsDirFor(API_VERSIONS[2], 'en')).toBe(path.join('i18n', 'en', 'docusaurus-plugin-content-docs-api', 'version-2025-03-01'));
  });

  it.each(API_VERSIONS.flatMap((version) => LOCALES.map((locale) => [version.name, locale] as const)))(
    '%s in %s has a page for each operation, the hand-written pages, the two catalogues and the changes up to it, and nothing else',
    (name, locale) => {
      const version = API_VERSIONS.find((candidate) => candidate.name === name)!;
      const files = readdirSync(out(docsDirFor(version, locale))).sort();
      expect(files).toEqual(
        [...SPEC_API_SLUGS, ...API_EXTRA_PAGES, ...API_CATALOGUE_PAGES, ...API_DIFF_PAGES[name]!].map((slug) => `${slug}.mdx`).sort(),
      );
    },
  );

  it.each(API_VERSIONS.map((version) => version.name))('the %s sidebar groups the operations by resource', (name) => {
    const version = API_VERSIONS.find((candidate) => candidate.name === name)!;
    const sidebar = JSON.parse(read(sidebarFileFor(version))).api as {type: string; id?: string; label?: string; items?: {id: string}[]}[];
    expect(sidebar.slice(0, 5 + API_DIFF_PAGES[name]!.length).map((item) => item.id)).toEqual([
      'index',
      'changes-between-versions',
      'webhooks',
      ...API_CATALOGUE_PAGES,
      ...API_DIFF_PAGES[name]!,
    ]);
    const categories = sidebar.filter((item) => item.type === 'category');
    expect(categories.map((category) => category.label)).toEqual(['應用程式', '供應商', '訂單', '對帳單', '付款連結', 'Webhook']);
    expect(categories.flatMap((category) => category.items!.map((item) => item.id)).sort()).toEqual([...SPEC_API_SLUGS].sort());
  });

  it('translates the sidebar categories into English for the en locale', () => {
    const labels = JSON.parse(read('i18n', 'en', 'docusaurus-plugin-content-docs-api', 'version-2026-06-01.json'));
    expect(labels['sidebar.api.category.payment-links'].message).toBe('Payment links');
    expect(labels['version.label'].message).toBe('2026-06-01');
  });

  it.each(API_VERSIONS.map((version) => version.name))('publishes the bundled %s document as a download', (name) => {
    const version = API_VERSIONS.find((candidate) => candidate.name === name)!;
    const doc = parseYaml(read(openapiFileFor(version))) as {info: {version: string}; paths: object; components: object};
    expect(doc.info.version).toBe(name);
    expect(Object.keys(doc.paths)).toHaveLength(21);
    expect(JSON.stringify(doc)).not.toMatch(/"\$ref":"(?!#)/);
  });
});

describe('an operation page', () => {
  const page = (version: string, locale: string, slug: string) =>
    read(
      docsDirFor(
        API_VERSIONS.find((candidate) => candidate.name === version)!,
        locale,
      ),
      `${slug}.mdx`,
    );

  it.each(LOCALES)('has front matter with its slug, a title and an edit link to its source (%s)', (locale) => {
    const source = page('2026-06-01', locale, 'create-an-order');
    expect(source).toMatch(/^---\n/);
    expect(source).toContain('slug: "/create-an-order"');
    expect(source).toContain(locale === 'en' ? 'title: "Create an order"' : 'title: "建立訂單"');
    expect(source).toContain(locale === 'en' ? 'api/openapi/2026-06-01/paths/orders.yaml"' : 'api/openapi/translations/zh-TW.yaml"');
    expect(source).toContain('last_update:\n  date: "2026-11-09"');
  });

  it.each(SPEC_API_SLUGS)('%s shows a method, a path, examples and its published samples in every version and locale', (slug) => {
    for (const version of API_VERSIONS) {
      const samples = JSON.parse(read(API_SAMPLES_STATIC_DIR, version.name, `${slug}.json`)) as Record<string, string>;
      expect(Object.keys(samples)).toEqual(API_SAMPLE_LANGUAGES.map((language) => language.id));
      for (const code of Object.values(samples)) expect(code).toContain(version.name);
      for (const locale of LOCALES) {
        const source = page(version.name, locale, slug);
        expect(source).toMatch(/<ApiEndpoint method="(GET|POST|PATCH|DELETE)" path="\/v1\/[^"]+" \/>/);
        expect(source).toContain(`<ApiSamples apiVersion="${version.name}" operation="${slug}" />`);
        // The page carries no sample code: the component reads the published file.
        expect(source).not.toMatch(/```(bash|js|python|php|java|go|csharp)\n|curl --request/);
        expect(source).toMatch(/```json\n/);
      }
    }
  });

  it.each(LOCALES)('lays the fields and the examples out as two panes, the examples second (%s)', (locale) => {
    const source = page('2026-06-01', locale, 'create-an-order');
    const order = [
      '<ApiPanes>',
      '<ApiFieldsPane toc={toc}>',
      '{#parameters}',
      '{#request-body}',
      '{#responses}',
      '</ApiFieldsPane>',
      '<ApiExamplesPane>',
      '{#examples}',
      '<ApiSamples',
      '{#response-examples}',
      '</ApiExamplesPane>',
      '</ApiPanes>',
    ];
    const positions = order.map((marker) => source.indexOf(marker));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('keeps field names, paths and code identical between locales and translates the prose', () => {
    const zh = page('2026-06-01', 'zh-TW', 'create-an-order');
    const en = page('2026-06-01', 'en', 'create-an-order');
    const codeBlocks = (source: string) => source.match(/```[\s\S]*?```/g);
    expect(codeBlocks(zh)).toEqual(codeBlocks(en));
    const fieldNames = (source: string) => source.match(/^\| `[a-z_.[\]]+` \|/gm);
    expect(fieldNames(zh)).toEqual(fieldNames(en));
    expect(zh).toContain('建立一筆訂單');
    expect(zh).not.toContain('Creates an order');
  });

  it('lists the request ID header once, above the responses, on every operation of every version and locale', () => {
    for (const version of API_VERSIONS) {
      for (const locale of LOCALES) {
        for (const slug of SPEC_API_SLUGS) {
          const source = page(version.name, locale, slug);
          const headers = source.indexOf('{#response-headers}');
          expect(headers, `${version.name} ${locale} ${slug}`).toBeGreaterThan(source.indexOf('{#responses}'));
          expect(headers).toBeLessThan(source.search(/\{#response-2\d\d\}/));
          expect(source.match(/^\| `Ferrypay-Request-Id` \| `string` \|/gm)).toHaveLength(1);
          // The 429 row keeps the header only it carries, and not the one every response carries.
          const rateLimitRow = source.match(/^\| `429` \|.*$/m)?.[0];
          expect(rateLimitRow).toContain('`Retry-After`');
          expect(rateLimitRow).not.toContain('Ferrypay-Request-Id');
        }
      }
    }
    expect(page('2026-06-01', 'en', 'create-an-order')).toContain(
      'Every response to this request carries these headers, whatever its status.\n\n| Name | Type | Description |',
    );
    expect(page('2026-06-01', 'zh-TW', 'create-an-order')).toContain('這個請求的每個回應都帶有下列標頭，不論狀態碼為何。');
  });

  it('links to other operations inside the same version', () => {
    expect(page('2025-03-01', 'en', 'create-a-vendor')).toContain('[Invite a vendor](create-a-vendors-invitation.mdx)');
  });

  it('escapes what MDX would read as JSX or expressions', () => {
    for (const version of API_VERSIONS) {
      const body = page(version.name, 'en', 'create-an-order')
        .replace(/```[\s\S]*?```/g, '')
        .replace(/`[^`\n]*`/g, '')
        .replace(/^import .*$/gm, '')
        .replace(/\{#[\w-]+\}/g, '')
        .replace(/<\/?(Tabs|TabItem|ApiEndpoint|ApiCanonical|ApiPanes|ApiFieldsPane|ApiExamplesPane|ApiSamples|head|meta)\b[^>]*>/g, '');
      expect(body).not.toMatch(/(?<!\\)[{}]|<(?!br)/);
    }
  });
});

describe('hand-written pages', () => {
  const landing = (version: string, locale = 'en') =>
    read(
      docsDirFor(
        API_VERSIONS.find((candidate) => candidate.name === version)!,
        locale,
      ),
      'index.mdx',
    );

  it('keep only the blocks of their version', () => {
    expect(landing('2025-03-01')).toContain('`per_page`');
    expect(landing('2025-03-01')).not.toContain('starting_after');
    expect(landing('2026-06-01')).toContain('starting_after');
    expect(landing('2026-06-01')).not.toContain('`per_page`');
    expect(landing('next', 'zh-TW')).not.toMatch(/@version|@end|%%/);
  });

  it('link the version document download and list every operation by resource', () => {
    const source = landing('next', 'zh-TW');
    expect(source).toContain('(pathname:///openapi/next.yaml)');
    expect(source).toContain('### 付款連結 {#operations-payment-links}');
    for (const slug of SPEC_API_SLUGS) expect(source).toContain(`(${slug}.mdx)`);
  });

  it('include the Webhooks page with its checker and the tested verification code, in every version and locale', () => {
    const samples = signatureSamplesBlock(process.cwd());
    for (const version of API_VERSIONS) {
      for (const locale of LOCALES) {
        const page = read(docsDirFor(version, locale), 'webhooks.mdx');
        expect(page).toContain("import SignatureChecker from '@site/src/components/SignatureChecker';\n");
        expect(page).toContain('\n<SignatureChecker />\n');
        expect(page).toContain(`\n${samples}\n`);
        expect(page).not.toContain('@insert');
      }
    }
  });

  it('exist in both locales for every version', () => {
    for (const version of API_VERSIONS) {
      for (const locale of LOCALES) {
        for (const page of API_EXTRA_PAGES) expect(existsSync(out(docsDirFor(version, locale), `${page}.mdx`))).toBe(true);
      }
    }
  });
});

describe('the pages of the changes between versions', () => {
  const dirOf = (name: string, locale: string) =>
    out(
      docsDirFor(
        API_VERSIONS.find((candidate) => candidate.name === name)!,
        locale,
      ),
    );

  it.each(LOCALES)('link only operation pages of their own version, at headings those pages have (%s)', (locale) => {
    const problems: string[] = [];
    for (const [name, pages] of Object.entries(API_DIFF_PAGES)) {
      for (const page of pages) {
        const source = readFileSync(path.join(dirOf(name, locale), `${page}.mdx`), 'utf8');
        const links = [...source.matchAll(/\]\(([a-z0-9-]+)\.mdx(?:#([a-z0-9-]+))?\)/g)];
        expect(links.length, page).toBeGreaterThan(10);
        for (const [, slug, anchor] of links) {
          const target = path.join(dirOf(name, locale), `${slug}.mdx`);
          if (!existsSync(target)) problems.push(`${page}: ${slug}.mdx`);
          else if (anchor && !readFileSync(target, 'utf8').includes(`{#${anchor}}`)) problems.push(`${page}: ${slug}.mdx#${anchor}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES)('are linked from the story of every version by their site path (%s)', (locale) => {
    for (const version of API_VERSIONS) {
      const story = readFileSync(path.join(dirOf(version.name, locale), 'changes-between-versions.mdx'), 'utf8');
      expect(story).toContain('](/api/changes/2025-03-01-to-2026-06-01)');
      expect(story).toContain('](/api/next/changes/2026-06-01-to-next)');
    }
  });

  it('count the same changes in both locales', () => {
    for (const [name, pages] of Object.entries(API_DIFF_PAGES)) {
      for (const page of pages) {
        const rows = (locale: string) =>
          readFileSync(path.join(dirOf(name, locale), `${page}.mdx`), 'utf8')
            .split('\n')
            .filter((line) => /^\| [^|]+ \| \[/.test(line));
        expect(rows('zh-TW').length).toBe(rows('en').length);
      }
    }
  });
});

describe('what each version puts in the head of its pages', () => {
  const [next, latest, unmaintained] = API_VERSIONS;
  const source = (version: (typeof API_VERSIONS)[number], locale: string, page: string) => read(docsDirFor(version, locale), `${page}.mdx`);

  it('only the unreleased version asks search engines not to index its pages, through the docs plugin', () => {
    const noIndex = Object.fromEntries(Object.entries(apiDocsOptions.versions).map(([name, options]) => [name, options.noIndex]));
    expect(noIndex).toEqual({current: true, [latest.docsVersion]: false, [unmaintained.docsVersion]: false});
  });

  it.each(LOCALES)('the unreleased version adds nothing of its own to the head, no canonical elsewhere either (%s)', (locale) => {
    for (const page of [...SPEC_API_SLUGS, ...API_EXTRA_PAGES, ...API_CATALOGUE_PAGES]) {
      expect(source(next, locale, page), page).not.toMatch(/<head>|ApiCanonical/);
    }
  });

  it.each(LOCALES)('the unmaintained version names the same page of the latest version as canonical (%s)', (locale) => {
    for (const slug of [...SPEC_API_SLUGS, ...API_CATALOGUE_PAGES]) {
      expect(source(unmaintained, locale, slug)).toContain(`<ApiCanonical path="/api/${slug}" />`);
    }
    expect(source(unmaintained, locale, 'index')).toContain('<ApiCanonical path="/api/" />');
    expect(source(unmaintained, locale, 'changes-between-versions')).toContain('<ApiCanonical path="/api/changes-between-versions" />');
    expect(source(unmaintained, locale, 'index')).not.toContain('<head>');
  });

  it.each(LOCALES)('the latest version keeps the theme head (%s)', (locale) => {
    for (const page of [...SPEC_API_SLUGS, ...API_EXTRA_PAGES, ...API_CATALOGUE_PAGES]) {
      expect(source(latest, locale, page)).not.toMatch(/<head>|ApiCanonical/);
    }
  });

  it('finds the latest page of an operation by its operationId, not by its URL', () => {
    const latestOperations = {version: latest, operations: [{operationId: 'createOrder', slug: 'place-an-order'}]};
    // Renamed in the latest version (a new summary, so a new slug): the canonical follows it.
    expect(latestOperationPath(latestOperations, 'createOrder')).toBe('/api/place-an-order');
    // Dropped from the latest version: no canonical of ours, the theme's (the page itself) stays.
    expect(latestOperationPath(latestOperations, 'deleteOrder')).toBeUndefined();
    expect(versionHead(unmaintained, undefined)).toBe('');
  });

  it('builds page paths the way Docusaurus builds them from the slug', () => {
    expect(apiPagePath(latest, '/')).toBe('/api/');
    expect(apiPagePath(latest, '/create-an-order')).toBe('/api/create-an-order');
    expect(apiPagePath(next, '/')).toBe('/api/next/');
    expect(apiPagePath(unmaintained, '/create-an-order')).toBe('/api/2025-03-01/create-an-order');
  });
});
