import {afterAll, describe, expect, it} from 'vitest';
import {copyFixtureSite, editFile, runBuild, writeFile, type SiteCopy} from './fixtureSite';

/**
 * A broken link, a broken anchor, a broken Markdown link and a duplicate
 * route each fail the build, naming the page and the link: Docusaurus itself
 * throws on all four (docusaurus.config.ts: onBrokenLinks, onBrokenAnchors,
 * onDuplicateRoutes and markdown.hooks.onBrokenMarkdownLinks). A warning it
 * has no such option for still fails the suite's build through
 * scripts/build-checked.mjs, which every case here builds through, as the
 * suite does. Each case edits a copy of the fixture site of its own.
 */
const sites: SiteCopy[] = [];
afterAll(() => sites.forEach((site) => site.remove()));

async function checkedBuildWith(edit: (dir: string) => void): Promise<string> {
  const site = copyFixtureSite();
  sites.push(site);
  edit(site.dir);
  const result = await runBuild(site.dir, {checked: true});
  expect(result.code, result.output).not.toBe(0);
  return result.output;
}

/** The closing summary build-checked prints for warnings; none of Docusaurus's failures reach it. */
const SUMMARY = /build-checked: the build printed \d+ warning\(s\); the suite holds them at zero:/;

describe.concurrent('the build fails', () => {
  it('on a link to a page that does not exist, naming the page that links and the target', async () => {
    const output = await checkedBuildWith((dir) =>
      editFile(dir, 'docs/faq.md', (text) => text.replace('請先閱讀[快速開始](getting-started.md)。', '請先閱讀[快速開始](/docs/no-such-page)。')),
    );
    expect(output).toContain('Docusaurus found broken links!');
    expect(output).toMatch(/Broken link on source page path = \/docs\/faq:\s*\n\s*-> linking to \/docs\/no-such-page\n/);
    expect(output).not.toContain('[SUCCESS] Generated static files');
    expect(output).not.toMatch(SUMMARY);
  });

  it('on a Markdown link to a file that does not exist, naming the file, the line and the link, before any page is rendered', async () => {
    const output = await checkedBuildWith((dir) =>
      editFile(dir, 'docs/getting-started.md', (text) => text.replace('[名詞解釋](glossary/index.md)', '[名詞解釋](glossary/no-such-file.md)')),
    );
    expect(output).toMatch(
      /Markdown link with URL `glossary\/no-such-file\.md` in source file "docs\/getting-started\.md" \(\d+:\d+\) couldn't be resolved/,
    );
    expect(output).not.toContain('Docusaurus found broken links!');
    expect(output).not.toMatch(SUMMARY);
  });

  it('on a link to an anchor the page does not have, naming the page and the anchor', async () => {
    const output = await checkedBuildWith((dir) =>
      editFile(dir, 'docs/faq.md', (text) =>
        text.replace('[快速開始的開發者章節](getting-started.md#developer-webhooks)', '[快速開始的開發者章節](getting-started.md#no-such-anchor)'),
      ),
    );
    expect(output).toContain('Docusaurus found broken anchors!');
    expect(output).toMatch(/Broken anchor on source page path = \/docs\/faq:\s*\n\s*-> linking to \/docs\/getting-started#no-such-anchor/);
    expect(output).not.toContain('[SUCCESS] Generated static files');
    expect(output).not.toMatch(SUMMARY);
  });

  it('on a page at a route another page has, naming the route, before anything is bundled', async () => {
    // A page at the route the blog's list already has.
    const output = await checkedBuildWith((dir) =>
      writeFile(dir, 'src/pages/blog.md', '---\ntitle: 重複\ndescription: 與部落格列表同一個路徑的頁面。\n---\n\n# 重複\n'),
    );
    expect(output).toContain('Duplicate routes found!');
    expect(output).toContain('Attempting to create page at /blog, but a page already exists at this route.');
    expect(output).not.toContain('Compiled successfully');
    expect(output).not.toMatch(SUMMARY);
  });

  it('through build-checked on a warning Docusaurus only prints, with the warning in the closing summary', async () => {
    // A page that imports a name its module does not export: the bundler only warns, and the page renders.
    const output = await checkedBuildWith((dir) =>
      writeFile(
        dir,
        'src/pages/stale-import.tsx',
        "import React from 'react';\nimport {noSuchName} from '@site/src/config/product';\n\nexport default function StaleImport() {\n  return <p>{String(noSuchName)}</p>;\n}\n",
      ),
    );
    expect(output).toContain('[SUCCESS] Generated static files');
    const summary = output.split(SUMMARY)[1];
    expect(summary, output).toBeDefined();
    expect(summary).toContain('[WARNING]');
    expect(summary).toContain('noSuchName');
  });
});
