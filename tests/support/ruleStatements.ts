import {factById} from '../../src/config/facts';
import {RULES, type Rule, type RuleId} from '../../src/config/rules';
import {searchableText, type ContentLine, type ContentLocale} from './contentSources';

/**
 * How each answer of each rule of src/config/rules.ts is worded, per locale, so
 * that a statement of the rule anywhere can be found and compared with the
 * product's answer. The product's answer has the wording its home page uses
 * (and restatements elsewhere); every other answer has the wording a page that
 * gives it would use, the contradictions the test exists to catch.
 *
 * A pattern is a regular expression, with `~` for a gap inside one sentence
 * (no full stop, semicolon or line break), so a pattern ties the words of an
 * answer together without reaching into the next sentence. English is matched
 * whatever its case. Negations are part of the wording: "is not quoted again"
 * states the product's answer and "is quoted again" another, so the patterns
 * of an answer that a negation would reverse exclude it with a lookbehind.
 * Link targets and code fences are not read; inline code keeps its text.
 */
type Wording = Record<ContentLocale, string[]>;

/** A lookbehind: no "no", "not", "never", "n't" or "without" earlier in the clause (40 characters back at most). */
const NOT_NEGATED = "(?<!(?:\\bno|\\bnot|\\bnever|n't|\\bwithout)\\b[^.;\\n]{0,40})";

/** The test wallet's top-up maximum as pages write it ("10,000,000"), from src/config/facts.ts: the rule's wording follows the fact. */
const TEST_TOP_UP_MAX = (factById('test.walletTopUpMax').value as number).toLocaleString('en-US');

/** Refund event names Ferrypay does not have, as a page that invents one would write them. */
const REFUND_EVENT_NAMES = '\\b(?:payment_link\\.refunded|refunds?\\.(?:created|succeeded|failed|updated))\\b';

