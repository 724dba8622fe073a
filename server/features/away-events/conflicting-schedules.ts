import { asc, eq } from 'drizzle-orm';
import type { ConflictingSchedule } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { listVisits } from '../schedules/visit-list.queries';
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
  const away = await db
    .select({ start: awayEvents.start, end: awayEvents.end })
    .from(awayEvents)
    .where(eq(awayEvents.userId, userId))
    .orderBy(asc(awayEvents.start));
  const filter = { assignedTo: userId, due: { within: away }, progress: 'to_do' } as const;
  const page = await listVisits(db, { filter, order: query.direction === 'desc' ? 'due_desc' : 'due_asc', ...options }, query);
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
