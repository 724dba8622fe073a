/**
 * Calendar dates as `YYYY-MM-DD` strings. A calendar date has no time and no zone, so nothing here builds a
 * `Date` in the machine's local time: arithmetic runs on a day number (days since 1970-01-01), which cannot
 * be shifted by a daylight-saving change or by the zone the server or browser happens to run in. Only
 * `localDateOf` and `instantOf` meet real instants, and they name the zone explicitly.
 */

/** A calendar date, `YYYY-MM-DD`. Strings of this shape sort and compare correctly as plain text. */
export type IsoDate = string;
/** A calendar month, `YYYY-MM`. */
export type IsoMonth = string;
/** 0 = Sunday … 6 = Saturday, as in `day_of_week` and `days_of_week`. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CalendarDate = { year: number; month: number; day: number };

/** The business's zone until settings say otherwise (docs/domain.md "Business time zone"). */
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Reads `YYYY-MM-DD`; throws a RangeError for anything else, including dates that do not exist (2025-02-29). */
export function parseDate(value: IsoDate): CalendarDate {
  const match = isoDatePattern.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  }
  return { year, month, day };
}

export function formatDate({ year, month, day }: CalendarDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Days since 1970-01-01 (negative before it). Howard Hinnant's `days_from_civil`: counting years from March
 * puts the leap day last, so one formula covers every month without a table.
 */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = parseDate(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The inverse of `toDayNumber` (Hinnant's `civil_from_days`). */
export function fromDayNumber(dayNumber: number): IsoDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return formatDate({ year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(toDayNumber(date) + days);
}

export function addWeeks(date: IsoDate, weeks: number): IsoDate {
  return addDays(date, weeks * 7);
}

/** Same day `months` later; a day the target month lacks becomes its last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return formatDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

/** `b − a` in days. */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return toDayNumber(b) - toDayNumber(a);
}

/** 1970-01-01 was a Thursday (4); the double modulo keeps days before 1970 in 0..6. */
export function dayOfWeek(date: IsoDate): DayOfWeek {
  return ((((toDayNumber(date) + 4) % 7) + 7) % 7) as DayOfWeek;
}

/** −1, 0 or 1, for `Array.prototype.sort`. Validates both sides, so a malformed string cannot sort quietly. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  parseDate(a);
  parseDate(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function minDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) <= 0 ? a : b;
}

export function maxDate(a: IsoDate, b: IsoDate): IsoDate {
  return compareDates(a, b) >= 0 ? a : b;
}

export function monthOf(date: IsoDate): IsoMonth {
  parseDate(date);
  return date.slice(0, 7);
}

/** `YYYY-MM-01`; throws a RangeError unless `month` is `YYYY-MM`. */
export function startOfMonth(month: IsoMonth): IsoDate {
  const first = `${month}-01`;
  if (month.length !== 7) throw new RangeError(`Not a calendar month (YYYY-MM): ${JSON.stringify(month)}`);
  parseDate(first);
  return first;
}

export function endOfMonth(month: IsoMonth): IsoDate {
  const { year, month: m } = parseDate(startOfMonth(month));
  return formatDate({ year, month: m, day: daysInMonth(year, m) });
}

// Intl.DateTimeFormat is slow to build and the server asks for thousands of dates, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock reading of `instant` in `timeZone`, as if that reading were UTC (milliseconds). */
function wallClockMs(instant: Date, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of partsFormatter(timeZone).formatToParts(instant)) part[type] = Number(value);
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
}

/** The calendar date the business sees at `instant` — a visit's date is the local date of its `due_at`. */
export function localDateOf(instant: Date, timeZone: string): IsoDate {
  return fromDayNumber(Math.floor(wallClockMs(instant, timeZone) / 86_400_000));
}

/** Today in `timeZone`; `now` is a parameter so tests and jobs can pin it. */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  return localDateOf(now, timeZone);
}

/**
 * The instant the wall clock in `timeZone` reads `date` at `time` (`HH:MM`) — e.g. a visit's `due_at` from its
 * date. A time skipped by the spring-forward gap lands just after the gap (02:30 → 03:30); a time that
 * happens twice in autumn gives the earlier one.
 */
export function instantOf(date: IsoDate, timeZone: string, time = '00:00'): Date {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RangeError(`Not a time (HH:MM): ${time}`);
  const wanted = toDayNumber(date) * 86_400_000 + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  // Intl gives offsets only for instants, so read them a day either side: if the clocks change near `wanted`,
  // those are the offsets before and after the change; otherwise they are the same offset twice. Trying the
  // larger first gives the earlier instant when the reading happens twice.
  const offsetBefore = wallClockMs(new Date(wanted - 86_400_000), timeZone) - (wanted - 86_400_000);
  const offsetAfter = wallClockMs(new Date(wanted + 86_400_000), timeZone) - (wanted + 86_400_000);
  for (const offset of [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)]) {
    const candidate = wanted - offset;
    if (wallClockMs(new Date(candidate), timeZone) === wanted) return new Date(candidate);
  }
  // In a spring-forward gap: neither offset reads `wanted`; the pre-change offset lands after the gap.
  return new Date(wanted - Math.min(offsetBefore, offsetAfter));
}

