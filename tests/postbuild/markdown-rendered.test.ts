import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';
import {expect, it} from 'vitest';
import {TEST_BUILD_DIR} from '../support/site';
import {htmlFiles} from '../support/htmlValidity';

/**
 * No page shows Markdown it was meant to render. CommonMark closes `**` after
 * punctuation only before a space or more punctuation, which Chinese prose
 * never has: `**付款連結已過期。**付款連結…` reads with its asterisks. The
 * generated API catalogues wrote every entry's title that way in zh-TW until
 * `leadSentence` (plugins/api-reference/markdown.ts) moved the full stop out
 * of the bold, and an author can write it too.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);

/**
 * Bold markers left around a phrase in a page's prose: not in code, where they
 * are the code's. (Underscores are left alone: snake_case names fill the API pages.)
 */
function strayEmphasis(html: string): string[] {
  const root = parse(html);
  for (const element of root.querySelectorAll('code, pre, script, style, textarea')) element.remove();
  const text = (root.querySelector('main') ?? root).textContent;
  return [...text.matchAll(/\*\*(?=\S)[^\n]{0,119}?\S\*\*/g)].map((match) => match[0]);
}

it('finds the asterisks that a bold title ending in a full stop leaves in Chinese prose', () => {
  const page = (markdownAsBuilt: string) =>
    `<html><body><main><p>${markdownAsBuilt}</p><pre><code>**a code sample's own**</code></pre></main></body></html>`;
  expect(strayEmphasis(page('**付款連結已過期。**付款連結到了 expires_at 仍為 active 時傳送。'))).toEqual(['**付款連結已過期。**']);
  expect(strayEmphasis(page('<strong>付款連結已過期</strong>。付款連結到了 expires_at 仍為 active 時傳送。'))).toEqual([]);
  expect(strayEmphasis(page('**是**的變更'))).toEqual(['**是**']);
  expect(strayEmphasis(page('Twice: 2 ** 3 is 8, and a ** b is a power.'))).toEqual([]);
});

it('every built page renders its emphasis: no ** left in its prose', () => {
  const files = htmlFiles(BUILD_DIR);
  expect(files.length).toBeGreaterThan(100);
  const found = files.flatMap((file) =>
    strayEmphasis(readFileSync(file, 'utf8')).map((marker) => `${path.relative(BUILD_DIR, file)}: ${marker}`),
  );
  expect(found.slice(0, 20), `${found.length} in all`).toEqual([]);
});
