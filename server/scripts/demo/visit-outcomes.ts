/**
 * What became of the demo's past visits, after generation has made them: most were done on the day (every
 * line ticked, consumable quantities counted), some were skipped (public holidays, a suspended client, the odd
 * request), and a few recent ones are still open, as a real dashboard would show. Clients that left have no
 * visits after their last day. Photos come after (visit-photos.ts), then invoices (invoices.ts).
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { addDays, daysBetween, dayOfWeek, formatDate, type IsoDate, instantOf, parseDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clients } from '../../features/clients/clients.table';
import { scheduleOccurrences, schedules, scheduleTasks, scheduleUsers } from '../../features/schedules/schedules.table';
import type { DemoClient } from './clients';
import type { Random } from './random';

export type ClientFate = {
  client: DemoClient;
  id: number;
  /** The client's sites in order; the first is its main address. */
  addressIds: number[];
  startedOn: IsoDate;
  /** Last day of service of a client that left (it becomes inactive). */
  endedOn: IsoDate | null;
  suspendedOn: IsoDate | null;
};

export type Outcomes = { complete: number; skipped: number; open: number };

const skipNotes = [
  'Client asked to skip this week',
  'Site closed for a staff function',
  'No access: the alarm code had changed',
  'Building shut for fire-system testing',
];

/** The n-th `weekday` of a month (NSW public holidays are defined that way). */
function nthWeekday(year: number, month: number, weekday: number, n: number): IsoDate {
  const first = formatDate({ year, month, day: 1 });
  return addDays(first, ((weekday - dayOfWeek(first) + 7) % 7) + (n - 1) * 7);
}

/**
 * NSW public holidays on which the demo's clients are closed, for the years around `today`: the Monday ones
 * (King's Birthday, Labour Day) fall in the history; Christmas to Australia Day fall in the horizon ahead.
 */
function publicHolidays(today: IsoDate): Map<IsoDate, string> {
  const holidays = new Map<IsoDate, string>();
  const year = parseDate(today).year;
  for (const y of [year - 1, year, year + 1]) {
    holidays.set(`${y}-01-26`, 'Public holiday (Australia Day): client closed');
    holidays.set(nthWeekday(y, 6, 1, 2), 'Public holiday (King\u2019s Birthday): client closed');
    holidays.set(nthWeekday(y, 10, 1, 1), 'Public holiday (Labour Day): client closed');
    holidays.set(`${y}-12-25`, 'Public holiday (Christmas Day): client closed');
    holidays.set(`${y}-12-26`, 'Public holiday (Boxing Day): client closed');
    holidays.set(`${y}-01-01`, 'Public holiday (New Year\u2019s Day): client closed');
  }
  return holidays;
}

/** Visits of clients that left, after their last day, go; their dates stay in the ledger as removed by hand. */
async function endService(db: Db, fates: ClientFate[], timeZone: string): Promise<number> {
  let removed = 0;
  for (const fate of fates) {
    if (fate.endedOn === null) continue;
    const gone = await db
      .select({ id: schedules.id })
      .from(schedules)
      .where(and(eq(schedules.clientId, fate.id), gt(schedules.dueDate, fate.endedOn)));
    const ids = gone.map((v) => v.id);
    if (ids.length > 0) {
      await db
        .update(scheduleOccurrences)
        .set({ outcome: 'removed', scheduleId: null })
        .where(inArray(scheduleOccurrences.scheduleId, ids));
      await db.delete(schedules).where(inArray(schedules.id, ids));
    }
    removed += ids.length;
    const leftAt = instantOf(fate.endedOn, timeZone, '16:00');
    await db.update(clients).set({ active: false, updatedAt: leftAt }).where(eq(clients.id, fate.id));
  }
  return removed;
}

/** Bulk updates travel as one JSON parameter, as generation's own inserts do: one statement whatever the count. */
const asJson = (rows: readonly Record<string, unknown>[]) => sql`${JSON.stringify(rows)}::jsonb`;

