/**
 * What a task group does with a visit its rule puts on a public holiday (docs/decisions/034): `visit` keeps it
 * (the default, and how generation always behaved), `skip` drops it, `move` puts it on the next business day
 * (Monday to Friday) that is not itself a holiday. Pure: dates in, placements out, applied to what
 * `occurrences` (recurrence.ts) gives.
 */
import { addDays, dayOfWeek, type IsoDate } from './dates';

export const holidayChoices = ['visit', 'skip', 'move'] as const;
export type HolidayChoice = (typeof holidayChoices)[number];

/** `origin` is the date the rule gives (the ledger records it); `date` is the day the visit is due. */
export type Placement = { origin: IsoDate; date: IsoDate };

/** The extra days past a range that `move` may look into: Christmas, Boxing Day and a weekend fit many times over. */
export const MOVE_LOOKAHEAD_DAYS = 31;

export const isBusinessDay = (date: IsoDate) => {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6;
};

/** The first day after `date` that is a business day and not a holiday. */
export function nextBusinessDay(date: IsoDate, isHoliday: (date: IsoDate) => boolean): IsoDate {
  let day = addDays(date, 1);
  while (!isBusinessDay(day) || isHoliday(day)) day = addDays(day, 1);
  return day;
}

/**
 * Each date with where its visit goes, in the order given. `move` keeps every visit, so the count stays; a
 * moved visit may land on a day the rule also gives (a daily group) — both are kept, each its own occurrence.
 */
export function placeOnHolidays(dates: readonly IsoDate[], choice: HolidayChoice, isHoliday: (date: IsoDate) => boolean): Placement[] {
  if (choice === 'visit') return dates.map((date) => ({ origin: date, date }));
  if (choice === 'skip') return dates.filter((date) => !isHoliday(date)).map((date) => ({ origin: date, date }));
  return dates.map((date) => ({ origin: date, date: isHoliday(date) ? nextBusinessDay(date, isHoliday) : date }));
}
