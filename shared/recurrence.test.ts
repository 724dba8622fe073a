import { describe, expect, it } from 'vitest';
import { type DayOfWeek, addDays, dayOfWeek, instantOf, localDateOf } from './dates';
import { type RecurrenceRule, type WeekOfMonth, isOccurrence, monthlyFrequencies, occurrences, weeklyFrequencies } from './recurrence';

const none = { frequency: null, week_of_month: null, day_of_week: null, days_of_week: [] as number[] };
const daily = (days_of_week: number[], start_at: string): RecurrenceRule => ({
  ...none,
  rotation: 'daily',
  days_of_week,
  start_at,
});
const weekly = (frequency: number, day_of_week: DayOfWeek, start_at: string): RecurrenceRule => ({
  ...none,
  rotation: 'weekly',
  frequency,
  day_of_week,
  start_at,
});
const monthly = (frequency: number, week_of_month: WeekOfMonth, day_of_week: DayOfWeek, start_at: string): RecurrenceRule => ({
  ...none,
  rotation: 'monthly',
  frequency,
  week_of_month,
  day_of_week,
  start_at,
});

const MON = 1;
const TUE = 2;
const THU = 4;
const FRI = 5;
const SUN = 0;

describe('rotation non', () => {
  it('never generates a visit', () => {
    expect(occurrences({ ...none, rotation: 'non', start_at: null }, { from: '2025-01-01', to: '2026-01-01' })).toEqual([]);
    expect(occurrences({ ...none, rotation: 'non', start_at: '2025-01-01' }, { from: '2025-01-01', to: '2025-02-01' })).toEqual([]);
  });
});

describe('rotation daily', () => {
  it('visits each listed weekday every week from start_at on', () => {
    // 2025-01-01 is a Wednesday; the Monday before it is not a visit.
    expect(occurrences(daily([1, 3, 5], '2025-01-01'), { from: '2024-12-25', to: '2025-01-12' })).toEqual([
      '2025-01-01',
      '2025-01-03',
      '2025-01-06',
      '2025-01-08',
      '2025-01-10',
    ]);
  });

  it('lists days in date order whatever order days_of_week has', () => {
    expect(occurrences(daily([6, 0], '2025-01-01'), { from: '2025-01-04', to: '2025-01-12' })).toEqual([
      '2025-01-04',
      '2025-01-05',
      '2025-01-11',
      '2025-01-12',
    ]);
  });

  it('includes 29 February in a leap year', () => {
    expect(occurrences(daily([4], '2024-01-01'), { from: '2024-02-26', to: '2024-03-03' })).toEqual(['2024-02-29']);
  });

  it('covers every day when all seven are listed', () => {
    expect(occurrences(daily([0, 1, 2, 3, 4, 5, 6], '2025-02-27'), { from: '2025-01-01', to: '2025-03-02' })).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });
});

describe('rotation weekly', () => {
  // Start on a Monday, so the first visit is the start date.
  it.each([
    [1, ['2025-01-06', '2025-01-13', '2025-01-20']],
    [2, ['2025-01-06', '2025-01-20', '2025-02-03']],
    [4, ['2025-01-06', '2025-02-03', '2025-03-03']],
    [6, ['2025-01-06', '2025-02-17', '2025-03-31']],
    [8, ['2025-01-06', '2025-03-03', '2025-04-28']],
    [12, ['2025-01-06', '2025-03-31', '2025-06-23']],
    [24, ['2025-01-06', '2025-06-23', '2025-12-08']],
  ])('every %i weeks: %j …', (frequency, firstThree) => {
    expect(occurrences(weekly(frequency, MON, '2025-01-06'), { from: '2025-01-01', to: firstThree[2] })).toEqual(firstThree);
  });

  it('offers exactly the allowed frequencies', () => {
    expect(weeklyFrequencies).toEqual([1, 2, 4, 6, 8, 12, 24]);
  });

  it('counts the fortnights from the first visit, not from start_at', () => {
    // Start on Wednesday 1 January: the first Monday on or after it is 6 January.
    expect(occurrences(weekly(2, MON, '2025-01-01'), { from: '2024-12-01', to: '2025-02-03' })).toEqual([
      '2025-01-06',
      '2025-01-20',
      '2025-02-03',
    ]);
  });

  it('picks up mid-series when the range starts later', () => {
    expect(occurrences(weekly(2, MON, '2025-01-01'), { from: '2025-03-04', to: '2025-04-30' })).toEqual([
      '2025-03-17',
      '2025-03-31',
      '2025-04-14',
      '2025-04-28',
    ]);
  });

  it('lands on 29 February', () => {
    expect(occurrences(weekly(4, THU, '2024-02-01'), { from: '2024-01-01', to: '2024-03-31' })).toEqual([
      '2024-02-01',
      '2024-02-29',
      '2024-03-28',
    ]);
  });

  it('stays cheap and exact for a series that began decades ago', () => {
    const rule = weekly(24, FRI, '1990-01-01'); // first visit Friday 1990-01-05
    const dates = occurrences(rule, { from: '2030-01-01', to: '2031-12-31' });
    expect(dates.length).toBeGreaterThan(3);
    for (const date of dates) {
      expect(dayOfWeek(date)).toBe(FRI);
      expect(((Date.parse(date) - Date.parse('1990-01-05')) / 86_400_000) % 168).toBe(0);
    }
  });
});

