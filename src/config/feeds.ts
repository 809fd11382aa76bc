import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {product} from './product';
import type {Locale} from './i18n';
import zhTwBlog from '../../i18n/zh-TW/docusaurus-plugin-content-blog/options.json';
import zhTwReleaseNote from '../../i18n/zh-TW/docusaurus-plugin-content-blog-release-note/options.json';
import enBlog from '../../i18n/en/docusaurus-plugin-content-blog/options.json';
import enReleaseNote from '../../i18n/en/docusaurus-plugin-content-blog-release-note/options.json';

type TranslatedOptions = Record<'title' | 'description', {message: string}>;

/**
 * Each blog plugin's translation files, i18n/<locale>/<plugin>/options.json,
 * the default locale's too: Docusaurus titles and describes a blog's pages
 * from them, so its feeds read the same words. A new locale fails the
 * typecheck here until its files are listed.
 */
const TRANSLATIONS = {
  blog: {'zh-TW': zhTwBlog, en: enBlog},
  releaseNote: {'zh-TW': zhTwReleaseNote, en: enReleaseNote},
} satisfies Record<string, Record<Locale, TranslatedOptions>>;

/**
 * A blog's RSS, Atom and JSON feeds, titled and described as the blog's pages
 * are in the locale being built. Docusaurus titles every feed "<site title>
 * Blog" otherwise, in English, so the blog's and the release notes' feeds (and
 * their links in each page's head) could not be told apart.
 */
export function feedOptions(plugin: keyof typeof TRANSLATIONS, locale: Locale): BlogOptions['feedOptions'] {
  const {title, description} = TRANSLATIONS[plugin][locale];
  return {
    type: 'all',
    title: `${product.name} ${title.message}`,
    description: description.message,
    copyright: `Copyright © ${new Date().getFullYear()} ${product.name}`,
  };
}
