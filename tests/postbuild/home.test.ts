import fs from 'node:fs';
import path from 'node:path';
import {expect, it} from 'vitest';
import {TEST_BUILD_DIR} from '../support/site';

/**
 * The home page's section headings link to themselves, and a screen reader
 * reads each link's name: the heading's text in the locale's words
 * (src/components/home/index.tsx), not the heading's id.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

/** Each heading's text and its anchor link's aria-label, from a built page. */
function headingLinks(file: string): {text: string; label: string}[] {
  const html = fs.readFileSync(path.join(BUILD_DIR, file), 'utf8');
  return [...html.matchAll(/<h2[^>]*id="home-[^"]+">([^<]+)<a [^>]*class="hash-link" aria-label="([^"]*)"/g)].map(([, text, label]) => ({
    text: text!,
    label: label!,
  }));
}

/** The theme's name for a heading's anchor link, in the locale's words (i18n/<locale>/code.json). */
function linkName(locale: string, heading: string): string {
  const messages = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../i18n', locale, 'code.json'), 'utf8'));
  return (messages['theme.common.headingLinkTitle'].message as string).replace('{heading}', heading);
}

for (const [file, locale] of [
  ['index.html', 'zh-TW'],
  ['en/index.html', 'en'],
] as const) {
  it(`the home page's section links are named after their headings (${file})`, () => {
    const links = headingLinks(file);
    expect(links).toHaveLength(3);
    expect(links.map(({label}) => label)).toEqual(links.map(({text}) => linkName(locale, text)));
  });
}
