import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {expect, it} from 'vitest';
import {filesUnder} from '../support/builtSite';
import {LOCALES, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * Every heading links to itself, and a screen reader reads the link's name:
 * the heading's text in the locale's words ("Direct link to 200 OK"), never
 * its id ("Direct link to response-200"), also when the heading holds code or
 * a link (src/theme/Heading) or is drawn by a component (the home page's).
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

/** The theme's name for a heading's anchor link, in the locale's words (i18n/<locale>/code.json). */
function linkName(locale: TestLocale, heading: string): string {
  const messages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../i18n', locale, 'code.json'), 'utf8'));
  return (messages['theme.common.headingLinkTitle'].message as string).replace('{heading}', heading);
}

const pages = filesUnder(BUILD_DIR).filter((file) => file.endsWith('.html'));
const localeOf = (file: string): TestLocale => (file.startsWith('en/') ? 'en' : 'zh-TW');

for (const locale of LOCALES) {
  it(`every heading's anchor link is named after the heading's text (${locale})`, () => {
    const misnamed: string[] = [];
    let links = 0;
    for (const file of pages.filter((page) => localeOf(page) === locale)) {
      for (const link of parse(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')).querySelectorAll('a.hash-link')) {
        links++;
        const heading = link.parentNode;
        expect(heading.tagName, `${file}: a heading link outside a heading`).toMatch(/^H[2-6]$/);
        const text = heading.childNodes
          .filter((node) => node !== link)
          .map((node) => node.textContent)
          .join('')
          .trim();
        const expected = linkName(locale, text);
        if (link.getAttribute('aria-label') !== expected || link.getAttribute('title') !== expected) {
          misnamed.push(`${file}#${heading.id}: "${link.getAttribute('aria-label')}", not "${expected}"`);
        }
      }
    }
    // The home page's three sections, every guide page's and every API page's headings.
    expect(links).toBeGreaterThan(1000);
    expect(misnamed.slice(0, 10), `${misnamed.length} misnamed`).toEqual([]);
  });
}
