import type {Locator, Page, Response} from '@playwright/test';
import {test, expect, scrollThrough, waitForHydration, waitForQuiet} from '../support/fixtures';
import {sitePath, type TestLocale} from '../support/site';
import {builtPagePaths} from '../support/sitemap';
import {SPEC_API_SLUGS} from '../support/apiSlugs';

const PREFERRED_VERSION_KEY = 'docs-preferred-version-api';
const DESKTOP = {width: 1280, height: 800};

/**
 * Opens the version dropdown the way a keyboard user does (focus, Enter): the
 * menu then stays open wherever the pointer goes, whereas a hover-opened menu
 * closes as soon as the pointer path to an item leaves it.
 */
async function openVersionDropdown(page: Page): Promise<Locator> {
  const dropdown = page.locator('.api-version-dropdown');
  await dropdown.locator('.navbar__link').focus();
  await page.keyboard.press('Enter');
  await expect(dropdown.locator('.dropdown')).toHaveClass(/dropdown--show/);
  return dropdown;
}

// The unreleased version is "Next" in English and what the guide calls it in zh-TW.
const VERSIONS = [
  {name: 'next', path: 'api/next/', label: {'zh-TW': 'next 預覽版', en: 'Next'}},
  {name: '2026-06-01', path: 'api/', label: {'zh-TW': '2026-06-01', en: '2026-06-01'}},
  {name: '2025-03-01', path: 'api/2025-03-01/', label: {'zh-TW': '2025-03-01', en: '2025-03-01'}},
] as const;

test.describe('API version dropdown', () => {
  test.beforeEach(async ({page}) => {
    await page.setViewportSize(DESKTOP);
  });

  test('lists the three versions and switches to the same operation in another version', async ({page}) => {
    await page.goto(sitePath('api/create-an-order'));
    await waitForHydration(page);
    await expect(page.locator('.api-version-dropdown .navbar__link')).toHaveText('2026-06-01');
    const dropdown = await openVersionDropdown(page);
    const items = dropdown.locator('.dropdown__menu .dropdown__link');
    await expect(items).toHaveText(VERSIONS.map((version) => version.label['zh-TW']));
    await items.filter({hasText: '2025-03-01'}).click();
    await expect(page).toHaveURL(/\/api\/2025-03-01\/create-an-order$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('建立訂單');
    await expect(dropdown.locator('.navbar__link')).toHaveText('2025-03-01');
  });

  test.describe('on a phone', () => {
    // A touch screen: a tap, not a mouse that also hovers the dropdown open.
    test.use({viewport: {width: 390, height: 844}, hasTouch: true});

    test('is on the page and opens on tap', async ({page}) => {
      await page.goto(sitePath('api/create-an-order'));
      await waitForHydration(page);
      const toggle = page.locator('.api-version-dropdown .navbar__link');
      await expect(toggle).toBeVisible();
      await toggle.tap();
      const next = page.locator('.api-version-dropdown .dropdown__link', {hasText: 'next 預覽版'});
      await expect(next).toBeInViewport();
      // The menu slides open; tap its item once it has arrived, as a reader would.
      await next.evaluate((link) =>
        Promise.all(
          link
            .closest('.dropdown__menu')!
            .getAnimations()
            .map((a) => a.finished),
        ),
      );
      await next.tap();
      await expect(page).toHaveURL(/\/api\/next\/create-an-order$/);
    });
  });

  test('keeps the chosen version as the preferred version in local storage', async ({page}) => {
    await page.goto(sitePath('api/list-all-orders', 'en'));
    await waitForHydration(page);
    const dropdown = await openVersionDropdown(page);
    await dropdown.locator('.dropdown__link', {hasText: '2025-03-01'}).click();
    await expect(page).toHaveURL(/\/en\/api\/2025-03-01\/list-all-orders$/);
    const preferred = () => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY);
    expect(await preferred()).toBe('2025-03-01');
    await page.reload();
    await waitForHydration(page);
    expect(await preferred()).toBe('2025-03-01');
    // The banner's link to the latest version makes the latest version the preferred one again.
    await page.locator('.theme-doc-version-banner').getByRole('link', {name: 'latest version'}).click();
    await expect(page).toHaveURL(/\/en\/api\/list-all-orders$/);
    await expect.poll(preferred).toBe('2026-06-01');
  });
});

