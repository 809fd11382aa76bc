import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_VERSIONS} from '../../src/config/apiReference';
import {checkedBuildDir} from '../../src/config/env';
import {LOCALES} from '../../src/config/i18n';
import {LOCAL_INDEX_BUDGET_GZIP_BYTES} from '../../src/config/search';
import {RECORDS_FILE, type DocSearchRecord} from '../../src/search/records';
import {plainFromDocSearch, plainFromLocal} from '../support/searchRecords';
import {builtHead, sitemapPaths} from '../support/sitemap';
import {extractPage} from '../../plugins/search-index/extract';
import {SEARCH_SYNONYMS} from '../../src/config/search';
import {PAGE_KIND_LABELS} from '../../src/config/contentPlugins';
import {synonymReplacer} from '../../src/search/engine/synonyms';
import {
  MIN_TOP3_SHARE,
  describeMiss,
  evaluateCase,
  evaluateLocale,
  loadIndex,
  localIndexPath,
  modalRequest,
  percent,
  readFixture,
  readIndexFile,
} from '../../scripts/lib/searchRelevance';
import {nextTurn} from '../support/eventLoop';
import {answer, type LoadedIndex} from '../../src/search/engine/algoliaAnswer';
import {decodeLocalIndex} from '../../src/search/engine/indexFile';
import {createSearchEngine} from '../../src/search/engine/searchEngine';
import {createLocalSearchClient} from '../../src/search/client/localClient';
import {WORST_CASE_SETS} from '../../scripts/lib/searchWorstCase.mjs';

/** The suite's build (`npm run build:test`); BUILD_DIR=build checks a production build instead. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const BUILD_DIR = path.resolve(ROOT, checkedBuildDir());
const fixture = readFixture(ROOT);

/**
 * What a content author whose change takes a locale's index over its budget reads: the size against the budget, the
 * pages whose text weighs most, and where the budget and the work done on the file's size are written down.
 */
function overBudgetMessage(locale: string, gzipBytes: number, records: ReturnType<typeof decodeLocalIndex>): string {
  const textBytes = new Map<string, number>();
  for (const record of records) {
    const text = (record.type === 'content' ? record.content : record.hierarchy[record.type]) ?? '';
    textBytes.set(record.path, (textBytes.get(record.path) ?? 0) + Buffer.byteLength(text));
  }
  const heaviest = [...textBytes]
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([page, bytes]) => `${page || '(home)'} ${(bytes / 1000).toFixed(1)} kB`);
  return [
    `The ${locale} built-in search index is ${(gzipBytes / 1000).toFixed(1)} kB gzip, over its budget of ${LOCAL_INDEX_BUDGET_GZIP_BYTES / 1000} kB`,
    '(src/config/search.ts: every reader downloads it on their first search).',
    `The pages with the most indexed text, before compression: ${heaviest.join(', ')}.`,
    'What the file already does to stay small, and what is left to decide, is in PERFORMANCE.md',
    '("Index size: what the file does to stay under its budget", "Kept optimisations").',
  ].join(' ');
}

