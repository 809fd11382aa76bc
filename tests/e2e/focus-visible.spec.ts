import type {Browser, ElementHandle, Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';

/**
 * Every focus stop shows that it has focus (WCAG 2.4.7), which axe does not
 * check: a keyboard walk with Tab through a whole guide page and a whole API
 * operation page, comparing each stop's pixels focused and not. A stop whose
 * box (with a margin for an outline or a shadow around it) looks the same
 * either way has no visible focus.
 *
 * Nothing here waits on time: transitions and animations are off, so a ring
 * is drawn in the frame the focus moves; the caret is transparent; fonts and
 * hydration are waited for.
 */

// A trace would hold hundreds of pictures: off for this walk.
test.use({trace: 'off'});

const PAGES = {'a guide page': 'docs/getting-started', 'an API operation page': 'api/create-a-webhook'} as const;
const DESKTOP = {width: 1280, height: 800};
/** Room around a stop's box for its ring: an outline of 2 px 2 px away, or a shadow, fits in it. */
const MARGIN = 6;
/** Pixels that must differ between the two pictures: a ring round the smallest stop changes far more. */
const MIN_CHANGED_PIXELS = 12;
/** More stops than any page has: the walk ends when focus leaves the page or comes back to the first stop. */
const MAX_STOPS = 400;

const STILL = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}`;

type Box = {x: number; y: number; width: number; height: number};

/** The focused element's name for the report; undefined when focus is not on the page. */
function focusedStop(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return undefined;
    const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${label}"`;
  });
}

/** An element's box with the margin, inside the viewport. */
function boxOf(element: ElementHandle<HTMLElement>, margin: number): Promise<Box> {
  return element.evaluate((focused, room) => {
    const rect = focused.getBoundingClientRect();
    const x = Math.max(0, Math.floor(rect.left - room));
    const y = Math.max(0, Math.floor(rect.top - room));
    const right = Math.min(innerWidth, Math.ceil(rect.right + room));
    const bottom = Math.min(innerHeight, Math.ceil(rect.bottom + room));
    return {x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y)};
  }, margin);
}

const sameBox = (a: Box, b: Box) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

/** Times a stop is pictured again when the page moved it between its two pictures. */
const MOVES_ALLOWED = 5;

/** How many pixels differ between two PNG pictures of the same size, counted by the browser's own decoder. */
async function changedPixels(decoder: Page, before: Buffer, after: Buffer): Promise<number> {
  return decoder.evaluate(
    async ([first, second]) => {
      const pixels = async (base64: string) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = await Promise.all([pixels(first), pixels(second)]);
      if (a.length !== b.length) return Number.POSITIVE_INFINITY;
      let changed = 0;
      for (let index = 0; index < a.length; index += 4) {
        if (a[index] !== b[index] || a[index + 1] !== b[index + 1] || a[index + 2] !== b[index + 2]) changed++;
      }
      return changed;
    },
    [before.toString('base64'), after.toString('base64')] as const,
  );
}

/** Tabs through the whole page; returns every stop and the stops that look the same focused and not. */
async function walk(page: Page, decoder: Page): Promise<{stops: string[]; invisible: string[]}> {
  const stops: string[] = [];
  const invisible: string[] = [];
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let count = 0; count < MAX_STOPS; count++) {
    await page.keyboard.press('Tab');
    const name = await focusedStop(page);
    if (!name) break;
    const element = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    // Back at a stop already seen: the walk has gone round.
    const seen = await element.evaluate((focused) => {
      const before = focused.dataset.focusWalk === 'seen';
      focused.dataset.focusWalk = 'seen';
      return before;
    });
    if (seen) break;
    stops.push(name);
    // The two pictures count only if the stop stayed where it was while they were taken: content that renders
    // late (the feedback widget near the footer) can move it, and then both pictures would show another place.
    for (let moves = 0; ; moves++) {
      const box = await boxOf(element, MARGIN);
      const focused = await page.screenshot({clip: box, animations: 'disabled', caret: 'hide'});
      await element.evaluate((focused) => focused.blur());
      const unfocused = await page.screenshot({clip: box, animations: 'disabled', caret: 'hide'});
      // Focused again so that the next Tab goes on from this stop.
      await element.evaluate((focused) => focused.focus({preventScroll: true}));
      if (!sameBox(box, await boxOf(element, MARGIN))) {
        if (moves === MOVES_ALLOWED) throw new Error(`${name} kept moving while it was pictured.`);
        continue;
      }
      if ((await changedPixels(decoder, focused, unfocused)) < MIN_CHANGED_PIXELS) invisible.push(name);
      break;
    }
  }
  return {stops, invisible};
}

async function blankDecoder(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(PAGES)) {
    test(`every focus stop of ${kind} shows a visible focus indicator (${locale})`, async ({page, browser, problems}) => {
      // A walk of a hundred or more stops, two pictures each: a budget for a busy machine, not a verdict.
      test.setTimeout(600_000);
      await page.setViewportSize(DESKTOP);
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      await page.addStyleTag({content: STILL});
      const decoder = await blankDecoder(browser);
      try {
        const {stops, invisible} = await walk(page, decoder);
        // The walk went through the page: the navbar's search button, the content and the footer.
        expect(stops.length).toBeGreaterThan(30);
        expect(stops.some((stop) => stop.includes('DocSearch-Button'))).toBe(true);
        expect(invisible).toEqual([]);
      } finally {
        await decoder.context().close();
      }
      expect(problems.consoleErrors).toEqual([]);
    });
  }
}
