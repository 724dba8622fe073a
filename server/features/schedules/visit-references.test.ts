/**
 * Visits, their lines, contractors and ledger rows keep their references by statement triggers instead of
 * foreign keys (decision 042, migration 0037): what a foreign key refused is refused (SQLSTATE 23503), and
 * deleting a referenced row cascades or sets null as the foreign keys did.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../platform/errors';
import { buildClientAddress } from '../../test/client-factories';
import { openTestDatabase, testDbKind } from '../../test/databases';
import { buildUser } from '../../test/user-factories';
import { buildTask, buildTaskGroup, buildVisit } from '../../test/visit-factories';
import { clientAddresses, clients } from '../clients/clients.table';
import { tasks } from '../tasks/tasks.table';
import { users } from '../users/users.table';
import { scheduleOccurrences, schedules, scheduleTasks, scheduleUsers } from './schedules.table';
import { taskGroups, taskGroupTasks } from './task-groups.table';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

const missing = 2_000_000_000;

async function refused(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isForeignKeyViolation(error)).toBe(true);
}

/** A generated-looking visit: a group with a line and an address, a contractor, a line of a service, a ledger row. */
async function visitWithEverything() {
  const user = await buildUser(db);
  const task = await buildTask(db);
  const group = await buildTaskGroup(db, { lines: [{ taskId: task.id }] });
  const address = await buildClientAddress(db, group.clientId);
  const visit = await buildVisit(db, {
    clientId: group.clientId,
    taskGroupId: group.id,
    addressId: address.id,
    dueDate: '2025-03-17',
    userIds: [user.id],
    lines: [],
  });
  const [line] = await db
    .insert(scheduleTasks)
    .values({ scheduleId: visit.id, taskGroupTaskId: group.lines[0].id, taskId: task.id, taskGroupId: group.id, name: 'Clean' })
    .returning();
  await db
    .insert(scheduleOccurrences)
    .values({ taskGroupId: group.id, originDate: '2025-03-17', outcome: 'generated', scheduleId: visit.id });
  return { user, task, group, address, visit, line };
}

const visitRow = async (id: number) => (await db.select().from(schedules).where(eq(schedules.id, id)))[0];
const lineRow = async (id: number) => (await db.select().from(scheduleTasks).where(eq(scheduleTasks.id, id)))[0];
const ledgerRows = (groupId: number) => db.select().from(scheduleOccurrences).where(eq(scheduleOccurrences.taskGroupId, groupId));
const contractorRows = (visitId: number) => db.select().from(scheduleUsers).where(eq(scheduleUsers.scheduleId, visitId));

describe('a reference to a row that does not exist is refused', () => {
  it('on insert, into each table and each reference', async () => {
    const { visit, group, user } = await visitWithEverything();
    const visitOf = { dueAt: new Date(), dueDate: '2025-03-17' };
    await refused(db.insert(schedules).values({ ...visitOf, clientId: missing }));
    await refused(db.insert(schedules).values({ ...visitOf, clientId: group.clientId, taskGroupId: missing }));
    await refused(db.insert(schedules).values({ ...visitOf, clientId: group.clientId, addressId: missing }));
    await refused(db.insert(scheduleUsers).values({ scheduleId: missing, userId: user.id }));
    await refused(db.insert(scheduleUsers).values({ scheduleId: visit.id, userId: missing }));
    const line = { scheduleId: visit.id, name: 'Clean' };
    await refused(db.insert(scheduleTasks).values({ ...line, scheduleId: missing }));
    await refused(db.insert(scheduleTasks).values({ ...line, taskGroupTaskId: missing }));
    await refused(db.insert(scheduleTasks).values({ ...line, taskId: missing }));
    await refused(db.insert(scheduleTasks).values({ ...line, taskGroupId: missing }));
    await refused(db.insert(scheduleOccurrences).values({ taskGroupId: missing, originDate: '2025-03-24', outcome: 'generated' }));
    await refused(
      db.insert(scheduleOccurrences).values({ taskGroupId: group.id, originDate: '2025-03-24', outcome: 'generated', scheduleId: missing }),
    );
  });

  it('in a statement of many rows, when one of them is wrong', async () => {
    const { visit, user } = await visitWithEverything();
    const other = await buildUser(db);
    await refused(
      db.insert(scheduleUsers).values([
        { scheduleId: visit.id, userId: other.id },
        { scheduleId: visit.id, userId: missing },
      ]),
    );
    expect((await contractorRows(visit.id)).map((row) => row.userId)).toEqual([user.id]);
  });

  it('on update, only when the reference changes', async () => {
    const { visit, line } = await visitWithEverything();
    await refused(db.update(schedules).set({ addressId: missing }).where(eq(schedules.id, visit.id)));
    await refused(db.update(scheduleTasks).set({ taskId: missing }).where(eq(scheduleTasks.id, line.id)));
    await db.update(schedules).set({ notes: 'Side door' }).where(eq(schedules.id, visit.id));
    await db.update(scheduleTasks).set({ complete: true }).where(eq(scheduleTasks.id, line.id));
    expect((await visitRow(visit.id)).notes).toBe('Side door');
  });
});

