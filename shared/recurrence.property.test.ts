/**
 * `occurrences` against an independent naive expansion: walk every day from start_at to the end of the range
 * and ask, by a different formula and with JavaScript's UTC Date rather than dates.ts, whether it is a visit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayOfWeek } from './dates';
import { type RecurrenceRule, type WeekOfMonth, monthlyFrequencies, occurrences, weeklyFrequencies } from './recurrence';

const dayMs = 86_400_000;
const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (date: string, days: number) => iso(new Date(toUtc(date).getTime() + days * dayMs));

/** Is `date` a visit of `rule`? Knows nothing of how `occurrences` finds its dates. */
function isVisit(rule: RecurrenceRule, date: string): boolean {
  const d = toUtc(date);
  const start = toUtc(rule.start_at as string);
  if (d < start) return false;
  switch (rule.rotation) {
    case 'non':
      return false;
    case 'daily':
      return rule.days_of_week.includes(d.getUTCDay());
    case 'weekly': {
      if (d.getUTCDay() !== rule.day_of_week) return false;
      // The first visit: step from start_at one day at a time until the weekday matches.
      let first = start;
      while (first.getUTCDay() !== rule.day_of_week) first = new Date(first.getTime() + dayMs);
      const weeks = (d.getTime() - first.getTime()) / (7 * dayMs);
      return weeks % (rule.frequency as number) === 0;
    }
    case 'monthly': {
      const months = (d.getUTCFullYear() - start.getUTCFullYear()) * 12 + d.getUTCMonth() - start.getUTCMonth();
      if (months % (rule.frequency as number) !== 0 || d.getUTCDay() !== rule.day_of_week) return false;
      const dayOfMonth = d.getUTCDate();
      const monthLength = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
      // Week 4: no later same weekday this month. Weeks 1–3: the n-th same weekday is on day 7n−6 … 7n.
      if (rule.week_of_month === 4) return dayOfMonth + 7 > monthLength;
      return Math.ceil(dayOfMonth / 7) === rule.week_of_month;
    }
  }
}

function naive(rule: RecurrenceRule, from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = rule.start_at as string; date <= to; date = plusDays(date, 1)) {
    if (date >= from && isVisit(rule, date)) dates.push(date);
  }
  return dates;
}

const day = fc.integer({ min: 0, max: 6 }).map((d) => d as DayOfWeek);
/** Start dates 2019–2027, so leap years 2020 and 2024 and every weekday and month length come up. */
const startAt = fc.integer({ min: Date.UTC(2019, 0, 1) / dayMs, max: Date.UTC(2027, 11, 31) / dayMs }).map((n) => iso(new Date(n * dayMs)));
const blank = { frequency: null, week_of_month: null, day_of_week: null, days_of_week: [] as number[] };

const rule: fc.Arbitrary<RecurrenceRule> = fc.oneof(
  startAt.map((start_at): RecurrenceRule => ({ ...blank, rotation: 'non', start_at })),
  fc
    .tuple(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), startAt)
    .map(([days_of_week, start_at]): RecurrenceRule => ({ ...blank, rotation: 'daily', days_of_week, start_at })),
  fc.tuple(fc.constantFrom(...weeklyFrequencies), day, startAt).map(([frequency, day_of_week, start_at]): RecurrenceRule => ({
    ...blank,
    rotation: 'weekly',
    frequency,
    day_of_week,
    start_at,
  })),
  fc
    .tuple(fc.constantFrom(...monthlyFrequencies), fc.constantFrom<WeekOfMonth>(1, 2, 3, 4), day, startAt)
    .map(([frequency, week_of_month, day_of_week, start_at]): RecurrenceRule => ({
      ...blank,
      rotation: 'monthly',
      frequency,
      week_of_month,
      day_of_week,
      start_at,
    })),
);

/** A range placed anywhere from two months before start_at to about three years after, up to 14 months long. */
const ruleAndRange = rule.chain((r) =>
  fc.tuple(fc.integer({ min: -60, max: 1100 }), fc.integer({ min: 0, max: 430 })).map(([offset, length]) => {
    const from = plusDays(r.start_at as string, offset);
    return { rule: r, from, to: plusDays(from, length) };
  }),
);

const strictlyAscending = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1] < date);

describe('occurrences, property-based', () => {
  it('matches the naive day-by-day expansion', () => {
    fc.assert(
      fc.property(ruleAndRange, ({ rule, from, to }) => {
        expect(occurrences(rule, { from, to })).toEqual(naive(rule, from, to));
      }),
      { numRuns: 500 },
    );
  });

  it('is sorted, without repeats, within the range and never before start_at', () => {
    fc.assert(
      fc.property(ruleAndRange, ({ rule, from, to }) => {
        const dates = occurrences(rule, { from, to });
        expect(strictlyAscending(dates)).toBe(true);
        for (const date of dates) {
          expect(date >= from && date <= to && date >= (rule.start_at as string)).toBe(true);
        }
      }),
    );
  });

  it('splitting the range in two gives the same dates', () => {
    const split = ruleAndRange.chain((c) =>
      fc.integer({ min: 0, max: (toUtc(c.to).getTime() - toUtc(c.from).getTime()) / dayMs }).map((k) => ({
        ...c,
        middle: plusDays(c.from, k),
      })),
    );
    fc.assert(
      fc.property(split, ({ rule, from, to, middle }) => {
        const left = occurrences(rule, { from, to: middle });
        const right = occurrences(rule, { from: plusDays(middle, 1), to });
        expect([...left, ...right]).toEqual(occurrences(rule, { from, to }));
      }),
    );
  });

  it('every monthly series month has exactly one visit, once the series has begun', () => {
    const monthlyRule = rule.filter((r) => r.rotation === 'monthly');
    fc.assert(
      fc.property(monthlyRule, (r) => {
        // Over 24 series months after the start month, each month of the series has exactly one visit.
        const start = toUtc(r.start_at as string);
        const from = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1)));
        const months = 24 * (r.frequency as number);
        const to = iso(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1 + months, 0)));
        const dates = occurrences(r, { from, to });
        expect(dates).toHaveLength(24);
        expect(new Set(dates.map((d) => d.slice(0, 7))).size).toBe(24);
      }),
    );
  });
});
