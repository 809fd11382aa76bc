import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import {product} from './product';
import {DEFAULT_LOCALE, type Locale} from './i18n';
import enBlog from '../../i18n/en/docusaurus-plugin-content-blog/options.json';
import enReleaseNote from '../../i18n/en/docusaurus-plugin-content-blog-release-note/options.json';

type BlogText = {blogTitle: string; blogDescription: string};
type TranslatedOptions = Record<'title' | 'description', {message: string}>;

/** Each blog plugin's translation files (i18n/<locale>/<plugin>/options.json), by plugin: where its en words live. */
const TRANSLATIONS = {
  blog: {en: enBlog},
  releaseNote: {en: enReleaseNote},
} satisfies Record<string, Record<Exclude<Locale, typeof DEFAULT_LOCALE>, TranslatedOptions>>;

/**
 * A blog's RSS, Atom and JSON feeds, titled and described as the blog is in
 * the locale being built. Docusaurus titles every feed "<site title> Blog"
 * otherwise, in English, so the blog's and the release notes' feeds (and
 * their links in each page's head) could not be told apart.
 */
export function feedOptions(source: BlogText, plugin: keyof typeof TRANSLATIONS, locale: Locale): BlogOptions['feedOptions'] {
  const translated = locale === DEFAULT_LOCALE ? undefined : TRANSLATIONS[plugin][locale];
  const text = translated ? {blogTitle: translated.title.message, blogDescription: translated.description.message} : source;
  return {
    type: 'all',
    title: `${product.name} ${text.blogTitle}`,
    description: text.blogDescription,
    copyright: `Copyright © ${new Date().getFullYear()} ${product.name}`,
  };
}
