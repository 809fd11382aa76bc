import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {RULES, type Rule} from '../../src/config/rules';
import {contentFiles, linesOf, markdownLines, type ContentLine, type ContentLocale} from '../support/contentSources';
import {RULE_STATEMENTS, describeWrongRuleStatement, findRuleStatements, isWrongRuleStatement} from '../support/ruleStatements';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const DOCS = {'zh-TW': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'} as const;
const LOCALES = ['zh-TW', 'en'] as const satisfies readonly ContentLocale[];

const docFile = (locale: ContentLocale, id: string) => path.join(DOCS[locale], `${id}.md`);

/** The lines of the section a heading `{#anchor}` opens, up to the next heading of its level or above. */
function sectionLines(file: string, anchor: string): ContentLine[] {
  const source = readFileSync(file, 'utf8');
  const raw = source.split('\n');
  const start = raw.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`{#${anchor}}`));
  if (start < 0) return [];
  const level = /^#+/.exec(raw[start]!)![0].length;
  const after = raw.slice(start + 1).findIndex((line) => {
    const heading = /^(#{2,6}) /.exec(line);
    return heading !== null && heading[1]!.length <= level;
  });
  const end = after < 0 ? raw.length : start + 1 + after;
  return markdownLines(file, source).filter((line) => line.line > start && line.line <= end);
}

/** Every statement of another answer than the register's, in the content files under a root. */
function wrongStatements(root = '.'): string[] {
  return contentFiles(root).flatMap((content) =>
    findRuleStatements(linesOf(content), content.locale).filter(isWrongRuleStatement).map(describeWrongRuleStatement),
  );
}

describe('the rules register (src/config/rules.ts)', () => {
  it('gives every rule a unique id, an answer and at least one answer the product does not give', () => {
    const ids = RULES.map((rule) => rule.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const rule of RULES as readonly Rule[]) {
      expect(rule.otherAnswers.length, rule.id).toBeGreaterThan(0);
      expect(rule.otherAnswers, rule.id).not.toContain(rule.answer);
    }
  });

  it.each(RULES.map((rule) => [rule.id, rule] as const))('%s names a home section that exists in both locales', (_id, rule) => {
    for (const locale of LOCALES) {
      const file = docFile(locale, rule.doc);
      expect(existsSync(file), file).toBe(true);
      expect(sectionLines(file, rule.anchor).length, `${file}#${rule.anchor}`).toBeGreaterThan(0);
    }
  });

  it('has wording for every answer of every rule in both locales, and none for an answer it does not have', () => {
    expect(Object.keys(RULE_STATEMENTS).sort()).toEqual(RULES.map((rule) => rule.id).sort());
    for (const rule of RULES as readonly Rule[]) {
      const wording = RULE_STATEMENTS[rule.id as keyof typeof RULE_STATEMENTS];
      expect(Object.keys(wording).sort(), rule.id).toEqual([rule.answer, ...rule.otherAnswers].sort());
      for (const [answer, patterns] of Object.entries(wording))
        for (const locale of LOCALES) expect(patterns[locale].length, `${rule.id}: "${answer}" in ${locale}`).toBeGreaterThan(0);
    }
  });
});

describe('the home section of every rule', () => {
  it.each(LOCALES)("states the register's answer in %s, as the rule patterns read it", (locale) => {
    const unstated = RULES.filter((rule) => {
      const lines = sectionLines(docFile(locale, rule.doc), rule.anchor);
      return !findRuleStatements(lines, locale, [rule]).some((statement) => statement.stated === rule.answer);
    }).map((rule) => `${rule.id} (${rule.doc}#${rule.anchor})`);
    expect(unstated).toEqual([]);
  });

  it.each(LOCALES)('fails in %s once the register gives another answer, so the wording is tied to the answer', (locale) => {
    const unflagged = (RULES as readonly Rule[]).filter((rule) => {
      const changed: Rule = {...rule, answer: rule.otherAnswers[0]!, otherAnswers: [rule.answer]};
      const lines = sectionLines(docFile(locale, rule.doc), rule.anchor);
      return !findRuleStatements(lines, locale, [changed]).some(isWrongRuleStatement);
    });
    expect(unflagged.map((rule) => rule.id)).toEqual([]);
  });
});

