import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser, Page, Request} from '@playwright/test';
import {test, expect, firstDiagramDrawn, pageErrors, waitForHydration, waitForQuiet} from '../support/fixtures';
import {SEARCH_PROVIDER_HOSTS, TEST_BASE_URL, TEST_BUILD_DIR, sitePath} from '../support/site';
import {filesUnder, foreignCode, unsafeExternalLinks} from '../support/builtSite';
import {sitemapPaths} from '../support/sitemap';
import {environmentSecrets, findSecrets} from '../support/secrets';
import {e2eOrigin, parseAlgolia, readSiteEnv} from '../../src/config/env';
import {ZOOM_LOOKED_MARK, ZOOM_SELECTOR} from '../../src/config/zoom';
import {firstSearchResult, SEARCH_RESULTS_TIMEOUT_MS} from '../support/searchModal';
import {builtFile, emulateDataSaver, firstLoadWeights, kB} from '../../scripts/lib/benchSupport.mjs';
import {BUDGET, STOCK_DOC_PAGE} from '../../scripts/lib/stockReference.mjs';
import {SPEC_API_SLUGS} from '../support/apiSlugs';
import {resolveFile} from '../../scripts/lib/staticServer';

/**
 * Resilience, security and page weight gates, over test-build/:
 * the built files themselves (no browser needed), then the site in Chromium
 * without JavaScript, with local storage throwing, and with search unreachable.
 */

/** One page of each kind a reader lands on. */
const PAGES = {
  home: '',
  'guide page': 'docs/getting-started',
  'API operation page': 'api/create-an-order',
  'blog post': 'blog/multi-role-review-design',
} as const;
const RELEASE_NOTE = 'release-note/v2-3-0';

/** The site's origin as the build wrote it (canonical and alternate URLs use it). */
const SITE_ORIGIN = readSiteEnv().siteUrl;
const builtPages = () => filesUnder(TEST_BUILD_DIR).filter((file) => file.endsWith('.html'));