/** Progress weeks are day blocks of the month: 1–7 → 1, 8–14 → 2, 15–21 → 3, 22–28 → 4, 29–end → 5. */
export function monthWeek(date: IsoDate): 1 | 2 | 3 | 4 | 5 {
  return Math.ceil(parseDate(date).day / 7) as 1 | 2 | 3 | 4 | 5;
}

/**
 * First and last day of progress week `week` (1–5) of `month`. Null for week 5 of a 28-day February, the only
 * empty block, so a caller looping over weeks 1–5 must decide what an empty week shows.
 */
export function monthWeekRange(month: IsoMonth, week: number): { start: IsoDate; end: IsoDate } | null {
  if (!Number.isInteger(week) || week < 1 || week > 5) throw new RangeError(`Not a month week (1–5): ${week}`);
  const { year, month: m } = parseDate(startOfMonth(month));
  const last = daysInMonth(year, m);
  const first = (week - 1) * 7 + 1;
  if (first > last) return null;
  const end = week === 5 ? last : first + 6;
  return { start: formatDate({ year, month: m, day: first }), end: formatDate({ year, month: m, day: end }) };
}

/** The first day of progress week `week` of `month` (null when the week is empty, see `monthWeekRange`). */
export function weekStart(month: IsoMonth, week: number): IsoDate | null {
  return monthWeekRange(month, week)?.start ?? null;
}

/**
 * The Australian financial year and its BAS quarters: the one rule (docs/domain.md "Account activity"). Every
 * TypeScript caller asks these functions; the database's twin, `account_activity_quarter` (migration
 * account_activity_quarter_triggers), is held to them by server/db/financial-quarters.test.ts.
 */
const financialYearFirstMonth = 7;

export type FinancialYear = { year: number; start: IsoDate; end: IsoDate };
export type BasQuarter = { year: number; quarter: 1 | 2 | 3 | 4; start: IsoDate; end: IsoDate };

/**
 * Financial year `year`: 1 July to 30 June, named by the year it ends in (the year 1 Jul 2024 – 30 Jun 2025 is
 * 2025, as the ATO's "2024–25" is filed as 2025).
 */
export function financialYear(year: number): FinancialYear {
  const start = formatDate({ year: year - 1, month: financialYearFirstMonth, day: 1 });
  return { year, start, end: addDays(addMonths(start, 12), -1) };
}

/** The financial year holding `date`. */
export function financialYearOf(date: IsoDate): FinancialYear {
  const { year, month } = parseDate(date);
  return financialYear(month >= financialYearFirstMonth ? year + 1 : year);
}

/** BAS quarter `quarter` of financial year `year`: Q1 Jul–Sep, Q2 Oct–Dec, Q3 Jan–Mar, Q4 Apr–Jun. */
export function basQuarter(year: number, quarter: 1 | 2 | 3 | 4): BasQuarter {
  const start = addMonths(financialYear(year).start, (quarter - 1) * 3);
  return { year, quarter, start, end: addDays(addMonths(start, 3), -1) };
}

