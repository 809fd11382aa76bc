import {FACTS, type Fact, type FactId, type FactValue} from '../../src/config/facts';
import {searchableText, type ContentLine, type ContentLocale} from './contentSources';

/**
 * How each fact of src/config/facts.ts is worded, per locale, so that a
 * restatement anywhere can be found and compared with the value.
 *
 * A pattern is a regular expression with one value placeholder:
 * - `{n}`: a number in digits or words ("30", "thirty", "三十"), or a range of
 *   two ("1 to 3", "1-3", "1 到 3"); a range states a single-value fact only
 *   if both ends are the value;
 * - `{max}`: the same, where a range's upper end is the limit ("1 to 200 orders");
 * - `{time}`: a time of day ("15:00", "3 p.m.", "下午 3 點");
 * - `{cents}`: the decimal part of an amount (".13");
 * - `{yen}`: a JPY amount, which has no decimals, standing for the cents of
 *   its last two digits ("JPY 250,013" states ".13");
 * - `{date}`, `{card}`, `{word}`: an ISO date, a 16-digit card number, a word in capitals.
 * and `~` for a gap inside one clause that crosses no other number, so a
 * pattern ties a value to the words beside it and not to the next figure.
 */
type Placeholder = 'n' | 'max' | 'time' | 'cents' | 'yen' | 'date' | 'card' | 'word';

type Wording = Record<ContentLocale, string[]>;

/**
 * The start of a table row whose first cell is `firstCell`, up to its first cell that starts with an amount: a fee
 * table ("| SWIFT wire | Any supported currency | 1-3 business days | TWD 450 |") states the fee in the first amount
 * of the row (a cost table's later amounts are totals).
 */
function tableRow(firstCell: string): string {
  // The pages' lines are searched as one text: a row starts after a line break, not at `^`.
  return `(?<![^\\n])\\| ?${firstCell} ?\\|(?: ?(?!TWD|每筆撥款)[^|\\n]*\\|)*? ?`;
}