test.describe('the built output', () => {
  test('every external link opens with noopener noreferrer', () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(400);
    const unsafe = pages.flatMap((file) =>
      unsafeExternalLinks(readFileSync(path.join(TEST_BUILD_DIR, file), 'utf8'), SITE_ORIGIN).map((href) => `${file}: ${href}`),
    );
    expect(unsafe).toEqual([]);
  });

  test('every page loads its scripts and stylesheets from the site, none from a CDN', () => {
    const foreign = builtPages().flatMap((file) =>
      foreignCode(readFileSync(path.join(TEST_BUILD_DIR, file), 'utf8'), SITE_ORIGIN).map((url) => `${file}: ${url}`),
    );
    expect(foreign).toEqual([]);
  });

  test('no file holds a secret', () => {
    // Images and fonts are binary; every other file (HTML, JS, CSS, JSON, XML, SVG, YAML, text) is scanned.
    const files = filesUnder(TEST_BUILD_DIR).filter((file) => !/\.(png|jpe?g|gif|webp|ico|woff2?)$/i.test(file));
    expect(files.length).toBeGreaterThan(500);
    // Every variable of the environment is a candidate secret (tests/support/secrets.ts); the search-only key is public.
    const options = {environment: environmentSecrets(process.env), publicSearchKey: parseAlgolia(process.env)?.apiKey};
    const findings = files.flatMap((file) =>
      findSecrets(readFileSync(path.join(TEST_BUILD_DIR, file), 'utf8'), options).map(({rule, match}) => `${file}: ${rule}: ${match}`),
    );
    expect(findings).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

  for (const [kind, pagePath] of Object.entries(PAGES)) {
    test(`the ${kind} shows its content, and its navbar and sidebar links lead to real pages`, async ({page}) => {
      const response = await page.goto(sitePath(pagePath));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      // The prerendered content is there and shown, not waiting for React.
      const text = await page.locator('main').innerText();
      expect(text.replace(/\s+/g, '').length, 'visible text in <main>').toBeGreaterThan(200);

      // Links are real hrefs; only the dropdown toggles are buttons (their menus open on hover, in CSS).
      const links = await page.locator('.navbar a, .theme-doc-sidebar-menu a, aside a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          toggle: a.getAttribute('aria-haspopup') === 'true' && a.getAttribute('role') === 'button',
        })),
      );
      expect(links.length).toBeGreaterThan(8);
      const internal = new Set<string>();
      for (const {href, toggle} of links) {
        if (toggle) continue;
        expect(href, 'a navbar or sidebar link').toMatch(/^(\/|https:\/\/)/);
        if (href!.startsWith(TEST_BASE_URL)) internal.add(href!.replace(/#.*$/, ''));
      }
      for (const href of internal) {
        expect((await page.request.get(href)).status(), href).toBe(200);
      }
    });
  }

  test('a reader can move through the guide: dropdown menus open on hover, links load pages', async ({page}) => {
    await page.goto(sitePath(''));
    await page.locator('.navbar').getByRole('button', {name: '資源'}).hover();
    await page.locator('.navbar').getByRole('link', {name: '常見問題'}).click();
    await expect(page).toHaveURL(/\/docs\/faq\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('常見問題');

    // A collapsed sidebar category is a link to its index page, which lists what the category holds.
    const category = page.locator('.theme-doc-sidebar-menu .menu__list-item--collapsed > div > a').first();
    const categoryName = (await category.innerText()).trim();
    await category.click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText(categoryName);
    const cards = page.locator('main article a[href]');
    expect(await cards.count()).toBeGreaterThan(0);
    const target = await cards.first().getAttribute('href');
    await cards.first().click();
    await page.waitForURL((url) => url.pathname === target);
    await expect(page.locator('h1').first()).toBeVisible();
  });
});

/** Marks the window so a later check can tell a client-side navigation from a full page load. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, {qualityMarker: true}));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as {qualityMarker?: boolean}).qualityMarker === true);

/**
 * Every way a browser denies storage (src/guards/storage.ts). `warns`: the page replaces the
 * storage with one kept in memory for the page view and says so once in the
 * console; a full storage (quota exceeded) still reads, so it is left alone
 * and each writer catches the error.
 */
const STORAGE_FAILURES: Record<string, {deny: () => void; warns: boolean}> = {
  // Chrome with cookies and site data blocked, and Safari in some modes: reading window.localStorage itself throws.
  'reading localStorage and sessionStorage throws': {
    deny: () => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
        });
      }
    },
    warns: true,
  },
  'every Storage method throws': {
    deny: () => {
      const fail = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) Storage.prototype[method] = fail;
    },
    warns: true,
  },
  'only sessionStorage is denied': {
    deny: () => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    },
    warns: true,
  },
  'storage is full (quota exceeded)': {
    deny: () => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
    warns: false,
  },
};