describe.each(LOCALES)('built-in search index, %s', (locale) => {
  const file = localIndexPath(BUILD_DIR, locale);
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run npm run build:test first.`);
  const {file: indexFile, size} = readIndexFile(BUILD_DIR, locale);
  const index = loadIndex(indexFile);
  const cases = fixture[locale];

  // The modal answers from what is indexed while paragraphs are indexed. A query that finds nothing there waits
  // for the paragraphs that could hold a hit (`finishForQuery`): none, the few it indexes in its own task, or every
  // one its filters admit. Its hits must then be the complete index's. Queries: the fixture's, the worst-case
  // sets, and words of every 20th paragraph (its first two long English words, or four Chinese characters: as they
  // are, with a letter dropped, and paired with another paragraph's).
  it('answers the modal, when what is indexed finds nothing, with as many hits as the complete index', async () => {
    const records = decodeLocalIndex(indexFile);
    const paragraphs = records.filter((record, i) => record.type === 'content' && i % 20 === 0).map((record) => record.content!);
    const wordsOf = (text: string) =>
      locale === 'en'
        ? (text.match(/[a-z]{7,}/gi) ?? []).slice(0, 2).join(' ')
        : (text.match(/\p{Script=Han}{4,}/u)?.[0].slice(1, 5) ?? '');
    const dropALetter = (query: string) => query.replace(/\b([a-z]{2})[a-z]([a-z]+)/gi, '$1$2');
    const fromParagraphs = paragraphs.map(wordsOf).filter(Boolean);
    const queries = [
      ...new Set([
        ...cases.map(({query}) => query),
        ...Object.values(WORST_CASE_SETS[locale]).flat(),
        ...fromParagraphs,
        ...fromParagraphs.map(dropALetter),
        ...fromParagraphs.map((query, i) => `${query} ${fromParagraphs[(i * 7 + 3) % fromParagraphs.length]}`),
      ]),
    ];
    // An engine with what earlier queries indexed in their own tasks, as a reader's modal has; a fresh one after
    // eight queries that waited, or one that had the slices index every paragraph its filters admit.
    let loaded: LoadedIndex | undefined;
    let client = createLocalSearchClient({load: async () => loaded!});
    let hurried = true;
    const wrong: string[] = [];
    let waited = 0;
    let waitedForAll = 0;
    let waitedOnThisEngine = 0;
    for (const query of queries) {
      if (hurried || waitedOnThisEngine === 8) {
        hurried = false;
        waitedOnThisEngine = 0;
        const engine = createSearchEngine(records, {
          idle: () => {},
          soon: (slice) => void ((hurried = true), setImmediate(() => slice(() => 1))),
        });
        const fresh = (loaded = {...index, engine});
        client = createLocalSearchClient({load: async () => fresh, partialResults: 'always'});
      }
      // What is indexed finds nothing (this indexes only the headings the query can find, as the client would).
      if (answer(loaded!, modalRequest(locale, query)).nbHits > 0) continue;
      waited++;
      waitedOnThisEngine++;
      // Every hit, not the first 20: which they are may differ, as scores from a partial index do.
      const request = {...modalRequest(locale, query), hitsPerPage: 1000};
      const early = (await client.search({requests: [request]})).results[0]!;
      const complete = answer(index, request);
      const targets = (hits: typeof early.hits) => hits.map((hit) => hit.url).sort();
      if (targets(early.hits).join('\n') !== targets(complete.hits).join('\n'))
        wrong.push(`${query}: ${early.nbHits} hits before paragraphs were in, ${complete.nbHits} in the complete index`);
      if (hurried) waitedForAll++;
      await nextTurn();
    }
    console.log(
      `${locale}: ${waited} of ${queries.length} queries found nothing indexed; ${waitedForAll} of them waited for every paragraph`,
    );
    expect(waited).toBeGreaterThan(50);
    // Most are answered from the paragraphs that could hold them, not after every paragraph.
    expect(waitedForAll).toBeLessThan(waited / 4);
    expect(wrong).toEqual([]);
  });

  it(`weighs at most ${LOCAL_INDEX_BUDGET_GZIP_BYTES / 1000} kB gzip`, () => {
    // The pages are weighed only for a file over the budget: a passing run does not decode the index again.
    const message =
      size.gzipBytes > LOCAL_INDEX_BUDGET_GZIP_BYTES ? overBudgetMessage(locale, size.gzipBytes, decodeLocalIndex(indexFile)) : '';
    expect(size.gzipBytes, message).toBeLessThanOrEqual(LOCAL_INDEX_BUDGET_GZIP_BYTES);
  });

  it("holds every record of the locale's DocSearch records (records.json, pushed to Algolia)", () => {
    const records = JSON.parse(readFileSync(path.join(path.dirname(file), '..', RECORDS_FILE), 'utf8')) as DocSearchRecord[];
    const local = index.engine.records;
    expect(local.length).toBe(records.length);
    // Both list the same first page first: its title gives the locale's base URL.
    const first = records[0]!.url_without_anchor;
    const baseUrl = first.slice(0, first.length - local[0]!.path.length);
    expect(plainFromLocal(local)).toEqual(plainFromDocSearch(records, baseUrl));
  });

  it('holds every API version, the unreleased one too (noindex for search engines only), and no unlisted page', () => {
    const records = JSON.parse(readFileSync(path.join(path.dirname(file), '..', RECORDS_FILE), 'utf8')) as DocSearchRecord[];
    const tags = new Set(records.map((record) => record.docusaurus_tag));
    for (const version of API_VERSIONS) expect(tags, version.docsVersion).toContain(`docs-api-${version.docsVersion}`);
    const next = records.filter((record) => record.docusaurus_tag === 'docs-api-current');
    expect(next.filter((record) => !/\/api\/next(\/|$)/.test(record.url_without_anchor))).toEqual([]);
    expect(new Set(next.map((record) => record.url_without_anchor)).size).toBeGreaterThan(10);
    // The beta page is unlisted: reachable by its link only.
    expect(records.filter((record) => record.url_without_anchor.includes('recurring-billing-beta'))).toEqual([]);
  });

  // Crawlable: Lighthouse's SEO audit fails a noindex page, and every page kind is held at SEO 100 (patches/README.md).
  it('its page, /search, is crawlable but not in the sitemap', () => {
    expect(builtHead(locale, 'search').robots).toEqual([]);
    expect(sitemapPaths(locale).filter((pathname) => /\/search\/?$/.test(pathname))).toEqual([]);
  });

  it('has a relevance fixture of at least 30 queries whose expected pages and sections exist', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const targets = new Set(index.engine.records.map((record) => (record.anchor ? `${record.path}#${record.anchor}` : record.path)));
    const unknown = cases
      .flatMap((testCase) => (typeof testCase.expect === 'string' ? [testCase.expect] : testCase.expect))
      .filter((expected) => !targets.has(expected));
    expect(unknown, 'expected pages or anchors that the index does not have').toEqual([]);
  });

  it(`finds the expected page in the first three results for at least ${percent(MIN_TOP3_SHARE)} of the fixture's queries`, () => {
    const relevance = evaluateLocale(index, locale, cases);
    const summary = `${locale}: ${percent(relevance.top3)} in the top 3 (${percent(relevance.top1)} first), ${cases.length} queries`;
    console.log(summary + relevance.misses.map((miss) => `\n  miss: ${describeMiss(miss)}`).join(''));
    expect(relevance.top3, `${summary}; misses:\n${relevance.misses.map(describeMiss).join('\n')}`).toBeGreaterThanOrEqual(MIN_TOP3_SHARE);
  });
});