export const RULE_STATEMENTS: Record<RuleId, Record<string, Wording>> = {
  'idempotency.afterError': {
    'no, it takes a new key': {
      en: ['4xx~with a new (?:idempotency )?key'],
      'zh-TW': ['4xx~以新的冪等鍵'],
    },
    'yes, the same key runs it': {
      // A same-key retry that "returns that error again" is the product's answer, not this one.
      en: ['only then can a retry succeed', '4xx~(?:retry|send (?:it|the request) again) with the same (?:idempotency )?key(?! returns)'],
      'zh-TW': ['只有這時重試才會成功', '4xx~以(?:相同|同一個)的?冪等鍵(?:重試|再送|重新送出)(?!時?，?會再次傳回)'],
    },
  },
  'testWallet.topUpLimit': {
    'each top-up': {
      en: [`${TEST_TOP_UP_MAX}(?:\\.00)? (?:per top-up|at a time)`],
      'zh-TW': [`每次(?:可立即加入)?最多 TWD ${TEST_TOP_UP_MAX}`],
    },
    'the balance': {
      en: [`(?:top(?:ped)? up|wallet)~(?:up to|at most|capped at) TWD ${TEST_TOP_UP_MAX}(?:\\.00)?(?!\\.\\d| per| at a time)`],
      'zh-TW': [`上限(?:為)? TWD ${TEST_TOP_UP_MAX}`, `儲值，最多 TWD ${TEST_TOP_UP_MAX}`],
    },
  },
  'payout.scheduledRate': {
    'the rate fixed at execution': {
      en: [
        'scheduled payout~(?:is )?not quoted again',
        'scheduled payout~sent~at the rate (?:it was executed with|fixed (?:at|when it was) execut)',
      ],
      'zh-TW': ['排程撥款~不會重新報價', '排程撥款~以執行時(?:確定)?的匯率送出'],
    },
    'a new quote on the execution date': {
      en: ["scheduled payouts?~(?<!not |never |n't )(?:re-?quoted|quoted again|given a new quote)"],
      'zh-TW': ['排程(?:的)?撥款~(?<!不會|不|不再)重新報價'],
    },
  },
  'payout.executionRate': {
    'the rate source of the rate setting': {
      en: ['execution uses the rate source', 'rate (?:source|setting) in force at (?:that moment|execution)'],
      'zh-TW': ['執行都採用執行當下生效的匯率來源', '執行當下生效的(?:企業)?匯率(?:來源|設定)'],
    },
    'always a new real-time quote': {
      en: [
        '(?:[Aa]uto-execution|automatically|Executes the payout confirmation order)~(?:using|with) (?:the |a )(?:fresh |new )?(?:real-time|exchange rate) quote',
      ],
      'zh-TW': ['(?:採用|使用)(?:申請|執行)當下的即時報價(?!（預設）)', '以新的匯率報價(?:，)?執行'],
    },
  },
  'paymentLink.pendingAtm': {
    'yes, while its ATM account is valid, on the link': {
      en: ['ATM transfers? already (?:waiting|pending)~can still complete'],
      'zh-TW': ['(?:仍在|已在|仍有)等待轉帳的 ATM 付款~(?:仍可|照常)~完成'],
    },
    'no, the link stops every payment at once': {
      en: [
        'stops accepting payments at once',
        '(?:pending|waiting) ATM transfers?~(?:cannot|can no longer|no longer) (?:complete|be paid|count)',
      ],
      'zh-TW': ['立即停止接受付款', '等待(?:中的|轉帳的) ATM (?:付款|轉帳)~(?:無法|不能|不會)(?:再)?完成'],
    },
  },
  'refund.events': {
    'no: no event, and the link stays as it is': {
      en: ['no webhook event reports refunds', 'refunds and card disputes send no event', '(?:does|do) not change the (?:payment )?link'],
      'zh-TW': ['API 也沒有退款的 Webhook 事件', '退款與爭議款不會傳送任何事件', '不會改變(?:該筆付款所屬的)?付款連結'],
    },
    'yes: a refund event': {
      // An event name Ferrypay does not have, an event sent for a refund, or a link a refund changes; each unless a
      // "no", "not", "never" or "without" earlier in the clause negates it.
      en: [
        `${NOT_NEGATED}${REFUND_EVENT_NAMES}`,
        `${NOT_NEGATED}\\b(?:webhook|event)s?\\b~(?:when|once|after|for) (?:a|the|each|every) refund`,
        `(?:when|once|after) (?:a|the) refund (?:succeeds|fails|is created|is made)~${NOT_NEGATED}(?:sends?|receives?|gets?) (?:a|an) (?:webhook|event)`,
        'refunds? (?:sends?|triggers?) (?:a |an )?(?:webhook )?event',
        `refunds?~${NOT_NEGATED}(?:changes?|sets?|moves?|reopens?|puts?)~(?:payment )?link(?:'s)?~(?:status|active|payment_count)`,
        'refunds?~(?:lowers?|reduces?|decreases?)~payment_count',
      ],
      'zh-TW': [
        `(?<!沒有)${REFUND_EVENT_NAMES}`,
        '退款(?:成功|失敗|建立|完成)?(?:時|後)~(?<!不|不會|沒有|也不會)(?:會)?(?:傳送|發送)~(?:Webhook )?事件',
        '退款~(?<!不會|不)(?:改變|變更)~付款連結',
        '退款(?:成功)?後~付款連結~(?:回到|變為|恢復)',
      ],
    },
  },
  'payout.cancellable': {
    'only while it is Scheduled': {
      en: [
        'processing payout cannot be cancelled',
        'only (?:a |while it is )?Scheduled(?: payout)?~can be cancelled',
        'cancel it only while it is Scheduled',
      ],
      'zh-TW': ['處理中的撥款無法取消', '只有(?:「)?已排程(?:」)?的撥款(?:單)?(?:才)?可以取消', '只有在「已排程」時可以取消'],
    },
    'also while it is Processing': {
      en: [
        '(?<!not |no longer |never )(?:can|may) (?:still )?(?:be )?cancel(?:led)?(?: it)?~(?:while|when) (?:it is |the payout (?:order )?is )?Processing',
        "Processing~(?<!cannot |can't |no longer )can (?:still )?be cancelled",
      ],
      'zh-TW': ['處理中~(?<!無法|不能|不可|不)(?:仍)?(?:可以|能)取消'],
    },
  },
  'order.noReviewSteps': {
    'In review, then Ready automatically': {
      en: [
        'automatically after submission when no review steps',
        'no review steps~(?:it )?(?:becomes|moves on to) `?ready`?~(?:moments later|automatically)',
        'no review steps~(?:move|go) from In review \\(`in_review`\\) to Ready~automatically',
      ],
      'zh-TW': ['未設定審核步驟~(?:則)?在送出後自動進入', '未設定審核步驟~(?:片刻後|自動)(?:變為|進入)'],
    },
    'Ready at once, in the response': {
      en: ['no review steps~(?:becomes|is|returns?) `?ready`? (?:right away|at once|immediately|in the response)'],
      'zh-TW': ['未設定審核步驟~(?:則)?(?:會)?(?:直接|立即)變為 ?(?:`ready`|待對帳)'],
    },
  },
  'autoExecution.triedOnce': {
    'no, a person executes it': {
      en: ['Auto-execution is tried once', 'auto-execution is tried only when the request arrives'],
      'zh-TW': ['自動執行只在申請送出時嘗試'],
    },
    'yes, once the balance or the KYC review allows': {
      en: [
        'auto-execut\\w*~(?:again|retries|later)~(?:after|once|when) (?:a |the )?(?:top-up|wallet is topped up|balance|KYC)',
        '(?:executed|paid) automatically (?:once|after|when) (?:the company tops up|the wallet is topped up|the balance|the KYC)',
      ],
      'zh-TW': ['(?:儲值|核准)後(?:就|便)?(?:會)?(?:再)?自動執行'],
    },
  },
  'orderStatus.paying': {
    'its payout order is scheduled or processing': {
      en: ['Paying\\b[^.\\n]{0,80}?scheduled or processing', '(?:its|a) payout order is scheduled or processing'],
      'zh-TW': ['撥款中[^。\\n]{0,80}?已排程或處理中', '撥款單(?:為)?已排程或處理中'],
    },
    'its payout order is processing': {
      en: ['Paying\\b[^.\\n]{0,60}?(?:payout order is processing|(?:is being|are being) processed|payout is processing)'],
      'zh-TW': ['撥款中[^。\\n]{0,60}?(?:撥款單處理中|撥款正在處理中|撥款正在進行中)'],
    },
  },
  'charges.payoutFee': {
    'the sending side only': {
      en: ["payout fee~the sending side's charge"],
      'zh-TW': ['撥款手續費~匯出端的費用'],
    },
    "other banks' charges too": {
      en: [
        "(?:Ferrypay's|Ferrypay|payout) fee~(?<!no )(?:covers|includes)~(?<!no )(?:intermediary|receiving|correspondent|other bank|all bank)",
      ],
      'zh-TW': ['撥款手續費~(?<!不)(?:包含|涵蓋)(?:了)?(?:中間行|收款行|其他銀行|所有銀行)'],
    },
  },
  'charges.sha': {
    'the vendor bears both': {
      en: ['SHA~vendor (?:bears|pays)~intermediary and receiving'],
      'zh-TW': ['SHA~供應商負擔中間行與收款行'],
    },
    "the vendor bears the receiving side's only": {
      en: [
        "SHA~vendor (?:bears|pays) (?:only )?the receiving (?:side's|bank's|banks'|end's) (?:fees|charges)",
        'SHA~(?:the |your )?company (?:also )?(?:pays?|bears?) (?:the )?intermediary',
      ],
      'zh-TW': ['SHA~供應商(?:只)?負擔收款(?:端|行|銀行)(?:的)?費用', 'SHA~企業(?:也)?(?:負擔|支付)中間行'],
    },
  },
  'charges.our': {
    'debited from the wallet at cost when the banks claim them': {
      en: ['OUR~debited from the wallet at cost', 'OUR~debited at cost when the banks claim them'],
      'zh-TW': ['OUR~依實際金額從錢包扣除', 'OUR~請款時~依實際金額扣除'],
    },
    "included in Ferrypay's payout fee": {
      en: [
        "OUR~(?:included|covered) (?:in|by) (?:Ferrypay's |the )(?:payout )?fee",
        "OUR~(?:Ferrypay's |the )(?:payout )?fee (?:covers|includes) (?:the )?(?:intermediary|receiving|all)",
      ],
      'zh-TW': ['OUR~(?:包含在|涵蓋於)~手續費', 'OUR~手續費(?:已)?(?:包含|涵蓋)~(?:中間行|收款行)'],
    },
  },
  'charges.ben': {
    'the vendor, from the amount sent': {
      en: [
        "BEN~(?:Ferrypay's )?payout fee (?:is )?deducted from the amount sent",
        "BEN~vendor bears every charge~Ferrypay's payout fee included",
      ],
      'zh-TW': ['BEN~撥款手續費(?:也)?(?:會)?(?:改)?從匯出金額(?:中)?扣除'],
    },
    'the company, from the wallet': {
      en: ["BEN~(?:the )?(?:company|you) (?:still )?(?:pays?|bears?) (?:Ferrypay's|the Ferrypay|the) (?:payout )?fee"],
      'zh-TW': ['BEN~企業(?:仍)?(?:支付|負擔)~撥款手續費'],
    },
  },
  'charges.ourShortfall': {
    'down to zero, the rest from the next money in': {
      en: ['debits it down to zero~rest~from the next money'],
      'zh-TW': ['先扣到可用餘額為零~不足的部分~下一筆款項'],
    },
    'from amounts reserved for other payouts': {
      en: [
        "(?:OUR|intermediary and receiving bank) charges~(?<!not |never |n't )(?:taken|debited|deducted) from (?:the )?amounts? reserved",
        "(?<!not |never |n't )(?:takes?|debits?|deducts?) (?:them|it|the charges?) from (?:the )?amounts? reserved for other payouts",
      ],
      'zh-TW': ['(?:OUR|中間行與收款行費用)~從(?:為其他撥款)?保留的金額(?:中)?扣除', '(?<!不會)動用為其他撥款保留的金額'],
    },
  },
  'refund.originalFee': {
    no: {
      en: ['fee of the (?:refunded|original) payment is not returned'],
      'zh-TW': ['(?:原付款|已退款付款|退款付款)的(?:原)?手續費不會退還'],
    },
    yes: {
      en: [
        'fee of the (?:refunded |original )?payment (?:is|will be) (?:also )?(?:returned|refunded|credited back)',
        'refunds? (?:also )?(?:returns?|gives? back) the (?:payment |original )?fee',
      ],
      'zh-TW': ['(?:原付款|已退款付款|退款付款)的(?:原)?手續費(?:也)?(?:會)?(?:退還|退回)'],
    },
  },
  'payout.checksAtExecution': {
    'nothing is executed and no payout fails': {
      en: ['nothing becomes Failed', 'never makes a payout fail'],
      'zh-TW': ['不會有任何撥款變成撥款失敗'],
    },
    'the payout fails': {
      en: [
        "(?<!never |cannot |can't |not |never make a |does not )\\bfails? (?:for lack of|because of (?:a |an )?(?:short|insufficient|low)) (?:wallet )?(?:balance|funds)",
        '(?:short|insufficient|low) (?:wallet )?balance~(?<!never |not |nothing )(?:makes?|made) (?:the |a )?payout fail',
        "(?:vendor's )?KYC~(?<!never |not |nothing |no payout )(?:becomes?|ends as) Failed",
      ],
      'zh-TW': [
        '(?<!不會)(?<!不會因為)因(?:為)?(?:錢包)?(?:可用)?餘額不足而(?:撥款)?失敗',
        '(?:KYC|餘額不足)~(?<!不會|不)(?:變成|成為)撥款失敗',
      ],
    },
  },
  'twoStep.payouts': {
    'each time a person executes one in the dashboard': {
      en: [
        'Moving money in the dashboard\\W+executing a \\W*payout confirmation order',
        'payout or refund started by a person in the (?:Ferrypay )?dashboard always asks for a code',
        'executing a payout in the dashboard asks for a (?:fresh )?code',
      ],
      'zh-TW': [
        '在儀表板移動款項時\\W+執行\\W*撥款確認單',
        '儀表板發起的撥款或退款一律要求輸入驗證碼',
        '在儀表板執行撥款時也會要求輸入新的驗證碼',
      ],
    },
    'for every payout, however it is executed': {
      en: [
        'whenever a payout is executed',
        'executing a payout asks for',
        'payouts and (?:key|other|sensitive) actions ask for',
        '(?:auto-executed|automatically executed|API) payouts? (?:also )?(?:asks?|requires?|needs?) (?:a )?(?:two-step verification )?code',
      ],
      'zh-TW': ['(?<!儀表板)執行撥款時(?:也)?(?:都)?(?:會)?(?:需要|要求)輸入', '撥款與重要操作都會要求'],
    },
  },
  'twoStep.refunds': {
    'when a person creates it in the dashboard': {
      en: [
        'refund started by a person in the (?:Ferrypay )?dashboard always asks for a code',
        'refunds? (?:they create )?in the dashboard~asks? for',
      ],
      'zh-TW': ['儀表板發起的撥款或退款一律要求輸入驗證碼', '在儀表板建立退款~(?:輸入|要求)~驗證碼'],
    },
    "for every refund, a connected store's included": {
      en: [
        '(?:each|every) refund asks for',
        'creating a refund(?! in the dashboard) (?:both |also )?asks? for',
        "refunds? (?:started|made|created) (?:in|from) (?:Shopify|WooCommerce)~(?<!not |n't |never )asks? for a",
      ],
      'zh-TW': [
        '(?<!儀表板)建立退款時(?:，)?系統都會要求',
        '(?<!儀表板)建立退款，每次(?:建立時)?都(?:須|需要|會要求)輸入',
        '(?:Shopify|WooCommerce)~(?<!不會|不)要求輸入~驗證碼',
      ],
    },
  },
  'apiKeys.revokeCode': {
    no: {
      en: [
        'revoking asks for no code',
        'revok(?:e|es|ing)(?: an?| the)?(?: API)? key~(?:asks for|needs|requires) no (?:two-step verification )?code',
      ],
      'zh-TW': ['撤銷(?:金鑰|API 金鑰)?不需要(?:輸入)?(?:兩步驟)?驗證碼'],
    },
    'yes, like creating or rolling one': {
      en: [
        '(?<!no |not )(?:creating|rolling)(?:, rolling)?(?:,)? or revoking (?:an )?API key',
        "revok(?:e|es|ing)(?: an?| the)?(?: API)? key~(?<!no |not |n't )(?:asks for|needs|requires) (?:a|your) (?:two-step verification )?code",
      ],
      'zh-TW': ['(?:建立|輪替)(?:、輪替)?或撤銷 ?API 金鑰', '撤銷(?:金鑰|API 金鑰)?(?:時)?(?:也)?(?:需要|要求)(?:輸入)?(?:兩步驟)?驗證碼'],
    },
  },
  'kyc.apiChanges': {
    'starts a new KYC review once the vendor has submitted': {
      en: [
        '(?:through|with) Update a vendor starts a new KYC review',
        'change of (?:legal_name|name) or registration_number starts a new KYC review',
      ],
      'zh-TW': ['更新供應商~(?:會)?觸發新一輪 KYC 身分驗證', '變更 (?:legal_name|name) 或 registration_number 會~觸發新一輪 KYC 身分驗證'],
    },
    'nothing: company users never change vendor information': {
      en: [
        "(?:[Nn]o company role|[Cc]ompany (?:users|roles?) (?:cannot|can't|never|do not|don't)) (?:edits?|change|changes)~vendor information(?![^.;\\n]*dashboard)",
        "Update a vendor~(?:does not|doesn't|never) (?:start|affect|change)~KYC",
      ],
      'zh-TW': [
        '(?:沒有任何企業角色|企業(?:使用者|角色)(?:無法|不能|不得))(?:編輯|變更|修改)~供應商資訊(?![^。；;\\n]*儀表板)',
        '更新供應商~不會(?:觸發|影響)~KYC',
      ],
    },
  },
  'review.creator': {
    never: {
      en: ["(?:creator|user who created (?:an|the) order)~(?:can never|cannot|can't|never) (?:approve|decide)"],
      'zh-TW': ['建立者~(?:永遠)?(?:不能|無法|不得)(?:核准|決定|審核)'],
    },
    "yes, with the step's role": {
      en: ['(?:creator|user who created (?:an|the) order) (?:can|may) (?:also )?(?:approve|decide)'],
      'zh-TW': ['建立者(?:也)?(?:可以|能)(?:核准|決定|審核)'],
    },
  },
  'review.resubmitter': {
    'not in that round': {
      en: ["(?:user who resubmit(?:s|ted)|resubmitter)~(?:cannot|can't|never) (?:approve|decide)", 'leaves out~orders you resubmitted'],
      'zh-TW': ['重新送出~(?:的使用者|者)~(?:也)?(?:不能|無法|不得)(?:核准|決定)', '不包括~由您重新送出'],
    },
    "yes, with the step's role": {
      en: ['(?:user who resubmit(?:s|ted)|resubmitter)~(?<!nobody |no one |no user )(?:can|may) (?:also )?(?:approve|decide)'],
      'zh-TW': ['重新送出~(?:的使用者|者)~(?<!不|無|沒有人|沒人)(?:可以|能)(?:核准|決定)'],
    },
  },
  'dispute.comment': {
    'a reason; a comment is optional': {
      en: [
        '(?:must )?choose (?:a|one) reason~and can add a comment',
        'Only the reason is required',
        'optional comment',
        'with a reason and, optionally, a comment',
      ],
      'zh-TW': ['(?:必須|須|要)選擇(?:一個)?原因~並可以(?:加上|填寫|附上)說明', '只有原因是必填', '選填的說明', '選擇原因（可另附說明）'],
    },
    'a reason and a comment': {
      en: [
        '(?:must|required to) (?:choose|give|select) (?:a |one )?reason~(?:and|plus) (?:add |write |give |enter )?a comment',
        '(?:reason and (?:a )?comment|comment) (?:are|is) (?:also )?required',
        '(?:must|required to) (?:add|write|give|enter) a comment',
        'choose (?:a|one) reason~plus a comment',
        'with a reason and (?:a )?comment',
      ],
      'zh-TW': [
        '(?:必須|須)選擇(?:一個)?原因~並(?:填寫|附上|加上)說明',
        '說明(?:為|是|也是|也為)必填',
        '(?:必須|須)(?:填寫|附上|加上)說明',
        '供應商~附上原因與說明',
      ],
    },
  },
  'twoStep.vendorReset': {
    'Ferrypay support, asked by the paying company': {
      en: ['vendor user~Ferrypay support resets', "Ferrypay support resets a vendor user's"],
      'zh-TW': ['供應商使用者(?:則)?由 ?Ferrypay 客服重設'],
    },
    "the paying company's owner or admin, in user management": {
      en: [
        "(?:owner|admin)s?~resets? (?:a |the |your )?vendor user's two-step",
        'vendor users?~ask (?:an? |the )?(?:owner|admin) of the (?:paying )?company to reset',
      ],
      'zh-TW': ['供應商使用者(?:的兩步驟驗證)?(?:則)?由(?:企業的)?(?:擁有者|管理員)', '(?:擁有者|管理員)~(?:為|替)供應商使用者重設'],
    },
  },
  'testMode.vendorSwitch': {
    'on their Test mode setting screen': {
      en: [
        'vendor users on their (?:own )?Test mode setting screen',
        'one place where a vendor switches',
        'Vendor users\\W+(?:The )?mode switch on the \\W*Test mode setting\\W* screen',
      ],
      'zh-TW': [
        '供應商使用者則在(?:自己的)?「測試模式設定」畫面切換',
        '供應商唯一切換模式的地方',
        '供應商使用者\\s*\\|\\s*供應商端選單「測試模式設定」畫面上的模式開關',
      ],
    },
    'with a toggle in the top bar': {
      en: [
        '[Vv]endors?(?: users)? (?:also )?(?:have|has|use) the same (?:switch|toggle)',
        '[Vv]endors?(?: users)?~(?:switch|toggle)~(?:with|using) the (?:test mode )?toggle in the top bar',
      ],
      'zh-TW': ['供應商(?:使用者)?也有相同的切換開關', '供應商(?:使用者)?~(?:使用|以)頂端列的切換開關'],
    },
  },
};

