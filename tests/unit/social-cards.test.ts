import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {FileStore} from '../../plugins/shared/buildCache';
import {layoutTitle, type CardText} from '../../plugins/social-cards/card';
import type {Card} from '../../plugins/social-cards/cards';
import {fontPackageDir, NotoSansTc, subsetsFor, type FontWeight} from '../../plugins/social-cards/fonts';
import {renderCards} from '../../plugins/social-cards/job';
import {CardRenderer, type CardFonts} from '../../plugins/social-cards/render';
import {SOCIAL_CARD, socialCardPathOf} from '../../src/config/socialCards';
import {scratchFolder, writeTreeFile} from '../support/scratch';

const SITE_DIR = path.resolve(import.meta.dirname, '../..');
const fonts = new NotoSansTc(fontPackageDir(SITE_DIR));
const renderer = new CardRenderer(SITE_DIR, fonts);

/** Noto Sans TC's Latin subsets only: a face that has no CJK glyph. */
const latinOnly: CardFonts = {
  fontsFor: (text: string, weight: FontWeight) => fonts.fontsFor(text, weight).filter((font) => font.name.includes('-latin-')),
  digest: () => 'latin-only',
};
const latinOnlyRenderer = new CardRenderer(SITE_DIR, latinOnly);

const card = (title: string, section = '使用指南 · 企業角色'): CardText => ({title, section, siteName: 'Ferrypay Docs'});

/** The share of pixels whose colour differs between two renders of the same size. */
function differingShare(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length);
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) > 48) differing++;
  }
  return differing / (a.length / 4);
}

describe('the path of a page card', () => {
  it('is the page path under the base URL, in img/og, with .png; an index page drops its slash and the home page is index.png', () => {
    expect(socialCardPathOf('/ferrypay-docs/docs/faq', '/ferrypay-docs/')).toBe('/ferrypay-docs/img/og/docs/faq.png');
    expect(socialCardPathOf('/ferrypay-docs/en/api/', '/ferrypay-docs/en/')).toBe('/ferrypay-docs/en/img/og/api.png');
    expect(socialCardPathOf('/ferrypay-docs/en/', '/ferrypay-docs/en/')).toBe('/ferrypay-docs/en/img/og/index.png');
  });

  it('refuses a page outside the locale base URL', () => {
    expect(() => socialCardPathOf('/docs/faq', '/en/')).toThrow(/not under the base URL/);
  });
});

describe('the card fonts', () => {
  it('load only the Noto Sans TC subsets that hold the characters drawn, the Latin one first', () => {
    const subsets = fonts.subsets.filter((subset) => subset.weight === 700);
    expect(subsets.length).toBeGreaterThan(90);
    expect(subsetsFor(subsets, 'Ferrypay Docs').map((subset) => subset.file)).toEqual(['noto-sans-tc-latin-700-normal.woff']);
    const chinese = subsetsFor(subsets, '對帳 API');
    expect(chinese[0]!.file).toBe('noto-sans-tc-latin-700-normal.woff');
    expect(chinese.length).toBeGreaterThan(1);
    expect(chinese.length).toBeLessThanOrEqual(3);
  });
});

describe('a card title', () => {
  it('is shown whole at the large size when it fits in two lines', () => {
    expect(layoutTitle('建立付款意圖')).toEqual({text: '建立付款意圖', fontSize: 64});
  });

  it('is cut with an ellipsis, at a word in Latin text, when it does not fit in three lines', () => {
    const long = layoutTitle(
      'Reconcile payouts against your bank statement and close the month without surprises in the dashboard and the API',
    );
    expect(long.text).toMatch(/^Reconcile payouts .*[a-z]…$/);
    expect(long.text.length).toBeLessThan(100);
    const cjk = layoutTitle('對帳'.repeat(60));
    expect(cjk.text.endsWith('…')).toBe(true);
    expect(cjk.text.length).toBeLessThan(60);
  });
});

