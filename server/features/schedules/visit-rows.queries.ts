/**
 * A visit's row with what every view of it shows from its client and task group: the jobs list, the visit
 * card and the client's bookings select from here (each presents its own fields of it).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { taskGroups } from './task-groups.table';
import { schedules } from './schedules.table';

const visitColumns = {
  id: schedules.id,
  clientId: schedules.clientId,
  clientName: clients.name,
  clientActive: clients.active,
  clientSuspended: clients.suspended,
  paymentMethod: clients.paymentMethod,
  requirePhotos: clients.requirePhotos,
  dueAt: schedules.dueAt,
  dueDate: schedules.dueDate,
  addressId: schedules.addressId,
  notes: schedules.notes,
  skip: schedules.skip,
  taskGroupId: schedules.taskGroupId,
  taskGroupName: taskGroups.name,
  rotation: taskGroups.rotation,
  frequency: taskGroups.frequency,
  weekOfMonth: taskGroups.weekOfMonth,
  dayOfWeek: taskGroups.dayOfWeek,
  daysOfWeek: taskGroups.daysOfWeek,
  startAt: taskGroups.startAt,
  complete: schedules.complete,
  completedAt: schedules.completedAt,
  invoiceId: schedules.invoiceId,
  paid: schedules.paid,
  locked: schedules.locked,
  attended: schedules.attended,
  ignoreMissingPhotos: schedules.ignoreMissingPhotos,
};
export const selectVisits = (db: Db) =>
  db
    .select(visitColumns)
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId));
export type VisitRow = Awaited<ReturnType<typeof selectVisits>>[number];
