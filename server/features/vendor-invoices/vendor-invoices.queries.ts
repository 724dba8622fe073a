import { and, asc, between, eq, isNull } from 'drizzle-orm';
import type { VendorInvoice } from '../../../shared/api/vendor-invoices';
import { endOfMonth, type IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { uploads } from '../uploads/uploads.table';
import { vendors } from '../vendors/vendors.table';
import { vendorInvoices } from './vendor-invoices.table';

// The upload row holds the file's name and size, and keeps out files still arriving.
const columns = {
  id: vendorInvoices.id,
  userId: vendorInvoices.userId,
  week: vendorInvoices.week,
  number: vendorInvoices.number,
  issuedAt: vendorInvoices.issuedAt,
  total: vendorInvoices.total,
  tax: vendorInvoices.tax,
  paidAt: vendorInvoices.paidAt,
  filename: uploads.filename,
  size: uploads.size,
};
const selectListed = (db: Db) =>
  db
    .select(columns)
    .from(vendorInvoices)
    .innerJoin(uploads, and(eq(uploads.id, vendorInvoices.uploadId), eq(uploads.complete, true)));

function present(row: Awaited<ReturnType<ReturnType<typeof selectListed>['execute']>>[number]): VendorInvoice {
  return {
    id: row.id,
    user_id: row.userId,
    week: row.week,
    number: row.number,
    issued_at: row.issuedAt,
    total: row.total,
    tax: row.tax,
    filename: row.filename,
    size: row.size ?? 0,
    paid_at: row.paidAt,
    download_url: `/api/vendor-invoices/${row.id}/download`,
  };
}

/** A person's vendor invoices for the weeks of a month (YYYY-MM-01), by week start. */
export async function vendorInvoicesOfMonth(db: Db, userId: number, month: IsoDate): Promise<Map<IsoDate, VendorInvoice[]>> {
  const rows = await selectListed(db)
    .where(and(eq(vendorInvoices.userId, userId), between(vendorInvoices.week, month, endOfMonth(month.slice(0, 7)))))
    .orderBy(asc(vendorInvoices.week), asc(vendorInvoices.id));
  const byWeek = new Map<IsoDate, VendorInvoice[]>();
  for (const row of rows) byWeek.set(row.week, [...(byWeek.get(row.week) ?? []), present(row)]);
  return byWeek;
}

/** Every listed vendor invoice of one week, by person: the pay run reads their GST. */
export async function vendorInvoicesOfWeek(db: Db, week: IsoDate): Promise<Map<number, VendorInvoice[]>> {
  const rows = await selectListed(db).where(eq(vendorInvoices.week, week)).orderBy(asc(vendorInvoices.id));
  const byUser = new Map<number, VendorInvoice[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), present(row)]);
  return byUser;
}

/** One invoice with whose it is and its upload, listed or not (the upload may still be arriving). */
export async function findVendorInvoice(db: Db, id: number) {
  const [row] = await db
    .select({ id: vendorInvoices.id, userId: vendorInvoices.userId, uploadId: vendorInvoices.uploadId, paidAt: vendorInvoices.paidAt })
    .from(vendorInvoices)
    .where(eq(vendorInvoices.id, id));
  return row ?? null;
}

export type VendorInvoiceAwaitingPayment = {
  id: number;
  vendor_id: number | null;
  vendor: string | null;
  user_id: number;
  number: string;
  amount: number;
  date: IsoDate;
};

/**
 * Vendor invoices not yet paid, oldest first: what an outgoing bank line may pay (the bank matching suggests
 * them by amount, date and vendor name; `setVendorInvoicePaid` records the match). Amount in cents, positive.
 */
export async function vendorInvoicesAwaitingPayment(db: Db): Promise<VendorInvoiceAwaitingPayment[]> {
  const rows = await db
    .select({
      id: vendorInvoices.id,
      vendorId: vendorInvoices.vendorId,
      vendor: vendors.name,
      userId: vendorInvoices.userId,
      number: vendorInvoices.number,
      amount: vendorInvoices.total,
      date: vendorInvoices.issuedAt,
    })
    .from(vendorInvoices)
    .innerJoin(uploads, and(eq(uploads.id, vendorInvoices.uploadId), eq(uploads.complete, true)))
    .leftJoin(vendors, eq(vendors.id, vendorInvoices.vendorId))
    .where(isNull(vendorInvoices.paidAt))
    .orderBy(asc(vendorInvoices.issuedAt), asc(vendorInvoices.id));
  return rows.map((r) => ({
    id: r.id,
    vendor_id: r.vendorId,
    vendor: r.vendor,
    user_id: r.userId,
    number: r.number,
    amount: r.amount,
    date: r.date,
  }));
}
