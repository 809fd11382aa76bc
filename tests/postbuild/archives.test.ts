import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {TEST_BASE_URL, TEST_BUILD_DIR} from '../support/site';

/**
 * The footer links the blog's and the release notes' archives by name; each
 * archive page is titled with the name its link promises, in both locales
 * (src/theme/BlogArchivePage: the theme titles every blog's archive alike).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
const read = (file: string) => fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');

for (const locale of ['', 'en/']) {
  for (const blog of ['blog', 'release-note']) {
    const archive = `${locale}${blog}/archive`;
    it(`the ${archive} page is titled as the footer link to it reads`, () => {
      const href = `${TEST_BASE_URL}${archive}`;
      const label = new RegExp(`<a class="footer__link-item" href="${href}">([^<]+)`).exec(read(`${locale}index.html`))?.[1];
      expect(label, `a footer link to ${href}`).toBeDefined();
      const page = read(`${archive}/index.html`);
      expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1]).toBe(label);
      expect(page).toContain(`<title data-rh="true">${label} | Ferrypay Docs</title>`);
    });
  }
}
