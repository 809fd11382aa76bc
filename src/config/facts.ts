/**
 * Product facts that readers look up: cut-off times, quote validity, limits,
 * fees, test amounts, retry rules, deadlines and field limits. One value each.
 *
 * The guide's reference page (understanding-ferrypay/limits-and-timings) states
 * every one of them, and `doc` names the page that explains it. Pages, blog
 * posts, release notes and OpenAPI descriptions may restate a fact where the
 * reader needs it, and tests/unit/facts.test.ts fails on any that states a
 * different value. Changing a value here is changing the product: change the
 * pages in the same commit.
 */

export type FactUnit =
  | 'minutes'
  | 'hours'
  | 'seconds'
  | 'days'
  | 'business days'
  | 'banking days'
  | 'time of day (UTC+8)'
  | 'day of month'
  | 'date'
  | 'TWD'
  | 'USD'
  | 'percent'
  | 'cents'
  | 'characters'
  | 'MB'
  | 'requests per second'
  | 'count'
  | 'text';

/** A number, an inclusive range, or a literal (a time, a date, cents, a card number). */
export type FactValue = number | readonly [number, number] | string;

export type Fact = {
  id: string;
  value: FactValue;
  unit: FactUnit;
  /** The guide page (doc id) that explains the fact, and the section if one does. */
  doc: string;
  anchor?: string;
};

const B2B = 'page-introduction/b2b-cross-border-payment';

