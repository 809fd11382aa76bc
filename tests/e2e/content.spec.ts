import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect, DIAGRAM_WAIT_MS, DRAWN_DIAGRAM, firstDiagramDrawn, waitForHydration} from '../support/fixtures';
import {allGuidePages, docRoute, unlistedPages} from '../support/contentManifest';
import {sitemapPaths} from '../support/sitemap';
import {LOCALES, TEST_BUILD_DIR, sitePath} from '../support/site';

const builtHtml = (route: string, locale: (typeof LOCALES)[number]) =>
  path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '', route, 'index.html');

test.describe('guide routes in the build', () => {
  for (const locale of LOCALES) {
    test(`every guide page is built in ${locale}`, () => {
      const missing = [...allGuidePages, ...unlistedPages].filter((id) => !existsSync(builtHtml(docRoute(id), locale)));
      expect(missing).toEqual([]);
    });

    test(`docs tag pages are built in ${locale}`, () => {
      for (const route of ['docs/tags', 'docs/tags/qa', 'docs/tags/ui-ux']) {
        expect(existsSync(builtHtml(route, locale)), route).toBe(true);
      }
    });
  }
});

test.describe('unlisted beta page', () => {
  const id = unlistedPages[0]!;
  test('shows the unlisted banner and is absent from the sidebar and sitemap', async ({page}) => {
    for (const locale of LOCALES) {
      expect(sitemapPaths(locale).some((p) => p.endsWith(docRoute(id)))).toBe(false);
      await page.goto(sitePath(docRoute(id), locale));
      await expect(page.locator('.theme-unlisted-banner')).toBeVisible();
      await expect(page.locator('.theme-doc-sidebar-menu a[href$="recurring-billing-beta"]')).toHaveCount(0);
    }
  });

  test('is reachable by its link from the extensions page', async ({page}) => {
    await page.goto(sitePath('docs/page-introduction/acquiring/extensions'));
    await waitForHydration(page);
    await page.locator('article a[href$="recurring-billing-beta"]').first().click();
    await expect(page).toHaveURL(/recurring-billing-beta$/);
    await expect(page.locator('.theme-unlisted-banner')).toBeVisible();
  });
});

test.describe('diagrams', () => {
  for (const locale of LOCALES) {
    test(`state diagrams render as SVG in ${locale}`, async ({page}) => {
      await page.goto(sitePath('docs/understanding-ferrypay/state-diagram', locale));
      await waitForHydration(page);
      const diagrams = page.locator(DRAWN_DIAGRAM);
      await expect(diagrams).toHaveCount(4, {timeout: DIAGRAM_WAIT_MS});
      const labels = await diagrams.first().textContent();
      if (locale === 'zh-TW') expect(labels).toMatch(/[\u4e00-\u9fff]/);
      else expect(labels).not.toMatch(/[\u4e00-\u9fff]/);
    });

    test(`flow diagrams render as SVG in ${locale}`, async ({page}) => {
      for (const route of [
        'docs/understanding-ferrypay/ferrypay-payout-flow',
        'docs/understanding-ferrypay/multiple-role-review-flow',
        'docs/page-introduction/acquiring/payment-intent',
      ]) {
        await page.goto(sitePath(route, locale));
        await firstDiagramDrawn(page);
      }
    });
  }
});

test.describe('docs tags', () => {
  for (const locale of LOCALES) {
    test(`tag pages list the right docs in ${locale}`, async ({page}) => {
      await page.goto(sitePath('docs/tags/qa', locale));
      await expect(page.locator(`main a[href$="docs/blog/qa"]`)).toHaveCount(1);
      await expect(page.locator(`main a[href$="docs/blog/how-to-develop-ferrypay-uiux"]`)).toHaveCount(0);
      await page.goto(sitePath('docs/tags/ui-ux', locale));
      await expect(page.locator(`main a[href$="docs/blog/how-to-develop-ferrypay-uiux"]`)).toHaveCount(1);
      await expect(page.locator(`main a[href$="docs/blog/qa"]`)).toHaveCount(0);
      await page.goto(sitePath('docs/tags', locale));
      await expect(page.locator('main a[href$="docs/tags/qa"]')).toHaveCount(1);
      await expect(page.locator('main a[href$="docs/tags/ui-ux"]')).toHaveCount(1);
    });
  }
});

