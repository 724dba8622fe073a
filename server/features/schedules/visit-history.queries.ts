import { and, eq, exists, lte, or, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { schedules, scheduleTasks, scheduleUsers } from './schedules.table';

/**
 * Whether a record is part of the history of visits: a visit of the client, at the address, with the
 * contractor or with the service, that is done (complete or invoiced) or whose day has come. Such a record is
 * never deleted (its visits, earnings and invoices would go with it or lose their meaning); future visits
 * still to be done are plans, and go with it.
 */
export async function hasVisitHistory(
  db: Db,
  of: { clientId: number } | { addressId: number } | { userId: number } | { taskId: number },
  today: IsoDate,
): Promise<boolean> {
  const done = or(eq(schedules.complete, true), sql`${schedules.invoiceId} is not null`, lte(schedules.dueDate, today));
  const scope =
    'clientId' in of
      ? eq(schedules.clientId, of.clientId)
      : 'addressId' in of
        ? eq(schedules.addressId, of.addressId)
        : 'userId' in of
          ? exists(
              sql`(select 1 from ${scheduleUsers} where ${scheduleUsers.scheduleId} = ${schedules.id} and ${scheduleUsers.userId} = ${of.userId})`,
            )
          : exists(
              sql`(select 1 from ${scheduleTasks} where ${scheduleTasks.scheduleId} = ${schedules.id} and ${scheduleTasks.taskId} = ${of.taskId})`,
            );
  const [row] = await db.select({ id: schedules.id }).from(schedules).where(and(scope, done)).limit(1);
  return row !== undefined;
}
