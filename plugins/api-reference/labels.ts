/**
 * The words the generator writes around the OpenAPI content, per locale.
 * zh-TW uses the project vocabulary (TERMS.md: 私密金鑰, 冪等鍵, 測試模式 ...).
 */
export type Labels = {
  /** Between sentences: a space in English, nothing after a full-width stop. */
  sentenceJoin: string;
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
  errorCode: string;
  errorResponses: string;
  errorsText: (landing: string) => string;
  responseHeaders: string;
  examples: string;
  requestExample: string;
  /** Under the request samples: the key they send is not the reader's. */
  sampleKeyText: (key: string, landing: string) => string;
  responseExamples: string;
  testMode: string;
  oneOf: (values: string) => string;
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
  errorCode: '錯誤碼範例',
  errorResponses: '錯誤回應',
  errorsText: (landing) => `所有錯誤回應的內容都是下列錯誤物件；每個錯誤碼的意義請見[錯誤](${landing}#errors)。`,
  responseHeaders: '回應標頭',
  examples: '範例',
  requestExample: '請求範例',
  sampleKeyText: (key, landing) =>
    `範例帶的 \`${key}\` 不是真的私密金鑰：請換成您應用程式的測試模式私密金鑰，正式上線時再換成正式模式的私密金鑰。詳見[驗證](${landing}#authentication)。`,
  responseExamples: '回應範例',
  testMode: '測試模式',
  oneOf: (values) => `可能的值：${values}。`,
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
  },
  operationsTableHeaders: ['操作', '方法', '路徑'],
  downloadText: (version) => `下載 ${version} 版的 OpenAPI 文件`,
};

const en: Labels = {
  sentenceJoin: ' ',
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
  errorCode: 'Example error code',
  errorResponses: 'Error responses',
  errorsText: (landing) => `Every error response has this body; [Errors](${landing}#errors) explains each error code.`,
  responseHeaders: 'Response headers',
  examples: 'Examples',
  requestExample: 'Request example',
  sampleKeyText: (key, landing) =>
    `The samples send \`${key}\`, which is no real key: put your application's test mode secret key in its place, and its live mode secret key when you go live. See [Authentication](${landing}#authentication).`,
  responseExamples: 'Response examples',
  testMode: 'Test mode',
  oneOf: (values) => `One of ${values}.`,
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
  },
  operationsTableHeaders: ['Operation', 'Method', 'Path'],
  downloadText: (version) => `Download the OpenAPI document of version ${version}`,
};

export const LABELS = {'zh-TW': zhTW, en} as const;
export type PageLocale = keyof typeof LABELS;
export const PAGE_LOCALES = Object.keys(LABELS) as PageLocale[];
