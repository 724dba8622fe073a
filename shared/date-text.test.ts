import { describe, expect, it } from 'vitest';
import { dayRangeText, dayText, fullDayText, printedDate } from './date-text';

describe('dates as text', () => {
  it.each([
    ['2026-11-25', '25 Nov', '25 Nov 2026'],
    ['2026-01-01', '1 Jan', '1 Jan 2026'],
    ['2028-02-29', '29 Feb', '29 Feb 2028'],
  ])('%s reads %s', (date, short, full) => {
    expect(dayText(date)).toBe(short);
    expect(fullDayText(date)).toBe(full);
  });

  it.each([
    ['2026-11-25', '2026-11-27', '25–27 Nov'],
    ['2026-11-25', '2026-11-25', '25 Nov'],
    ['2026-11-30', '2026-12-02', '30 Nov – 2 Dec'],
    ['2026-12-28', '2027-01-03', '28 Dec 2026 – 3 Jan 2027'],
  ])('%s to %s reads %s', (start, end, text) => {
    expect(dayRangeText(start, end)).toBe(text);
  });

  it.each([
    ['2026-03-15', '15 Mar 2026'],
    ['2026-06-05', '5 June 2026'],
    ['2026-07-31', '31 July 2026'],
    ['2026-09-01', '1 Sept 2026'],
    ['2028-02-29', '29 Feb 2028'],
  ])('%s is printed on an invoice or statement as %s', (date, printed) => {
    expect(printedDate(date)).toBe(printed);
  });
});
