import { and, asc, eq, gte, inArray, min } from 'drizzle-orm';
import type { TaskGroup, TaskLine } from '../../../shared/api/task-groups';
import type { IsoDate } from '../../../shared/dates';
import type { PermissionKey } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { readableAddress } from '../clients/client-addresses.queries';
import { clientAddresses } from '../clients/clients.table';
import { regions } from '../suburbs/suburbs.table';
import { users } from '../users/users.table';
import { schedules, scheduleTasks } from './schedules.table';
import { isPausedOn, visitLineFrom } from './visit-lines';
import { type GroupLine, groupLines } from './group-rows.queries';
import { taskGroups, taskGroupUsers } from './task-groups.table';
import { conflictModes } from '../../../shared/api/task-groups';
import { seesPrices } from '../../../shared/policies';

/** Who reads, and when: prices need `task_price`; pauses and the next visit depend on today. */
export type GroupViewer = { permissions: readonly PermissionKey[]; today: IsoDate };

export function presentLine(line: GroupLine, viewer: GroupViewer): TaskLine {
  const prices = seesPrices(viewer);
  const paused = isPausedOn(line, viewer.today);
  return {
    id: line.id,
    task_group_id: line.taskGroupId,
    task: line.taskId,
    name: line.name,
    invoice_description: line.invoiceDescription,
    description: line.description,
    price: prices ? line.price : null,
    payment_type: line.paymentType,
    contractor_percentage: prices ? line.contractorPercentage : null,
    contractor_amount: prices ? line.contractorAmount : null,
    contractor_total: prices ? visitLineFrom(line).contractor_total : null,
    consumable: line.consumable,
    paused,
    // A pause that has ended shows as no pause at all, not as a date in the past.
    pause_to: paused ? line.pauseTo : null,
    pause_reason: paused ? line.pauseReason : null,
  };
}

/** The groups of one client (all of them, or the one asked for), each with lines, contractors, address and next visit. */
async function loadGroups(db: Db, clientId: number, viewer: GroupViewer, id?: number): Promise<TaskGroup[]> {
  const rows = await db
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.clientId, clientId), id === undefined ? undefined : eq(taskGroups.id, id)))
    .orderBy(asc(taskGroups.name), asc(taskGroups.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await groupLines(db, ids);
  const people = await db
    .select({ groupId: taskGroupUsers.taskGroupId, id: users.id, name: users.name })
    .from(taskGroupUsers)
    .innerJoin(users, eq(users.id, taskGroupUsers.userId))
    .where(inArray(taskGroupUsers.taskGroupId, ids))
    .orderBy(asc(users.name), asc(users.id));
  const addressIds = rows.flatMap((r) => (r.addressId === null ? [] : [r.addressId]));
  const addresses = addressIds.length
    ? await db
        .select({
          id: clientAddresses.id,
          address1: clientAddresses.address1,
          address2: clientAddresses.address2,
          address3: clientAddresses.address3,
          city: clientAddresses.city,
          postcode: clientAddresses.postcode,
          regionCode: regions.code,
        })
        .from(clientAddresses)
        .leftJoin(regions, eq(regions.id, clientAddresses.regionId))
        .where(inArray(clientAddresses.id, addressIds))
    : [];
  const next = await nextVisits(db, ids, viewer.today);
  const prices = seesPrices(viewer);
  return rows.map((row) => {
    const presented = (lines.get(row.id) ?? []).map((line) => presentLine(line, viewer));
    const active = presented.filter((line) => !line.paused);
    const address = addresses.find((a) => a.id === row.addressId);
    return {
      id: row.id,
      client_id: row.clientId,
      name: row.name,
      address_id: row.addressId,
      address: address ? { id: address.id, readable: readableAddress(address) } : null,
      users: people.filter((p) => p.groupId === row.id).map((p) => ({ id: p.id, name: p.name })),
      rotation: row.rotation,
      frequency: row.frequency,
      week_of_month: row.weekOfMonth,
      day_of_week: row.dayOfWeek,
      days_of_week: row.daysOfWeek,
      start_at: row.startAt,
      conflict: conflictModes.find((c) => c === row.conflict) ?? 'overwrite',
      public_holidays: row.publicHolidays,
      auto_schedule: row.autoSchedule,
      tasks: presented,
      total: prices ? active.reduce((sum, line) => sum + (line.price ?? 0), 0) : null,
      contractor_total: prices ? active.reduce((sum, line) => sum + (line.contractor_total ?? 0), 0) : null,
      next_visit: next.get(row.id) ?? null,
    };
  });
}

export const listTaskGroups = (db: Db, clientId: number, viewer: GroupViewer) => loadGroups(db, clientId, viewer);

export async function findTaskGroup(db: Db, clientId: number, id: number, viewer: GroupViewer): Promise<TaskGroup | null> {
  return (await loadGroups(db, clientId, viewer, id))[0] ?? null;
}

export async function findTaskLine(db: Db, groupId: number, id: number, viewer: GroupViewer): Promise<TaskLine | null> {
  const line = ((await groupLines(db, [groupId])).get(groupId) ?? []).find((l) => l.id === id);
  return line ? presentLine(line, viewer) : null;
}

export async function listTaskLines(db: Db, groupId: number, viewer: GroupViewer): Promise<TaskLine[]> {
  return ((await groupLines(db, [groupId])).get(groupId) ?? []).map((line) => presentLine(line, viewer));
}

/**
 * Each group's next visit not skipped: its own visits, and the visits its lines were merged into (a merged visit
 * belongs to the group that made it first, but carries the other group's lines), whichever comes first.
 */
async function nextVisits(db: Db, ids: number[], today: IsoDate): Promise<Map<number, IsoDate>> {
  const upcoming = and(gte(schedules.dueDate, today), eq(schedules.skip, false));
  const own = await db
    .select({ groupId: schedules.taskGroupId, date: min(schedules.dueDate) })
    .from(schedules)
    .where(and(inArray(schedules.taskGroupId, ids), upcoming))
    .groupBy(schedules.taskGroupId);
  const merged = await db
    .select({ groupId: scheduleTasks.taskGroupId, date: min(schedules.dueDate) })
    .from(scheduleTasks)
    .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
    .where(and(inArray(scheduleTasks.taskGroupId, ids), upcoming))
    .groupBy(scheduleTasks.taskGroupId);
  const next = new Map<number, IsoDate>();
  for (const { groupId, date } of [...own, ...merged]) {
    if (groupId === null || date === null) continue;
    const known = next.get(groupId);
    if (!known || date < known) next.set(groupId, date);
  }
  return next;
}
