#!/usr/bin/env node
// @ts-check
/**
 * Sends the search records of every locale in a build to hosted Algolia and
 * sets the index's settings and synonyms, with the official algoliasearch v5 client.
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_API_KEY=… npm run search:push [-- --dir build]
 *
 * Each locale build wrote <dir>/[<locale>/]search/records.json and the
 * built-in index beside it, whose synonyms are pushed too (plugins/search-index). The admin key is read here only, at push time; it is
 * never part of the build (tests/e2e/search-hosted.spec.ts checks).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {algoliasearch} from 'algoliasearch';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {parseAlgoliaAdmin} = jiti('../src/config/env.ts');
const {LOCAL_INDEX_FILE, RECORDS_FILE} = jiti('../src/search/records.ts');

/** @typedef {import('../src/search/records').DocSearchRecord} DocSearchRecord */
/** @typedef {import('../src/search/records').LocalIndexFile} LocalIndexFile */
const HIERARCHY = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/**
 * DocSearch's index settings, as its crawler sets them: search the hierarchy
 * from the top level down, then the text; facet on the values contextual
 * search filters by; among equal matches, higher levels and earlier
 * positions first; one hit per URL.
 * @type {import('algoliasearch').IndexSettings}
 */
export const INDEX_SETTINGS = {
  searchableAttributes: [...HIERARCHY.map((lvl) => `unordered(hierarchy.${lvl})`), 'content'],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  distinct: true,
  attributeForDistinct: 'url',
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  attributeCriteriaComputedByMinProximity: true,
  removeWordsIfNoResults: 'allOptional',
  separatorsToIndex: '_',
  indexLanguages: ['zh', 'en'],
  queryLanguages: ['zh', 'en'],
};

/**
 * The one-way synonyms a locale's built-in index applies to every query (its
 * local-index.json), for Algolia to apply too: the search synonyms
 * (src/config/search.ts: 廠商 searched as 供應商) and the Simplified Chinese
 * phrases whose Taiwan word differs (搜索 as 搜尋, src/search/engine/simplified.ts).
 * Character variants (账/帳) need none: Algolia folds them itself.
 * @param {LocalIndexFile} file
 * @returns {import('algoliasearch').SynonymHit[]}
 */
export function synonymHits(file) {
  /** @param {string} id @param {string} input @param {string} synonym */
  const hit = (id, input, synonym) => ({
    objectID: `${file.language}:${id}`,
    type: /** @type {const} */ ('onewaysynonym'),
    input,
    synonyms: [synonym],
  });
  return [
    ...(file.synonyms ?? []).map(([input, synonym]) => hit(input, input, synonym)),
    ...(file.simplified?.phrases ?? []).map(([simplified, traditional]) => hit(`simplified:${simplified}`, simplified, traditional)),
  ];
}

/**
 * Records of every locale found in a build directory (<dir>/search and
 * <dir>/<locale>/search), and the synonyms of their built-in indexes.
 * @param {string} dir
 */
export function readBuildRecords(dir) {
  const candidates = [
    dir,
    ...readdirSync(dir, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => path.join(dir, e.name)),
  ];
  const locales = candidates.filter((candidate) => existsSync(path.join(candidate, RECORDS_FILE)));
  if (locales.length === 0) throw new Error(`No ${RECORDS_FILE} under ${dir}: build the site first (npm run build).`);
  const files = locales.map((locale) => path.join(locale, RECORDS_FILE));
  /** @type {DocSearchRecord[]} */
  const records = files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')));
  const ids = new Set(records.map((record) => record.objectID));
  if (ids.size !== records.length) throw new Error('Duplicate objectIDs across locales; refusing to push.');
  const synonyms = locales.flatMap((locale) => {
    const file = path.join(locale, LOCAL_INDEX_FILE);
    if (!existsSync(file)) throw new Error(`${file} is missing beside ${path.join(locale, RECORDS_FILE)}: build the site again.`);
    return synonymHits(JSON.parse(readFileSync(file, 'utf8')));
  });
  return {files, records, synonyms};
}

/**
 * The push configuration from the environment (src/config/env.ts); names every missing variable.
 * @param {Record<string, string | undefined>} [env]
 * @returns {{appId: string; indexName: string; adminApiKey: string}}
 */
export function readPushEnv(env = process.env) {
  return parseAlgoliaAdmin(env);
}

/**
 * Sets the settings and the synonyms (replacing any set before: the build is
 * their one source, as it is of the settings), then replaces every record
 * atomically (Algolia copies the settings and synonyms to a temporary index,
 * fills it and moves it over the live one).
 * @param {{appId: string; indexName: string; adminApiKey: string; records: DocSearchRecord[];
 *   synonyms: import('algoliasearch').SynonymHit[];
 *   hosts?: {url: string; accept: 'read' | 'readWrite' | 'write'; protocol: 'http' | 'https'; port?: number}[];
 *   log?: (line: string) => void}} options (`hosts`, the shape of algoliasearch's `hosts` option, points the client at a stand-in in tests)
 */
export async function pushRecords({appId, indexName, adminApiKey, records, synonyms, hosts, log = () => {}}) {
  const client = algoliasearch(appId, adminApiKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  log(`search:push: settings of ${indexName} updated`);
  const saved = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: saved.taskID});
  log(`search:push: ${synonyms.length} synonyms set on ${indexName}`);
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  log(`search:push: ${records.length} records now in ${indexName}`);
}

async function main() {
  const dirFlag = process.argv.indexOf('--dir');
  const dir = dirFlag === -1 ? 'build' : (process.argv[dirFlag + 1] ?? 'build');
  const env = readPushEnv();
  const {files, records, synonyms} = readBuildRecords(dir);
  console.log(`search:push: ${records.length} records from ${files.join(', ')}`);
  await pushRecords({...env, records, synonyms, log: console.log});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
