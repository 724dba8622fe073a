/**
 * Expands a task group's rule into visit dates. Pure: dates in, dates out, as `YYYY-MM-DD` calendar strings in
 * the business's zone (see dates.ts), so a daylight-saving change can never move a visit to another day.
 * The meanings are those of docs/domain.md "Rotations", which are iCalendar's (RFC 5545):
 * - weekly  = FREQ=WEEKLY;INTERVAL=frequency counted from the first visit on or after `start_at`;
 * - monthly = FREQ=MONTHLY;INTERVAL=frequency;BYDAY=day;BYSETPOS=week (−1 for week 4) counted from `start_at`.
 */
import { type DayOfWeek, type IsoDate, daysInMonth, formatDate, fromDayNumber, parseDate, toDayNumber } from './dates';

export const rotations = ['non', 'daily', 'weekly', 'monthly'] as const;
export type Rotation = (typeof rotations)[number];

/** The only frequencies a form offers, in weeks and in months (docs/domain.md "Rotations"). */
export const weeklyFrequencies = [1, 2, 4, 6, 8, 12, 24] as const;
export const monthlyFrequencies = [1, 2, 3, 4, 6, 12] as const;
/** Week 4 is the last such weekday of the month, which may be its 5th. */
export const weeksOfMonth = [1, 2, 3, 4] as const;
export type WeekOfMonth = (typeof weeksOfMonth)[number];
export const LAST_WEEK_OF_MONTH = 4;

/**
 * The recurrence fields of a task group, as stored. Fields a rotation does not use are null (`[]` for
 * `days_of_week`); `taskGroupRuleSchema` (shared/api/task-groups-rule.ts) guarantees that shape. `start_at`
 * may be null only for rotation `non`, whose form hides the start date.
 */
export type RecurrenceRule = {
  rotation: Rotation;
  frequency: number | null;
  week_of_month: WeekOfMonth | null;
  day_of_week: DayOfWeek | null;
  days_of_week: number[];
  start_at: IsoDate | null;
};

/**
 * What `occurrences` reads: a rule as a database row or API response holds it, with plain numbers. The values
 * are checked when the rule is expanded, so a row needs no cast to `RecurrenceRule` first.
 */
export type RuleFields = Omit<RecurrenceRule, 'week_of_month' | 'day_of_week' | 'days_of_week'> & {
  week_of_month: number | null;
  day_of_week: number | null;
  days_of_week: readonly number[];
};

/** An inclusive range of calendar dates. */
export type DateRange = { from: IsoDate; to: IsoDate };

/**
 * The dates in [from, to] (inclusive) on which `rule` puts a visit, ascending and without repeats.
 * Work grows with the length of the range, not with the time since `start_at`: each rotation jumps straight to
 * its first occurrence on or after `from`, so a rule that began years ago costs the same as a new one.
 * Throws a RangeError for a rule `taskGroupRuleSchema` would refuse (a programmer error, not bad input).
 */
export function occurrences(rule: RuleFields, { from, to }: DateRange): IsoDate[] {
  const last = toDayNumber(to);
  const requestedFirst = toDayNumber(from);
  if (rule.rotation === 'non') return [];
  const start = rule.start_at;
  if (start === null) throw new RangeError(`A ${rule.rotation} rule needs start_at.`);
  const first = Math.max(requestedFirst, toDayNumber(start));
  if (first > last) return [];
  switch (rule.rotation) {
    case 'daily':
      return dailyDays(rule, first, last).map(fromDayNumber);
    case 'weekly':
      return weeklyDays(rule, start, first, last).map(fromDayNumber);
    case 'monthly':
      return monthlyDays(rule, start, first, last).map(fromDayNumber);
    default:
      throw new RangeError(`Unknown rotation: ${String(rule.rotation satisfies never)}`);
  }
}

/** Whether `rule` puts a visit on `date` — the "does this visit still fit?" question of Adjust. */
export function isOccurrence(rule: RuleFields, date: IsoDate): boolean {
  return occurrences(rule, { from: date, to: date }).length > 0;
}

function requireDayOfWeek(value: number | null, field: string): DayOfWeek {
  if (value === null || !Number.isInteger(value) || value < 0 || value > 6) {
    throw new RangeError(`${field} must be 0 (Sunday) to 6 (Saturday), got ${value}.`);
  }
  return value as DayOfWeek;
}