function postFiles(dir: string): string[] {
  return readdirSync(dir).filter((file) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(file));
}

test.describe('feeds', () => {
  const instances = [
    {route: 'blog', source: 'blog'},
    {route: 'release-note', source: 'release-note'},
  ];
  for (const {route, source} of instances) {
    for (const locale of LOCALES) {
      for (const feed of ['rss.xml', 'atom.xml']) {
        test(`${route}/${feed} is well-formed with one entry per post (${locale})`, async ({page}) => {
          const file = path.join(TEST_BUILD_DIR, locale === 'en' ? 'en' : '', route, feed);
          const xml = readFileSync(file, 'utf8');
          const result = await page.evaluate((text) => {
            const doc = new DOMParser().parseFromString(text, 'application/xml');
            return {
              error: doc.querySelector('parsererror')?.textContent ?? null,
              entries: doc.querySelectorAll('item, entry').length,
            };
          }, xml);
          expect(result.error).toBeNull();
          expect(result.entries).toBe(postFiles(source).length);
        });
      }
    }
  }
});

test.describe('release notes', () => {
  for (const [locale, sidebarTitle] of [
    ['zh-TW', '版本'],
    ['en', 'Version'],
  ] as const) {
    test(`the sidebar titled ${sidebarTitle} lists every note grouped by year (${locale})`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 900});
      await page.goto(sitePath('release-note', locale));
      const sidebar = page.locator('aside nav[aria-label]').first();
      await expect(sidebar.getByText(sidebarTitle, {exact: true})).toBeVisible();
      const notes = postFiles('release-note');
      await expect(sidebar.locator('a')).toHaveCount(notes.length);
      const years = [...new Set(notes.map((file) => file.slice(0, 4)))].sort().reverse();
      await expect(sidebar.locator('[role="group"] h3')).toHaveText(years);
    });
  }

  test('the release note list is titled Release Note', async ({page}) => {
    await page.goto(sitePath('release-note'));
    await expect(page).toHaveTitle(/Release Note/);
  });
});

test.describe('blog', () => {
  for (const locale of LOCALES) {
    test(`list, post, tags and authors pages are real (${locale})`, async ({page}) => {
      await page.goto(sitePath('blog', locale));
      const posts = page.locator('article');
      expect(await posts.count()).toBe(postFiles('blog').length);
      await posts.first().locator('h2 a').click();
      await waitForHydration(page);
      await expect(page.locator('article .avatar__name').first()).toBeVisible();
      await page.goto(sitePath('blog/tags', locale));
      expect(await page.locator('main a[href*="/blog/tags/"]').count()).toBeGreaterThanOrEqual(3);
      await page.locator('main a[href*="/blog/tags/"]').first().click();
      await expect(page.locator('article').first()).toBeVisible();
      await page.goto(sitePath('blog/authors', locale));
      const authors = page.locator('main a[href*="/blog/authors/"]');
      expect(await authors.count()).toBeGreaterThanOrEqual(2);
      await authors.first().click();
      await expect(page.locator('article').first()).toBeVisible();
    });
  }

  test('the list pages are headed by the blog’s title, and a post’s table of contents is a named landmark that stays in view', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(sitePath('blog'));
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText('部落格');
    await page.goto(sitePath('release-note', 'en'));
    await expect(page.getByRole('main').getByRole('heading', {level: 1})).toHaveText('Release Note');

    await page.goto(sitePath('blog/multi-role-review-design'));
    await waitForHydration(page);
    const toc = page.getByRole('navigation', {name: '本頁目錄'}).locator('.thin-scrollbar');
    await expect(toc.getByRole('link').first()).toBeVisible();
    // Well down the post, the table of contents is still on screen: it sticks below the navbar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const top = await toc.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});
