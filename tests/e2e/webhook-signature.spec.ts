import {readFileSync} from 'node:fs';
import type {Page, Request} from '@playwright/test';
import {test, expect, waitForHydration, waitForQuiet} from '../support/fixtures';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR, sitePath, type TestLocale} from '../support/site';
import {axe, violations} from '../support/axe';
import {htmlValidator, messages} from '../support/htmlValidity';
import {builtFile, firstLoadWeights} from '../../scripts/lib/benchSupport.mjs';
import {e2eOrigin} from '../../src/config/env';
import type {SignatureVector, SignatureVectors} from '../fixtures/webhook-signatures';

/**
 * The signature checker of the Webhooks API page, as a reader uses it: every
 * golden vector through the form in both locales, the verdict in the status
 * region screen readers announce, the keyboard alone, and nothing of what the
 * reader typed leaving the page or staying behind.
 */
const fixture = JSON.parse(readFileSync('tests/fixtures/webhook-signatures.json', 'utf8')) as SignatureVectors;
const vector = (id: string) => fixture.vectors.find((candidate) => candidate.id === id)!;
const PAGE = 'api/webhooks';

const TEXT = {
  'zh-TW': {
    secret: '簽章密鑰',
    header: 'Ferrypay-Signature 標頭的值',
    body: '原始請求內容',
    receivedAt: '收到的時間（選填）',
    show: '顯示簽章密鑰',
    check: '檢查簽章',
    verdicts: {
      valid: /^有效：.*5 分鐘的容許範圍內/,
      signature_mismatch: /^簽章不符：/,
      timestamp_outside_tolerance: /^時間戳記超出 5 分鐘的容許範圍：.*簽章本身相符。/,
      malformed_header: /^標頭格式錯誤：/,
    },
    roll: (which: number) => new RegExp(`有效：標頭中 2 個 v1 簽章的第 ${which} 個相符`),
    reserialised: '把同一份 JSON 以 2 個空格縮排後，簽章就相符',
    malformed: {
      'missing-timestamp': '沒有 t（時間戳記）',
      'missing-signature': '沒有 v1 簽章',
      'timestamp-not-integer': 't 的值是「2026-11-09T02:00:00Z」，但必須是以秒為單位的 Unix 時間',
    },
    tooLate: '5 分 1 秒前簽署',
  },
  en: {
    secret: 'Signing secret',
    header: 'Value of the Ferrypay-Signature header',
    body: 'Raw body',
    receivedAt: 'Time of receipt (optional)',
    show: 'Show signing secret',
    check: 'Check signature',
    verdicts: {
      valid: /^Valid: .*within the 5-minute tolerance/,
      signature_mismatch: /^The signature does not match: /,
      timestamp_outside_tolerance: /^Timestamp outside the 5-minute tolerance: .*The signature itself matches\./,
      malformed_header: /^Malformed header: /,
    },
    roll: (which: number) => new RegExp(`Valid: v1 signature ${which} of 2 matches`),
    reserialised: 'The same JSON indented with 2 spaces verifies',
    malformed: {
      'missing-timestamp': 'it has no t (timestamp)',
      'missing-signature': 'it has no v1 signature',
      'timestamp-not-integer': 't is “2026-11-09T02:00:00Z”, but it must be Unix time in whole seconds',
    },
    tooLate: 'signed 5 min 1 s before the time of receipt',
  },
} as const;

/** Which of the two v1 signatures a roll's vector matches (the fixture's descriptions): the old secret signed the second. */
const ROLLED_SIGNATURE_MATCHED: Record<string, number> = {'roll-old-secret': 2, 'roll-new-secret': 1};

async function openChecker(page: Page, locale: TestLocale) {
  await page.goto(sitePath(PAGE, locale));
  await waitForHydration(page);
  const form = page.locator('form').filter({has: page.getByRole('button', {name: TEXT[locale].check})});
  await expect(form).toBeVisible();
  return form;
}

async function checkVector(page: Page, locale: TestLocale, each: Pick<SignatureVector, 'secret' | 'header' | 'body' | 'receivedAt'>) {
  const text = TEXT[locale];
  await page.getByLabel(text.secret, {exact: true}).fill(each.secret);
  await page.getByLabel(text.header, {exact: true}).fill(each.header);
  await page.getByLabel(text.body, {exact: true}).fill(each.body);
  await page.getByLabel(text.receivedAt, {exact: true}).fill(String(each.receivedAt));
  await page.getByRole('button', {name: text.check}).click();
}