/** A gap inside one sentence: no full stop (a decimal point aside), semicolon or line break. */
const GAP = {en: '(?:[^.;\\n]|\\.(?=\\d))*?', 'zh-TW': '[^。；;\\n]*?'} as const;

export type RuleStatement = {file: string; line: number; ruleId: RuleId; stated: string; expected: string; text: string};

type CompiledWording = {answer: string; regex: RegExp};

const compiled = new Map<string, CompiledWording[]>();
function wordingOf(rule: Rule, locale: ContentLocale): CompiledWording[] {
  const key = `${rule.id} ${locale}`;
  if (!compiled.has(key)) {
    const answers = RULE_STATEMENTS[rule.id as RuleId] ?? {};
    compiled.set(
      key,
      Object.entries(answers).flatMap(([answer, wording]) =>
        wording[locale].map((pattern) => ({answer, regex: new RegExp(pattern.replace(/~/g, GAP[locale]), locale === 'en' ? 'gi' : 'g')})),
      ),
    );
  }
  return compiled.get(key)!;
}

/** Every statement of a rule in these lines, with the answer it gives. */
export function findRuleStatements(lines: ContentLine[], locale: ContentLocale, rules: readonly Rule[] = RULES): RuleStatement[] {
  const {text, lineAt} = searchableText(lines);
  const found: RuleStatement[] = [];
  for (const rule of rules)
    for (const {answer, regex} of wordingOf(rule, locale))
      for (const match of text.matchAll(regex)) {
        const {file, line} = lineAt(match.index);
        found.push({file, line, ruleId: rule.id as RuleId, stated: answer, expected: rule.answer, text: match[0]});
      }
  return found;
}

export const isWrongRuleStatement = (statement: RuleStatement) => statement.stated !== statement.expected;

export function describeWrongRuleStatement(statement: RuleStatement): string {
  const rule = RULES.find((candidate) => candidate.id === statement.ruleId)!;
  return `${statement.file}:${statement.line}: ${statement.ruleId} is "${statement.expected}" (${rule.doc}#${rule.anchor}), but this says "${statement.stated}" ("${statement.text.trim()}")`;
}