for (const [failure, {deny, warns}] of Object.entries(STORAGE_FAILURES)) {
  test(`when ${failure}, every surface that stores something works for the page view, with a warning at most`, async ({page, problems}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && message.text().startsWith('Browser storage is unavailable')) warnings.push(message.text());
    });
    await page.addInitScript(deny);
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(sitePath(PAGES['API operation page']));
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();

    // The announcement bar closes.
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await bar.getByRole('button').click();
    await expect(bar).toHaveCount(0);

    // Tabs switch, and the choice (groupId) holds for the page's other tab sets.
    const samples = page.locator('.tabs-container').first();
    await samples.getByRole('tab', {name: 'Python'}).click();
    await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');

    // The search modal opens on an API page (it crashed the page when reading storage threw), finds, and keeps the
    // opened search as a recent one.
    await page.locator('.navbar .DocSearch-Button').click();
    await page.getByRole('searchbox').first().fill('退款');
    const firstHit = page.locator('.DocSearch-Hit a').first();
    await expect(firstHit).toBeVisible({timeout: SEARCH_RESULTS_TIMEOUT_MS});
    await markWindow(page);
    await firstHit.click();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await stillSameWindow(page), 'navigated client-side, without reloading').toBe(true);
    await page.locator('.navbar .DocSearch-Button').click();
    // A full storage cannot take a recent search: DocSearch then keeps none (its own write check), and says nothing.
    if (warns) await expect(page.getByText('最近搜尋', {exact: true})).toBeVisible();
    else await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');

    // The API version dropdown switches versions (and remembers the choice for the page view).
    await page.goto(sitePath(PAGES['API operation page']));
    await waitForHydration(page);
    const dropdown = page.locator('.api-version-dropdown');
    await dropdown.locator('.navbar__link').focus();
    await page.keyboard.press('Enter');
    await dropdown.getByRole('link', {name: '2025-03-01'}).click();
    await expect(page).toHaveURL(/\/api\/2025-03-01\/create-an-order$/);

    // The search page answers, once its worker has indexed the paragraphs: about 1 s on an idle machine,
    // up to 24 s on a busy one (tests/support/searchModal.ts, indexComplete). The limit only ends a hang.
    await page.goto(`${sitePath('search')}?q=${encodeURIComponent('退款')}`);
    await waitForHydration(page);
    await firstSearchResult(page);

    expect(pageErrors(problems.consoleErrors)).toEqual([]);
    // Three page loads: the API page, the API page again, the search page.
    if (warns) expect(warnings, 'one warning per page load').toHaveLength(3);
    else expect(warnings).toEqual([]);
  });
}

test.describe('with the search provider unreachable', () => {
  /**
   * The built-in index files (and, by the fixture, the hosted provider) fail to
   * load. The error screen is the search tests' business; these hold the rest
   * of the site working. (Today the failure also surfaces as an uncaught error:
   * "Search is unavailable: Failed to fetch" in the modal, and an unhandled
   * "error" event from the search page's algoliasearch-helper; neither stops
   * the page, which is what these tests check.)
   */
  const SEARCH_FILES = /\/search\/(local-index|records)\.json$/;

  test('opening search and typing leaves the page working, and navigation goes on', async ({page}) => {
    await page.route(
      (url) => SEARCH_FILES.test(url.pathname),
      (route) => route.abort('connectionrefused'),
    );
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(sitePath(PAGES['guide page']));
    await waitForHydration(page);
    const searchFailed = page.waitForEvent(
      'requestfailed',
      (request) => SEARCH_FILES.test(new URL(request.url()).pathname) || SEARCH_PROVIDER_HOSTS.test(new URL(request.url()).hostname),
    );
    await page.locator('.navbar .DocSearch-Button').click();
    await page.getByRole('searchbox').first().fill('付款');
    await searchFailed;
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    await markWindow(page);
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: '常見問題'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('常見問題');
    expect(await stillSameWindow(page), 'navigated client-side: the app is still running').toBe(true);
    // Search itself still answers: it opens again on the new page.
    await page.locator('.navbar .DocSearch-Button').click();
    await expect(page.getByRole('searchbox').first()).toBeFocused();
  });

  test('the search page renders with its navbar and leads on', async ({page}) => {
    await page.route(
      (url) => SEARCH_FILES.test(url.pathname),
      (route) => route.abort('connectionrefused'),
    );
    await page.setViewportSize({width: 1280, height: 900});
    // The page's index is fetched by its search worker (src/search/client/workerChannel.ts): refused there too.
    const indexRefused = page.waitForEvent('requestfailed', (request) => SEARCH_FILES.test(new URL(request.url()).pathname));
    await page.goto(`${sitePath('search')}?q=${encodeURIComponent('付款')}`);
    await indexRefused;
    await waitForHydration(page);
    await expect(page.locator('h1').first()).toBeVisible();
    await markWindow(page);
    await page.locator('.navbar').getByRole('link', {name: '快速開始'}).click();
    await expect(page).toHaveURL(/docs\/getting-started$/);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await stillSameWindow(page), 'navigated client-side: the app is still running').toBe(true);
  });
});

