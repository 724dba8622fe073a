/**
 * The short lists of visits other features show: the dashboard's incomplete and today's visits (progress) and a
 * contractor's visits that clash with their time away (away events). Those features say which visits they want;
 * the schedules feature alone reads its tables.
 */
import { and, asc, count, desc, eq, exists, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '../../../shared/api/paging';
import type { IsoDate } from '../../../shared/dates';
import type { ScheduleStateName } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { type PageQuery, pagedSelect } from '../../platform/paging';
import { clientAddresses, clients } from '../clients/clients.table';
import { taskGroups } from './task-groups.table';
import { presentVisits } from './present-visits';
import { schedules, scheduleUsers } from './schedules.table';
import { stateOfRow } from './visit-access';

/** Everything the dashboard lists and the conflicting schedules show about a visit. */
export type ListedVisit = {
  id: number;
  due_at: string;
  due_date: string;
  state: ScheduleStateName;
  locked: boolean;
  client: { id: number; name: string; active: boolean; suspended: boolean };
  task_group: { id: number; name: string } | null;
  address: string | null;
  city: string | null;
  users: { id: number; name: string }[];
  tasks: { id: number; name: string; contractor_total: number | null }[];
};

export type DateRange = { start: IsoDate; end: IsoDate };

/** Which visits: whose, due when, and how far along. */
export type VisitListFilter = {
  /** One person's visits; null for everyone's. */
  assignedTo: number | null;
  due: { before: IsoDate } | { on: IsoDate } | { within: readonly DateRange[] };
  /** `to_do`: not complete, not invoiced, not skipped; `not_skipped`: whatever its progress, unless skipped. */
  progress: 'to_do' | 'not_skipped';
};

export type VisitListOptions = {
  filter: VisitListFilter;
  /** When ordering by city, visits without an address come last. */
  order: 'due_asc' | 'due_desc' | 'city';
  today: IsoDate;
  /** Contractor pay is shown only with `task_price`. */
  prices: boolean;
};

function dueCondition(due: VisitListFilter['due']): SQL | undefined {
  if ('before' in due) return lt(schedules.dueDate, due.before);
  if ('on' in due) return eq(schedules.dueDate, due.on);
  // Both ends inclusive; no ranges, no visits.
  return or(sql`false`, ...due.within.map((range) => and(gte(schedules.dueDate, range.start), lte(schedules.dueDate, range.end))));
}

function whereOf({ assignedTo, due, progress }: VisitListFilter): SQL | undefined {
  const assigned =
    assignedTo === null
      ? undefined
      : exists(
          sql`(select 1 from ${scheduleUsers} where ${scheduleUsers.scheduleId} = ${schedules.id} and ${scheduleUsers.userId} = ${assignedTo})`,
        );
  const stage =
    progress === 'to_do'
      ? and(eq(schedules.complete, false), eq(schedules.skip, false), isNull(schedules.invoiceId))
      : eq(schedules.skip, false);
  return and(dueCondition(due), stage, assigned);
}

const base = (db: Db) =>
  db
    .select({
      id: schedules.id,
      addressId: schedules.addressId,
      dueAt: schedules.dueAt,
      dueDate: schedules.dueDate,
      skip: schedules.skip,
      complete: schedules.complete,
      invoiceId: schedules.invoiceId,
      locked: schedules.locked,
      clientId: clients.id,
      clientName: clients.name,
      clientActive: clients.active,
      clientSuspended: clients.suspended,
      taskGroupId: taskGroups.id,
      taskGroupName: taskGroups.name,
    })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId))
    // Joined for ordering by the address's city; the address itself comes with the page's other parts.
    .leftJoin(clientAddresses, eq(clientAddresses.id, schedules.addressId));

/** A page of visits plus their people and lines: a fixed number of queries and a count, whatever the page size. */
export async function listVisits(db: Db, options: VisitListOptions, query: PageQuery): Promise<Paged<ListedVisit>> {
  const where = whereOf(options.filter);
  const order =
    options.order === 'city'
      ? [asc(clientAddresses.city), asc(schedules.dueAt), asc(schedules.id)]
      : options.order === 'due_desc'
        ? [desc(schedules.dueAt), desc(schedules.id)]
        : [asc(schedules.dueAt), asc(schedules.id)];
  const total = db.select({ n: count() }).from(schedules).innerJoin(clients, eq(clients.id, schedules.clientId)).where(where);
  return pagedSelect(
    query,
    base(db)
      .where(where)
      .orderBy(...order),
    total,
    (rows) =>
      presentVisits(db, rows, (row, { users, lines, address }): ListedVisit => ({
        id: row.id,
        due_at: row.dueAt.toISOString(),
        due_date: row.dueDate,
        state: stateOfRow(row, options.today),
        locked: row.locked,
        client: { id: row.clientId, name: row.clientName, active: row.clientActive, suspended: row.clientSuspended },
        task_group: row.taskGroupId !== null && row.taskGroupName !== null ? { id: row.taskGroupId, name: row.taskGroupName } : null,
        address: address?.readable ?? null,
        city: address?.city ?? null,
        users,
        tasks: lines.map((l) => ({ id: l.id, name: l.name, contractor_total: options.prices ? l.contractorTotal : null })),
      })),
  );
}
