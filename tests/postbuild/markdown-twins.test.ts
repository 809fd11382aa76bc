// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- postman-collection ships its types as an ambient module its package.json does not name
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {Collection, Item, ItemGroup} from 'postman-collection';
import {parseYaml} from '@redocly/openapi-core';
import type {Code, InlineCode, Link, Image, Root} from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {beforeAll, describe, expect, it} from 'vitest';

import {
  API_VERSIONS,
  LATEST_API_VERSION,
  isUnreleasedApiPath,
  postmanCollectionPath,
  postmanEnvironmentPath,
} from '../../src/config/apiReference';
import {API_SAMPLE_LANGUAGES} from '../../src/config/apiSamples';
import {LLMS_FILE, LLMS_FULL_FILE, LLMS_LABELS, twinPathOf} from '../../src/config/markdownTwins';
import {product} from '../../src/config/product';
import {RECORDS_FILE, type DocSearchRecord} from '../../src/search/records';
import {withoutIndexPointer} from '../../plugins/markdown-twins/convert';
import {filesUnder} from '../support/builtSite';
import {mapTakingTurns, nextTurn} from '../support/eventLoop';
import {parseLlmsTxt} from '../support/llmsTxtParser';
import {startStaticServer} from '../../scripts/lib/staticServer';
import {sitemapPaths} from '../support/sitemap';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * The Markdown twins, llms.txt files and Postman collections of the suite's
 * build (plugins/markdown-twins), read as files and served as a static host
 * would serve them.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, LLMS_FILE)))
  throw new Error(`${TEST_BUILD_DIR}/${LLMS_FILE} is missing: run npm run build:test first.`);

/** The origin of the site's absolute URLs, from the sitemap (SITE_URL of the build). */
const ORIGIN = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'))![1]!).origin;
const SITE = `${ORIGIN}${TEST_BASE_URL}`;
/** Hosts a twin may link outside the site: the product's own (src/config/product.ts) and the standards its pages cite. */
const ALLOWED_EXTERNAL_HOSTS = new Set([
  ...[product.websiteUrl, product.developerCentreUrl, product.apiTechnicalDocsUrl, product.apiBaseUrl, product.repositoryUrl].map(
    (url) => new URL(url).host,
  ),
]);

const localeBase = (locale: TestLocale) => (locale === 'en' ? `${TEST_BASE_URL}en/` : TEST_BASE_URL);
const localeDir = (locale: TestLocale) => (locale === 'en' ? path.join(BUILD_DIR, 'en') : BUILD_DIR);

