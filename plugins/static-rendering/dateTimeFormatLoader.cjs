// @ts-check
/**
 * A webpack loader for `@docusaurus/theme-common`'s `lib/utils/IntlUtils.js`,
 * in both bundles. Its `useDateTimeFormat` builds a new `Intl.DateTimeFormat`
 * on every call: once per page for "last updated" on every doc page, and once
 * per post for the dates of the blog's and release notes' lists and posts.
 * Building one costs about a millisecond; rendering the pages of a locale
 * spent 0.2 s of its 2.2 s on it (BENCHMARKS.md, "Performance levers tried").
 * The loader keeps one formatter per locale, calendar and options instead.
 *
 * Each is built on its first `format`, not when the hook runs. In the browser
 * the first `Intl.DateTimeFormat` of a page load reads the locale's data:
 * 40-90 ms here, one long task at a phone's speed. While a page hydrates,
 * its dates keep the text the server wrote (src/components/PrerenderedTime)
 * and never ask for one ("Main-thread work at load").
 *
 * When an upgrade of Docusaurus changes the function, the build fails here
 * rather than quietly dropping the fix: check `useDateTimeFormat` in
 * IntlUtils.js, then update the pattern.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
module.exports = function dateTimeFormatLoader(source) {
  const construction = /return new Intl\.DateTimeFormat\(currentLocale, \{\s*calendar,\s*\.\.\.options,\s*\}\);/;
  if (!construction.test(source)) {
    throw new Error(
      `static-rendering: ${this.resourcePath} no longer builds its formatter as ` +
        '`new Intl.DateTimeFormat(currentLocale, {calendar, ...options})` (see plugins/static-rendering/dateTimeFormatLoader.cjs).',
    );
  }
  return `${source.replace(construction, 'return cachedDateTimeFormat(currentLocale, calendar, options);')}
// Added by plugins/static-rendering/dateTimeFormatLoader.cjs: one formatter per locale, calendar and
// options, an Intl.DateTimeFormat built on first use.
const dateTimeFormats = new Map();
function cachedDateTimeFormat(locale, calendar, options) {
  const key = JSON.stringify([locale, calendar, options]);
  let format = dateTimeFormats.get(key);
  if (!format) {
    let built;
    const intl = () => (built ??= new Intl.DateTimeFormat(locale, {calendar, ...options}));
    format = {
      format: (date) => intl().format(date),
      formatToParts: (date) => intl().formatToParts(date),
      formatRange: (start, end) => intl().formatRange(start, end),
      formatRangeToParts: (start, end) => intl().formatRangeToParts(start, end),
      resolvedOptions: () => intl().resolvedOptions(),
    };
    dateTimeFormats.set(key, format);
  }
  return format;
}
`;
};