describe('every statement of a rule', () => {
  it("gives the register's answer, in the guide, the blog, the release notes and the API text of both locales", () => {
    expect(wrongStatements()).toEqual([]);
  });

  it('is found in a planted page, which fails naming its file, line and rule', () => {
    const root = scratchFolder('rules');
    const plant = (file: string, text: string) => writeTreeFile(root, file, text);
    plant(
      'docs/wrong.md',
      '---\ntitle: 錯誤\n---\n\n已排程的撥款會在執行日期依當天的匯率重新報價。\n\n供應商也有相同的切換開關。\n\n供應商提出異議時，必須選擇原因並填寫說明。\n\n測試錢包可以按一下按鈕儲值，上限為 TWD 10,000,000。\n',
    );
    plant(
      'i18n/en/docusaurus-plugin-content-docs/current/wrong.md',
      "---\ntitle: Wrong\n---\n\nWith SHA, the vendor pays the receiving side's fees.\n\n| Paying (`paying`) | A payout order is processing |\n\nAfter a `4xx` error, fix its cause and retry with the same key.\n",
    );
    plant(
      'i18n/en/docusaurus-plugin-content-blog-release-note/wrong.md',
      '---\ntitle: Wrong\n---\n\nEvery refund asks for a two-step verification code, and a code is asked whenever a payout is executed.\n',
    );
    plant(
      'api/openapi/next/paths/wrong.yaml',
      'post:\n  description: >-\n    Executes the payout confirmation order that holds a payable order, with a fresh exchange rate\n    quote.\n',
    );
    const inRoot = (file: string) => path.join(root, file);
    expect(wrongStatements(root).sort()).toEqual(
      [
        `${inRoot('docs/wrong.md')}:5: payout.scheduledRate is "the rate fixed at execution" (page-introduction/b2b-cross-border-payment/role-company/payout-extensions#scheduled-payouts), but this says "a new quote on the execution date" ("排程的撥款會在執行日期依當天的匯率重新報價")`,
        `${inRoot('docs/wrong.md')}:9: dispute.comment is "a reason; a comment is optional" (understanding-ferrypay/order-reconciliation-status#disputed), but this says "a reason and a comment" ("必須選擇原因並填寫說明")`,
        `${inRoot('docs/wrong.md')}:11: testWallet.topUpLimit is "each top-up" (page-introduction/b2b-cross-border-payment/role-company/wallet#test-mode-top-up), but this says "the balance" ("上限為 TWD 10,000,000")`,
        `${inRoot('i18n/en/docusaurus-plugin-content-docs/current/wrong.md')}:9: idempotency.afterError is "no, it takes a new key" (getting-started#developer-idempotency-key), but this says "yes, the same key runs it" ("4xx error, fix its cause and retry with the same key")`,
        `${inRoot('docs/wrong.md')}:7: testMode.vendorSwitch is "on their Test mode setting screen" (glossary/test-mode#switch-modes), but this says "with a toggle in the top bar" ("供應商也有相同的切換開關")`,
        `${inRoot('i18n/en/docusaurus-plugin-content-docs/current/wrong.md')}:5: charges.sha is "the vendor bears both" (glossary/payout-method#who-pays-which-charge), but this says "the vendor bears the receiving side's only" ("SHA, the vendor pays the receiving side's fees")`,
        `${inRoot('i18n/en/docusaurus-plugin-content-docs/current/wrong.md')}:7: orderStatus.paying is "its payout order is scheduled or processing" (understanding-ferrypay/order-status#paying), but this says "its payout order is processing" ("Paying (paying) | A payout order is processing")`,
        `${inRoot('i18n/en/docusaurus-plugin-content-blog-release-note/wrong.md')}:5: twoStep.payouts is "each time a person executes one in the dashboard" (glossary/two-step-verification#when-ferrypay-asks-for-a-code), but this says "for every payout, however it is executed" ("whenever a payout is executed")`,
        `${inRoot('i18n/en/docusaurus-plugin-content-blog-release-note/wrong.md')}:5: twoStep.refunds is "when a person creates it in the dashboard" (glossary/two-step-verification#without-a-code), but this says "for every refund, a connected store's included" ("Every refund asks for")`,
        `${inRoot('api/openapi/next/paths/wrong.yaml')}:3: payout.executionRate is "the rate source of the rate setting" (page-introduction/b2b-cross-border-payment/role-company/rate-setting#rate-source), but this says "always a new real-time quote" ("Executes the payout confirmation order that holds a payable order, with a fresh exchange rate quote")`,
      ].sort(),
    );
  });

  /** The rule statements a one-line page gives, as `<rule id>: <answer>`. */
  const stated = (text: string, locale: ContentLocale) =>
    findRuleStatements([{file: 'x.md', line: 1, text} satisfies ContentLine], locale).map(
      (statement) => `${statement.ruleId}: ${statement.stated}`,
    );

  it('reads a negation as the answer it gives', () => {
    expect(stated('A scheduled payout is not quoted again on its execution date.', 'en')).toEqual([
      'payout.scheduledRate: the rate fixed at execution',
    ]);
    expect(stated('Scheduled payouts are quoted again on their execution date.', 'en')).toEqual([
      'payout.scheduledRate: a new quote on the execution date',
    ]);
    expect(stated('排程撥款在執行日期不會重新報價。', 'zh-TW')).toEqual(['payout.scheduledRate: the rate fixed at execution']);
    expect(stated('Refunds started in Shopify do not ask for a Ferrypay two-step verification code.', 'en')).toEqual([]);
    expect(stated('Refunds started in Shopify also ask for a Ferrypay two-step verification code.', 'en')).toEqual([
      "twoStep.refunds: for every refund, a connected store's included",
    ]);
    expect(stated('Revoking a key asks for no code, so that nothing holds you up.', 'en')).toEqual(['apiKeys.revokeCode: no']);
    expect(stated('Revoking a key asks for your two-step verification code.', 'en')).toEqual([
      'apiKeys.revokeCode: yes, like creating or rolling one',
    ]);
    expect(stated('With submit: true, if your company has no review steps, it becomes `ready` right away.', 'en')).toEqual([
      'order.noReviewSteps: Ready at once, in the response',
    ]);
    expect(stated('若企業未設定審核步驟，則會直接變為 `ready`。', 'zh-TW')).toEqual([
      'order.noReviewSteps: Ready at once, in the response',
    ]);
    expect(stated('A request blocked by a short balance is executed automatically once the company tops up its wallet.', 'en')).toEqual([
      'autoExecution.triedOnce: yes, once the balance or the KYC review allows',
    ]);
    expect(stated('餘額不足的申請，在企業儲值後會自動執行。', 'zh-TW')).toEqual([
      'autoExecution.triedOnce: yes, once the balance or the KYC review allows',
    ]);
    expect(stated('撤銷金鑰也需要輸入兩步驟驗證碼。', 'zh-TW')).toEqual(['apiKeys.revokeCode: yes, like creating or rolling one']);
    expect(stated('供應商使用者的兩步驟驗證由企業的管理員在使用者管理中重設。', 'zh-TW')).toEqual([
      "twoStep.vendorReset: the paying company's owner or admin, in user management",
    ]);
    expect(
      stated('Amounts reserved for other payouts are not touched; the OUR charges are never taken from amounts reserved.', 'en'),
    ).toEqual([]);
    expect(stated('The user who resubmitted a returned order can approve its first step if they hold the role.', 'en')).toEqual([
      "review.resubmitter: yes, with the step's role",
    ]);
    expect(stated('重新送出已退回訂單的使用者，也可以核准這一輪的步驟。', 'zh-TW')).toEqual([
      "review.resubmitter: yes, with the step's role",
    ]);
    expect(stated('重新送出已退回訂單的使用者，也不能決定自己開始的那一輪審核的任何步驟。', 'zh-TW')).toEqual([
      'review.resubmitter: not in that round',
    ]);
    expect(
      stated('If every user with the role is the creator or the resubmitter of the round, nobody can decide that step.', 'en'),
    ).toEqual([]);
    expect(stated('如果步驟角色的使用者都是建立者或本輪的重新送出者，就沒有人能決定該步驟。', 'zh-TW')).toEqual([]);
  });

  it("reads a refund's event: a sentence that denies one is not read as giving one, and one that gives it is", () => {
    const refundEvents = (text: string, locale: ContentLocale) =>
      stated(text, locale).filter((found) => found.startsWith('refund.events:'));
    for (const denial of [
      'Ferrypay sends no webhook event when a refund succeeds.',
      'Ferrypay never sends an event when a refund fails.',
      'Ferrypay has no `refund.succeeded` event.',
    ])
      expect(refundEvents(denial, 'en'), denial).toEqual([]);
    for (const denial of ['退款成功時，Ferrypay 不會傳送任何 Webhook 事件。', '退款失敗時不會傳送通知信，也不會傳送 Webhook 事件。'])
      expect(refundEvents(denial, 'zh-TW'), denial).toEqual([]);
    for (const claim of [
      'Your endpoint receives `refund.succeeded`.',
      'When a refund succeeds, Ferrypay sends an event to your endpoint.',
      'A refund sets the payment link back to Active.',
    ])
      expect(refundEvents(claim, 'en'), claim).toEqual(['refund.events: yes: a refund event']);
    for (const claim of ['退款成功後會發送 Webhook 事件。', '退款後，付款連結會回到啟用中。'])
      expect(refundEvents(claim, 'zh-TW'), claim).toEqual(['refund.events: yes: a refund event']);
  });
});
