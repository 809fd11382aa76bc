import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const dateTimeFormatLoader = require('../../plugins/static-rendering/dateTimeFormatLoader.cjs') as (
  this: {resourcePath: string},
  source: string,
) => string;

// The module the loader rewrites, as Docusaurus ships it (not among the package's exports).
const intlUtils = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils/IntlUtils.js');
const load = (source = readFileSync(intlUtils, 'utf8')) => dateTimeFormatLoader.call({resourcePath: intlUtils}, source);

type UseDateTimeFormat = (options?: Intl.DateTimeFormatOptions) => Intl.DateTimeFormat;

/** The rewritten `useDateTimeFormat`, run against a site context of `locale` instead of React's. */
function rewrittenHook(locale: string): UseDateTimeFormat {
  const body = load()
    .replace(/^import useDocusaurusContext from '@docusaurus\/useDocusaurusContext';$/m, '')
    .replace(/^export /gm, '');
  const context = {i18n: {currentLocale: locale, localeConfigs: {[locale]: {calendar: 'gregory'}}}};
  // The module under test, rewritten as the bundle gets it.
  return new Function('useDocusaurusContext', `${body}\nreturn useDateTimeFormat;`)(() => context) as UseDateTimeFormat;
}

describe("the theme's date formatter", () => {
  const options = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;
  const date = new Date('2026-06-01T08:00:00Z');

  it('is built once per locale and format, not on every render', () => {
    const useDateTimeFormat = rewrittenHook('zh-TW');
    const first = useDateTimeFormat(options);
    expect(useDateTimeFormat({...options})).toBe(first);
    expect(useDateTimeFormat({...options, month: 'long'})).not.toBe(first);
    expect(rewrittenHook('en')(options)).not.toBe(first);
  });

  it('formats dates as the theme did', () => {
    for (const locale of ['zh-TW', 'en']) {
      const expected = new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...options}).format(date);
      expect(rewrittenHook(locale)(options).format(date)).toBe(expected);
    }
    expect(rewrittenHook('zh-TW')(options).format(date)).toBe('2026年6月1日');
  });

  it('fails the build, naming the loader, when Docusaurus changes how it builds the formatter', () => {
    expect(() => load('export function useDateTimeFormat() { return new Intl.DateTimeFormat(); }')).toThrow(
      /IntlUtils\.js no longer builds its formatter .*plugins\/static-rendering\/dateTimeFormatLoader\.cjs/,
    );
  });
});
