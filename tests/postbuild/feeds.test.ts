import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {TEST_BUILD_DIR} from '../support/site';

/**
 * A feed reader lists a feed under its title, and a browser offers each page's
 * feeds under their link titles: the blog's and the release notes' feeds are
 * told apart, in the locale's words (src/config/feeds.ts).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

const FEEDS = [
  {dir: 'blog', title: 'Ferrypay 部落格', description: 'Ferrypay 產品團隊談跨境付款、收單與財務營運的文章。'},
  {dir: 'release-note', title: 'Ferrypay Release Note', description: 'Ferrypay 每個版本的新功能、改進、修正與您需要做的事。'},
  {
    dir: 'en/blog',
    title: 'Ferrypay Blog',
    description: 'Articles from the Ferrypay product team on cross-border payments, acquiring and finance operations.',
  },
  {
    dir: 'en/release-note',
    title: 'Ferrypay Release Note',
    description: 'New features, improvements, fixes and what you need to do, for every Ferrypay release.',
  },
];

for (const {dir, title, description} of FEEDS) {
  it(`the ${dir} feeds carry that blog's title and description`, () => {
    const rss = read(`${dir}/rss.xml`);
    expect(rss).toContain(`<title>${title}</title>`);
    expect(rss).toContain(`<description>${description}</description>`);
    expect(read(`${dir}/atom.xml`)).toContain(`<title>${title}</title>`);
    expect(JSON.parse(read(`${dir}/feed.json`))).toMatchObject({title, description});
  });
}

for (const locale of ['', 'en/']) {
  it(`a page's head names the blog's and the release notes' feeds apart (${locale || 'zh-TW'})`, () => {
    const titles = [
      ...read(`${locale}blog/index.html`).matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*title="([^"]+)"/g),
    ].map(([, title]) => title);
    expect(titles).toHaveLength(2);
    expect(new Set(titles).size).toBe(2);
  });
}
