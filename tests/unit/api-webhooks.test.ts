import {createHmac} from 'node:crypto';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {type VersionCatalogues} from '../../plugins/api-reference/catalogues';
import {LABELS, PAGE_LOCALES} from '../../plugins/api-reference/labels';
import {loadOpenApi} from '../../plugins/api-reference/openapi';
import {type JsonSchema} from '../../plugins/api-reference/operations';
import {eventAnchor, introducedIn, readWebhooks} from '../../plugins/api-reference/webhooks';
import {validateSchemaExamples} from '../support/apiExamples';
import {loadApiVersions, renderVersionPages, rootFileOf, VERSION_NAMES, type LoadedVersion} from '../support/apiDocuments';

type RawWebhook = {post: {requestBody: {content: {'application/json': {schema: JsonSchema; example: unknown}}}; description: string}};

let loaded: LoadedVersion[] = [];
let catalogues: Map<string, VersionCatalogues>;
beforeAll(async () => {
  ({loaded, catalogues} = await loadApiVersions());
}, 120_000);

const versionOf = (name: string) => loaded.find((entry) => entry.version.name === name)!;
const webhooksOf = (name: string) => versionOf(name).dereferenced.webhooks as Record<string, RawWebhook>;

/** The events the unreleased preview adds: for changes made in the dashboard or by auto-execution. */
const NEXT_ONLY_EVENTS = ['reconciliation.created', 'reconciliation.cancelled', 'payout.created', 'payout.cancelled'];

/** What `enabled_events` accepts, read from Create a webhook's request body, without the `*` wildcard. */
function enabledEvents(name: string): string[] {
  const operation = versionOf(name).operations.find((candidate) => candidate.operationId === 'createWebhook')!;
  const items = operation.requestBody!.schema.properties!.enabled_events!.items!;
  return (items.anyOf ?? [items]).flatMap((alternative) => alternative.enum ?? []).map(String);
}

