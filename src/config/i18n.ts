import type {I18nConfig} from '@docusaurus/types';

export const DEFAULT_LOCALE = 'zh-TW';
export const LOCALES = ['zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The locales' base URLs are spelled out (Docusaurus would infer the same ones)
 * so that a build of one locale (`docusaurus build --locale en`, which
 * scripts/build.mjs runs to build each locale in its own process) still puts the
 * en site under /en/: with a single `--locale`, Docusaurus drops the inferred
 * locale segment for multi-domain deployments.
 */
export function i18nConfig({defaultLocaleOnly, baseUrl}: {defaultLocaleOnly: boolean; baseUrl: string}): I18nConfig {
  return {
    defaultLocale: DEFAULT_LOCALE,
    locales: defaultLocaleOnly ? [DEFAULT_LOCALE] : [...LOCALES],
    path: 'i18n',
    localeConfigs: {
      'zh-TW': {
        label: '繁體中文',
        direction: 'ltr',
        htmlLang: 'zh-TW',
        calendar: 'gregory',
        path: 'zh-TW',
        baseUrl,
      },
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
        baseUrl: `${baseUrl}en/`,
      },
    },
  } satisfies I18nConfig;
}