test.describe('API version banners and badge', () => {
  const cases: {locale: TestLocale; version: (typeof VERSIONS)[number]; banner: RegExp; note: RegExp}[] = [
    {locale: 'zh-TW', version: VERSIONS[2], banner: /已停止維護/, note: /只會收到安全性修正/},
    {locale: 'en', version: VERSIONS[2], banner: /no longer actively maintained/, note: /receives security fixes only/},
    {locale: 'zh-TW', version: VERSIONS[0], banner: /尚未發布的版本：next 預覽版。/, note: /測試模式請求/},
    {locale: 'en', version: VERSIONS[0], banner: /unreleased documentation for Ferrypay Docs Next version/, note: /test mode requests/},
  ];
  for (const {locale, version, banner, note} of cases) {
    test(`${version.name} pages show their banner in ${locale}, linking to the latest version`, async ({page}) => {
      await page.goto(sitePath(`${version.path}retrieve-a-vendor`, locale));
      await waitForHydration(page);
      const alert = page.locator('.theme-doc-version-banner');
      await expect(alert).toContainText(banner);
      await expect(alert.getByRole('link')).toHaveAttribute('href', sitePath('api/retrieve-a-vendor', locale));
      await expect(page.locator('main')).toContainText(note);
    });
  }

  test('the latest version has no banner', async ({page}) => {
    await page.goto(sitePath('api/retrieve-a-vendor'));
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
  });

  for (const version of VERSIONS) {
    test(`the version badge shows ${version.label.en}`, async ({page}) => {
      await page.goto(sitePath(version.path));
      await expect(page.locator('.theme-doc-version-badge')).toHaveText(`版本：${version.label['zh-TW']}`);
      await page.goto(sitePath(version.path, 'en'));
      await expect(page.locator('.theme-doc-version-badge')).toHaveText(`Version: ${version.label.en}`);
    });
  }
});

test.describe('an operation page', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    test(`shows the method, the path, examples and a sample in each of the seven languages (${locale})`, async ({page}) => {
      await page.goto(sitePath('api/create-an-order', locale));
      await waitForHydration(page);
      await expect(page.locator('.api-method')).toHaveText('POST');
      await expect(page.locator('.api-path')).toHaveText('/v1/orders');
      const samples = page.locator('.tabs-container').first();
      await expect(samples.getByRole('tab')).toHaveText(['curl', 'Node.js', 'Python', 'PHP', 'Java', 'Go', 'C#']);
      const shown = samples.locator('[role="tabpanel"]:not([hidden])');
      await expect(shown).toContainText('curl --request POST \\\n  --url https://api.ferrypay.example/v1/orders');
      for (const [tab, code] of [
        ['PHP', "$client->request('POST', 'https://api.ferrypay.example/v1/orders'"],
        ['Java', 'HttpRequest.newBuilder()'],
        ['Go', 'http.NewRequest("POST", url, payload)'],
        ['C#', 'new HttpRequestMessage'],
        ['Python', 'requests.post(url, json=payload, headers=headers)'],
        ['Node.js', 'await fetch(url, options)'],
      ] as const) {
        await samples.getByRole('tab', {name: tab, exact: true}).click();
        await expect(shown).toContainText(code);
        // Once shown, the sample is the theme's code block, with its copy button.
        await expect(shown.getByRole('button', {name: locale === 'en' ? 'Copy code to clipboard' : '複製程式碼至剪貼簿'})).toHaveCount(1);
      }
      const responses = page.locator('.tabs-container').nth(1);
      await expect(responses.getByRole('tab').first()).toHaveText('201');
      await expect(responses.locator('[role="tabpanel"]:not([hidden])')).toContainText('"object": "order"');
    });
  }

  test("has every language's code in its HTML and none in its JavaScript", async ({browser, page}) => {
    const codes = [
      '--url https://api.ferrypay.example/v1/orders',
      'GuzzleHttp\\Client',
      'HttpRequest.newBuilder()',
      'http.NewRequest(',
      'new HttpRequestMessage',
    ];
    // The page as built, without JavaScript: every tab's code is there, hidden tabs too.
    const plain = await browser.newContext({javaScriptEnabled: false});
    const prerendered = await plain.newPage();
    await prerendered.goto(sitePath('api/create-an-order', 'en'));
    const text = await prerendered.locator('.api-examples-pane').textContent();
    for (const code of codes) expect(text, code).toContain(code);
    await plain.close();
    // Every JavaScript file the page fetches, prefetches included, as the URLs its responses came from; the files are
    // read from the server once the page has settled. A body read in the listener could still be pending when the
    // test ends: an idle-time prefetch can start after the page has gone quiet, and its read then fails the test.
    // A script the page fetches after that is not checked.
    const scripts = new Set<string>();
    const record = (response: Response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
    };
    page.on('response', record);
    await page.goto(sitePath('api/create-an-order', 'en'));
    await waitForHydration(page);
    // Show a sample in another language: its code comes from the sample file, not a script.
    await page.locator('.tabs-container').first().getByRole('tab', {name: 'Java'}).click();
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('HttpRequest.newBuilder()');
    await waitForQuiet(page);
    page.off('response', record);
    const bodies = await Promise.all(
      [...scripts].map(async (url) => {
        const response = await page.request.get(url);
        expect(response.ok(), url).toBe(true);
        return response.text();
      }),
    );
    expect(bodies.length).toBeGreaterThan(3);
    for (const code of codes) expect(bodies.filter((script) => script.includes(code)).length, code).toBe(0);
  });

  test("remembers the reader's sample language from page to page and visit to visit", async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(sitePath('api/create-a-vendor', 'en'));
    await waitForHydration(page);
    await page.locator('.tabs-container').first().getByRole('tab', {name: 'PHP'}).click();
    // A move inside the site: the next page's samples are not in the HTML the browser has.
    await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: 'List all webhooks'}).click();
    await expect(page).toHaveURL(/\/en\/api\/list-all-webhooks$/);
    const samples = page.locator('.tabs-container').first();
    await expect(samples.getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
    await expect(samples.locator('[role="tabpanel"]:not([hidden])')).toContainText(
      "$client->request('GET', 'https://api.ferrypay.example/v1/webhooks",
    );
    // A new visit.
    await page.goto(sitePath('api/retrieve-an-order', 'en'));
    await waitForHydration(page);
    await expect(page.locator('.tabs-container').first().getByRole('tab', {name: 'PHP'})).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('GuzzleHttp');
  });

  test('at 1440 px, keeps the first sample in view beside the request body table while the reader scrolls through it', async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(sitePath('api/create-an-order', 'en'));
    await waitForHydration(page);
    const table = page.locator('#request-body ~ table').first();
    const sample = page.locator('.api-examples-pane .theme-code-block').first();
    // The table of contents gave the examples its column; it is the collapsible one above the fields.
    await expect(page.locator('.theme-doc-toc-desktop')).toHaveCount(0);
    await expect(page.locator('.api-fields-pane .theme-doc-toc-mobile')).toBeVisible();
    for (const row of [table.locator('tbody tr').first(), table.locator('tbody tr').last()]) {
      await row.scrollIntoViewIfNeeded();
      await expect(row).toBeInViewport();
      await expect(sample).toBeInViewport();
      const [tableBox, sampleBox] = [await table.boundingBox(), await sample.boundingBox()];
      expect(sampleBox!.x, 'the sample is to the right of the table').toBeGreaterThanOrEqual(tableBox!.x + tableBox!.width);
      expect(sampleBox!.width).toBeGreaterThan(380);
    }
  });

  test('at 390 px, stacks the examples after the fields with no horizontal scrolling', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(sitePath('api/create-an-order', 'en'));
    await waitForHydration(page);
    const [fields, examples] = [
      await page.locator('.api-fields-pane').boundingBox(),
      await page.locator('.api-examples-pane').boundingBox(),
    ];
    expect(examples!.y).toBeGreaterThanOrEqual(fields!.y + fields!.height);
    expect(examples!.x).toBeCloseTo(fields!.x, 0);
    // The samples render as theme code blocks as they near the viewport: measured once the reader has seen them all.
    await scrollThrough(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });

  test('the landing page links each version document for download', async ({page}) => {
    for (const [version, locale] of VERSIONS.flatMap((v) => (['zh-TW', 'en'] as const).map((l) => [v, l] as const))) {
      await page.goto(sitePath(version.path, locale));
      const link = page.locator(`a[href$="/openapi/${version.name}.yaml"]`);
      await expect(link).toHaveCount(1);
      const response = await page.request.get(new URL((await link.getAttribute('href'))!, page.url()).href);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`version: ${version.name === 'next' ? 'next' : `'${version.name}'`}`);
    }
  });
});

