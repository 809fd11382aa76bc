import {describe, expect, it} from 'vitest';
import {mainThreadWork, medianWork} from '../../scripts/lib/lighthouseRun.mjs';
import {ZH_TW_REFERENCE_PAGES, stockDocFromTwin} from '../../scripts/lib/stockZhReference.mjs';

/**
 * The fair reference of `npm run lighthouse` for zh-TW pages
 * (scripts/lib/stockZhReference.mjs) and how a report's main-thread work is
 * read (scripts/lib/lighthouseRun.mjs).
 */
describe('a Markdown twin as a stock doc', () => {
  const twin =
    '# 快速開始\n\n> 本站所有頁面的索引：[llms.txt](https://docs.example/llms.txt)\n\n本頁帶您從零開始。\n\n## 企業\n\n> 提示：先試做。\n';

  it("keeps the title and the text, drops the twin's pointer to llms.txt, and keeps other quotes", () => {
    const doc = stockDocFromTwin(twin, 2);
    expect(doc).toBe('---\nsidebar_position: 2\n---\n\n# 快速開始\n\n本頁帶您從零開始。\n\n## 企業\n\n> 提示：先試做。\n');
  });

  it('fails on a twin without a title', () => {
    expect(() => stockDocFromTwin('本頁帶您從零開始。\n', 1)).toThrow(/no title/);
  });

  it('covers the getting-started guide page and an API operation page, each copied to a distinct stock doc', () => {
    expect(ZH_TW_REFERENCE_PAGES.map((page) => page.ours)).toEqual(expect.arrayContaining(['docs/getting-started', 'api/create-an-order']));
    expect(new Set(ZH_TW_REFERENCE_PAGES.map((page) => page.stock)).size).toBe(ZH_TW_REFERENCE_PAGES.length);
  });
});

describe("a Lighthouse report's main-thread work", () => {
  const report = (evaluation: number, mainJs: number) => ({
    audits: {
      'mainthread-work-breakdown': {
        details: {
          items: [
            {group: 'scriptEvaluation', duration: evaluation},
            {group: 'styleLayout', duration: 300},
          ],
        },
      },
      'bootup-time': {
        details: {
          items: [
            {url: 'http://127.0.0.1:1/assets/js/main.0a1b2c.js', scripting: mainJs},
            {url: 'http://127.0.0.1:1/assets/js/runtime~main.3d4e.js', scripting: 20},
            {url: 'http://127.0.0.1:1/assets/js/17896441.aa11.js', scripting: 50},
            {url: 'http://127.0.0.1:1/docs/getting-started', scripting: 40},
            {url: 'Unattributable', scripting: 10},
          ],
        },
      },
    },
  });

  it("splits script evaluation into main.js, the runtime, other chunks and the page's own", () => {
    expect(mainThreadWork(report(900, 400))).toEqual({
      groups: {scriptEvaluation: 900, styleLayout: 300},
      scripts: {main: 400, runtime: 20, chunks: 50, page: 50},
    });
  });

  it('takes the median of each figure over the runs', () => {
    const runs = [report(900, 400), report(700, 100), report(800, 300)].map((r) => ({work: mainThreadWork(r)}));
    expect(medianWork(runs)).toMatchObject({groups: {scriptEvaluation: 800, styleLayout: 300}, scripts: {main: 300}});
  });
});