const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Q2 · Oct–Dec 2026": a BAS quarter as every page, toast and refusal names it, its months and the calendar year
 * it ends in (not the financial year, which reads as a year later for Q1 and Q2).
 */
export function basQuarterLabel(q: { quarter: number; start: IsoDate; end: IsoDate }): string {
  const from = shortMonths[parseDate(q.start).month - 1];
  const to = shortMonths[parseDate(q.end).month - 1];
  return `Q${q.quarter} · ${from}–${to} ${parseDate(q.end).year}`;
}

/** The BAS quarter holding `date`: the quarter counted by whole months from its financial year's start. */
export function basQuarterOf(date: IsoDate): BasQuarter {
  const { year, start } = financialYearOf(date);
  const monthIndex = (d: IsoDate) => parseDate(d).year * 12 + parseDate(d).month;
  return basQuarter(year, (Math.floor((monthIndex(date) - monthIndex(start)) / 3) + 1) as 1 | 2 | 3 | 4);
}

/**
 * The date filters of lists (docs/domain.md "Date filters"): each names the first day of a period, and the list
 * shows from that day on. Weeks start on Monday, as an Australian calendar does; quarters are BAS quarters and
 * the financial year starts on 1 July.
 */
export const dateFilters = [
  'from_today',
  'from_week',
  'from_last_month',
  'from_month',
  'from_last_quarter',
  'from_quarter',
  'from_financial_year',
  'from_year',
] as const;
export type DateFilter = (typeof dateFilters)[number];

export const isDateFilter = (value: string): value is DateFilter => (dateFilters as readonly string[]).includes(value);

/** The first day the filter names, seen from `today` (a date in the business time zone). */
export function dateFilterStart(filter: DateFilter, today: IsoDate): IsoDate {
  switch (filter) {
    case 'from_today':
      return today;
    case 'from_week':
      return addDays(today, -((dayOfWeek(today) + 6) % 7));
    case 'from_month':
      return startOfMonth(monthOf(today));
    case 'from_last_month':
      return addMonths(startOfMonth(monthOf(today)), -1);
    case 'from_quarter':
      return basQuarterOf(today).start;
    case 'from_last_quarter':
      return addMonths(basQuarterOf(today).start, -3);
    case 'from_financial_year':
      return financialYearOf(today).start;
    case 'from_year':
      return `${today.slice(0, 4)}-01-01`;
  }
}

/** The account statement dialog's shortcuts (docs/domain.md "Invoice screens"), in the order it offers them. */
export const statementShortcuts = [
  'last_month',
  'last_30_days',
  'last_quarter',
  'last_90_days',
  'last_financial_year',
  'last_year',
  'last_365_days',
] as const;
export type StatementShortcut = (typeof statementShortcuts)[number];

/**
 * The range each shortcut names, both ends inclusive, seen from `today` (business time zone). "Last" periods are
 * the whole period before the current one (a month, a BAS quarter, a financial year from July, a calendar year);
 * "last N days" are the N days ending today.
 */
export function statementShortcutRange(shortcut: StatementShortcut, today: IsoDate): { from: IsoDate; to: IsoDate } {
  const previous = (start: IsoDate, from: IsoDate) => ({ from, to: addDays(start, -1) });
  const lastDays = (days: number) => ({ from: addDays(today, 1 - days), to: today });
  switch (shortcut) {
    case 'last_month':
      return previous(startOfMonth(monthOf(today)), dateFilterStart('from_last_month', today));
    case 'last_quarter':
      return previous(basQuarterOf(today).start, dateFilterStart('from_last_quarter', today));
    case 'last_financial_year': {
      const start = financialYearOf(today).start;
      return previous(start, financialYearOf(addDays(start, -1)).start);
    }
    case 'last_year':
      return previous(dateFilterStart('from_year', today), `${Number(today.slice(0, 4)) - 1}-01-01`);
    case 'last_30_days':
      return lastDays(30);
    case 'last_90_days':
      return lastDays(90);
    case 'last_365_days':
      return lastDays(365);
  }
}
