import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {TEST_BUILD_DIR} from '../support/site';
import {product} from '../../src/config/product';

/**
 * A feed reader lists a feed under its title, and a browser offers each page's
 * feeds under their link titles: the blog's and the release notes' feeds are
 * told apart, in the locale's words (src/config/feeds.ts).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

/** A blog's title and description as its list page shows them: `<title>` without the site's name, and the meta description. */
function pageWords(dir: string): {title: string; description: string} {
  const html = read(`${dir}/index.html`);
  const title = /<title[^>]*>([^<]+) \| Ferrypay Docs<\/title>/.exec(html)?.[1];
  const description = /<meta[^>]*name="description" content="([^"]+)"/.exec(html)?.[1];
  if (!title || !description) throw new Error(`${dir}/index.html has no title or description`);
  return {title: `${product.name} ${title}`, description};
}

for (const dir of ['blog', 'release-note', 'en/blog', 'en/release-note']) {
  it(`the ${dir} feeds carry the title and description of that blog's pages`, () => {
    const {title, description} = pageWords(dir);
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
