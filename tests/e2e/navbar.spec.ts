import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from '../support/fixtures';
import {sitePath} from '../support/site';
import {axe, violations} from '../support/axe';

declare global {
  interface Window {
    /** Set by the mobile menu test: what got focus outside the open menu. */
    focusOutsideMenu?: string[];
  }
}

const DESKTOP = {width: 1280, height: 800};

/** The visible label of each top-level navbar item (a dropdown's own link, not its menu). */
function navbarLabels(page: Page, container: string): Promise<string[]> {
  return page
    .locator(`${container} > .navbar__item`)
    .evaluateAll((items) => items.map((item) => (item.querySelector(':scope > .navbar__link') ?? item).textContent!.trim()));
}

const expected = {
  'zh-TW': {
    left: ['快速開始', '功能介紹', 'Ferrypay 官網', '部落格', '開發者中心'],
    right: ['資源', '繁體中文'],
    features: ['收單', 'B2B 跨境供應商付款'],
    resources: ['API 技術文件', '常見問題', '更新紀錄'],
  },
  en: {
    left: ['Getting started', 'Features', 'Ferrypay website', 'Blog', 'Developer centre'],
    right: ['Resources', 'English'],
    features: ['Acquiring', 'B2B cross-border supplier payment'],
    resources: ['API technical documentation', 'FAQ', 'Changelog'],
  },
} as const;

for (const locale of ['zh-TW', 'en'] as const) {
  test(`navbar shows its items in their fixed order at 1280 px (${locale})`, async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(sitePath('', locale));
    expect(await navbarLabels(page, '.navbar__items:not(.navbar__items--right)')).toEqual(expected[locale].left);
    expect(await navbarLabels(page, '.navbar__items--right')).toEqual(expected[locale].right);
    // The search box sits first on the right, before the Resource dropdown.
    const rightChildren = page.locator('.navbar__items--right > *');
    await expect(rightChildren.first().locator('.DocSearch-Button')).toBeVisible();

    const features = page.locator('.navbar__item.dropdown').nth(0);
    await features.hover();
    await expect(features.locator('.dropdown__link')).toHaveText([...expected[locale].features]);
    const resources = page.locator('.navbar__items--right .navbar__item.dropdown').first();
    await resources.hover();
    await expect(resources.locator('.dropdown__link')).toHaveText([...expected[locale].resources]);
  });
}

test('navbar links point to their destinations under the base path', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(sitePath(''));
  const hrefOf = (name: string) =>
    page
      .locator('.navbar__items .navbar__link', {hasText: new RegExp(`^${name}$`)})
      .first()
      .getAttribute('href');
  expect(await hrefOf('快速開始')).toBe('/ferrypay-docs/docs/getting-started');
  expect(await hrefOf('功能介紹')).toBe('/ferrypay-docs/docs/page-introduction');
  expect(await hrefOf('部落格')).toBe('/ferrypay-docs/docs/blog');
  expect(await hrefOf('Ferrypay 官網')).toBe('https://ferrypay.example/');
  expect(await hrefOf('開發者中心')).toBe('https://developers.ferrypay.example/');
});

test('external links open a new tab with noopener noreferrer', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(sitePath(''));
  const external = page.locator('a[href^="http"]:not([href*="127.0.0.1"])');
  const count = await external.count();
  expect(count).toBeGreaterThanOrEqual(4);
  for (let i = 0; i < count; i++) {
    const link = external.nth(i);
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel')) ?? '';
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});

test('the hamburger shows at 995 px and the desktop items at 997 px', async ({page}) => {
  await page.setViewportSize({width: 995, height: 800});
  await page.goto(sitePath(''));
  const toggle = page.locator('.navbar__toggle');
  const desktopItem = page.locator('.navbar__items:not(.navbar__items--right) > .navbar__item').first();
  await expect(toggle).toBeVisible();
  await expect(desktopItem).toBeHidden();
  await page.setViewportSize({width: 997, height: 800});
  await expect(toggle).toBeHidden();
  await expect(desktopItem).toBeVisible();
});

