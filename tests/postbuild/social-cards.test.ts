import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse, type HTMLElement} from 'node-html-parser';
import {beforeAll, describe, expect, it} from 'vitest';
import {isUnreleasedApiPath} from '../../src/config/apiReference';
import {SOCIAL_CARD, SOCIAL_CARD_LABELS, socialCardPathOf} from '../../src/config/socialCards';
import {filesUnder} from '../support/builtSite';
import {mapTakingTurns} from '../support/eventLoop';
import {builtPagePaths} from '../support/sitemap';
import {LOCALES, TEST_BASE_URL, TEST_BUILD_DIR, type TestLocale} from '../support/site';

/**
 * The social cards of the suite's build (plugins/social-cards): every content
 * page names its own card in its head, and the card is there, a PNG of the
 * declared size within the budget; every other page keeps the site's image.
 */
const BUILD_DIR = path.resolve(import.meta.dirname, '../..', TEST_BUILD_DIR);
if (!existsSync(path.join(BUILD_DIR, SOCIAL_CARD.dir)))
  throw new Error(`${TEST_BUILD_DIR}/${SOCIAL_CARD.dir} is missing: run npm run build:test first.`);

const ORIGIN = new URL(/<loc>([^<]+)<\/loc>/.exec(readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8'))![1]!).origin;
const localeBase = (locale: TestLocale) => (locale === 'en' ? `${TEST_BASE_URL}en/` : TEST_BASE_URL);

function builtPage(pathname: string): HTMLElement {
  const relative = pathname.slice(TEST_BASE_URL.length);
  return parse(readFileSync(path.join(BUILD_DIR, relative, 'index.html'), 'utf8'));
}

const metaContents = (document: HTMLElement, attribute: 'property' | 'name', key: string) =>
  document.querySelectorAll(`meta[${attribute}="${key}"]`).map((meta) => meta.getAttribute('content') ?? '');

/**
 * Whether a page has a card: the home page, and every doc, blog post and
 * release note with a Markdown twin (indexable, or of the unreleased API
 * version, which is listed on the site).
 */
function hasCard(pathname: string, document: HTMLElement, locale: TestLocale): boolean {
  if (pathname === localeBase(locale)) return true;
  const classes = (document.querySelector('html')?.getAttribute('class') ?? '').split(/\s+/);
  const robots = metaContents(document, 'name', 'robots').join(' ');
  const contentPage = classes.includes('docs-doc-page') || classes.includes('blog-post-page');
  return contentPage && (!/noindex/i.test(robots) || isUnreleasedApiPath(pathname.slice(localeBase(locale).length)));
}

/** What a PNG's header says: its signature and the width and height of its IHDR chunk. */
function pngHeader(file: string): {signature: boolean; width: number; height: number} {
  const data = readFileSync(file);
  return {
    signature: data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
  };
}

describe.each(LOCALES)('social cards, %s', (locale) => {
  const base = localeBase(locale);
  let pages: {pathname: string; document: HTMLElement}[] = [];
  let withCard: typeof pages = [];
  beforeAll(async () => {
    pages = await mapTakingTurns(builtPagePaths(locale), (pathname) => ({pathname, document: builtPage(pathname)}));
    withCard = pages.filter(({pathname, document}) => hasCard(pathname, document, locale));
  });

  it('every content page names its own card, a 1200x630 PNG in the build within the budget, with its title as alt text', () => {
    expect(withCard.length, 'content pages').toBeGreaterThan(150);
    const problems: string[] = [];
    for (const {pathname, document} of withCard) {
      const card = socialCardPathOf(pathname, base);
      const file = path.join(BUILD_DIR, card.slice(TEST_BASE_URL.length));
      const title = document.querySelector('title')!.text.replace(/ \| Ferrypay Docs$/, '');
      const expected = {
        'og:image': [`${ORIGIN}${card}`],
        'twitter:image': [`${ORIGIN}${card}`],
        'og:image:width': [String(SOCIAL_CARD.width)],
        'og:image:height': [String(SOCIAL_CARD.height)],
        'og:image:alt': [pathname === base ? SOCIAL_CARD_LABELS[locale].homeTitle : title],
        'twitter:card': ['summary_large_image'],
      };
      const actual = Object.fromEntries(
        Object.keys(expected).map((key) => [key, metaContents(document, key.startsWith('og:') ? 'property' : 'name', key)]),
      );
      if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${pathname}: ${JSON.stringify(actual)}`);
      if (!existsSync(file)) {
        problems.push(`${pathname}: ${card} is missing`);
        continue;
      }
      const header = pngHeader(file);
      if (!header.signature || header.width !== SOCIAL_CARD.width || header.height !== SOCIAL_CARD.height)
        problems.push(`${pathname}: ${card} is not a ${SOCIAL_CARD.width}x${SOCIAL_CARD.height} PNG: ${JSON.stringify(header)}`);
      const bytes = statSync(file).size;
      if (bytes > SOCIAL_CARD.maxBytes) problems.push(`${pathname}: ${card} is ${bytes} bytes, over ${SOCIAL_CARD.maxBytes}`);
    }
    expect(problems).toEqual([]);
  });

  it('pages without a card of their own (tags, archives, search, 404) keep the site image', () => {
    const others = pages.filter((page) => !withCard.includes(page));
    expect(others.length, 'pages without a card').toBeGreaterThan(5);
    for (const {pathname, document} of others) {
      expect(metaContents(document, 'property', 'og:image'), pathname).toEqual([`${ORIGIN}${base}img/social-card.png`]);
    }
  });

  it('the build holds a card for each content page and no other', () => {
    const dir = path.join(BUILD_DIR, base.slice(TEST_BASE_URL.length), SOCIAL_CARD.dir);
    const cards = filesUnder(dir).map((file) => `${base}${SOCIAL_CARD.dir}/${file}`);
    expect(cards.sort()).toEqual(withCard.map(({pathname}) => socialCardPathOf(pathname, base)).sort());
  });
});
