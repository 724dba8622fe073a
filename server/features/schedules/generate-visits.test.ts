import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, localDateOf } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { buildClient } from '../../test/client-factories';
import { openTestDatabase } from '../../test/databases';
import { ledgerOf, linesOf, visitDates, visitsOf } from '../../test/inspect';
import { buildUser } from '../../test/user-factories';
import { buildTaskGroup } from '../../test/visit-factories';
import { taskGroupTasks } from './task-groups.table';
import { generateVisits } from './generate-visits';
import { scheduleUsers, schedules } from './schedules.table';
import type { ConflictMode } from '../../../shared/api/task-groups';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

// A Wednesday; the 12-week horizon ends on Wednesday 2025-06-04.
const today = '2025-03-12';
const timeZone = 'Australia/Sydney';
const run = (scope: { clientId?: number; taskGroupId?: number } = {}, at = today) =>
  generateVisits(db, { ...scope, today: at, horizonWeeks: 12, timeZone });

/** An independent expansion for the daily rotation: walk every day and keep the chosen weekdays. */
function everyDay(from: string, to: string, days: number[]) {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) if (days.includes(dayOfWeek(d))) dates.push(d);
  return dates;
}

describe('every rotation gives its dates over the horizon', () => {
  it.each([
    [
      'weekly, every Monday',
      { rotation: 'weekly', frequency: 1, dayOfWeek: 1, startAt: '2025-03-03' },
      [
        '2025-03-17',
        '2025-03-24',
        '2025-03-31',
        '2025-04-07',
        '2025-04-14',
        '2025-04-21',
        '2025-04-28',
        '2025-05-05',
        '2025-05-12',
        '2025-05-19',
        '2025-05-26',
        '2025-06-02',
      ],
    ],
    // Counted from the first visit (Wed 5 March), not from today.
    [
      'weekly, every 2nd Wednesday',
      { rotation: 'weekly', frequency: 2, dayOfWeek: 3, startAt: '2025-03-05' },
      ['2025-03-19', '2025-04-02', '2025-04-16', '2025-04-30', '2025-05-14', '2025-05-28'],
    ],
    [
      'weekly, every 4th Monday from a Thursday start',
      { rotation: 'weekly', frequency: 4, dayOfWeek: 1, startAt: '2025-03-13' },
      ['2025-03-17', '2025-04-14', '2025-05-12'],
    ],
    [
      'weekly, starting after today',
      { rotation: 'weekly', frequency: 1, dayOfWeek: 2, startAt: '2025-05-20' },
      ['2025-05-20', '2025-05-27', '2025-06-03'],
    ],
    [
      'monthly, last Friday (a 5th in May)',
      { rotation: 'monthly', frequency: 1, weekOfMonth: 4, dayOfWeek: 5, startAt: '2025-01-01' },
      ['2025-03-28', '2025-04-25', '2025-05-30'],
    ],
    [
      'monthly, first Tuesday every 2nd month from February',
      { rotation: 'monthly', frequency: 2, weekOfMonth: 1, dayOfWeek: 2, startAt: '2025-02-01' },
      ['2025-04-01', '2025-06-03'],
    ],
    [
      'daily, Mon Wed Fri',
      { rotation: 'daily', daysOfWeek: [1, 3, 5], startAt: '2025-01-01', frequency: null, dayOfWeek: null },
      everyDay(today, '2025-06-04', [1, 3, 5]),
    ],
    ['non', { rotation: 'non', startAt: null }, []],
  ] as const)('%s', async (_name, rule, expected) => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, {
      clientId: client.id,
      ...rule,
      daysOfWeek: [...('daysOfWeek' in rule ? rule.daysOfWeek : [])],
    });
    await run({ clientId: client.id });
    expect(await visitDates(db, group.id)).toEqual(expected);
  });

  it('makes each visit due at 8 am business time, with the group address, contractors and priced lines', async () => {
    const client = await buildClient(db);
    const [sam, maria] = [await buildUser(db), await buildUser(db)];
    const priced = [
      { name: 'Vacuum', price: 12345, contractorPercentage: 80, position: 1 },
      { name: 'Bins', price: 5000, paymentType: 'fixed', contractorAmount: 2500, position: 2 },
    ] as const;
    const group = await buildTaskGroup(db, {
      clientId: client.id,
      addressId: client.addressId,
      userIds: [sam.id, maria.id],
      startAt: '2025-03-31',
      lines: priced,
    });
    await run({ taskGroupId: group.id });
    const [first] = await visitsOf(db, client.id);
    expect(first).toMatchObject({ dueDate: '2025-03-31', addressId: client.addressId, taskGroupId: group.id, locked: false });
    expect(first.dueAt.toISOString()).toBe('2025-03-30T21:00:00.000Z');
    expect(localDateOf(first.dueAt, timeZone)).toBe('2025-03-31');
    const users = await db.select().from(scheduleUsers).where(eq(scheduleUsers.scheduleId, first.id));
    expect(users.map((u) => u.userId).sort()).toEqual([sam.id, maria.id].sort());
    const lines = await linesOf(db, first.id);
    expect(lines.map((l) => [l.name, l.price, l.contractorTotal])).toEqual([
      ['Vacuum', 12345, 9876],
      ['Bins', 5000, 2500],
    ]);
  });

  it('keeps 8 am across the daylight-saving change (6 April 2025 in Sydney)', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id, startAt: '2025-04-01', dayOfWeek: 1 });
    await run({ taskGroupId: group.id });
    const visits = await visitsOf(db, client.id);
    expect(visits.slice(0, 2).map((v) => v.dueAt.toISOString())).toEqual(['2025-04-06T22:00:00.000Z', '2025-04-13T22:00:00.000Z']);
  });

  it('leaves out groups that do not generate: no auto schedule, an inactive client', async () => {
    const manual = await buildTaskGroup(db, { clientId: (await buildClient(db)).id, autoSchedule: false });
    const inactive = await buildTaskGroup(db, { clientId: (await buildClient(db, { active: false })).id });
    await run();
    expect(await visitDates(db, manual.id)).toEqual([]);
    expect(await visitDates(db, inactive.id)).toEqual([]);
  });
});

