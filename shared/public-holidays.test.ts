import { describe, expect, it } from 'vitest';
import { holidaysBetween } from './public-holidays';

describe('holidaysBetween', () => {
  it.each([
    // [state, from, to, expected dates with names]
    ['NSW', '2026-06-01', '2026-06-30', [['2026-06-08', "King's Birthday"]]],
    ['VIC', '2026-06-01', '2026-06-30', [['2026-06-08', "King's Birthday"]]],
    ['NSW', '2026-10-01', '2026-10-31', [['2026-10-05', 'Labour Day']]],
    ['VIC', '2026-03-01', '2026-03-31', [['2026-03-09', 'Labour Day']]],
    ['VIC', '2026-11-01', '2026-11-30', [['2026-11-03', 'Melbourne Cup']]],
    ['NSW', '2026-11-01', '2026-11-30', []],
    // Boxing Day 2026 is a Saturday: the Monday after is its substitute day.
    [
      'NSW',
      '2026-12-20',
      '2026-12-31',
      [
        ['2026-12-25', 'Christmas Day'],
        ['2026-12-26', 'Boxing Day'],
        ['2026-12-28', 'Boxing Day (substitute day)'],
      ],
    ],
    // Christmas 2027 is a Saturday and Boxing Day a Sunday: Monday and Tuesday are their substitutes.
    [
      'VIC',
      '2027-12-24',
      '2027-12-31',
      [
        ['2027-12-25', 'Christmas Day'],
        ['2027-12-26', 'Boxing Day'],
        ['2027-12-27', 'Christmas Day (substitute day)'],
        ['2027-12-28', 'Boxing Day (substitute day)'],
      ],
    ],
  ] as const)('%s %s..%s', (state, from, to, expected) => {
    expect(holidaysBetween(state, from, to).map((h) => [h.date, h.name])).toEqual(expected);
  });

  it('leaves out bank holidays and observances (NSW Bank Holiday, Father’s Day)', () => {
    expect(holidaysBetween('NSW', '2026-08-01', '2026-09-30')).toEqual([]);
  });

  it('spans years, ascending', () => {
    const dates = holidaysBetween('NSW', '2026-12-24', '2027-01-27').map((h) => h.date);
    expect(dates).toEqual(['2026-12-25', '2026-12-26', '2026-12-28', '2027-01-01', '2027-01-26']);
  });

  it('answers nothing for an empty range', () => {
    expect(holidaysBetween('NSW', '2026-12-26', '2026-12-25')).toEqual([]);
  });
});
