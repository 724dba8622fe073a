/**
 * Australian public holidays of a state or territory, from `date-holidays` (national and state rules, offline),
 * never typed in by hand (docs/decisions/034). Only its type `public` counts: bank holidays, observances and
 * school terms do not close a business. A holiday on a weekend and its substitute weekday both count, since
 * the rules name both (Boxing Day and "Boxing Day (substitute day)").
 * Server-only: the package is big, so the web asks `GET /api/public-holidays` instead of importing this.
 */
import Holidays from 'date-holidays';
import type { AustralianState } from './api/public-holidays';
import { compareDates, type IsoDate, parseDate } from './dates';

export type PublicHoliday = { date: IsoDate; name: string };

const calendars = new Map<AustralianState, Holidays>();
const calendarOf = (state: AustralianState) =>
  calendars.get(state) ?? calendars.set(state, new Holidays('AU', state, { types: ['public'] })).get(state)!;

/**
 * The public holidays in [from, to] (inclusive) in `state`, ascending, one entry a date (two holidays on one
 * date share it, their names joined). `date` is the holiday's calendar day as the rules give it ("2026-12-25
 * 00:00:00"), so no time zone of the machine's enters.
 */
export function holidaysBetween(state: AustralianState, from: IsoDate, to: IsoDate): PublicHoliday[] {
  if (compareDates(from, to) > 0) return [];
  const byDate = new Map<IsoDate, string[]>();
  for (let year = parseDate(from).year; year <= parseDate(to).year; year++) {
    for (const holiday of calendarOf(state).getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || date < from || date > to) continue;
      byDate.set(date, [...(byDate.get(date) ?? []), holiday.name]);
    }
  }
  return [...byDate].sort(([a], [b]) => compareDates(a, b)).map(([date, names]) => ({ date, name: [...new Set(names)].join(' / ') }));
}
