import {test as base, expect, type Page} from '@playwright/test';
import {SEARCH_PROVIDER_HOSTS} from './site';

export type PageProblems = {consoleErrors: string[]; failedRequests: string[]; foreignRequests: string[]};

/**
 * Every test page records console errors and failed requests, so a test can
 * assert there were none. The hosted search provider, unreachable here, does
 * not count: the browser resolves none of its hosts (playwright.config.ts),
 * and the hosted search spec answers for it with its own route.
 */
export const test = base.extend<{problems: PageProblems}>({
  problems: [
    async ({page}, use) => {
      const problems: PageProblems = {consoleErrors: [], failedRequests: [], foreignRequests: []};
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          problems.consoleErrors.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname)) {
          problems.foreignRequests.push(request.url());
        }
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        if (SEARCH_PROVIDER_HOSTS.test(url.hostname)) return;
        // A cancelled request (the page navigated on, a prefetch was dropped) is not a failure;
        // a missing or broken file still shows up below as a 4xx/5xx response.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        problems.failedRequests.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
      });
      await use(problems);
      // A route callback still running when the test ends (a prefetch the page
      // started late, on a slow machine) throws "Target page, context or browser
      // has been closed" after the test, into no test or the next one: once CI
      // reported "1 error was not a part of any test" and the next test as "did
      // not run". The callbacks in flight are dropped instead, as Playwright advises.
      await page.unrouteAll({behavior: 'ignoreErrors'});
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Resolves once React has hydrated the prerendered page. The prerendered HTML
 * already carries `data-has-hydrated="false"`; Docusaurus sets it to "true"
 * after hydration, so the attribute's presence alone says nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}
