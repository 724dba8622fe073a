/**
 * The contractors' time away: some behind, one today-ish, some ahead, so the away-events calendar has something
 * in this month and the next, and the first contractor's coming leave falls on visits still booked to them, so
 * conflicting schedules shows what the office must swap.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { awayEvents } from '../../features/away-events/away-events.table';
import { schedules, scheduleUsers } from '../../features/schedules/schedules.table';
import { users } from '../../features/users/users.table';

type DemoAway = { email: string; description: string; from: number; days: number };

/** Days from today; `days` counts the first. */
const planned: DemoAway[] = [
  { email: 'contractor@example.com', description: 'Annual leave', from: -40, days: 8 },
  { email: 'maria@example.com', description: 'Knee surgery and recovery', from: 10, days: 7 },
  { email: 'liam@example.com', description: 'School holidays with the kids', from: -20, days: 7 },
  { email: 'mei@example.com', description: 'Dentist', from: 1, days: 1 },
  { email: 'jack@example.com', description: 'Trip to New Zealand', from: 30, days: 8 },
  { email: 'aisha@example.com', description: 'Citizenship ceremony', from: -3, days: 1 },
];

export type SeededAwayEvent = { userId: number; start: IsoDate; end: IsoDate; description: string };

/** The first contractor's next booked visits, so their coming leave overlaps work still to do. */
async function nextVisitDate(db: Db, userId: number, today: IsoDate): Promise<IsoDate | null> {
  const [next] = await db
    .select({ dueDate: schedules.dueDate })
    .from(schedules)
    .innerJoin(scheduleUsers, eq(scheduleUsers.scheduleId, schedules.id))
    .where(
      and(
        eq(scheduleUsers.userId, userId),
        gt(schedules.dueDate, addDays(today, 2)),
        lte(schedules.dueDate, addDays(today, 21)),
        eq(schedules.complete, false),
      ),
    )
    .orderBy(asc(schedules.dueDate))
    .limit(1);
  return next?.dueDate ?? null;
}

export async function seedAwayEvents(db: Db, today: IsoDate): Promise<SeededAwayEvent[]> {
  const people = new Map((await db.select({ id: users.id, email: users.email }).from(users)).map((u) => [u.email, u.id]));
  const rows: SeededAwayEvent[] = [];
  for (const away of planned) {
    const userId = people.get(away.email);
    if (!userId) continue;
    const start = addDays(today, away.from);
    rows.push({ userId, start, end: addDays(start, away.days - 1), description: away.description });
  }
  const sam = people.get('contractor@example.com');
  const clash = sam ? await nextVisitDate(db, sam, today) : null;
  if (sam && clash) rows.push({ userId: sam, start: clash, end: addDays(clash, 2), description: 'Family wedding in Brisbane' });
  if (rows.length > 0) await db.insert(awayEvents).values(rows.map((row) => ({ ...row, createdAt: new Date(), updatedAt: new Date() })));
  return rows;
}
