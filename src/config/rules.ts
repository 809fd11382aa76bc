/**
 * Product rules: who may do what, what happens when, what a status means, who
 * pays which charge and what is checked when. One answer each.
 *
 * A rule is a question with the answers a page could give; `answer` is the
 * product's, `otherAnswers` are the ones the product does not give. The guide
 * page `doc`, in the section `anchor`, states the rule fully in both locales;
 * other pages, blog posts, release notes and OpenAPI descriptions may restate
 * it where the reader needs it, and link there. tests/unit/rules.test.ts reads
 * every one of them for statements of each answer (their wording is in
 * tests/support/ruleStatements.ts) and fails on a statement of another answer.
 * Changing `answer` is changing the product: change the pages in the same
 * commit. The numbers rules mention (a cut-off, a limit, a fee) are facts, in
 * src/config/facts.ts.
 */

export type RuleKind = 'who may do what' | 'what happens when' | 'what a status means' | 'who pays which charge' | 'what is checked when';

export type Rule = {
  id: string;
  kind: RuleKind;
  /** The question the rule answers, as a reader would ask it. */
  question: string;
  /** The product's answer, in a few words (the key of its wording). */
  answer: string;
  /** Answers a page could give that the product does not (the keys of their wording). */
  otherAnswers: readonly string[];
  /** The rule in one line. */
  statement: string;
  /** The guide page (doc id) that states the rule fully, and its section. */
  doc: string;
  anchor: string;
};

const B2B = 'page-introduction/b2b-cross-border-payment';

