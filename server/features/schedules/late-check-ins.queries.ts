/** The visits the late check-in job looks at (late-check-ins.ts), with their client's name. */
import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { schedules } from './schedules.table';
import { lateCheckInAlerts, visitChecks } from './visit-checks.table';

/** Open visits due between the look-back and the late time, with no arrival and no alert yet. */
export async function lateVisits(db: Db, now: Date, minutes: number, lookBackMs: number) {
  return db
    .select({ id: schedules.id, dueAt: schedules.dueAt, addressId: schedules.addressId, clientName: clients.name })
    .from(schedules)
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .where(
      and(
        lte(schedules.dueAt, new Date(now.getTime() - minutes * 60_000)),
        gt(schedules.dueAt, new Date(now.getTime() - lookBackMs)),
        eq(schedules.skip, false),
        eq(schedules.complete, false),
        isNull(schedules.invoiceId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(visitChecks)
            .where(and(eq(visitChecks.scheduleId, schedules.id), eq(visitChecks.kind, 'in'))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(lateCheckInAlerts)
            .where(eq(lateCheckInAlerts.scheduleId, schedules.id)),
        ),
      ),
    )
    .orderBy(asc(schedules.dueAt), asc(schedules.id));
}
