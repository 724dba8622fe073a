import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';
import { vendors } from '../vendors/vendors.table';

/**
 * A contractor's invoice to the business for one earnings week (decision 013): the PDF arrives
 * through the chunked upload and is listed once complete. `paid_at` is set when the bank's outgoing payment is
 * matched to it (transactions feature, through `setVendorInvoicePaid`), or when a pay run of its person and week is
 * recorded (`payWeekVendorInvoices`, decision 026).
 */
export const vendorInvoices = pgTable(
  'vendor_invoices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The vendor the person is, when uploaded; kept for matching bank payments if the link is later cleared. */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    /** The first day of the earnings week (1st, 8th, 15th, 22nd or 29th). */
    week: date('week', { mode: 'string' }).notNull(),
    number: text('number').notNull(),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    /** Cents, GST inclusive. */
    total: bigint('total', { mode: 'number' }).notNull(),
    /** Cents of GST in the total. */
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    paidAt: date('paid_at', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_invoices_user_week').on(t.userId, t.week),
    index('vendor_invoices_unpaid')
      .on(t.issuedAt)
      .where(sql`${t.paidAt} is null`),
    index('vendor_invoices_upload').on(t.uploadId),
    index('vendor_invoices_paid')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
  ],
);
