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

/** Pages with many names in code in their tables (the stylesheet's reasons: src/css/custom.css). */
const TABLE_PAGES = {'the error codes': 'api/error-codes', 'an API operation page': 'api/create-an-order'} as const;

/** Which of a page's content tables scroll sideways, and which take keyboard focus. */
function tableStates(tables: Locator): Promise<{scrolls: boolean; focusable: boolean}[]> {
  return tables.evaluateAll((elements) =>
    elements.map((table) => ({scrolls: table.scrollWidth > table.clientWidth, focusable: table.getAttribute('tabindex') === '0'})),
  );
}

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(TABLE_PAGES)) {
    test(`code in the tables of ${kind} breaks only between its words, on a phone and on a desktop (${locale})`, async ({page}) => {
      await page.setViewportSize(PHONE);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      const phone = await namesInTables(page);
      expect(phone.names, 'names in code in the tables at 390 px').toBeGreaterThan(20);
      // On a phone the long names do break, between their words: the table does not simply grow.
      expect(phone.broken, 'names on more than one line at 390 px').toBeGreaterThan(0);
      expect(phone.splits, 'names broken inside a word at 390 px').toEqual([]);
      for (const viewport of [NARROW_DESKTOP, DESKTOP]) {
        await page.setViewportSize(viewport);
        const desktop = await namesInTables(page);
        expect(desktop.names, `names in code in the tables at ${viewport.width} px`).toBe(phone.names);
        expect(desktop.splits, `names broken inside a word at ${viewport.width} px`).toEqual([]);
      }
      // At 1280 px the tables fit, also the operation page's beside its examples (src/components/api/panes.module.css).
      expect((await tableStates(page.locator('.markdown table'))).filter((table) => table.scrolls)).toEqual([]);
    });
  }
}

/**
 * The webhook events catalogue's payload tables are wider than a phone's
 * column, as they would be on a desktop at 400 % zoom (WCAG 1.4.10), where a
 * keyboard is the rule. In English they are wider than a narrow desktop's
 * column too.
 */
const WIDE_TABLES = 'api/webhook-events';

/**
 * Resolves once each table takes keyboard focus exactly when it scrolls, and,
 * where `someScroll` is given, once some do or none does.
 */
async function tabStopsFollowScrolling(tables: Locator, someScroll?: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const states = await tableStates(tables);
      const scrolling = states.some((table) => table.scrolls);
      return states.every((table) => table.focusable === table.scrolls) && (someScroll === undefined || scrolling === someScroll);
    })
    .toBe(true);
}

for (const locale of LOCALES) {
  test(`a table wider than its column takes keyboard focus and scrolls with the arrow keys (${locale})`, async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto(sitePath(WIDE_TABLES, locale));
    await waitForHydration(page);
    const tables = page.locator('.markdown table');
    await tabStopsFollowScrolling(tables, true);

    // The table is in the browser's own tab order: Shift+Tab leaves it, Tab comes back to it.
    const wide = tables.nth((await tableStates(tables)).findIndex((table) => table.scrolls));
    await wide.focus();
    await page.keyboard.press('Shift+Tab');
    await expect(wide).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wide).toBeFocused();
    await expect(wide).toHaveCSS('outline-style', 'solid');
    for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => wide.evaluate((table) => table.scrollLeft)).toBeGreaterThan(0);

    // Once the window is wide enough for every table, none is a tab stop (the focused one keeps its own until it loses focus).
    await page.keyboard.press('Shift+Tab');
    await page.setViewportSize(DESKTOP);
    await tabStopsFollowScrolling(tables, false);
  });

  // axe's rule for a region that scrolls; every rule runs at the default width in a11y.spec.ts.
  const scrollRule = (page: Page) => violations(axe(page).withRules(['scrollable-region-focusable']));
  test(`tables reached by a link in the site leave none out of keyboard reach, for axe, on a phone and on a narrow desktop (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(sitePath('api/create-a-webhook', locale));
    await waitForHydration(page);
    // Client-side navigation: the event's link in the `enabled_events` row. The
    // address changes before the new page replaces the old one, whose tables
    // would do as well here: the event's heading says the new page is in.
    const link = page.locator('main a[href*="webhook-events#"]').first();
    const event = new URL((await link.getAttribute('href'))!, page.url()).hash.slice(1);
    await link.click();
    await expect(page.locator(`main [id="${event}"]`)).toBeAttached();
    const tables = page.locator('.markdown table');
    await tabStopsFollowScrolling(tables, true);
    expect(await scrollRule(page), 'at 390 px').toEqual([]);
    await page.setViewportSize(NARROW_DESKTOP);
    await tabStopsFollowScrolling(tables);
    expect(await scrollRule(page), 'at 1000 px').toEqual([]);
  });
}
