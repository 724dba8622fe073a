import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_TIME_ZONE, type IsoDate, todayIn } from '../../shared/dates';

/**
 * The one reader of "now" in the web app (docs/domain.md "Business time zone"). Today is the business's date,
 * as the server derives it, never the browser's: a bookkeeper travelling, or a laptop left on UTC, would
 * otherwise see the wrong week, month, quarter or financial year. The lint refuses a bare `dayjs()` or
 * `new Date()` anywhere else in web/.
 */

/** Today in the business's time zone, `YYYY-MM-DD`. */
export const businessToday = (): IsoDate => todayIn(DEFAULT_TIME_ZONE);

/** Today (the business's date) as a dayjs at midnight, for calendar arithmetic and display (`.startOf('month')`). */
export const businessDay = (): Dayjs => dayjs(businessToday());

const hourFormat = new Intl.DateTimeFormat('en-AU', { timeZone: DEFAULT_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** The hour (0–23) on the business's wall clock. */
export const businessHour = (): number => Number(hourFormat.format(new Date()));

/** The instant now (ISO 8601, UTC), for recording when something happened; its date is never today's. */
export const nowInstant = (): string => new Date().toISOString();
