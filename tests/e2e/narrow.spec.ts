import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';

/**
 * Nothing scrolls sideways on the narrowest phone the site supports (WCAG
 * 1.4.10 reflow: 320 CSS px). One page of each kind, in each locale; a menu
 * that is closed, and so invisible, counts too: it still widens the page.
 */
const NARROW = {width: 320, height: 640};

const PAGES = {
  'the home page': '',
  'a guide page': 'docs/getting-started',
  'an API operation page': 'api/create-a-webhook',
  'a blog post': 'blog/multi-role-review-design',
  'a release note': 'release-note/v2-1-0',
  'the search page': 'search?q=webhook',
  'a not-found page': 'no/such/page',
} as const;

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`${kind} does not scroll sideways at 320 px (${locale})`, async ({page}) => {
      await page.setViewportSize(NARROW);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const width = await page.evaluate(() => ({page: document.documentElement.scrollWidth, window: window.innerWidth}));
      expect(width.page, `${path}: page width`).toBeLessThanOrEqual(width.window);
    });
  }
}

/**
 * On a phone, code in a table breaks only between its words: after `_`, `.`,
 * `/` or a hyphen, or before `[` (plugins/code-blocks/rehypeTableCodeBreaks.ts).
 * Allowed to break anywhere, a table squeezed its columns until `vendor` read
 * "vend / or" and the status `400` "40 / 0". Each character's box says which
 * line it is on. Patterns (`^[0-9]+(\.[0-9]{1,2})?$`) have no words and are
 * left out.
 */
const PHONE = {width: 390, height: 844};
const TABLE_PAGES = {'the error codes': 'api/error-codes', 'an API operation page': 'api/create-an-order'} as const;

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(TABLE_PAGES)) {
    test(`at 390 px, code in the tables of ${kind} breaks only between its words (${locale})`, async ({page}) => {
      await page.setViewportSize(PHONE);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const found = await page.locator('main td code').evaluateAll((codes) => {
        const splits: string[] = [];
        let broken = 0;
        const range = document.createRange();
        const names = codes.filter((code) => /^[\w.\-/[\]]+$/.test(code.textContent ?? ''));
        for (const code of names) {
          const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
          let previous: {char: string; top: number} | undefined;
          let lines = 1;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (let index = 0; index < text.length; index++) {
              range.setStart(node, index);
              range.setEnd(node, index + 1);
              const box = range.getClientRects()[0];
              if (!box) continue;
              const char = text[index]!;
              if (previous !== undefined && box.top > previous.top + box.height / 2) {
                lines += 1;
                if (!/[_./-]/.test(previous.char) && char !== '[') splits.push(`${code.textContent} before "${char}"`);
              }
              previous = {char, top: box.top};
            }
          }
          if (lines > 1) broken += 1;
        }
        return {names: names.length, broken, splits};
      });
      expect(found.names, 'names in code in the tables').toBeGreaterThan(20);
      // The long names do break, between their words: the table does not simply grow.
      expect(found.broken, 'names on more than one line').toBeGreaterThan(0);
      expect(found.splits, 'names broken inside a word').toEqual([]);
    });
  }
}
