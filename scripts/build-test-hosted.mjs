#!/usr/bin/env node
// `npm run build:test-hosted`: the suite's build with hosted search configured
// (fake credentials) and a page feedback endpoint, checked like build:test,
// into its own folder.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {FAKE_ALGOLIA, FAKE_FEEDBACK_ENDPOINT, HOSTED_TEST_BUILD_DIR} from './lib/hostedTestBuild.mjs';

const env = {
  ...process.env,
  BASE_URL: '/ferrypay-docs/',
  ALGOLIA_APP_ID: FAKE_ALGOLIA.appId,
  ALGOLIA_SEARCH_API_KEY: FAKE_ALGOLIA.apiKey,
  ALGOLIA_INDEX_NAME: FAKE_ALGOLIA.indexName,
  ALGOLIA_ADMIN_API_KEY: FAKE_ALGOLIA.adminApiKey,
  FEEDBACK_ENDPOINT: FAKE_FEEDBACK_ENDPOINT,
};
const buildChecked = path.join(import.meta.dirname, 'build-checked.mjs');
const child = spawn(process.execPath, [buildChecked, '--out-dir', HOSTED_TEST_BUILD_DIR], {stdio: 'inherit', env});
child.on('close', (code) => process.exit(code ?? 1));
