/**
 * Test data for task groups and visits, written straight to the tables (the clients feature's own factories
 * may not exist yet, and these tests are about generation, not about making clients).
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAddresses, clients } from '../clients/clients.table';
import { taskGroups, taskGroupTasks, taskGroupUsers } from '../task-groups/task-groups.table';
import { scheduleOccurrences, schedules, scheduleTasks } from './schedules.table';

let seq = 0;

export async function makeClient(db: Db, attrs: Partial<typeof clients.$inferInsert> = {}) {
  const [client] = await db.insert(clients).values({ name: `Client ${++seq}`, ...attrs }).returning();
  const [address] = await db
    .insert(clientAddresses)
    .values({ clientId: client.id, address1: `${seq} King St`, city: 'Newtown', postcode: '2042' })
    .returning();
  await db.update(clients).set({ addressId: address.id }).where(eq(clients.id, client.id));
  return { ...client, addressId: address.id };
}

type GroupAttrs = Partial<typeof taskGroups.$inferInsert> & { clientId: number; userIds?: number[] };

export async function makeGroup(db: Db, { userIds = [], ...attrs }: GroupAttrs) {
  const [group] = await db
    .insert(taskGroups)
    .values({ name: `Group ${++seq}`, rotation: 'weekly', frequency: 1, dayOfWeek: 1, startAt: '2025-03-03', ...attrs })
    .returning();
  if (userIds.length) await db.insert(taskGroupUsers).values(userIds.map((userId) => ({ taskGroupId: group.id, userId })));
  return group;
}

export async function makeLine(db: Db, attrs: Partial<typeof taskGroupTasks.$inferInsert> & { taskGroupId: number }) {
  const [line] = await db.insert(taskGroupTasks).values({ name: `Line ${++seq}`, price: 10000, ...attrs }).returning();
  return line;
}

/** A group with one line, ready to generate. */
export async function makeGeneratingGroup(db: Db, attrs: GroupAttrs) {
  const group = await makeGroup(db, attrs);
  await makeLine(db, { taskGroupId: group.id });
  return group;
}

export async function visitsOf(db: Db, clientId: number) {
  return db.select().from(schedules).where(eq(schedules.clientId, clientId)).orderBy(asc(schedules.dueDate), asc(schedules.id));
}

export async function visitDates(db: Db, groupId: number) {
  const rows = await db
    .select({ date: schedules.dueDate })
    .from(schedules)
    .where(eq(schedules.taskGroupId, groupId))
    .orderBy(asc(schedules.dueDate));
  return rows.map((r) => r.date);
}

export async function linesOf(db: Db, scheduleId: number) {
  return db.select().from(scheduleTasks).where(eq(scheduleTasks.scheduleId, scheduleId)).orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id));
}

export async function ledgerOf(db: Db, groupId: number) {
  return db
    .select({ date: scheduleOccurrences.originDate, outcome: scheduleOccurrences.outcome, scheduleId: scheduleOccurrences.scheduleId })
    .from(scheduleOccurrences)
    .where(eq(scheduleOccurrences.taskGroupId, groupId))
    .orderBy(asc(scheduleOccurrences.originDate));
}
