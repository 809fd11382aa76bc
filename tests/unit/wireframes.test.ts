import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {WEBPACK_URL_LOADER_LIMIT} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {
  IMAGE,
  type Locale,
  altProblems,
  calloutsOf,
  circledNumbersOf,
  textsOf,
  wireframeName,
  wireframeProblems,
} from '../support/wireframes';
import {controlFormProblems, controlNamesOf, controlsNotOnScreens, stepsOf} from '../support/steps';

const DOCS: Record<Locale, string> = {
  'zh-TW': 'docs',
  en: 'i18n/en/docusaurus-plugin-content-docs/current',
};
const GUIDE_IMAGES = 'static/img/guide';

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file) && statSync(path.join(dir, file)).isFile())
    .sort();

interface Shown {
  page: string;
  locale: Locale;
  alt: string;
  src: string;
  /** Index of the `## ` section the image sits in (0 before the first). */
  section: number;
}

/** Every guide image shown by a page of either locale. */
const shown: Shown[] = (Object.entries(DOCS) as [Locale, string][]).flatMap(([locale, dir]) =>
  filesUnder(dir, /\.mdx?$/).flatMap((file) => {
    const source = readFileSync(path.join(dir, file), 'utf8');
    return [...source.matchAll(IMAGE)].map((m) => ({
      page: `${dir}/${file}`,
      locale,
      alt: m[1]!,
      src: m[2]!,
      section: (source.slice(0, m.index).match(/^## /gm) ?? []).length,
    }));
  }),
);
/** Every guide page of both locales, with its locale. */
const guidePages: [string, Locale][] = (Object.entries(DOCS) as [Locale, string][]).flatMap(([locale, dir]) =>
  filesUnder(dir, /\.mdx?$/).map((file): [string, Locale] => [`${dir}/${file}`, locale]),
);
const svgOf = (src: string) => readFileSync(path.join('static', src), 'utf8');
const pagesWithWireframes = [...new Set(shown.map((image) => image.page))];

describe('guide wireframes', () => {
  it('are shown by both locales of the acquiring, company and vendor sections', () => {
    for (const section of ['acquiring', 'role-company', 'role-vendor']) {
      for (const locale of ['zh-TW', 'en'] as const) {
        expect(
          shown.filter((image) => image.locale === locale && image.src.includes(`/${section}/`)).length,
          `${section} in ${locale}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it.each(shown.map((image) => [`${image.page}: ${image.src}`, image] as const))(
    "%s is the page's own locale's file and exists",
    (_name, image) => {
      expect(wireframeName(image.src), `${image.page} shows ${image.src}: name it <screen>.${image.locale}.svg`).toEqual({
        slug: expect.any(String),
        locale: image.locale,
      });
      expect(existsSync(path.join('static', image.src)), `${image.page} shows ${image.src}, which does not exist`).toBe(true);
    },
  );

  it('shows the same screens, in the same order, on a page and its twin', () => {
    const slugs = (locale: Locale, relative: string) =>
      shown.filter((image) => image.page === `${DOCS[locale]}/${relative}`).map((image) => wireframeName(image.src)?.slug ?? image.src);
    const relatives = new Set(shown.map((image) => image.page.slice(DOCS[image.locale].length + 1)));
    for (const relative of relatives) expect(slugs('en', relative), relative).toEqual(slugs('zh-TW', relative));
  });

  it('leaves no file under static/img/guide that no page shows, and none without a locale in its name', () => {
    const files = filesUnder(GUIDE_IMAGES, /./).map((file) => `/img/guide/${file}`);
    expect(
      files.filter((src) => !wireframeName(src)),
      'files not named <screen>.<locale>.svg',
    ).toEqual([]);
    const used = new Set(shown.map((image) => image.src));
    expect(
      files.filter((src) => !used.has(src)),
      'files no page shows',
    ).toEqual([]);
  });

  it.each(filesUnder(GUIDE_IMAGES, /\.svg$/))(
    '%s is a labelled wireframe in its language with system fonts and no outside references',
    (file) => {
      const name = wireframeName(`/img/guide/${file}`);
      expect(name, file).not.toBeNull();
      expect(wireframeProblems(readFileSync(path.join(GUIDE_IMAGES, file), 'utf8'), name!.locale), file).toEqual([]);
    },
  );

  it.each(shown.map((image) => [`${image.page}: ${image.src}`, image] as const))(
    '%s has alt text that describes the labelled screen',
    (_name, image) => {
      expect(altProblems(image.alt, image.locale, textsOf(svgOf(image.src))), image.page).toEqual([]);
    },
  );

  it.each(pagesWithWireframes)("%s: the callouts the page refers to are the picture's", (page) => {
    const source = readFileSync(page, 'utf8');
    const callouts = new Set(shown.filter((image) => image.page === page).flatMap((image) => calloutsOf(svgOf(image.src))));
    expect(
      [...callouts].sort((a, b) => a - b),
      `${page}: callouts in the picture`,
    ).toEqual([...new Set(circledNumbersOf(source))].sort((a, b) => a - b));
  });

  // tests/support/steps.ts says what a step and a control name are: bold text in a numbered list item.
  it.each(pagesWithWireframes)('%s: every control its steps name is a label on one of its screens, in its locale', (page) => {
    const labels = shown.filter((image) => image.page === page).flatMap((image) => textsOf(svgOf(image.src)));
    const missing = controlsNotOnScreens(readFileSync(page, 'utf8'), labels).map(({line, name}) => `${page}:${line}: ${name}`);
    expect(missing, 'controls the steps name that no screen of the page shows').toEqual([]);
  });

  it.each(guidePages)("%s names each control in its locale's form", (page, locale) => {
    expect(controlFormProblems(readFileSync(page, 'utf8'), locale)).toEqual([]);
  });

  it.each(shown.filter((image) => image.section <= 2).map((image) => [`${image.page}: ${image.src}`, image] as const))(
    '%s, near the top of its page, is small enough to be inlined',
    (_name, image) => {
      // README, "Add a guide page": an image within the limit is a data: URL in the page and paints with it.
      const bytes = statSync(path.join('static', image.src)).size;
      expect(bytes, `${image.src} weighs ${bytes} bytes`).toBeLessThanOrEqual(Number(WEBPACK_URL_LOADER_LIMIT));
    },
  );
});

describe('wireframe rules catch a bad file', () => {
  const good = readFileSync(path.join(GUIDE_IMAGES, 'role-company/payout.zh-TW.svg'), 'utf8');
  const goodEn = readFileSync(path.join(GUIDE_IMAGES, 'role-company/payout.en.svg'), 'utf8');
  const problems = (svg: string, locale: Locale = 'zh-TW') => wireframeProblems(svg, locale).join('\n');

  it('passes the real payout wireframes', () => {
    expect(problems(good)).toBe('');
    expect(problems(goodEn, 'en')).toBe('');
  });

  it('finds a label greeked into a grey bar', () => {
    const greeked = good.replace(
      /<text x="(\d+)" y="(\d+)" class="s m">撥款方式<\/text>/,
      '<rect x="$1" y="$2" width="70" height="8" rx="4" fill="#94a3b8"/>',
    );
    expect(greeked).not.toBe(good);
    expect(problems(greeked)).toMatch(/placeholder bar/);
  });

  it('finds a wireframe whose labels are all greeked', () => {
    const allGreeked = good.replace(/<text\b[^>]*>[^<]*[\u4e00-\u9fff][^<]*<\/text>/g, '<rect x="0" y="0" width="60" height="8" rx="4"/>');
    expect(problems(allGreeked)).toMatch(/labels in Chinese/);
  });

  it('finds Chinese in an English wireframe, and an English one passed off as Chinese', () => {
    expect(problems(goodEn.replace('>Execute<', '>執行<'), 'en')).toMatch(/Chinese text in an English wireframe: 執行/);
    expect(problems(goodEn, 'zh-TW')).toMatch(/not in Chinese/);
  });

  it('finds a slug for a title, a missing role and a missing font stack', () => {
    expect(problems(good.replace(/<title id="t">[^<]*</, '<title id="t">payout<'))).toMatch(/is a slug/);
    expect(problems(good.replace(/<title id="t">[^<]*</, '<title id="t">Ferrypay: payout<'))).toMatch(/is a slug/);
    expect(problems(good.replace(' role="img"', ''))).toMatch(/role="img"/);
    expect(problems(good.replace(/ font-family="[^"]*"/, ' font-family="Arial, sans-serif"'))).toMatch(/lacks system-ui/);
    expect(problems(good.replace('<style>', '<style>text{font:13px Arial}'))).toMatch(/font shorthand/);
  });

  it('finds outside references, bitmaps and embedded fonts', () => {
    const inject = (markup: string) => good.replace('</svg>', `${markup}</svg>`);
    expect(problems(inject('<image href="screen.png" width="10" height="10"/>'))).toMatch(/<image>/);
    expect(problems(inject('<use href="icons.svg#bell"/>'))).toMatch(/link to another file/);
    expect(problems(inject('<style>@font-face{font-family:X;src:url(x.woff2)}</style>'))).toMatch(/embedded or imported font/);
    expect(problems(inject('<rect fill="url(https://example.com/p.svg#g)" width="1" height="1"/>'))).toMatch(/url\(\)/);
  });

  it('finds alt text that does not describe the labelled screen', () => {
    const labels = textsOf(good);
    expect(altProblems('撥款畫面線框圖', 'zh-TW', labels).join('\n')).toMatch(/too short/);
    expect(
      altProblems(
        '撥款畫面線框圖：兩個分頁、四個篩選條件、撥款確認單清單、含執行按鈕的報價面板，以及有六格驗證碼的兩步驟驗證對話框',
        'zh-TW',
        labels,
      ).join('\n'),
    ).toMatch(/names \d of the screen's labels/);
    expect(altProblems('Payout screen: 撥款', 'en', textsOf(goodEn)).join('\n')).toMatch(/Chinese/);
  });

  it("reads a step's control names, and leaves out run-in headings, bullets and code", () => {
    const page = [
      '1. 點選「**執行**」⑤，再點選「**確認**」。',
      '2. **款項流入。** 企業以銀行轉帳儲值，再開啟「**錢包**」。',
      '- 「**撥款單**」分頁 ①',
      '```text',
      '3. **not a step**',
      '```',
      '4. Select **Execute** ⑤ and **Confirm**.',
    ].join('\n');
    expect(stepsOf(page).map((step) => step.line)).toEqual([1, 2, 7]);
    expect(controlNamesOf(page)).toEqual([
      {line: 1, name: '執行'},
      {line: 1, name: '確認'},
      {line: 2, name: '錢包'},
      {line: 7, name: 'Execute'},
      {line: 7, name: 'Confirm'},
    ]);
  });

  it('finds a step that names a control its screen does not show, and accepts a label less its optional hint', () => {
    const labels = textsOf(goodEn);
    expect(controlsNotOnScreens('1. Select **Execute** ⑤.\n2. Select **Send** ⑤.', labels)).toEqual([{line: 2, name: 'Send'}]);
    expect(controlsNotOnScreens('1. Fill in **Note to vendor** ④.', ['Note to vendor (optional)'])).toEqual([]);
    expect(controlsNotOnScreens('1. 填寫「**給供應商的備註**」④。', ['給供應商的備註（選填）'])).toEqual([]);
  });

  it('finds a zh-TW control named without 「」 or without bold', () => {
    expect(controlFormProblems('1. 點選**執行** ⑤。\n2. 點選「取消撥款」。\n3. 選擇狀態「已排程」。', 'zh-TW')).toEqual([
      'line 1: write the control as 「**執行**」, not **執行**',
      'line 2: 點選「取消撥款」 names a control without bold: write 點選「**取消撥款**」',
    ]);
    expect(controlFormProblems('1. Select **Execute** ⑤.', 'en')).toEqual([]);
  });
});
