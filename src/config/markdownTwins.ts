import {API_VERSION_HEADER} from './apiReference';
import {PAGE_KIND_LABELS, type PageKind} from './contentPlugins';
import type {Locale} from './i18n';

/**
 * The Markdown twins: a `.md` copy of every content page at its URL plus
 * `.md`, and the llms.txt files that list them. plugins/markdown-twins writes
 * them after each locale's build; the "Copy page" control and the page head
 * (src/components/CopyPage) link them. Both sides read the rules here.
 */

/** Written at each locale's root (`/llms.txt`, `/en/llms.txt`). */
export const LLMS_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

/**
 * A page's twin: its path with `.md` appended (`/docs/faq` -> `/docs/faq.md`).
 * A path that ends in a slash (an index page such as `/api/`) drops it first:
 * `/api/` -> `/api.md`, so the twin never hides inside the page's folder.
 */
export function twinPathOf(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  if (!trimmed) throw new Error(`markdown-twins: the site root "${pagePath}" has no twin.`);
  return `${trimmed}.md`;
}

/** What decides whether a doc, blog post or release note has a twin: unlisted and draft pages have none. */
export type TwinCandidate = {unlisted?: boolean; draft?: boolean};

export function hasTwin(page: TwinCandidate): boolean {
  return !page.unlisted && !page.draft;
}

/** The words llms.txt uses, per locale. Section titles of the guide come from its sidebar. */
export type LlmsLabels = {
  /** The blockquote under the site name. */
  summary: string;
  /**
   * The paragraph after the summary: what the linked files are. The
   * llmstxt.org parser reads the summary only when text follows it before the
   * first section.
   */
  info: (links: LlmsInfoLinks) => string;
  /** The title of the section of rules for AI agents that write code against the API. */
  instructions: string;
  /**
   * Its rules, each a link to the page that explains it and the rule as the
   * link's description: the llmstxt.org parser reads every line of a section
   * as a link, and fails on a line that has none.
   */
  instructionLinks: (links: LlmsInstructionLinks) => LlmsLink[];
  /** The first line of every twin, before the link to the locale's llms.txt. */
  twinIndex: string;
  /** The sections' headings, by page kind: the site's names for its parts (./contentPlugins.ts). */
  sections: Record<PageKind, string>;
  /** The llmstxt.org name of the section that readers with a short context may skip. */
  optional: 'Optional';
  /** What an API version is, in brackets after its title in the Optional section. */
  unmaintained: string;
  unreleased: string;
  brackets: readonly [string, string];
  /** Joins a section title to a sidebar category (`Guide: Company role`). */
  sectionJoin: string;
};

/** A line of llms.txt: `- [title](url): description`. */
export type LlmsLink = {title: string; url: string; description: string};

/** The absolute URLs the info paragraph names, and the latest API version. */
export type LlmsInfoLinks = {llmsFull: string; openapi: string; version: string};

/** The absolute URLs of the pages the instructions link (their twins), the latest version's OpenAPI document and the version. */
export type LlmsInstructionLinks = {apiLanding: string; webhooks: string; errorCodes: string; openapi: string; version: string};

