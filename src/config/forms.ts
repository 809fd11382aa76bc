import type {Locale} from './i18n';

/**
 * The dashboard's forms and import files whose fields become an API request,
 * field by field: each field's label in both locales, as the screen and the
 * guide's table show it, the request field it becomes, whether the form
 * requires it, and the limits the guide states.
 *
 * tests/unit/forms.test.ts holds every entry to the OpenAPI document of the
 * latest API version (the field exists, required or not, length, item count,
 * values, pattern) and to the guide's table in both locales (the same labels,
 * the same API fields, the same required column, each limit stated). Changing
 * a row here is changing the dashboard or the API: change the page, the screen
 * and the OpenAPI documents in the same commit.
 */

/** The request field a form field becomes, and the limits its guide row states. */
export type ApiField = {
  /** The property of the request body; `orders[].vendor` for a property of each item of `orders`. */
  name: string;
  /** The operation (`x-ferrypay-slug`) when it is not the form's first request. */
  operation?: string;
  maxLength?: number;
  maxItems?: number;
  /** For an array of strings: the longest item. */
  itemMaxLength?: number;
  pattern?: string;
  /** The schema's `enum`. */
  values?: readonly string[];
  /** Whether the guide's row lists the values as they are sent; false when it names them in words (Local transfer). */
  valuesOnPage?: boolean;
};

export type FormField = {
  label: Record<Locale, string>;
  /** The request fields it becomes; none when only the dashboard has it, which the table marks with —. */
  api: readonly ApiField[];
  /** `either`: the field becomes one of its API fields, whichever applies (an IBAN or an account number). */
  either?: true;
  required: boolean;
  /**
   * `api` when the guide's example is the value the request sends, so it must
   * pass the field's pattern and length; `display` when the screen shows it
   * otherwise (a country's name, an amount with thousands separators).
   */
  example: 'api' | 'display';
};

export type FormRequest = {
  operation: string;
  /** Request fields no field of the form sets, each with what sets it or why the form leaves it out. */
  elsewhere: Record<string, string>;
};

export type Form = {
  id: string;
  /** The guide page (doc id) and the section (heading id) whose table lists the fields. */
  doc: string;
  anchor: string;
  /** Whether the table has an API field column; an import file's columns are the API's names already. */
  apiColumn: boolean;
  /** A wireframe that draws every field (static/img/guide/<screen>.<locale>.svg). */
  screen?: string;
  requests: readonly FormRequest[];
  fields: readonly FormField[];
};

const B2B = 'page-introduction/b2b-cross-border-payment';

/** The currencies of an order, a reconciliation order and remittance information. */
const CURRENCIES = ['USD', 'EUR', 'JPY', 'HKD', 'SGD', 'CNY', 'TWD'] as const;
/** An amount in the currency's major unit, greater than zero, without leading zeros: no decimals for JPY, up to 2 for the others. */
const AMOUNT_PATTERN = '^(?=.*[1-9])(0|[1-9][0-9]*)(\\.[0-9]{1,2})?$';
/** A two-letter ISO 3166-1 country code. */
const COUNTRY_PATTERN = '^[A-Z]{2}$';

const TAGS = {name: 'tags', maxItems: 10, itemMaxLength: 32} as const satisfies ApiField;
const label = (en: string, zh: string): Record<Locale, string> => ({en, 'zh-TW': zh});

/** The order form and the quick order form: the same request, the same fields. */
const ORDER_FIELDS = [
  {label: label('Vendor', '供應商'), api: [{name: 'vendor'}], required: true, example: 'display'},
  {label: label('Order number', '訂單編號'), api: [{name: 'order_number', maxLength: 64}], required: true, example: 'api'},
  {label: label('Currency', '幣別'), api: [{name: 'currency', values: CURRENCIES}], required: true, example: 'api'},
  {label: label('Amount', '金額'), api: [{name: 'amount', pattern: AMOUNT_PATTERN}], required: true, example: 'display'},
  {label: label('Due date', '到期日'), api: [{name: 'due_date'}], required: true, example: 'api'},
  {label: label('Description', '說明'), api: [{name: 'description', maxLength: 500}], required: false, example: 'api'},
  {label: label('Attachments', '附件'), api: [], required: false, example: 'display'},
  {label: label('Tags', '標籤'), api: [TAGS], required: false, example: 'display'},
] as const satisfies readonly FormField[];

const ORDER_METADATA = 'Integrations only: the dashboard keeps no data of the ERP';

