import {defineConfig, devices} from '@playwright/test';
import {TEST_BASE_URL} from './tests/support/site';
// One list of Chromium flags for the tests and the benchmark scripts.
import {CHROMIUM, CHROMIUM_FLAGS} from './scripts/lib/benchSupport.mjs';

/**
 * Browser tests run in Debian's Chromium against the production build in
 * test-build/ (built with BASE_URL=/ferrypay-docs/), served on a free port.
 * Playwright never downloads a browser here.
 */

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    // E2E_ORIGIN is set by globalSetup before workers start.
    baseURL: `${process.env.E2E_ORIGIN ?? 'http://127.0.0.1:9'}${TEST_BASE_URL}`,
    trace: 'retain-on-failure',
    launchOptions: {executablePath: CHROMIUM, args: CHROMIUM_FLAGS},
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
});