function isWeekOfMonth(value: number | null): value is WeekOfMonth {
  return weeksOfMonth.some((week) => week === value);
}

function requireFrequency(rule: RuleFields, allowed: readonly number[]): number {
  if (rule.frequency === null || !allowed.includes(rule.frequency)) {
    throw new RangeError(`A ${rule.rotation} rule needs a frequency in ${allowed.join(', ')}, got ${rule.frequency}.`);
  }
  return rule.frequency;
}

/** 1970-01-01 (day 0) was a Thursday (4). */
function weekdayOfDayNumber(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** The first day on or after `dayNumber` that falls on `weekday`. */
function nextWeekday(dayNumber: number, weekday: number): number {
  return dayNumber + ((weekday - weekdayOfDayNumber(dayNumber) + 7) % 7);
}

/** Every week on each listed weekday; one pass over the range, so each date comes once and in order. */
function dailyDays(rule: RuleFields, first: number, last: number): number[] {
  if (rule.days_of_week.length === 0) throw new RangeError('A daily rule needs at least one day in days_of_week.');
  const wanted = new Set<number>(rule.days_of_week.map((day) => requireDayOfWeek(day, 'days_of_week')));
  const days: number[] = [];
  for (let day = first; day <= last; day++) if (wanted.has(weekdayOfDayNumber(day))) days.push(day);
  return days;
}

function weeklyDays(rule: RuleFields, start: IsoDate, first: number, last: number): number[] {
  const weekday = requireDayOfWeek(rule.day_of_week, 'day_of_week');
  const period = 7 * requireFrequency(rule, weeklyFrequencies);
  // The series is anchored on the first visit, not on start_at: a group starting on a Wednesday with visits on
  // Mondays has its first visit the following Monday and counts its fortnights from there.
  const firstVisit = nextWeekday(toDayNumber(start), weekday);
  const skipped = Math.max(0, Math.ceil((first - firstVisit) / period));
  const days: number[] = [];
  for (let day = firstVisit + skipped * period; day <= last; day += period) days.push(day);
  return days;
}

function monthlyDays(rule: RuleFields, startAt: IsoDate, first: number, last: number): number[] {
  const weekday = requireDayOfWeek(rule.day_of_week, 'day_of_week');
  const every = requireFrequency(rule, monthlyFrequencies);
  const week = rule.week_of_month;
  if (!isWeekOfMonth(week)) throw new RangeError(`A monthly rule needs week_of_month 1 to 4, got ${week}.`);
  const start = parseDate(startAt);
  const from = parseDate(fromDayNumber(first));
  // Months counted as year × 12 + month, so the series is start's month plus every `every`-th month after it;
  // jump to the first series month that is not before `from`'s month.
  const startIndex = start.year * 12 + start.month - 1;
  const fromIndex = from.year * 12 + from.month - 1;
  const days: number[] = [];
  for (let index = startIndex + Math.max(0, Math.ceil((fromIndex - startIndex) / every)) * every; ; index += every) {
    const year = Math.floor(index / 12);
    const month = index - year * 12 + 1;
    const monthStart = toDayNumber(formatDate({ year, month, day: 1 }));
    if (monthStart > last) return days;
    const visit = nthWeekdayOfMonth(monthStart, daysInMonth(year, month), weekday, week);
    // `first` is already max(from, start_at), so this one test drops both a month's visit before start_at
    // (docs/domain.md "Rotations": left out, not moved) and one before the requested range.
    if (visit >= first && visit <= last) days.push(visit);
  }
}

/** The `week`-th `weekday` of the month starting on day number `monthStart`; week 4 means the last one. */
function nthWeekdayOfMonth(monthStart: number, length: number, weekday: number, week: WeekOfMonth): number {
  const firstSuch = nextWeekday(monthStart, weekday);
  if (week !== LAST_WEEK_OF_MONTH) return firstSuch + 7 * (week - 1);
  // Weeks 1–3 always exist (their day is at most the 21st); the last one is the 4th or the 5th.
  return firstSuch + 7 * Math.floor((monthStart + length - 1 - firstSuch) / 7);
}
