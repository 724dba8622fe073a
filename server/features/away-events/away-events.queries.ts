import { and, asc, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { AwayEvent } from '../../../shared/api/away-events';
import type { Paged } from '../../../shared/api/paging';
import type { Db } from '../../db/client';
import { countWhere, likePattern, pagedSelect } from '../../platform/paging';
import { users } from '../users/users.table';
import { awayEvents } from './away-events.table';

const columns = {
  id: awayEvents.id,
  userId: awayEvents.userId,
  start: awayEvents.start,
  end: awayEvents.end,
  description: awayEvents.description,
  createdAt: awayEvents.createdAt,
  userName: users.name,
};
type Row = { id: number; userId: number; start: string; end: string; description: string; createdAt: Date; userName: string };

const present = (r: Row): AwayEvent => ({
  id: r.id,
  user_id: r.userId,
  start: r.start,
  end: r.end,
  description: r.description,
  created_at: r.createdAt.toISOString(),
  user: { id: r.userId, name: r.userName },
});

const selectAwayEvents = (db: Db) => db.select(columns).from(awayEvents).innerJoin(users, eq(users.id, awayEvents.userId));

export type AwayEventFilter = { userId?: number; from?: string; to?: string };

/**
 * Events of one user (newest first by default) or of everyone for the calendar. from/to keep the events that
 * overlap the range, so an event begun before `from` still shows on the calendar.
 */
export async function listAwayEvents(
  db: Db,
  filter: AwayEventFilter,
  query: { page: number; count: number; direction: 'asc' | 'desc'; search?: string },
): Promise<Paged<AwayEvent>> {
  const where: SQL[] = [];
  if (query.search) where.push(ilike(awayEvents.description, likePattern(query.search)));
  if (filter.userId !== undefined) where.push(eq(awayEvents.userId, filter.userId));
  if (filter.from) where.push(gte(awayEvents.end, filter.from));
  if (filter.to) where.push(lte(awayEvents.start, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const order = query.direction === 'desc' ? [desc(awayEvents.start), desc(awayEvents.id)] : [asc(awayEvents.start), asc(awayEvents.id)];
  return pagedSelect(
    query,
    selectAwayEvents(db)
      .where(condition)
      .orderBy(...order),
    countWhere(db, awayEvents, condition),
    (rows) => rows.map(present),
  );
}

export async function findAwayEvent(db: Db, id: number): Promise<AwayEvent | null> {
  const [row] = await selectAwayEvents(db).where(eq(awayEvents.id, id));
  return row ? present(row) : null;
}
