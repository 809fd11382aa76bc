import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copySite, editFile, runBuild, writeFile, type BuildResult, type SiteCopy} from './siteCopy';

/**
 * Broken links are only known once every page is rendered, so these cases
 * need a whole build each (zh-TW only, about a minute). Two builds, both
 * through scripts/build-checked.mjs as the suite builds, run side by side
 * and cover them all:
 *
 * - a link to a page that does not exist, and a Markdown link to a file that
 *   does not exist: Docusaurus itself fails (onBrokenLinks: 'throw'; the
 *   unresolved Markdown link is left as a URL, which is then a broken link);
 * - a broken anchor and a duplicate route: Docusaurus only warns and
 *   succeeds; build-checked fails on the warnings.
 */

const SUMMARY = /build-checked: the build printed \d+ warning\(s\); the suite holds them at zero:/;

/** A throw-away copy with the broken link and the broken Markdown link. */
function brokenLinkSite(): SiteCopy {
  const site = copySite();
  editFile(site.dir, 'docs/faq.md', (text) =>
    text.replace('請先閱讀[快速開始](getting-started.md)。', '請先閱讀[快速開始](/docs/no-such-page)。'),
  );
  editFile(site.dir, 'docs/getting-started.md', (text) =>
    text.replace('[名詞解釋](glossary/index.md)', '[名詞解釋](glossary/no-such-file.md)'),
  );
  return site;
}

/** A throw-away copy with a broken anchor and a duplicate route. */
function warningsSite(): SiteCopy {
  const site = copySite();
  editFile(site.dir, 'docs/faq.md', (text) =>
    text.replace('[快速開始的開發者章節](getting-started.md#developer-webhooks)', '[快速開始的開發者章節](getting-started.md#no-such-anchor)'),
  );
  // A page at a route the blog already owns.
  writeFile(site.dir, 'src/pages/blog.md', '---\ntitle: 重複\ndescription: 與部落格列表同一個路徑的頁面。\n---\n\n# 重複\n');
  return site;
}

const sites: SiteCopy[] = [];
let brokenLink: BuildResult;
let warnings: BuildResult;
beforeAll(async () => {
  const brokenLinkCopy = brokenLinkSite();
  const warningsCopy = warningsSite();
  sites.push(brokenLinkCopy, warningsCopy);
  [brokenLink, warnings] = await Promise.all([runBuild(brokenLinkCopy.dir, {checked: true}), runBuild(warningsCopy.dir, {checked: true})]);
}, 600_000);
afterAll(() => sites.forEach((site) => site.remove()));

describe('a broken link', () => {
  it('fails the Docusaurus build itself', () => {
    expect(brokenLink.code, brokenLink.output).not.toBe(0);
    expect(brokenLink.output).toContain('Docusaurus found broken links!');
    expect(brokenLink.output).not.toContain('[SUCCESS] Generated static files');
    expect(brokenLink.output).not.toMatch(SUMMARY);
  });

  it('to a page that does not exist names the page that links and the target', () => {
    expect(brokenLink.output).toMatch(/Broken link on source page path = \/docs\/faq:\s*\n\s*-> linking to \/docs\/no-such-page\n/);
  });

  it('to a Markdown file that does not exist names the file, the line and the link', () => {
    expect(brokenLink.output).toMatch(
      /\[WARNING\] Markdown link with URL `glossary\/no-such-file\.md` in source file "docs\/getting-started\.md" \(\d+:\d+\) couldn't be resolved/,
    );
    expect(brokenLink.output).toMatch(
      /Broken link on source page path = \/docs\/getting-started:\s*\n\s*-> linking to glossary\/no-such-file\.md/,
    );
  });
});

describe('warnings the suite holds at zero', () => {
  const summary = () => warnings.output.split(SUMMARY)[1] ?? '';

  it('fail the checked build although Docusaurus succeeds', () => {
    expect(warnings.output).toContain('[SUCCESS] Generated static files');
    expect(warnings.code, warnings.output).toBe(1);
    expect(warnings.output).toMatch(SUMMARY);
  });

  it('a broken anchor is reported with the page and the anchor, also in the closing summary', () => {
    for (const text of [warnings.output, summary()]) {
      expect(text).toContain('Docusaurus found broken anchors!');
      expect(text).toMatch(/Broken anchor on source page path = \/docs\/faq:\s*\n\s*-> linking to \/docs\/getting-started#no-such-anchor/);
    }
  });

  it('a duplicate route is reported with the route, also in the closing summary', () => {
    for (const text of [warnings.output, summary()]) {
      expect(text).toContain('Duplicate routes found!');
      expect(text).toContain('Attempting to create page at /blog, but a page already exists at this route.');
    }
  });
});
