import {test, expect, afterFrames, waitForHydration} from '../support/fixtures';
import {LOCALES, sitePath} from '../support/site';
import {DEFAULT_SITE_URL} from '../../src/config/env';

/**
 * The "Copy page" control above a page title (src/components/CopyPage): what
 * it puts on the clipboard is the page's Markdown twin, the reader is told, and
 * "View as Markdown" leads to the twin. One page per locale, a guide page and a
 * release note (the two wraps that place the control); the link in the static
 * HTML of every page is checked by tests/postbuild/markdown-twins.test.ts.
 */
const PAGES = {'zh-TW': 'docs/faq', en: 'release-note/v3-4-0'};
const CONFIRMATION = {
  'zh-TW': '已將本頁的 Markdown 複製到剪貼簿',
  en: "Copied this page's Markdown to the clipboard",
};
const COPY = {'zh-TW': '複製頁面', en: 'Copy page'};
const MISSING_TWIN_STATUS = 'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
const FAILED = {'zh-TW': '無法複製，請改用「以 Markdown 檢視」', en: 'Could not copy: use View as Markdown instead'};
const VIEW = {'zh-TW': '以 Markdown 檢視', en: 'View as Markdown'};

for (const locale of LOCALES) {
  test(`Copy page puts the page's Markdown twin on the clipboard and says so, from the keyboard (${locale})`, async ({
    page,
    context,
    problems,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pagePath = sitePath(PAGES[locale], locale);
    await page.goto(pagePath);
    await waitForHydration(page);

    const view = page.getByRole('link', {name: VIEW[locale]});
    await expect(view).toHaveAttribute('href', `${pagePath}.md`);
    const response = await page.request.get(`${pagePath}.md`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const twin = await response.text();
    expect(twin.startsWith(`# ${(await page.getByRole('heading', {level: 1}).textContent())!.trim()}\n`)).toBe(true);

    const copy = page.getByRole('button', {name: COPY[locale]});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: CONFIRMATION[locale]})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(problems.consoleErrors).toEqual([]);
  });
}

for (const locale of LOCALES) {
  test(`Copy page says it failed, with nothing uncaught, when the twin is missing and the clipboard refuses (${locale})`, async ({
    page,
    problems,
  }) => {
    // A clipboard that refuses at once, as the browser's does without permission.
    await page.addInitScript(() => {
      const refuse = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
      Object.defineProperty(Navigator.prototype, 'clipboard', {configurable: true, get: () => ({write: refuse, writeText: refuse})});
    });
    const pagePath = sitePath(PAGES[locale], locale);
    await page.route(`**${pagePath}.md`, (route) => route.fulfill({status: 404, contentType: 'text/plain', body: 'Not Found'}));
    await page.goto(pagePath);
    await waitForHydration(page);
    const twinAnswered = page.waitForEvent('requestfinished', (request) => request.url().endsWith(`${pagePath}.md`));
    await page.getByRole('button', {name: COPY[locale]}).click();
    await expect(page.getByRole('status').filter({hasText: FAILED[locale]})).toBeVisible();
    await twinAnswered;
    // A rejection nobody handled is reported once its task has ended: let the page run a few more.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await afterFrames(page);
    // The browser's line about the missing twin's 404 is the one expected; an uncaught "…faq.md: 404" is not.
    expect(problems.consoleErrors.filter((line) => line !== MISSING_TWIN_STATUS)).toEqual([]);
  });
}

/** The first message each locale's assistant links start a conversation with; the site's URL is the build's default. */
const ASSISTANT_PROMPT = {
  'zh-TW': (twin: string) => `請閱讀 Ferrypay Docs 的這一頁文件：${twin}，並回答我接下來關於它的問題。`,
  en: (twin: string) => `Read this page of Ferrypay Docs: ${twin} and answer my questions about it.`,
};
const OPEN_IN = {'zh-TW': (name: string) => `在 ${name} 中開啟`, en: (name: string) => `Open in ${name}`};
const ASSISTANT_URLS = [
  ['ChatGPT', 'https://chatgpt.com/?q='],
  ['Claude', 'https://claude.ai/new?q='],
] as const;

for (const locale of LOCALES) {
  test(`Open in ChatGPT and Open in Claude are plain links, in a new tab, that point the assistant at the page's twin (${locale})`, async ({
    browser,
  }) => {
    // Without JavaScript: the links are in the page's HTML as it is served.
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const pagePath = sitePath(PAGES[locale], locale);
    await page.goto(pagePath);
    const prompt = ASSISTANT_PROMPT[locale](`${DEFAULT_SITE_URL}${pagePath}.md`);
    for (const [name, start] of ASSISTANT_URLS) {
      // The accessible name ends with the external-link icon's label.
      const link = page.getByRole('link', {name: new RegExp(`^${OPEN_IN[locale](name)}`)});
      await expect(link).toHaveAttribute('href', `${start}${encodeURIComponent(prompt)}`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await context.close();
  });
}

test('a page title breaks between words, never inside one, under Copy page on a 1440 px screen', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  // English titles with long words: an API page, a guide page and a release note.
  for (const path of ['api/webhook-events', 'docs/understanding-ferrypay/about-ferrypay', 'release-note/v3-4-0']) {
    await page.goto(sitePath(path, 'en'));
    await expect(page.getByRole('button', {name: COPY.en})).toBeVisible();
    // Each word of the h1 is laid out on one line: a word split across lines has a box on each.
    // A break after a hyphen ("per-|user") is a break between words.
    const splitWords = await page.getByRole('heading', {level: 1}).evaluate((h1) => {
      const text = h1.firstChild;
      if (!(text instanceof Text)) throw new Error(`the h1 of ${location.pathname} does not start with its text`);
      const split: string[] = [];
      for (const match of text.data.matchAll(/[^\s-]+/g)) {
        const range = document.createRange();
        range.setStart(text, match.index);
        range.setEnd(text, match.index + match[0].length);
        const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (lines.size > 1) split.push(match[0]);
      }
      return split;
    });
    expect(splitWords, path).toEqual([]);
  }
});
