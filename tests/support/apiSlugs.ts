/**
 * The API reference's published operation slugs, in alphabetical order: each
 * is a page's URL, which never changes once published (`x-ferrypay-slug`).
 */
export const SPEC_API_SLUGS = [
  'apply-vendors-remit-info',
  'attach-orders-tags',
  'attach-payment-link-tags',
  'cancel-a-payment-link',
  'cancel-orders-batch',
  'create-a-payment-link',
  'create-a-reconciliation',
  'create-a-vendor',
  'create-a-vendors-invitation',
  'create-a-webhook',
  'create-an-order',
  'create-orders-batch',
  'delete-a-vendor',
  'delete-a-webhook',
  'execute-an-order-payout',
  'list-all-orders',
  'list-all-payment-links',
  'list-all-reconciliations',
  'list-all-vendors',
  'list-all-vendors-invitations',
  'list-all-vendors-orders',
  'list-all-vendors-remit-info',
  'list-all-webhooks',
  'list-all-webhooks-events',
  'retrieve-a-payment-link',
  'retrieve-a-reconciliation',
  'retrieve-a-vendor',
  'retrieve-a-webhook',
  'retrieve-an-application',
  'retrieve-an-order',
  'update-a-payment-link',
  'update-a-vendor',
  'update-a-webhook',
  'update-an-order',
] as const;

/** The hand-written pages every version also has. */
export const API_EXTRA_PAGES = ['index', 'changes-between-versions', 'webhooks'] as const;

/** The generated page of the changes up to a version, in that version only (plugins/api-reference/diffPage.ts). */
export const API_DIFF_PAGES: Record<string, readonly string[]> = {
  next: ['changes-2026-06-01-to-next'],
  '2026-06-01': ['changes-2025-03-01-to-2026-06-01'],
  '2025-03-01': [],
};

/** The catalogues every version generates from its OpenAPI document (plugins/api-reference/catalogues.ts). */
export const API_CATALOGUE_PAGES = ['error-codes', 'webhook-events'] as const;
