/**
 * The words the generator writes around the OpenAPI content, per locale.
 * zh-TW uses the project vocabulary (TERMS.md: 私密金鑰, 冪等鍵, 測試模式 ...).
 */
import type {Locale} from '../../src/config/i18n';

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
  /** Above the headers every response of an operation carries. */
  commonHeadersText: string;
  examples: string;
  requestExample: string;
  /** Under the request samples: the key they send is not the reader's. */
  sampleKeyText: (key: string, landing: string) => string;
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
  diff: DiffLabels;
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

/** The words of a page of the changes between two versions (diffPage.ts). Values come in as code spans. */
export type DiffLabels = {
  title: (older: string, newer: string) => string;
  sidebarLabel: (older: string, newer: string) => string;
  description: (older: string, newer: string) => string;
  /** Paragraphs before the summary; `narrative` links the hand-written page, `versioning` the landing page's policy. */
  intro: (older: string, newer: string, links: {narrative: string; versioning: string}) => string[];
  summary: string;
  countHeaders: [string, string];
  /** Between the clauses of one cell: a type change and the limits that came with it. */
  clauseSeparator: string;
  breaking: string;
  nonBreaking: string;
  deprecated: string;
  operationsAffected: (changed: number, total: number) => string;
  noChanges: string;
  /** The heading and operation of the changes to every operation's error object. */
  everyOperation: string;
  tableHeaders: [string, string, string, string, string];
  where: {
    operation: string;
    parameter: Record<string, string>;
    requestBody: string;
    response: (statuses: string) => string;
    errorResponses: (statuses: string) => string;
    /** Where a change to every operation's error object is: the landing page's Errors section explains it. */
    errorObject: string;
    olderPage: (version: string) => string;
  };
  change: {
    operationAdded: string;
    operationRemoved: string;
    parameterAdded: (required: boolean) => string;
    parameterRemoved: string;
    requestBodyAdded: string;
    requestBodyRemoved: string;
    responseAdded: string;
    responseRemoved: string;
    headerAdded: string;
    headerRemoved: string;
    fieldAdded: (required: boolean, inResponse: boolean) => string;
    fieldRemoved: string;
    nowRequired: (inResponse: boolean) => string;
    nowOptional: (inResponse: boolean) => string;
    typeChanged: (before: string, after: string) => string;
    typeAdded: (type: string) => string;
    typeRemoved: (type: string) => string;
    nullableAdded: string;
    nullableRemoved: string;
    valuesAdded: (values: string) => string;
    valuesRemoved: (values: string) => string;
    keywordAdded: (name: string, after: string) => string;
    keywordRemoved: (name: string, before: string) => string;
    keywordChanged: (name: string, before: string, after: string) => string;
    keywordSet: (name: string) => string;
    deprecated: string;
    noLongerDeprecated: string;
    other: (keyword: string) => string;
  };
  /** Readable names of schema keywords; one the table lacks is shown as the keyword in code. */
  keywords: Record<string, string>;
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

const zhTWDiff: DiffLabels = {
  title: (older, newer) => `${older} 到 ${newer} 的變更明細`,
  sidebarLabel: (older, newer) => `變更明細：${older} → ${newer}`,
  description: (older, newer) =>
    `API 版本 ${older} 與 ${newer} 之間，每個操作的參數、請求內容與回應的逐項變更，由兩個版本的 OpenAPI 文件產生。`,
  intro: (older, newer, {narrative, versioning}) => [
    `本頁逐一列出 API 版本 \`${older}\` 與 \`${newer}\` 的 OpenAPI 文件之間的每一項變更，依資源與操作排列，每次建置網站時都由兩份文件重新比對產生。破壞性變更的說明與升級步驟，請見[版本間的變更](${narrative})。`,
    `**破壞性**的變更，是指依 \`${older}\` 開發的串接不做修改、改用 \`${newer}\` 時可能失敗的變更：它送出的請求會被拒絕或失去作用，或它讀取的回應欄位消失、型別改變。附加的變更不是破壞性變更，例如新增的選填欄位，或回應欄位出現新的值；您的串接應接受尚未認得的值（見[版本](${versioning})）。`,
    '說明文字與範例的修改不列在本頁；每個版本的 `Ferrypay-Version` 標頭值本來就不同，也不列出。同一項變更出現在一個操作的多個回應時只列一列，所有操作共用的錯誤物件有變更時也只列一列；「位置」欄連到操作頁面上的對應段落，錯誤物件則連到說明它的「錯誤」一節。',
  ],
  summary: '摘要',
  countHeaders: ['類型', '變更數'],
  clauseSeparator: '；',
  breaking: '破壞性變更',
  nonBreaking: '非破壞性變更',
  deprecated: '棄用',
  operationsAffected: (changed, total) => `${total} 個操作中有 ${changed} 個有變更。`,
  noChanges: '這兩個版本之間沒有會影響請求或回應的變更。',
  everyOperation: '所有操作',
  tableHeaders: ['操作', '位置', '欄位或參數', '變更', '破壞性'],
  where: {
    operation: '操作',
    parameter: {path: '路徑參數', query: '查詢參數', header: '標頭參數', cookie: 'Cookie 參數'},
    requestBody: '請求內容',
    response: (statuses) => `回應 ${statuses}`,
    errorResponses: (statuses) => `錯誤回應 ${statuses}`,
    errorObject: '錯誤物件',
    olderPage: (version) => `${version} 版的頁面`,
  },
  change: {
    operationAdded: '新增操作',
    operationRemoved: '移除操作',
    parameterAdded: (required) => (required ? '新增必填參數' : '新增選填參數'),
    parameterRemoved: '移除參數',
    requestBodyAdded: '新增請求內容',
    requestBodyRemoved: '移除請求內容',
    responseAdded: '新增回應',
    responseRemoved: '移除回應',
    headerAdded: '新增回應標頭',
    headerRemoved: '移除回應標頭',
    fieldAdded: (required, inResponse) =>
      inResponse ? (required ? '新增欄位，一律傳回' : '新增欄位，不一定傳回') : required ? '新增必填欄位' : '新增選填欄位',
    fieldRemoved: '移除欄位',
    nowRequired: (inResponse) => (inResponse ? '改為一律傳回' : '改為必填'),
    nowOptional: (inResponse) => (inResponse ? '不再一律傳回' : '改為選填'),
    typeChanged: (before, after) => `型別由 ${before} 改為 ${after}`,
    typeAdded: (type) => `也可能是 ${type} 型別`,
    typeRemoved: (type) => `不再是 ${type} 型別`,
    nullableAdded: '現在可能是 `null`',
    nullableRemoved: '不再是 `null`',
    valuesAdded: (values) => `新增可能的值：${values}`,
    valuesRemoved: (values) => `移除可能的值：${values}`,
    keywordAdded: (name, after) => `新增${name}：${after}`,
    keywordRemoved: (name, before) => `移除${name}（原為 ${before}）`,
    keywordChanged: (name, before, after) => `${name}由 ${before} 改為 ${after}`,
    keywordSet: (name) => `${name}變更`,
    deprecated: '已棄用',
    noLongerDeprecated: '不再棄用',
    other: (keyword) => `結構描述的 ${keyword} 變更`,
  },
  keywords: {
    maxLength: '最大長度',
    minLength: '最小長度',
    maximum: '最大值',
    minimum: '最小值',
    exclusiveMaximum: '須小於的值',
    exclusiveMinimum: '須大於的值',
    multipleOf: '倍數',
    pattern: '格式',
    format: '資料格式',
    default: '預設值',
    maxItems: '最多項數',
    minItems: '最少項數',
    uniqueItems: '項目不可重複',
    maxProperties: '最多組數',
    minProperties: '最少組數',
    items: '清單項目的結構',
    additionalProperties: '值的結構',
  },
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
  everyOperationCodes: (codes) => `與所有操作一樣，這個操作也可能以 ${codes}回應。`,
  codeWithStatus: (code, status) => `${code}（${status}）`,
  listOr: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join('、')}或 ${items.at(-1)}`),
  responseHeaders: '回應標頭',
  commonHeadersText: '這個請求的每個回應都帶有下列標頭，不論狀態碼為何。',
  examples: '範例',
  requestExample: '請求範例',
  sampleKeyText: (key, landing) =>
    `範例帶的 \`${key}\` 不是真的私密金鑰：請換成您應用程式的測試模式私密金鑰，正式上線時再換成正式模式的私密金鑰。詳見[驗證](${landing}#authentication)。`,
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
    '403': '禁止存取',
    '404': '找不到資源',
    '409': '衝突',
    '429': '請求過多',
    '500': '伺服器錯誤',
    '503': '服務無法使用',
  },
  operationsTableHeaders: ['操作', '方法', '路徑'],
  downloadText: (version) => `下載 ${version} 版的 OpenAPI 文件`,
  diff: zhTWDiff,
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
      after_change: {
        text: '可以，但要先排除原因；若是 POST 請求，請以新的冪等鍵送出，原本的冪等鍵只會傳回保留的錯誤。',
        short: '排除原因後',
      },
      never: {text: '不行：相同的請求會再次失敗，請先修改請求；修改後的 POST 請求請以新的冪等鍵送出。', short: '不行'},
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

