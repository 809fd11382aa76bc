import {test, expect, waitForHydration} from '../support/fixtures';
import {sitePath} from '../support/site';

/**
 * The catalogues a reader reaches from an operation page: a value of
 * `enabled_events` opens its event's entry, a code of an error response opens
 * its code's entry, in the same version and locale, scrolled into view.
 */
const cases = [
  {
    locale: 'en',
    from: 'api/create-a-webhook',
    link: 'payout.succeeded',
    to: 'api/webhook-events#payout-succeeded',
    entry: "A payout reached the vendor's bank.",
  },
  {
    locale: 'zh-TW',
    from: 'api/2025-03-01/create-a-webhook',
    link: 'payment_link.expired',
    to: 'api/2025-03-01/webhook-events#payment-link-expired',
    entry: '付款連結已過期。',
  },
  {
    locale: 'zh-TW',
    from: 'api/execute-an-order-payout',
    link: 'insufficient_wallet_balance',
    to: 'api/error-codes#insufficient_wallet_balance',
    entry: '錢包可用餘額不足。',
  },
  {
    locale: 'en',
    from: 'api/next/retrieve-a-vendor',
    link: 'service_unavailable',
    to: 'api/next/error-codes#service_unavailable',
    entry: 'Service unavailable.',
  },
] as const;

for (const {locale, from, link, to, entry} of cases) {
  test(`${link} on ${from} opens its catalogue entry (${locale})`, async ({page}) => {
    await page.goto(sitePath(from, locale));
    await waitForHydration(page);
    await page.locator('article').getByRole('link', {name: link, exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${sitePath(to, locale).replace(/[.?]/g, '\\$&')}$`));
    const [, anchor] = to.split('#');
    const heading = page.locator(`[id="${anchor}"]`);
    await expect(heading).toContainText(link);
    await expect(heading).toBeInViewport();
    await expect(page.locator(`[id="${anchor}"] + p`)).toContainText(entry);
  });
}
