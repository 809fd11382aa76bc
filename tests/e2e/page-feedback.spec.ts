import type {BrowserContext, Page, Request} from '@playwright/test';
import {expect, pageErrors, test, waitForHydration, waitForQuiet} from '../support/fixtures';
import {test as hostedTest} from '../support/hostedSearch';
import {axe, violations} from '../support/axe';
import {refuseChunks} from '../support/chunks';
import {LOCALES, sitePath, type TestLocale} from '../support/site';
import {DEFAULT_SITE_URL} from '../../src/config/env';
import {product} from '../../src/config/product';
import {FAKE_FEEDBACK_ENDPOINT} from '../../scripts/lib/hostedTestBuild.mjs';

/**
 * "Was this page helpful?" (src/components/PageFeedback) at the end of guide
 * pages, API pages, blog posts and release notes. The suite's build has no
 * FEEDBACK_ENDPOINT: a "No" offers a prefilled GitHub issue and nothing is
 * sent. The hosted build (`npm run build:test-hosted`) has one, which a route
 * stands in for: the answer is posted there.
 */
const WORDS = {
  'zh-TW': {
    question: '這一頁對您有幫助嗎？',
    yes: '有幫助',
    no: '沒有幫助',
    comment: '還有什麼想告訴我們的嗎？（選填）',
    issueComment: '哪裡不清楚或有錯誤？（選填，會填入 GitHub 的問題回報）',
    report: '在 GitHub 回報問題',
    send: '送出',
    thanks: '感謝您的回饋！',
    issueTitle: (title: string) => `頁面回饋：${title}`,
    issueBody: (url: string, comment: string) => `頁面：${url}\n語言：zh-TW\n\n讀者的意見：\n${comment}`,
    typed: '第二步的截圖和畫面不一樣。',
  },
  en: {
    question: 'Was this page helpful?',
    yes: 'Yes',
    no: 'No',
    comment: 'Anything else you would like to tell us? (optional)',
    issueComment: 'What was unclear or wrong? (optional; it goes into the GitHub issue)',
    report: 'Report it on GitHub',
    send: 'Send',
    thanks: 'Thank you for your feedback.',
    issueTitle: (title: string) => `Page feedback: ${title}`,
    issueBody: (url: string, comment: string) => `Page: ${url}\nLocale: en\n\nThe reader's comment:\n${comment}`,
    typed: 'The screenshot of step 2 & the screen differ?',
  },
} satisfies Record<TestLocale, unknown>;

/** The widget, once the reader has scrolled to the end of the article and its code has loaded. */
async function feedbackAtEnd(page: Page, locale: TestLocale) {
  await waitForHydration(page);
  await page.locator('footer.footer').scrollIntoViewIfNeeded();
  const group = page.getByRole('group', {name: WORDS[locale].question});
  await expect(group).toBeVisible();
  return group;
}

/** Every POST the page makes, wherever it goes. */
function posts(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request);
  });
  return sent;
}

/** GitHub is not reached: a page of our own stands in for its new-issue form. */
const stubGitHub = (context: BrowserContext) =>
  context.route('https://github.com/**', (route) => route.fulfill({status: 200, contentType: 'text/html', body: '<title>GitHub</title>'}));

const WITHOUT_ENDPOINT = {'zh-TW': 'docs/faq', en: 'release-note/v3-4-0'} as const;

