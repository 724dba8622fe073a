import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReadingState } from '../../../shared/expense-documents';
import { expenseCategories } from '../expense-categories/expense-categories.table';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';
import { vendors } from '../vendors/vendors.table';

/**
 * What the business spent: GST inclusive, with the share used for the business and whether GST is claimed.
 * The GST claimed is never stored: it is worked out from these columns every time (`expenseGst`).
 */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    description: text('description').notNull(),
    /** The date of the purchase (the API's `created_at`). */
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    /** Cents, GST inclusive. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Whole percent, 0–100. */
    businessUse: integer('business_use').notNull().default(100),
    gst: boolean('gst').notNull().default(false),
    // Restrict: a vendor or category in use is refused with a message before the database would refuse it.
    categoryId: integer('category_id').references(() => expenseCategories.id, { onDelete: 'restrict' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expenses_spent_sort').on(t.spentOn, t.id),
    index('expenses_vendor').on(t.vendorId),
    index('expenses_category').on(t.categoryId),
    index('expenses_amount').on(t.amount, t.spentOn),
    index('expenses_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/** Receipts and bills, read for their amount, date and ABN, and put on an expense (suggested, then confirmed). */
export const expenseDocuments = pgTable(
  'expense_documents',
  {
    id: serial('id').primaryKey(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    description: text('description'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    reading: text('reading').$type<ReadingState>().notNull().default('processing'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Why reading failed, in words for the page. */
    readError: text('read_error'),
    /** What was read, for search and for a person to check against (at most 20,000 characters). */
    text: text('text'),
    foundAmount: bigint('found_amount', { mode: 'number' }),
    /** The GST printed on it (0 when it says none); null when it prints none, or (`gst_read` false) not yet looked for. */
    foundGst: bigint('found_gst', { mode: 'number' }),
    gstRead: boolean('gst_read').notNull().default(false),
    foundDate: date('found_date', { mode: 'string' }),
    foundAbn: text('found_abn'),
    foundVendorName: text('found_vendor_name'),
    /** The known vendor it was recognised as. */
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    /** The expense it is on: suggested while `confirmed` is false. Deleting the expense leaves the document. */
    expenseId: integer('expense_id').references(() => expenses.id, { onDelete: 'set null' }),
    confirmed: boolean('confirmed').notNull().default(false),
    /** 0–100 for a suggestion; null when a person put it there. */
    confidence: integer('confidence'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    /** When its bank debit was matched (set by the bank feature through `setDocumentsReconciled`). */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('expense_documents_created_sort').on(t.createdAt, t.id),
    index('expense_documents_expense').on(t.expenseId),
    index('expense_documents_upload').on(t.uploadId),
    index('expense_documents_found_amount').on(t.foundAmount),
  ],
);

/** A suggestion a person turned down (detached): never suggested again. */
export const expenseDocumentDismissals = pgTable(
  'expense_document_dismissals',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => expenseDocuments.id, { onDelete: 'cascade' }),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.expenseId] })],
);
