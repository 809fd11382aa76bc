/**
 * One `Intl.DateTimeFormat` per locale, calendar and options, built on first
 * use and kept: the theme builds a new one on every render of a date, which
 * cost the static rendering of a locale's pages about a tenth of its time,
 * and in the browser the first one of a page load reads the locale's data.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, calendar: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, calendar, options]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {calendar, ...options});
    formats.set(key, format);
  }
  return format;
}
