import path from 'node:path';
import {LinkChecker, LinkState, type CrawlResult} from 'linkinator';
import {describe, expect, it} from 'vitest';
import {startStaticServer} from '../../scripts/lib/staticServer';
import {scratchFolder, writeTreeFile} from '../support/scratch';
import {sitemapPaths} from '../support/sitemap';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR} from '../support/site';

/**
 * A crawler (linkinator, the link checker docs sites run in CI) follows every
 * link of the built site from the home page, as served under the base path
 * (the English pages through the language menu), and requests every page,
 * script, stylesheet, image and download they name, and the fonts and images
 * the stylesheets name. Docusaurus's own check sees the links its `<Link>` and Markdown
 * make; this one also sees the rest: the announcement bar's HTML, links to
 * static files (OpenAPI documents, Postman collections, Markdown twins,
 * llms.txt) and whatever a component writes as a plain `<a>`. The network is
 * closed here, so links to other origins are left out: a crawl of the whole
 * site (both locales, 1,354 pages and files on 6 December) takes about 10 s.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

type Crawl = {broken: string[]; checked: Set<string>; skipped: number};

/** A broken link's status, or why no status came: the request's error and its cause (a reset connection, a refused one). */
function answer(link: CrawlResult['links'][number]): string {
  if (link.status) return String(link.status);
  const reasons = (link.failureDetails ?? []).map((failure) => {
    const error = failure as {message?: string; cause?: {code?: string; message?: string}};
    return [error.message, error.cause?.code ?? error.cause?.message].filter(Boolean).join(': ');
  });
  return `no answer (${reasons.join('; ') || 'no error given'})`;
}

async function crawl(root: string, baseUrl: string, start: string[]): Promise<Crawl> {
  const server = await startStaticServer(root, baseUrl);
  try {
    const result: CrawlResult = await new LinkChecker().check({
      path: start.map((page) => `${server.origin}${page}`),
      recurse: true,
      checkCss: true,
      concurrency: 16,
      linksToSkip: async (link) => new URL(link).origin !== server.origin,
    });
    const site = (url: string) => url.slice(server.origin.length);
    return {
      broken: result.links
        .filter((link) => link.state === LinkState.BROKEN)
        .map((link) => `${answer(link)} ${site(link.url)} (linked from ${link.parent ? site(link.parent) : 'the start'})`),
      checked: new Set(result.links.filter((link) => link.state === LinkState.OK).map((link) => site(link.url))),
      skipped: result.links.filter((link) => link.state === LinkState.SKIPPED).length,
    };
  } finally {
    await server.close();
  }
}

describe('a crawler over the built site', () => {
  it("finds no broken link from the home page, and reaches every page of both locales' sitemaps", async () => {
    // One start: linkinator reads the links of a page only under the start that found it first, so a second
    // start (the English home) would leave some zh-TW pages' links unread, depending on which start won.
    const {broken, checked, skipped} = await crawl(BUILD_DIR, TEST_BASE_URL, [TEST_BASE_URL]);
    expect(broken).toEqual([]);
    const unreached = LOCALES.flatMap((locale) => sitemapPaths(locale)).filter(
      (page) => !checked.has(page) && !checked.has(`${page}/`) && !checked.has(page.replace(/\/$/, '')),
    );
    expect(unreached).toEqual([]);
    // Other origins (the Ferrypay website, GitHub, Algolia's logo link) are linked and left out.
    expect(skipped).toBeGreaterThan(0);
  });

  it('reports a link to a file that is not there, and the page that links it', async () => {
    const root = scratchFolder('ferrypay-crawl');
    writeTreeFile(
      root,
      'index.html',
      '<!doctype html><title>Home</title><a href="/docs/guide">Guide</a><a href="https://example.com/">Out</a>',
    );
    writeTreeFile(root, 'guide.html', '<!doctype html><title>Guide</title><a href="/docs/openapi/missing.yaml">Download</a>');
    const {broken, skipped} = await crawl(root, '/docs/', ['/docs/']);
    expect(broken).toEqual(['404 /docs/openapi/missing.yaml (linked from /docs/guide)']);
    expect(skipped).toBe(1);
  });
});
