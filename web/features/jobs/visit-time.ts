import { DEFAULT_TIME_ZONE } from '../../../shared/dates';
import { timeOfDay } from '../../entities/visits/visit-cells';

const businessDay = new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, day: 'numeric', month: 'short' });
const businessYear = new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric' });

/**
 * An instant (completed, photo taken) as the business reads it, `24 May 2026, 11:30 am` (or without the year):
 * in its time zone like the due time, so a visit finished late morning in Sydney does not read 1:30 am.
 */
export function businessDateTime(instant: string, withYear = true): string {
  const date = new Date(instant);
  const day = withYear ? `${businessDay.format(date)} ${businessYear.format(date)}` : businessDay.format(date);
  return `${day}, ${timeOfDay(instant)}`;
}