export const FACTS = [
  // Payout timing
  {
    id: 'payout.cutOff',
    value: '15:00',
    unit: 'time of day (UTC+8)',
    doc: 'understanding-ferrypay/ferrypay-payout-flow',
    anchor: 'timing',
  },
  {id: 'payout.quoteValidity', value: 30, unit: 'minutes', doc: 'glossary/payout-confirmation-order'},
  {id: 'payout.dailyFixedRateTime', value: '10:00', unit: 'time of day (UTC+8)', doc: `${B2B}/role-company/rate-setting`},
  {id: 'payout.localTransferTime', value: 1, unit: 'business days', doc: 'glossary/payout-method'},
  {id: 'payout.swiftWireTime', value: [1, 3], unit: 'business days', doc: 'glossary/payout-method'},
  {
    id: 'payout.scheduleWindow',
    value: 30,
    unit: 'days',
    doc: `${B2B}/role-company/payout-extensions`,
    anchor: 'scheduled-payouts',
  },
  {
    id: 'autoExecution.maxLimit',
    value: 1_000_000,
    unit: 'USD',
    doc: `${B2B}/role-company/payout-extensions`,
    anchor: 'payout-extensions-form',
  },
  {id: 'rateAlert.maxAlerts', value: 10, unit: 'count', doc: `${B2B}/role-company/rate-setting`, anchor: 'rate-alerts'},
  {id: 'wallet.topUpCreditTime', value: 30, unit: 'minutes', doc: `${B2B}/role-company/wallet`, anchor: 'top-up-the-wallet'},

  // Fees on the standard plan
  {id: 'fees.localTransfer', value: 30, unit: 'TWD', doc: 'understanding-ferrypay/ferrypay-payout-flow', anchor: 'fees'},
  {id: 'fees.swiftWire', value: 450, unit: 'TWD', doc: 'understanding-ferrypay/ferrypay-payout-flow', anchor: 'fees'},
  {id: 'fees.fxSpread', value: 0.5, unit: 'percent', doc: 'understanding-ferrypay/ferrypay-payout-flow', anchor: 'fees'},
  {id: 'fees.card', value: 2.75, unit: 'percent', doc: 'page-introduction/acquiring/index', anchor: 'payment-methods'},
  {id: 'fees.atm', value: 10, unit: 'TWD', doc: 'page-introduction/acquiring/index', anchor: 'payment-methods'},
  {id: 'settlement.card', value: 3, unit: 'banking days', doc: 'page-introduction/acquiring/payment-intent-accounting'},
  {id: 'settlement.atm', value: 1, unit: 'banking days', doc: 'page-introduction/acquiring/payment-intent-accounting'},
  {id: 'billing.statementDay', value: 5, unit: 'day of month', doc: `${B2B}/role-company/billing`, anchor: 'monthly-statements'},

  // Orders, reconciliation and review
  {id: 'order.maxAmount', value: 1_000_000, unit: 'USD', doc: `${B2B}/role-company/order`},
  {id: 'order.numberMaxLength', value: 64, unit: 'characters', doc: `${B2B}/role-company/order`},
  {id: 'order.maxTags', value: 10, unit: 'count', doc: `${B2B}/role-company/order`},
  {id: 'tag.maxLength', value: 32, unit: 'characters', doc: `${B2B}/role-company/order`},
  {id: 'order.maxAttachments', value: 5, unit: 'count', doc: `${B2B}/role-company/order`},
  {id: 'order.attachmentMaxSize', value: 10, unit: 'MB', doc: `${B2B}/role-company/order`},
  {id: 'batch.importMaxRows', value: 500, unit: 'count', doc: `${B2B}/role-company/order`, anchor: 'batch-import'},
  {id: 'batch.cancelMaxOrders', value: 100, unit: 'count', doc: `${B2B}/role-company/order`},
  {id: 'reconciliation.maxOrders', value: 200, unit: 'count', doc: 'glossary/reconciliation-order'},
  {id: 'reconciliation.reminderAfter', value: 3, unit: 'days', doc: 'understanding-ferrypay/order-reconciliation-status'},
  {id: 'review.maxSteps', value: 3, unit: 'count', doc: 'understanding-ferrypay/multiple-role-review-flow'},

  // Vendors and KYC
  {
    id: 'vendor.invitationValidity',
    value: 14,
    unit: 'days',
    doc: `${B2B}/role-company/vendor-information`,
    anchor: 'invite-a-vendor',
  },
  {id: 'kyc.reviewTime', value: [1, 2], unit: 'business days', doc: 'glossary/kyc'},

  // Accounts
  {id: 'company.verificationTime', value: 2, unit: 'business days', doc: 'glossary/company'},
  {
    id: 'user.invitationValidity',
    value: 14,
    unit: 'days',
    doc: `${B2B}/role-company/user-management`,
    anchor: 'user-statuses',
  },
  {id: 'password.minLength', value: 12, unit: 'characters', doc: `${B2B}/role-company/profile`, anchor: 'change-your-password'},
  {id: 'twoStep.codeInterval', value: 30, unit: 'seconds', doc: 'glossary/two-step-verification', anchor: 'definition'},
  {id: 'twoStep.codeDigits', value: 6, unit: 'count', doc: 'glossary/two-step-verification'},
  {id: 'twoStep.recoveryCodes', value: 10, unit: 'count', doc: 'glossary/two-step-verification'},

  // Acquiring
  {id: 'paymentIntent.unpaidCancelAfter', value: 24, unit: 'hours', doc: 'page-introduction/acquiring/payment-intent'},
  {id: 'atm.accountValidity', value: 3, unit: 'days', doc: 'page-introduction/acquiring/index', anchor: 'payment-methods'},
  {id: 'paymentLink.maxExpiry', value: 90, unit: 'days', doc: 'page-introduction/acquiring/payment-intent-link'},
  {
    id: 'paymentLink.defaultExpiry',
    value: 30,
    unit: 'days',
    doc: 'page-introduction/acquiring/payment-intent-link',
    anchor: 'create-a-payment-link',
  },
  {id: 'refund.maxPartialRefunds', value: 10, unit: 'count', doc: 'page-introduction/acquiring/payment-intent-refund'},
  {id: 'refund.window', value: 180, unit: 'days', doc: 'page-introduction/acquiring/payment-intent-refund'},
  {
    id: 'refund.completionTime',
    value: 1,
    unit: 'banking days',
    doc: 'page-introduction/acquiring/payment-intent-refund',
    anchor: 'refund-statuses',
  },
  {
    id: 'refund.cardStatementTime',
    value: [7, 14],
    unit: 'days',
    doc: 'page-introduction/acquiring/payment-intent-refund',
    anchor: 'refund-statuses',
  },
  {
    id: 'settlementReport.maxRange',
    value: 366,
    unit: 'days',
    doc: 'page-introduction/acquiring/payment-intent-accounting',
    anchor: 'download-the-settlement-report',
  },
  {
    id: 'acquiring.accountReviewTime',
    value: [1, 2],
    unit: 'business days',
    doc: 'page-introduction/acquiring/company',
    anchor: 'account-review-status',
  },
  {
    id: 'dispute.fee',
    value: 500,
    unit: 'TWD',
    doc: 'page-introduction/acquiring/payment-intent-dispute',
    anchor: 'disputes-and-settlement',
  },
  {
    id: 'dispute.responseDeadline',
    value: 7,
    unit: 'days',
    doc: 'page-introduction/acquiring/payment-intent-dispute',
    anchor: 'respond-to-a-dispute',
  },
  {
    id: 'einvoice.uploadWithin',
    value: 48,
    unit: 'hours',
    doc: 'page-introduction/acquiring/extensions',
    anchor: 'automatic-e-invoice-issuing',
  },

  // Test mode
  {
    id: 'test.payoutOutcomeAfter',
    value: 1,
    unit: 'minutes',
    doc: `${B2B}/role-company/test-mode-setting`,
    anchor: 'test-outcomes',
  },
  {id: 'test.kycOutcomeAfter', value: 1, unit: 'minutes', doc: `${B2B}/role-company/test-mode-setting`, anchor: 'test-outcomes'},
  {
    id: 'test.payoutFailsCents',
    value: '.13',
    unit: 'cents',
    doc: `${B2B}/role-company/test-mode-setting`,
    anchor: 'test-outcomes',
  },
  {
    id: 'test.payoutReturnedCents',
    value: '.21',
    unit: 'cents',
    doc: `${B2B}/role-company/test-mode-setting`,
    anchor: 'test-outcomes',
  },
  {
    id: 'test.kycRejectWord',
    value: 'REJECT',
    unit: 'text',
    doc: `${B2B}/role-company/test-mode-setting`,
    anchor: 'test-outcomes',
  },
  {id: 'test.walletTopUpMax', value: 10_000_000, unit: 'TWD', doc: `${B2B}/role-company/wallet`, anchor: 'test-mode-top-up'},
  {
    id: 'test.refundOutcomeAfter',
    value: 1,
    unit: 'minutes',
    doc: 'page-introduction/acquiring/test-mode',
    anchor: 'test-refunds',
  },
  {id: 'test.refundFailsCents', value: '.13', unit: 'cents', doc: 'page-introduction/acquiring/test-mode', anchor: 'test-refunds'},
  {
    id: 'test.atmTransferOutcomeAfter',
    value: 1,
    unit: 'minutes',
    doc: 'page-introduction/acquiring/test-mode',
    anchor: 'atm-test-accounts',
  },
  {id: 'test.cardSucceeds', value: '4242 4242 4242 4242', unit: 'text', doc: 'page-introduction/acquiring/test-mode'},
  {id: 'test.cardDeclined', value: '4000 0000 0000 0002', unit: 'text', doc: 'page-introduction/acquiring/test-mode'},
  {id: 'test.card3ds', value: '4000 0000 0000 3220', unit: 'text', doc: 'page-introduction/acquiring/test-mode'},
  {
    id: 'test.cardDispute',
    value: '4000 0000 0000 0259',
    unit: 'text',
    doc: 'page-introduction/acquiring/test-mode',
    anchor: 'test-disputes',
  },

  // API and webhooks
  {
    id: 'api.rateLimitLive',
    value: 100,
    unit: 'requests per second',
    doc: `${B2B}/role-company/developer`,
    anchor: 'limits-and-versions',
  },
  {
    id: 'api.rateLimitTest',
    value: 25,
    unit: 'requests per second',
    doc: `${B2B}/role-company/developer`,
    anchor: 'limits-and-versions',
  },
  {id: 'api.idempotencyKeyRetention', value: 24, unit: 'hours', doc: 'getting-started', anchor: 'developer-idempotency-key'},
  {id: 'api.rolledKeyOverlap', value: 24, unit: 'hours', doc: `${B2B}/role-company/developer`, anchor: 'api-keys'},
  {id: 'api.listLimitMax', value: 100, unit: 'count', doc: `${B2B}/role-company/developer`, anchor: 'limits-and-versions'},
  {id: 'api.listLimitDefault', value: 20, unit: 'count', doc: `${B2B}/role-company/developer`, anchor: 'limits-and-versions'},
  {
    id: 'api.v20250301SupportEnds',
    value: '2027-06-01',
    unit: 'date',
    doc: `${B2B}/role-company/developer`,
    anchor: 'limits-and-versions',
  },
  {id: 'webhook.attempts', value: 8, unit: 'count', doc: `${B2B}/role-company/developer`, anchor: 'webhooks'},
  {id: 'webhook.retryWindow', value: 3, unit: 'days', doc: `${B2B}/role-company/developer`, anchor: 'webhooks'},
  {id: 'webhook.eventRetention', value: 30, unit: 'days', doc: `${B2B}/role-company/developer`, anchor: 'webhooks'},
  {id: 'webhook.answerWithin', value: 10, unit: 'seconds', doc: `${B2B}/role-company/developer`, anchor: 'webhooks'},
  {
    id: 'webhook.signatureTolerance',
    value: 5,
    unit: 'minutes',
    doc: `${B2B}/role-company/developer`,
    anchor: 'verify-signatures',
  },
  // The same overlap as a rolled API key's (api.rolledKeyOverlap): one period to plan a deployment around.
  {
    id: 'webhook.secretRollOverlap',
    value: 24,
    unit: 'hours',
    doc: `${B2B}/role-company/developer`,
    anchor: 'roll-signing-secret',
  },
] as const satisfies readonly Fact[];

export type FactId = (typeof FACTS)[number]['id'];

/** The guide page that states every fact, grouped as readers look them up. */
export const FACTS_REFERENCE_DOC = 'understanding-ferrypay/limits-and-timings';

export function factById(id: FactId): Fact {
  const fact = FACTS.find((candidate) => candidate.id === id);
  if (!fact) throw new Error(`No fact ${id} in src/config/facts.ts.`);
  return fact;
}
