/**
 * A card's design, as the element tree satori lays out (its HTML/CSS subset,
 * written as plain objects: the plugins are not compiled with JSX). White,
 * the site's primary colour in a band at the top and in the section line, the
 * page's title large and dark, and the site's mark and name at the foot, as
 * the navbar shows them.
 */
import {SOCIAL_CARD} from '../../src/config/socialCards';

export type CardText = {
  /** The page's title. */
  title: string;
  /** Its section: the guide's sidebar category, the API version, the blog or the release notes. */
  section: string;
  /** The site's name, beside its mark. */
  siteName: string;
};

/** satori's element: what React.createElement would return, without React. */
export type CardElement = {
  type: string;
  props: {style?: Record<string, string | number>; children?: CardChild | CardChild[]; [prop: string]: unknown};
};
type CardChild = CardElement | string;

/** The site's colours (src/css/custom.css: --ifm-color-primary, and the text colours of the navbar). */
const COLOURS = {primary: '#1d4ed8', primaryTint: '#eff4ff', title: '#0f172a', muted: '#334155'} as const;

const PADDING = 72;
const TEXT_WIDTH = SOCIAL_CARD.width - 2 * PADDING;
const TITLE_LINES = 3;
/** The title's size: large while it fits in two lines, smaller for a longer one. */
const TITLE_SIZES = [64, 52] as const;

/**
 * How wide a character is, in ems of the title's face: CJK characters and
 * full-width punctuation are square; Latin letters, digits and spaces of Noto
 * Sans Bold are a little over half as wide on average.
 */
export function charWidth(char: string): number {
  return char.codePointAt(0)! >= 0x2e80 ? 1 : 0.58;
}

export const textWidth = (text: string): number => [...text].reduce((sum, char) => sum + charWidth(char), 0);

/**
 * How much text fits in `lines` lines of `width` pixels at `fontSize`,
 * in ems: a little less than the full width, since a line breaks at a word
 * or before punctuation that may not start one, not at the last pixel.
 */
const capacity = (lines: number, fontSize: number) => lines * (TEXT_WIDTH / fontSize) * 0.88;

/**
 * The most text the title shows, as a share of three full lines: three lines
 * of dense CJK glyphs at the smaller size come to over 60 kB of PNG (the
 * budget of a card, SOCIAL_CARD.maxBytes); this much stays under it.
 */
const FULLEST = 0.85;

/**
 * The title as the card shows it: at the largest size it fits at, and cut with
 * an ellipsis at a word (or a character, in CJK) when it does not fit in
 * three lines at the smaller size.
 */
export function layoutTitle(title: string): {text: string; fontSize: number} {
  const width = textWidth(title);
  const fontSize = TITLE_SIZES.find((size) => width <= capacity(2, size)) ?? TITLE_SIZES[TITLE_SIZES.length - 1]!;
  const room = capacity(TITLE_LINES, fontSize) * FULLEST;
  if (width <= room) return {text: title, fontSize};
  let cut = '';
  for (const char of title) {
    if (textWidth(cut + char) > room - 1) break;
    cut += char;
  }
  // Cut at the last space when the cut is in a word of Latin text.
  const space = cut.lastIndexOf(' ');
  if (space > cut.length / 2 && charWidth(cut.at(-1) ?? ' ') < 1) cut = cut.slice(0, space);
  return {text: `${cut.replace(/[\s,，、:：;；.。]+$/u, '')}…`, fontSize};
}

const quoted = (families: readonly string[]) => families.map((family) => `"${family}"`).join(', ');

/** The font families satori draws each part in: the subsets of the face loaded for that part's text. */
export type CardFamilies = {title: readonly string[]; text: readonly string[]};

/** The card's element tree; `logo` is the site's mark as a data: URL. */
export function cardElement(text: CardText, logo: string, families: CardFamilies): CardElement {
  const title = layoutTitle(text.title);
  const div = (style: Record<string, string | number>, children?: CardChild | CardChild[]): CardElement => ({
    type: 'div',
    props: {style, children},
  });
  return div(
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: '#ffffff',
      fontFamily: quoted(families.text),
    },
    [
      div({height: 20, backgroundColor: COLOURS.primary}),
      div({display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `56px ${PADDING}px 0`}, [
        div({fontSize: 34, color: COLOURS.primary, lineHeight: 1.3}, text.section),
        div(
          {display: 'flex', flexGrow: 1, alignItems: 'center'},
          div(
            {
              width: TEXT_WIDTH,
              fontSize: title.fontSize,
              fontWeight: 700,
              lineHeight: 1.3,
              color: COLOURS.title,
              fontFamily: quoted(families.title),
            },
            title.text,
          ),
        ),
      ]),
      div({display: 'flex', alignItems: 'center', height: 128, padding: `0 ${PADDING}px`, backgroundColor: COLOURS.primaryTint}, [
        {type: 'img', props: {src: logo, width: 64, height: 64}},
        div({marginLeft: 24, fontSize: 38, fontWeight: 700, color: COLOURS.muted, fontFamily: quoted(families.title)}, text.siteName),
      ]),
    ],
  );
}
