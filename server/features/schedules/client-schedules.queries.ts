import { and, eq, gt, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClientSchedule, ClientScheduleFilters, clientScheduleListQuery } from '../../../shared/api/client-schedules';
import { dateFilterStart, type IsoDate, isDateFilter } from '../../../shared/dates';
import type { HasPermissions } from '../../../shared/permissions';
import { seesPrices } from '../../../shared/policies';
import { presentScheduleState, type ScheduleStateName } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect } from '../../platform/paging';

import { type VisitParts, presentVisits } from './present-visits';
import { schedules } from './schedules.table';
import { selectVisits, type VisitRow } from './visit-rows.queries';

export type BookingViewer = NonNullable<HasPermissions> & { today: IsoDate };

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
function filterConditions({ state, from }: ClientScheduleFilters, today: IsoDate): SQL | undefined {
  const start =
    from === undefined
      ? state === undefined
        ? today
        : null
      : from === 'all'
        ? null
        : isDateFilter(from)
          ? dateFilterStart(from, today)
          : from;
  return and(state ? stateCondition(state, today) : undefined, start ? gte(schedules.dueDate, start) : undefined);
}

/** A booking as the client's list shows it; prices and pay only with `task_price`. */
function presentBooking(row: VisitRow, { users, lines, address }: VisitParts, viewer: BookingViewer): ClientSchedule {
  const prices = seesPrices(viewer);
  return {
    id: row.id,
    client_id: row.clientId,
    due_at: row.dueAt.toISOString(),
    due_date: row.dueDate,
    task_group: row.taskGroupId !== null && row.taskGroupName !== null ? { id: row.taskGroupId, name: row.taskGroupName } : null,
    task_group_id: row.taskGroupId,
    address: address ? { id: address.id, readable: address.readable } : null,
    users,
    locked: row.locked,
    skip: row.skip,
    complete: row.complete,
    state: presentScheduleState({ skip: row.skip, complete: row.complete, invoice_id: row.invoiceId, due_date: row.dueDate }, viewer.today),
    client_name: row.clientName,
    client_active: row.clientActive,
    client_suspended: row.clientSuspended,
    tasks: lines.map((l) => ({
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
    contractor_total: prices ? lines.filter((l) => !l.paused).reduce((sum, l) => sum + l.contractorTotal, 0) : null,
  };
}

const present = (db: Db, rows: VisitRow[], viewer: BookingViewer) =>
  presentVisits(db, rows, (row, parts) => presentBooking(row, parts, viewer));

/** Served by schedules_client_due (client_id, due_at, id). */
export async function listClientSchedules(db: Db, clientId: number, query: z.infer<typeof clientScheduleListQuery>, viewer: BookingViewer) {
  const where = and(eq(schedules.clientId, clientId), filterConditions(query.filters, viewer.today));
  const order = orderOf(query.direction);
  const rows = selectVisits(db).where(where).orderBy(order(schedules.dueAt), order(schedules.id));
  return pagedSelect(query, rows, countWhere(db, schedules, where), (page) => present(db, page, viewer));
}

export async function findClientSchedule(db: Db, clientId: number, id: number, viewer: BookingViewer): Promise<ClientSchedule | null> {
  const rows = await selectVisits(db).where(and(eq(schedules.id, id), eq(schedules.clientId, clientId)));
  return (await present(db, rows, viewer))[0] ?? null;
}
