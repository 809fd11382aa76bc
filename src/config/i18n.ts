import type {I18nConfig} from '@docusaurus/types';

export const DEFAULT_LOCALE = 'zh-TW';
export const LOCALES = ['zh-TW', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function i18nConfig({defaultLocaleOnly}: {defaultLocaleOnly: boolean}): I18nConfig {
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
      },
      en: {
        label: 'English',
        direction: 'ltr',
        htmlLang: 'en',
        calendar: 'gregory',
        path: 'en',
      },
    },
  } satisfies I18nConfig;
}