test.describe('API versions for search engines', () => {
  test('an unmaintained page names the same page of the latest version as canonical; an unreleased one is noindex', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(sitePath('api/2025-03-01/create-an-order', 'en'));
    await waitForHydration(page);
    const canonical = page.locator('link[rel="canonical"]');
    const robots = page.locator('meta[name="robots"]');
    await expect(canonical).toHaveAttribute('href', new RegExp(`${sitePath('api/create-an-order', 'en')}$`));
    await expect(robots).toHaveCount(0);
    // The head follows the reader from version to version.
    const dropdown = await openVersionDropdown(page);
    await dropdown.locator('.dropdown__link', {hasText: 'Next'}).click();
    await expect(page).toHaveURL(/\/en\/api\/next\/create-an-order$/);
    await expect(robots).toHaveAttribute('content', 'noindex, nofollow');
    await expect(canonical).toHaveAttribute('href', new RegExp(`${sitePath('api/next/create-an-order', 'en')}$`));
  });
});

/**
 * Every operation is built in every version and locale. That each page loads
 * cleanly and never calls the API is the sitemap sweep's check
 * (tests/e2e/sweep.spec.ts), which loads every page of every version: a
 * request to the API is a request to another origin there.
 */
test.describe('every API page', () => {
  for (const locale of ['zh-TW', 'en'] as const) {
    for (const version of VERSIONS) {
      const prefix = sitePath(version.path, locale);
      const others = VERSIONS.filter((other) => other !== version && other.path.startsWith(version.path)).map((other) =>
        sitePath(other.path, locale),
      );
      test(`${version.name} in ${locale}: every operation's page is built`, () => {
        const slugs = builtPagePaths(locale)
          .filter((pathname) => pathname.startsWith(prefix) && !others.some((other) => pathname.startsWith(other)))
          .map((pathname) => pathname.slice(prefix.length));
        for (const slug of SPEC_API_SLUGS) expect(slugs).toContain(slug);
      });
    }
  }
});
