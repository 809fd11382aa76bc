import {test, expect, waitForHydration} from '../support/fixtures';
import {sitemapPaths} from '../support/sitemap';

/**
 * Every URL of both sitemaps loads, hydrates, logs no console error or
 * warning and has no failed request (the hosted search provider is blocked
 * by the fixture and does not count).
 */
test.describe.configure({mode: 'parallel'});

for (const locale of ['zh-TW', 'en'] as const) {
  const paths = sitemapPaths(locale);
  test(`the ${locale} sitemap lists the site`, () => {
    expect(paths.length).toBeGreaterThan(50);
  });
  for (const pathname of paths) {
    test(`${pathname} loads cleanly`, async ({page, problems}) => {
      const response = await page.goto(pathname);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }
}
