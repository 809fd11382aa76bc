import type {Locale} from './i18n';

/**
 * The social cards: a 1200x630 PNG per content page, its `og:image`.
 * plugins/social-cards renders them after each locale's content is loaded
 * and writes them into the build; the page head (src/components/SocialCardMeta)
 * names them. Both sides read the rules here.
 */
export const SOCIAL_CARD = {
  width: 1200,
  height: 630,
  /** Under the locale's base URL: `/img/og/docs/faq.png`, `/en/img/og/docs/faq.png`. */
  dir: 'img/og',
  /** The budget of one card's file. */
  maxBytes: 60 * 1024,
} as const satisfies {width: number; height: number; dir: string; maxBytes: number};

/**
 * A page's card, as a site path: the page's path under the locale's base URL,
 * in the cards' folder, plus `.png` (`/base/en/docs/faq` ->
 * `/base/en/img/og/docs/faq.png`). A path that ends in a slash drops it
 * (`/base/api/` -> `/base/img/og/api.png`), and the home page's card is
 * `index.png`.
 */
export function socialCardPathOf(permalink: string, baseUrl: string): string {
  if (!permalink.startsWith(baseUrl)) {
    throw new Error(`social-cards: the page "${permalink}" is not under the base URL "${baseUrl}".`);
  }
  const rest = permalink.slice(baseUrl.length).replace(/\/+$/, '');
  return `${baseUrl}${SOCIAL_CARD.dir}/${rest || 'index'}.png`;
}

/** The words of a card that are not the page's own, per locale. */
export type SocialCardLabels = {
  /** The home page's card: what the site is, as its title (and alt text), under the section line. */
  homeTitle: string;
  homeSection: string;
  /** Joins the parts of a section (`使用指南 · 企業角色`). */
  sectionJoin: string;
};

export const SOCIAL_CARD_LABELS = {
  'zh-TW': {
    homeTitle: '收單與 B2B 跨境供應商付款的使用指南與 API 參考',
    homeSection: '文件中心',
    sectionJoin: ' · ',
  },
  en: {
    homeTitle: 'The guide and API reference for acquiring and B2B cross-border supplier payment',
    homeSection: 'Documentation',
    sectionJoin: ' · ',
  },
} as const satisfies Record<Locale, SocialCardLabels>;