export const FORMS = [
  {
    id: 'order',
    doc: `${B2B}/role-company/order`,
    anchor: 'create-an-order',
    apiColumn: true,
    screen: 'role-company/order-form',
    requests: [
      {
        operation: 'create-an-order',
        elsewhere: {submit: 'The Save as draft (false) and Submit for review (true) buttons', metadata: ORDER_METADATA},
      },
    ],
    fields: ORDER_FIELDS,
  },
  {
    id: 'quick-order',
    doc: `${B2B}/role-company/quick-order`,
    anchor: 'quick-order-form',
    apiColumn: true,
    requests: [
      {
        operation: 'create-an-order',
        elsewhere: {submit: 'Always true: a quick order goes straight into review', metadata: ORDER_METADATA},
      },
    ],
    fields: ORDER_FIELDS,
  },
  {
    id: 'batch-import',
    doc: `${B2B}/role-company/order`,
    anchor: 'batch-import',
    apiColumn: false,
    requests: [
      {
        operation: 'create-orders-batch',
        elsewhere: {
          orders: 'One row of the file per order',
          submit: 'The choice between drafts and review when the file is uploaded',
          'orders[].submit': "The batch's own submit applies to every row",
          'orders[].metadata': ORDER_METADATA,
        },
      },
    ],
    fields: [
      {label: label('vendor', 'vendor'), api: [{name: 'orders[].vendor'}], required: true, example: 'api'},
      {label: label('order_number', 'order_number'), api: [{name: 'orders[].order_number', maxLength: 64}], required: true, example: 'api'},
      {label: label('currency', 'currency'), api: [{name: 'orders[].currency', values: CURRENCIES}], required: true, example: 'api'},
      {label: label('amount', 'amount'), api: [{name: 'orders[].amount', pattern: AMOUNT_PATTERN}], required: true, example: 'api'},
      {label: label('due_date', 'due_date'), api: [{name: 'orders[].due_date'}], required: true, example: 'api'},
      {label: label('description', 'description'), api: [{name: 'orders[].description', maxLength: 500}], required: false, example: 'api'},
      {label: label('tags', 'tags'), api: [{...TAGS, name: 'orders[].tags'}], required: false, example: 'display'},
    ],
  },
  {
    id: 'payment-link',
    doc: 'page-introduction/acquiring/payment-intent-link',
    anchor: 'create-a-payment-link',
    apiColumn: true,
    screen: 'acquiring/payment-link-form',
    requests: [
      {operation: 'create-a-payment-link', elsewhere: {metadata: 'Integrations only: the dashboard keeps no data of the shop system'}},
    ],
    fields: [
      {
        label: label('Amount', '金額'),
        api: [
          {name: 'amount', pattern: AMOUNT_PATTERN},
          {name: 'currency', values: ['TWD', 'USD']},
        ],
        required: true,
        example: 'display',
      },
      {label: label('Description', '說明'), api: [{name: 'description', maxLength: 500}], required: false, example: 'api'},
      {label: label('Reference', '參考編號'), api: [{name: 'reference', maxLength: 64}], required: false, example: 'api'},
      {label: label('Usage', '使用方式'), api: [{name: 'reusable'}], required: false, example: 'display'},
      {label: label('Expiry date', '到期日'), api: [{name: 'expires_at'}], required: true, example: 'display'},
      {label: label('Payment methods', '付款方式'), api: [{name: 'payment_methods'}], required: false, example: 'display'},
      {label: label('Tags', '標籤'), api: [TAGS], required: false, example: 'api'},
    ],
  },
  {
    id: 'payout-execution',
    doc: `${B2B}/role-company/payout`,
    anchor: 'execution-form',
    apiColumn: true,
    requests: [{operation: 'execute-an-order-payout', elsewhere: {}}],
    fields: [
      {
        label: label('Payout method', '撥款方式'),
        api: [{name: 'payout_method', values: ['local_transfer', 'swift_wire'], valuesOnPage: false}],
        required: true,
        example: 'display',
      },
      {
        label: label('SWIFT fee option', 'SWIFT 手續費選項'),
        api: [{name: 'swift_fee_option', values: ['OUR', 'SHA', 'BEN']}],
        required: false,
        example: 'api',
      },
      {
        label: label('Wallet currency', '錢包幣別'),
        api: [{name: 'debit_currency', values: ['TWD', 'USD']}],
        required: false,
        example: 'api',
      },
      {label: label('Execution date', '執行日期'), api: [{name: 'scheduled_for'}], required: false, example: 'api'},
      {label: label('Two-step verification code', '兩步驟驗證碼'), api: [], required: true, example: 'display'},
    ],
  },
  {
    id: 'vendor-invitation',
    doc: `${B2B}/role-company/vendor-information`,
    anchor: 'invite-a-vendor',
    apiColumn: true,
    requests: [
      {
        operation: 'create-a-vendor',
        elsewhere: {
          registration_number: 'The vendor fills it in after accepting the invitation',
          address: 'The vendor fills it in after accepting the invitation',
          phone: 'The vendor fills it in after accepting the invitation',
          metadata: 'Integrations only: the dashboard keeps no data of the ERP',
        },
      },
      {operation: 'create-a-vendors-invitation', elsewhere: {email: "Left out: the invitation goes to the vendor's email"}},
    ],
    fields: [
      {label: label('Vendor email', '供應商電子郵件'), api: [{name: 'email'}], required: true, example: 'api'},
      {label: label('Legal name', '法定名稱'), api: [{name: 'legal_name', maxLength: 200}], required: true, example: 'api'},
      {label: label('Country', '國家'), api: [{name: 'country', pattern: COUNTRY_PATTERN}], required: true, example: 'display'},
      {
        label: label('Invitation language', '邀請信語言'),
        api: [{name: 'locale', operation: 'create-a-vendors-invitation', values: ['zh-TW', 'en'], valuesOnPage: false}],
        required: false,
        example: 'display',
      },
      {label: label('Message', '訊息'), api: [], required: false, example: 'display'},
    ],
  },
  {
    id: 'vendor-record',
    doc: `${B2B}/role-company/vendor-information`,
    anchor: 'create-a-vendor-record',
    apiColumn: true,
    requests: [{operation: 'create-a-vendor', elsewhere: {metadata: 'Integrations only: the dashboard keeps no data of the ERP'}}],
    fields: [
      {label: label('Legal name', '法定名稱'), api: [{name: 'legal_name', maxLength: 200}], required: true, example: 'api'},
      {label: label('Country', '國家'), api: [{name: 'country', pattern: COUNTRY_PATTERN}], required: true, example: 'display'},
      {
        label: label('Registration number', '登記號碼'),
        api: [{name: 'registration_number', maxLength: 64}],
        required: false,
        example: 'api',
      },
      {label: label('Address', '地址'), api: [{name: 'address'}], required: false, example: 'display'},
      {label: label('Email', '電子郵件'), api: [{name: 'email'}], required: true, example: 'api'},
      {label: label('Phone', '電話'), api: [{name: 'phone'}], required: false, example: 'api'},
    ],
  },
  {
    id: 'remittance-information',
    doc: `${B2B}/role-vendor/vendor-information`,
    anchor: 'remittance-information-form',
    apiColumn: true,
    screen: 'role-vendor/remittance-form',
    requests: [{operation: 'apply-vendors-remit-info', elsewhere: {}}],
    fields: [
      {
        label: label('Bank account holder name', '銀行帳戶戶名'),
        api: [{name: 'account_holder_name', maxLength: 140}],
        required: true,
        example: 'api',
      },
      {label: label('Bank name', '銀行名稱'), api: [{name: 'bank_name', maxLength: 140}], required: true, example: 'api'},
      {
        label: label('SWIFT code', 'SWIFT 代碼'),
        api: [{name: 'swift_code', pattern: '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'}],
        required: true,
        example: 'api',
      },
      {
        label: label('IBAN or account number', 'IBAN 或帳號'),
        api: [
          {name: 'iban', maxLength: 34},
          {name: 'account_number', maxLength: 34},
        ],
        either: true,
        required: true,
        example: 'api',
      },
      {
        label: label('Bank country', '銀行國家'),
        api: [{name: 'bank_country', pattern: COUNTRY_PATTERN}],
        required: true,
        example: 'display',
      },
      {label: label('Currency', '幣別'), api: [{name: 'currency', values: CURRENCIES}], required: true, example: 'api'},
    ],
  },
  {
    id: 'reconciliation',
    doc: `${B2B}/role-company/order-reconciliation`,
    anchor: 'create-a-reconciliation-order',
    apiColumn: true,
    requests: [{operation: 'create-a-reconciliation', elsewhere: {}}],
    fields: [
      {label: label('Vendor', '供應商'), api: [{name: 'vendor'}], required: true, example: 'display'},
      {
        label: label('Currency', '幣別'),
        api: [{name: 'currency', values: CURRENCIES, valuesOnPage: false}],
        required: true,
        example: 'api',
      },
      {label: label('Orders', '訂單'), api: [{name: 'orders', maxItems: 200}], required: true, example: 'display'},
      {label: label('Note to vendor', '給供應商的備註'), api: [{name: 'note', maxLength: 1000}], required: false, example: 'api'},
    ],
  },
  {
    id: 'webhook-endpoint',
    doc: `${B2B}/role-company/developer`,
    anchor: 'webhooks',
    apiColumn: true,
    requests: [{operation: 'create-a-webhook', elsewhere: {api_version: "The application's default API version renders the events"}}],
    fields: [
      {label: label('Endpoint URL', '端點網址'), api: [{name: 'url'}], required: true, example: 'api'},
      {label: label('Events', '事件'), api: [{name: 'enabled_events'}], required: true, example: 'display'},
      {label: label('Description', '說明'), api: [{name: 'description', maxLength: 500}], required: false, example: 'api'},
    ],
  },
] as const satisfies readonly Form[];