describe('the webhooks section of each OpenAPI document', () => {
  it.each(VERSION_NAMES)('%s has one entry per event type that enabled_events accepts, and no other', (name) => {
    const accepted = enabledEvents(name);
    expect(accepted.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(webhooksOf(name)).sort()).toEqual([...accepted].sort());
  });

  it.each(VERSION_NAMES)('%s: every event example validates against its payload schema, extra fields refused', async (name) => {
    const entries = Object.entries(webhooksOf(name)).map(([type, webhook]) => {
      const {schema, example} = webhook.post.requestBody.content['application/json'];
      return {where: `${name} ${type}`, schema, example};
    });
    expect(entries.length).toBe(enabledEvents(name).length);
    expect(await validateSchemaExamples(entries)).toEqual([]);
    // The same check catches an example that lost a field or gained one.
    const [first] = entries;
    const example = structuredClone(first!.example) as {data: {object: Record<string, unknown>}};
    delete example.data.object.id;
    example.data.object.colour = 'blue';
    const problems = await validateSchemaExamples([{...first!, example}]);
    expect(problems.join('\n')).toMatch(new RegExp(`${first!.where} does not match the schema`));
    expect(problems.join('\n')).toMatch(/id|colour/);
  });

  it.each(VERSION_NAMES)("%s: each event's example is that event, rendered in the version", (name) => {
    for (const [type, webhook] of Object.entries(webhooksOf(name))) {
      const example = webhook.post.requestBody.content['application/json'].example as {type: string; api_version: string};
      expect([example.type, example.api_version], type).toEqual([type, name]);
    }
  });

  it.each(VERSION_NAMES)('%s: each event links the guide page of its trigger, which exists in both locales with that section', (name) => {
    for (const [type, webhook] of Object.entries(webhooksOf(name))) {
      const [, page, anchor] = /\]\(\/docs\/([^)#]+)(?:#([\w-]+))?\)/.exec(webhook.post.description) ?? [];
      expect(page, type).toBeDefined();
      for (const dir of ['docs', 'i18n/en/docusaurus-plugin-content-docs/current']) {
        const file = [`${dir}/${page}.md`, `${dir}/${page}/index.md`].find((candidate) => existsSync(candidate));
        expect(file, `${type}: ${dir}/${page}`).toBeDefined();
        if (anchor) expect(readFileSync(file!, 'utf8'), `${type}: ${file}#${anchor}`).toContain(`{#${anchor}}`);
      }
    }
  });
});

describe('the Ferrypay-Signature examples', () => {
  const secretsOf = (text: string) => [...text.matchAll(/`(whsec_[A-Za-z0-9_]+)`/g)].map((match) => match[1]!);
  const sign = (secret: string, timestamp: string, body: string) =>
    createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

  it.each(VERSION_NAMES)('%s: each header example verifies its event example, sent as compact JSON, with the secrets it names', (name) => {
    const webhooks = webhooksOf(name);
    const parameter = (
      webhooks['payout.succeeded']!.post as unknown as {parameters: {name: string; examples: Record<string, unknown>}[]}
    ).parameters.find((candidate) => candidate.name === 'Ferrypay-Signature')!;
    const examples = Object.values(parameter.examples) as {description: string; value: string; 'x-ferrypay-signed-event': string}[];
    expect(examples).toHaveLength(2);
    for (const example of examples) {
      const body = JSON.stringify(webhooks[example['x-ferrypay-signed-event']]!.post.requestBody.content['application/json'].example);
      const [, timestamp, signatures] = /^t=(\d+)((?:,v1=[0-9a-f]{64})+)$/.exec(example.value)!;
      const v1 = signatures!.split(',v1=').slice(1);
      const secrets = secretsOf(example.description);
      // One v1 value per secret the example names: the roll example has both, the new secret's first.
      expect(v1).toEqual([...secrets].reverse().map((secret) => sign(secret, timestamp!, body)));
    }
  });

  it.each(VERSION_NAMES)('%s: the signing secret of the examples is the one Create a webhook returns', (name) => {
    const operation = versionOf(name).operations.find((candidate) => candidate.operationId === 'createWebhook')!;
    const created = operation.responses.find((response) => response.status === '201')!.example as {secret: string};
    const parameter = (
      webhooksOf(name)['payout.succeeded']!.post as unknown as {parameters: {examples: Record<string, {description: string}>}[]}
    ).parameters[0]!;
    const [single, roll] = Object.values(parameter.examples).map((example) => secretsOf(example.description));
    expect(single).toEqual([created.secret]);
    expect(roll![0]).toBe(created.secret);
  });
});

describe('the version that introduced each event', () => {
  it('is the oldest version whose document has it, counted again from a version that brings it back', () => {
    const found = introducedIn([
      {name: '2025-03-01', eventTypes: ['order.created', 'payout.failed']},
      {name: '2026-06-01', eventTypes: ['order.created', 'order.cancelled']},
      {name: 'next', eventTypes: ['order.created', 'order.cancelled', 'payout.failed']},
    ]);
    expect(Object.fromEntries(found.get('next')!)).toEqual({
      'order.created': '2025-03-01',
      'order.cancelled': '2026-06-01',
      'payout.failed': 'next',
    });
    expect(Object.fromEntries(found.get('2025-03-01')!)).toEqual({'order.created': '2025-03-01', 'payout.failed': '2025-03-01'});
  });

  it("is 2025-03-01 for the events every version has, and next for the events only the preview sends, in today's documents", () => {
    for (const name of VERSION_NAMES) {
      expect(Object.fromEntries(catalogues.get(name)!.introducedIn), name).toEqual(
        Object.fromEntries(enabledEvents(name).map((type) => [type, NEXT_ONLY_EVENTS.includes(type) ? 'next' : '2025-03-01'])),
      );
    }
  });
});

describe('the generated webhook events page', () => {
  const pagesOf = (name: string, locale: (typeof PAGE_LOCALES)[number]) => {
    const entry = versionOf(name);
    const {cataloguePages, operationPage} = renderVersionPages(entry, catalogues.get(name)!, locale);
    const createWebhook = entry.operations.find((operation) => operation.operationId === 'createWebhook')!;
    return {events: cataloguePages.get('webhook-events.mdx')!, createPage: operationPage(createWebhook)};
  };

  it.each(VERSION_NAMES.flatMap((name) => PAGE_LOCALES.map((locale) => [name, locale] as const)))(
    '%s (%s) has an entry per event, with its anchor, payload table and example, and says which version introduced it',
    (name, locale) => {
      const {events} = pagesOf(name, locale);
      for (const type of enabledEvents(name)) {
        const entry = events.split(/^### /m).find((section) => section.startsWith(`\`${type}\``));
        expect(entry, type).toMatch(new RegExp(`\\{#${eventAnchor(type)}\\}`));
        expect(entry, type).toContain('| `data.object.id` |');
        expect(entry, type).toContain(`"type": "${type}"`);
        expect(entry, type).toContain(
          LABELS[locale].webhookEventsPage.introducedIn(NEXT_ONLY_EVENTS.includes(type) ? 'next' : '2025-03-01'),
        );
        expect(entry, type).toMatch(/\]\(\/docs\//);
      }
    },
  );

  it.each(VERSION_NAMES.flatMap((name) => PAGE_LOCALES.map((locale) => [name, locale] as const)))(
    '%s (%s): Create a webhook links each enabled_events value to its entry, which exists',
    (name, locale) => {
      const {events, createPage} = pagesOf(name, locale);
      const row = createPage.split('\n').find((line) => line.startsWith('| `enabled_events` |'))!;
      const linked = [...row.matchAll(/\[`([\w.]+)`\]\(webhook-events\.mdx#([\w-]+)\)/g)].map((match) => [match[1], match[2]]);
      expect(linked.map(([type]) => type)).toEqual(enabledEvents(name));
      for (const [, anchor] of linked) expect(events).toContain(`{#${anchor}}`);
    },
  );
});

describe('a webhooks section that does not match enabled_events', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'api-webhooks-'));
  afterAll(() => rmSync(scratch, {recursive: true, force: true}));

  it('stops the build with a message that names the document and the event', async () => {
    const copy = path.join(scratch, '2026-06-01');
    cpSync(path.dirname(rootFileOf('2026-06-01')), copy, {recursive: true});
    const root = path.join(copy, 'openapi.yaml');
    const source = readFileSync(root, 'utf8');
    const edited = source.replace(/^ {2}payout\.returned:\n {4}\$ref: .*\n/m, '');
    expect(edited).not.toBe(source);
    writeFileSync(root, edited);
    const {dereferenced} = await loadOpenApi(root, scratch);
    expect(() => readWebhooks(dereferenced, '2026-06-01/openapi.yaml')).toThrow(
      /2026-06-01\/openapi\.yaml cannot be turned into the webhook events page:\n {2}- webhooks lacks payout\.returned, which enabled_events accepts\./,
    );
  });
});