describe('deleting a referenced row is followed as the foreign keys did', () => {
  it('a visit takes its lines and contractors; its ledger row stays without it', async () => {
    const { visit, line, group } = await visitWithEverything();
    await db.delete(schedules).where(eq(schedules.id, visit.id));
    expect(await lineRow(line.id)).toBeUndefined();
    expect(await contractorRows(visit.id)).toEqual([]);
    expect((await ledgerRows(group.id)).map((row) => row.scheduleId)).toEqual([null]);
  });

  it('a client takes its visits, with their lines and contractors, and its groups their ledger', async () => {
    const { visit, line, group } = await visitWithEverything();
    await db.delete(clients).where(eq(clients.id, group.clientId));
    expect(await visitRow(visit.id)).toBeUndefined();
    expect(await lineRow(line.id)).toBeUndefined();
    expect(await contractorRows(visit.id)).toEqual([]);
    expect(await ledgerRows(group.id)).toEqual([]);
  });

  it('a group leaves its visits and lines without it and takes its ledger', async () => {
    const { visit, line, group } = await visitWithEverything();
    await db.delete(taskGroups).where(eq(taskGroups.id, group.id));
    expect((await visitRow(visit.id)).taskGroupId).toBeNull();
    expect(await lineRow(line.id)).toMatchObject({ taskGroupId: null, taskGroupTaskId: null });
    expect(await ledgerRows(group.id)).toEqual([]);
  });

  it('a group line, a service and an address are let go of; a contractor leaves the visit', async () => {
    const { visit, line, group, task, address, user } = await visitWithEverything();
    await db.delete(taskGroupTasks).where(eq(taskGroupTasks.id, group.lines[0].id));
    await db.delete(tasks).where(eq(tasks.id, task.id));
    await db.delete(clientAddresses).where(eq(clientAddresses.id, address.id));
    await db.delete(users).where(eq(users.id, user.id));
    expect(await lineRow(line.id)).toMatchObject({ taskGroupTaskId: null, taskId: null, taskGroupId: group.id });
    expect(await visitRow(visit.id)).toMatchObject({ addressId: null, taskGroupId: group.id });
    expect(await contractorRows(visit.id)).toEqual([]);
  });
});

// Two connections at once: PGlite has one.
describe.runIf(testDbKind() === 'pg')('a referenced row is held until the referring write commits', () => {
  it('a visit deleted while a line is added to it waits, then takes the line with it', async () => {
    const { visit } = await visitWithEverything();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const lineWritten = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const adding = db.transaction(async (tx) => {
      await tx.insert(scheduleTasks).values({ scheduleId: visit.id, name: 'Late addition' });
      inserted();
      await held;
    });
    await lineWritten;
    let deleted = false;
    const deleting = db
      .delete(schedules)
      .where(eq(schedules.id, visit.id))
      .then(() => {
        deleted = true;
      });
    // The delete waits on the visit's key share lock; let it try for a while before the line's commit.
    await db.execute(sql`select pg_sleep(0.3)`);
    expect(deleted).toBe(false);
    release();
    await adding;
    await deleting;
    expect(await db.select().from(scheduleTasks).where(eq(scheduleTasks.scheduleId, visit.id))).toEqual([]);
  });
});
