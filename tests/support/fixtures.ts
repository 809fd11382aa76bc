import {test as base, expect, type Page, type Request} from '@playwright/test';
import {SEARCH_PROVIDER_HOSTS} from './site';

/** Each test page's requests: those not yet answered, and how many have started. */
const networks = new WeakMap<Page, {inFlight: Set<Request>; started: number}>();

export type PageProblems = {consoleErrors: string[]; failedRequests: string[]; foreignRequests: string[]};

/** The page's uncaught errors among its console messages (what the crash page or a broken handler would show). */
export const pageErrors = (consoleErrors: string[]): string[] => consoleErrors.filter((message) => message.startsWith('pageerror:'));

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
      const network = {inFlight: new Set<Request>(), started: 0};
      networks.set(page, network);
      page.on('request', (request) => {
        network.inFlight.add(request);
        network.started++;
      });
      page.on('requestfinished', (request) => network.inFlight.delete(request));
      page.on('requestfailed', (request) => network.inFlight.delete(request));
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

/** Where the theme draws a Mermaid diagram: an SVG in this container, once Mermaid's chunk has loaded. */
export const DRAWN_DIAGRAM = '.docusaurus-mermaid-container svg';

/**
 * How long a test waits for Mermaid to draw: seconds on a busy machine. A
 * wait, not a time limit; a diagram that never draws still fails.
 */
export const DIAGRAM_WAIT_MS = 20_000;

/** Resolves once the page's first diagram is drawn. */
export async function firstDiagramDrawn(page: Page): Promise<void> {
  await expect(page.locator(DRAWN_DIAGRAM).first()).toBeVisible({timeout: DIAGRAM_WAIT_MS});
}

/**
 * Resolves once React has hydrated the prerendered page. The prerendered HTML
 * already carries `data-has-hydrated="false"`; Docusaurus sets it to "true"
 * after hydration, so the attribute's presence alone says nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-has-hydrated') === 'true');
}

/**
 * Resolves once the page has drawn `count` frames from now, each frame waited for at most a second: in one CI run
 * Chromium stopped producing frames for a page (no screencast frame, no animation frame) while its scripts ran on,
 * and a wait on frames alone held the test for its whole timeout. A busy machine's frames come far sooner; the timer
 * only lets the test go on, to what its assertions read from the page, where none comes.
 */
export async function afterFrames(page: Page, count = 1): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let drawn = 0; drawn < frames; drawn++)
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1_000);
      });
  }, count);
}

/**
 * Scrolls from the top of the page to its end half a screen at a time, a frame
 * apart, then waits for the network to go quiet (`waitForQuiet`): content that
 * renders when it comes near the viewport (an API operation's samples, the
 * page feedback widget) is then on the page, as it is for a reader who
 * scrolled through it.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame, or a second if the browser paints none (`afterFrames` says why); inside one evaluate, so that the walk
    // costs no round trip a step.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 1_000);
      });
    window.scrollTo(0, 0);
    while (window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1) {
      const before = window.scrollY;
      window.scrollBy(0, Math.max(1, Math.floor(window.innerHeight / 2)));
      await frame();
      if (window.scrollY === before) break;
    }
  });
  await waitForQuiet(page);
}

/**
 * Resolves once the page has loaded and its network has gone quiet: no request
 * in flight, and none started over two of the browser's idle periods in a row.
 * That covers the page's own resources and what its effects fetch, not the
 * route prefetches it queues for idle time (patches/idle-prefetch works
 * through them a few milliseconds per idle period, so they may start later).
 * Playwright's `networkidle`, 500 ms without a request, waited for those too,
 * and that wait was most of each page's time in the sitemap sweep.
 */
export async function waitForQuiet(page: Page, timeout = 15_000): Promise<void> {
  const network = networks.get(page);
  if (!network) throw new Error('waitForQuiet: the page is not a test page of tests/support/fixtures.ts.');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeout;
  for (;;) {
    const started = network.started;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const idle = (callback: () => void) => requestIdleCallback(callback, {timeout: 500});
          idle(() => idle(resolve));
        }),
    );
    if (network.inFlight.size === 0 && network.started === started) return;
    if (Date.now() > deadline) {
      const pending = [...network.inFlight].map((request) => request.url());
      throw new Error(`waitForQuiet: ${page.url()} still loading after ${timeout} ms: ${pending.join(', ') || 'requests kept starting'}`);
    }
  }
}
