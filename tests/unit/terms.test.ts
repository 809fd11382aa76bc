import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, proseLinesOf} from '../support/contentSources';
import {controlNamesOf, twinControlProblems} from '../support/steps';
import {describeTermViolation, findTermViolations, screenLabelsOf, TERM_RULES, type ScreenLabel} from '../support/terms';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const violations = (root = '.') =>
  contentFiles(root).flatMap((content) => findTermViolations(proseLinesOf(content), content).map(describeTermViolation));

describe('TERMS.md', () => {
  it('is in the repository, with a row for every word the content test holds', () => {
    const terms = readFileSync('TERMS.md', 'utf8');
    for (const word of ['串接', '簽章密鑰', '快速建單', 'List webhook events', '列出 Webhook 事件', 'signing secret', '上限']) {
      expect(terms, word).toContain(word);
    }
  });
});

describe('the words of TERMS.md', () => {
  it('hold in both locales: no discouraged variant in the guide, blog, release notes or API text', () => {
    expect(violations()).toEqual([]);
  });

  it("hold in the build tests' fixture site too (tests/build/fixture), which stands in for the site's content", () => {
    expect(contentFiles('tests/build/fixture').length).toBeGreaterThan(20);
    expect(violations('tests/build/fixture')).toEqual([]);
  });

  it('are checked in prose only, and a planted variant fails naming its file and line', () => {
    const root = scratchFolder('terms');
    const plant = (file: string, text: string) => writeTreeFile(root, file, text);
    plant('docs/wrong.md', '---\ntitle: 錯誤\n---\n\n請複製端點的簽署密鑰。\n');
    plant(
      'i18n/en/docusaurus-plugin-content-docs/current/wrong.md',
      '---\ntitle: Wrong\n---\n\nThe status is `payable`. ![A list of payable orders](/img/x.svg)\n\n```mermaid\nstateDiagram-v2\n  reconciling --> payable : Vendor confirms\n```\n\nThe orders go back to payable.\n',
    );
    // The code span, the alt text (the wireframes' own words) and the diagram's node ids say payable too:
    // only line 12's prose is a finding.
    expect(violations(root)).toEqual([
      `${path.join(root, 'docs/wrong.md')}:5: "簽署密鑰", TERMS.md says 簽章密鑰`,
      `${path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/wrong.md')}:12: "payable", TERMS.md says Payable (the status)`,
    ]);
  });

  it('catch the control names the review found drifting, as the pages wrote them', () => {
    const found = (locale: 'en' | 'zh-TW', text: string) =>
      findTermViolations([{file: 'page.md', line: 1, text}], {locale, kind: 'markdown'}).map((violation) => violation.found);
    expect(found('zh-TW', '財務、管理員與擁有者可以為錢包儲值及設定低餘額提醒。')).toEqual(['低餘額提醒']);
    expect(found('zh-TW', '2. 在左側選單開啟審核，進入審核步驟設定。')).toEqual(['審核步驟設定']);
    expect(found('zh-TW', '可為審核步驟設定金額門檻。')).toEqual([]);
    expect(found('zh-TW', '1. 在左側選單點選「訂單」，再點選完整訂單表單按鈕 ③。')).toEqual(['點選完整訂單表單按鈕']);
    expect(found('zh-TW', '再點選批次操作列 ⑥ 的取消。')).toEqual(['點選批次操作列 ⑥ 的取消']);
    expect(found('zh-TW', '開啟連結後點選取消 ⑥，例如金額設定錯誤。')).toEqual(['點選取消']);
    expect(found('zh-TW', '在左側選單點選「付款連結」，開啟「付款連結」分頁。')).toEqual(['左側選單點選「付款連結」']);
    expect(found('en', 'Set your wallet balance alert, or the low balance alert.')).toEqual(['wallet balance alert', 'low balance alert']);
    expect(found('en', 'Open Review in the left menu and go to the review step settings.')).toEqual(['review step settings']);
    expect(found('en', 'Select Orders in the left menu, then the full order form button ③.')).toEqual(['full order form button']);
    expect(found('en', 'then select cancel in the batch action bar ⑥.')).toEqual(['select cancel']);
    expect(found('en', 'the tag Q4-26 (5) and the Create button (6)')).toEqual([]);
  });

  it("tell a card dispute's response deadline from the payout cut-off", () => {
    const found = (text: string) =>
      findTermViolations([{file: 'page.md', line: 1, text}], {locale: 'zh-TW', kind: 'markdown'}).map((violation) => violation.found);
    expect(found('爭議款的截止時間為產生後 7 天。')).toEqual(['爭議款的截止時間']);
    expect(found('請在截止時間前回覆爭議款。')).toEqual(['截止時間前回覆爭議款']);
    expect(found('請在截止時間前上傳文件並回覆爭議款。')).toEqual(['截止時間前上傳文件並回覆爭議款']);
    expect(found('爭議款的回應期限為 7 天；撥款在 15:00 截止時間前執行。')).toEqual([]);
  });

  it('hold every "not X" note of TERMS.md with a TERM_RULES line for its term', () => {
    // 設定 is the Settings menu's own name: a rule against it would flag the menu everywhere.
    const UNRULED: Record<string, string> = {'Set up': "the variant 設定 is the Settings menu's name"};
    const rows = readFileSync('TERMS.md', 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
      .map((line) => line.slice(2, -2).split(' | ') as [string, string, string]);
    const noted = rows.filter(([, , note]) => /\bnot /.test(note ?? ''));
    expect(noted.length, 'rows of TERMS.md with a "not X" note').toBeGreaterThan(10);
    const unruled = noted
      .filter(([en]) => !(en in UNRULED))
      .filter(
        ([en, zh]) =>
          !TERM_RULES.some(
            (rule) =>
              zh.split(' / ').some((term) => rule.use.startsWith(term)) ||
              en.split(' / ').some((term) => rule.use.toLowerCase().includes(term.toLowerCase())),
          ),
      )
      .map(([en, zh, note]) => `${en} | ${zh} | ${note}`);
    expect(unruled, 'add a TERM_RULES line (tests/support/terms.ts) for each').toEqual([]);
  });

  it('has one rule per discouraged variant, each in one locale', () => {
    for (const rule of TERM_RULES) expect(['en', 'zh-TW']).toContain(rule.locale);
    expect(new Set(TERM_RULES.map((rule) => rule.variant.source)).size).toBe(TERM_RULES.length);
  });
});

/** Control names that steps name and TERMS.md's screen labels lack, as `file:line: name`. */
function unlistedControls(labels: ScreenLabel[], root = '.'): string[] {
  return contentFiles(root)
    .filter((content) => content.kind === 'markdown')
    .flatMap((content) => {
      const listed = new Set(labels.map((label) => label[content.locale]));
      return controlNamesOf(readFileSync(content.file, 'utf8'))
        .filter(({name}) => !listed.has(name))
        .map(({line, name}) => `${content.file}:${line}: ${name}`);
    });
}

describe('the screen labels of TERMS.md', () => {
  const labels = screenLabelsOf(readFileSync('TERMS.md', 'utf8'));

  it('pair a label in each locale once, say where the dashboard shows it, and hold plain words', () => {
    const pairs = labels.map((label) => `${label.en} | ${label['zh-TW']}`);
    expect(pairs.filter((pair, index) => pairs.indexOf(pair) !== index)).toEqual([]);
    for (const label of labels) {
      expect(label.where, JSON.stringify(label)).not.toBe('');
      for (const locale of ['en', 'zh-TW'] as const) expect(label[locale], JSON.stringify(label)).toMatch(/^[^*`「」[\]]+$/);
    }
  });

  // tests/support/steps.ts says what a step and a control name are: bold text in a numbered list item.
  it('name every control a step names, in the guide, the blog and the release notes of both locales', () => {
    expect(unlistedControls(labels)).toEqual([]);
  });

  it('fail a planted step whose control is not one of them, naming its file and line', () => {
    const root = scratchFolder('screen-labels');
    writeTreeFile(root, 'docs/wrong.md', '---\ntitle: 錯誤\n---\n\n1. 點選「**執行**」。\n2. 點選「**低餘額提醒**」。\n');
    writeTreeFile(
      root,
      'i18n/en/docusaurus-plugin-content-docs/current/wrong.md',
      '---\ntitle: Wrong\n---\n\n1. **Money in.** Select **Low balance alert**.\n',
    );
    expect(unlistedControls(labels, root)).toEqual([
      `${path.join(root, 'docs/wrong.md')}:6: 低餘額提醒`,
      `${path.join(root, 'i18n/en/docusaurus-plugin-content-docs/current/wrong.md')}:5: Low balance alert`,
    ]);
  });

  /** zh-TW source folders and where their English twins are. */
  const TWIN_DIRS = [
    ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'],
    ['blog', 'i18n/en/docusaurus-plugin-content-blog'],
    ['release-note', 'i18n/en/docusaurus-plugin-content-blog-release-note'],
    ['api/pages/zh-TW', 'api/pages/en'],
  ] as const;
  const twins = contentFiles()
    .filter((content) => content.kind === 'markdown' && content.locale === 'zh-TW')
    .map((content) => {
      const [zhDir, enDir] = TWIN_DIRS.find(([dir]) => content.file.startsWith(`${dir}/`))!;
      return [content.file, `${enDir}${content.file.slice(zhDir.length)}`] as const;
    })
    .filter(([, en]) => existsSync(en));

  it.each(twins)('%s and its twin name the same controls in each step', (zh, en) => {
    expect(twinControlProblems(readFileSync(zh, 'utf8'), readFileSync(en, 'utf8'), labels)).toEqual([]);
  });

  it('fail a twin whose step names another control', () => {
    const zh = '1. 點選「**執行**」⑤。\n2. 點選「**確認**」。\n';
    expect(twinControlProblems(zh, '1. Select **Execute** ⑤.\n2. Select **Confirm**.\n', labels)).toEqual([]);
    expect(twinControlProblems(zh, '1. Select **Execute** ⑤.\n2. Select **Cancel payout**.\n', labels)).toEqual([
      'step 2 (line 2 / 2): zh-TW names 確認, the en step names Cancel payout',
      'step 2 (line 2 / 2): en names Cancel payout, the zh-TW step names 確認',
    ]);
    expect(twinControlProblems(zh, '1. Select **Execute** ⑤.\n', labels)).toEqual(['2 steps in zh-TW, 1 in en']);
  });
});