export async function settleVisits(
  db: Db,
  random: Random,
  fates: ClientFate[],
  { today, timeZone }: { today: IsoDate; timeZone: string },
): Promise<{ removed: number; outcomes: Outcomes }> {
  const removed = await endService(db, fates, timeZone);
  const past = await db
    .select({ id: schedules.id, clientId: schedules.clientId, dueAt: schedules.dueAt, dueDate: schedules.dueDate })
    .from(schedules)
    .where(lt(schedules.dueDate, today))
    .orderBy(asc(schedules.id));
  const crews = await db
    .select({ scheduleId: scheduleUsers.scheduleId, userId: scheduleUsers.userId })
    .from(scheduleUsers)
    .innerJoin(schedules, eq(schedules.id, scheduleUsers.scheduleId))
    .where(lt(schedules.dueDate, today))
    .orderBy(asc(scheduleUsers.scheduleId), asc(scheduleUsers.userId));
  const crewOf = new Map<number, number[]>();
  for (const row of crews) crewOf.set(row.scheduleId, [...(crewOf.get(row.scheduleId) ?? []), row.userId]);
  const fateOf = new Map(fates.map((f) => [f.id, f]));
  const holidays = publicHolidays(today);
  // Holidays ahead are skipped too: the office marks them as soon as the visits exist.
  const onHolidays = await db
    .select({ id: schedules.id, dueDate: schedules.dueDate })
    .from(schedules)
    .where(inArray(schedules.dueDate, [...holidays.keys()]))
    .orderBy(asc(schedules.id));

  const completed: Record<string, unknown>[] = [];
  const skipped = onHolidays.map((visit) => ({ id: visit.id, notes: holidays.get(visit.dueDate) ?? '' }));
  let open = 0;
  for (const visit of past) {
    const fate = fateOf.get(visit.clientId);
    const age = daysBetween(visit.dueDate, today);
    if (holidays.has(visit.dueDate)) continue;
    if (fate?.suspendedOn && visit.dueDate >= fate.suspendedOn)
      skipped.push({ id: visit.id, notes: `Client suspended: ${fate.client.suspended?.reason ?? ''}` });
    else if (random.chance(age <= 14 ? 0.025 : 0.001)) open++;
    else if (random.chance(0.02)) skipped.push({ id: visit.id, notes: random.pick(skipNotes) });
    else {
      const crew = crewOf.get(visit.id) ?? [];
      // Now and then one of a two-person crew was off; the one who came confirms who attended.
      const attended = crew.length > 1 ? (random.chance(0.9) ? crew : [random.pick(crew)]) : undefined;
      completed.push({
        id: visit.id,
        completed_at: new Date(visit.dueAt.getTime() + random.int(50, 210) * 60_000).toISOString(),
        ...(attended && { attended }),
        // Cash is collected on the day, though the last fortnight's is not all recorded yet.
        paid: fate?.client.billing === 'cash' && (age > 14 || random.chance(0.5)),
      });
    }
  }

  await db.execute(sql`
    update schedules s set skip = true, notes = r.notes
    from jsonb_to_recordset(${asJson(skipped)}) as r(id int, notes text) where s.id = r.id`);
  await db.execute(sql`
    update schedules s set complete = true, completed_at = r.completed_at, attended = r.attended, paid = r.paid, updated_at = r.completed_at
    from jsonb_to_recordset(${asJson(completed)}) as r(id int, completed_at timestamptz, attended jsonb, paid boolean) where s.id = r.id`);
  await db.execute(sql`update schedule_tasks t set complete = true from schedules s where s.id = t.schedule_id and s.complete`);
  const consumables = await db
    .select({ id: scheduleTasks.id })
    .from(scheduleTasks)
    .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
    .where(and(eq(schedules.complete, true), eq(scheduleTasks.consumable, true)))
    .orderBy(asc(scheduleTasks.id));
  await db.execute(sql`
    update schedule_tasks t set quantity = r.quantity
    from jsonb_to_recordset(${asJson(consumables.map((line) => ({ id: line.id, quantity: random.int(1, 6) })))}) as r(id int, quantity int) where t.id = r.id`);
  return { removed, outcomes: { complete: completed.length, skipped: skipped.length, open } };
}
