import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';

import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import type {VersionChange} from '../../plugins/api-reference/diffChanges';
import {NARRATIVE_FILE} from '../../plugins/api-reference/diffPage';
import {loadOpenApi, type OpenApiDocument} from '../../plugins/api-reference/openapi';
import {readOperations, type ApiOperation} from '../../plugins/api-reference/operations';
import {diffVersions} from '../../plugins/api-reference/versionDiff';

/**
 * The hand-written "Changes between versions" page tells the story; the
 * generated diff pages list every change. The story must not leave out a
 * breaking change: each one is named, as code, in the upgrade list of its pair
 * of versions (`## ... {#upgrade-from-<older>}`), in both locales.
 */
const LOCALES = ['zh-TW', 'en'] as const;
const PAIRS = API_VERSIONS.slice(0, -1).map((newer, index) => ({older: API_VERSIONS[index + 1]!.name, newer: newer.name}));

const narrative = (locale: string) => readFileSync(path.join(apiReferenceSources.pagesDir, locale, NARRATIVE_FILE), 'utf8');

/** The text of a `## ` section of a Markdown page, found by its heading id. */
function section(source: string, id: string): string {
  const start = source.split('\n').findIndex((line) => line.startsWith('## ') && line.endsWith(`{#${id}}`));
  if (start < 0) return '';
  const lines = source.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  return lines.slice(0, end < 0 ? undefined : end).join('\n');
}

const codeSpans = (text: string) => new Set([...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!));

/**
 * The names a reader would look for to find a change in the story: the
 * field's path as the change page writes it, without the list it sits in
 * (`data[].amount` is the `amount` of each object listed), or its last part
 * (`review.rejection_reason` is the review's `rejection_reason`); the values
 * it adds or removes; for an operation that comes or goes, a link to its page.
 */
function namesOf(change: VersionChange, operation: ApiOperation | undefined): string[] {
  if (!change.name) return operation ? [`(${operation.slug}.mdx)`] : [];
  const inObject = change.name.replace(/^(?:[a-z_]+\[\]\.)+/, '');
  return [change.name, inObject, inObject.split('.').at(-1)!, ...(change.added ?? []), ...(change.removed ?? [])];
}

const documents = new Map<string, {doc: OpenApiDocument; operations: ApiOperation[]}>();
const breaking = new Map<string, VersionChange[]>();

beforeAll(async () => {
  for (const version of API_VERSIONS) {
    const file = path.join(apiReferenceSources.openapiDir, version.name, 'openapi.yaml');
    const {dereferenced} = await loadOpenApi(file);
    documents.set(version.name, {doc: dereferenced, operations: readOperations(dereferenced, file)});
  }
  for (const {older, newer} of PAIRS) {
    breaking.set(
      newer,
      diffVersions(documents.get(older)!.doc, documents.get(newer)!.doc).filter((change) => change.breaking),
    );
  }
}, 120_000);

describe.each(LOCALES)('the changes between versions page (%s)', (locale) => {
  const source = narrative(locale);

  it.each(PAIRS)('names every breaking change from $older to $newer in its upgrade list', ({older, newer}) => {
    const upgrade = section(source, `upgrade-from-${older}`);
    expect(upgrade, `a section {#upgrade-from-${older}}`).not.toBe('');
    const named = codeSpans(upgrade);
    const operations = [...documents.get(older)!.operations, ...documents.get(newer)!.operations];
    const missing = breaking
      .get(newer)!
      .filter((change) => {
        const operation = operations.find((candidate) => candidate.method === change.method && candidate.path === change.path);
        return !namesOf(change, operation).some((name) => named.has(name) || (name.startsWith('(') && upgrade.includes(name)));
      })
      .map((change) => change.name || `${change.method} ${change.path}`);
    expect(breaking.get(newer)!.length).toBeGreaterThan(0);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(PAIRS)("links the generated page of the changes from $older to $newer in the pair's section", ({newer}) => {
    const variable = `%%DIFF_PAGE_${newer.toUpperCase().replace(/[^A-Z0-9]/g, '_')}%%`;
    expect(section(source, newer)).toContain(`](${variable})`);
  });
});

describe('the upgrade to 2026-06-01 agrees with the v3.2.0 release note', () => {
  const RELEASE_NOTE = {
    'zh-TW': 'release-note/2026-06-01-v3-2-0.md',
    en: 'i18n/en/docusaurus-plugin-content-blog-release-note/2026-06-01-v3-2-0.md',
  } as const;

  it.each(LOCALES)('the upgrade list names everything the release note tells readers to change (%s)', (locale) => {
    const toDo = codeSpans(section(readFileSync(RELEASE_NOTE[locale], 'utf8'), 'what-to-do'));
    const upgrade = codeSpans(section(narrative(locale), 'upgrade-from-2025-03-01'));
    expect(toDo.size).toBeGreaterThan(5);
    expect([...toDo].filter((name) => !upgrade.has(name))).toEqual([]);
  });

  it.each(LOCALES)('both name the request ID in errors and amounts as decimal strings (%s)', (locale) => {
    for (const text of [
      section(readFileSync(RELEASE_NOTE[locale], 'utf8'), 'what-to-do'),
      section(narrative(locale), 'upgrade-from-2025-03-01'),
    ]) {
      expect(text).toContain('`error.request_id`');
      expect(text).toMatch(locale === 'en' ? /amounts as decimal strings/ : /以十進位字串讀取金額/);
    }
  });
});
