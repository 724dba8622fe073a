import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type ClientSchedule, clientScheduleFilters, type clientScheduleListQuery, type DateFilter } from '../../../shared/api/client-schedules';
import { addDays, addMonths, basQuarterOf, dayOfWeek, financialYearOf, type IsoDate, startOfMonth } from '../../../shared/dates';
import type { PermissionKey } from '../../../shared/permissions';
import { presentScheduleState, type ScheduleStateName } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { fieldErrorsFromZod, invalid } from '../../platform/errors';
import { paginate } from '../../platform/paging';
import { readableAddress } from '../clients/client-addresses.queries';
import { clientAddresses, clients } from '../clients/clients.table';
import { regions } from '../suburbs/suburbs.table';
import { taskGroups } from '../task-groups/task-groups.table';
import { users } from '../users/users.table';
import { schedules, scheduleTasks, scheduleUsers } from './schedules.table';

export type BookingViewer = { permissions: readonly PermissionKey[]; today: IsoDate };

/** The first day each date filter of spec §9 names. Weeks start on Monday, as an Australian calendar does. */
export function fromDate(filter: DateFilter | IsoDate, today: IsoDate): IsoDate | null {
  const month = today.slice(0, 7);
  switch (filter) {
    case 'all':
      return null;
    case 'from_today':
      return today;
    case 'from_week':
      return addDays(today, -((dayOfWeek(today) + 6) % 7));
    case 'from_month':
      return startOfMonth(month);
    case 'from_last_month':
      return addMonths(startOfMonth(month), -1);
    case 'from_quarter':
      return basQuarterOf(today).start;
    case 'from_last_quarter':
      return addMonths(basQuarterOf(today).start, -3);
    case 'from_financial_year':
      return financialYearOf(today).start;
    case 'from_year':
      return `${today.slice(0, 4)}-01-01`;
    default:
      return filter;
  }
}

/** Each derived state as a condition, in scheduleState's order (shared/schedule-state.ts). */
function stateCondition(state: ScheduleStateName, today: IsoDate): SQL | undefined {
  const notSkipped = eq(schedules.skip, false);
  const notInvoiced = isNull(schedules.invoiceId);
  const notDone = and(notSkipped, notInvoiced, eq(schedules.complete, false));
  switch (state) {
    case 'skipped':
      return eq(schedules.skip, true);
    case 'invoiced':
      return and(notSkipped, isNotNull(schedules.invoiceId));
    case 'complete':
      return and(notSkipped, notInvoiced, eq(schedules.complete, true));
    case 'open':
      return and(notDone, lte(schedules.dueDate, today));
    case 'pending':
      return and(notDone, gt(schedules.dueDate, today));
  }
}

/**
 * The filters of the list. With neither filter the list starts today: the office opens a client to see what
 * comes next. A state filter alone looks at all dates, so `open` finds every visit left undone.
 */
function filterConditions(raw: Record<string, string>, today: IsoDate): SQL | undefined {
  const parsed = clientScheduleFilters.safeParse(raw);
  if (!parsed.success) {
    throw invalid(Object.fromEntries(Object.entries(fieldErrorsFromZod(parsed.error)).map(([k, v]) => [`filters.${k}`, v])));
  }
  const { state, from } = parsed.data;
  const start = from === undefined ? (state === undefined ? today : null) : fromDate(from, today);
  return and(state ? stateCondition(state, today) : undefined, start ? gte(schedules.dueDate, start) : undefined);
}

const bookingColumns = {
  id: schedules.id,
  clientId: schedules.clientId,
  clientName: clients.name,
  clientActive: clients.active,
  clientSuspended: clients.suspended,
  dueAt: schedules.dueAt,
  dueDate: schedules.dueDate,
  taskGroupId: schedules.taskGroupId,
  taskGroupName: taskGroups.name,
  addressId: schedules.addressId,
  locked: schedules.locked,
  skip: schedules.skip,
  complete: schedules.complete,
  invoiceId: schedules.invoiceId,
};
const selectBookings = (db: Db) =>
  db
    .select(bookingColumns)
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId));

