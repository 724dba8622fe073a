import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { VendorInvoiceInput } from '../../../shared/api/vendor-invoices';
import { vendorInvoiceMaxBytes } from '../../../shared/api/vendor-invoices';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { HttpError, invalid, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { hook } from '../../platform/hooks';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { beginOwnedUpload, deleteUpload, type UploadOwner } from '../uploads/uploads';
import { vendorOfUser } from '../vendors/vendors.queries';
import { vendorInvoices } from './vendor-invoices.table';

export const vendorInvoicesOwnerType = 'vendor_invoices';
const uploadOwner: UploadOwner = { ownerType: vendorInvoicesOwnerType, kind: 'pdf', maxBytes: vendorInvoiceMaxBytes };

/**
 * The day a recorded pay run paid this person's week, or null: the pay-runs feature answers (server/wiring.ts),
 * as it sits above vendor invoices.
 */
export const payRunPaidOn = hook<[db: Db, userId: number, week: IsoDate], Promise<IsoDate | null>>('vendor-invoices.payRunPaidOn');

/**
 * Records a vendor invoice and begins its upload (PDF only); listed once the upload completes. The person must
 * be a vendor (a contractor who invoices the business); whose week it may be is the route's decision.
 */
export async function createVendorInvoice(db: Db, input: VendorInvoiceInput, uploaderId: number, actor: Actor): Promise<string> {
  const vendor = await vendorOfUser(db, input.user_id);
  if (!vendor) throw invalid({ user_id: ['Only a contractor who is a vendor uploads invoices: ask the office to add them as a vendor.'] });
  return db.transaction(async (tx) => {
    const { id, uploadId } = await beginOwnedUpload(tx, uploadOwner, uploaderId, input);
    // An invoice for a week whose pay run is recorded arrives paid: the run paid it, and the bank must not offer it.
    const paidAt = await payRunPaidOn.call(tx, input.user_id, input.week);
    const values = {
      userId: input.user_id,
      vendorId: vendor.id,
      week: input.week,
      number: input.number,
      issuedAt: input.issued_at,
      total: input.total,
      tax: input.tax,
      paidAt,
    };
    await tx.insert(vendorInvoices).values({ id, uploadId, ...values });
    await audit(tx, actor, {
      action: 'create',
      subjectType: vendorInvoicesOwnerType,
      subjectId: id,
      description: `Uploaded vendor invoice ${input.number} of ${vendor.name} for the week of ${input.week} (${formatAud(input.total)})`,
      changes: { ...values, filename: input.filename },
    });
    return uploadId;
  });
}

/** Removes an unpaid vendor invoice, its upload row and (once committed) its file. */
export async function deleteVendorInvoice(db: Db, storage: Storage, id: number, actor: Actor) {
  const removeFiles = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(vendorInvoices).where(eq(vendorInvoices.id, id)).for('update');
    if (!row) throw notFound();
    if (row.paidAt) throw new HttpError(422, 'A paid vendor invoice cannot be deleted.');
    await tx.delete(vendorInvoices).where(eq(vendorInvoices.id, id));
    const cleanUp = await deleteUpload(tx, storage, row.uploadId);
    await auditDelete(tx, actor, vendorInvoicesOwnerType, id, `Deleted vendor invoice ${row.number} for the week of ${row.week}`, {
      number: row.number,
      week: row.week,
      total: row.total,
      tax: row.tax,
    });
    return cleanUp;
  });
  await removeFiles();
}

/**
 * For the bank matching (transactions feature), inside its transaction: an outgoing payment confirmed against a
 * vendor invoice pays it (`paidAt`), disconnecting unpays it (null) — unless a recorded pay run paid its week,
 * which then pays it on the run's day. Only unpaid invoices are paid.
 */
export async function setVendorInvoicePaid(tx: Db, id: number, paidAt: string | null): Promise<boolean> {
  if (paidAt) {
    const rows = await tx
      .update(vendorInvoices)
      .set({ paidAt })
      .where(and(eq(vendorInvoices.id, id), isNull(vendorInvoices.paidAt)))
      .returning({ id: vendorInvoices.id });
    return rows.length > 0;
  }
  const [row] = await tx
    .select({ userId: vendorInvoices.userId, week: vendorInvoices.week })
    .from(vendorInvoices)
    .where(eq(vendorInvoices.id, id));
  if (!row) return false;
  await tx
    .update(vendorInvoices)
    .set({ paidAt: await payRunPaidOn.call(tx, row.userId, row.week) })
    .where(eq(vendorInvoices.id, id));
  return true;
}

/**
 * For recording a pay run (pay-runs feature), inside its transaction: the run pays this person's vendor invoices
 * of the week on the day it paid (`paidOn`). One already paid through the bank keeps the bank's day, so it is
 * never paid twice; the run counts once in the BAS either way (contractor-payments.queries.ts). Answers the ids
 * it paid.
 */
export async function payWeekVendorInvoices(tx: Db, userId: number, week: IsoDate, paidOn: IsoDate): Promise<number[]> {
  const rows = await tx
    .update(vendorInvoices)
    .set({ paidAt: paidOn })
    .where(and(eq(vendorInvoices.userId, userId), eq(vendorInvoices.week, week), isNull(vendorInvoices.paidAt)))
    .returning({ id: vendorInvoices.id });
  return rows.map((r) => r.id);
}

/** For the uploads clean-up, in its transaction: invoices whose uploads were abandoned (never listed). */
export async function removeUnfinishedVendorInvoices(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx.delete(vendorInvoices).where(inArray(vendorInvoices.uploadId, uploadIds)).returning({ id: vendorInvoices.id });
  return { rows: rows.length, files: [] };
}
