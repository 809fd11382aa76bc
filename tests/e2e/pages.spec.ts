import {test, expect, waitForHydration} from '../support/fixtures';
import {sitePath} from '../support/site';

const DESKTOP = {width: 1280, height: 900};
const DOC = 'docs/page-introduction/b2b-cross-border-payment/role-company/order';

test.describe('doc page furniture', () => {
  test.beforeEach(async ({page}) => page.setViewportSize(DESKTOP));

  test('shows breadcrumbs, previous/next, edit this page and last updated', async ({page}) => {
    await page.goto(sitePath(DOC));
    await expect(page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item')).toHaveCount(5);
    await expect(page.locator('.pagination-nav__link--prev')).toBeVisible();
    await expect(page.locator('.pagination-nav__link--next')).toBeVisible();
    await expect(page.locator('.theme-edit-this-page')).toHaveAttribute(
      'href',
      `https://github.com/ferrypay/ferrypay-docs/edit/main/${DOC.replace('docs/', 'docs/')}.md`,
    );
    await expect(page.locator('.theme-last-updated')).toContainText(/最後於 .+ 更新/);
    await page.goto(sitePath(DOC, 'en'));
    await expect(page.locator('.theme-edit-this-page')).toHaveAttribute(
      'href',
      `https://github.com/ferrypay/ferrypay-docs/edit/main/i18n/en/docusaurus-plugin-content-docs/current/${DOC.replace('docs/', '')}.md`,
    );
    await expect(page.locator('.theme-last-updated')).toContainText('Last updated');
  });

  test('dates keep their prerendered text as the page hydrates, no date formatter built at load, and a client-side move formats the next date', async ({
    page,
    problems,
  }) => {
    // Counts the Intl.DateTimeFormat the page builds (the first reads the locale's data: a long task on a phone).
    await page.addInitScript(() => {
      const {DateTimeFormat} = Intl;
      const counter = window as unknown as {dateFormatsBuilt: number};
      counter.dateFormatsBuilt = 0;
      Intl.DateTimeFormat = class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          counter.dateFormatsBuilt++;
        }
      } as typeof DateTimeFormat;
    });
    const built = () => page.evaluate(() => (window as unknown as {dateFormatsBuilt: number}).dateFormatsBuilt);
    /** What the theme shows for the date of `<time>` (the same options, formatted here in Node). */
    const expected = async (time: ReturnType<typeof page.locator>, locale: string, month: 'short' | 'long') =>
      new Intl.DateTimeFormat(locale, {day: 'numeric', month, year: 'numeric', timeZone: 'UTC'}).format(
        new Date((await time.getAttribute('datetime'))!),
      );
    const lastUpdated = page.locator('.theme-last-updated time');
    const postDate = page.locator('article header time');

    for (const locale of ['zh-TW', 'en'] as const) {
      await page.goto(sitePath(DOC, locale));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(lastUpdated).toHaveText(await expected(lastUpdated, locale, 'short'));
      expect(await built(), `${locale} guide page`).toBe(0);

      // A client-side move: the next page's date has no prerendered text and is formatted as it renders.
      const title = await page.locator('article h1').textContent();
      await page.locator('.theme-doc-sidebar-menu a.menu__link[href$="/role-company/billing"]').click();
      await expect(page).toHaveURL(/\/role-company\/billing$/);
      await expect(page.locator('article h1')).not.toHaveText(title!);
      await expect(lastUpdated).toHaveText(await expected(lastUpdated, locale, 'short'));
      expect(await built(), `${locale} after a client-side move`).toBeGreaterThan(0);

      await page.goto(sitePath('blog/multi-role-review-design', locale));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      await expect(postDate).toHaveText(await expected(postDate, locale, 'long'));
      expect(await built(), `${locale} blog post`).toBe(0);
    }
    expect(problems.consoleErrors).toEqual([]);
  });

  test('code blocks are highlighted, with grammars that load with their page, and the API page’s tabs switch', async ({page, problems}) => {
    for (const [pagePath, locale] of [
      ['docs/getting-started', 'zh-TW'],
      ['api/create-an-order', 'en'],
    ] as const) {
      await page.goto(sitePath(pagePath, locale));
      await waitForHydration(page);
      await expect(page.locator('pre .token.function', {hasText: 'curl'}).first()).toBeVisible();
    }
    const samples = page.locator('.tabs-container').first();
    await samples.getByRole('tab', {name: 'Python'}).click();
    await expect(samples.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(samples.locator('[role="tabpanel"]:not([hidden])')).toContainText('requests.post(');
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the table of contents lists the h2 and h3 headings and nothing deeper', async ({page}) => {
    await page.goto(sitePath('docs/faq'));
    const headings = await page.locator('article .markdown').locator('h2[id], h3[id]').count();
    expect(headings).toBeGreaterThan(20);
    await expect(page.locator('.theme-doc-toc-desktop a.table-of-contents__link')).toHaveCount(headings);
  });

  test('the sidebar cannot be hidden and opening a category keeps the others open', async ({page}) => {
    await page.goto(sitePath(DOC));
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: /收合側邊欄|Collapse sidebar/})).toHaveCount(0);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    const company = sidebar.locator('.menu__list-item', {has: page.locator('> div > a', {hasText: '企業角色'})});
    const glossary = sidebar.locator('.menu__list-item', {has: page.locator('> div > a', {hasText: '名詞解釋'})});
    await expect(company).not.toHaveClass(/menu__list-item--collapsed/);
    await glossary.locator('> div > button, > div > a').first().click();
    await expect(glossary).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(company).not.toHaveClass(/menu__list-item--collapsed/);
  });
});

