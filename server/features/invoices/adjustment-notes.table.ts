import { bigint, date, index, integer, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';
import { invoices } from './invoices.table';

/**
 * An adjustment note: the correction of a sent tax invoice (GST Act Div 19; decision 031). Money in cents, as
 * `invoiceTotals` made it of its lines, all positive (what is taken off the invoice). `applied` is the part of
 * `total` that lowered the invoice's balance; the rest (`total − applied`) was money already received, kept as
 * the client's credit (transaction_credits naming the note). Never changed once issued.
 */
export const adjustmentNotes = pgTable(
  'adjustment_notes',
  {
    id: serial('id').primaryKey(),
    /** The note's own series, printed "AN-0001". */
    number: integer('number').notNull(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    issuedAt: date('issued_at', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    tax: bigint('tax', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    applied: bigint('applied', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('adjustment_notes_number').on(t.number), index('adjustment_notes_invoice').on(t.invoiceId, t.issuedAt)],
);

/** A line of an adjustment note, GST-exclusive, as an invoice line: `amount` = round(unit_price × quantity). */
export const adjustmentNoteLines = pgTable(
  'adjustment_note_lines',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => adjustmentNotes.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('adjustment_note_lines_note').on(t.noteId, t.position)],
);
