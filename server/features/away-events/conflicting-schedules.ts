import { and, eq, exists, gte, isNull, lte, sql } from 'drizzle-orm';
import type { ConflictingSchedule } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { scheduleUsers, schedules } from '../schedules/schedules.table';
import { listVisits } from '../progress/visit-list';
import { awayEvents } from './away-events.table';

/**
 * Visits assigned to the user on a date inside one of their away events (both ends inclusive) that still need
 * doing: not complete, not invoiced, not skipped. Once swapped to someone else they drop out by themselves.
 */
export async function listConflictingSchedules(
  db: Db,
  userId: number,
  options: { today: IsoDate; prices: boolean },
  query: { page: number; count: number; direction: 'asc' | 'desc' },
): Promise<Paged<ConflictingSchedule>> {
  const assigned = exists(
    db
      .select({ one: sql`1` })
      .from(scheduleUsers)
      .where(and(eq(scheduleUsers.scheduleId, schedules.id), eq(scheduleUsers.userId, userId))),
  );
  const away = exists(
    db
      .select({ one: sql`1` })
      .from(awayEvents)
      .where(and(eq(awayEvents.userId, userId), lte(awayEvents.start, schedules.dueDate), gte(awayEvents.end, schedules.dueDate))),
  );
  const where = and(assigned, away, eq(schedules.complete, false), eq(schedules.skip, false), isNull(schedules.invoiceId));
  const page = await listVisits(db, { where, order: query.direction === 'desc' ? 'due_desc' : 'due_asc', ...options }, query);
  return {
    meta: page.meta,
    data: page.data.map((v) => ({
      id: v.id,
      due_at: v.due_at,
      due_date: v.due_date,
      client: { id: v.client.id, name: v.client.name },
      address: v.address,
      state: v.state,
      locked: v.locked,
      tasks: v.tasks,
      users: v.users,
    })),
  };
}
