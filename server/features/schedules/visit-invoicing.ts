import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { schedules } from './schedules.table';

/**
 * Puts visits on an invoice: they become `invoiced`, and their work can no longer change. All or none: a
 * visit invoiced meanwhile by someone else refuses the whole change (the caller's transaction rolls back).
 */
export async function markVisitsInvoiced(db: Db, visitIds: readonly number[], invoiceId: number) {
  if (visitIds.length === 0) return;
  const marked = await db
    .update(schedules)
    .set({ invoiceId, updatedAt: new Date() })
    .where(and(inArray(schedules.id, [...visitIds]), isNull(schedules.invoiceId)))
    .returning({ id: schedules.id });
  if (marked.length !== new Set(visitIds).size) throw new HttpError(409, 'A visit was invoiced meanwhile. Open the invoice again and retry.');
}

/** Takes an invoice's visits off it (a draft deleted, an invoice cancelled): they are complete again, to be invoiced anew. */
export async function releaseInvoicedVisits(db: Db, invoiceId: number) {
  await db.update(schedules).set({ invoiceId: null, updatedAt: new Date() }).where(eq(schedules.invoiceId, invoiceId));
}
