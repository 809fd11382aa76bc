/**
 * The words the generator writes around the OpenAPI content, per locale.
 * zh-TW uses the project vocabulary (TERMS.md: 私密金鑰, 冪等鍵, 測試模式 ...).
 */
export type Labels = {
  /** Between sentences: a space in English, nothing after a full-width stop. */
  sentenceJoin: string;
  /** The end of a sentence: a full stop, full-width in zh-TW. */
  fullStop: string;
  colon: string;
  authentication: string;
  authenticationText: (landing: string) => string;
  idempotencyText: (landing: string) => string;
  paginationText: (landing: string) => string;
  parameters: string;
  pathParameters: string;
  queryParameters: string;
  headerParameters: string;
  noParameters: string;
  name: string;
  field: string;
  type: string;
  required: string;
  description: string;
  yes: string;
  no: string;
  requestBody: string;
  noRequestBody: string;
  responses: string;
  status: string;
  errorCodes: string;
  errorResponses: string;
  errorsText: (catalogue: string) => string;
  /** The codes of every operation that this operation documents no response for. */
  everyOperationCodes: (codes: string) => string;
  /** A code and its status in running text: `internal_error` (500). */
  codeWithStatus: (code: string, status: string) => string;
  /** `a, b or c` in the page's language. */
  listOr: (items: string[]) => string;
  responseHeaders: string;
  examples: string;
  requestExample: string;
  responseExamples: string;
  testMode: string;
  oneOf: (values: string) => string;
  /** The values the items of an array can take. */
  eachOneOf: (values: string) => string;
  listSeparator: string;
  defaultValue: (value: string) => string;
  range: (min: number | undefined, max: number | undefined) => string;
  length: (min: number | undefined, max: number | undefined) => string;
  items: (min: number | undefined, max: number | undefined) => string;
  maxProperties: (max: number) => string;
  pattern: (pattern: string) => string;
  arrayOf: (type: string) => string;
  statusText: Record<string, string>;
  operationsTableHeaders: [string, string, string];
  downloadText: (version: string) => string;
  errorCodesPage: ErrorCodesPageLabels;
  webhookEventsPage: WebhookEventsPageLabels;
};

/** The generated error-code catalogue (errorCodesPage.ts). */
export type ErrorCodesPageLabels = {
  title: string;
  description: (version: string) => string;
  intro: (landing: string) => string;
  tableHeaders: [string, string, string, string];
  errorType: string;
  whatToDo: string;
  retry: string;
  /** Per RetryAdvice: a sentence for the entry and a word for the table. */
  retryAdvice: Record<'later' | 'after_change' | 'never', {text: string; short: string}>;
  returnedBy: string;
  everyOperation: string;
};

/** The generated webhook event catalogue (webhookEventsPage.ts). */
export type WebhookEventsPageLabels = {
  title: string;
  description: (version: string) => string;
  intro: (createWebhook: string) => string;
  eventTypes: string;
  tableHeaders: [string, string, string, string];
  introducedNote: string;
  deliveries: string;
  deliveriesText: string;
  signatureHeader: (header: string) => string;
  expectedResponses: string;
  responseStatus: string;
  /** The `default` response: any answer that is not one of the listed statuses. */
  otherResponses: string;
  introducedIn: (version: string) => string;
  example: string;
};

const span = (
  min: number | undefined,
  max: number | undefined,
  both: (a: number, b: number) => string,
  atLeast: (a: number) => string,
  atMost: (b: number) => string,
): string => {
  if (min !== undefined && max !== undefined) return both(min, max);
  if (min !== undefined) return atLeast(min);
  if (max !== undefined) return atMost(max);
  return '';
};