export const RULES = [
  // What happens when
  {
    id: 'payout.scheduledRate',
    kind: 'what happens when',
    question: 'At what rate is a scheduled payout sent on its execution date?',
    answer: 'the rate fixed at execution',
    otherAnswers: ['a new quote on the execution date'],
    statement: 'A scheduled payout is sent at the rate fixed when it was executed; it is never quoted again.',
    doc: `${B2B}/role-company/payout-extensions`,
    anchor: 'scheduled-payouts',
  },
  {
    id: 'payout.executionRate',
    kind: 'what happens when',
    question: 'Which exchange rate does an execution use, by a person, the API or auto-execution?',
    answer: 'the rate source of the rate setting',
    otherAnswers: ['always a new real-time quote'],
    statement:
      "Every execution uses the rate setting's source at that moment: a real-time quote (the one shown, for a person) or the daily fixed rate.",
    doc: `${B2B}/role-company/rate-setting`,
    anchor: 'rate-source',
  },
  {
    id: 'paymentLink.pendingAtm',
    kind: 'what happens when',
    question: 'Can an ATM transfer pending when a payment link expires or is cancelled still complete?',
    answer: 'yes, while its ATM account is valid, on the link',
    otherAnswers: ['no, the link stops every payment at once'],
    statement:
      'An ATM transfer pending when a link expires or is cancelled can still complete while its ATM account is valid (atm.accountValidity); it counts on the link and sends payment_link.paid, and the link keeps its status.',
    doc: 'page-introduction/acquiring/payment-intent-link',
    anchor: 'expiry-and-cancellation',
  },
  {
    id: 'refund.events',
    kind: 'what happens when',
    question: 'Does a refund send a webhook event, or change the payment link it was paid through?',
    answer: 'no: no event, and the link stays as it is',
    otherAnswers: ['yes: a refund event'],
    statement:
      'No webhook event reports refunds, and a refund leaves the payment link as it is: an integration follows refunds in the dashboard.',
    doc: 'page-introduction/acquiring/payment-intent-refund',
    anchor: 'refund-statuses',
  },
  {
    id: 'payout.cancellable',
    kind: 'what happens when',
    question: 'Until when can a payout order be cancelled?',
    answer: 'only while it is Scheduled',
    otherAnswers: ['also while it is Processing'],
    statement: 'A payout order can be cancelled only while it is Scheduled; once Processing, nobody can stop it.',
    doc: 'understanding-ferrypay/payout-status',
    anchor: 'processing',
  },

  {
    id: 'order.noReviewSteps',
    kind: 'what happens when',
    question: 'In a company without review steps, what happens to a submitted order?',
    answer: 'In review, then Ready automatically',
    otherAnswers: ['Ready at once, in the response'],
    statement:
      'Without review steps, a submitted order is In review, as the response shows, and moves on to Ready automatically within moments, with order.review.approved.',
    doc: 'understanding-ferrypay/order-status',
    anchor: 'ready',
  },

  {
    id: 'autoExecution.triedOnce',
    kind: 'what happens when',
    question: "Is a vendor's payout request that auto-execution could not execute on arrival executed automatically later?",
    answer: 'no, a person executes it',
    otherAnswers: ['yes, once the balance or the KYC review allows'],
    statement:
      'Auto-execution is tried once, when the request arrives; a request it could not execute then (above the limit, the balance short, KYC not approved) is executed by a person, even after a top-up or an approval.',
    doc: 'page-introduction/b2b-cross-border-payment/role-company/payout-extensions',
    anchor: 'auto-execution',
  },

  // What a status means
  {
    id: 'orderStatus.paying',
    kind: 'what a status means',
    question: 'What does the order status Paying mean?',
    answer: 'its payout order is scheduled or processing',
    otherAnswers: ['its payout order is processing'],
    statement: 'An order is Paying from the execution of its payout until the payout order ends: Scheduled or Processing.',
    doc: 'understanding-ferrypay/order-status',
    anchor: 'paying',
  },

  // Who pays which charge
  {
    id: 'charges.payoutFee',
    kind: 'who pays which charge',
    question: "What does Ferrypay's payout fee cover?",
    answer: 'the sending side only',
    otherAnswers: ["other banks' charges too"],
    statement: "Ferrypay's payout fee is the sending side's charge (Ferrypay and its banking partner) and covers no other bank's charge.",
    doc: 'glossary/payout-method',
    anchor: 'who-pays-which-charge',
  },
  {
    id: 'charges.sha',
    kind: 'who pays which charge',
    question: 'With the SWIFT fee option SHA, who bears the intermediary and receiving bank charges?',
    answer: 'the vendor bears both',
    otherAnswers: ["the vendor bears the receiving side's only"],
    statement: "With SHA the company pays Ferrypay's payout fee and the vendor bears the intermediary and receiving bank charges.",
    doc: 'glossary/payout-method',
    anchor: 'who-pays-which-charge',
  },
  {
    id: 'charges.our',
    kind: 'who pays which charge',
    question: 'With the SWIFT fee option OUR, how does the company pay the intermediary and receiving bank charges?',
    answer: 'debited from the wallet at cost when the banks claim them',
    otherAnswers: ["included in Ferrypay's payout fee"],
    statement:
      'With OUR the company bears every charge; the intermediary and receiving bank charges are debited from the wallet at cost when the banks claim them.',
    doc: 'glossary/payout-method',
    anchor: 'who-pays-which-charge',
  },
  {
    id: 'charges.ben',
    kind: 'who pays which charge',
    question: "With the SWIFT fee option BEN, who pays Ferrypay's payout fee?",
    answer: 'the vendor, from the amount sent',
    otherAnswers: ['the company, from the wallet'],
    statement:
      "With BEN the vendor bears every charge: Ferrypay's payout fee is deducted from the amount sent, not debited from the wallet.",
    doc: 'glossary/payout-method',
    anchor: 'who-pays-which-charge',
  },
  {
    id: 'charges.ourShortfall',
    kind: 'who pays which charge',
    question: "When the banks claim the OUR charges and the balance's available amount is short, how are they debited?",
    answer: 'down to zero, the rest from the next money in',
    otherAnswers: ['from amounts reserved for other payouts'],
    statement:
      "OUR charges claimed while the balance's available amount is short debit it down to zero, and the rest is taken first from the next money that reaches that balance; amounts reserved for other payouts are not touched.",
    doc: 'glossary/payout-method',
    anchor: 'who-pays-which-charge',
  },
  {
    id: 'refund.originalFee',
    kind: 'who pays which charge',
    question: 'Is the fee of a refunded payment returned?',
    answer: 'no',
    otherAnswers: ['yes'],
    statement: 'Refunds are free, and the fee of the refunded payment is not returned.',
    doc: 'page-introduction/acquiring/payment-intent-accounting',
    anchor: 'fees-and-net-amounts',
  },

  // What is checked when
  {
    id: 'payout.checksAtExecution',
    kind: 'what is checked when',
    question: "What happens when the vendor's KYC is not approved, or the wallet is short, at execution?",
    answer: 'nothing is executed and no payout fails',
    otherAnswers: ['the payout fails'],
    statement:
      'KYC and the available balance are checked at execution only; when either fails nothing is executed, and no payout ever fails for them.',
    doc: 'glossary/payout-confirmation-order',
    anchor: 'checks-at-execution',
  },
  {
    id: 'twoStep.payouts',
    kind: 'what is checked when',
    question: 'When is a two-step verification code asked for a payout?',
    answer: 'each time a person executes one in the dashboard',
    otherAnswers: ['for every payout, however it is executed'],
    statement:
      'A person executing a payout in the dashboard enters a code each time; auto-executed and API payouts, authorised in advance, ask for none.',
    doc: 'glossary/two-step-verification',
    anchor: 'when-ferrypay-asks-for-a-code',
  },
  {
    id: 'twoStep.refunds',
    kind: 'what is checked when',
    question: 'When is a two-step verification code asked for a refund?',
    answer: 'when a person creates it in the dashboard',
    otherAnswers: ["for every refund, a connected store's included"],
    statement: 'A refund created in the dashboard asks for a code; a refund a connected Shopify or WooCommerce store creates does not.',
    doc: 'glossary/two-step-verification',
    anchor: 'without-a-code',
  },
  {
    id: 'apiKeys.revokeCode',
    kind: 'what is checked when',
    question: 'Does revoking an API key ask for a two-step verification code?',
    answer: 'no',
    otherAnswers: ['yes, like creating or rolling one'],
    statement:
      'Creating or rolling an API key asks for a two-step verification code; revoking one asks for none, so that nothing holds up stopping a leaked key.',
    doc: `${B2B}/role-company/developer`,
    anchor: 'api-keys',
  },
  {
    id: 'kyc.apiChanges',
    kind: 'what is checked when',
    question: "What does changing a vendor's legal name or registration number through Update a vendor do to its KYC?",
    answer: 'starts a new KYC review once the vendor has submitted',
    otherAnswers: ['nothing: company users never change vendor information'],
    statement:
      "Once a vendor has submitted its information, a legal name or registration number changed through Update a vendor starts a new KYC review, like the vendor's own change.",
    doc: 'glossary/kyc',
    anchor: 'new-review',
  },
  {
    id: 'dispute.comment',
    kind: 'what is checked when',
    question: 'What must a vendor give to dispute a reconciliation order?',
    answer: 'a reason; a comment is optional',
    otherAnswers: ['a reason and a comment'],
    statement: 'A vendor disputing a reconciliation order must choose one of four reasons; the comment beside it is optional.',
    doc: 'understanding-ferrypay/order-reconciliation-status',
    anchor: 'disputed',
  },

  {
    id: 'idempotency.afterError',
    kind: 'what happens when',
    question:
      'Once the cause of a 4xx error other than 429, idempotency_key_reused and idempotency_key_in_use is fixed, does a retry with the same idempotency key run the request?',
    answer: 'no, it takes a new key',
    otherAnswers: ['yes, the same key runs it'],
    statement:
      'Ferrypay keeps every response but a 429, a 5xx, an idempotency_key_reused or an idempotency_key_in_use under its idempotency key: a same-key retry returns a stored 4xx again, so a fixed request takes a new key.',
    doc: 'getting-started',
    anchor: 'developer-idempotency-key',
  },
  {
    id: 'testWallet.topUpLimit',
    kind: 'what is checked when',
    question: "Is the test wallet's top-up maximum (test.walletTopUpMax) a limit on each top-up or on the balance?",
    answer: 'each top-up',
    otherAnswers: ['the balance'],
    statement: 'A test top-up adds at most test.walletTopUpMax; the limit is per top-up.',
    doc: `${B2B}/role-company/wallet`,
    anchor: 'test-mode-top-up',
  },

  // Who may do what
  {
    id: 'review.creator',
    kind: 'who may do what',
    question: 'Can the user who created an order decide one of its review steps?',
    answer: 'never',
    otherAnswers: ["yes, with the step's role"],
    statement: "The creator of an order can never approve or reject a review step of it, even holding the step's role.",
    doc: 'understanding-ferrypay/multiple-role-review-flow',
    anchor: 'rules',
  },
  {
    id: 'review.resubmitter',
    kind: 'who may do what',
    question: 'Can the user who resubmitted a returned order decide a step of the review round they started?',
    answer: 'not in that round',
    otherAnswers: ["yes, with the step's role"],
    statement:
      "A user who resubmits a returned order cannot approve or reject a step of the round the resubmission starts, even holding the step's role.",
    doc: 'understanding-ferrypay/multiple-role-review-flow',
    anchor: 'rules',
  },
  {
    id: 'twoStep.vendorReset',
    kind: 'who may do what',
    question: 'Who resets the two-step verification of a vendor user who has lost both the phone and the recovery codes?',
    answer: 'Ferrypay support, asked by the paying company',
    otherAnswers: ["the paying company's owner or admin, in user management"],
    statement:
      "Ferrypay support resets a vendor user's two-step verification, when a user of the company that pays the vendor asks; a company's owner or admin resets only its own users'.",
    doc: 'faq',
    anchor: 'lost-authenticator-phone',
  },
  {
    id: 'testMode.vendorSwitch',
    kind: 'who may do what',
    question: 'Where do vendor users switch between test mode and live mode?',
    answer: 'on their Test mode setting screen',
    otherAnswers: ['with a toggle in the top bar'],
    statement:
      'Company users switch modes with the toggle in the top bar; vendor users on their Test mode setting screen, as the vendor dashboard has no toggle.',
    doc: 'glossary/test-mode',
    anchor: 'switch-modes',
  },
] as const satisfies readonly Rule[];

export type RuleId = (typeof RULES)[number]['id'];