test.describe('locales', () => {
  test('the locale dropdown switches to the same page in English and back', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(sitePath('docs/faq'));
    await waitForHydration(page);
    await page.locator('.navbar__items--right .dropdown', {hasText: '繁體中文'}).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL(/\/ferrypay-docs\/en\/docs\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('FAQ');
    await page.locator('.navbar__items--right .dropdown', {hasText: 'English'}).hover();
    await page.getByRole('link', {name: '繁體中文'}).click();
    await expect(page).toHaveURL(/\/ferrypay-docs\/docs\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  for (const [locale, columns] of [
    ['zh-TW', ['使用指南', '開發者', '資源', '關於']],
    ['en', ['Guide', 'Developers', 'Resources', 'About']],
  ] as const) {
    test(`the footer link columns are translated (${locale})`, async ({page}) => {
      await page.goto(sitePath('', locale));
      await expect(page.locator('.footer__title')).toHaveText([...columns]);
      expect(await page.locator('.footer__link-item').count()).toBeGreaterThanOrEqual(12);
    });
  }
});

test.describe('home page', () => {
  for (const [locale, entries] of [
    ['zh-TW', ['我是企業使用者', '我是供應商使用者', '我是開發者']],
    ['en', ['I am a company user', 'I am a vendor user', 'I am a developer']],
  ] as const) {
    test(`introduces both products and offers an entry point per reader (${locale})`, async ({page}) => {
      await page.goto(sitePath('', locale));
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
      for (const entry of entries) await expect(page.getByRole('link', {name: entry})).toBeVisible();
      await page.getByRole('link', {name: entries[1]}).click();
      await expect(page).toHaveURL(/role-vendor$/);
    });
  }

  test("a page without a card of its own shares the site's social card, and every page has the Ferrypay favicon", async ({page}) => {
    // Content pages have their own card (plugins/social-cards, tests/postbuild/social-cards.test.ts).
    await page.goto(sitePath('blog/archive'));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/ferrypay-docs\/img\/social-card\.png$/);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/ferrypay-docs/img/favicon.svg');
    await page.goto(sitePath('docs/faq'));
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/ferrypay-docs/img/favicon.svg');
  });
});
