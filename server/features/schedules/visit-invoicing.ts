import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../platform/errors';
import { schedules } from './schedules.table';

// Both drivers answer `execute` with `{ rows }`; parsing gives it a type without a cast.
const idRows = z.object({ rows: z.array(z.object({ id: z.coerce.number() })) });

/**
 * Puts visits on invoices (each invoice with its visits, in one statement): they become `invoiced`, and their
 * work can no longer change. All or none: a visit invoiced meanwhile by someone else refuses the whole change
 * (the caller's transaction rolls back).
 */
export async function markVisitsInvoiced(db: Db, onInvoices: readonly { invoiceId: number; visitIds: readonly number[] }[]) {
  const pairs = onInvoices.flatMap(({ invoiceId, visitIds }) => [...new Set(visitIds)].map((id) => ({ id, invoice_id: invoiceId })));
  if (pairs.length === 0) return;
  const marked = await db.execute(sql`
    update ${schedules} set invoice_id = r.invoice_id, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as r(id int, invoice_id int)
    where ${schedules.id} = r.id and ${schedules.invoiceId} is null
    returning ${schedules.id}`);
  if (idRows.parse(marked).rows.length !== pairs.length)
    throw new HttpError(409, 'A visit was invoiced meanwhile. Open the invoice again and retry.');
}

/** Takes an invoice's visits off it (a draft deleted, an invoice cancelled): they are complete again, to be invoiced anew. */
export async function releaseInvoicedVisits(db: Db, invoiceId: number) {
  await db.update(schedules).set({ invoiceId: null, updatedAt: new Date() }).where(eq(schedules.invoiceId, invoiceId));
}
