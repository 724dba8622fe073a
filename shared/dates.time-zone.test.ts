import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, instantOf, localDateOf, toDayNumber, todayIn } from './dates';

const sydney = 'Australia/Sydney';

describe('localDateOf and instantOf across Sydney daylight saving', () => {
  // 2025: summer time ends 3:00 AEDT (+11) on Sunday 6 April and starts 2:00 AEST (+10) on Sunday 5 October.
  it.each([
    ['2025-04-05T12:59:59Z', '2025-04-05'],
    ['2025-04-05T13:00:00Z', '2025-04-06'],
    ['2025-04-05T16:30:00Z', '2025-04-06'],
    ['2025-04-06T13:59:59Z', '2025-04-06'],
    ['2025-04-06T14:00:00Z', '2025-04-07'],
    ['2025-10-04T13:59:59Z', '2025-10-04'],
    ['2025-10-04T14:00:00Z', '2025-10-05'],
    ['2025-10-05T12:59:59Z', '2025-10-05'],
    ['2025-10-05T13:00:00Z', '2025-10-06'],
    ['2024-02-28T13:00:00Z', '2024-02-29'],
  ])('%s is %s in Sydney', (instant, date) => {
    expect(localDateOf(new Date(instant), sydney)).toBe(date);
  });

  it.each([
    ['2025-04-06', '00:00', '2025-04-05T13:00:00.000Z'],
    ['2025-04-07', '00:00', '2025-04-06T14:00:00.000Z'],
    ['2025-10-05', '00:00', '2025-10-04T14:00:00.000Z'],
    ['2025-10-06', '00:00', '2025-10-05T13:00:00.000Z'],
    ['2025-04-06', '02:30', '2025-04-05T15:30:00.000Z'], // happens twice: the first (AEDT) one
    ['2025-10-05', '02:30', '2025-10-04T16:30:00.000Z'], // does not exist: 03:30 AEDT, just after the gap
    ['2025-07-01', '09:15', '2025-06-30T23:15:00.000Z'],
  ])('%s %s in Sydney is %s', (date, time, instant) => {
    expect(instantOf(date, sydney, time).toISOString()).toBe(instant);
  });

  it.each([
    ['2018-11-04', '00:00', '2018-11-04T03:00:00.000Z'], // midnight skipped: the day starts at 01:00
    ['2019-02-16', '23:30', '2019-02-17T01:30:00.000Z'], // happens twice: the first (−02) one
    ['2019-02-17', '00:00', '2019-02-17T03:00:00.000Z'],
  ])('%s %s in Sao Paulo is %s', (date, time, instant) => {
    expect(instantOf(date, 'America/Sao_Paulo', time).toISOString()).toBe(instant);
  });

  it.each([
    'Australia/Sydney',
    'Australia/Lord_Howe',
    'Australia/Perth',
    'UTC',
    'America/New_York',
    'America/Sao_Paulo',
    'Pacific/Chatham',
  ])('the start of each day in %s reads back as that day', (timeZone) => {
    // Sao Paulo skipped midnight itself when its summer time began (until 2019), so its years are included.
    const days = fc.integer({ min: toDayNumber('2015-01-01'), max: toDayNumber('2030-12-31') }).map(fromDayNumber);
    fc.assert(
      fc.property(days, (date) => {
        const start = instantOf(date, timeZone);
        expect(localDateOf(start, timeZone)).toBe(date);
        expect(localDateOf(new Date(start.getTime() - 1), timeZone)).toBe(addDays(date, -1));
      }),
      { numRuns: 200 },
    );
  });

  it('in UTC the local date is the ISO date', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        expect(localDateOf(new Date(ms), 'UTC')).toBe(new Date(ms).toISOString().slice(0, 10));
      }),
    );
  });

  it('todayIn reads the pinned clock', () => {
    expect(todayIn(sydney, new Date('2025-06-30T14:00:00Z'))).toBe('2025-07-01');
  });

  it('refuses a malformed time', () => {
    expect(() => instantOf('2025-01-01', sydney, '24:00')).toThrow(RangeError);
    expect(() => instantOf('2025-01-01', sydney, '9:00')).toThrow(RangeError);
  });
});
