import type {Page} from '@playwright/test';
import {test, expect as baseExpect, waitForHydration, type PageProblems} from '../support/fixtures';
import {sitePath, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';
import {startStaticServer, type RunningServer} from '../../scripts/lib/staticServer';
import {LOCAL_INDEX_FILE} from '../../src/search/records';
import {FOUND_COUNT, hits, modal, modalInput, openModal, SEARCH_TEXT} from '../support/searchModal';

/**
 * Search that comes back from what a reader on a hotel Wi-Fi or behind a
 * privacy extension meets: an index answer that is not the index, and a
 * search worker that cannot run. Each test serves the build from a server
 * of its worker's own, which answers as the test says (scripts/lib/staticServer.ts):
 * through the browser's HTTP cache, as a real host would.
 */
const expect = baseExpect.configure({timeout: 30_000});

type Answer = {status: number; type: string; body: string};

const host = {
  /** What the next requests for the locale's index get, in turn; the file itself once these are used up. */
  indexAnswers: [] as Answer[],
  indexRequests: 0,
  /** The search worker's script: served, answered 404, or a script that throws as it starts. */
  workerScript: 'served' as 'served' | 'missing' | 'throws',
  /** Pages served with `Content-Security-Policy: worker-src 'none'`. */
  noWorkers: false,
};

/** The search worker's chunk: `new Worker(..., {name: 'search'})` in src/search/client/pageWorker.ts. */
const WORKER_SCRIPT = /^assets\/js\/search\.[0-9a-f]+\.js$/;

let server: RunningServer;
test.beforeAll(async () => {
  server = await startStaticServer(TEST_BUILD_DIR, TEST_BASE_URL, {
    answer: (rel) => {
      if (rel.endsWith(LOCAL_INDEX_FILE)) {
        host.indexRequests++;
        return host.indexAnswers.shift();
      }
      if (WORKER_SCRIPT.test(rel) && host.workerScript === 'missing') return {status: 404, type: 'text/html', body: '<h1>Not found</h1>'};
      if (WORKER_SCRIPT.test(rel) && host.workerScript === 'throws') {
        return {status: 200, type: 'text/javascript', body: 'throw new Error("The search worker failed as it started");'};
      }
      return undefined;
    },
    headers: (file) => (host.noWorkers && file.endsWith('.html') ? {'content-security-policy': "worker-src 'none'"} : undefined),
  });
});
test.afterAll(async () => server.close());
test.beforeEach(() => {
  Object.assign(host, {indexAnswers: [], indexRequests: 0, workerScript: 'served', noWorkers: false});
});

async function open(page: Page, path: string, locale: TestLocale): Promise<void> {
  await page.goto(`${server.origin}${sitePath(path, locale)}`);
  await waitForHydration(page);
}

/** Errors of the page's own code: uncaught errors and unhandled rejections, and console errors but for `allowed` (the browser's own reports). */
function pageErrors(problems: PageProblems, allowed?: RegExp): string[] {
  return problems.consoleErrors.filter(
    (message) => message.startsWith('pageerror:') || (message.startsWith('error:') && !allowed?.test(message)),
  );
}

const PAGE_TEXT = {
  'zh-TW': {errorTitle: '無法取得結果', retry: '再試一次'},
  en: {errorTitle: 'Unable to fetch results', retry: 'Try again'},
} as const satisfies Record<TestLocale, Record<string, string>>;

const QUERIES = {
  'zh-TW': ['撥款', '退款', '撥款狀態', '供應商', '對帳單'],
  en: ['payout', 'refund', 'payout status', 'vendor', 'reconciliation'],
};

/** Answers of 200 that are not the index, as a static host, a dropped connection or a captive portal gives them. */
async function brokenIndexAnswers(locale: TestLocale): Promise<Answer[]> {
  const response = await fetch(`${server.origin}${sitePath(LOCAL_INDEX_FILE, locale)}`);
  const index = await response.text();
  return [
    {status: 200, type: 'application/json', body: index.slice(0, Math.floor(index.length / 2))},
    {status: 200, type: 'application/json', body: '{"version": 2, "pages": [}'},
    {
      status: 200,
      type: 'text/html',
      body: '<!doctype html><title>Hotel Wi-Fi</title><form action="/login"><button>Connect</button></form>',
    },
  ];
}

test.describe('an index answer that is not the index', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`half the file, bad JSON and a captive portal's page are each forgotten: Try again on the search page fetches again, and finds results (${locale})`, async ({
      page,
      problems,
    }) => {
      host.indexAnswers = await brokenIndexAnswers(locale);
      const broken = host.indexAnswers.length;
      await open(page, `search?q=${encodeURIComponent(QUERIES[locale][0]!)}`, locale);
      const alert = page.getByRole('alert');
      const results = page.locator('main article h2 a').first();
      // Each broken answer ends in the error; Try again fetches afresh. The page's worker and then the main
      // thread it falls back to may each ask for the index, so an attempt can use up more than one answer.
      for (let tries = 0; ; tries++) {
        await expect(alert.getByRole('heading', {name: PAGE_TEXT[locale].errorTitle}).or(results)).toBeVisible();
        if (await results.isVisible()) break;
        baseExpect(tries, 'Try again pressed at most once per broken answer').toBeLessThan(broken);
        const before = host.indexRequests;
        await alert.getByRole('button', {name: PAGE_TEXT[locale].retry}).click();
        await expect.poll(() => host.indexRequests, 'Try again fetches the index again').toBeGreaterThan(before);
      }
      await expect(page.getByText(FOUND_COUNT[locale])).toBeVisible();
      // Every broken answer was fetched and forgotten before the good one.
      baseExpect(host.indexRequests).toBeGreaterThan(broken);
      baseExpect(pageErrors(problems)).toEqual([]);
    });

    test(`in the modal, each broken answer shows the error screen, and a later query fetches again and finds hits, with no uncaught error (${locale})`, async ({
      page,
      problems,
    }) => {
      host.indexAnswers = await brokenIndexAnswers(locale);
      await open(page, 'docs/faq', locale);
      await openModal(page);
      const errorScreen = modal(page).getByText(SEARCH_TEXT[locale].errorTitle);
      let errorsSeen = 0;
      for (const query of QUERIES[locale]) {
        const requested = host.indexRequests;
        await modalInput(page).fill(query);
        // Either this query's answer (hits), or the error of an index request made after it was typed. While this
        // query is being answered the modal keeps the last query's screen (its error too) under a searching state:
        // an error screen counts only once that state is over.
        const searching = page.locator('.DocSearch-Container--Loading, .DocSearch-Container--Stalled');
        await expect
          .poll(
            async () =>
              (await hits(page).count()) > 0 ||
              (host.indexRequests > requested && (await searching.count()) === 0 && (await errorScreen.isVisible())),
          )
          .toBe(true);
        if ((await hits(page).count()) > 0) break;
        errorsSeen++;
      }
      await expect(hits(page).first()).toBeVisible();
      baseExpect(host.indexAnswers, 'every broken answer was served').toEqual([]);
      baseExpect(errorsSeen).toBeGreaterThan(0);
      baseExpect(pageErrors(problems)).toEqual([]);
    });
  }
});

