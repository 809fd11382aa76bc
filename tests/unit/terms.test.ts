import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {contentFiles, proseLinesOf} from '../support/contentSources';
import {describeTermViolation, findTermViolations, TERM_RULES} from '../support/terms';
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

  it('has one rule per discouraged variant, each in one locale', () => {
    for (const rule of TERM_RULES) expect(['en', 'zh-TW']).toContain(rule.locale);
    expect(new Set(TERM_RULES.map((rule) => rule.variant.source)).size).toBe(TERM_RULES.length);
  });
});
