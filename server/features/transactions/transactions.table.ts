import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TransactionImport } from '../../../shared/api/transactions';
import type { BalanceBreak, ColumnMapping, FileError } from '../../../shared/bank-files/types';
import type { Suggestion } from '../../../shared/matching';
import { clients } from '../clients/clients.table';
import { adjustmentNotes } from '../invoices/adjustment-notes.table';
import { payments } from '../invoices/invoices.table';
import { expenseCategories } from '../expense-categories/expense-categories.table';
import { expenses } from '../expenses/expenses.table';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';
import { vendors } from '../vendors/vendors.table';

/** A bank file being imported: its upload, then what reading it gave (lines added, duplicates, errors by line). */
export const transactionImports = pgTable('transaction_imports', {
  id: serial('id').primaryKey(),
  uploadId: text('upload_id')
    .notNull()
    .unique()
    .references(() => uploads.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  mapping: jsonb('mapping').$type<ColumnMapping | null>(),
  state: text('state').$type<TransactionImport['state']>().notNull().default('uploading'),
  format: text('format').$type<TransactionImport['format']>(),
  created: integer('created').notNull().default(0),
  duplicates: integer('duplicates').notNull().default(0),
  errors: jsonb('errors').$type<FileError[]>().notNull().default([]),
  /** Where the file's own balances disagree with its lines (decision 030), stored when the import is done. */
  balanceBreaks: jsonb('balance_breaks').$type<BalanceBreak[]>().notNull().default([]),
  /** Progress of the import job: the file's transactions, and how many are stored or counted as already there. */
  linesTotal: integer('lines_total'),
  linesRead: integer('lines_read').notNull().default(0),
  /** Renewed by the process running the import at each batch; null when no process holds it (decision 023). */
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A line of the bank statement: incoming positive, outgoing negative (cents). What it settled is never stored
 * here: invoice payments (source `transaction`), expense links and credits are rows of their own, and the
 * remainder is worked out from them. `suggestion` is the matching job's best guess, until confirmed or dismissed.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: serial('id').primaryKey(),
    /** The bank's date (the API's `created_at`). */
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    /** `manual`, or the format of the file it came from. */
    source: text('source').notNull(),
    importId: integer('import_id').references(() => transactionImports.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Date, amount and normalised description: what the import counts (shared/bank-files/counting.ts). */
    lineKey: text('line_key').notNull(),
    /** The bank's own id (FITID), kept for reference: never trusted alone. */
    bankId: text('bank_id'),
    feeTotal: bigint('fee_total', { mode: 'number' }).notNull().default(0),
    feeTax: bigint('fee_tax', { mode: 'number' }).notNull().default(0),
    suggestion: jsonb('suggestion').$type<Suggestion | null>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_transactions_posted_sort').on(t.postedOn, t.id),
    index('bank_transactions_line_key').on(t.lineKey),
    index('bank_transactions_amount').on(t.amount),
    index('bank_transactions_description_trgm').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

/** An outgoing line confirmed as (part of) an expense. */
export const transactionExpenses = pgTable(
  'transaction_expenses',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.expenseId] }), index('transaction_expenses_expense').on(t.expenseId)],
);

/**
 * An outgoing line confirmed as the payment of a contractor's vendor invoice, for its total; the invoice is marked
 * paid while the link stands. One payment per invoice (unique), so confirming twice links once.
 */
export const transactionVendorInvoices = pgTable(
  'transaction_vendor_invoices',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    vendorInvoiceId: integer('vendor_invoice_id')
      .notNull()
      .unique()
      .references(() => vendorInvoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.vendorInvoiceId] })],
);

/**
 * An outgoing line paying a recorded pay run (docs/domain.md "Pay day at the bank"): the whole batch debit of the
 * week's ABA file (`user_id` null), or one contractor's transfer (`user_id` theirs). `amount` is what the line
 * gave (positive cents), which may differ from what the run recorded: the difference is shown, never hidden. A
 * reconciliation only: the BAS and TPAR count the run on its paid_on whatever the bank says.
 */
export const transactionPayRuns = pgTable(
  'transaction_pay_runs',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    /** The run's week (its first day), as `pay_run_payments.week`. */
    week: date('week', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.week] }), index('transaction_pay_runs_week').on(t.week)],
);

/**
 * Money received turned into a client's credit, applied to their next invoices (payments of source `credit`):
 * a bank line's remainder (`transaction_id`), or what a payment recorded on an invoice brought over its balance
 * (`payment_id`, the invoice's payment; `transaction_id` null). Credit payments name their bank line, or none:
 * a client's overpayment credits are one pool.
 */
export const transactionCredits = pgTable(
  'transaction_credits',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').references(() => bankTransactions.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The adjustment note whose total went over the invoice's balance: money already received, now credit (decision 031). */
    adjustmentNoteId: integer('adjustment_note_id').references(() => adjustmentNotes.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('transaction_credits_transaction').on(t.transactionId),
    index('transaction_credits_client').on(t.clientId),
    index('transaction_credits_payment').on(t.paymentId),
    index('transaction_credits_adjustment_note').on(t.adjustmentNoteId),
    check('transaction_credits_one_origin', sql`num_nonnulls(${t.transactionId}, ${t.paymentId}, ${t.adjustmentNoteId}) = 1`),
  ],
);

/** A suggestion a person turned down: that pair (`invoice`, `expense`, `document`, `vendor_invoice` or `rule` and its id) never comes back. */
export const transactionDismissals = pgTable(
  'transaction_dismissals',
  {
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => bankTransactions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    targetId: integer('target_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.transactionId, t.kind, t.targetId] })],
);

/** "Description contains X → expense of vendor V, category C, business use B": suggests with its stated confidence. */
export const transactionRules = pgTable('transaction_rules', {
  id: serial('id').primaryKey(),
  contains: text('contains').notNull(),
  vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
  categoryId: integer('category_id').references(() => expenseCategories.id, { onDelete: 'set null' }),
  businessUse: integer('business_use').notNull().default(100),
  gst: boolean('gst').notNull().default(false),
  confidence: integer('confidence').notNull().default(85),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
