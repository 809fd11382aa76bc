/**
 * Draws a card: satori lays out the element tree (./card.ts) and writes it as
 * SVG with every glyph as a path, resvg turns the SVG into a PNG. No browser.
 * Fonts and the logo are read once per renderer.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import {cacheKey, dependencyTreeKey} from '../shared/buildCache';
import {SOCIAL_CARD} from '../../src/config/socialCards';
import {cardElement, type CardText} from './card';
import {fontPackageDir, NotoSansTc, type SatoriFont} from './fonts';

/**
 * satori writes every glyph as a path, so the SVG has no text for resvg to
 * lay out: it need not load the system's fonts, which it otherwise does for
 * every card. Same pixels; a card's PNG 62 -> 19 ms (PERFORMANCE.md, "Social
 * cards").
 */
const RESVG_OPTIONS = {font: {loadSystemFonts: false}};

export type CardFonts = {fontsFor: NotoSansTc['fontsFor']; digest: () => string};

/** What draws a card: this plugin's design and drawing code, and the card's size. */
const CODE_FILES = [
  'plugins/social-cards/card.ts',
  'plugins/social-cards/render.ts',
  'plugins/social-cards/fonts.ts',
  'src/config/socialCards.ts',
];
/** The libraries that lay out and rasterise it. */
const DRAWING_PACKAGES = ['satori', '@resvg/resvg-js'];

export class CardRenderer {
  private readonly logo: Buffer;
  private readonly drawing: string;
  private fontDigest?: string;

  constructor(
    siteDir: string,
    private readonly fonts: CardFonts = new NotoSansTc(fontPackageDir(siteDir)),
  ) {
    this.logo = readFileSync(path.join(siteDir, 'static/img/logo.svg'));
    this.drawing = cacheKey(...CODE_FILES.map((file) => readFileSync(path.join(siteDir, file))), dependencyTreeKey(DRAWING_PACKAGES));
  }

  /** The card as SVG, drawn with the subsets of the fonts that hold its characters. */
  async svg(text: CardText): Promise<string> {
    const titleFonts = this.fonts.fontsFor(text.title + text.siteName + '…', 700);
    const textFonts = this.fonts.fontsFor(text.section, 400);
    const logo = `data:image/svg+xml;base64,${this.logo.toString('base64')}`;
    const names = (fonts: SatoriFont[]) => fonts.map((font) => font.name);
    const element = cardElement(text, logo, {title: names(titleFonts), text: names(textFonts)});
    return satori(element as Parameters<typeof satori>[0], {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      fonts: [...titleFonts, ...textFonts],
    });
  }

  /** The card's pixels, RGBA row by row (what the glyph test compares). */
  async pixels(text: CardText): Promise<Uint8Array> {
    return new Resvg(await this.svg(text), RESVG_OPTIONS).render().pixels;
  }

  async png(text: CardText): Promise<Buffer> {
    return new Resvg(await this.svg(text), RESVG_OPTIONS).render().asPng();
  }

  /**
   * The cache key of a card: everything its pixels depend on (its text, the
   * code that draws it and the versions of satori and resvg, the logo, every
   * font file) and its locale. A change to the design needs no version bump.
   */
  key(text: CardText, locale: string): string {
    this.fontDigest ??= this.fonts.digest();
    return cacheKey('social-card', locale, text.title, text.section, text.siteName, this.drawing, this.fontDigest, this.logo);
  }
}