for (const locale of LOCALES) {
  test(`without an endpoint, "No" prefills a GitHub issue with the page, locale and comment, sends nothing, and thanks once per visit (${locale})`, async ({
    page,
    context,
    problems,
  }) => {
    const words = WORDS[locale];
    const sent = posts(page);
    await stubGitHub(context);
    const pagePath = sitePath(WITHOUT_ENDPOINT[locale], locale);
    await page.goto(pagePath);
    const title = (await page.getByRole('heading', {level: 1}).textContent())!.trim();
    const group = await feedbackAtEnd(page, locale);
    expect(await violations(axe(page).include('[role="group"]'))).toEqual([]);

    const no = group.getByRole('button', {name: words.no, exact: true});
    await no.focus();
    await page.keyboard.press('Enter');
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', {name: words.yes, exact: true})).toHaveAttribute('aria-pressed', 'false');
    await group.getByLabel(words.issueComment).fill(words.typed);

    const link = group.getByRole('link', {name: new RegExp(`^${words.report}`)});
    const expected = new URL(`${product.repositoryUrl}/issues/new`);
    expected.search = new URLSearchParams({
      title: words.issueTitle(title),
      body: words.issueBody(`${DEFAULT_SITE_URL}${pagePath}`, words.typed),
    }).toString();
    await expect(link).toHaveAttribute('href', expected.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await violations(axe(page).include('[role="group"]'))).toEqual([]);

    const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(expected.href);
    await tab.close();
    await expect(group.getByRole('status')).toHaveText(words.thanks);
    await expect(group.getByRole('button')).toHaveCount(0);

    // The same visit: the page remembers the answer and does not ask again.
    await page.reload();
    const again = await feedbackAtEnd(page, locale);
    await expect(again.getByRole('status')).toHaveText(words.thanks);
    await expect(again.getByRole('button')).toHaveCount(0);
    expect(sent.map((request) => request.url())).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
}

test('without an endpoint, "Yes" thanks at once and sends nothing', async ({page}) => {
  const sent = posts(page);
  await page.goto(sitePath('docs/getting-started'));
  const group = await feedbackAtEnd(page, 'zh-TW');
  await group.getByRole('button', {name: WORDS['zh-TW'].yes, exact: true}).click();
  await expect(group.getByRole('status')).toHaveText(WORDS['zh-TW'].thanks);
  await expect(group.getByRole('textbox')).toHaveCount(0);
  expect(sent).toEqual([]);
});

test('a widget whose code cannot load (offline, a tab open across a deploy) is left out: the page does not crash', async ({page}) => {
  // The widget's own chunk, the one script that calls sendBeacon, fails to load; every other script loads.
  const refused = await refuseChunks(page, 'sendBeacon');
  await page.goto(sitePath('docs/faq'));
  await waitForHydration(page);
  await page.locator('footer.footer').scrollIntoViewIfNeeded();
  await expect.poll(refused).toBeGreaterThan(0);
  await waitForQuiet(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('常見問題');
  await expect(page.getByText('此頁已當機。')).toHaveCount(0);
  await expect(page.getByRole('group', {name: WORDS['zh-TW'].question})).toHaveCount(0);
  // The page still works: React still renders it, and a link in it still leads to the next page. (The
  // widget stays out until a reload: React.lazy keeps a failed download's error.)
  const next = page.locator('.pagination-nav__link--next');
  const nextTitle = (await next.locator('.pagination-nav__label').textContent())!.trim();
  await next.click();
  await expect(page.getByRole('heading', {level: 1})).toHaveText(nextTitle);
  // To the end of the next page, where its widget's place asks for the chunk again.
  await page.locator('footer.footer').scrollIntoViewIfNeeded();
  await waitForQuiet(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText(nextTitle);
  await expect(page.getByText('此頁已當機。')).toHaveCount(0);
  await expect(page.getByRole('group', {name: WORDS['zh-TW'].question})).toHaveCount(0);
});

test("a blog post list page asks nothing: the question is on each post's own page", async ({page}) => {
  // The widget's place is prerendered where the question will be (PageFeedback): the list page has none to fill
  // later, where a check of the question alone would pass before the lazily loaded widget could appear.
  const place = page.locator('[class^="place_"]');
  await page.goto(sitePath('blog'));
  await waitForHydration(page);
  await expect(place).toHaveCount(0);
  await page.goto(sitePath('blog/order-to-vendor-bank'));
  await expect(place).toHaveCount(1);
  await expect(await feedbackAtEnd(page, 'zh-TW')).toBeVisible();
});

/** Each locale's page with an endpoint: an API page (with its API version) and a blog post. */
const WITH_ENDPOINT = {
  'zh-TW': {route: 'api/create-an-order', answer: 'no', apiVersion: '2026-06-01'},
  en: {route: 'blog/order-to-vendor-bank', answer: 'yes', apiVersion: undefined},
} as const;

for (const locale of LOCALES) {
  hostedTest(
    `with an endpoint, the answer and comment are posted as exact JSON once, then thanks (${locale})`,
    async ({page, hostedSite, problems}) => {
      const words = WORDS[locale];
      const {route, answer, apiVersion} = WITH_ENDPOINT[locale];
      const received: {body: string | null; type: string | undefined}[] = [];
      await page.route(FAKE_FEEDBACK_ENDPOINT, async (handled) => {
        received.push({body: handled.request().postData(), type: (await handled.request().allHeaders())['content-type']});
        await handled.fulfill({status: 204});
      });
      const pagePath = sitePath(route, locale);
      await page.goto(`${hostedSite.origin}${pagePath}`);
      const group = await feedbackAtEnd(page, locale);

      await group.getByRole('button', {name: answer === 'yes' ? words.yes : words.no, exact: true}).click();
      await group.getByLabel(words.comment).fill(`  ${words.typed}\n`);
      expect(await violations(axe(page).include('[role="group"]'))).toEqual([]);
      expect(received).toEqual([]);
      await group.getByRole('button', {name: words.send}).click();
      await expect(group.getByRole('status')).toHaveText(words.thanks);

      await expect.poll(() => received.length).toBe(1);
      expect(received[0]!.type).toMatch(/^text\/plain/);
      expect(JSON.parse(received[0]!.body!)).toEqual({
        path: pagePath,
        locale,
        ...(apiVersion && {apiVersion}),
        answer,
        comment: words.typed,
      });
      // The exact text, keys in this order: nothing else rides along.
      expect(received[0]!.body).toBe(
        JSON.stringify({path: pagePath, locale, ...(apiVersion && {apiVersion}), answer, comment: words.typed}),
      );

      await page.reload();
      const again = await feedbackAtEnd(page, locale);
      await expect(again.getByRole('status')).toHaveText(words.thanks);
      await expect(again.getByRole('button')).toHaveCount(0);
      expect(received).toHaveLength(1);
      expect(problems.consoleErrors).toEqual([]);
    },
  );
}

hostedTest(
  'with storage denied, an answer is still sent and thanked, and the page does not break',
  async ({page, hostedSite, problems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });
    });
    const received: string[] = [];
    await page.route(FAKE_FEEDBACK_ENDPOINT, async (handled) => {
      received.push(handled.request().postData()!);
      await handled.fulfill({status: 204});
    });
    await page.goto(`${hostedSite.origin}${sitePath('docs/faq')}`);
    const group = await feedbackAtEnd(page, 'zh-TW');
    await group.getByRole('button', {name: WORDS['zh-TW'].yes, exact: true}).click();
    await group.getByRole('button', {name: WORDS['zh-TW'].send}).click();
    await expect(group.getByRole('status')).toHaveText(WORDS['zh-TW'].thanks);
    await expect.poll(() => received.map((body) => JSON.parse(body).answer)).toEqual(['yes']);
    expect(pageErrors(problems.consoleErrors)).toEqual([]);
  },
);