const builtScripts = new Map<string, string>();
/** A script of test-build/ by its URL path, read once: the page-weight test meets main.js on every guide page. */
function builtScript(pathname: string): string {
  let code = builtScripts.get(pathname);
  if (code === undefined) {
    code = builtFile(TEST_BUILD_DIR, TEST_BASE_URL, pathname);
    if (code === undefined) throw new Error(`${pathname}: not a file of ${TEST_BUILD_DIR}`);
    builtScripts.set(pathname, code);
  }
  return code;
}

/** Text found only in each library's own chunk of the build (checked by the controls of "code loaded only where it is used"). */
const MARKERS = {
  zoom: 'medium-zoom-overlay',
  diagrams: 'mermaidAPI',
  'search library': 'MiniSearch',
  'bash grammar': 'BASH_ALIASES',
} as const;

test.describe('page weight', () => {
  /** Every guide page of the zh-TW sitemap, as a path under the base path. */
  const guidePages = () =>
    sitemapPaths('zh-TW')
      .map((pathname) => pathname.slice(TEST_BASE_URL.length))
      .filter((page) => page.startsWith('docs/') && !page.startsWith('docs/tags'));

  /**
   * Whether the page shows a diagram: its content chunk, which always loads
   * before hydration, renders the theme's `mermaid` component. Decided by the
   * page's content, not by whether the diagram library arrived before
   * hydration, which varies with timing.
   */
  const showsDiagrams = (urls: string[]) => urls.some((url) => url.endsWith('.js') && builtScript(url).includes('.mermaid,{value:'));

  /** Measured as the stock reference was (scripts/lib/stockReference.mjs): first load until hydration, gzip. */
  const weigh = (browser: Browser, pages: string[]) =>
    firstLoadWeights(browser, new URL(e2eOrigin()!).origin, TEST_BASE_URL, TEST_BUILD_DIR, pages);

  /** Scripts the prerendered HTML declares: the runtime and main bundles; a page's route chunks come on top. */
  /** Time a page may take before its weighing counts as hung: 10 to 25 times what one takes here, quiet or busy. */
  const PAGE_HANG_MS = 10_000;
  const declaredScripts = (page: string) =>
    readFileSync(resolveFile(path.resolve(TEST_BUILD_DIR), page)!, 'utf8').match(/<script[^>]* src=/g)?.length ?? 0;

  test(`every guide page loads at most the stock doc page's JavaScript + ${kB(BUDGET.js)} (gzip)`, async ({browser}) => {
    const pages = guidePages();
    // About 0.4 s a page here, 1 s or more while the other worker is busy too: the limit only ends a hang.
    test.setTimeout(pages.length * PAGE_HANG_MS);
    expect(pages.length, 'guide pages found in the sitemap').toBeGreaterThan(50);
    // The first page (no diagram: its files do not race hydration), weighed with nothing
    // in the browser's cache, is weighed again last, from the cache: the same files, or
    // the cache hid a request.
    const probe = 'docs/getting-started';
    expect(pages).toContain(probe);
    const all = await weigh(browser, [probe, ...pages.filter((page) => page !== probe), probe]);
    const [first, again] = [all[0]!, all.pop()!];
    expect([...again.urls].sort(), `${again.page} weighed again from the cache`).toEqual([...first.urls].sort());
    // Pages that show diagrams are left out: they load a library stock has not.
    const weights = all.filter((weight) => !showsDiagrams(weight.urls)).sort((a, b) => a.js - b.js);
    // The pages left out are exactly the guide pages whose source has a diagram.
    const diagramSources = filesUnder(path.resolve('docs')).filter((file) =>
      readFileSync(path.resolve('docs', file), 'utf8').includes('```mermaid'),
    );
    expect(pages.length - weights.length, `guide pages left out for their diagrams (${diagramSources.join(', ')})`).toBe(
      diagramSources.length,
    );
    expect(weights.length, 'guide pages weighed (the others show diagrams)').toBeGreaterThan(50);
    const median = weights[Math.floor(weights.length / 2)]!;
    const heaviest = weights.at(-1)!;
    // Counted until hydration, so the route's chunks are in: more files than the HTML declares.
    expect(heaviest.files, `${heaviest.page}: files weighed`).toBeGreaterThan(declaredScripts(heaviest.page));
    const limit = STOCK_DOC_PAGE.js + BUDGET.js;
    console.log(
      `first-load JS over ${weights.length} guide pages: median ${kB(median.js)} (${median.page}), ` +
        `heaviest ${kB(heaviest.js)} (${heaviest.page}); target stock ${kB(STOCK_DOC_PAGE.js)} + ${kB(BUDGET.js)} = ${kB(limit)}; ` +
        `over it: ${
          weights
            .filter(({js}) => js > limit)
            .map(({page, js}) => `${page} ${kB(js)}`)
            .join(', ') || 'none'
        }`,
    );
    for (const {page, js} of weights) expect(js, `${page}: first-load JS, gzip bytes`).toBeLessThanOrEqual(limit);
  });

  test(`a guide page's CSS is at most the stock doc page's + ${kB(BUDGET.css)} (gzip)`, async ({browser}) => {
    const weights = await weigh(browser, ['docs/page-introduction/b2b-cross-border-payment/role-company/order', 'docs/getting-started']);
    const limit = STOCK_DOC_PAGE.css + BUDGET.css;
    for (const {page, css} of weights) {
      console.log(`first-load CSS ${kB(css)} ${page}; stock doc page ${kB(STOCK_DOC_PAGE.css)}, limit ${kB(limit)}`);
    }
    for (const {page, css} of weights) expect(css, `${page}: CSS, gzip bytes`).toBeLessThanOrEqual(limit);
  });

  test(`every API operation page loads at most a guide page's JavaScript + ${kB(BUDGET.apiJs)} (gzip)`, async ({browser}) => {
    test.setTimeout(SPEC_API_SLUGS.length * PAGE_HANG_MS);
    // Against the guide page a developer reads first; the guide budget above holds every guide page.
    const [guide, ...operations] = await weigh(browser, ['docs/getting-started', ...SPEC_API_SLUGS.map((slug) => `api/${slug}`)]);
    const sorted = [...operations].sort((a, b) => a.js - b.js);
    const heaviest = sorted.at(-1)!;
    console.log(
      `first-load JS: guide ${guide!.page} ${kB(guide!.js)}; over ${operations.length} operation pages: ` +
        `median ${kB(sorted[Math.floor(sorted.length / 2)]!.js)}, heaviest ${kB(heaviest.js)} (${heaviest.page}); budget +${kB(BUDGET.apiJs)}`,
    );
    for (const {page, js} of operations)
      expect(js - guide!.js, `${page}: first-load JS over the guide page's`).toBeLessThanOrEqual(BUDGET.apiJs);
  });
});