for (const locale of LOCALES) {
  test(`every golden vector gets its verdict in the status region (${locale})`, async ({page}) => {
    // Thirteen fills and verdicts in one page: past the default minute on a busy two-core machine.
    test.slow();
    const text = TEXT[locale];
    const form = await openChecker(page, locale);
    const status = form.getByRole('status');
    expect(fixture.vectors.filter((each) => each.id in ROLLED_SIGNATURE_MATCHED)).toHaveLength(2);
    for (const each of fixture.vectors) {
      await checkVector(page, locale, each);
      const verdict = status.locator('p').first();
      await expect(verdict, each.id).toHaveText(text.verdicts[each.verdict]);
      const rolled = ROLLED_SIGNATURE_MATCHED[each.id];
      if (rolled) await expect(verdict, each.id).toHaveText(text.roll(rolled));
      if (each.checker?.bodyVerifiesAs) await expect(status, each.id).toContainText(text.reserialised);
      if (each.checker?.malformed) await expect(status, each.id).toContainText(text.malformed[each.checker.malformed]);
      if (each.id === 'timestamp-301-seconds-old') await expect(status).toContainText(text.tooLate);
      // A mismatch shows what the checker signed, t + "." + the body, to compare with the reader's.
      const payload = form.locator('pre');
      if (each.verdict === 'signature_mismatch') {
        await expect(payload, each.id).toHaveText(`${/t=(\d+)/.exec(each.header)![1]}.${each.body}`, {useInnerText: true});
      } else {
        await expect(payload, each.id).toHaveCount(0);
      }
    }
  });

  test(`the checker works by keyboard alone and passes axe and html-validate with a verdict shown (${locale})`, async ({page}) => {
    // An axe pass and an HTML check after the typing: near the default minute on a busy machine.
    test.slow();
    const text = TEXT[locale];
    const form = await openChecker(page, locale);
    const each = vector('body-reserialised');
    await page.getByLabel(text.secret, {exact: true}).focus();
    await page.keyboard.type(each.secret);
    // The toggle shows the secret; Space presses it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: text.show})).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByLabel(text.secret, {exact: true})).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', {name: text.show})).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(each.header);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(each.body);
    await page.keyboard.press('Tab');
    await page.keyboard.insertText(String(each.receivedAt));
    // Enter in a text field submits the form.
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText(text.reserialised);
    expect(await violations(axe(page))).toEqual([]);
    const report = await htmlValidator().validateString(await page.content(), `${PAGE} with a verdict (${locale})`);
    expect(messages(report)).toEqual([]);
  });
}

test('without Web Crypto, or when it throws, the checker says so instead of staying on "Checking…"', async ({browser}) => {
  const valid = vector('valid');
  const cases = [
    {
      locale: 'zh-TW' as const,
      // A page served over plain HTTP away from localhost: no crypto.subtle.
      breakWebCrypto: () => Object.defineProperty(globalThis.crypto, 'subtle', {get: () => undefined}),
      verdict: /^這個瀏覽器在本頁不提供 Web Crypto/,
    },
    {
      locale: 'en' as const,
      // A browser policy or an extension that makes Web Crypto fail.
      breakWebCrypto: () => {
        SubtleCrypto.prototype.sign = () => Promise.reject(new DOMException('Refused by policy', 'NotAllowedError'));
      },
      verdict: /^The signature could not be checked: the browser's Web Crypto reported an error \(NotAllowedError: Refused by policy\)/,
    },
  ];
  for (const {locale, breakWebCrypto, verdict} of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(breakWebCrypto);
    const form = await openChecker(page, locale);
    await checkVector(page, locale, valid);
    await expect(form.getByRole('status').locator('p'), locale).toHaveText(verdict);
    await context.close();
  }
});

test('checking sends nothing and stores nothing: no request carries what was typed, storage and address stay as they were', async ({
  page,
  context,
}) => {
  const form = await openChecker(page, 'en');
  await waitForQuiet(page);
  const snapshot = () =>
    page.evaluate(() => ({
      url: location.href,
      local: JSON.stringify(Object.entries(localStorage)),
      session: JSON.stringify(Object.entries(sessionStorage)),
      cookie: document.cookie,
    }));
  const before = await snapshot();
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));

  // The last vector's secret stays in the field: one the page never shows (its worked example names the others).
  for (const id of ['roll-new-secret', 'body-reserialised', 'timestamp-301-seconds-old', 'roll-neither-secret']) {
    const each = vector(id);
    await checkVector(page, 'en', each);
    await expect(form.getByRole('status').locator('p').first()).toHaveText(TEXT.en.verdicts[each.verdict]);
  }
  await page.getByRole('button', {name: TEXT.en.show}).click();

  const typed = [
    vector('roll-neither-secret').secret,
    vector('roll-new-secret').secret,
    vector('valid').secret,
    vector('roll-new-secret').header.slice(-24),
    'evt_7Hd2Kq',
  ];
  // Idle prefetches of the site's own scripts may start meanwhile; nothing else may.
  const leaks = requests.filter((request) => {
    const sent = `${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`;
    return (
      request.method() !== 'GET' ||
      new URL(request.url()).origin !== new URL(page.url()).origin ||
      typed.some((value) => sent.includes(value))
    );
  });
  expect(leaks.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  expect(await snapshot()).toEqual(before);
  expect((await context.cookies()).filter((cookie) => typed.some((value) => cookie.value.includes(value)))).toEqual([]);
  // The fields are uncontrolled: the secret typed last is in no attribute of the page's markup.
  expect(await page.content()).not.toContain(vector('roll-neither-secret').secret);
});

test("the checker's code loads with the webhooks page only, not with guide, landing or operation pages", async ({browser}) => {
  // A value only the checker's logic has (src/components/SignatureChecker/signature.ts). Its strings are no
  // marker: en's are in main.js, with every UI string of code.json.
  const marker = '"trailing-newline-removed"';
  const pages = ['docs/getting-started', 'api', 'api/create-an-order', 'api/list-all-webhooks-events', PAGE, `en/${PAGE}`];
  const weights = await firstLoadWeights(browser, new URL(e2eOrigin()!).origin, TEST_BASE_URL, TEST_BUILD_DIR, pages);
  const loadsChecker = Object.fromEntries(
    weights.map((weight) => [
      weight.page,
      weight.urls.some((url) => url.endsWith('.js') && builtFile(TEST_BUILD_DIR, TEST_BASE_URL, url)?.includes(marker)),
    ]),
  );
  expect(loadsChecker).toEqual(Object.fromEntries(pages.map((page) => [page, page.endsWith(PAGE)])));
});
