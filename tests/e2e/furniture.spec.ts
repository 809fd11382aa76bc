import type {Page} from '@playwright/test';
import {test, expect, waitForHydration, waitForQuiet} from '../support/fixtures';
import {sitePath} from '../support/site';
import {refuseChunks} from '../support/chunks';
import {ZOOM_SELECTOR} from '../../src/config/zoom';

declare global {
  interface Window {
    /** Set by the announcement bar test: each value the bar's hiding attribute took. */
    announcementHidden?: (string | null)[];
    /** Set by the zoom tests: resolves once medium-zoom has opened the image. */
    zoomOpened?: Promise<void>;
  }
}

const DESKTOP = {width: 1280, height: 800};

/** medium-zoom's `_handleScroll` closes the zoom this long after a scroll event past `scrollOffset` (its `setTimeout(close, 150)`). */
const MEDIUM_ZOOM_CLOSE_DELAY_MS = 150;
const ZOOM_PAGE = 'docs/page-introduction/b2b-cross-border-payment/role-company/dashboard';

test.describe('announcement bar', () => {
  test('is translated per locale', async ({page}) => {
    await page.goto(sitePath(''));
    await expect(page.locator('.theme-announcement-bar')).toContainText('已上線');
    await page.goto(sitePath('', 'en'));
    await expect(page.locator('.theme-announcement-bar')).toContainText('is live');
  });

  test('stays dismissed after reload', async ({page}) => {
    await page.goto(sitePath(''));
    await waitForHydration(page);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button', {name: '關閉'}).click();
    await expect(bar).toHaveCount(0);
    // Every value the attribute that hides the bar before hydration takes on the reloaded page: "false" at any
    // moment shows the dismissed bar (and moves the page down) until React removes it.
    await page.addInitScript(() => {
      const values: (string | null)[] = [];
      window.announcementHidden = values;
      // The document, not its <html>, which the parser has not made yet when this runs.
      new MutationObserver((records) =>
        records.forEach((record) => values.push((record.target as Element).getAttribute(record.attributeName!))),
      ).observe(document, {subtree: true, attributeFilter: ['data-announcement-bar-initially-dismissed']});
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('true');
    await waitForQuiet(page);
    expect(await page.evaluate(() => window.announcementHidden)).toEqual(['true']);
  });

  for (const [locale, close] of [
    ['zh-TW', '關閉'],
    ['en', 'Close'],
  ] as const) {
    test(`closing it from the keyboard moves focus to the navbar, not back to the top of the page (${locale})`, async ({page}) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(sitePath('docs/faq', locale));
      await waitForHydration(page);
      const button = page.locator('.theme-announcement-bar').getByRole('button', {name: close});
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
      // The navbar's first stop (its brand link), the stop after the bar.
      await expect(page.locator('.navbar__brand')).toBeFocused();
    });
  }

  test('shows again when the announcement id changes', async ({page}) => {
    await page.goto(sitePath(''));
    await waitForHydration(page);
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.theme-announcement-bar')).toBeVisible();
  });
});

test.describe('image zoom', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize(DESKTOP);
  });

  const zoomable = (page: Page) => page.locator('.markdown img').first();

  /** Clicks the first content image and resolves once medium-zoom finished opening it. */
  async function openZoom(page: Page): Promise<void> {
    await expect(zoomable(page)).toHaveClass(/medium-zoom-image/);
    const opened = zoomable(page).evaluate(
      (img) => new Promise<void>((resolve) => img.addEventListener('medium-zoom:opened', () => resolve(), {once: true})),
    );
    await zoomable(page).click();
    await opened;
    await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  }

  test('opens on click and closes on Escape', async ({page}) => {
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await openZoom(page);
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    // Our background, not medium-zoom's default.
    await expect(page.locator('.medium-zoom-overlay')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('closes on resize', async ({page}) => {
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await openZoom(page);
    await page.setViewportSize({width: 1100, height: 700});
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('stays open within the 160 px scroll offset and closes beyond it', async ({page}) => {
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await openZoom(page);
    const overlay = page.locator('.medium-zoom-overlay');
    // medium-zoom judges each scroll event and closes `MEDIUM_ZOOM_CLOSE_DELAY_MS` after one past the offset.
    // Every close it starts is recorded (the scroll position then); the scroll below resolves once a timer set
    // after medium-zoom judged its scroll event has fired: timers run in order, so any close that judgement
    // started has started by then, however slow the machine.
    const closes = await page.evaluateHandle(() => {
      const started: number[] = [];
      document.addEventListener('medium-zoom:close', () => started.push(window.scrollY), true);
      return started;
    });
    await page.evaluate(
      ([by, delay]) =>
        new Promise<void>((resolve) => {
          const target = window.scrollY + by;
          // Listening on the document after medium-zoom did: its handler runs first.
          const judged = () => {
            if (Math.abs(window.scrollY - target) >= 1) return;
            document.removeEventListener('scroll', judged);
            setTimeout(resolve, delay);
          };
          document.addEventListener('scroll', judged);
          window.scrollBy({top: by, behavior: 'instant'});
        }),
      [100, MEDIUM_ZOOM_CLOSE_DELAY_MS] as const,
    );
    expect(await closes.jsonValue(), 'closes started within the offset').toEqual([]);
    await expect(overlay).toBeVisible();
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect(overlay).toHaveCount(0);
  });

  test('is attached again after client-side navigation', async ({page}) => {
    await page.goto(sitePath('docs/page-introduction/b2b-cross-border-payment/role-company'));
    await waitForHydration(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '儀表板', exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${ZOOM_PAGE}$`));
    await openZoom(page);
  });

  test('opens from its button after the first download of medium-zoom failed (a moment offline)', async ({page}) => {
    // The first request for medium-zoom's chunk (the script that names its overlay's class) fails; later ones load.
    const refused = await refuseChunks(page, 'medium-zoom-overlay', 1);
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    // The attach a moment after the page rendered asked for it, and was refused.
    await expect.poll(refused).toBe(1);
    await waitForQuiet(page);
    await expect(zoomable(page)).not.toHaveClass(/medium-zoom-image/);
    const alt = (await zoomable(page).getAttribute('alt'))!;
    await page.getByRole('button', {name: `放大圖片：${alt}`, exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  });

  for (const [locale, name] of [
    ['zh-TW', (alt: string) => `放大圖片：${alt}`],
    ['en', (alt: string) => `Zoom image: ${alt}`],
  ] as const) {
    test(`is reached with Tab, named, opened with Enter or Space and closed with Escape, focus kept on the image (${locale})`, async ({
      page,
    }) => {
      await page.goto(sitePath(ZOOM_PAGE, locale));
      await waitForHydration(page);
      // Every zoomable image sits in a button named after it.
      const alt = (await zoomable(page).getAttribute('alt'))!;
      const trigger = page.getByRole('button', {name: name(alt), exact: true});
      await expect(trigger.locator('img')).toHaveAttribute('alt', alt);
      const outsideButtons = (images: Element[]) => images.filter((image) => !image.closest('button')).length;
      expect(await page.locator('.markdown img:not(.no-zoom)').evaluateAll(outsideButtons)).toBe(0);

      // From the start of the main content, Tab reaches it (past the breadcrumbs and links above it).
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      for (let presses = 0; presses < 20 && !(await trigger.evaluate((button) => button === document.activeElement)); presses++) {
        await page.keyboard.press('Tab');
      }
      await expect(trigger).toBeFocused();

      for (const key of ['Enter', 'Space']) {
        // medium-zoom ignores Escape while it is still opening: wait for it to have opened.
        await page.evaluate((selector) => {
          const image = document.querySelector(selector)!;
          window.zoomOpened = new Promise((resolve) => image.addEventListener('medium-zoom:opened', () => resolve(), {once: true}));
        }, ZOOM_SELECTOR);
        await page.keyboard.press(key);
        await page.evaluate(() => window.zoomOpened);
        await expect(page.locator('.medium-zoom-image--opened'), key).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('.medium-zoom-overlay'), key).toHaveCount(0);
        await expect(trigger, key).toBeFocused();
      }
    });
  }

  test('does not animate when the reader asks for reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await openZoom(page);
    const durations = await page.evaluate(() => {
      const seconds = (value: string) =>
        Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
      const image = document.querySelector('.medium-zoom-image--opened')!;
      const overlay = document.querySelector('.medium-zoom-overlay')!;
      return {image: seconds(getComputedStyle(image).transitionDuration), overlay: seconds(getComputedStyle(overlay).transitionDuration)};
    });
    // medium-zoom's own 0.3 s would be visible; what remains is too short to see (one frame is 16 ms).
    expect(durations.image).toBeLessThan(0.016);
    expect(durations.overlay).toBeLessThan(0.016);
    await page.keyboard.press('Escape');
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
  });

  test('animates for a reader who did not ask for reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await expect(zoomable(page)).toHaveCSS('transition-duration', '0.3s');
  });

  test('closes on an Escape pressed while it is still opening', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await expect(zoomable(page)).toHaveClass(/medium-zoom-image/);
    // Escape goes in the same task as the click, before the 0.3 s opening can have ended (medium-zoom reports
    // `opened` when its transition ends, never in the task that opened it).
    const openingStarted = await zoomable(page).evaluate((image) => {
      (image as HTMLElement).click();
      // medium-zoom adds its overlay in the click's task: without it, there is no opening to interrupt.
      const started = document.querySelector('.medium-zoom-overlay') !== null;
      const escape = {key: 'Escape', bubbles: true};
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', escape));
      document.activeElement!.dispatchEvent(new KeyboardEvent('keyup', escape));
      return started;
    });
    expect(openingStarted).toBe(true);
    await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  });

  for (const [locale, closeName, zoomName] of [
    ['zh-TW', '關閉放大圖片', (alt: string) => `放大圖片：${alt}`],
    ['en', 'Close zoomed image', (alt: string) => `Zoom image: ${alt}`],
  ] as const) {
    test(`keeps Tab on its close button while zoomed, and gives focus back to the image when closed (${locale})`, async ({
      page,
      problems,
    }) => {
      await page.goto(sitePath(ZOOM_PAGE, locale));
      await waitForHydration(page);
      await expect(zoomable(page)).toHaveClass(/medium-zoom-image/);
      const alt = (await zoomable(page).getAttribute('alt'))!;
      const trigger = page.getByRole('button', {name: zoomName(alt), exact: true});
      await trigger.focus();
      /** Resolves in the page when the next opening has ended (medium-zoom's event after its transition). */
      const expectOpened = () =>
        page.evaluate((selector) => {
          const image = document.querySelector(selector)!;
          window.zoomOpened = new Promise((resolve) => image.addEventListener('medium-zoom:opened', () => resolve(), {once: true}));
        }, ZOOM_SELECTOR);
      await expectOpened();
      await page.keyboard.press('Enter');
      await page.evaluate(() => window.zoomOpened);
      const close = page.getByRole('button', {name: closeName, exact: true});
      await expect(close).toBeFocused();
      for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) {
        await page.keyboard.press(key);
        await expect(close, key).toBeFocused();
      }
      // Nothing behind the overlay is reachable, by Tab or by a screen reader.
      await expect(page.locator('#__docusaurus')).toHaveAttribute('inert', '');
      await page.keyboard.press('Escape');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      await expect(close).toHaveCount(0);
      await expect(page.locator('#__docusaurus')).not.toHaveAttribute('inert');

      // The close button closes it too.
      await expectOpened();
      await page.keyboard.press('Space');
      await page.evaluate(() => window.zoomOpened);
      await expect(close).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('.medium-zoom-overlay')).toHaveCount(0);
      await expect(trigger).toBeFocused();
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('leaves the navbar logo alone', async ({page}) => {
    await page.goto(sitePath(ZOOM_PAGE));
    await waitForHydration(page);
    await expect(zoomable(page)).toHaveClass(/medium-zoom-image/);
    await expect(page.locator('.navbar__logo img')).not.toHaveClass(/medium-zoom-image/);
  });
});

test.describe('not found', () => {
  test('an unknown path shows the zh-TW not-found page', async ({page}) => {
    const response = await page.goto(sitePath('no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('找不到頁面');
    await expect(page.locator('main')).toContainText('這個頁面不存在');
    await expect(page.locator('main')).toContainText('請告知該網站的擁有者這個連結已經失效');
    await expect(page.locator('main')).toContainText('使用上方的搜尋');
  });

  test('an unknown path shows the en not-found page', async ({page}) => {
    await page.goto(sitePath('no/such/page', 'en'));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.locator('main')).toContainText('This page does not exist');
    await expect(page.locator('main')).toContainText('let the owner of that site know that the link is broken');
    await expect(page.locator('main')).toContainText('use the search above');
  });
});

/**
 * Paths under a docs plugin's base that name no page: the host sends the
 * not-found page, and once hydrated the docs plugin renders its own not-found
 * content. The title must stay the not-found page's.
 */
const NOT_FOUND_UNDER_DOCS = ['docs/none.md', 'api/2026-06-01', 'api/latest', 'docs/tags/none', 'no/such/page'];

for (const [locale, title] of [
  ['zh-TW', '找不到頁面 | Ferrypay Docs'],
  ['en', 'Page Not Found | Ferrypay Docs'],
] as const) {
  test(`a not-found page keeps its title once loaded, also under the guide and the API reference (${locale})`, async ({page}) => {
    for (const path of NOT_FOUND_UNDER_DOCS) {
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      await expect(page.getByRole('heading', {level: 1}), path).toHaveText(title.split(' | ')[0]!);
      await expect(page, path).toHaveTitle(title);
    }
  });
}

test('a .html-suffixed internal link reaches its page', async ({page}) => {
  await page.goto(sitePath('docs/faq.html'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('常見問題');
  await page.goto(sitePath('docs/getting-started/index.html', 'en'));
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Getting started');
});

test.describe('crash page', () => {
  /**
   * Makes the content component of /markdown-page throw when it renders, the
   * way a bug in a page would: the page's route chunk is served with its
   * default export replaced by a component that throws an error with a cause.
   */
  async function crashMarkdownPage(page: Page): Promise<{patched: () => boolean}> {
    let patched = false;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('"permalink":"/ferrypay-docs/markdown-page"') && !body.includes('"permalink":"/ferrypay-docs/en/markdown-page"')) {
        await route.fulfill({response, body});
        return;
      }
      const crashing = body.replace(
        /default:\(\)=>\w+/,
        'default:()=>function(){throw new Error("Rendering the page failed",{cause:new Error("The table data is missing")})}',
      );
      patched = crashing !== body;
      await route.fulfill({response, body: crashing});
    });
    return {patched: () => patched};
  }

  for (const [locale, texts] of [
    ['zh-TW', {title: '頁面錯誤', heading: '此頁已當機。', tryAgain: '重試'}],
    ['en', {title: 'Page Error', heading: 'This page crashed.', tryAgain: 'Try again'}],
  ] as const) {
    test(`a page that throws shows the crash page with the error and its cause (${locale})`, async ({page}) => {
      const chunk = await crashMarkdownPage(page);
      await page.goto(sitePath('markdown-page', locale));
      await waitForHydration(page);
      expect(chunk.patched()).toBe(true);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(texts.heading);
      await expect(page).toHaveTitle(new RegExp(`^${texts.title}`));
      await expect(page.getByRole('button', {name: texts.tryAgain})).toBeVisible();
      await expect(page.locator('main')).toContainText('Rendering the page failed');
      await expect(page.locator('main')).toContainText('The table data is missing');
      // The rest of the site still works from the crash page.
      await page.locator('.navbar__brand').click();
      await expect(page).toHaveURL(new RegExp(`${sitePath('', locale)}$`));
    });
  }
});
