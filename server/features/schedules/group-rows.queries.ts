/**
 * Task groups as stored rows, for the features that build on them: schedules generates and refreshes visits
 * from a group's rule, lines and contractors; clients checks an address is free before deleting it.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { taskGroups, taskGroupTasks, taskGroupUsers } from './task-groups.table';

export type TaskGroupRow = typeof taskGroups.$inferSelect;
export type GroupLine = typeof taskGroupTasks.$inferSelect;

/**
 * Groups that generate: automatic, with a rotation, of an active client. A suspended client still gets its
 * visits: service resumes by itself on `suspend_to`, and meanwhile its visits show the suspended label.
 */
const generating = and(ne(taskGroups.rotation, 'non'), eq(taskGroups.autoSchedule, true), eq(clients.active, true));

/** The groups that generate (of one client, or one group, or all), by client then id. */
export async function generatingGroupIds(
  db: Db,
  scope: { clientId?: number; taskGroupId?: number },
): Promise<{ id: number; clientId: number }[]> {
  return db
    .select({ id: taskGroups.id, clientId: taskGroups.clientId })
    .from(taskGroups)
    .innerJoin(clients, eq(clients.id, taskGroups.clientId))
    .where(
      and(
        generating,
        scope.clientId === undefined ? undefined : eq(taskGroups.clientId, scope.clientId),
        scope.taskGroupId === undefined ? undefined : eq(taskGroups.id, scope.taskGroupId),
      ),
    )
    .orderBy(asc(taskGroups.clientId), asc(taskGroups.id));
}

/** Those of the given groups that still generate (read again under the clients' lock: they may have changed). */
export async function generatingGroups(db: Db, groupIds: readonly number[]): Promise<TaskGroupRow[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ group: taskGroups })
    .from(taskGroups)
    .innerJoin(clients, eq(clients.id, taskGroups.clientId))
    .where(and(inArray(taskGroups.id, [...groupIds]), generating));
  return rows.map((row) => row.group);
}

/** Every line of the given groups, grouped by group id, in position order. */
export async function groupLines(db: Db, groupIds: readonly number[]): Promise<Map<number, GroupLine[]>> {
  const byGroup = new Map<number, GroupLine[]>();
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select()
    .from(taskGroupTasks)
    .where(inArray(taskGroupTasks.taskGroupId, [...groupIds]))
    .orderBy(asc(taskGroupTasks.taskGroupId), asc(taskGroupTasks.position), asc(taskGroupTasks.id));
  for (const row of rows) byGroup.set(row.taskGroupId, [...(byGroup.get(row.taskGroupId) ?? []), row]);
  return byGroup;
}

/** The contractors of the given groups, as (group, user) pairs. */
export async function groupContractors(db: Db, groupIds: readonly number[]): Promise<{ taskGroupId: number; userId: number }[]> {
  if (groupIds.length === 0) return [];
  return db
    .select()
    .from(taskGroupUsers)
    .where(inArray(taskGroupUsers.taskGroupId, [...groupIds]));
}

export async function findGroupRow(db: Db, id: number): Promise<TaskGroupRow | null> {
  const [row] = await db.select().from(taskGroups).where(eq(taskGroups.id, id));
  return row ?? null;
}

/** The group, if it belongs to the client: a group asked for under another client is not found. */
export async function groupOfClient(db: Db, clientId: number, id: number): Promise<TaskGroupRow | null> {
  const [row] = await db
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.id, id), eq(taskGroups.clientId, clientId)));
  return row ?? null;
}

/** A task group held at an address (any one), for refusing to delete the address from under it. */
export async function groupAtAddress(db: Db, addressId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: taskGroups.id, name: taskGroups.name })
    .from(taskGroups)
    .where(eq(taskGroups.addressId, addressId))
    .limit(1);
  return row ?? null;
}
