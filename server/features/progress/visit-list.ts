import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Paged } from '../../../shared/api/paging';
import { type IsoDate } from '../../../shared/dates';
import { scheduleState, type ScheduleStateName } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { paginate } from '../../platform/paging';
import { readableAddress } from '../clients/client-addresses.queries';
import { clientAddresses, clients } from '../clients/clients.table';
import { scheduleTasks, scheduleUsers, schedules } from '../schedules/schedules.table';
import { regions } from '../suburbs/suburbs.table';
import { taskGroups } from '../task-groups/task-groups.table';
import { users } from '../users/users.table';

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

export type VisitListOptions = {
  where: SQL | undefined;
  /** When ordering by city, visits without an address come last. */
  order: 'due_asc' | 'due_desc' | 'city';
  today: IsoDate;
  /** Contractor pay is shown only with `task_price`. */
  prices: boolean;
};

const base = (db: Db) =>
  db
    .select({
      id: schedules.id,
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
      address1: clientAddresses.address1,
      address2: clientAddresses.address2,
      address3: clientAddresses.address3,
      city: clientAddresses.city,
      postcode: clientAddresses.postcode,
      regionCode: regions.code,
    })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(taskGroups, eq(taskGroups.id, schedules.taskGroupId))
    .leftJoin(clientAddresses, eq(clientAddresses.id, schedules.addressId))
    .leftJoin(regions, eq(regions.id, clientAddresses.regionId));

/** A page of visits plus their people and lines: three queries and a count, whatever the page size. */
export async function listVisits(db: Db, options: VisitListOptions, query: { page: number; count: number }): Promise<Paged<ListedVisit>> {
  const order =
    options.order === 'city'
      ? [asc(clientAddresses.city), asc(schedules.dueAt), asc(schedules.id)]
      : options.order === 'due_desc'
        ? [desc(schedules.dueAt), desc(schedules.id)]
        : [asc(schedules.dueAt), asc(schedules.id)];
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await base(db).where(options.where).orderBy(...order).limit(limit).offset(offset);
      if (rows.length === 0) return [];
      const ids = rows.map((r) => r.id);
      const people = await db
        .select({ scheduleId: scheduleUsers.scheduleId, id: users.id, name: users.name })
        .from(scheduleUsers)
        .innerJoin(users, eq(users.id, scheduleUsers.userId))
        .where(inArray(scheduleUsers.scheduleId, ids))
        .orderBy(asc(users.name), asc(users.id));
      const lines = await db
        .select({ scheduleId: scheduleTasks.scheduleId, id: scheduleTasks.id, name: scheduleTasks.name, contractorTotal: scheduleTasks.contractorTotal })
        .from(scheduleTasks)
        .where(inArray(scheduleTasks.scheduleId, ids))
        .orderBy(asc(scheduleTasks.position), asc(scheduleTasks.id));
      return rows.map(
        (row): ListedVisit => ({
          id: row.id,
          due_at: row.dueAt.toISOString(),
          due_date: row.dueDate,
          state: scheduleState({ skip: row.skip, complete: row.complete, invoice_id: row.invoiceId, due_date: row.dueDate }, options.today),
          locked: row.locked,
          client: { id: row.clientId, name: row.clientName, active: row.clientActive, suspended: row.clientSuspended },
          task_group: row.taskGroupId !== null && row.taskGroupName !== null ? { id: row.taskGroupId, name: row.taskGroupName } : null,
          address: row.address1 === null ? null : readableAddress({ ...row, address1: row.address1 }),
          city: row.city,
          users: people.filter((p) => p.scheduleId === row.id).map((p) => ({ id: p.id, name: p.name })),
          tasks: lines
            .filter((l) => l.scheduleId === row.id)
            .map((l) => ({ id: l.id, name: l.name, contractor_total: options.prices ? l.contractorTotal : null })),
        }),
      );
    },
    async () => (await db.select({ n: count() }).from(schedules).innerJoin(clients, eq(clients.id, schedules.clientId)).leftJoin(clientAddresses, eq(clientAddresses.id, schedules.addressId)).where(options.where))[0]?.n ?? 0,
  );
}
