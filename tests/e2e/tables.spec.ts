import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {axe, violations} from '../support/axe';

/**
 * Content tables at every width: code in a cell breaks only between its
 * words, and a table that does not fit its column scrolls sideways, where the
 * keyboard can reach and scroll it (src/clientModules/scrollingTables.ts,
 * src/css/custom.css).
 */
const PHONE = {width: 390, height: 844};
/** The narrowest desktop layout: the sidebar and the table of contents leave the content under 500 px. */
const NARROW_DESKTOP = {width: 1000, height: 800};
const DESKTOP = {width: 1280, height: 800};

/**
 * How the names in code in a page's tables lie on their lines: how many there
 * are, how many take more than one line, and each break inside a word. A break
 * may come after `_`, `.`, `/` or a hyphen, or before `[`
 * (plugins/code-blocks/rehypeTableCodeBreaks.ts). Each character's box says
 * which line it is on. Patterns (`^[0-9]+(\.[0-9]{1,2})?$`) have no words and
 * are left out.
 */
function namesInTables(page: Page): Promise<{names: number; broken: number; splits: string[]}> {
  return page.locator('main td code').evaluateAll((codes) => {
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
}

/**
 * Allowed to break anywhere, a table squeezed its columns until `vendor` read
 * "vend / or", `string` "stri / ng" and the status `400` "40 / 0": on a phone,
 * and on a desktop in the API reference's field tables.
 */
const TABLE_PAGES = {'the error codes': 'api/error-codes', 'an API operation page': 'api/create-an-order'} as const;

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(TABLE_PAGES)) {
    test(`code in the tables of ${kind} breaks only between its words, on a phone and on a desktop (${locale})`, async ({page}) => {
      await page.setViewportSize(PHONE);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      const phone = await namesInTables(page);
      expect(phone.names, 'names in code in the tables').toBeGreaterThan(20);
      // On a phone the long names do break, between their words: the table does not simply grow.
      expect(phone.broken, 'names on more than one line at 390 px').toBeGreaterThan(0);
      expect(phone.splits, 'names broken inside a word at 390 px').toEqual([]);
      for (const viewport of [NARROW_DESKTOP, DESKTOP]) {
        await page.setViewportSize(viewport);
        expect((await namesInTables(page)).splits, `names broken inside a word at ${viewport.width} px`).toEqual([]);
      }
    });
  }
}

/** Which of a page's content tables scroll sideways, and which take keyboard focus. */
function tableStates(tables: Locator): Promise<{scrolls: boolean; focusable: boolean}[]> {
  return tables.evaluateAll((elements) =>
    elements.map((table) => ({scrolls: table.scrollWidth > table.clientWidth, focusable: table.getAttribute('tabindex') === '0'})),
  );
}

/**
 * The webhook events catalogue's payload tables are wider than a phone's
 * column, which is also a desktop's at 400 % zoom (1280 / 4 = 320 px): there
 * a keyboard is the rule (WCAG 1.4.10). In English they are wider than a
 * narrow desktop's column too.
 */
const WIDE_TABLES = 'api/webhook-events';

for (const locale of LOCALES) {
  test(`a table wider than its column takes keyboard focus and scrolls with the arrow keys (${locale})`, async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto(sitePath(WIDE_TABLES, locale));
    await waitForHydration(page);
    const tables = page.locator('.markdown table');
    await expect
      .poll(async () => (await tableStates(tables)).filter((table) => table.scrolls && table.focusable).length)
      .toBeGreaterThan(0);
    // Exactly the tables that scroll are in the tab order.
    for (const [index, {scrolls, focusable}] of (await tableStates(tables)).entries())
      expect(focusable, `table ${index + 1}`).toBe(scrolls);

    // Tab from whatever takes focus just before a scrolling table lands on the table; the arrow keys scroll it.
    const wide = page.locator('.markdown table[tabindex="0"]').first();
    await wide.evaluate((table) => {
      const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
      const before = Array.from(document.querySelectorAll<HTMLElement>(focusable)).filter(
        (element) => element.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING && !table.contains(element),
      );
      before.at(-1)?.focus();
    });
    await page.keyboard.press('Tab');
    await expect(wide).toBeFocused();
    await expect(wide).toHaveCSS('outline-style', 'solid');
    for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);

    // A window wide enough for every table takes them out of the tab order again.
    await page.setViewportSize(DESKTOP);
    await expect.poll(async () => (await tableStates(tables)).filter((table) => table.focusable).length).toBe(0);
    expect((await tableStates(tables)).filter((table) => table.scrolls)).toEqual([]);
  });

  // axe's rule for a region that scrolls; every rule runs at the default width in a11y.spec.ts.
  const scrollRule = (page: Page) => violations(axe(page).withRules(['scrollable-region-focusable']));
  test(`a page whose tables scroll leaves none out of keyboard reach, for axe, on a phone and on a narrow desktop (${locale})`, async ({
    page,
  }) => {
    const tables = page.locator('.markdown table');
    await page.setViewportSize(PHONE);
    await page.goto(sitePath(WIDE_TABLES, locale));
    await waitForHydration(page);
    await expect.poll(async () => (await tableStates(tables)).some((table) => table.focusable)).toBe(true);
    expect(await scrollRule(page), 'at 390 px').toEqual([]);
    await page.setViewportSize(NARROW_DESKTOP);
    // Each table is in the tab order exactly when it scrolls, once the new width has been laid out.
    await expect.poll(async () => (await tableStates(tables)).every((table) => table.focusable === table.scrolls)).toBe(true);
    expect(await scrollRule(page), 'at 1000 px').toEqual([]);
  });
}