test.describe('code loaded only where it is used', () => {
  type Kind = keyof typeof MARKERS | 'search index';

  /**
   * Starts recording what the page fetches from the site; call the result to list the kinds of code found so far.
   * `run: true` counts only the scripts the page loads to run, not the route chunks it prefetches for links.
   */
  function recordFetches(page: Page, {run = false}: {run?: boolean} = {}): () => Set<Kind> {
    const origin = new URL(e2eOrigin()!).origin;
    const paths = new Set<string>();
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      if (run && url.pathname.endsWith('.js') && request.resourceType() !== 'script') return;
      paths.add(url.pathname);
    });
    return () => {
      const kinds = new Set<Kind>();
      for (const pathname of paths) {
        if (/\/search\/(local-index|records)\.json$/.test(pathname)) kinds.add('search index');
        if (!pathname.endsWith('.js')) continue;
        const code = builtScript(pathname);
        for (const [kind, marker] of Object.entries(MARKERS)) if (code.includes(marker)) kinds.add(kind as Kind);
      }
      return kinds;
    };
  }

  /**
   * Loads a page as a reader would (link prefetching on) and waits until its
   * load is over: hydrated, the zoom module has looked for images (its mark:
   * it has no event to wait for when there are none, and its timer runs late
   * on a busy machine), and the network has gone quiet since. Answers with
   * the page's HTML as the server sent it.
   */
  async function load(page: Page, pagePath: string): Promise<string> {
    const response = await page.goto(sitePath(pagePath));
    const html = (await response?.text()) ?? '';
    await waitForHydration(page);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ZOOM_LOOKED_MARK);
    await waitForQuiet(page);
    return html;
  }

  const pages: [string, string][] = [...Object.entries(PAGES), ['release note', RELEASE_NOTE]];
  for (const [kind, pagePath] of pages) {
    test(`the ${kind} fetches no search index, and no zoom, diagram or bash grammar code unless it has images, diagrams or bash code`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 900});
      const fetched = recordFetches(page);
      const ran = recordFetches(page, {run: true});
      const html = await load(page, pagePath);
      const kinds = fetched();
      expect(kinds).not.toContain('search index');
      expect(kinds).not.toContain('search library');
      if ((await page.locator(ZOOM_SELECTOR).count()) === 0) expect(kinds).not.toContain('zoom');
      if ((await page.locator('.docusaurus-mermaid-container').count()) === 0) expect(kinds).not.toContain('diagrams');
      // Whether the page has bash code is read from its HTML as served. An operation page's samples are swapped for
      // the theme's code blocks when they come into view (src/components/api/Samples), so the live page is counted
      // only once that has settled: it still shows every bash block it was served with.
      const bashBlocks = html.match(/<pre\b[^>]*\blanguage-bash(?=[\s"])/g)?.length ?? 0;
      await expect(page.locator('pre.language-bash'), 'bash blocks shown').toHaveCount(bashBlocks);
      // Prefetching a linked page's chunks may bring its grammar into the cache; the page runs it only if it has bash code.
      if (bashBlocks > 0) await expect.poll(() => ran().has('bash grammar'), {message: 'ran the bash grammar'}).toBe(true);
      else expect(ran().has('bash grammar'), 'ran the bash grammar').toBe(false);
    });
  }

  test('the bash grammar loads with the pages that have bash code, before they render, and with no other', async ({page}) => {
    await emulateDataSaver(page);
    const curl = page.locator('pre.language-bash .token.function', {hasText: /^curl$/}).first();
    let fetched = recordFetches(page);
    await page.goto(sitePath('docs/page-introduction/b2b-cross-border-payment/role-company/order'));
    await waitForHydration(page);
    await expect(page.locator('pre.language-bash')).toHaveCount(0);
    expect(fetched()).not.toContain('bash grammar');

    // A client-side move to a page with curl samples: highlighted as it renders.
    await markWindow(page);
    await page.getByRole('link', {name: 'API：建立訂單'}).click();
    await expect(page).toHaveURL(/\/api\/create-an-order$/);
    await expect(curl).toBeVisible();
    expect(await stillSameWindow(page), 'navigated client-side').toBe(true);
    expect(fetched()).toContain('bash grammar');

    // Loaded directly: the prerendered HTML is highlighted, and hydration keeps it so.
    fetched = recordFetches(page);
    await page.goto(sitePath('docs/getting-started'));
    await waitForHydration(page);
    await expect(curl).toBeVisible();
    expect(fetched()).toContain('bash grammar');
    expect(readFileSync(path.join(TEST_BUILD_DIR, 'api/create-an-order/index.html'), 'utf8')).toMatch(
      /class="token function"[^>]*>curl<\/span>/,
    );
  });

  test('route prefetching asks for each chunk once, and the route of a link in view is prefetched before it is followed', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const ORDER = 'docs/page-introduction/b2b-cross-border-payment/role-company/order';
    const REVIEW = 'docs/page-introduction/b2b-cross-border-payment/role-company/review';
    const scriptsOfLoad = async (pagePath: string) => {
      await page.goto(sitePath(pagePath));
      await waitForHydration(page);
      // Scripts the page ran, not the prefetches of other routes it may have made meanwhile.
      return page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'script')
          .map((entry) => entry.name),
      );
    };
    // The review page's own scripts: what it runs that the order page does not.
    const orderScripts = new Set(await scriptsOfLoad(ORDER));
    const reviewOwn = (await scriptsOfLoad(REVIEW)).filter((script) => !orderScripts.has(script));
    expect(reviewOwn.length, "the review page's own chunks").toBeGreaterThan(0);

    await page.goto(sitePath(ORDER));
    await waitForHydration(page);
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    // Prefetching runs in idle periods after load, which a busy machine gives late: wait for the
    // route of the sidebar link followed below, not for a quiet moment (the limit only ends a hang).
    test.slow();
    await expect
      .poll(
        async () => {
          const urls = await prefetched();
          return urls.length > 15 && reviewOwn.some((script) => urls.includes(script));
        },
        {timeout: 45_000},
      )
      .toBe(true);
    const urls = await prefetched();
    // The sidebar and the page link to about 90 routes sharing most of their chunks: one link per URL (348 for 34 before).
    expect(urls.length, 'a chunk URL prefetched twice').toBe(new Set(urls).size);

    // Following a sidebar link in view: the page's own chunk comes from the prefetches. (Docusaurus
    // prefetches a route's named chunks, not the shared chunks they import: two of the three scripts
    // this move loads were never prefetched, before one link per URL as after.)
    await markWindow(page);
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    const link = page.locator('.theme-doc-sidebar-menu a.menu__link[href$="/role-company/review"]');
    await link.click();
    await expect(page).toHaveURL(/\/role-company\/review$/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(await stillSameWindow(page), 'navigated client-side').toBe(true);
    const scripts = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .slice(from)
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      before,
    );
    expect(scripts.filter((script) => urls.includes(script)).length, 'scripts of the move that were prefetched').toBeGreaterThan(0);
  });

  test('controls: pages that use them fetch exactly these libraries, so the markers find them', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    let fetched = recordFetches(page);
    await load(page, 'docs/page-introduction/b2b-cross-border-payment/role-company/dashboard');
    await expect(page.locator(ZOOM_SELECTOR).first()).toHaveClass(/medium-zoom-image/);
    expect(fetched()).toContain('zoom');

    fetched = recordFetches(page);
    await load(page, 'docs/understanding-ferrypay/state-diagram');
    await firstDiagramDrawn(page);
    expect(fetched()).toContain('diagrams');

    fetched = recordFetches(page);
    await load(page, PAGES['guide page']);
    const indexLoaded = page.waitForResponse((response) => /\/search\/local-index\.json$/.test(response.url()));
    await page.locator('.navbar .DocSearch-Button').click();
    await page.getByRole('searchbox').first().fill('付款');
    await indexLoaded;
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: SEARCH_RESULTS_TIMEOUT_MS});
    expect([...fetched()]).toEqual(expect.arrayContaining(['search index', 'search library']));
  });
});

test.describe('images in view', () => {
  test("a guide page's inlined wireframe is in the page's HTML and loads eagerly, so it has nothing to wait for", async ({page}) => {
    // The company order page: its wireframe (a data: URL, under 10 kB) is the largest thing in a phone's first screen.
    // The theme makes every Markdown image lazy, which kept it from painting until layout found it near the screen;
    // an inlined one has nothing to download (src/theme/MDXComponents/Img). How much sooner it paints is a
    // Lighthouse figure (PERFORMANCE.md, "Eager inlined images"), not a timing to assert here.
    await page.setViewportSize({width: 412, height: 823});
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/img\/guide\//.test(request.url())) imageRequests.push(request.url());
    });
    await page.goto(sitePath('docs/page-introduction/b2b-cross-border-payment/role-company/order'), {waitUntil: 'load'});
    const wireframe = page.locator('article .markdown img').first();
    await expect(wireframe).toBeInViewport();
    expect(await wireframe.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await wireframe.getAttribute('loading')).toBe('eager');
    // Decoded by the load event, with no request of its own.
    expect(await wireframe.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(imageRequests).toEqual([]);
  });
});
