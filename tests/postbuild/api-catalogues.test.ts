import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseYaml} from '@redocly/openapi-core';
import {describe, expect, it} from 'vitest';
import {API_VERSIONS, apiReferenceSources} from '../../src/config/apiReference';
import {LLMS_FILE, LLMS_FULL_FILE} from '../../src/config/markdownTwins';
import {RECORDS_FILE, type DocSearchRecord} from '../../src/search/records';
import {evaluateCase, loadIndex, readFixture, readIndexFile} from '../../scripts/lib/searchRelevance';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * The generated catalogues (plugins/api-reference: /api/error-codes and
 * /api/webhook-events of every version) as readers and tools meet them in the
 * suite's build: pages with an anchor per entry, Markdown twins, llms.txt, the
 * search index, and a search for a code that answers with its entry first.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, LLMS_FILE)))
  throw new Error(`${TEST_BUILD_DIR}/${LLMS_FILE} is missing: run npm run build:test first.`);

const localeDir = (locale: TestLocale) => (locale === 'en' ? path.join(BUILD_DIR, 'en') : BUILD_DIR);
const read = (file: string) => readFileSync(file, 'utf8');

type Document = {
  webhooks: Record<string, unknown>;
  components: {schemas: {Error: {properties: {error: {properties: {code: {enum: string[]}}}}}}};
};
/** A version's document, read from its source rather than through the generator. */
const documentOf = (name: string) => parseYaml(read(path.join(ROOT, apiReferenceSources.openapiDir, name, 'openapi.yaml'))) as Document;
const codesOf = (name: string) => documentOf(name).components.schemas.Error.properties.error.properties.code.enum;
const eventsOf = (name: string) => Object.keys(documentOf(name).webhooks);
const anchorOf = (type: string) => type.replace(/[._]/g, '-');

const cases = API_VERSIONS.flatMap((version) => LOCALES.map((locale) => [version.name, locale] as const));
const pageFile = (name: string, locale: TestLocale, page: string) => {
  const version = API_VERSIONS.find((candidate) => candidate.name === name)!;
  return path.join(localeDir(locale), 'api', version.path, page);
};

describe('the built catalogue pages', () => {
  it.each(cases)('%s (%s): the error codes page has an element with each code of the document as its id', (name, locale) => {
    const built = read(path.join(pageFile(name, locale, 'error-codes'), 'index.html'));
    for (const code of codesOf(name)) expect(built, code).toContain(`id="${code}"`);
  });

  it.each(cases)('%s (%s): the webhook events page has an element for each event type of the document', (name, locale) => {
    const built = read(path.join(pageFile(name, locale, 'webhook-events'), 'index.html'));
    for (const type of eventsOf(name)) expect(built, type).toContain(`id="${anchorOf(type)}"`);
  });

  it.each(cases)('%s (%s): both have a Markdown twin with every entry', (name, locale) => {
    const codes = read(`${pageFile(name, locale, 'error-codes')}.md`);
    for (const code of codesOf(name)) expect(codes, code).toMatch(new RegExp(`^### \`${code}\``, 'm'));
    const events = read(`${pageFile(name, locale, 'webhook-events')}.md`);
    for (const type of eventsOf(name)) expect(events, type).toMatch(new RegExp(`^### \`${type.replace(/\./g, '\\.')}\``, 'm'));
  });
});

describe.each(LOCALES)('the catalogues in llms.txt and the search index, %s', (locale) => {
  const llms = read(path.join(localeDir(locale), LLMS_FILE));
  const full = read(path.join(localeDir(locale), LLMS_FULL_FILE));
  const records = JSON.parse(read(path.join(localeDir(locale), RECORDS_FILE))) as DocSearchRecord[];
  const base = `${locale === 'en' ? `${TEST_BASE_URL}en/` : TEST_BASE_URL}api/`;

  it('llms.txt lists the latest version’s catalogues, and llms-full.txt holds them', () => {
    for (const page of ['error-codes', 'webhook-events']) {
      expect(llms).toMatch(new RegExp(`\\]\\(https?://[^)]+${base}${page}\\.md\\)`));
      expect(full).toMatch(new RegExp(`^Source: https?://[^\\n]+${base}${page}\\.md$`, 'm'));
    }
  });

  it('the search index has a heading record for each code and each event of every version', () => {
    for (const version of API_VERSIONS) {
      const anchors = new Set(
        records
          .filter((record) => record.url_without_anchor.endsWith(`${base}${version.path ? `${version.path}/` : ''}error-codes`))
          .map((record) => record.anchor),
      );
      for (const code of codesOf(version.name)) expect(anchors, `${version.name} ${code}`).toContain(code);
      const eventAnchors = new Set(
        records
          .filter((record) => record.url_without_anchor.endsWith(`${base}${version.path ? `${version.path}/` : ''}webhook-events`))
          .map((record) => record.anchor),
      );
      for (const type of eventsOf(version.name)) expect(eventAnchors, `${version.name} ${type}`).toContain(anchorOf(type));
    }
  });

  it("puts the catalogue entry first for the fixture's searches of an error code or its meaning", () => {
    const index = loadIndex(readIndexFile(BUILD_DIR, locale).file);
    // The queries whose only answer is one entry of the catalogue: a code, or what it means.
    const catalogueCases = readFixture(ROOT)[locale].filter((testCase) =>
      [testCase.expect].flat().every((expected) => expected.startsWith('api/error-codes#')),
    );
    expect(catalogueCases.map((testCase) => testCase.query)).toContain('insufficient_wallet_balance');
    expect(catalogueCases.length).toBeGreaterThanOrEqual(3);
    for (const testCase of catalogueCases) {
      const result = evaluateCase(index, locale, testCase);
      expect(result.rank, `"${testCase.query}": first results ${result.top.join(', ')}`).toBe(1);
    }
  });
});