/** The built file a site path or an absolute URL of the site serves, as the static host resolves it. */
function builtFileOf(urlOrPath: string): string | undefined {
  const pathname = decodeURIComponent(new URL(urlOrPath, ORIGIN).pathname);
  if (!pathname.startsWith(TEST_BASE_URL)) return undefined;
  const relative = pathname.slice(TEST_BASE_URL.length);
  return [relative, path.join(relative, 'index.html'), `${relative.replace(/\/$/, '')}.html`]
    .map((candidate) => path.join(BUILD_DIR, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

const read = (file: string) => readFileSync(file, 'utf8');
const html = (sitePath: string) => parse(read(builtFileOf(sitePath)!));

/** Whether a built page is a doc, blog post or release note that search engines may index: the pages that have twins. */
function isContentPage(document: HTMLElement): boolean {
  const classes = (document.querySelector('html')?.getAttribute('class') ?? '').split(/\s+/);
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';
  return (classes.includes('docs-doc-page') || classes.includes('blog-post-page')) && !/noindex/i.test(robots);
}

/** Every Markdown file the locale's build wrote (the other locale's folder left out). */
function twinFiles(locale: TestLocale): string[] {
  return filesUnder(localeDir(locale))
    .filter((file) => file.endsWith('.md') && (locale === 'en' || !file.startsWith('en/')))
    .map((file) => path.join(localeDir(locale), file));
}

const twinUrlOf = (file: string) => `${ORIGIN}${TEST_BASE_URL}${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`;

const trees = new Map<string, {markdown: string; tree: Root}>();
/** A twin file's text and its Markdown tree, parsed once: two checks walk every twin. */
function markdownOf(file: string): {markdown: string; tree: Root} {
  let parsed = trees.get(file);
  if (!parsed) {
    const markdown = read(file);
    const processor = unified().use(remarkParse).use(remarkGfm);
    parsed = {markdown, tree: processor.runSync(processor.parse(markdown)) as Root};
    trees.set(file, parsed);
  }
  return parsed;
}

/** The twin's text with its code (fenced and inline) left out: what must read as Markdown prose. */
function proseOf(markdown: string, tree: Root): string {
  const ranges: [number, number][] = [];
  visit(tree, ['code', 'inlineCode'], (node) => {
    const {start, end} = (node as Code | InlineCode).position!;
    ranges.push([start.offset!, end.offset!]);
  });
  let prose = '';
  let last = 0;
  for (const [start, end] of ranges.sort((a, b) => a[0] - b[0])) {
    prose += markdown.slice(last, start);
    last = end;
  }
  return prose + markdown.slice(last);
}

describe.each(LOCALES)('Markdown twins, %s', (locale) => {
  let pages: {pathname: string; document: HTMLElement}[] = [];
  let contentPages: typeof pages = [];
  // Parsed before the tests, not while Vitest collects them, with a turn of the event loop between pages (tests/support/eventLoop.ts).
  beforeAll(async () => {
    pages = await mapTakingTurns(sitemapPaths(locale), (pathname) => ({pathname, document: html(pathname)}));
    contentPages = pages.filter(({document}) => isContentPage(document));
  });
  const twins = twinFiles(locale);
  /** The line after each twin's title: the locale's llms.txt, which the host serves. */
  const pointer = `> ${LLMS_LABELS[locale].twinIndex}[llms.txt](${ORIGIN}${localeBase(locale)}${LLMS_FILE})`;

  it('every content page of the sitemap has a twin that the host serves, titled like the page', async () => {
    expect(contentPages.length, 'content pages in the sitemap').toBeGreaterThan(150);
    // A server of this test's own: a connection kept alive since another test would have timed out.
    const server = await startStaticServer(BUILD_DIR, TEST_BASE_URL);
    const problems: string[] = [];
    for (const {pathname, document} of contentPages) {
      const twin = twinPathOf(pathname);
      const response = await fetch(`${server.origin}${twin}`);
      const text = await response.text();
      const title = document.querySelector('article h1')!.text.trim();
      if (response.status !== 200) problems.push(`${twin}: ${response.status}`);
      else if (!response.headers.get('content-type')?.startsWith('text/markdown'))
        problems.push(`${twin}: ${response.headers.get('content-type')}`);
      else if (text.split('\n')[0] !== `# ${title}`)
        problems.push(`${twin}: first line ${JSON.stringify(text.split('\n')[0])}, title ${title}`);
      else if (text.split('\n')[2] !== pointer)
        problems.push(`${twin}: no pointer to llms.txt after the title: ${JSON.stringify(text.split('\n')[2])}`);
    }
    await server.close();
    expect(problems).toEqual([]);
  });

  it("every content page names its twin in its head and links it from its HTML (no JavaScript needed); other pages don't", () => {
    const problems: string[] = [];
    for (const {pathname, document} of pages) {
      const alternate = document.querySelectorAll('link[rel="alternate"][type="text/markdown"]').map((link) => link.getAttribute('href'));
      const links = document.querySelectorAll('article a[type="text/markdown"]').map((link) => link.getAttribute('href'));
      const expected = isContentPage(document) ? [twinPathOf(pathname)] : [];
      if (JSON.stringify(alternate) !== JSON.stringify(expected)) problems.push(`${pathname}: head ${JSON.stringify(alternate)}`);
      if (JSON.stringify(links) !== JSON.stringify(expected)) problems.push(`${pathname}: links ${JSON.stringify(links)}`);
    }
    expect(problems).toEqual([]);
  });

  it('every twin maps back to a page of the sitemap, or to a page of the unreleased API version (noindex, so not in it)', () => {
    const sitemapTwins = new Set(contentPages.map(({pathname}) => twinPathOf(pathname)));
    const unreleased: string[] = [];
    const orphans = twins.map(twinUrlOf).filter((url) => {
      const {pathname} = new URL(url);
      if (sitemapTwins.has(pathname)) return false;
      const page = pathname.replace(/\.md$/, '');
      if (isUnreleasedApiPath(page.slice(localeBase(locale).length)) && builtFileOf(page)) {
        unreleased.push(page);
        return false;
      }
      return true;
    });
    expect(orphans).toEqual([]);
    expect(twins.length).toBe(contentPages.length + unreleased.length);
    // Every operation of the unreleased version, and its landing page, is there.
    expect(unreleased.length).toBeGreaterThan(30);
  });

  // The first check to parse every twin (markdownOf); a ceiling for a busy shared machine, not a speed check.
  it('no twin has JSX, an import, a heading id, HTML or a relative link', {timeout: 600_000}, async () => {
    const problems: string[] = [];
    for (const file of twins) {
      await nextTurn();
      const {markdown, tree} = markdownOf(file);
      const prose = proseOf(markdown, tree);
      for (const pattern of [/^import\s/m, /\{#/, /<div/i, /<Tabs/, /<[A-Z][A-Za-z]*[\s/>]/]) {
        if (pattern.test(prose))
          problems.push(`${path.relative(BUILD_DIR, file)}: ${pattern} in ${JSON.stringify(pattern.exec(prose)![0])}`);
      }
      visit(tree, ['html', 'link', 'image', 'definition'], (node) => {
        if (node.type === 'html')
          problems.push(`${path.relative(BUILD_DIR, file)}: HTML ${JSON.stringify((node as {value: string}).value)}`);
        const url = (node as Link | Image).url;
        if (url !== undefined && !/^(https?:\/\/|mailto:)/.test(url))
          problems.push(`${path.relative(BUILD_DIR, file)}: relative link ${url}`);
      });
    }
    expect(problems).toEqual([]);
  });

  it('every link and image of a twin resolves within the build or goes to an allowed host', async () => {
    const problems = new Set<string>();
    for (const file of twins) {
      await nextTurn();
      visit(markdownOf(file).tree, ['link', 'image'], (node) => {
        const url = new URL((node as Link | Image).url);
        const where = path.relative(BUILD_DIR, file);
        if (url.protocol === 'mailto:') {
          // An address of the product's own (the FAQ's support address), as its links go to the product's hosts.
          if (!ALLOWED_EXTERNAL_HOSTS.has(url.pathname.split('@')[1] ?? '')) problems.add(`${where}: ${url.href} writes to another domain`);
        } else if (url.origin === ORIGIN) {
          if (!builtFileOf(url.href)) problems.add(`${where}: ${url.href} is no file of the build`);
        } else if (!ALLOWED_EXTERNAL_HOSTS.has(url.host)) {
          problems.add(`${where}: ${url.href} goes to another host`);
        }
      });
    }
    expect([...problems]).toEqual([]);
  });

  it('a link to a page that has a twin goes to the twin, and a guide image to its file', () => {
    const twin = read(path.join(localeDir(locale), 'docs/page-introduction/b2b-cross-border-payment/role-company/order.md'));
    expect(twin).toContain(`(${ORIGIN}${localeBase(locale)}docs/understanding-ferrypay/order-status.md`);
    expect(twin).toMatch(
      new RegExp(`!\\[[^\\]]+\\]\\(${SITE.replace(/[.]/g, '\\.')}(en/)?img/guide/role-company/order-list\\.${locale}\\.svg\\)`),
    );
  });

  it("an API operation's twin has its method and path, authentication, parameters, schemas, examples and a sample in every language", () => {
    const twin = read(path.join(localeDir(locale), 'api/create-an-order.md'));
    expect(twin).toContain('`POST /v1/orders`');
    for (const heading of locale === 'en'
      ? ['## Authentication', '## Parameters', '## Request body', '## Responses', '## Examples']
      : ['## 驗證', '## 參數', '## 請求內容', '## 回應', '## 範例']) {
      expect(twin).toContain(`\n${heading}\n`);
    }
    expect(twin).toContain('| `amount` |');
    // The tab's label as a heading (remark escapes a heading's last `#`), then its code.
    for (const {label, codeLanguage} of API_SAMPLE_LANGUAGES) {
      const heading = label.replace('.', '\\.').replace(/#$/, '\\\\#');
      expect(twin).toMatch(new RegExp(`\\n#### ${heading}\\n\\n\`\`\`${codeLanguage}\\n`));
    }
    expect(twin).toContain(`'Ferrypay-Version: ${LATEST_API_VERSION}'`);
    expect(twin).toContain("'Ferrypay-Version': '" + LATEST_API_VERSION + "'");
  });

  it('a diagram page has its Mermaid diagrams, and an admonition starts with its translated label', () => {
    const twin = read(path.join(localeDir(locale), 'docs/understanding-ferrypay/state-diagram.md'));
    expect(twin.match(/```mermaid\nstateDiagram-v2\n/g)?.length).toBe(4);
    expect(twin).toContain(locale === 'en' ? '\n> **Tip:** ' : '\n> **提示**：');
  });

  it('twins, llms.txt and llms-full.txt are in neither the sitemap nor the search index', () => {
    const sitemap = read(path.join(localeDir(locale), 'sitemap.xml'));
    expect(sitemap).not.toMatch(/\.md<|llms/);
    const records = JSON.parse(read(path.join(localeDir(locale), RECORDS_FILE))) as DocSearchRecord[];
    expect(records.filter((record) => /\.md($|#)|llms/.test(record.url)).map((record) => record.url)).toEqual([]);
  });
});

describe.each(LOCALES)('llms.txt and llms-full.txt, %s', (locale) => {
  const llms = read(path.join(localeDir(locale), LLMS_FILE));
  const full = read(path.join(localeDir(locale), LLMS_FULL_FILE));
  const twins = new Set(twinFiles(locale).map(twinUrlOf));
  const parsed = parseLlmsTxt(llms);
  const labels = LLMS_LABELS[locale];
  /** The links of the sections that list twins: every section but the instructions for AI agents. */
  const linked = Object.entries(parsed.sections)
    .filter(([title]) => title !== labels.instructions)
    .flatMap(([, links]) => links.map(({url}) => url));
  const apiBase = `${ORIGIN}${localeBase(locale)}api/`;
  const otherVersions = API_VERSIONS.filter((version) => version.name !== LATEST_API_VERSION);
  /** Twins of the latest content: every twin but the pages of the other API versions. */
  const latest = [...twins].filter(
    (url) => !otherVersions.some((version) => url.startsWith(`${apiBase}${version.path}/`) || url === `${apiBase}${version.path}.md`),
  );

  it('parses with the reference parser: the site name, the summary, the info, then H2 sections of link lines', () => {
    // The reference parser (tests/support/llmsTxtParser.ts) fails on a section line that holds no link.
    expect(parsed.title).toBe('Ferrypay Docs');
    expect(parsed.summary).toBe(labels.summary);
    expect(parsed.info).toContain(`(${ORIGIN}${localeBase(locale)}${LLMS_FULL_FILE})`);
    expect(parsed.info).toContain(`(${ORIGIN}${localeBase(locale)}openapi/${LATEST_API_VERSION}.yaml)`);
    const titles = Object.keys(parsed.sections);
    expect(titles[0]).toBe(labels.instructions);
    expect(titles.at(-1)).toBe('Optional');
    expect(titles).toEqual(expect.arrayContaining([expect.stringContaining(LATEST_API_VERSION)]));
    for (const url of linked) expect(url).toMatch(/^https?:\/\/[^)\s]+\.md$/);
    // The same, line by line: each H2 is followed by its list, each line `- [title](url): description`.
    const sections = llms
      .slice(llms.indexOf('\n## ') + 1)
      .trimEnd()
      .split('\n\n');
    expect(sections.length % 2, 'each H2 is followed by its list').toBe(0);
    for (let i = 0; i < sections.length; i += 2) {
      expect(sections[i]).toMatch(/^## [^\n]+$/);
      for (const line of sections[i + 1]!.split('\n')) expect(line).toMatch(/^- \[[^\]\n]+\]\(https?:\/\/[^)\s]+\)(: [^\n]+)?$/);
    }
  });

  it('the instructions for AI agents link pages and the OpenAPI document of the build', () => {
    const rules = parsed.sections[labels.instructions]!;
    expect(rules.length).toBeGreaterThan(4);
    for (const {url} of rules) expect(builtFileOf(url), url).toBeDefined();
    // A rule that links a section names it by the page's anchor, as the twins' own links do.
    for (const {url} of rules.filter(({url}) => new URL(url).hash)) {
      const {pathname, hash} = new URL(url);
      expect(html(pathname.replace(/\.md$/, '')).getElementById(decodeURIComponent(hash.slice(1))), url).not.toBeNull();
    }
    expect(rules.filter(({url}) => new URL(url).hash).length).toBeGreaterThanOrEqual(4);
    expect(rules.map(({url}) => url)).toEqual(
      expect.arrayContaining([
        `${apiBase}webhooks.md`,
        `${apiBase}error-codes.md`,
        `${ORIGIN}${localeBase(locale)}openapi/${LATEST_API_VERSION}.yaml`,
      ]),
    );
    expect(rules.map(({desc}) => desc).join('\n')).toContain(`Ferrypay-Version: ${LATEST_API_VERSION}`);
  });

  it('links every twin of the latest content once, and the landing page of each other API version under Optional', () => {
    const landings = otherVersions.map((version) => `${apiBase}${version.path}.md`);
    expect([...linked].sort()).toEqual([...latest, ...landings].sort());
    const optional = llms.slice(llms.indexOf('\n## Optional\n'));
    for (const landing of landings) expect(optional).toContain(`(${landing})`);
  });

  it('lists no unlisted page, nor the search page', () => {
    const unlistedPage = 'docs/page-introduction/acquiring/recurring-billing-beta';
    const document = html(`${localeBase(locale)}${unlistedPage}`);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(existsSync(path.join(localeDir(locale), `${unlistedPage}.md`))).toBe(false);
    // Other pages may link it; neither file lists it.
    expect(llms).not.toMatch(/\]\([^)]*recurring-billing-beta/);
    expect(full).not.toMatch(/^Source: .*recurring-billing-beta/m);
    expect(llms).not.toMatch(/\]\([^)]*\/search[.)]/);
    expect(full).not.toMatch(/^Source: .*\/search\.md$/m);
  });

  it('llms-full.txt holds every twin of the latest content, each after its URL, without its pointer to llms.txt', () => {
    const parts = full.split(/^Source: /m).slice(1);
    const urls = parts.map((part) => part.slice(0, part.indexOf('\n')));
    expect([...urls].sort()).toEqual([...latest].sort());
    const index = {label: labels.twinIndex, url: `${ORIGIN}${localeBase(locale)}${LLMS_FILE}`};
    for (const [at, part] of parts.entries()) {
      const twin = read(builtFileOf(urls[at]!)!);
      expect(part.slice(urls[at]!.length).trim(), urls[at]).toBe(withoutIndexPointer(twin, index).trim());
    }
    expect(full).not.toContain(labels.twinIndex);
  });
});

/** Every request of a collection, through its folders, as the SDK reads them. */
function requestsOf(group: ItemGroup): Item[] {
  return (group.items.all() as (Item | ItemGroup)[]).flatMap((child) =>
    ItemGroup.isItemGroup(child) ? requestsOf(child as ItemGroup) : [child as Item],
  );
}

describe('published OpenAPI documents and Postman collections, read away from the site', () => {
  // Postman, Swagger UI or an SDK generator resolves a site path against its own host: every
  // link to a guide page is the absolute URL of the English page (the documents' language).
  const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;
  const pages = new Map<string, HTMLElement>();
  const page = (file: string) => pages.get(file) ?? pages.set(file, parse(read(file))).get(file)!;

  describe.each(API_VERSIONS.map((version) => [version.label, version] as const))('API %s', (_label, version) => {
    it.each(LOCALES)('every link leads to a built English page and its heading (%s)', (locale) => {
      for (const sitePath of [`openapi/${version.name}.yaml`, postmanCollectionPath(version)]) {
        const file = path.join(localeDir(locale), sitePath);
        const text = read(file);
        const links = [...text.matchAll(MARKDOWN_LINK)].map((match) => match[1]!);
        // `#operation/<operationId>` links an operation of the same document, as Redoc reads it.
        const inDocument = links.filter((link) => link.startsWith('#'));
        const siteLinks = links.filter((link) => !link.startsWith('#') && (!/^(https?:)?\/\//.test(link) || link.startsWith(ORIGIN)));
        // The documents link the guide's status and glossary pages from their descriptions.
        expect(siteLinks.length, sitePath).toBeGreaterThan(0);
        const problems = inDocument.flatMap((link) => {
          const operationId = /^#operation\/(\w+)$/.exec(link)?.[1];
          if (!operationId) return [`${link} is an in-document link of no known form`];
          return new RegExp(`operationId"?: "?${operationId}\\b`).test(text) ? [] : [`${link}: no operation ${operationId}`];
        });
        problems.push(
          ...siteLinks.flatMap((link) => {
            if (!link.startsWith(`${SITE}en/`)) return [`${link} is not an absolute URL of the English site`];
            const built = builtFileOf(link);
            if (!built) return [`${link} is no file of the build`];
            const fragment = new URL(link).hash.slice(1);
            return fragment && !page(built).querySelector(`[id="${decodeURIComponent(fragment)}"]`) ? [`${link}: no such heading`] : [];
          }),
        );
        expect(problems, `${path.relative(BUILD_DIR, file)}`).toEqual([]);
      }
    });
  });
});

describe('Postman collections', () => {
  type OpenApi = {paths: Record<string, Record<string, unknown>>};
  const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

  describe.each(API_VERSIONS.map((version) => [version.label, version] as const))('API %s', (_label, version) => {
    it.each(LOCALES)('loads with the Postman SDK: one request per operation, with its method, URL and version header (%s)', (locale) => {
      const file = path.join(localeDir(locale), postmanCollectionPath(version));
      const collection = new Collection(JSON.parse(read(file)));
      const openapi = parseYaml(read(path.join(localeDir(locale), 'openapi', `${version.name}.yaml`))) as OpenApi;
      const operations = Object.entries(openapi.paths)
        .flatMap(([apiPath, item]) =>
          Object.keys(item)
            .filter((key) => METHODS.includes(key))
            .map((method) => `${method.toUpperCase()} ${apiPath}`),
        )
        .sort();
      const requests = requestsOf(collection);
      const described = requests.map((item) => {
        const url = item.request.url;
        return `${item.request.method} /${url.path!.map((segment: string) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
      });
      expect(described.sort()).toEqual(operations);
      for (const item of requests) {
        expect(item.request.url.getHost(), item.name).toBe('{{baseUrl}}');
        expect(item.request.headers.get('Ferrypay-Version'), item.name).toBe(version.name);
      }
      const variables = collection.variables.toObject(false, true) as Record<string, string>;
      expect(variables).toMatchObject({baseUrl: product.apiBaseUrl, apiKey: ''});
      // Each path variable reads the collection variable of its name, which holds the document's example.
      for (const item of requests) {
        for (const variable of item.request.url.variables.all() as {key: string; value: string}[]) {
          expect(variable.value, `${item.name}: ${variable.key}`).toBe(`{{${variable.key}}}`);
          expect(variables[variable.key], `${item.name}: ${variable.key}`).toMatch(/^[a-z]+_\w+$/);
        }
      }
      expect(JSON.stringify(collection.auth?.toJSON())).toContain('{{apiKey}}');
    });

    // Every POST sends a new key, switched on even where the version's document makes it optional (2025-03-01).
    it.each(LOCALES)('sends a new idempotency key with every POST (%s)', (locale) => {
      const collection = new Collection(JSON.parse(read(path.join(localeDir(locale), postmanCollectionPath(version)))));
      const posts = requestsOf(collection).filter((item) => item.request.method === 'POST');
      expect(posts.length).toBeGreaterThan(0);
      for (const item of posts) {
        const key = item.request.headers.one('Idempotency-Key');
        expect([key?.value, key?.disabled ?? false], item.name).toEqual(['{{$guid}}', false]);
        // Its saved examples show the request that answered them, key included.
        for (const example of item.responses.all()) {
          expect(example.originalRequest?.headers.one('Idempotency-Key')?.disabled ?? false, `${item.name}: ${example.name}`).toBe(false);
        }
      }
    });

    // A saved example is a response the operation documents, with its status: none for the document's `default`.
    it.each(LOCALES)("saves examples of the operation's documented statuses only (%s)", (locale) => {
      const collection = new Collection(JSON.parse(read(path.join(localeDir(locale), postmanCollectionPath(version)))));
      for (const item of requestsOf(collection)) {
        const codes = item.responses.all().map((example: {code?: number}) => example.code);
        expect(codes.length, item.name).toBeGreaterThan(0);
        for (const code of codes) expect(String(code), item.name).toMatch(/^[245]\d\d$/);
      }
    });

    it("has one folder per group of the API reference's sidebar, in its order", () => {
      const collection = new Collection(JSON.parse(read(path.join(BUILD_DIR, postmanCollectionPath(version)))));
      const landing = html(`${TEST_BASE_URL}en/api/${version.path ? `${version.path}/` : ''}`);
      const groups = landing
        .querySelectorAll('.theme-doc-sidebar-item-category-level-1 > .menu__list-item-collapsible > a')
        .map((link) => link.text.trim());
      expect(groups.length).toBeGreaterThan(3);
      expect((collection.items.all() as ItemGroup[]).map((folder) => folder.name)).toEqual(groups);
    });

    // The unreleased version refuses live keys, so its landing page offers the test mode environment alone.
    const acceptsLiveKeys = version.banner !== 'unreleased';
    it.each(LOCALES)("the version's landing page links its OpenAPI document, its collection and its modes' environments (%s)", (locale) => {
      const landingPath = `${localeBase(locale)}api/${version.path ? `${version.path}/` : ''}`;
      const hrefs = html(landingPath)
        .querySelectorAll('article a')
        .map((link) => link.getAttribute('href')!);
      for (const file of [
        `openapi/${version.name}.yaml`,
        postmanCollectionPath(version),
        postmanEnvironmentPath('test'),
        ...(acceptsLiveKeys ? [postmanEnvironmentPath('live')] : []),
      ]) {
        const href = hrefs.find((candidate) => candidate.endsWith(file));
        expect(href, `${landingPath} links ${file}`).toBe(`${localeBase(locale)}${file}`);
        expect(builtFileOf(href!), href).toBeDefined();
      }
      expect(
        hrefs.some((candidate) => candidate.endsWith(postmanEnvironmentPath('live'))),
        `${landingPath} links the live mode environment`,
      ).toBe(acceptsLiveKeys);
    });
  });
});
