import {defineConfig, devices} from '@playwright/test';
import {SEARCH_PROVIDER_DOMAINS, TEST_BASE_URL} from './tests/support/site';
// One list of Chromium flags for the tests and the benchmark scripts.
import {CHROMIUM, CHROMIUM_FLAGS} from './scripts/lib/benchSupport.mjs';
import {e2eOrigin, runsInCi} from './src/config/env';

/**
 * Browser tests run in Debian's Chromium against the production build in
 * test-build/ (built with BASE_URL=/ferrypay-docs/), served on a free port.
 * Playwright never downloads a browser here.
 */

/**
 * The hosted search provider is unreachable here: its hosts resolve nowhere,
 * so a request to it fails at once instead of waiting on the closed network.
 * A `page.route` in every test did this before, but any route makes every
 * request a round trip to the test process and turns the HTTP cache off
 * (PERFORMANCE.md, "Kept optimisations", "Search provider unreachable in the
 * browser tests").
 */
const BLOCK_SEARCH_PROVIDER = `--host-resolver-rules=${SEARCH_PROVIDER_DOMAINS.flatMap((domain) => [
  `MAP ${domain} ~NOTFOUND`,
  `MAP *.${domain} ~NOTFOUND`,
]).join(', ')}`;

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: runsInCi(),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  // Playwright's default of 5 s is close to what a page's late work (a lazy chunk, a timer of 1 s, the search
  // index) takes on a busy two-core machine: a wait that ends a hang, not a speed limit.
  expect: {timeout: 15_000},
  reporter: runsInCi() ? [['list'], ['github']] : 'list',
  use: {
    // E2E_ORIGIN is set by globalSetup before workers start.
    baseURL: `${e2eOrigin() ?? 'http://127.0.0.1:9'}${TEST_BASE_URL}`,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, BLOCK_SEARCH_PROVIDER]},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
});