test('the mobile sidebar closes when the window grows to desktop width', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  await page.goto(sitePath('docs/faq'));
  await waitForHydration(page);
  await page.locator('.navbar__toggle').click();
  const sidebar = page.locator('.navbar-sidebar');
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(sidebar).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
});

test('the mobile menu on a doc page offers a way back to the main menu', async ({page}) => {
  await page.setViewportSize({width: 800, height: 800});
  await page.goto(sitePath('docs/faq'));
  await waitForHydration(page);
  await page.locator('.navbar__toggle').click();
  const back = page.getByRole('button', {name: /回到主選單/});
  await expect(back).toBeVisible();
  await back.click();
  await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
  await expect(page.locator('.navbar-sidebar').getByRole('link', {name: 'Ferrypay 官網'})).toBeVisible();
});

test.describe('the mobile menu at 390 px is a modal dialog', () => {
  test.use({viewport: {width: 390, height: 844}});

  /** Whether keyboard focus is inside the open menu. */
  const focusInMenu = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar[role="dialog"]'));

  test('named, focus moves in and stays in, back to the main menu keeps it, Escape returns it to the menu button (zh-TW)', async ({
    page,
  }) => {
    await page.goto(sitePath('docs/faq'));
    await waitForHydration(page);
    const toggle = page.locator('.navbar__toggle');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: '導覽列'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toHaveClass(/navbar-sidebar/);
    // On a guide page the menu opens on the guide's sidebar: focus starts on its first control.
    const back = dialog.getByRole('button', {name: '← 回到主選單'});
    await expect(back).toBeFocused();

    // Tab and Shift+Tab go round the menu's own controls (more presses than it has), never into the page behind it.
    await page.evaluate(() => {
      window.focusOutsideMenu = [];
      document.addEventListener('focusin', (event) => {
        const target = event.target as Element;
        if (!target.closest('.navbar-sidebar')) window.focusOutsideMenu!.push(target.outerHTML.slice(0, 80));
      });
    });
    const controls = await dialog.locator('a[href], button').count();
    for (let press = 0; press <= controls; press++) await page.keyboard.press('Tab');
    for (let press = 0; press < 3; press++) await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => window.focusOutsideMenu)).toEqual([]);
    expect(await focusInMenu(page)).toBe(true);

    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/navbar-sidebar__items--show-secondary/);
    // The main menu's first item (the guide's sidebar, now out of view, has a link of the same name).
    await expect(dialog.locator('.theme-layout-navbar-sidebar-panel').first().getByRole('link', {name: '快速開始'})).toBeFocused();

    // The open menu passes axe, as the pages do.
    expect(await violations(axe(page).include('.navbar-sidebar'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
  });

  test('named, focus moves in on the first item of the main menu, and Escape returns it to the menu button (en)', async ({page}) => {
    await page.goto(sitePath('', 'en'));
    await waitForHydration(page);
    const toggle = page.locator('.navbar__toggle');
    await toggle.click();
    const dialog = page.getByRole('dialog', {name: 'Navigation bar'});
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Getting started'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('opens and takes focus in a browser without Element.checkVisibility (Safari before 17.4, UC Browser)', async ({page, problems}) => {
    await page.addInitScript(() => {
      delete (Element.prototype as Partial<Element>).checkVisibility;
    });
    await page.goto(sitePath('', 'en'));
    await waitForHydration(page);
    expect(await page.evaluate(() => 'checkVisibility' in Element.prototype)).toBe(false);
    await page.locator('.navbar__toggle').click();
    const dialog = page.getByRole('dialog', {name: 'Navigation bar'});
    await expect(dialog.getByRole('link', {name: 'Getting started'})).toBeFocused();
    expect(problems.consoleErrors).toEqual([]);
  });
});

const PHONE = {width: 412, height: 823};
const ORDER_PAGE = 'docs/page-introduction/b2b-cross-border-payment/role-company/order';

