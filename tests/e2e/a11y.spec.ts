import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, DIAGRAM_WAIT_MS, DRAWN_DIAGRAM, scrollThrough, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {searchInModal, wholeSearchAnswer} from '../support/searchModal';
import {axe, violations} from '../support/axe';

/**
 * axe-core reports no violation of any impact on every kind of page, in both
 * locales: every rule axe runs by default, WCAG 2.x A/AA and best practices
 * alike (no tag filter; only its experimental rules stay off).
 */
const pageKinds: Record<string, string> = {
  home: '',
  'guide page': 'docs/page-introduction/b2b-cross-border-payment/role-company/order',
  'category index': 'docs/page-introduction/b2b-cross-border-payment/role-company',
  'diagram page': 'docs/understanding-ferrypay/state-diagram',
  'markdown page': 'markdown-page',
  'API landing': 'api',
  'API operation': 'api/create-an-order',
  'unmaintained API operation': 'api/2025-03-01/create-an-order',
  'unreleased API operation': 'api/next/create-an-order',
  'API error codes': 'api/error-codes',
  'API webhook events': 'api/webhook-events',
  'blog list': 'blog',
  'blog post': 'blog/multi-role-review-design',
  'blog tags': 'blog/tags',
  'blog tag': 'blog/tags/payout',
  'blog authors': 'blog/authors',
  'blog author': 'blog/authors/kuanyu-lin',
  'blog archive': 'blog/archive',
  'release note': 'release-note/v3-4-0',
  'docs tags': 'docs/tags',
  'docs tag': 'docs/tags/qa',
  'search page with results': 'search?q=payout',
  'not found': 'no/such/page',
};

/** The diagrams a page's Markdown source draws (the zh-TW source: both locales draw the same). */
const diagramsIn = (docId: string) => readFileSync(`docs/${docId}.md`, 'utf8').split('```mermaid').length - 1;

/** An operation page's samples render as theme code blocks as they near the viewport: scrolled through first. */
const samplesShown = async (page: Page) => {
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
};

/** What a page kind shows once it has rendered what axe should check. */
const readyWhen: Record<string, (page: Page) => Promise<void>> = {
  'diagram page': async (page) => {
    const count = diagramsIn('understanding-ferrypay/state-diagram');
    expect(count).toBeGreaterThan(1);
    await expect(page.locator(DRAWN_DIAGRAM)).toHaveCount(count, {timeout: DIAGRAM_WAIT_MS});
  },
  'API operation': samplesShown,
  'unmaintained API operation': samplesShown,
  'unreleased API operation': samplesShown,
  // The search page's whole answer (snippets, highlights, the count) comes once the index has the paragraphs.
  'search page with results': wholeSearchAnswer,
};

for (const locale of LOCALES) {
  for (const [kind, path] of Object.entries(pageKinds)) {
    test(`${kind} has no accessibility violation (${locale})`, async ({page}) => {
      await page.goto(sitePath(path, locale));
      await waitForHydration(page);
      await readyWhen[kind]?.(page);
      expect(await violations(axe(page))).toEqual([]);
    });
  }

  // Just opened (no recent searches yet: DocSearch 4.7 shows an empty body), then with results.
  test(`the open search modal has no accessibility violation (${locale})`, async ({page}) => {
    // Two axe passes over a guide page with the modal open, and a search between them:
    // once more than the default 60 s on a busy two-core machine.
    test.slow();
    await page.goto(sitePath('docs/faq', locale));
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
    expect(await violations(axe(page)), 'just opened').toEqual([]);

    // The suite's search helper: the first results may take seconds on a busy two-core machine.
    await searchInModal(page, 'payout');
    // axe cannot judge the contrast of what is scrolled out of the results pane, so the
    // "See all results" link under them is brought into view.
    await page.locator('.DocSearch-HitsFooter').scrollIntoViewIfNeeded();
    expect(await violations(axe(page)), 'results').toEqual([]);
  });

  // The recent and favourite lists are not claimed free of violations: DocSearch puts
  // their save and remove buttons inside its listbox (axe aria-required-children), and
  // only a different widget (a grid) could hold them. What we fixed is held here.
  test(`recent and favourite searches keep their buttons out of the result links (${locale})`, async ({page}) => {
    await page.goto(sitePath('docs/faq', locale));
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').click();
    const faqTitle = await page.title();
    await searchInModal(page, 'payout');
    await page.getByRole('option').first().click();
    await expect(page.locator('.DocSearch-Modal')).toBeHidden();
    // The result's page has rendered (it renders a navbar, and a search button, of its own).
    await expect(page).not.toHaveTitle(faqTitle);

    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('#docsearch-recentSearches-list').getByRole('option')).toHaveCount(1);
    expect(await violations(axe(page).withRules(['nested-interactive'])), 'recent searches').toEqual([]);

    // The save button, laid over the link, still works.
    await page.getByRole('button', {name: locale === 'en' ? 'Save this search' : '收藏這個搜尋'}).click();
    await expect(page.locator('#docsearch-favoriteSearches-list').getByRole('option')).toHaveCount(1);
    await expect(page.locator('#docsearch-recentSearches-list')).toHaveCount(0);
    expect(await violations(axe(page).withRules(['nested-interactive'])), 'favourite searches').toEqual([]);
  });
}
