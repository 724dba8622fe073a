import { bigint, boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { escalations, invoiceStates } from '../../../shared/invoice-states';
import { paymentMethods, paymentSources } from '../../../shared/api/invoices';
import { clients } from '../clients/clients.table';
import { mails } from '../mail/mail.table';
import { users } from '../users/users.table';

/**
 * An invoice to a client. Money in cents; lines are GST-exclusive, and `subtotal`, `tax` and `total` are what
 * `invoiceTotals` (shared/money.ts) made of them at the last change. What was paid is the sum of the invoice's
 * payments; the state is derived (shared/invoice-states.ts) from these facts. `applied`, `adjusted` and
 * `standing` are kept by the database's triggers (migration 0034, decision 036) so the list's state filters and
 * tabs find their invoices by index; the application never writes them.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    /** Days from issue to due. */
    terms: integer('terms').notNull(),
    /** issued_at + terms, kept for the overdue filter's index. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note'),
    /** Whether GST was charged: the business's registration when the invoice was made ("Tax invoice" or "Invoice"). */
    gst: boolean('gst').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    /** A cash client's invoice for one visit, paid at the door. */
    cash: boolean('cash').notNull().default(false),
    /** The last e-mail that sent it; its outbox status says whether it is still on its way. */
    mailId: integer('mail_id').references(() => mails.id, { onDelete: 'set null' }),
    lastSent: timestamp('last_sent', { withTimezone: true }),
    /** The client's link `{APP_URL}/invoice/view/{token}`; random, made at the first send. */
    viewToken: text('view_token'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    escalation: text('escalation', { enum: escalations }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    noticeAt: timestamp('notice_at', { withTimezone: true }),
    warningAt: timestamp('warning_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The PDF as last sent: kept when a sent invoice is cancelled. */
    pdfPath: text('pdf_path'),
    /** Auto-invoice's idempotence key: `client:period start`. */
    periodKey: text('period_key'),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Σ payments + what adjustment notes took off: `appliedSql`, kept by triggers. */
    applied: bigint('applied', { mode: 'number' }).notNull().default(0),
    /** What adjustment notes took off: `adjustedSql`, kept by triggers. */
    adjusted: bigint('adjusted', { mode: 'number' }).notNull().default(0),
    /** The state on the due date (`invoiceStanding`, shared/invoice-states.ts), kept by triggers: today only decides overdue. */
    standing: text('standing', { enum: invoiceStates }).notNull().default('open'),
  },
  (t) => [
    uniqueIndex('invoices_number').on(t.number),
    uniqueIndex('invoices_view_token').on(t.viewToken),
    uniqueIndex('invoices_period_key').on(t.periodKey),
    index('invoices_client_number').on(t.clientId, t.number),
    index('invoices_issued').on(t.issuedAt, t.number),
    index('invoices_due').on(t.dueDate),
    // Total and applied too, so a count or the tabs' sums read the index alone.
    index('invoices_standing').on(t.standing, t.dueDate, t.total, t.applied),
    index('invoices_mail').on(t.mailId),
  ],
);

/** A line of an invoice, GST-exclusive: `amount` = round(unit_price × quantity), made by `lineAmount`. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    /** Up to two decimals (1.5 hours). */
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The catalogue task the line came from, if any (auto-invoice and consumables). */
    taskId: integer('task_id'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId, t.position)],
);

/**
 * Money applied to an invoice. Applied = Σ amounts, balance = total − applied (shared/ledger.ts).
 * `transaction_id` names the bank line a `transaction` payment came from (bank reconciliation), or the bank line
 * whose credit a `credit` payment applies (null: the credit a recorded overpayment left, see transaction_credits).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAt: date('paid_at', { mode: 'string' }).notNull(),
    source: text('source', { enum: paymentSources }).notNull(),
    /** The visit whose cash collected this is (source `cash`). */
    scheduleId: integer('schedule_id'),
    transactionId: integer('transaction_id'),
    /** A payment recorded by hand: how it came (bank, cash, card, other) and the payer's reference. */
    method: text('method', { enum: paymentMethods }),
    reference: text('reference'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_invoice').on(t.invoiceId, t.paidAt),
    index('payments_paid').on(t.paidAt),
    index('payments_transaction').on(t.transactionId),
  ],
);