export const FACT_STATEMENTS: Record<FactId, Wording> = {
  'payout.cutOff': {
    en: [
      'cut-?off (?:of |at |time of |is )?\\(?{time}',
      '{time}(?: Taiwan time)?(?: \\(UTC\\+8\\))? cut-?off',
      '(?:before|after) {time}~(?:same day|same banking day|next banking day)',
    ],
    'zh-TW': [
      '截止時間~{time}',
      '{time}~截止',
      '{time}~(?:前|之前|以前)~(?:當天|當日|同一銀行營業日)',
      // Taiwan time named: the daily fixed rate's time is also a time before which payouts are executed.
      '台灣時間(?:（UTC\\+8）)? ?{time} ?(?:\\*\\*)?(?:前|之前|以前)~執行',
    ],
  },
  'payout.quoteValidity': {
    en: ['quotes?~{n}[ -]minutes?', '{n}[ -]minutes?~quote', 'guaranteed for {n} minutes'],
    'zh-TW': ['報價~{n} ?分鐘', '{n} ?分鐘~報價', '匯率保證 ?{n} ?分鐘'],
  },
  'payout.dailyFixedRateTime': {
    en: ['daily fixed rate~{time}', 'fixed rate~published at {time}'],
    'zh-TW': ['每日固定匯率~{time}', '{time} ?公布~每日固定匯率', '{time}~公布的每日固定匯率'],
  },
  'payout.localTransferTime': {
    en: [
      'local transfers?(?: \\([^)]*\\))?(?:,| is| takes| needs| arrives?)?(?: usually| about| typically)?(?: takes| needs)?(?: in)? {n}[ -]business days?',
      '{n} business days? (?:for|by|with) (?:a |the )?local transfers?',
      '[Ll]ocal transfer ?\\|[^\\n]*?\\| {n} business days? \\|',
      '(?:ACH|SEPA|FPS|FAST|Zengin|CNAPS)\\)?~usually (?:in )?{n} business days?',
    ],
    'zh-TW': [
      '當地轉帳(?:通常|約|一般)?(?:需要?|需時)? ?{n} ?個營業日',
      '當地轉帳 ?\\|[^\\n]*?\\| ?{n} ?個營業日 ?\\|',
      '(?:ACH|SEPA|FPS|FAST|Zengin|CNAPS)[）)]?~通常~{n} ?個營業日',
    ],
  },
  'payout.swiftWireTime': {
    en: [
      'SWIFT wires?(?: \\([^)]*\\))?(?:,| is| takes| needs| arrives?)?(?: usually| about| typically)?(?: takes| needs)?(?: in)? {n}[ -]business days?',
      '{n} business days? (?:for|by|with) (?:a |the )?SWIFT',
      'SWIFT wire ?\\|[^\\n]*?\\| {n} business days? \\|',
      'SWIFT wire for every supported currency~{n} business days?',
    ],
    'zh-TW': ['SWIFT 電匯(?:通常|約|一般|則)?(?:需要?|需時)? ?{n} ?個營業日', 'SWIFT 電匯 ?\\|[^\\n]*?\\| ?{n} ?個營業日 ?\\|'],
  },
  'payout.scheduleWindow': {
    en: ['(?:up to|within) {n} days ahead', 'execution date~(?:up to|within) {n} days'],
    'zh-TW': ['{n} ?天內的任一(?:銀行)?營業日', '執行日期~{n} ?天內'],
  },
  'autoExecution.maxLimit': {
    en: ['[Aa]uto-execution limit[^\\n]*?at most USD {n}', 'auto-execution~(?:at most|up to|limit of) USD {n}(?:\\.00)? per request'],
    'zh-TW': ['自動執行上限[^\\n]*?最高 ?USD {n}', '自動執行~每筆申請(?:最高|最多) ?USD {n}'],
  },
  'rateAlert.maxAlerts': {
    en: ['(?:up to|at most|maximum of|more than) {n} rate alerts'],
    'zh-TW': ['(?:最多|上限為?|至多)(?:可設定)? ?{n} ?個匯率提醒'],
  },
  'wallet.topUpCreditTime': {
    en: ['top-?ups?~within {n} minutes', 'credited within {n} minutes', 'arrives? within {n} minutes'],
    'zh-TW': ['儲值~{n} ?分鐘內', '{n} ?分鐘內入帳'],
  },
  'fees.localTransfer': {
    en: [
      'local transfers?(?: fee)?(?: \\([A-Za-z]+\\))?(?: is| of)?[,:]? (?:for a |costs? )?TWD {n}(?![\\d,])',
      'TWD {n} per local transfer',
      `${tableRow('[Ll]ocal transfers?(?: payouts?)?')}TWD {n}(?![\\d,])`,
    ],
    'zh-TW': [
      '當地轉帳(?:手續費)?(?:（[A-Za-z]+）)?[ |為：]*(?:每筆(?:撥款)? ?)?(?:收取 ?)?TWD {n}(?![\\d,])',
      `${tableRow('當地轉帳(?:撥款)?')}(?:每筆撥款 )?TWD {n}(?![\\d,])`,
    ],
  },
  'fees.swiftWire': {
    en: [
      'SWIFT wires?(?: fee)?(?: is| of)?[ |:]*(?:costs? )?TWD {n}(?![\\d,])',
      'TWD {n} per SWIFT',
      'SWIFT wire~(?:with )?a fee of TWD {n}(?![\\d,])',
      `${tableRow('SWIFT wires?(?: payouts?)?')}TWD {n}(?![\\d,])`,
    ],
    'zh-TW': [
      'SWIFT 電匯(?:手續費)?[ |為：]*(?:每筆(?:撥款)? ?)?(?:收取 ?)?TWD {n}(?![\\d,])',
      'SWIFT 電匯撥款，手續費 TWD {n}(?![\\d,])',
      'SWIFT 電匯~手續費 ?TWD {n}(?![\\d,])',
      `${tableRow('SWIFT 電匯(?:撥款)?')}(?:每筆撥款 )?TWD {n}(?![\\d,])`,
    ],
  },
  'fees.fxSpread': {
    en: ['{n}% (?:FX |exchange |conversion )?spread', '(?:FX |exchange )?spread~{n}%'],
    'zh-TW': ['{n}% ?(?:的)?匯差', '匯差~{n}%'],
  },
  'fees.card': {
    en: ['[Cc]ards?(?: payments?)?(?: \\(acquiring\\))?[ |]*(?:costs? )?{n}%', '{n}% (?:card fee|per successful payment)', 'card fee~{n}%'],
    'zh-TW': ['信用卡(?:付款)?(?:（收單）)?[ |]*(?:手續費 ?)?(?:為 ?)?{n}%', '{n}% ?(?:的)?(?:信用卡)?手續費', '每筆成功付款 ?{n}%'],
  },
  'fees.atm': {
    en: ['ATM~TWD {n}(?: per| fee)', 'ATM payment costs TWD {n}'],
    'zh-TW': ['ATM~(?:每筆 ?)?TWD {n}(?: 手續費|手續費|／| ?每筆)', 'ATM~每筆(?:付款)? ?TWD {n}'],
  },
  'settlement.card': {
    en: [
      '[Cc]ards?(?: payments)? settles? T\\+{n}',
      'T\\+{n} banking days for cards',
      '[Cc]ard[^|\\n]*\\|[^\\n]*?\\| T\\+{n} banking days \\|',
    ],
    'zh-TW': ['信用卡~T\\+{n}'],
  },
  'settlement.atm': {
    en: ['ATM(?: virtual account)?(?: payments)?,? T\\+{n}', 'ATM~settle T\\+{n}'],
    'zh-TW': ['ATM~T\\+{n}'],
  },
  'billing.statementDay': {
    en: ['[Oo]n the {n}(?:st|nd|rd|th)(?: of (?:each|every) month)?~statement', 'statements?~on the {n}(?:st|nd|rd|th)'],
    'zh-TW': ['每月 ?{n} ?日~帳單', '帳單~每月 ?{n} ?日'],
  },
  'order.maxAmount': {
    en: ['USD {n}(?:\\.00)? or (?:its |the )?equivalent', '[Oo]rders?~(?:above|over|more than|up to|at most|limit of|maximum of) USD {n}'],
    'zh-TW': ['USD {n}(?:\\.00)? ?或(?:其)?等值', '訂單~(?:上限|最高|超過) ?(?:為 ?)?USD {n}'],
  },
  'order.numberMaxLength': {
    en: ['[Oo]rder number~{max} characters'],
    'zh-TW': ['訂單編號~{max} ?個字元'],
  },
  'order.maxTags': {
    en: ['(?:up to|at most|more than|maximum of|than) {n} tags'],
    'zh-TW': ['(?:最多|超過|上限為?|至多) ?{n} ?個標籤'],
  },
  'tag.maxLength': {
    en: ['[Tt]ags?~each~{max} characters', '[Ee]ach tag is {max} characters'],
    'zh-TW': ['每個標籤~{max} ?個字元'],
  },
  'order.maxAttachments': {
    en: [
      '(?:up to|at most|maximum of|more than) {n} (?:invoice )?attachments',
      'attachments?:? (?:up to|at most) {n}(?: files| per order|,|\\.|;| each| of)',
    ],
    'zh-TW': ['(?:最多|上限為?|至多) ?{n} ?個(?:發票)?附件', '附件(?:數量)?(?:最多|上限為?) ?{n} ?個'],
  },
  'order.attachmentMaxSize': {
    en: ['attach~{n} ?MB', '{n} ?MB each'],
    'zh-TW': ['附件~{n} ?MB', '每個(?:檔案)? ?{n} ?MB'],
  },
  'batch.importMaxRows': {
    en: ['(?:up to|at most|maximum of|more than|over) {n} rows', '[Ii]mport~(?:up to|at most) {n} orders', '{n}-row'],
    'zh-TW': ['(?:最多|上限為?|至多|超過) ?{n} ?列', '匯入~(?:最多|上限為?) ?{n} ?筆'],
  },
  'batch.cancelMaxOrders': {
    en: ['[Cc]ancel~(?:up to|at most) {n} orders', '[Bb]atch cancel~(?:up to|at most) {n}'],
    'zh-TW': ['取消~(?:最多|上限) ?{n} ?筆', '批次取消~(?:最多|上限為?) ?{n} ?筆', '最多取消 ?{n} ?筆'],
  },
  'reconciliation.maxOrders': {
    en: [
      '[Rr]econciliation order~(?:up to|at most|holds at most|holds up to) {n} orders',
      '(?:[Gg]roup|[Pp]ut) up to {n} (?:ready |Ready )?orders',
      '(?:up to|1 to|from 1 to) {n} ready orders',
      'up to {n}(?: orders)?\\b[^.\\n]{0,20}per reconciliation',
    ],
    'zh-TW': ['對帳單~(?:最多|上限為?|至多) ?(?:包含)? ?{n} ?筆', '(?:最多|上限為?|至多) ?{n} ?筆(?:「)?待對帳'],
  },
  'reconciliation.reminderAfter': {
    en: ['remind~after {n} days', 'reminder after {n} days', '{n} days~reminder'],
    'zh-TW': ['{n} ?天(?:後)?~提醒', '提醒~{n} ?天', '{n} ?天(?:內)?未回覆'],
  },
  'review.maxSteps': {
    en: ['(?:up to|at most|maximum of|more than) {n} (?:review )?steps'],
    'zh-TW': ['(?:最多|上限為?|至多) ?{n} ?個(?:審核)?步驟'],
  },
  'vendor.invitationValidity': {
    en: [
      '[Ii]nvitations?~(?:valid|expires?|expired|lasts?)~{n} days',
      '{n} days after (?:it was sent|the resend|sending)',
      'expired unanswered after {n} days',
      '`expired` after {n} days',
    ],
    'zh-TW': [
      '邀請~(?:有效|效期|過期|失效)~{n} ?天',
      '邀請~{n} ?天(?:內|後)?~(?:過期|失效|有效)',
      '{n} ?天(?:內)?(?:未|沒有)~(?:接受|回應)',
    ],
  },
  'kyc.reviewTime': {
    en: [
      '(?:[Vv]endor|your|their)~(?:KYC|review|check|details|information)~{n} business days?',
      'KYC review \\(usually {n} business days?\\)',
      'KYC review usually takes {n} business days?',
    ],
    'zh-TW': ['(?:供應商的 KYC|KYC 身分驗證|查核您的資料|審核您送出的資料|法遵團隊會審核)~{n} ?個營業日'],
  },
  'company.verificationTime': {
    en: ["(?:company's KYC|verifies the registration|reviews the documents|verify your company|verifies your company)~{n} business days?"],
    'zh-TW': ['(?:企業的 KYC|驗證企業|審查文件|驗證登記資料)~{n} ?個營業日'],
  },
  'user.invitationValidity': {
    en: ['person accepts within {n} days', 'invitation was not accepted within {n} days', "user's invitation~(?:valid|expires?)~{n} days"],
    'zh-TW': ['對方在 ?{n} ?天內接受', '邀請未在 ?{n} ?天內被接受', '使用者(?:的)?邀請~(?:有效|過期)~{n} ?天'],
  },
  'password.minLength': {
    en: ['[Pp]assword[^\\n]*?[Aa]t least {n} characters'],
    'zh-TW': ['密碼[^\\n]*?至少 ?{n} ?個字元', '至少 ?{n} ?個字元的密碼'],
  },
  'twoStep.codeInterval': {
    en: ['new (?:6-digit )?code every {n} seconds'],
    'zh-TW': ['每 ?{n} ?秒(?:會)?(?:顯示|產生)新的'],
  },
  'twoStep.codeDigits': {
    en: ['{n}-digit (?:code|verification|authenticator)', '(?:verification|authenticator) code~{n} digits'],
    'zh-TW': ['{n} ?位數(?:字)?(?:的)?(?:驗證碼|兩步驟)', '驗證碼~{n} ?位數'],
  },
  'twoStep.recoveryCodes': {
    en: ['{n} (?:one-time )?recovery codes'],
    'zh-TW': ['{n} ?組(?:一次性)?(?:的)?復原碼'],
  },
  'paymentIntent.unpaidCancelAfter': {
    en: ['(?:nobody pays|unpaid|abandoned|Requires payment method or Requires action)~{n} hours'],
    'zh-TW': ['(?:無人付款|未付款|沒有人付款|放棄付款|「等待付款」或「等待驗證」)~{n} ?小時'],
  },
  'atm.accountValidity': {
    en: ['(?:ATM|virtual account)~(?:within|valid(?: for)?|after|has) {n} days', '{n} days~(?:ATM|virtual account)'],
    'zh-TW': ['(?:ATM|虛擬帳號)~{n} ?天', '{n} ?天~(?:ATM|虛擬帳號)'],
  },
  'paymentLink.maxExpiry': {
    en: ['(?:at most|up to|maximum of) {n} days (?:from|after) (?:today|creation|it is created)'],
    'zh-TW': ['(?:付款連結|到期日)~(?:最多|最長|不超過) ?{n} ?天', '(?:最多|最長)(?:為)?(?:今天|建立)(?:起|後) ?{n} ?天'],
  },
  'paymentLink.defaultExpiry': {
    en: ['[Dd]efault(?:s to)? (?:expiry (?:of )?)?{n} days'],
    'zh-TW': ['預設(?:為)?(?:到期日)? ?{n} ?天'],
  },
  'refund.completionTime': {
    en: ['Succeeded within {n} banking days?', 'refunds?~(?:succeed|complete)s? within {n} banking days?'],
    'zh-TW': ['{n} ?個銀行營業日內變為退款成功', '退款~{n} ?個銀行營業日內~(?:成功|完成)'],
  },
  'refund.cardStatementTime': {
    en: ['card refund~statement within {n} days'],
    'zh-TW': ['信用卡退款(?:會)?在 ?{n} ?天內出現'],
  },
  'settlementReport.maxRange': {
    en: ['[Ss]ettlement dates?~at most {n} days', 'settlement report~(?:at most|up to) {n} days'],
    'zh-TW': ['結算日期(?:，)?最長 ?{n} ?天', '最多涵蓋 ?{n} ?天的結算日期', '結算報表~(?:最長|最多) ?{n} ?天'],
  },
  'acquiring.accountReviewTime': {
    en: [
      'bank account is verified~{n} business days',
      'checking the account~{n} business days',
      'company account~review~{n} business days',
    ],
    'zh-TW': [
      '新的銀行帳戶須經 Ferrypay 法遵團隊驗證(?:，)?通常需要 ?{n} ?個營業日',
      '法遵團隊正在審核(?:，)?通常需要 ?{n} ?個營業日',
      '(?:收單)?企業帳戶~審核~{n} ?個營業日',
    ],
  },
  'dispute.fee': {
    en: ['dispute fee(?: is| of|:)? TWD {n}', 'TWD {n} (?:per|for each|for every) (?:card )?dispute'],
    'zh-TW': ['爭議款處理費(?:為|：)? ?TWD {n}', '每筆(?:信用卡)?爭議款 ?(?:收取 ?)?TWD {n}'],
  },
  'dispute.responseDeadline': {
    en: [
      '(?:response )?deadline is {n} days',
      '(?:respond|answer) within {n} days',
      '{n} days (?:after|from) the dispute (?:is |was )?opened',
    ],
    'zh-TW': ['回應期限~{n} ?天', '爭議款(?:開啟|成立)(?:後|起) ?{n} ?天'],
  },
  'einvoice.uploadWithin': {
    en: ['uploaded to the (?:e-invoice )?platform within {n} hours'],
    'zh-TW': ['{n} ?小時內上傳'],
  },
  'refund.maxPartialRefunds': {
    en: ['(?:up to|at most|maximum of) {n} partial refunds', 'partial refunds~(?:up to|at most) {n}'],
    'zh-TW': ['(?:最多|上限為?|至多) ?{n} ?次部分退款', '部分退款~(?:最多|上限為?) ?{n} ?次'],
  },
  'refund.window': {
    en: ['(?:within|for|up to) {n} days (?:of|after) (?:the |a )?payment', 'refunded (?:for|within) {n} days', '{n}-day refund'],
    'zh-TW': ['(?:付款後|付款日起|成功後|付款成功後) ?{n} ?天內', '{n} ?天內~(?:辦理|申請|可以|都可)~退款', '退款期限~{n} ?天'],
  },
  'test.payoutOutcomeAfter': {
    en: ['[Tt]est payouts?~(?:after|in) (?:about |around )?{n} minutes?', 'payouts? succeeds? after (?:about |around )?{n} minutes?'],
    'zh-TW': ['測試撥款~{n} ?分鐘', '撥款~約 ?{n} ?分鐘後~成功'],
  },
  'test.kycOutcomeAfter': {
    en: ['KYC~(?:approved|rejected|automatically)~(?:after|in) (?:about |around )?{n} minutes?'],
    'zh-TW': ['KYC~(?:約 ?)?{n} ?分鐘'],
  },
  'test.payoutFailsCents': {
    en: ['{cents}~\\b(?:fails?|Failed|failure)\\b', '{cents} \\((?:failed|Failed|fails)\\)', '{yen}~\\b(?:fails?|Failed)\\b'],
    'zh-TW': ['{cents}~(?:撥款)?(?:會)?失敗', '{yen}~(?:撥款)?(?:會)?失敗'],
  },
  'test.payoutReturnedCents': {
    en: ['{cents}~\\b(?:[Rr]eturned|is returned)\\b', '{yen}~\\b(?:[Rr]eturned|is returned)\\b'],
    'zh-TW': ['{cents}~(?:已退匯|(?:會被|會)?退匯)', '{yen}~(?:已退匯|(?:會被|會)?退匯)'],
  },
  'test.kycRejectWord': {
    en: ['(?:legal )?name~contains "?{word}'],
    'zh-TW': ['(?:法定名稱|名稱)~(?:包含|含有) ?[「"]?{word}'],
  },
  'test.walletTopUpMax': {
    en: ['(?:top-?up|top up|topped up)~(?:up to|at most|maximum of) TWD {n}', 'TWD {n}(?:\\.00)? per top-up'],
    'zh-TW': ['儲值~(?:最多|上限為?|至多) ?TWD {n}', '每次最多 TWD {n}'],
  },
  'test.refundOutcomeAfter': {
    en: ['[Tt]est refunds? succeed after (?:about )?{n} minutes?', 'refund becomes Succeeded after (?:about )?{n} minutes?'],
    'zh-TW': ['測試退款約 ?{n} ?分鐘後', '約 ?{n} ?分鐘後退款變為退款成功'],
  },
  'test.refundFailsCents': {
    en: ['refund amount whose cents are {cents}'],
    'zh-TW': ['退款金額的小數部分為 ?{cents}'],
  },
  'test.atmTransferOutcomeAfter': {
    en: ['Simulate transfer\\W+with the exact amount~Succeeded after (?:about )?{n} minutes?'],
    'zh-TW': ['以相同金額點選「模擬轉帳」[^\\n]*?約 ?{n} ?分鐘後變為付款成功'],
  },
  'test.cardSucceeds': {
    en: ['{card}~(?:succeeds|payment succeeds)'],
    'zh-TW': ['{card}~(?:成功|付款成功)'],
  },
  'test.cardDeclined': {
    en: ['{card}~declined'],
    'zh-TW': ['{card}~(?:拒絕|拒付|婉拒)'],
  },
  'test.card3ds': {
    en: ['{card}~3-?D Secure'],
    'zh-TW': ['{card}~3-?D Secure'],
  },
  'test.cardDispute': {
    en: ['{card}~disput'],
    'zh-TW': ['{card}~爭議款'],
  },
  'api.rateLimitLive': {
    en: ['{n} requests per second in live mode', '{n}(?: per second)? in live mode', 'live keys? {n}'],
    'zh-TW': ['正式模式~每秒 ?(?:最多 ?)?{n}'],
  },
  'api.rateLimitTest': {
    en: [
      '{n}(?: requests per second)? in test mode',
      '[Tt]est(?: mode)? keys? allow {n}',
      'test mode~{n} requests per second',
      '{n} requests per second instead of',
      'test mode keys allow {n}',
    ],
    'zh-TW': ['測試模式~每秒 ?(?:最多 ?)?{n}', '測試(?:模式)?(?:的)?金鑰~每秒 ?(?:最多 ?)?{n}'],
  },
  'api.idempotencyKeyRetention': {
    en: [
      '(?:[Ii]dempotency|Idempotency-Key)~{n} hours',
      '[Kk]eys are kept for {n} hours',
      'keeps each key for {n} hours',
      'keeps the first response to a key for {n} hours',
    ],
    'zh-TW': ['冪等鍵~{n} ?小時'],
  },
  // A roll of a webhook signing secret is webhook.secretRollOverlap's.
  'api.rolledKeyOverlap': {
    en: ['(?:roll|rolled|old key)(?![^.;\\n\\d]*signing secret)~{n}[ -]hours?', '{n}-hour overlap'],
    'zh-TW': ['(?:輪替|舊金鑰|舊的金鑰)(?![^。；;，\\n\\d]*簽章密鑰)~{n} ?小時'],
  },
  'api.listLimitMax': {
    en: ['limit\\W*(?:from )?1 to {n}', 'from 1 to {n}(?:; 20 by default|, default 20)'],
    'zh-TW': ['limit\\W*~1 (?:到|至) ?{n}'],
  },
  'api.listLimitDefault': {
    en: ['from 1 to 100(?:;|,) (?:default )?{n}', '`?limit`?~default(?:s to)? {n}'],
    'zh-TW': ['1 (?:到|至) 100(?:，|；|,|;)? ?預設(?:值)?(?:為)? ?{n}', 'limit~預設(?:值)?(?:為)? ?{n}'],
  },
  'api.v20250301SupportEnds': {
    en: ['2025-03-01~(?:until|through|ends? on|support ends|end of support)~{date}'],
    'zh-TW': ['2025-03-01~(?:直到|支援至|支援到|維持至)~{date}', '2025-03-01~{date} ?(?:之前|以前|前|停止支援|終止支援)'],
  },
  'webhook.attempts': {
    en: ['{max} (?:delivery )?attempts', 'attempts, up to {n}'],
    'zh-TW': ['(?:重試|傳送|嘗試)~(?:共|最多|總共) ?{n} ?次', '(?:共|總共|最多) ?{n} ?次(?:嘗試|傳送|重試)'],
  },
  'webhook.retryWindow': {
    en: ['(?:[Rr]etries|[Rr]etried|backoff)~(?:up to|for) {n} days', 'after {n} attempts over {n} days'],
    'zh-TW': ['重試~{n} ?天', '{n} ?天內~(?:重試|重送)'],
  },
  // How long List webhook events lists an event, whatever became of its delivery.
  'webhook.eventRetention': {
    en: ['events?~(?:of|in) the last {n} days', 'lists (?:the|each) event for {n} days', 'event history for {n} days'],
    'zh-TW': ['最近 ?{n} ?天~事件', '事件(?:在)?發生後 ?{n} ?天內', '事件紀錄中保留 ?{n} ?天'],
  },
  'webhook.answerWithin': {
    en: ['(?:[Aa]nswer|respond|2xx)~within {n} seconds', 'within {n} seconds~(?:answer|2xx)'],
    'zh-TW': ['{n} ?秒內~(?:回應|2xx)', '(?:回應|2xx)~{n} ?秒'],
  },
  'webhook.signatureTolerance': {
    en: ['(?:timestamp|older than|deliveries older than)~{n} minutes', '{n}-minute tolerance'],
    'zh-TW': ['時間戳記~{n} ?分鐘', '(?:早於|超過) ?{n} ?分鐘的(?:傳送|請求|通知)'],
  },
  'webhook.secretRollOverlap': {
    en: [
      '{n}[ -]hours?(?: after (?:a|the) roll)?,? both (?:the old and the new )?(?:signing )?secrets?',
      'both (?:the old and the new )?(?:signing )?secrets?~(?:for|during) {n}[ -]hours?',
      '[Aa]fter {n} hours,? only the new (?:signing )?secret',
      'both the new and the old (?:signing )?secret~{n}[ -]hours?',
      '(?:roll|rolled|rolling) (?:the|a|your) signing secret~{n}[ -]hours?',
    ],
    'zh-TW': [
      '{n} ?小時內[，,]? ?(?:新舊|兩把)',
      '(?:新舊|兩把)~簽章密鑰~{n} ?小時',
      '{n} ?小時(?:之)?後[，,]? ?只有新的簽章密鑰',
      '簽章密鑰~{n} ?小時',
      '{n} ?小時內~新舊兩組(?:簽章)?密鑰',
    ],
  },
};

