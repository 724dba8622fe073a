import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from './dates';
import { isBusinessDay, nextBusinessDay, placeOnHolidays } from './holiday-placement';
import { holidaysBetween } from './public-holidays';
import { occurrences } from './recurrence';

// NSW, from date-holidays: Boxing Day 2026 is a Saturday, its substitute Monday 28 December.
const nsw = new Set(holidaysBetween('NSW', '2026-01-01', '2028-12-31').map((h) => h.date));
const isHoliday = (date: IsoDate) => nsw.has(date);

describe('placeOnHolidays', () => {
  const dates = ['2026-06-01', '2026-06-08', '2026-06-15'];
  it.each([
    [
      'visit',
      [
        ['2026-06-01', '2026-06-01'],
        ['2026-06-08', '2026-06-08'],
        ['2026-06-15', '2026-06-15'],
      ],
    ],
    [
      'skip',
      [
        ['2026-06-01', '2026-06-01'],
        ['2026-06-15', '2026-06-15'],
      ],
    ],
    // King's Birthday, Monday 8 June, moves to Tuesday 9 June.
    [
      'move',
      [
        ['2026-06-01', '2026-06-01'],
        ['2026-06-08', '2026-06-09'],
        ['2026-06-15', '2026-06-15'],
      ],
    ],
  ] as const)('%s on King’s Birthday', (choice, expected) => {
    expect(placeOnHolidays(dates, choice, isHoliday).map((p) => [p.origin, p.date])).toEqual(expected);
  });

  it.each([
    // Christmas Friday → Tuesday 29 (Sat, Sun, Boxing Day substitute Monday in between).
    ['2026-12-25', '2026-12-29'],
    // Boxing Day on a Saturday → past its substitute Monday, to Tuesday.
    ['2026-12-26', '2026-12-29'],
    ['2026-12-28', '2026-12-29'],
    // Good Friday → past Easter Monday, to Tuesday.
    ['2026-04-03', '2026-04-07'],
    ['2026-04-25', '2026-04-28'],
  ])('move %s → %s', (holiday, moved) => {
    expect(nextBusinessDay(holiday, isHoliday)).toBe(moved);
  });
});

const dayMs = 86_400_000;
const iso = (n: number) => new Date(n * dayMs).toISOString().slice(0, 10);
const weeklyInRange = fc
  .tuple(
    fc.constantFrom(1, 2, 4),
    fc.integer({ min: 0, max: 6 }),
    fc.integer({ min: Date.UTC(2026, 0, 1) / dayMs, max: Date.UTC(2027, 11, 1) / dayMs }),
    fc.integer({ min: 0, max: 400 }),
  )
  .map(([frequency, day, start, length]) => {
    const from = iso(start);
    const rule = { rotation: 'weekly' as const, frequency, week_of_month: null, day_of_week: day, days_of_week: [], start_at: from };
    return occurrences(rule, { from, to: addDays(from, length) });
  });

describe('placeOnHolidays, properties (NSW holidays)', () => {
  it('skip never yields a holiday, and keeps every other date', () => {
    fc.assert(
      fc.property(weeklyInRange, (dates) => {
        const placed = placeOnHolidays(dates, 'skip', isHoliday);
        expect(placed.every((p) => !isHoliday(p.date))).toBe(true);
        expect(placed.map((p) => p.date)).toEqual(dates.filter((d) => !isHoliday(d)));
      }),
    );
  });

  it('move keeps the count, and a moved visit lands on a business day that is no holiday, after its origin', () => {
    fc.assert(
      fc.property(weeklyInRange, (dates) => {
        const placed = placeOnHolidays(dates, 'move', isHoliday);
        expect(placed).toHaveLength(dates.length);
        for (const p of placed) {
          expect(isHoliday(p.date)).toBe(false);
          if (p.date !== p.origin) {
            expect(isHoliday(p.origin)).toBe(true);
            expect(isBusinessDay(p.date)).toBe(true);
            expect(p.date > p.origin).toBe(true);
          }
        }
      }),
    );
  });

  it('visit keeps every date as it is', () => {
    fc.assert(
      fc.property(weeklyInRange, (dates) => {
        expect(placeOnHolidays(dates, 'visit', isHoliday).map((p) => p.date)).toEqual(dates);
      }),
    );
  });
});
