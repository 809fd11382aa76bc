import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {apiReferenceSources, LATEST_API_VERSION} from '../../src/config/apiReference';
import {FORMS, type Form} from '../../src/config/forms';
import {loadOpenApi} from '../../plugins/api-reference/openapi';
import {readOperations, type JsonSchema} from '../../plugins/api-reference/operations';
import {formPageProblems, formSchemaProblems, sectionTable} from '../support/forms';
import {labelNames} from '../support/steps';
import {LOCALES, textsOf, type Locale} from '../support/wireframes';

const DOCS: Record<Locale, string> = {'zh-TW': 'docs', en: 'i18n/en/docusaurus-plugin-content-docs/current'};
const pageOf = (form: Form, locale: Locale) => readFileSync(path.join(DOCS[locale], `${form.doc}.md`), 'utf8');

/** The request body schema of every operation of the latest API version, by its slug. */
const bodies = new Map<string, JsonSchema | undefined>();

beforeAll(async () => {
  const file = path.join(apiReferenceSources.openapiDir, LATEST_API_VERSION, 'openapi.yaml');
  const {dereferenced} = await loadOpenApi(file);
  for (const operation of readOperations(dereferenced, file)) bodies.set(operation.slug, operation.requestBody?.schema);
}, 60_000);

const cases = FORMS.map((form) => [form.id, form] as const);

describe(`the forms of src/config/forms.ts and the ${LATEST_API_VERSION} API`, () => {
  it('give each form its own id and each field its own labels', () => {
    expect(new Set(FORMS.map((form) => form.id)).size).toBe(FORMS.length);
    for (const form of FORMS as readonly Form[]) {
      for (const locale of LOCALES) {
        const labels = form.fields.map((field) => field.label[locale]);
        expect(new Set(labels).size, `${form.id} ${locale}`).toBe(labels.length);
      }
    }
  });

  it.each(cases)(
    '%s: every field is a request field, required as the form requires it, with the limits of the schema; every request field is accounted for',
    (_id, form) => {
      expect(formSchemaProblems(form, bodies)).toEqual([]);
    },
  );
});

describe('the forms on the guide pages', () => {
  it.each(LOCALES.flatMap((locale) => cases.map(([id, form]) => [id, locale, form] as const)))(
    '%s (%s): the table lists the same fields, API fields and required column, and states each limit',
    (_id, locale, form) => {
      expect(formPageProblems(form, pageOf(form, locale), locale)).toEqual([]);
    },
  );

  it.each(cases.filter(([, form]) => 'screen' in form))('%s: the screen draws every field, in both locales', (_id, form) => {
    for (const locale of LOCALES) {
      const svg = readFileSync(path.join('static/img/guide', `${(form as Form).screen}.${locale}.svg`), 'utf8');
      const labels = new Set(textsOf(svg).flatMap(labelNames));
      expect(
        form.fields.map((field) => field.label[locale]).filter((label) => !labels.has(label)),
        locale,
      ).toEqual([]);
    }
  });
});

describe('the form checks catch a planted mismatch', () => {
  const order = FORMS.find((form) => form.id === 'order')! as Form;
  const withField = (index: number, change: object): Form => ({
    ...order,
    fields: order.fields.map((field, at) => (at === index ? {...field, ...change} : field)),
  });

  it('a field the API requires and the form does not, a wrong limit, a missing field and a field nobody sets', () => {
    expect(formSchemaProblems(withField(0, {required: false}), bodies)).toEqual([
      'Vendor (vendor): the form does not require it, the API requires it',
    ]);
    const longer = withField(1, {api: [{name: 'order_number', maxLength: 80}]});
    expect(formSchemaProblems(longer, bodies)).toEqual(['Order number (order_number): maxLength is 64 in the API, 80 here']);
    const renamed = withField(0, {api: [{name: 'vendor_id'}]});
    expect(formSchemaProblems(renamed, bodies)).toEqual([
      'Vendor: create-an-order has no request field vendor_id',
      'create-an-order vendor: no field of the form sets it, and elsewhere does not say what does',
    ]);
  });

  it('a page whose table names another field, drops a limit or marks another field required', () => {
    const page = pageOf(order, 'en');
    expect(formPageProblems(order, page.replace('| Vendor | `vendor` |', '| Supplier | `vendor` |'), 'en')[0]).toMatch(
      /^the table's fields are Supplier, Order number/,
    );
    expect(formPageProblems(order, page.replace('up to 64 characters, unique', 'unique'), 'en')).toEqual([
      'Order number: the row does not state the limit 64',
    ]);
    expect(formPageProblems(order, page.replace('| `description` | No |', '| `description` | Yes |'), 'en')).toEqual([
      "Description: the table's required column says Yes, forms.ts says false",
    ]);
    expect(formPageProblems(order, page.replace('| Attachments | — |', '| Attachments | `attachments` |'), 'en')).toEqual([
      'Attachments: the API field column says `attachments`, forms.ts says —',
    ]);
  });

  it('an example the API would refuse', () => {
    const batch = FORMS.find((form) => form.id === 'batch-import')! as Form;
    const page = pageOf(batch, 'zh-TW');
    expect(sectionTable(page, 'batch-import')?.rows.length).toBe(batch.fields.length);
    expect(formPageProblems(batch, page.replace('| `1480000` |', '| `1,480,000` |'), 'zh-TW')).toEqual([
      'amount: the example 1,480,000 is not a value the API accepts',
    ]);
  });
});