export const LLMS_LABELS = {
  'zh-TW': {
    summary: 'Ferrypay 的官方文件：收單與 B2B 跨境供應商付款的使用指南（依企業與供應商角色編排）、REST API 參考、部落格與 Release Note。',
    info: ({llmsFull, openapi, version}) =>
      `本站每一頁都有 Markdown 版本，網址是頁面網址加上 .md（例如 /docs/faq 的是 /docs/faq.md），以下列出的頁面都連結到它們的 Markdown 版本。[llms-full.txt](${llmsFull}) 把最新內容的每一頁（使用指南、API ${version} 參考、部落格與 Release Note）合成一個檔案。API ${version} 的 [OpenAPI 文件](${openapi})列出每個操作、欄位與列舉值；其他版本的 OpenAPI 文件在同一個資料夾，檔名是版本名稱加上 .yaml。`,
    instructions: '給 AI 代理的指示',
    instructionLinks: ({apiLanding, webhooks, errorCodes, openapi, version}) => [
      {
        title: 'API 版本',
        url: `${apiLanding}#versioning`,
        description: `每個請求都帶上 \`${API_VERSION_HEADER}: ${version}\` 標頭：${version} 是最新的版本。未帶這個標頭時，會套用應用程式的預設 API 版本，而不一定是 ${version}。`,
      },
      {
        title: '冪等鍵',
        url: `${apiLanding}#idempotency`,
        description:
          '每個 POST 請求都帶上 `Idempotency-Key` 標頭，例如一個 UUID，每個新操作使用新的冪等鍵。只有在網路錯誤、`429`、`5xx` 或 `idempotency_key_in_use` 之後，才以原本的冪等鍵重試：其他回應（包括 `4xx` 錯誤，但不含 `idempotency_key_reused`）都會保留，以同一個冪等鍵重送只會取回同一個回應，因此排除 `4xx` 的原因之後，請以新的冪等鍵送出請求。',
      },
      {
        title: '私密金鑰',
        url: `${apiLanding}#authentication`,
        description:
          '範例與測試一律使用測試模式的私密金鑰（`sk_test_` 開頭），絕不使用正式模式的金鑰（`sk_live_` 開頭），也不要把金鑰寫進程式碼；金鑰只存放在伺服器端。',
      },
      {
        title: '接收 Webhook',
        url: webhooks,
        description: '處理 Webhook 事件之前，先以端點的簽章密鑰驗證 `Ferrypay-Signature` 標頭的簽章。',
      },
      {
        title: '錯誤碼',
        url: errorCodes,
        description: '程式請依錯誤的 `code` 判斷；這一頁列出每個錯誤碼的意義、處理方式，以及重送能否成功。',
      },
      {
        title: 'API 涵蓋的範圍',
        url: `${apiLanding}#operations`,
        description:
          'API 提供應用程式、供應商、訂單、對帳單、付款連結與 Webhook 端點的操作，這一節列出全部。付款意圖、退款、爭議款，以及審核步驟的核准與駁回，都沒有對應的端點：不要尋找或自行拼湊這些端點，請在儀表板處理（退款也可能來自已連結的 Shopify 或 WooCommerce 商店）。送出的訂單請等待 `order.review.approved` 事件（最後一個審核步驟核准時發送，企業未設定審核步驟時則在訂單送出時發送），或 `order.review.rejected` 事件（駁回原因在 `review.rejection_reason`）。',
      },
      {
        title: `OpenAPI 文件 ${version}`,
        url: openapi,
        description: '欄位名稱、型別與列舉值以 OpenAPI 文件或各操作的頁面為準，不要猜測欄位名稱。',
      },
    ],
    twinIndex: '本站所有頁面的索引：',
    sections: PAGE_KIND_LABELS['zh-TW'],
    optional: 'Optional',
    unmaintained: '停止維護的版本',
    unreleased: '尚未發布',
    brackets: ['（', '）'],
    sectionJoin: '：',
  },
  en: {
    summary:
      "Ferrypay's official documentation: the guide to acquiring and B2B cross-border supplier payment (organised by the company and vendor roles), the REST API reference, the blog and the release notes.",
    info: ({llmsFull, openapi, version}) =>
      `Every page of this site has a Markdown version at its URL plus .md (/docs/faq has /docs/faq.md), and every page below is linked by its Markdown version. [llms-full.txt](${llmsFull}) holds every page of the latest content in one file: the guide, the API reference of version ${version}, the blog and the release notes. The [OpenAPI document](${openapi}) of API ${version} lists every operation, field and enum value; each other version's is in the same folder, named after the version with .yaml.`,
    instructions: 'Instructions for AI agents',
    instructionLinks: ({apiLanding, webhooks, errorCodes, openapi, version}) => [
      {
        title: 'API versions',
        url: `${apiLanding}#versioning`,
        description: `Send the \`${API_VERSION_HEADER}: ${version}\` header with every request: ${version} is the latest version. Without the header, the application's default API version applies, which need not be ${version}.`,
      },
      {
        title: 'Idempotency keys',
        url: `${apiLanding}#idempotency`,
        description:
          'Send an `Idempotency-Key` header, such as a UUID, with every POST request, a new key for each new operation. Retry with the same key only after a network error, a `429`, a `5xx` or an `idempotency_key_in_use`: every other response but `idempotency_key_reused`, a `4xx` error included, is stored and comes back to a retry with the same key, so once you have removed the cause of a `4xx`, send the request with a new key.',
      },
      {
        title: 'Secret keys',
        url: `${apiLanding}#authentication`,
        description:
          'Use a test mode secret key (starting with `sk_test_`) in examples and tests, never a live mode key (starting with `sk_live_`), and never put a key in code: keys belong on the server only.',
      },
      {
        title: 'Receiving webhooks',
        url: webhooks,
        description:
          "Verify the `Ferrypay-Signature` header of every webhook delivery with the endpoint's signing secret before you act on the event.",
      },
      {
        title: 'Error codes',
        url: errorCodes,
        description:
          "Branch on the error's `code`: this page lists every code, what it means, what to do about it and whether sending the request again can succeed.",
      },
      {
        title: 'What the API covers',
        url: `${apiLanding}#operations`,
        description:
          'The API has operations for applications, vendors, orders, reconciliation orders, payment links and webhook endpoints, all listed in this section. No endpoint exists for payment intents, refunds, card disputes, or approving and rejecting review steps: do not look for one or make one up, and handle them in the dashboard (refunds also come from a connected Shopify or WooCommerce store). For a submitted order, wait for the `order.review.approved` event (sent when its last review step is approved, or when it is submitted in a company without review steps) or for `order.review.rejected`, whose reason is in `review.rejection_reason`.',
      },
      {
        title: `OpenAPI document ${version}`,
        url: openapi,
        description: 'Take field names, types and enum values from the OpenAPI document or the operation pages; never guess a field name.',
      },
    ],
    twinIndex: 'Index of every page on this site: ',
    sections: PAGE_KIND_LABELS.en,
    optional: 'Optional',
    unmaintained: 'unmaintained version',
    unreleased: 'unreleased preview',
    brackets: [' (', ')'],
    sectionJoin: ': ',
  },
} as const satisfies Record<Locale, LlmsLabels>;

/**
 * How an admonition's label starts its blockquote: `> **Warning:** ...` in
 * English, `> **警告**：...` in zh-TW (a full-width colon inside the bold
 * would not close it in CommonMark before the next character).
 */
export type AdmonitionLabelFormat = {inBold: string; after: string};

export const ADMONITION_LABEL_FORMAT: Record<Locale, AdmonitionLabelFormat> = {
  'zh-TW': {inBold: '', after: '：'},
  en: {inBold: ':', after: ' '},
};
