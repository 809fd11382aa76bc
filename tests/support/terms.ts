import type {ContentFile, ContentLine, ContentLocale} from './contentSources';

/**
 * The variants TERMS.md discourages, as the content test finds them. Each rule
 * names the word to use instead; a rule holds in one locale's prose (inline
 * code, link targets and Mermaid node ids are not prose).
 */
export type TermRule = {
  locale: ContentLocale;
  use: string;
  variant: RegExp;
  /** Where the rule holds, when not everywhere: the OpenAPI text names statuses by their API value. */
  only?: ContentFile['kind'];
  /** Whether the rule also holds in image alt text, which describes a screen in its own words. */
  inAltText?: false;
};

export const TERM_RULES: TermRule[] = [
  // zh-TW
  {locale: 'zh-TW', use: '簽章密鑰', variant: /簽署密鑰/},
  {locale: 'zh-TW', use: '快速建單', variant: /快速訂單/},
  // 整合 still means combining things (整合在一起, 整合為一個物件) and names the e-invoice platform.
  {
    locale: 'zh-TW',
    use: '串接 (an API integration)',
    variant: /整合(?!服務平台|在|了|為)/,
  },
  {locale: 'zh-TW', use: '上限 (the auto-execution limit)', variant: /限額/},
  {locale: 'zh-TW', use: '中間行 (intermediary bank charges: 中間行費用)', variant: /中間銀行/},
  {
    locale: 'zh-TW',
    use: '列出 Webhook 事件',
    variant: /列出所有 ?Webhook ?事件|Webhook 事件 API/,
  },
  {
    locale: 'zh-TW',
    use: '邀請供應商 (the operation)',
    variant: /建立供應商邀請/,
  },
  {locale: 'zh-TW', use: '保留金額 (the part of the wallet a payout holds)', variant: /保留餘額/},
  // 對帳單 is the reconciliation order a vendor confirms: a bank's statement is 銀行帳戶明細.
  {locale: 'zh-TW', use: '銀行帳戶明細 (a bank statement)', variant: /銀行對帳單/},
  // 截止時間 is the payout cut-off; beside a card dispute it would be the response deadline.
  {
    locale: 'zh-TW',
    use: "回應期限 (a card dispute's response deadline)",
    variant: /爭議款[^。；\n]{0,12}截止時間|截止時間[^。；\n]{0,12}爭議款/,
  },
  {locale: 'zh-TW', use: '單次使用 (a payment link paid once)', variant: /單次付款連結/},
  {locale: 'zh-TW', use: '已過期 (the expired status)', variant: /(?:連結|邀請|金鑰)已經?到期|已到期的(?:付款)?(?:連結|邀請)/},
  // Screen labels (TERMS.md, "Screen labels"): the names the dashboard does not use.
  {locale: 'zh-TW', use: '低餘額門檻 (the Wallet control)', variant: /低餘額提醒|錢包餘額提醒/},
  {locale: 'zh-TW', use: '企業切換選單 (the company switcher)', variant: /企業切換器/},
  // 審核 is the order review; a vendor's identity check is KYC 身分驗證 (TERMS.md).
  {locale: 'zh-TW', use: 'KYC 身分驗證', variant: /KYC ?審核/},
  {
    locale: 'zh-TW',
    use: '測試模式橫條 (the orange test mode bar)',
    variant: /測試模式(?:」)?(?:提示列|橫幅)|橘色(?:的)?(?:提示列|橫幅|橫條)/,
  },
  {locale: 'zh-TW', use: '「審核流程」分頁', variant: /審核步驟設定(?![金門])/},
  {
    locale: 'zh-TW',
    use: '「建立訂單」、「批次匯入」、「建立付款連結」 (the button by its label)',
    variant: /點選(?:完整的?)?訂單表單按鈕|點選(?:批次匯入|建立)按鈕/,
  },
  {
    locale: 'zh-TW',
    use: '「批次取消」 or 「取消付款連結」 (the button by its label)',
    variant: /點選(?:[^，。「」\n]{0,12}的)?取消(?=[ 。，\u2460-\u2473])/,
  },
  {locale: 'zh-TW', use: 'PayLink (the menu item; 付款連結 is its first tab)', variant: /左側選單[^。\n]{0,8}「\**付款連結\**」/},
  // en
  {locale: 'en', use: 'reserved amount (the part of the wallet a payout holds)', variant: /\breserved balances?\b/i},
  // Screen labels (TERMS.md, "Screen labels"): the names the dashboard does not use.
  {locale: 'en', use: 'Low balance threshold (the Wallet control)', variant: /\b(?:low|wallet) balance alert\b/i},
  {locale: 'en', use: 'the Review flow tab', variant: /\breview step settings\b/i},
  {
    locale: 'en',
    use: 'Create order, Batch import, Create payment link (the button by its label)',
    variant: /\b(?:full order form|batch import|create) button\b/,
  },
  {locale: 'en', use: 'Batch cancel or Cancel payment link (the button by its label)', variant: /\bselect cancel\b/},
  {
    locale: 'en',
    use: 'List webhook events',
    variant: /List all webhook'?s? events|webhook events API/i,
  },
  {
    locale: 'en',
    use: "Submit a vendor's remittance information",
    variant: /\bremit info\b/i,
  },
  {
    locale: 'en',
    use: 'Invite a vendor (the operation)',
    variant: /Create a vendor's invitation/i,
  },
  {
    locale: 'en',
    use: 'Attach tags to orders / to a payment link',
    variant: /Attach (?:orders?|payment link) tags/i,
  },
  {
    locale: 'en',
    use: 'Create / Cancel orders in a batch',
    variant: /(?:Create|Cancel) orders batch/i,
  },
  {
    locale: 'en',
    use: 'signing secret',
    variant: /\b(?:signing key|webhook secret|endpoint secret)\b/i,
  },
  // A status named in running text is its display name: Payable, Ready, Paying ...
  {
    locale: 'en',
    use: 'Payable (the status)',
    variant: /(?<![Aa]ccounts |\()\bpayable\b/,
    only: 'markdown',
    inAltText: false,
  },
  {
    locale: 'en',
    use: 'the capitalised status name (Ready, Reconciling, Paying, Paid, Scheduled, Processing)',
    variant:
      /\b(?:back to|become|becomes|became|stays?|remains?|moves? to|changes? to|returns? to|reaches) (?:ready|reconciling|paying|paid|scheduled|processing)\b/,
    only: 'markdown',
    inAltText: false,
  },
];

export type TermViolation = {file: string; line: number; use: string; found: string};

export function findTermViolations(
  lines: ContentLine[],
  {locale, kind}: Pick<ContentFile, 'locale' | 'kind'>,
  rules: TermRule[] = TERM_RULES,
): TermViolation[] {
  const found: TermViolation[] = [];
  for (const rule of rules.filter((candidate) => candidate.locale === locale && (!candidate.only || candidate.only === kind))) {
    const global = new RegExp(rule.variant.source, rule.variant.flags.includes('g') ? rule.variant.flags : `${rule.variant.flags}g`);
    for (const {file, line, text} of lines) {
      const read = rule.inAltText === false ? text.replace(/!\[[^\]]*\]/g, ' ') : text;
      for (const match of read.matchAll(global)) found.push({file, line, use: rule.use, found: match[0]});
    }
  }
  return found;
}

export const describeTermViolation = (violation: TermViolation) =>
  `${violation.file}:${violation.line}: "${violation.found}", TERMS.md says ${violation.use}`;

/** A row of TERMS.md's screen labels: a control's label in each locale, and where the dashboard shows it. */
export type ScreenLabel = {en: string; 'zh-TW': string; where: string};

export const SCREEN_LABELS_HEADING = '## Screen labels';

/**
 * The rows of the "Screen labels" section of TERMS.md. A cell's words are the
 * label itself: no Markdown, no alternatives.
 */
export function screenLabelsOf(terms: string): ScreenLabel[] {
  const start = terms.indexOf(`\n${SCREEN_LABELS_HEADING}\n`);
  if (start < 0) throw new Error(`TERMS.md has no "${SCREEN_LABELS_HEADING}" section.`);
  const section = terms.slice(start + 1).split(/\n## /)[0]!;
  return section
    .split('\n')
    .filter((line) => /^\|/.test(line) && !/^\|\s*(?:en\s*\||-)/.test(line))
    .map((line) => {
      const [en, zh, where] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return {en: en!, 'zh-TW': zh!, where: where ?? ''};
    });
}
