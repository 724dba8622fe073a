import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addWeeks,
  basQuarter,
  basQuarterOf,
  compareDates,
  dateFilterStart,
  dateFilters,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  endOfMonth,
  financialYear,
  financialYearOf,
  fromDayNumber,
  monthOf,
  monthWeek,
  monthWeekRange,
  parseDate,
  startOfMonth,
  statementShortcutRange,
  statementShortcuts,
  toDayNumber,
  weekStart,
} from './dates';

const dayMs = 86_400_000;

/** The reference: JavaScript's own UTC calendar, which shares no code with dates.ts. */
const utcDate = (dayNumber: number) => new Date(dayNumber * dayMs).toISOString().slice(0, 10);
/** Day numbers from 1600-03-01 to 2400-12-31, across several Gregorian 400-year cycles. */
const dayNumber = fc.integer({ min: -135_080, max: 157_373 });
const isoDate = dayNumber.map(utcDate);

describe('parseDate', () => {
  it.each(['2025-01-01', '2024-02-29', '2000-02-29', '1999-12-31', '0001-01-01'])('reads %s', (date) => {
    const { year, month, day } = parseDate(date);
    expect([year, month, day].map(Number)).toEqual(date.split('-').map(Number));
  });

  it.each([
    '2025-02-29',
    '1900-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-1-01',
    '25-01-01',
    '2025-01-01T00:00:00Z',
    ' 2025-01-01',
    '',
  ])('refuses %j', (date) => {
    expect(() => parseDate(date)).toThrow(RangeError);
  });
});

describe('day numbers', () => {
  it.each([
    ['1970-01-01', 0],
    ['1970-01-02', 1],
    ['1969-12-31', -1],
    ['2000-03-01', 11_017],
    ['2024-02-29', 19_782],
  ])('%s is day %i', (date, number) => {
    expect(toDayNumber(date)).toBe(number);
    expect(fromDayNumber(number)).toBe(date);
  });

  it('agree with the UTC calendar both ways', () => {
    fc.assert(
      fc.property(dayNumber, (n) => {
        expect(fromDayNumber(n)).toBe(utcDate(n));
        expect(toDayNumber(utcDate(n))).toBe(n);
      }),
    );
  });
});

describe('arithmetic', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-12-31', 1, '2025-01-01'],
    ['2025-01-01', -1, '2024-12-31'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-01-01', 365, '2026-01-01'],
    ['2024-01-01', 366, '2025-01-01'],
  ])('%s + %i days = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-01-06', 1, '2025-01-13'],
    ['2025-12-29', 1, '2026-01-05'],
    ['2024-02-22', 1, '2024-02-29'],
    ['2025-01-06', -2, '2024-12-23'],
    ['2025-01-06', 24, '2025-06-23'],
  ])('%s + %i weeks = %s', (date, weeks, expected) => {
    expect(addWeeks(date, weeks)).toBe(expected);
  });

  it.each([
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-02-29', 48, '2028-02-29'],
    ['2025-03-31', -1, '2025-02-28'],
    ['2025-05-31', 1, '2025-06-30'],
    ['2025-11-30', 3, '2026-02-28'],
    ['2025-01-10', -13, '2023-12-10'],
  ])('%s + %i months = %s (clamped to the month end)', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('adding days then their negative returns the date', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        expect(addDays(addDays(date, days), -days)).toBe(date);
        expect(daysBetween(date, addDays(date, days))).toBe(days);
      }),
    );
  });
});

describe('dayOfWeek', () => {
  it.each([
    ['1970-01-01', 4],
    ['1969-12-31', 3],
    ['2000-01-01', 6],
    ['2024-02-29', 4],
    ['2025-04-06', 0],
    ['1900-01-01', 1],
  ])('%s is day %i', (date, weekday) => {
    expect(dayOfWeek(date)).toBe(weekday);
  });

  it('agrees with getUTCDay', () => {
    fc.assert(fc.property(isoDate, (date) => dayOfWeek(date) === new Date(`${date}T00:00:00Z`).getUTCDay()));
  });
});

