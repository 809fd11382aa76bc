import {describe, expect, it} from 'vitest';
import {dateTimeFormat} from '../../src/components/PrerenderedTime/dateTimeFormat';

describe('the date formatter of PrerenderedTime', () => {
  const options = {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'} as const;
  const date = new Date('2026-06-01T08:00:00Z');

  it('is built once per locale, calendar and options, not on every render', () => {
    const first = dateTimeFormat('zh-TW', 'gregory', options);
    expect(dateTimeFormat('zh-TW', 'gregory', {...options})).toBe(first);
    expect(dateTimeFormat('zh-TW', 'gregory', {...options, month: 'long'})).not.toBe(first);
    expect(dateTimeFormat('en', 'gregory', options)).not.toBe(first);
  });

  it('formats dates as the theme does (its useDateTimeFormat: the locale, its calendar, the options)', () => {
    for (const locale of ['zh-TW', 'en']) {
      expect(dateTimeFormat(locale, 'gregory', options).format(date)).toBe(
        new Intl.DateTimeFormat(locale, {calendar: 'gregory', ...options}).format(date),
      );
    }
    expect(dateTimeFormat('zh-TW', 'gregory', options).format(date)).toBe('2026年6月1日');
    expect(dateTimeFormat('en', 'gregory', {...options, month: 'long'}).format(date)).toBe('June 1, 2026');
  });
});