const EN_NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  'twenty-four': 24,
  'twenty-five': 25,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  hundred: 100,
};
const ZH_DIGITS: Record<string, number> = {零: 0, 一: 1, 二: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9};
const ZH_UNITS: Record<string, number> = {十: 10, 百: 100, 千: 1000};

/** 三十 -> 30, 一百八十 -> 180, 十四 -> 14, 兩 -> 2. */
export function parseChineseNumber(text: string): number {
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const char of text) {
    if (char in ZH_DIGITS) digit = ZH_DIGITS[char]!;
    else if (char in ZH_UNITS) {
      section += (digit || 1) * ZH_UNITS[char]!;
      digit = 0;
    } else if (char === '萬') {
      total += (section + digit) * 10_000;
      section = 0;
      digit = 0;
    }
  }
  return total + section + digit;
}

function parseNumber(text: string): number {
  const word = text.toLowerCase();
  if (word in EN_NUMBER_WORDS) return EN_NUMBER_WORDS[word]!;
  if (word === 'a' || word === 'an') return 1;
  if (/^[\d,]+(?:\.\d+)?$/.test(text)) return Number(text.replace(/,/g, ''));
  return parseChineseNumber(text);
}

const NUMBER = {
  en: `(?:\\d[\\d,]*(?:\\.\\d+)?|a(?= minute)|an(?= hour)|${Object.keys(EN_NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})`,
  'zh-TW': '(?:\\d[\\d,]*(?:\\.\\d+)?|[二兩三四五六七八九十][一二三四五六七八九十百千萬]*|一[十百千萬][一二三四五六七八九十百千萬]*)',
} as const;
const RANGE_JOIN = {en: '(?: to |-|–| or )', 'zh-TW': '(?: ?(?:到|至|～|~|-|–) ?)'} as const;
const TIME = {
  // "3:00 p.m." is one time: the 12-hour forms come first, so that the 24-hour form does not take its "3:00" alone.
  // No \b after "p.m.": its last character and the space after it are both non-word, so a boundary never follows.
  en: '(?:\\d{1,2}(?::\\d{2})? ?(?:a\\.m\\.|p\\.m\\.|(?:am|pm)\\b)|\\d{1,2}:\\d{2})',
  'zh-TW': '(?:\\d{1,2}:\\d{2}|(?:上午|下午|早上|晚上) ?(?:\\d{1,2}|[一二三四五六七八九十]+) ?點)',
} as const;
/** A clause: no sentence end, no other figure (UTC+8 aside). */
const GAP = {
  en: '(?:UTC\\+8|[^.;\\n\\d]|\\.(?=[A-Za-z]\\.))*?',
  'zh-TW': '(?:UTC\\+8|[^。；;，\\n\\d])*?',
} as const;