const zhTW: Labels = {
  sentenceJoin: '',
  fullStop: '。',
  colon: '：',
  authentication: '驗證',
  authenticationText: (landing) =>
    `以私密金鑰驗證：在 \`Authorization\` 標頭以 Bearer 方式帶上 \`sk_test_\`（測試模式）或 \`sk_live_\`（正式模式）開頭的私密金鑰。詳見[驗證](${landing}#authentication)。`,
  idempotencyText: (landing) =>
    `這是 POST 請求：請帶上 \`Idempotency-Key\` 標頭，網路錯誤後以同一個冪等鍵重試，就不會重複執行。詳見[冪等鍵](${landing}#idempotency)。`,
  paginationText: (landing) => `這是清單：結果分頁傳回，詳見[分頁](${landing}#pagination)。`,
  parameters: '參數',
  pathParameters: '路徑參數',
  queryParameters: '查詢參數',
  headerParameters: '標頭參數',
  noParameters: '此操作沒有參數。',
  name: '名稱',
  field: '欄位',
  type: '型別',
  required: '必填',
  description: '說明',
  yes: '是',
  no: '否',
  requestBody: '請求內容',
  noRequestBody: '此操作沒有請求內容。',
  responses: '回應',
  status: '狀態碼',
  errorCodes: '錯誤碼',
  errorResponses: '錯誤回應',
  errorsText: (catalogue) => `所有錯誤回應的內容都是下列錯誤物件；每個錯誤碼的意義與處理方式請見[錯誤碼](${catalogue})。`,
  everyOperationCodes: (codes) => `與所有操作一樣，這個操作也可能以 ${codes} 回應。`,
  codeWithStatus: (code, status) => `${code}（${status}）`,
  listOr: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')}或 ${items.at(-1)}`),
  responseHeaders: '回應標頭',
  examples: '範例',
  requestExample: '請求範例',
  responseExamples: '回應範例',
  testMode: '測試模式',
  oneOf: (values) => `可能的值：${values}。`,
  eachOneOf: (values) => `每一項可能的值：${values}。`,
  listSeparator: '、',
  defaultValue: (value) => `預設值：${value}。`,
  range: (min, max) =>
    span(
      min,
      max,
      (a, b) => `範圍 ${a} 到 ${b}。`,
      (a) => `最小為 ${a}。`,
      (b) => `最大為 ${b}。`,
    ),
  length: (min, max) =>
    span(
      min,
      max,
      (a, b) => `長度 ${a} 到 ${b} 個字元。`,
      (a) => `至少 ${a} 個字元。`,
      (b) => `最多 ${b} 個字元。`,
    ),
  items: (min, max) =>
    span(
      min,
      max,
      (a, b) => `${a} 到 ${b} 項。`,
      (a) => `至少 ${a} 項。`,
      (b) => `最多 ${b} 項。`,
    ),
  maxProperties: (max) => `最多 ${max} 組。`,
  pattern: (pattern) => `格式：${pattern}。`,
  arrayOf: (type) => `${type} 陣列`,
  statusText: {
    '200': '成功',
    '201': '已建立',
    '400': '請求無效',
    '401': '驗證失敗',
    '403': '權限不足',
    '404': '找不到物件',
    '409': '衝突',
    '429': '請求過多',
    '500': '伺服器內部錯誤',
    '503': '服務暫時無法使用',
  },
  operationsTableHeaders: ['操作', '方法', '路徑'],
  downloadText: (version) => `下載 ${version} 版的 OpenAPI 文件`,
  errorCodesPage: {
    title: '錯誤碼',
    description: (version) => `API 版本 ${version} 的每一個錯誤碼：HTTP 狀態碼、意義、處理方式，以及重試能否成功。`,
    intro: (landing) =>
      `每一個錯誤回應都在 \`error.code\` 帶有固定不變的錯誤碼，並附上下列的 HTTP 狀態碼與 \`error.type\`：程式請依錯誤碼判斷，不要解析錯誤訊息。每個操作的頁面都列出它可能傳回的錯誤碼，錯誤物件的欄位請見[錯誤](${landing}#errors)。本頁由這個版本 OpenAPI 文件中的錯誤結構產生。`,
    tableHeaders: ['錯誤碼', '意義', '狀態碼', '重試'],
    errorType: '類別',
    whatToDo: '處理方式',
    retry: '重試',
    retryAdvice: {
      later: {text: '可以：稍後再次送出相同的請求。', short: '可以'},
      after_change: {text: '可以，但要先排除原因。', short: '排除原因後'},
      never: {text: '不行：相同的請求會再次失敗，請先修改請求。', short: '不行'},
    },
    returnedBy: '可能傳回的操作',
    everyOperation: '所有操作',
  },
  webhookEventsPage: {
    title: 'Webhook 事件',
    description: (version) => `API 版本 ${version} 中 Ferrypay 傳送的每一種 Webhook 事件：傳送時機、內容欄位、範例與推出版本。`,
    intro: (createWebhook) =>
      `Ferrypay 會把下列每一種事件，傳送到訂閱了該事件類型的 Webhook 端點；端點訂閱哪些類型，由[建立 Webhook](${createWebhook}) 的 \`enabled_events\` 決定。每個事件都以 POST 請求送達，內容是 JSON 格式的事件，事件相關的物件放在 \`data.object\`，並以端點設定的 API 版本呈現。本頁由這個版本 OpenAPI 文件的 \`webhooks\` 區段產生。`,
    eventTypes: '事件類型',
    tableHeaders: ['事件類型', '傳送時機', '`data.object`', '推出版本'],
    introducedNote: '「推出版本」是比對各 API 版本的 OpenAPI 文件得出的結果：列出最早包含該事件的版本。',
    deliveries: '傳送與回應',
    deliveriesText: 'Ferrypay 以 POST 請求傳送每個事件，內容為 JSON，並在標頭中附上簽章。',
    signatureHeader: (header) => `${header} 標頭`,
    expectedResponses: 'Ferrypay 預期的回應',
    responseStatus: '您的回應',
    otherResponses: '其他回應或沒有回應',
    introducedIn: (version) => `於 API 版本 ${version} 推出。`,
    example: '範例',
  },
};