describe('idempotence and the ledger', () => {
  it('creates nothing the second time, and records each date once', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id });
    const first = await run({ clientId: client.id });
    const second = await run({ clientId: client.id });
    expect(first.created).toBe(12);
    expect(second).toEqual({ created: 0, merged: 0, overwritten: 0, failedGroups: [] });
    expect(await visitsOf(db, client.id)).toHaveLength(12);
    expect((await ledgerOf(db, group.id)).every((e) => e.outcome === 'generated')).toBe(true);
  });

  it('rolls the horizon forward a week later, adding only the new week', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id });
    await run({ clientId: client.id });
    const later = await run({ clientId: client.id }, '2025-03-19');
    expect(later.created).toBe(1);
    expect((await visitDates(db, group.id)).at(-1)).toBe('2025-06-09');
  });

  it('never brings back a visit deleted by hand (ledger removed)', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id });
    await run({ clientId: client.id });
    const [first] = await visitsOf(db, client.id);
    await db.delete(schedules).where(eq(schedules.id, first.id));
    await run({ clientId: client.id });
    expect(await visitDates(db, group.id)).not.toContain(first.dueDate);
  });
});

describe('paused lines', () => {
  it('leaves out a line paused indefinitely, and one paused until a date up to and including that date', async () => {
    const client = await buildClient(db);
    const lines = [
      { name: 'Always', position: 1 },
      { name: 'Paused', paused: true, position: 2 },
      { name: 'Until 24 March', paused: true, pauseTo: '2025-03-24', position: 3 },
    ];
    await buildTaskGroup(db, { clientId: client.id, lines });
    await run({ clientId: client.id });
    const visits = await visitsOf(db, client.id);
    const names = async (i: number) => (await linesOf(db, visits[i].id)).map((l) => l.name);
    expect(visits[0].dueDate).toBe('2025-03-17');
    expect(await names(0)).toEqual(['Always']);
    expect(visits[1].dueDate).toBe('2025-03-24');
    expect(await names(1)).toEqual(['Always']);
    expect(await names(2)).toEqual(['Always', 'Until 24 March']);
  });

  it('a pause_to already passed is no pause', async () => {
    const client = await buildClient(db);
    await buildTaskGroup(db, { clientId: client.id, lines: [{ name: 'Was paused', paused: true, pauseTo: '2025-03-01' }] });
    await run({ clientId: client.id });
    const [first] = await visitsOf(db, client.id);
    expect((await linesOf(db, first.id)).map((l) => l.name)).toEqual(['Was paused']);
  });

  it('makes no visit (and records nothing) while every line is paused, and makes it once resumed', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id, lines: [{ paused: true }] });
    const [line] = group.lines;
    await run({ clientId: client.id });
    expect(await visitsOf(db, client.id)).toEqual([]);
    expect(await ledgerOf(db, group.id)).toEqual([]);
    await db.update(taskGroupTasks).set({ paused: false }).where(eq(taskGroupTasks.id, line.id));
    await run({ clientId: client.id });
    expect(await visitDates(db, group.id)).toHaveLength(12);
  });
});

