/**
 * Visits as invoicing sees them (the invoices feature reads them here): which finished visits a client can
 * be billed for, what lines they bill, and which visits an invoice holds.
 */
import { and, asc, eq, exists, gte, inArray, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { BillableLine } from '../../../shared/invoice-lines';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { taskGroups } from './task-groups.table';
import { uploads } from '../uploads/uploads.table';
import { scheduleAssets, schedules, scheduleTasks } from './schedules.table';

/** `paid`: cash collected (a cash client's visit). */
export type BillableVisit = { id: number; clientId: number; dueDate: IsoDate; paid: boolean; lines: BillableLine[] };

/**
 * Complete, not skipped, not yet on an invoice, and not missing photos its client requires (a user with
 * manage_invoices may ignore them): what the client can be billed for.
 */
function billable(): SQL {
  const hasPhoto = exists(
    sql`(select 1 from ${scheduleAssets} join ${uploads} on ${uploads.id} = ${scheduleAssets.uploadId} and ${uploads.complete} where ${scheduleAssets.scheduleId} = ${schedules.id})`,
  );
  return and(
    eq(schedules.complete, true),
    eq(schedules.skip, false),
    isNull(schedules.invoiceId),
    or(eq(clients.requirePhotos, false), eq(schedules.ignoreMissingPhotos, true), hasPhoto),
  )!;
}

/** The billable visits of some clients (or the given visits), due within the dates given, with their ticked lines. */
export async function billableVisits(
  db: Db,
  scope: { clientIds: readonly number[]; visitIds?: readonly number[]; from?: IsoDate; to?: IsoDate },
): Promise<BillableVisit[]> {
  if (scope.clientIds.length === 0) return [];
  const visits = await db
    .select({ id: schedules.id, clientId: schedules.clientId, dueDate: schedules.dueDate, paid: schedules.paid })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .where(
      and(
        inArray(schedules.clientId, [...scope.clientIds]),
        scope.visitIds ? inArray(schedules.id, [...scope.visitIds]) : undefined,
        scope.from ? gte(schedules.dueDate, scope.from) : undefined,
        scope.to ? lte(schedules.dueDate, scope.to) : undefined,
        billable(),
      ),
    )
    .orderBy(asc(schedules.clientId), asc(schedules.dueDate), asc(schedules.id));
  if (visits.length === 0) return [];
  const lines = await db
    .select()
    .from(scheduleTasks)
    .where(
      and(
        inArray(
          scheduleTasks.scheduleId,
          visits.map((v) => v.id),
        ),
        eq(scheduleTasks.complete, true),
        not(scheduleTasks.paused),
      ),
    )
    .orderBy(asc(scheduleTasks.scheduleId), asc(scheduleTasks.position), asc(scheduleTasks.id));
  return visits.map((visit) => ({
    ...visit,
    lines: lines
      .filter((line) => line.scheduleId === visit.id)
      .map((line) => ({
        label: line.invoiceDescription || line.name,
        unit_price: line.price,
        consumable: line.consumable,
        quantity: line.quantity,
        task_id: line.taskId,
      })),
  }));
}

/** The visits an invoice holds, by date. */
export async function visitsOfInvoice(
  db: Db,
  invoiceId: number,
): Promise<{ id: number; due_date: IsoDate; task_group_name: string | null }[]> {
  const rows = await db
    .select({ id: schedules.id, dueDate: schedules.dueDate, groupName: taskGroups.name })
    .from(schedules)
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId))
    .where(eq(schedules.invoiceId, invoiceId))
    .orderBy(asc(schedules.dueDate), asc(schedules.id));
  return rows.map((row) => ({ id: row.id, due_date: row.dueDate, task_group_name: row.groupName }));
}