describe('a zh-TW card', () => {
  it('draws the title glyphs in Noto Sans TC, not the missing-glyph boxes a Latin-only font draws', async () => {
    const [reconcile, refund] = ['企業對帳與撥款流程', '退款與付款連結設定'].map((title) => card(title));
    const drawn = await renderer.pixels(reconcile!);
    const boxes = await latinOnlyRenderer.pixels(reconcile!);
    // The Latin-only face draws every CJK character alike (a box, or nothing):
    // two different titles of the same length come out the same.
    expect(differingShare(boxes, await latinOnlyRenderer.pixels(refund!))).toBeLessThan(0.001);
    // Noto Sans TC draws each character: the two titles differ, and each differs from the boxes.
    expect(differingShare(drawn, await renderer.pixels(refund!))).toBeGreaterThan(0.01);
    expect(differingShare(drawn, boxes)).toBeGreaterThan(0.01);
  });

  it('of the longest title the card shows is a 1200x630 PNG within the budget', async () => {
    const png = await renderer.png(card('企業角色：對帳與撥款的每日流程，以及跨境供應商付款常見問題與處理方式'.repeat(3)));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
    expect(png.byteLength).toBeLessThanOrEqual(SOCIAL_CARD.maxBytes);
  });
});

describe('the card cache', () => {
  it('draws a card once for the same inputs, and again when its title changes', async () => {
    const store = new FileStore(path.join(scratchFolder('social-cards'), 'store'));
    const drawn: string[] = [];
    const counting = {key: renderer.key.bind(renderer), png: (text: CardText) => (drawn.push(text.title), renderer.png(text))};
    const cards: Card[] = [
      {...card('建立付款意圖', 'API 參考 · 2026-06-01'), locale: 'zh-TW', file: 'img/og/api/create-a-payment-intent.png'},
      {...card('常見問題'), locale: 'zh-TW', file: 'img/og/docs/faq.png'},
    ];
    const first = await renderCards(cards, store, counting);
    expect({rendered: first.rendered, cached: first.cached}).toEqual({rendered: 2, cached: 0});
    const second = await renderCards(cards, store, counting);
    expect({rendered: second.rendered, cached: second.cached}).toEqual({rendered: 0, cached: 2});
    expect(second.entries).toEqual(first.entries);
    const retitled = [cards[0]!, {...cards[1]!, title: '常見問題與解答'}];
    const third = await renderCards(retitled, store, counting);
    expect({rendered: third.rendered, cached: third.cached}).toEqual({rendered: 1, cached: 1});
    expect(drawn).toEqual(['建立付款意圖', '常見問題', '常見問題與解答']);
  });

  it('keys a card by its locale and every text it shows', () => {
    const base = card('常見問題');
    const keys = new Set([
      renderer.key(base, 'zh-TW'),
      renderer.key(base, 'en'),
      renderer.key({...base, section: '使用指南'}, 'zh-TW'),
      renderer.key({...base, siteName: 'Ferrypay'}, 'zh-TW'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('keys a card by the code that draws it too, so a new design draws every card again', () => {
    // A copy of the files a renderer reads, then the same copy with the design changed.
    const siteCopy = (design: string) => {
      const dir = scratchFolder('ferrypay-card-code');
      for (const file of [
        'static/img/logo.svg',
        'plugins/social-cards/render.ts',
        'plugins/social-cards/fonts.ts',
        'src/config/socialCards.ts',
      ]) {
        writeTreeFile(dir, file, readFileSync(path.join(SITE_DIR, file), 'utf8'));
      }
      writeTreeFile(dir, 'plugins/social-cards/card.ts', design);
      return dir;
    };
    const design = readFileSync(path.join(SITE_DIR, 'plugins/social-cards/card.ts'), 'utf8');
    const key = (dir: string) => new CardRenderer(dir, fonts).key(card('常見問題'), 'zh-TW');
    expect(key(siteCopy(design))).toBe(renderer.key(card('常見問題'), 'zh-TW'));
    expect(key(siteCopy(`${design}\nexport const BAND_HEIGHT = 12;\n`))).not.toBe(renderer.key(card('常見問題'), 'zh-TW'));
  });
});