type WorkerFailure = {
  how: string;
  arrange: (page: Page) => Promise<void>;
  /** What the browser itself reports in the console, which no page can silence. */
  browserReport?: RegExp;
};

const WORKER_FAILURES: WorkerFailure[] = [
  {
    how: "a Content-Security-Policy of worker-src 'none' blocks it",
    arrange: async () => {
      host.noWorkers = true;
    },
    browserReport: /Content Security Policy directive: "worker-src 'none'"/,
  },
  {
    how: "new Worker throws, as a privacy extension's stub does",
    arrange: async (page) => {
      await page.addInitScript(() => {
        window.Worker = class {
          constructor() {
            throw new DOMException('Workers are blocked by an extension', 'SecurityError');
          }
        } as unknown as typeof Worker;
      });
    },
  },
  {
    how: 'its script throws as it starts (an error event)',
    arrange: async () => {
      host.workerScript = 'throws';
    },
    browserReport: /The search worker failed as it started/,
  },
  {
    how: 'its script answers 404',
    arrange: async () => {
      host.workerScript = 'missing';
    },
    browserReport: /Failed to load resource: the server responded with a status of 404/,
  },
];

test.describe('no search worker', () => {
  for (const {how, arrange, browserReport} of WORKER_FAILURES) {
    for (const locale of ['zh-TW', 'en'] as const) {
      test(`when ${how}, the search page and the modal opened on it answer from the main thread (${locale})`, async ({page, problems}) => {
        await arrange(page);
        const [pageQuery, modalQuery] = QUERIES[locale];
        await open(page, `search?q=${encodeURIComponent(pageQuery!)}`, locale);
        await expect(page.locator('main article h2 a').first()).toBeVisible();
        await expect(page.getByText(FOUND_COUNT[locale])).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);

        await openModal(page);
        await modalInput(page).fill(modalQuery!);
        await expect(hits(page).first()).toBeVisible();
        await expect(modal(page).getByText(SEARCH_TEXT[locale].errorTitle)).toHaveCount(0);
        baseExpect(host.indexRequests, 'one index for both surfaces').toBe(1);
        baseExpect(pageErrors(problems, browserReport)).toEqual([]);
      });
    }
  }
});
