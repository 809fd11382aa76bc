import {test, expect, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';

/**
 * Storage the browser blocks method by method, or that a privacy tool has
 * set to null: the site keeps what the reader chose in memory for the page
 * view (src/guards/storage.ts), and its console stays clean but for its one
 * warning. Docusaurus tells its listeners of each stored change with a
 * `storage` event, which the browser refused to build around a storage of
 * ours ("Docusaurus storage error ... parameter 8 is not of type 'Storage'").
 * The init scripts run before any of the page's own.
 */
const BLOCKS: Record<string, () => void> = {
  'every Storage method throws': () => {
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) Storage.prototype[method] = fail;
  },
  'localStorage is null': () => {
    Object.defineProperty(window, 'localStorage', {value: null, configurable: true, writable: true});
  },
};

const WARNING = 'Browser storage is unavailable';
const LABELS = {
  'zh-TW': {close: '關閉', start: '快速開始'},
  en: {close: 'Close', start: 'Getting started'},
} as const;

for (const [block, deny] of Object.entries(BLOCKS)) {
  for (const locale of LOCALES) {
    test(`when ${block}, choices are kept in memory with no console error over three page loads (${locale})`, async ({page, problems}) => {
      await page.addInitScript(deny);
      await page.setViewportSize({width: 1280, height: 900});

      // Load 1: the home page; the announcement bar closes, and stays closed on a client-side move.
      await page.goto(sitePath('', locale));
      await waitForHydration(page);
      const bar = page.locator('.theme-announcement-bar');
      await bar.getByRole('button', {name: LABELS[locale].close}).click();
      await expect(bar).toHaveCount(0);
      await page.locator('.navbar__items').getByRole('link', {name: LABELS[locale].start, exact: true}).click();
      await expect(page).toHaveURL(/\/docs\/getting-started$/);
      await expect(bar).toHaveCount(0);

      // Load 2: a guide page loaded afresh: nothing was stored, so the bar is back.
      await page.goto(sitePath('docs/faq', locale));
      await waitForHydration(page);
      await expect(bar).toBeVisible();

      // Load 3: an API operation page: the sample language is chosen, and the theme hears of it.
      await page.goto(sitePath('api/create-an-order', locale));
      await waitForHydration(page);
      const samples = page.locator('.tabs-container').first();
      await samples.getByRole('tab', {name: 'Python', exact: true}).click();
      await expect(samples.getByRole('tab', {name: 'Python', exact: true})).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => Object.keys(window.localStorage ?? {}).some((key) => key.startsWith('docusaurus.tab.')))).toBe(true);

      expect(problems.consoleErrors.filter((line) => !line.includes(WARNING))).toEqual([]);
      expect(problems.consoleErrors.filter((line) => line.includes(WARNING))).toHaveLength(3);
    });
  }
}
