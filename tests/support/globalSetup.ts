import {existsSync} from 'node:fs';
import {startStaticServer} from '../../scripts/lib/staticServer';
import {TEST_BASE_URL, TEST_BUILD_DIR} from './site';
import {E2E_ORIGIN_ENV} from '../../src/config/env';

/** Serves the test build on a free port for the whole run; workers read E2E_ORIGIN. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(`${TEST_BUILD_DIR}/index.html`)) {
    throw new Error(`No build in ${TEST_BUILD_DIR}/: run "npm run build:test" first (npm test does).`);
  }
  const server = await startStaticServer(TEST_BUILD_DIR, TEST_BASE_URL);
  process.env[E2E_ORIGIN_ENV] = server.origin;
  return server.close;
}