const en: Labels = {
  sentenceJoin: ' ',
  fullStop: '.',
  colon: ': ',
  authentication: 'Authentication',
  authenticationText: (landing) =>
    `Authenticate with a secret key: send it as a bearer token in the \`Authorization\` header, \`sk_test_\` for test mode or \`sk_live_\` for live mode. See [Authentication](${landing}#authentication).`,
  idempotencyText: (landing) =>
    `This is a POST request: send an \`Idempotency-Key\` header, and retry with the same key after a network error so the operation never runs twice. See [Idempotency](${landing}#idempotency).`,
  paginationText: (landing) => `This is a list: results come one page at a time. See [Pagination](${landing}#pagination).`,
  parameters: 'Parameters',
  pathParameters: 'Path parameters',
  queryParameters: 'Query parameters',
  headerParameters: 'Header parameters',
  noParameters: 'This operation takes no parameters.',
  name: 'Name',
  field: 'Field',
  type: 'Type',
  required: 'Required',
  description: 'Description',
  yes: 'Yes',
  no: 'No',
  requestBody: 'Request body',
  noRequestBody: 'This operation takes no request body.',
  responses: 'Responses',
  status: 'Status',
  errorCodes: 'Error codes',
  errorResponses: 'Error responses',
  errorsText: (catalogue) => `Every error response has this body; [Error codes](${catalogue}) explains each code and what to do about it.`,
  everyOperationCodes: (codes) => `Like every operation, it can also answer with ${codes}.`,
  codeWithStatus: (code, status) => `${code} (${status})`,
  listOr: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`),
  responseHeaders: 'Response headers',
  examples: 'Examples',
  requestExample: 'Request example',
  responseExamples: 'Response examples',
  testMode: 'Test mode',
  oneOf: (values) => `One of ${values}.`,
  eachOneOf: (values) => `Each item is one of ${values}.`,
  listSeparator: ', ',
  defaultValue: (value) => `Default: ${value}.`,
  range: (min, max) =>
    span(
      min,
      max,
      (a, b) => `From ${a} to ${b}.`,
      (a) => `At least ${a}.`,
      (b) => `At most ${b}.`,
    ),
  length: (min, max) =>
    span(
      min,
      max,
      (a, b) => `${a} to ${b} characters.`,
      (a) => `At least ${a} characters.`,
      (b) => `Up to ${b} characters.`,
    ),
  items: (min, max) =>
    span(
      min,
      max,
      (a, b) => `${a} to ${b} items.`,
      (a) => `At least ${a} items.`,
      (b) => `Up to ${b} items.`,
    ),
  maxProperties: (max) => `Up to ${max} pairs.`,
  pattern: (pattern) => `Pattern: ${pattern}.`,
  arrayOf: (type) => `array of ${type}`,
  statusText: {
    '200': 'OK',
    '201': 'Created',
    '400': 'Bad request',
    '401': 'Unauthorized',
    '403': 'Forbidden',
    '404': 'Not found',
    '409': 'Conflict',
    '429': 'Too many requests',
    '500': 'Internal server error',
    '503': 'Service unavailable',
  },
  operationsTableHeaders: ['Operation', 'Method', 'Path'],
  downloadText: (version) => `Download the OpenAPI document of version ${version}`,
  errorCodesPage: {
    title: 'Error codes',
    description: (version) =>
      `Every error code of API version ${version}: its HTTP status, what it means, what to do, and whether a retry can succeed.`,
    intro: (landing) =>
      `Every error response carries a stable code in \`error.code\`, with the HTTP status and the \`error.type\` below: branch on the code, never on the message. Each operation's page lists the codes it can return, and [Errors](${landing}#errors) describes the fields of the error object. This page is generated from the error schema of this version's OpenAPI document.`,
    tableHeaders: ['Code', 'Meaning', 'Status', 'Retry'],
    errorType: 'Type',
    whatToDo: 'What to do',
    retry: 'Retry',
    retryAdvice: {
      later: {text: 'Yes: send the same request again later.', short: 'Yes'},
      after_change: {text: 'Yes, once the cause is resolved.', short: 'After a change'},
      never: {text: 'No: the same request fails again, so change it first.', short: 'No'},
    },
    returnedBy: 'Returned by',
    everyOperation: 'every operation',
  },
  webhookEventsPage: {
    title: 'Webhook events',
    description: (version) =>
      `Every webhook event Ferrypay sends in API version ${version}: when it is sent, its payload fields, an example and the version that introduced it.`,
    intro: (createWebhook) =>
      `Ferrypay sends each event below to the webhook endpoints subscribed to its type, as chosen with \`enabled_events\` in [Create a webhook](${createWebhook}). An event arrives as a POST request whose JSON body is the event, with the object it is about in \`data.object\`, rendered in the API version of the endpoint. This page is generated from the \`webhooks\` section of this version's OpenAPI document.`,
    eventTypes: 'Event types',
    tableHeaders: ['Event type', 'Sent when', '`data.object`', 'Introduced in'],
    introducedNote:
      'Introduced in compares the OpenAPI documents of the API versions: it names the oldest version whose document has the event.',
    deliveries: 'Deliveries and responses',
    deliveriesText: 'Ferrypay sends each event as a POST request with a JSON body, signed in a header.',
    signatureHeader: (header) => `The ${header} header`,
    expectedResponses: 'Responses Ferrypay expects',
    responseStatus: 'Your answer',
    otherResponses: 'Any other answer, or none',
    introducedIn: (version) => `Introduced in API version ${version}.`,
    example: 'Example',
  },
};

export const LABELS = {'zh-TW': zhTW, en} as const;
export type PageLocale = keyof typeof LABELS;
export const PAGE_LOCALES = Object.keys(LABELS) as PageLocale[];
