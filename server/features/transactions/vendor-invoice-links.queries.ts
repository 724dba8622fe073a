/**
 * Bank lines and contractors' vendor invoices, read-only: the unpaid invoices the matching weighs (the
 * vendor-invoices feature's `vendorInvoicesAwaitingPayment`, with the contractor's name), and the invoices a page
 * of lines is linked to or suggested against, as the transaction shows them.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { VendorInvoiceFacts } from '../../../shared/vendor-invoice-matching';
import type { Db } from '../../db/client';
import { namesOf } from '../users/users.queries';
import { vendorInvoicesAwaitingPayment } from '../vendor-invoices/vendor-invoices.queries';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';
import { users } from '../users/users.table';
import { vendors } from '../vendors/vendors.table';
import { bankTransactions, transactionVendorInvoices } from './transactions.table';

/** What vendor-invoice links took from a line, positive cents. */
export const vendorInvoicedSql = sql<number>`coalesce((select sum(v.amount) from ${transactionVendorInvoices} v where v.transaction_id = ${bankTransactions.id}), 0)`;
export const noVendorInvoiceSql = sql`not exists (select 1 from ${transactionVendorInvoices} v where v.transaction_id = ${bankTransactions.id})`;

/** Unpaid vendor invoices of these totals (positive cents), as the matching reads them. */
export async function unpaidVendorInvoices(db: Db, amounts: readonly number[]): Promise<VendorInvoiceFacts[]> {
  if (amounts.length === 0) return [];
  const wanted = new Set(amounts);
  const unpaid = (await vendorInvoicesAwaitingPayment(db)).filter((v) => wanted.has(v.amount));
  const names = await namesOf(db, [...new Set(unpaid.map((v) => v.user_id))]);
  return unpaid.map((v) => ({
    id: v.id,
    number: v.number,
    amount: v.amount,
    issuedAt: v.date,
    vendorName: v.vendor,
    contractorName: names.get(v.user_id) ?? null,
  }));
}

/** Unpaid vendor invoices of at most `upTo` cents, oldest first, with their contractor: what a line may pay by hand. */
export async function vendorInvoiceChoices(db: Db, upTo: number) {
  const unpaid = (await vendorInvoicesAwaitingPayment(db)).filter((v) => v.amount <= upTo);
  const names = await namesOf(db, [...new Set(unpaid.map((v) => v.user_id))]);
  return unpaid.map((v) => ({
    id: v.id,
    number: v.number,
    contractor: names.get(v.user_id) ?? null,
    vendor: v.vendor,
    issued_at: v.date,
    amount: v.amount,
  }));
}

export type VendorInvoiceLink = {
  id: number;
  number: string;
  user_id: number;
  contractor: string;
  vendor: string | null;
  issued_at: string;
  amount: number;
  paid_at: string | null;
  confirmed: boolean;
};

/** Vendor invoices by id with their contractor and vendor, as a link shows them (amount: the invoice's total). */
export async function vendorInvoicesById(db: Db, ids: readonly number[]): Promise<Map<number, Omit<VendorInvoiceLink, 'confirmed'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: vendorInvoices.id,
      number: vendorInvoices.number,
      user_id: vendorInvoices.userId,
      contractor: users.name,
      vendor: vendors.name,
      issued_at: vendorInvoices.issuedAt,
      amount: vendorInvoices.total,
      paid_at: vendorInvoices.paidAt,
    })
    .from(vendorInvoices)
    .innerJoin(users, eq(users.id, vendorInvoices.userId))
    .leftJoin(vendors, eq(vendors.id, vendorInvoices.vendorId))
    .where(inArray(vendorInvoices.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The vendor-invoice links of these lines. */
export async function vendorInvoiceLinksOf(db: Db, transactionIds: readonly number[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transactionId: transactionVendorInvoices.transactionId,
      vendorInvoiceId: transactionVendorInvoices.vendorInvoiceId,
      amount: transactionVendorInvoices.amount,
    })
    .from(transactionVendorInvoices)
    .where(inArray(transactionVendorInvoices.transactionId, [...transactionIds]));
}

/** The facts a confirmation checks: the invoice's total and whether it is paid or linked already. */
export async function vendorInvoiceToPay(db: Db, id: number) {
  const [row] = await db
    .select({
      id: vendorInvoices.id,
      number: vendorInvoices.number,
      total: vendorInvoices.total,
      paidAt: vendorInvoices.paidAt,
      linked: sql<boolean>`exists (select 1 from ${transactionVendorInvoices} l where l.vendor_invoice_id = ${vendorInvoices.id})`,
    })
    .from(vendorInvoices)
    .where(eq(vendorInvoices.id, id));
  return row ?? null;
}
