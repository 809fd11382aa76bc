/**
 * The guide pages the site publishes, by kind. Screen and concept pages
 * are held to the screen-page substance rules; glossary entries to theirs.
 */
const B2B = 'page-introduction/b2b-cross-border-payment';

const prefixed = (dir: string, slugs: string[]) => slugs.map((slug) => `${dir}/${slug}`);

export const companyScreens = prefixed(`${B2B}/role-company`, [
  'billing',
  'company',
  'company-information',
  'dashboard',
  'developer',
  'invoice-information',
  'notification-email',
  'order',
  'order-reconciliation',
  'paylink',
  'payout',
  'payout-extensions',
  'profile',
  'quick-order',
  'rate-setting',
  'review',
  'setting',
  'test-mode-setting',
  'user-management',
  'vendor-information',
  'wallet',
]);

export const vendorScreens = prefixed(`${B2B}/role-vendor`, [
  'dashboard',
  'order',
  'order-reconciliation',
  'profile',
  'request-payout',
  'review',
  'test-mode-setting',
  'vendor-information',
]);

export const understanding = prefixed('understanding-ferrypay', [
  'about-ferrypay',
  'multiple-role-review-flow',
  'order-reconciliation-status',
  'order-review-status',
  'order-status',
  'ferrypay-payout-flow',
  'payout-status',
  'role-permission',
  'state-diagram',
  'limits-and-timings',
]);

export const glossary = prefixed('glossary', [
  'company',
  'kyc',
  'payout-confirmation-order',
  'payout-method',
  'payout-order',
  'reconciliation-order',
  'test-mode',
  'two-step-verification',
  'vendor',
]);

export const acquiringScreens = prefixed('page-introduction/acquiring', [
  'company',
  'customer',
  'extensions',
  'payment-intent',
  'payment-intent-accounting',
  'payment-intent-dispute',
  'payment-intent-link',
  'payment-intent-refund',
  'test-mode',
]);

/** Overview pages (category pages and the like): real pages, held to a lower bar. */
export const overviews = [
  'index',
  'page-introduction/index',
  `${B2B}/index`,
  `${B2B}/role-company/index`,
  `${B2B}/role-vendor/index`,
  'page-introduction/acquiring/index',
  'understanding-ferrypay/index',
  'glossary/index',
  'use-case/index',
  'blog/index',
];

export const otherPages = ['getting-started', 'faq', 'changelog', 'use-case/shopify', 'blog/how-to-develop-ferrypay-uiux', 'blog/qa'];

/** The pages held to the screen-page substance rules: every screen and concept page, and the other pages above. */
export const screenPages = [...companyScreens, ...vendorScreens, ...understanding, ...acquiringScreens, ...otherPages];

export const allGuidePages = [...overviews, ...screenPages, ...glossary];

/** The unlisted beta page: reachable by link only. */
export const unlistedPages = ['page-introduction/acquiring/recurring-billing-beta'];

/** The URL path of a doc id under /docs. */
export function docRoute(id: string): string {
  if (id === 'index') return 'docs';
  return `docs/${id.replace(/\/index$/, '')}`;
}