describe('rotation monthly', () => {
  // The second Tuesday of January 2025 is the 14th, before start_at: that month's visit is left out.
  it.each([
    [1, ['2025-02-11', '2025-03-11', '2025-04-08']],
    [2, ['2025-03-11', '2025-05-13', '2025-07-08']],
    [3, ['2025-04-08', '2025-07-08', '2025-10-14']],
    [4, ['2025-05-13', '2025-09-09', '2026-01-13']],
    [6, ['2025-07-08', '2026-01-13', '2026-07-14']],
    [12, ['2026-01-13', '2027-01-12', '2028-01-11']],
  ])('every %i months, second Tuesday from 2025-01-15: %j …', (frequency, firstThree) => {
    expect(occurrences(monthly(frequency, 2, TUE, '2025-01-15'), { from: '2025-01-01', to: firstThree[2] })).toEqual(firstThree);
  });

  it('offers exactly the allowed frequencies', () => {
    expect(monthlyFrequencies).toEqual([1, 2, 3, 4, 6, 12]);
  });

  it("keeps the start month's visit when it falls on or after start_at", () => {
    expect(occurrences(monthly(1, 2, TUE, '2025-01-14'), { from: '2025-01-01', to: '2025-02-28' })).toEqual(['2025-01-14', '2025-02-11']);
  });

  it('week 4 is the last Friday, the 5th in months that have five', () => {
    // 2025 months with five Fridays: January, May, August, October.
    expect(occurrences(monthly(1, 4, FRI, '2025-01-01'), { from: '2025-01-01', to: '2025-12-31' })).toEqual([
      '2025-01-31',
      '2025-02-28',
      '2025-03-28',
      '2025-04-25',
      '2025-05-30',
      '2025-06-27',
      '2025-07-25',
      '2025-08-29',
      '2025-09-26',
      '2025-10-31',
      '2025-11-28',
      '2025-12-26',
    ]);
  });

  it.each([
    [1, '2025-05-02'],
    [2, '2025-05-09'],
    [3, '2025-05-16'],
    [4, '2025-05-30'], // the last, not the fourth (23rd)
  ])('week %i of May 2025 (five Fridays) is %s', (week, date) => {
    expect(occurrences(monthly(1, week as WeekOfMonth, FRI, '2025-05-01'), { from: '2025-05-01', to: '2025-05-31' })).toEqual([date]);
  });

  it('the last Thursday of February is the 29th in a leap year', () => {
    expect(occurrences(monthly(12, 4, THU, '2024-02-29'), { from: '2024-01-01', to: '2029-12-31' })).toEqual([
      '2024-02-29',
      '2025-02-27',
      '2026-02-26',
      '2027-02-25',
      '2028-02-24',
      '2029-02-22',
    ]);
  });

  it('counts months across year ends', () => {
    expect(occurrences(monthly(3, 1, MON, '2025-11-01'), { from: '2025-11-01', to: '2026-08-31' })).toEqual([
      '2025-11-03',
      '2026-02-02',
      '2026-05-04',
      '2026-08-03',
    ]);
  });

  it('drops a month whose visit falls before the range', () => {
    expect(occurrences(monthly(1, 1, MON, '2025-01-01'), { from: '2025-03-04', to: '2025-04-30' })).toEqual(['2025-04-07']);
  });
});