/**
 * The latest API version's error codes with the meaning its catalogue page gives each, in a locale: the rows of the
 * page's summary table, read from its Markdown twin (what a reader copies a code or its meaning from).
 */
function errorCodeRows(locale: (typeof LOCALES)[number]): {code: string; meaning: string}[] {
  const twin = readFileSync(path.join(BUILD_DIR, locale === 'zh-TW' ? '' : locale, 'api/error-codes.md'), 'utf8');
  return [...twin.matchAll(/^\| \[`(\w+)`\]\([^)]*#\1\) \| ([^|]+?) \|/gm)].map(([, code, meaning]) => ({code: code!, meaning: meaning!}));
}

// A reader who searches for an error code, or for its meaning as the catalogue words it, lands on its entry, not on
// the catalogue's summary table (plugins/search-index/extract.ts files each row under its entry) or its status section.
it.each(LOCALES)("%s: every error code, and its meaning, finds the code's catalogue entry first", (locale) => {
  const index = loadIndex(readIndexFile(BUILD_DIR, locale).file);
  const rows = errorCodeRows(locale);
  expect(rows.length).toBeGreaterThanOrEqual(25);
  const misses = rows.flatMap(({code, meaning}) =>
    [code, meaning]
      .map((query) => evaluateCase(index, locale, {query, expect: `api/error-codes#${code}`}))
      .filter((result) => result.rank !== 1)
      .map(describeMiss),
  );
  expect(misses).toEqual([]);
});

// Vendors abroad often type Simplified Chinese; the index folds it to the pages' Traditional.
it('zh-TW: finds Simplified Chinese queries at least as well as their Traditional twins', () => {
  const locale = 'zh-TW';
  const index = loadIndex(readIndexFile(BUILD_DIR, locale).file);
  const cases = fixture[locale];
  const simplified = cases.filter((testCase) => testCase.script === 'simplified');
  const traditional = cases.filter((testCase) => testCase.script !== 'simplified');
  expect(simplified.length).toBeGreaterThanOrEqual(10);
  const bySimplified = evaluateLocale(index, locale, simplified);
  const byTraditional = evaluateLocale(index, locale, traditional);
  const summary = `Simplified ${percent(bySimplified.top3)} in the top 3, Traditional ${percent(byTraditional.top3)}`;
  console.log(summary + bySimplified.misses.map((miss) => `\n  miss: ${describeMiss(miss)}`).join(''));
  expect(bySimplified.top3, `${summary}; misses:\n${bySimplified.misses.map(describeMiss).join('\n')}`).toBeGreaterThanOrEqual(
    byTraditional.top3,
  );
});

// Words readers use that the pages never do are searched as the pages' term (SEARCH_SYNONYMS): each
// fixture query that holds one finds its page, whatever the share of the others.
it.each(LOCALES)('%s: every fixture query with a search synonym word finds its page in the first three results', (locale) => {
  const {file} = readIndexFile(BUILD_DIR, locale);
  expect(file.synonyms).toEqual(SEARCH_SYNONYMS[locale]);
  const replace = synonymReplacer(file.synonyms ?? []);
  const cases = fixture[locale].filter((testCase) => replace(testCase.query) !== testCase.query);
  expect(cases.length).toBeGreaterThan(0);
  const relevance = evaluateLocale(loadIndex(file), locale, cases);
  expect(relevance.misses.map(describeMiss)).toEqual([]);
});

// The search index reads the built pages as React wrote them, without first
// closing optional end tags (plugins/search-index/index.ts, htmlOmitsOptionalTags):
// on every page that must give what the careful rewrite gives.
// Page after page, with a turn of the event loop between them (tests/support/eventLoop.ts).
it('every built page gives the same search text parsed as it is and with its tags made explicit', async () => {
  const pages = readdirSync(BUILD_DIR, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(400);
  const differing: string[] = [];
  for (const file of pages) {
    await nextTurn();
    const html = readFileSync(path.join(BUILD_DIR, file), 'utf8');
    const locale = file.startsWith('en/') ? 'en' : 'zh-TW';
    const options = {path: path.dirname(file), labels: PAGE_KIND_LABELS[locale]};
    const rewritten = extractPage(html, options);
    if (JSON.stringify(extractPage(html, {...options, optionalTagsOmitted: false})) !== JSON.stringify(rewritten)) differing.push(file);
  }
  expect(differing).toEqual([]);
});