describe('compare and months', () => {
  it('orders dates', () => {
    expect(compareDates('2025-01-02', '2025-01-10')).toBe(-1);
    expect(compareDates('2025-01-10', '2025-01-10')).toBe(0);
    expect(compareDates('2025-10-01', '2025-09-30')).toBe(1);
    expect(['2025-10-01', '2024-12-31', '2025-09-30'].sort(compareDates)).toEqual(['2024-12-31', '2025-09-30', '2025-10-01']);
    expect(() => compareDates('2025-1-2', '2025-01-10')).toThrow(RangeError);
  });

  it('agrees with day numbers', () => {
    fc.assert(fc.property(isoDate, isoDate, (a, b) => compareDates(a, b) === Math.sign(toDayNumber(a) - toDayNumber(b))));
  });

  it.each([
    [2024, 2, 29],
    [2025, 2, 28],
    [2000, 2, 29],
    [1900, 2, 28],
    [2025, 1, 31],
    [2025, 4, 30],
    [2025, 9, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('finds month bounds', () => {
    expect(monthOf('2024-02-17')).toBe('2024-02');
    expect(startOfMonth('2024-02')).toBe('2024-02-01');
    expect(endOfMonth('2024-02')).toBe('2024-02-29');
    expect(endOfMonth('2025-02')).toBe('2025-02-28');
    expect(() => startOfMonth('2024-2')).toThrow(RangeError);
    expect(() => startOfMonth('2024-13')).toThrow(RangeError);
  });
});

describe('month weeks', () => {
  it.each([
    [1, 1],
    [7, 1],
    [8, 2],
    [14, 2],
    [15, 3],
    [21, 3],
    [22, 4],
    [28, 4],
    [29, 5],
    [31, 5],
  ])('day %i is week %i', (day, week) => {
    expect(monthWeek(`2025-03-${String(day).padStart(2, '0')}`)).toBe(week);
  });

  it.each([
    ['2025-03', 1, { start: '2025-03-01', end: '2025-03-07' }],
    ['2025-03', 4, { start: '2025-03-22', end: '2025-03-28' }],
    ['2025-03', 5, { start: '2025-03-29', end: '2025-03-31' }],
    ['2025-04', 5, { start: '2025-04-29', end: '2025-04-30' }],
    ['2024-02', 5, { start: '2024-02-29', end: '2024-02-29' }],
    ['2025-02', 5, null],
  ])('%s week %i is %j', (month, week, range) => {
    expect(monthWeekRange(month, week)).toEqual(range);
    expect(weekStart(month, week)).toBe(range?.start ?? null);
  });

  it('refuses weeks outside 1–5', () => {
    expect(() => weekStart('2025-03', 0)).toThrow(RangeError);
    expect(() => weekStart('2025-03', 6)).toThrow(RangeError);
  });

  it("every date lies in its week's range", () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const range = monthWeekRange(monthOf(date), monthWeek(date));
        expect(range).not.toBeNull();
        expect(compareDates(range!.start, date)).toBeLessThanOrEqual(0);
        expect(compareDates(date, range!.end)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('financial year and BAS quarters', () => {
  it.each([
    ['2025-06-30', 2025, 4, '2025-04-01', '2025-06-30'],
    ['2025-07-01', 2026, 1, '2025-07-01', '2025-09-30'],
    ['2025-09-30', 2026, 1, '2025-07-01', '2025-09-30'],
    ['2025-10-01', 2026, 2, '2025-10-01', '2025-12-31'],
    ['2026-01-01', 2026, 3, '2026-01-01', '2026-03-31'],
    ['2024-02-29', 2024, 3, '2024-01-01', '2024-03-31'],
    ['2026-04-15', 2026, 4, '2026-04-01', '2026-06-30'],
    // Every edge of a quarter, leap days, and centuries (2000 leap, 2100 not).
    ['2025-12-31', 2026, 2, '2025-10-01', '2025-12-31'],
    ['2026-03-31', 2026, 3, '2026-01-01', '2026-03-31'],
    ['2026-04-01', 2026, 4, '2026-04-01', '2026-06-30'],
    ['2028-02-29', 2028, 3, '2028-01-01', '2028-03-31'],
    ['2000-02-29', 2000, 3, '2000-01-01', '2000-03-31'],
    ['2100-02-28', 2100, 3, '2100-01-01', '2100-03-31'],
    ['2100-03-01', 2100, 3, '2100-01-01', '2100-03-31'],
    ['1999-06-30', 1999, 4, '1999-04-01', '1999-06-30'],
    ['1999-07-01', 2000, 1, '1999-07-01', '1999-09-30'],
  ])('%s is FY%i Q%i (%s to %s)', (date, year, quarter, start, end) => {
    expect(basQuarterOf(date)).toEqual({ year, quarter, start, end });
    expect(basQuarter(year, quarter as 1 | 2 | 3 | 4)).toEqual({ year, quarter, start, end });
    expect(financialYearOf(date)).toEqual({ year, start: `${year - 1}-07-01`, end: `${year}-06-30` });
    expect(financialYear(year)).toEqual(financialYearOf(date));
  });

  it('the four quarters of a year tile it, and every date lies in its own quarter and year', () => {
    fc.assert(
      fc.property(isoDate, (date) => {
        const { year, quarter, start, end } = basQuarterOf(date);
        const fy = financialYear(year);
        expect(start <= date && date <= end && fy.start <= date && date <= fy.end).toBe(true);
        const quarters = ([1, 2, 3, 4] as const).map((q) => basQuarter(year, q));
        expect(quarters[0].start).toBe(fy.start);
        expect(quarters[3].end).toBe(fy.end);
        for (let q = 1; q < 4; q++) expect(addDays(quarters[q - 1].end, 1)).toBe(quarters[q].start);
        expect(quarters[quarter - 1]).toEqual({ year, quarter, start, end });
      }),
    );
  });
});

describe('dateFilterStart', () => {
  // Worked by hand: 23 Nov 2026 is a Monday in BAS Q2 (Oct–Dec) of financial year 2027; 1 Jan 2027 a Friday in Q3.
  it.each([
    ['from_today', '2026-11-23', '2026-11-23'],
    ['from_week', '2026-11-23', '2026-11-23'],
    ['from_week', '2026-11-29', '2026-11-23'],
    ['from_week', '2027-01-01', '2026-12-28'],
    ['from_month', '2026-11-23', '2026-11-01'],
    ['from_last_month', '2026-11-23', '2026-10-01'],
    ['from_last_month', '2027-01-01', '2026-12-01'],
    ['from_quarter', '2026-11-23', '2026-10-01'],
    ['from_quarter', '2027-01-01', '2027-01-01'],
    ['from_last_quarter', '2026-11-23', '2026-07-01'],
    ['from_last_quarter', '2026-08-15', '2026-04-01'],
    ['from_financial_year', '2026-11-23', '2026-07-01'],
    ['from_financial_year', '2026-06-30', '2025-07-01'],
    ['from_financial_year', '2026-07-01', '2026-07-01'],
    ['from_year', '2026-11-23', '2026-01-01'],
  ] as const)('%s seen on %s starts %s', (filter, today, start) => {
    expect(dateFilterStart(filter, today)).toBe(start);
  });

  it('never starts after today, and a week starts on a Monday', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(...dateFilters), (today, filter) => {
        const start = dateFilterStart(filter, today);
        expect(compareDates(start, today)).toBeLessThanOrEqual(0);
        if (filter === 'from_week') expect(dayOfWeek(start)).toBe(1);
      }),
    );
  });
});

describe('statementShortcutRange', () => {
  // Worked by hand: 24 Nov 2026 is in BAS Q2 (Oct–Dec) of financial year 2027; 2028 is a leap year.
  it.each([
    ['last_month', '2026-11-24', '2026-10-01', '2026-10-31'],
    ['last_month', '2027-01-01', '2026-12-01', '2026-12-31'],
    ['last_month', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['last_30_days', '2026-11-24', '2026-10-26', '2026-11-24'],
    ['last_quarter', '2026-11-24', '2026-07-01', '2026-09-30'],
    ['last_quarter', '2027-02-10', '2026-10-01', '2026-12-31'],
    ['last_90_days', '2026-11-24', '2026-08-27', '2026-11-24'],
    ['last_financial_year', '2026-11-24', '2025-07-01', '2026-06-30'],
    ['last_financial_year', '2026-06-30', '2024-07-01', '2025-06-30'],
    ['last_financial_year', '2026-07-01', '2025-07-01', '2026-06-30'],
    ['last_year', '2026-11-24', '2025-01-01', '2025-12-31'],
    ['last_year', '2027-01-01', '2026-01-01', '2026-12-31'],
    ['last_365_days', '2026-11-24', '2025-11-25', '2026-11-24'],
  ] as const)('%s seen on %s is %s to %s', (shortcut, today, from, to) => {
    expect(statementShortcutRange(shortcut, today)).toEqual({ from, to });
  });

  it('never ends after today and never ends before it starts; a "last N days" range holds N days', () => {
    fc.assert(
      fc.property(isoDate, fc.constantFrom(...statementShortcuts), (today, shortcut) => {
        const { from, to } = statementShortcutRange(shortcut, today);
        expect(compareDates(to, today)).toBeLessThanOrEqual(0);
        expect(compareDates(from, to)).toBeLessThanOrEqual(0);
        const days = /^last_(\d+)_days$/.exec(shortcut)?.[1];
        if (days) expect(daysBetween(from, to) + 1).toBe(Number(days));
        else expect(compareDates(to, today)).toBeLessThan(0);
      }),
    );
  });
});
