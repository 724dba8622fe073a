/**
 * The public holidays of the business's state (Settings → General, `state`), for visit generation and for the
 * pages that mark them (docs/decisions/034).
 */
import { eq } from 'drizzle-orm';
import type { AustralianState, PublicHolidayList } from '../../../shared/api/public-holidays';
import { addDays, type IsoDate } from '../../../shared/dates';
import { MOVE_LOOKAHEAD_DAYS } from '../../../shared/holiday-placement';
import { holidaysBetween } from '../../../shared/public-holidays';
import type { Db } from '../../db/client';
import { settings } from './settings.table';

export async function businessState(db: Db): Promise<AustralianState> {
  const [row] = await db.select({ state: settings.state }).from(settings).where(eq(settings.id, 1));
  return row?.state ?? 'NSW';
}

export async function publicHolidays(db: Db, range: { from: IsoDate; to: IsoDate }): Promise<PublicHolidayList> {
  const state = await businessState(db);
  return { state, data: holidaysBetween(state, range.from, range.to) };
}

/** Whether a date in [from, to] — or up to a month past `to`, where a moved visit may land — is a holiday. */
export async function holidayLookup(db: Db, range: { from: IsoDate; to: IsoDate }): Promise<(date: IsoDate) => boolean> {
  const state = await businessState(db);
  const dates = new Set(holidaysBetween(state, range.from, addDays(range.to, MOVE_LOOKAHEAD_DAYS)).map((h) => h.date));
  return (date) => dates.has(date);
}