type BookingRow = Awaited<ReturnType<typeof selectBookings>>[number];

/** Contractors, lines and addresses of a page of visits: three queries whatever the page size. */
async function present(db: Db, rows: BookingRow[], viewer: BookingViewer): Promise<ClientSchedule[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = await db
    .select({ scheduleId: scheduleUsers.scheduleId, id: users.id, name: users.name })
    .from(scheduleUsers)
    .innerJoin(users, eq(users.id, scheduleUsers.userId))
    .where(inArray(scheduleUsers.scheduleId, ids))
    .orderBy(asc(users.name), asc(users.id));
  const lines = await db
    .select()
    .from(scheduleTasks)
    .where(inArray(scheduleTasks.scheduleId, ids))
    .orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id));
  const addressIds = [...new Set(rows.flatMap((r) => (r.addressId === null ? [] : [r.addressId])))];
  const addresses = addressIds.length
    ? await db
        .select({ id: clientAddresses.id, address1: clientAddresses.address1, address2: clientAddresses.address2, address3: clientAddresses.address3, city: clientAddresses.city, postcode: clientAddresses.postcode, regionCode: regions.code })
        .from(clientAddresses)
        .leftJoin(regions, eq(regions.id, clientAddresses.regionId))
        .where(inArray(clientAddresses.id, addressIds))
    : [];
  const prices = viewer.permissions.includes('task_price');
  return rows.map((row) => {
    const own = lines.filter((l) => l.scheduleId === row.id);
    const address = addresses.find((a) => a.id === row.addressId);
    return {
      id: row.id,
      client_id: row.clientId,
      due_at: row.dueAt.toISOString(),
      due_date: row.dueDate,
      task_group: row.taskGroupId !== null && row.taskGroupName !== null ? { id: row.taskGroupId, name: row.taskGroupName } : null,
      task_group_id: row.taskGroupId,
      address: address ? { id: address.id, readable: readableAddress(address) } : null,
      users: people.filter((p) => p.scheduleId === row.id).map((p) => ({ id: p.id, name: p.name })),
      locked: row.locked,
      skip: row.skip,
      complete: row.complete,
      state: presentScheduleState({ skip: row.skip, complete: row.complete, invoice_id: row.invoiceId, due_date: row.dueDate }, viewer.today),
      client_name: row.clientName,
      client_active: row.clientActive,
      client_suspended: row.clientSuspended,
      tasks: own.map((l) => ({
        id: l.id,
        name: l.name,
        description: l.description,
        quantity: l.quantity,
        consumable: l.consumable,
        complete: l.complete,
        paused: l.paused,
        price: prices ? l.price : null,
        contractor_total: prices ? l.contractorTotal : null,
      })),
      // What the visit pays its contractors: its lines not paused.
      contractor_total: prices ? own.filter((l) => !l.paused).reduce((sum, l) => sum + l.contractorTotal, 0) : null,
    };
  });
}

/** Served by schedules_client_due (client_id, due_at, id). */
export async function listClientSchedules(db: Db, clientId: number, query: z.infer<typeof clientScheduleListQuery>, viewer: BookingViewer) {
  const where = and(eq(schedules.clientId, clientId), filterConditions(query.filters, viewer.today));
  const order = query.direction === 'asc' ? asc : desc;
  return paginate(
    query,
    async (limit, offset) =>
      present(db, await selectBookings(db).where(where).orderBy(order(schedules.dueAt), order(schedules.id)).limit(limit).offset(offset), viewer),
    async () => (await db.select({ n: count() }).from(schedules).where(where))[0].n,
  );
}

export async function findClientSchedule(db: Db, clientId: number, id: number, viewer: BookingViewer): Promise<ClientSchedule | null> {
  const rows = await selectBookings(db).where(and(eq(schedules.id, id), eq(schedules.clientId, clientId)));
  return (await present(db, rows, viewer))[0] ?? null;
}