const enDiff: DiffLabels = {
  title: (older, newer) => `Changes from ${older} to ${newer}`,
  sidebarLabel: (older, newer) => `Changes: ${older} → ${newer}`,
  description: (older, newer) =>
    `Every change to the parameters, request bodies and responses of each operation between API versions ${older} and ${newer}, generated from the two versions' OpenAPI documents.`,
  intro: (older, newer, {narrative, versioning}) => [
    `This page lists every change between the OpenAPI documents of API versions \`${older}\` and \`${newer}\`, by resource and operation. It is generated from the two documents each time the site is built. [Changes between versions](${narrative}) explains the breaking changes and how to upgrade.`,
    `A change is **breaking** when an integration built for \`${older}\` can fail with \`${newer}\` unchanged: a request it sends is rejected or loses its effect, or a response field it reads is gone or has another type. Additive changes are not breaking, such as a new optional field or a new value of a response field; your integration should accept values it does not know yet (see [Versioning](${versioning})).`,
    'Changes to descriptions and examples are left out, and so is the value of the `Ferrypay-Version` header, which names each version. A change in several responses of an operation is one row, and so is a change to the error object every operation shares; Where links to the section of the operation page, or to Errors for the error object.',
  ],
  summary: 'Summary',
  countHeaders: ['Kind', 'Changes'],
  clauseSeparator: '; ',
  breaking: 'Breaking changes',
  nonBreaking: 'Non-breaking changes',
  deprecated: 'Deprecations',
  operationsAffected: (changed, total) => `${changed} of ${total} operations change.`,
  noChanges: 'Nothing that affects a request or a response changes between these versions.',
  everyOperation: 'Every operation',
  tableHeaders: ['Operation', 'Where', 'Field or parameter', 'Change', 'Breaking'],
  where: {
    operation: 'Operation',
    parameter: {path: 'Path parameter', query: 'Query parameter', header: 'Header parameter', cookie: 'Cookie parameter'},
    requestBody: 'Request body',
    response: (statuses) => `Response ${statuses}`,
    errorResponses: (statuses) => `Error responses ${statuses}`,
    errorObject: 'Error object',
    olderPage: (version) => `Page of version ${version}`,
  },
  change: {
    operationAdded: 'New operation',
    operationRemoved: 'Operation removed',
    parameterAdded: (required) => (required ? 'New required parameter' : 'New optional parameter'),
    parameterRemoved: 'Parameter removed',
    requestBodyAdded: 'Request body added',
    requestBodyRemoved: 'Request body removed',
    responseAdded: 'New response',
    responseRemoved: 'Response removed',
    headerAdded: 'New response header',
    headerRemoved: 'Response header removed',
    fieldAdded: (required, inResponse) =>
      inResponse
        ? required
          ? 'New field, always present'
          : 'New field, not always present'
        : required
          ? 'New required field'
          : 'New optional field',
    fieldRemoved: 'Field removed',
    nowRequired: (inResponse) => (inResponse ? 'Now always present' : 'Now required'),
    nowOptional: (inResponse) => (inResponse ? 'No longer always present' : 'Now optional'),
    typeChanged: (before, after) => `Type changed from ${before} to ${after}`,
    typeAdded: (type) => `Can now also be of type ${type}`,
    typeRemoved: (type) => `No longer of type ${type}`,
    nullableAdded: 'Can now be `null`',
    nullableRemoved: 'Never `null` now',
    valuesAdded: (values) => `New values: ${values}`,
    valuesRemoved: (values) => `Values removed: ${values}`,
    keywordAdded: (name, after) => `new ${name}: ${after}`,
    keywordRemoved: (name, before) => `${name} removed (was ${before})`,
    keywordChanged: (name, before, after) => `${name} changed from ${before} to ${after}`,
    keywordSet: (name) => `${name} changed`,
    deprecated: 'Deprecated',
    noLongerDeprecated: 'No longer deprecated',
    other: (keyword) => `Schema keyword ${keyword} changed`,
  },
  keywords: {
    maxLength: 'maximum length',
    minLength: 'minimum length',
    maximum: 'maximum',
    minimum: 'minimum',
    exclusiveMaximum: 'exclusive maximum',
    exclusiveMinimum: 'exclusive minimum',
    multipleOf: 'multiple',
    pattern: 'pattern',
    format: 'format',
    default: 'default',
    maxItems: 'maximum items',
    minItems: 'minimum items',
    uniqueItems: 'unique items',
    maxProperties: 'maximum pairs',
    minProperties: 'minimum pairs',
    items: 'item schema',
    additionalProperties: 'value schema',
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
  commonHeadersText: 'Every response to this request carries these headers, whatever its status.',
  examples: 'Examples',
  requestExample: 'Request example',
  sampleKeyText: (key, landing) =>
    `The samples send \`${key}\`, which is no real key: put your application's test mode secret key in its place, and its live mode secret key when you go live. See [Authentication](${landing}#authentication).`,
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
  diff: enDiff,
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
      after_change: {
        text: 'Yes, once the cause is resolved. If it was a POST request, send it again with a new idempotency key: the first key only returns the stored error.',
        short: 'After a change',
      },
      never: {
        text: 'No: the same request fails again, so change it first, and send a changed POST request with a new idempotency key.',
        short: 'No',
      },
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

/** Every locale of the site has its labels: a locale added to src/config/i18n.ts fails the type check until it has them. */
export const LABELS = {'zh-TW': zhTW, en} as const satisfies Record<Locale, Labels>;
export type PageLocale = keyof typeof LABELS;
export const PAGE_LOCALES = Object.keys(LABELS) as PageLocale[];