const PLACEHOLDER_SOURCE: Record<Placeholder, (locale: ContentLocale) => string> = {
  n: (locale) => `(?<![\\w.,\\/-])(${NUMBER[locale]}(?:${RANGE_JOIN[locale]}${NUMBER[locale]})?)(?![\\d])`,
  max: (locale) => PLACEHOLDER_SOURCE.n(locale),
  time: (locale) => `(?<![\\d:])(${TIME[locale]})`,
  cents: () => '(?:(?<=\\d)|(?<![\\w.]))\\.(?!00)(\\d{2})(?![\\d%])',
  yen: () => 'JPY (?:\\d[\\d,]*)?(\\d{2})(?![\\d,.])',
  date: () => '(\\d{4}-\\d{2}-\\d{2})',
  card: () => '(\\d{4} ?\\d{4} ?\\d{4} ?\\d{4})',
  word: () => '([A-Z]{3,})\\b',
};

type CompiledPattern = {regex: RegExp; placeholder: Placeholder; source: string};

function compile(pattern: string, locale: ContentLocale): CompiledPattern {
  const placeholders = [...pattern.matchAll(/\{(n|max|time|cents|yen|date|card|word)\}/g)].map((match) => match[1] as Placeholder);
  if (new Set(placeholders).size !== 1) throw new Error(`Fact pattern ${pattern} needs exactly one kind of value placeholder.`);
  const placeholder = placeholders[0]!;
  let first = true;
  const source = pattern.replace(/~/g, GAP[locale]).replace(/\{(n|max|time|cents|yen|date|card|word)\}/g, (_all, name: Placeholder) => {
    // A second placeholder of the kind (`{n} attempts over {n} days`) only anchors; the last one is the value.
    const group = PLACEHOLDER_SOURCE[name](locale);
    if (first && placeholders.length > 1) {
      first = false;
      return group.replace(/\((?!\?)/g, '(?:');
    }
    return group;
  });
  // English wording is matched whatever its case ("Up to 10 tags"); a word in capitals is the value itself.
  const flags = locale === 'en' && placeholder !== 'word' ? 'gi' : 'g';
  return {regex: new RegExp(source, flags), placeholder, source: pattern};
}

function parseTime(text: string): string {
  const zh = /(上午|下午|早上|晚上) ?(\d{1,2}|[一二三四五六七八九十]+) ?點/.exec(text);
  if (zh) {
    const hour = parseNumber(zh[2]!) + (zh[1] === '下午' || zh[1] === '晚上' ? 12 : 0);
    return `${String(hour).padStart(2, '0')}:00`;
  }
  const en = /(\d{1,2})(?::(\d{2}))? ?(a\.m\.|p\.m\.|am|pm)?/.exec(text)!;
  let hour = Number(en[1]);
  if (en[3]?.startsWith('p') && hour < 12) hour += 12;
  return `${String(hour).padStart(2, '0')}:${en[2] ?? '00'}`;
}

/** What a matched placeholder states, in the shape of a fact's value. */
function statedValue(placeholder: Placeholder, text: string, locale: ContentLocale): FactValue {
  switch (placeholder) {
    case 'n':
    case 'max': {
      const numbers = text
        .split(new RegExp(`^${RANGE_JOIN[locale]}$|${RANGE_JOIN[locale]}`))
        .filter(Boolean)
        .map(parseNumber);
      if (numbers.length === 1) return numbers[0]!;
      return placeholder === 'max' ? numbers[1]! : [numbers[0]!, numbers[1]!];
    }
    case 'time':
      return parseTime(text);
    case 'cents':
    case 'yen':
      return `.${text}`;
    case 'card':
      return text.replace(/ /g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
    default:
      return text;
  }
}

function sameValue(stated: FactValue, fact: Fact): boolean {
  const expected = fact.value;
  if (Array.isArray(expected)) return Array.isArray(stated) && stated[0] === expected[0] && stated[1] === expected[1];
  if (Array.isArray(stated)) return stated[0] === expected && stated[1] === expected;
  return stated === expected;
}

export function formatValue(value: FactValue): string {
  return Array.isArray(value) ? `${value[0]} to ${value[1]}` : String(value);
}

export type FactStatement = {file: string; line: number; factId: FactId; stated: FactValue; expected: FactValue; text: string};

const compiled = new Map<string, CompiledPattern[]>();
function patternsOf(id: FactId, locale: ContentLocale): CompiledPattern[] {
  const key = `${id} ${locale}`;
  if (!compiled.has(key))
    compiled.set(
      key,
      FACT_STATEMENTS[id][locale].map((pattern) => compile(pattern, locale)),
    );
  return compiled.get(key)!;
}

/** Every statement of a fact in these lines, with the value it states. */
export function findFactStatements(lines: ContentLine[], locale: ContentLocale, facts: readonly Fact[] = FACTS): FactStatement[] {
  const {text, lineAt} = searchableText(lines);
  const found: FactStatement[] = [];
  for (const fact of facts) {
    for (const {regex, placeholder} of patternsOf(fact.id as FactId, locale)) {
      for (const match of text.matchAll(regex)) {
        const {file, line} = lineAt(match.index);
        const stated = statedValue(placeholder, match[1]!, locale);
        found.push({file, line, factId: fact.id as FactId, stated, expected: fact.value, text: match[0]});
      }
    }
  }
  return found;
}

export function isWrong(statement: FactStatement): boolean {
  return !sameValue(statement.stated, {id: statement.factId, value: statement.expected, unit: 'text', doc: ''});
}

export function describeWrongStatement(statement: FactStatement): string {
  return `${statement.file}:${statement.line}: ${statement.factId} is ${formatValue(statement.expected)}, but this says ${formatValue(statement.stated)} ("${statement.text.trim()}")`;
}