describe('ranges', () => {
  const rules = [daily([2, 4], '2025-06-01'), weekly(1, MON, '2025-06-01'), monthly(1, 1, MON, '2025-06-01')];

  it.each(rules)('a range ending before start_at is empty (%j)', (rule) => {
    expect(occurrences(rule, { from: '2025-01-01', to: '2025-05-31' })).toEqual([]);
  });

  it.each(rules)('a range with from after to is empty (%j)', (rule) => {
    expect(occurrences(rule, { from: '2025-07-31', to: '2025-07-01' })).toEqual([]);
  });

  it('a one-day range answers isOccurrence', () => {
    expect(isOccurrence(weekly(2, MON, '2025-01-06'), '2025-01-20')).toBe(true);
    expect(isOccurrence(weekly(2, MON, '2025-01-06'), '2025-01-13')).toBe(false);
  });

  it.each([
    ['weekly without day_of_week', { ...weekly(1, MON, '2025-01-01'), day_of_week: null }],
    ['weekly every 3 weeks', weekly(3, MON, '2025-01-01')],
    ['monthly every 5 months', monthly(5, 1, MON, '2025-01-01')],
    ['monthly week 5', { ...monthly(1, 1, MON, '2025-01-01'), week_of_month: 5 as WeekOfMonth }],
    ['daily without days', daily([], '2025-01-01')],
    ['daily on day 7', daily([7], '2025-01-01')],
    ['weekly without start_at', { ...weekly(1, MON, '2025-01-01'), start_at: null }],
  ])('refuses a rule the schema would refuse: %s', (_, rule) => {
    expect(() => occurrences(rule, { from: '2025-01-01', to: '2025-12-31' })).toThrow(RangeError);
  });

  it('refuses malformed range dates', () => {
    expect(() => occurrences(weekly(1, MON, '2025-01-01'), { from: '2025-1-1', to: '2025-12-31' })).toThrow(RangeError);
  });
});

describe('daylight saving', () => {
  it('a weekly Sunday series keeps its dates and its local time across both Sydney changes', () => {
    // 2025: summer time ends on the first Sunday of April (6th) and starts on the first Sunday of October (5th).
    const dates = occurrences(weekly(1, SUN, '2025-03-30'), { from: '2025-03-30', to: '2025-10-12' });
    expect(dates).toContain('2025-04-06');
    expect(dates).toContain('2025-10-05');
    for (const [i, date] of dates.entries()) {
      expect(date).toBe(addDays('2025-03-30', 7 * i));
      const visit = instantOf(date, 'Australia/Sydney', '09:00');
      expect(localDateOf(visit, 'Australia/Sydney')).toBe(date);
    }
    // The instants 6–13 April are a week plus an hour apart: the date moved with the clock, not by 24 h × 7.
    const hours = (a: string, b: string) =>
      (instantOf(b, 'Australia/Sydney', '09:00').getTime() - instantOf(a, 'Australia/Sydney', '09:00').getTime()) / 3_600_000;
    expect(hours('2025-03-30', '2025-04-06')).toBe(7 * 24 + 1);
    expect(hours('2025-09-28', '2025-10-05')).toBe(7 * 24 - 1);
  });
});

describe('cost', () => {
  it('expands 2,000 task groups over a 12-week horizon in a small fraction of the 2 s budget', () => {
    const rules = Array.from({ length: 2000 }, (_, i): RecurrenceRule => {
      const start = addDays('2000-01-01', i * 3); // starts spread over 16 years, some long ago
      const weekday = (i % 7) as DayOfWeek;
      if (i % 3 === 0) return weekly(weeklyFrequencies[i % 7], weekday, start);
      if (i % 3 === 1) return monthly(monthlyFrequencies[i % 6], ((i % 4) + 1) as WeekOfMonth, weekday, start);
      return daily([i % 7, (i + 3) % 7], start);
    });
    const began = performance.now();
    let visits = 0;
    for (const rule of rules) visits += occurrences(rule, { from: '2026-01-01', to: addDays('2026-01-01', 83) }).length;
    expect(visits).toBeGreaterThan(2000);
    expect(performance.now() - began).toBeLessThan(500);
  });
});