describe('conflicts with another group of the same client at the same address', () => {
  async function twoGroups(conflict: ConflictMode, second: { addressId?: number | null; userIds?: number[] } = {}) {
    const client = await buildClient(db);
    const first = await buildTaskGroup(db, { clientId: client.id, addressId: client.addressId });
    await run({ clientId: client.id });
    const other = await buildTaskGroup(db, {
      clientId: client.id,
      addressId: client.addressId,
      conflict,
      dayOfWeek: 1,
      frequency: 2,
      startAt: '2025-03-17',
      ...second,
    });
    return { client, first, other };
  }

  it('overwrite replaces the other group’s unlocked visit, and regenerating never brings it back', async () => {
    const { client, first, other } = await twoGroups('overwrite');
    const result = await run({ clientId: client.id });
    expect(result).toMatchObject({ created: 6, overwritten: 6 });
    expect(await visitDates(db, other.id)).toEqual(['2025-03-17', '2025-03-31', '2025-04-14', '2025-04-28', '2025-05-12', '2025-05-26']);
    expect(await visitDates(db, first.id)).toEqual(['2025-03-24', '2025-04-07', '2025-04-21', '2025-05-05', '2025-05-19', '2025-06-02']);
    const ledger = await ledgerOf(db, first.id);
    expect(ledger.filter((e) => e.outcome === 'overwritten').map((e) => e.date)).toEqual(await visitDates(db, other.id));
    await run({ clientId: client.id });
    expect(await visitDates(db, first.id)).toHaveLength(6);
    expect(await visitsOf(db, client.id)).toHaveLength(12);
  });

  it('overwrite leaves a locked visit alone and coexists with it', async () => {
    const { client, first, other } = await twoGroups('overwrite');
    const [locked] = await visitsOf(db, client.id);
    await db.update(schedules).set({ locked: true }).where(eq(schedules.id, locked.id));
    await run({ clientId: client.id });
    expect(await visitDates(db, first.id)).toContain(locked.dueDate);
    expect(await visitDates(db, other.id)).toContain(locked.dueDate);
    expect((await visitsOf(db, client.id)).find((v) => v.id === locked.id)).toMatchObject({ locked: true, taskGroupId: first.id });
  });

  it('merge adds the tasks and contractors to the other visit: one visit, both task lists', async () => {
    const contractor = await buildUser(db);
    const { client, first, other } = await twoGroups('merge', { userIds: [contractor.id] });
    const result = await run({ clientId: client.id });
    expect(result).toMatchObject({ created: 0, merged: 6 });
    expect(await visitsOf(db, client.id)).toHaveLength(12);
    const [target] = await visitsOf(db, client.id);
    expect((await linesOf(db, target.id)).map((l) => l.taskGroupId)).toEqual([first.id, other.id]);
    const users = await db.select().from(scheduleUsers).where(eq(scheduleUsers.scheduleId, target.id));
    expect(users.map((u) => u.userId)).toEqual([contractor.id]);
    expect((await ledgerOf(db, other.id))[0]).toEqual({ date: '2025-03-17', outcome: 'merged', scheduleId: target.id });
    expect((await run({ clientId: client.id })).merged).toBe(0);
  });

  it('merge never adds to a locked or skipped visit: it coexists instead', async () => {
    const { client, other } = await twoGroups('merge');
    const visits = await visitsOf(db, client.id);
    await db.update(schedules).set({ locked: true }).where(eq(schedules.id, visits[0].id));
    await db.update(schedules).set({ skip: true }).where(eq(schedules.id, visits[2].id));
    await run({ clientId: client.id });
    expect(await visitDates(db, other.id)).toEqual([visits[0].dueDate, visits[2].dueDate]);
    expect(await linesOf(db, visits[0].id)).toHaveLength(1);
  });

  it('coexist keeps both visits', async () => {
    const { client, first, other } = await twoGroups('coexist');
    await run({ clientId: client.id });
    expect(await visitDates(db, first.id)).toHaveLength(12);
    expect(await visitDates(db, other.id)).toHaveLength(6);
  });

  it('a visit at another address of the client is no conflict', async () => {
    const { client, first, other } = await twoGroups('overwrite', { addressId: null });
    await run({ clientId: client.id });
    expect(await visitDates(db, first.id)).toHaveLength(12);
    expect(await visitDates(db, other.id)).toHaveLength(6);
  });

  it('two new groups generated together resolve the conflict as if generated apart', async () => {
    const client = await buildClient(db);
    const first = await buildTaskGroup(db, { clientId: client.id });
    const second = await buildTaskGroup(db, { clientId: client.id, conflict: 'overwrite' });
    await run({ clientId: client.id });
    expect(await visitDates(db, first.id)).toEqual([]);
    expect(await visitDates(db, second.id)).toHaveLength(12);
    expect((await ledgerOf(db, first.id)).map((e) => e.outcome)).toEqual(Array(12).fill('overwritten'));
  });
});

describe('robustness', () => {
  it('skips a group whose stored rule is broken and generates the others', async () => {
    const client = await buildClient(db);
    const broken = await buildTaskGroup(db, { clientId: client.id, frequency: 5 });
    const fine = await buildTaskGroup(db, { clientId: client.id, dayOfWeek: 2 });
    const result = await run({ clientId: client.id });
    expect(result.failedGroups).toEqual([broken.id]);
    expect(await visitDates(db, fine.id)).toHaveLength(12);
  });

  it('runs the same client twice at once without duplicating a date', async () => {
    const client = await buildClient(db);
    const group = await buildTaskGroup(db, { clientId: client.id });
    await Promise.all([run({ clientId: client.id }), run({ clientId: client.id })]);
    expect(await visitDates(db, group.id)).toHaveLength(12);
  });
});
