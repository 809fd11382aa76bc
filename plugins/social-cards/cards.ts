/**
 * Which pages get a card, and what it says, from what the content plugins
 * loaded: every page that has a Markdown twin (guide pages, API pages of
 * every version, blog posts, release notes; plugins/markdown-twins/pages.ts
 * decides, with the rule the browser side shares) and the home page. Tags,
 * archives, the search page and 404 keep the site's one generic image.
 */
import type {AllContent} from '@docusaurus/types';
import {DEFAULT_PLUGIN_ID} from '@docusaurus/utils';
import {versionLabel} from '../../src/config/apiReference';
import type {Locale} from '../../src/config/i18n';
import {PAGE_KIND_LABELS} from '../../src/config/contentPlugins';
import {LLMS_LABELS} from '../../src/config/markdownTwins';
import {SOCIAL_CARD_LABELS, socialCardPathOf} from '../../src/config/socialCards';
import {twinPages, type LoadedPluginLike, type TwinPage} from '../markdown-twins/pages';
import type {CardText} from './card';

export type Card = CardText & {
  locale: Locale;
  /** Where the card is written, relative to the locale's output folder (`img/og/docs/faq.png`). */
  file: string;
};

/** The content plugins' loaded content (`allContent`), as the list of loaded plugins pages.ts reads. */
export function loadedPlugins(allContent: AllContent): LoadedPluginLike[] {
  return Object.entries(allContent).flatMap(([name, instances]) =>
    Object.entries(instances).map(([id, content]) => ({name, options: {id: id === DEFAULT_PLUGIN_ID ? undefined : id}, content})),
  );
}

/** A page's section: the guide's outermost sidebar category, the API version (and what it means), the blog or the release notes. */
export function sectionOf(page: TwinPage, locale: Locale): string {
  const labels = LLMS_LABELS[locale];
  const sections = PAGE_KIND_LABELS[locale];
  const join = (...parts: string[]) => parts.join(SOCIAL_CARD_LABELS[locale].sectionJoin);
  switch (page.kind) {
    case 'guide':
      return page.categories[0] ? join(sections.guide, page.categories[0]) : sections.guide;
    case 'api': {
      const version = page.apiVersion;
      if (!version) throw new Error(`social-cards: the API page ${page.permalink} has no version.`);
      const status =
        version.banner === 'unmaintained' ? labels.unmaintained : version.banner === 'unreleased' ? labels.unreleased : undefined;
      const label = versionLabel(version, locale);
      return join(sections.api, status ? `${label}${labels.brackets[0]}${status}${labels.brackets[1]}` : label);
    }
    case 'blog':
      return sections.blog;
    case 'releaseNote':
      return sections.releaseNote;
  }
}

export function cardsOf(plugins: readonly LoadedPluginLike[], site: {locale: Locale; baseUrl: string; title: string}): Card[] {
  const {locale, baseUrl, title: siteName} = site;
  const file = (permalink: string) => socialCardPathOf(permalink, baseUrl).slice(baseUrl.length);
  const {homeTitle, homeSection} = SOCIAL_CARD_LABELS[locale];
  const home: Card = {locale, file: file(baseUrl), title: homeTitle, section: homeSection, siteName};
  return [
    home,
    ...twinPages(plugins).map((page) => ({
      locale,
      file: file(page.permalink),
      title: page.title,
      section: sectionOf(page, locale),
      siteName,
    })),
  ];
}
