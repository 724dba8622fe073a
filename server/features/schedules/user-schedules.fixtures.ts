import { addDays, instantOf } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { makeClient } from './schedule-fixtures';
import { schedules, scheduleTasks, scheduleUsers } from './schedules.table';

export const timeZone = 'Australia/Sydney';

export type VisitAttrs = {
  userIds: number[];
  daysFromToday?: number;
  today: string;
  client?: Partial<Parameters<typeof makeClient>[1]>;
  facts?: Partial<typeof schedules.$inferInsert>;
  lines?: { name: string; consumable?: boolean }[];
};

/** A visit at 8 am local time, assigned to the given users, with its lines (default one plain line). */
export async function makeVisit(db: Db, attrs: VisitAttrs) {
  const client = await makeClient(db, attrs.client ?? {});
  const dueDate = addDays(attrs.today, attrs.daysFromToday ?? 0);
  const [visit] = await db
    .insert(schedules)
    .values({ clientId: client.id, addressId: client.addressId, dueDate, dueAt: instantOf(dueDate, timeZone, '08:00'), ...attrs.facts })
    .returning();
  if (attrs.userIds.length) await db.insert(scheduleUsers).values(attrs.userIds.map((userId) => ({ scheduleId: visit.id, userId })));
  const lines = await db
    .insert(scheduleTasks)
    .values((attrs.lines ?? [{ name: 'Vacuum' }]).map((l, i) => ({ scheduleId: visit.id, name: l.name, consumable: l.consumable ?? false, contractorTotal: 4000, position: i + 1 })))
    .returning();
  return { client, visit, lines, url: `/api/user-schedules/${visit.id}` };
}
