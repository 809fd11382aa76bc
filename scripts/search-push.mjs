#!/usr/bin/env node
// @ts-check
/**
 * Sends the search records of every locale in a build to hosted Algolia and
 * sets the index's settings, with the official algoliasearch v5 client.
 *
 *   ALGOLIA_APP_ID=… ALGOLIA_INDEX_NAME=… ALGOLIA_ADMIN_API_KEY=… npm run search:push [-- --dir build]
 *
 * Each locale build wrote <dir>/[<locale>/]search/records.json
 * (plugins/search-index). The admin key is read here only, at push time; it is
 * never part of the build (tests/build/search-output.test.ts checks).
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {algoliasearch} from 'algoliasearch';
import createJiti from 'jiti';

const jiti = createJiti(import.meta.filename, {interopDefault: true});
const {parseAlgoliaAdmin} = jiti('../src/config/env.ts');
const {SEARCH_SYNONYMS} = jiti('../src/config/search.ts');

/** @typedef {import('../src/search/records').DocSearchRecord} DocSearchRecord */

const RECORDS_FILE = path.join('search', 'records.json');
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
 * The built-in index's synonyms (src/config/search.ts) as Algolia's one-way
 * synonyms: a query with the reader's word also finds the site's term.
 * @returns {import('algoliasearch').SynonymHit[]}
 */
export function synonymHits() {
  return Object.entries(SEARCH_SYNONYMS).flatMap(([locale, pairs]) =>
    /** @type {ReadonlyArray<readonly [string, string]>} */ (pairs).map(([input, synonym]) => ({
      objectID: `${locale}:${input}`,
      type: /** @type {const} */ ('onewaysynonym'),
      input,
      synonyms: [synonym],
    })),
  );
}

/**
 * Records of every locale found in a build directory: <dir>/search and <dir>/<locale>/search.
 * @param {string} dir
 */
export function readBuildRecords(dir) {
  const candidates = [
    dir,
    ...readdirSync(dir, {withFileTypes: true})
      .filter((e) => e.isDirectory())
      .map((e) => path.join(dir, e.name)),
  ];
  const files = candidates.map((candidate) => path.join(candidate, RECORDS_FILE)).filter((file) => existsSync(file));
  if (files.length === 0) throw new Error(`No ${RECORDS_FILE} under ${dir}: build the site first (npm run build).`);
  /** @type {DocSearchRecord[]} */
  const records = files.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')));
  const ids = new Set(records.map((record) => record.objectID));
  if (ids.size !== records.length) throw new Error('Duplicate objectIDs across locales; refusing to push.');
  return {files, records};
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
 * Sets the settings and the synonyms (replacing any set before), then
 * replaces every record atomically (Algolia copies the settings and synonyms
 * to a temporary index, fills it and moves it over the live one).
 * @param {{appId: string; indexName: string; adminApiKey: string; records: DocSearchRecord[];
 *   hosts?: import('@algolia/client-common').Host[]; log?: (line: string) => void}} options
 */
export async function pushRecords({appId, indexName, adminApiKey, records, hosts, log = () => {}}) {
  const client = algoliasearch(appId, adminApiKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({indexName, indexSettings: INDEX_SETTINGS});
  await client.waitForTask({indexName, taskID});
  log(`search:push: settings of ${indexName} updated`);
  const synonymHit = synonymHits();
  const synonyms = await client.saveSynonyms({indexName, synonymHit, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonyms.taskID});
  log(`search:push: ${synonymHit.length} synonyms set on ${indexName}`);
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  log(`search:push: ${records.length} records now in ${indexName}`);
}

async function main() {
  const dirFlag = process.argv.indexOf('--dir');
  const dir = dirFlag === -1 ? 'build' : (process.argv[dirFlag + 1] ?? 'build');
  const env = readPushEnv();
  const {files, records} = readBuildRecords(dir);
  console.log(`search:push: ${records.length} records from ${files.join(', ')}`);
  await pushRecords({...env, records, log: console.log});
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
