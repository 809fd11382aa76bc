import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../plugins/api-reference/openapi';
import {factById} from '../../src/config/facts';
import {rootFileOf, VERSION_NAMES} from '../support/apiDocuments';

/**
 * The retry schedule on the API's "Receiving webhooks" page (`#retry-schedule`), written out in each locale, against
 * the facts every other page states (src/config/facts.ts): as many attempts as `webhook.attempts`, the last one
 * `webhook.retryWindow` after the first, each later than the one before, both locales giving the same times. The page
 * also promises that an endpoint down for less than the window receives every missed event "at most a day after it is
 * back", which holds only while no two attempts are more than a day apart. Each API version's example of List webhook
 * events shows its attempts on the same schedule.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const MINUTE = 1;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const LOCALES = {
  en: {first: 'When the event happens', unit: {minute: MINUTE, hour: HOUR, day: DAY}, time: /^(\d+) (minute|hour|day)s? after the first$/},
  'zh-TW': {first: '事件發生時', unit: {分鐘: MINUTE, 小時: HOUR, 天: DAY}, time: /^第 1 次嘗試後 (\d+) (分鐘|小時|天)$/},
} as const;

/** The schedule's rows as minutes after the first attempt, read from the table under the section's heading. */
function schedule(locale: keyof typeof LOCALES): number[] {
  const file = `api/pages/${locale}/webhooks.mdx`;
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const section = text.split(/^### .*\{#retry-schedule\}$/m)[1]?.split(/^#{2,3} /m)[0];
  if (!section) throw new Error(`${file} has no section {#retry-schedule}.`);
  const rows = section
    .split('\n')
    .filter((line) => /^\| *(\d+|第 \d+ 次) *\|/.test(line))
    .map((line) => line.split('|')[2]!.trim());
  const {first, unit, time} = LOCALES[locale];
  return rows.map((when, index) => {
    if (index === 0) {
      if (when !== first) throw new Error(`${file}: the first attempt reads "${when}", not "${first}".`);
      return 0;
    }
    const match = time.exec(when);
    if (!match) throw new Error(`${file}: attempt ${index + 1} reads "${when}", not a time after the first attempt.`);
    return Number(match[1]) * unit[match[2] as keyof typeof unit];
  });
}

describe.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('the webhook retry schedule, %s', (locale) => {
  const times = schedule(locale);

  it('has as many attempts as webhook.attempts, the last one webhook.retryWindow after the first', () => {
    expect(times).toHaveLength(factById('webhook.attempts').value as number);
    expect(times.at(-1)).toBe((factById('webhook.retryWindow').value as number) * DAY);
  });

  it('sends each attempt later than the one before, never more than a day after it', () => {
    const gaps = times.slice(1).map((time, index) => time - times[index]!);
    expect(gaps.filter((gap) => gap <= 0)).toEqual([]);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(DAY);
  });

  it('gives the same times as the other locale', () => {
    expect(times).toEqual(schedule(locale === 'en' ? 'zh-TW' : 'en'));
  });
});

/** A delivery as the versions' examples give it: 2025-03-01 and 2026-06-01 count the attempts, next lists them. */
type ExampleDelivery = {
  attempts: number | {attempted_at: string}[];
  last_attempt_at?: string | null;
  next_attempt_at: string | null;
};
type ExampleEvent = {id: string; created_at: string; delivery: ExampleDelivery};

describe.each(VERSION_NAMES)('the List webhook events example of %s', (name) => {
  it('makes its attempts on the schedule, the first when the event happened', async () => {
    const {dereferenced} = await loadOpenApi(rootFileOf(name));
    const paths = dereferenced.paths as Record<string, {get?: {operationId?: string; responses: Record<string, unknown>}}>;
    const operation = Object.values(paths).find((item) => item.get?.operationId === 'listWebhookEvents')!.get!;
    const response = operation.responses['200'] as {content: {'application/json': {example: {data: ExampleEvent[]}}}};
    const events = response.content['application/json'].example.data;
    expect(events.length).toBeGreaterThan(0);
    const times = schedule('en');
    const minutesAfter = (start: string, time: string) => (Date.parse(time) - Date.parse(start)) / 60_000;
    for (const {id, created_at, delivery} of events) {
      const attempted = Array.isArray(delivery.attempts)
        ? delivery.attempts.map((attempt) => minutesAfter(created_at, attempt.attempted_at))
        : [minutesAfter(created_at, delivery.last_attempt_at!)];
      const count = Array.isArray(delivery.attempts) ? delivery.attempts.length : delivery.attempts;
      const expected = Array.isArray(delivery.attempts) ? times.slice(0, count) : [times[count - 1]];
      // The first attempt goes out as the event happens: within the minute, as the examples' seconds allow.
      expect(attempted.map(Math.floor), `${name}, ${id}: minutes after the event of each attempt shown`).toEqual(expected);
      const next = delivery.next_attempt_at === null ? null : Math.floor(minutesAfter(created_at, delivery.next_attempt_at));
      expect(next, `${name}, ${id}: next_attempt_at, minutes after the event`).toBe(count < times.length ? times[count] : null);
    }
  });
});
