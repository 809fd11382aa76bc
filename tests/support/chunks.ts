import type {Page} from '@playwright/test';

/**
 * Makes the page's script chunks whose code contains `marker` fail to
 * download, as they would a moment offline or after a deploy removed them,
 * `times` times at most; every other script loads as served. Resolves to a
 * reader of how many were refused so far.
 */
export async function refuseChunks(page: Page, marker: string, times = Infinity): Promise<() => number> {
  let refused = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (refused < times && body.includes(marker)) {
      refused++;
      await route.abort();
      return;
    }
    await route.fulfill({response, body});
  });
  return () => refused;
}