/**
 * Waits for the render in which the theme learns the window is phone-sized:
 * it removes the desktop table of contents, and upstream builds the mobile
 * menu in the same render.
 */
async function waitForPhoneLayout(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
}

test("on a phone the mobile menu opened by a script's click (no pointer, no focus) opens on the current page", async ({page}) => {
  await page.setViewportSize(PHONE);
  await page.goto(sitePath(ORDER_PAGE, 'en'));
  await waitForPhoneLayout(page);
  // A script's (or an assistive tool's) click: no pointer, no focus.
  await page.locator('.navbar__toggle').evaluate((button: HTMLButtonElement) => button.click());
  await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]')).toHaveText('Orders');
});

test('the navbar hides when scrolling down a long page', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(sitePath('docs/faq'));
  await waitForHydration(page);
  // The theme hides the navbar on a scroll event further down than the one before: the second wheel
  // must scroll after the first one's scroll event, not merge into it.
  const first = await page.evaluateHandle(() => ({
    scrolled: new Promise<void>((resolve) => window.addEventListener('scroll', () => resolve(), {once: true})),
  }));
  await page.mouse.wheel(0, 600);
  await first.evaluate(({scrolled}) => scrolled);
  await page.mouse.wheel(0, 600);
  await expect(page.locator('.navbar')).toHaveClass(/navbarHidden/);
});

test('the skip link moves focus to the main content', async ({page}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto(sitePath('docs/faq'));
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', {name: '跳至主要內容'});
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  // The next Tab lands on the first focusable element of the main content, past the navbar and sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the site is light, ignores a dark OS preference and has no colour toggle', async ({page}) => {
  await page.emulateMedia({colorScheme: 'dark'});
  await page.setViewportSize(DESKTOP);
  await page.goto(sitePath(''));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('[class*="colorModeToggle"]')).toHaveCount(0);
  await expect(page.getByRole('button', {name: /dark|light|深色|淺色/i})).toHaveCount(0);
});

/**
 * The navbar's dropdowns take the keys of the WAI-ARIA disclosure navigation
 * menu (src/clientModules/navbarDropdownKeys.ts): the theme alone ignored
 * ArrowDown and Escape.
 */
for (const locale of ['zh-TW', 'en'] as const) {
  test(`a navbar dropdown opens with ArrowDown, Enter or Space, moves with the arrows, Home and End, and closes with Escape or Tab (${locale})`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(sitePath('docs/faq', locale));
    await waitForHydration(page);
    const resources = page.locator('.navbar__items--right .navbar__item.dropdown').first();
    const toggle = resources.locator(':scope > .navbar__link');
    const items = resources.locator('.dropdown__link');
    const names = expected[locale].resources;
    await expect(toggle).toHaveText(expected[locale].right[0]);

    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveText(names.at(-1)!);
    await page.keyboard.press('ArrowDown');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(names.length - 2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    // The page did not scroll under the arrows.
    expect(await page.evaluate(() => scrollY)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items.first()).toBeHidden();

    for (const key of ['Enter', 'Space']) {
      await page.keyboard.press(key);
      await expect(items.first(), key).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle, key).toBeFocused();
      await expect(items.first(), key).toBeHidden();
    }

    // Tab out of the last item closes it. The menu fades in before its first item can take focus.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(items.first()).toBeHidden();

    // The locale menu takes the same keys.
    const localeDropdown = page.locator('.navbar__items--right .navbar__item.dropdown').nth(1);
    await localeDropdown.locator(':scope > .navbar__link').focus();
    await page.keyboard.press('ArrowDown');
    await expect(localeDropdown.locator('.dropdown__link').first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(localeDropdown.locator('.dropdown__link').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(localeDropdown.locator(':scope > .navbar__link')).toBeFocused();
    await expect(localeDropdown.locator('.dropdown__link').first()).toBeHidden();
    expect(problems.consoleErrors).toEqual([]);
  });
}
