import {buildingLocale} from './env';
import {DEFAULT_LOCALE, LOCALES, type Locale} from './i18n';

/**
 * The announcement bar, per locale. Docusaurus takes the bar's `content` as
 * one HTML string; each locale is built by a `docusaurus build` process of its
 * own, which sets DOCUSAURUS_CURRENT_LOCALE before it loads the config, so the
 * config picks that locale's text here.
 *
 * Change `id` whenever the text changes: readers who dismissed the previous
 * announcement then see the new one.
 */
export const announcement = {
  id: 'v3-4-0',
  /** A site path under the locale's base URL. */
  link: 'release-note/v3-4-0',
  text: {
    'zh-TW': {message: 'v3.4.0 已上線：對帳單新增異議原因，通知信可依使用者個別設定。', link: '查看版本更新說明'},
    en: {
      message: 'v3.4.0 is live: reconciliation orders now carry dispute reasons, and each user can set their own notification emails.',
      link: 'Read the release note',
    },
  },
} as const satisfies {id: string; link: string; text: Record<Locale, {message: string; link: string}>};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char]!);

/** The locale a build is for: DOCUSAURUS_CURRENT_LOCALE when it names one of ours, else the default. */
export function currentLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const locale = buildingLocale(env);
  return (LOCALES as readonly string[]).includes(locale ?? '') ? (locale as Locale) : DEFAULT_LOCALE;
}

/**
 * The bar's HTML for a locale: the message and a link to the announcement's
 * page. The link is a plain `<a>` (Docusaurus renders the string as HTML), so
 * it carries the locale's base URL itself.
 */
export function announcementContent(locale: Locale, localeBaseUrl: string): string {
  const {message, link} = announcement.text[locale];
  // A space before the link, but not after a full-width stop.
  const separator = /[\u3000-\u303f\uff00-\uffef]$/.test(message) ? '' : ' ';
  return `${escapeHtml(message)}${separator}<a href="${escapeHtml(localeBaseUrl + announcement.link)}">${escapeHtml(link)}</a>`;
}
