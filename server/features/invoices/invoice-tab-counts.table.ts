import { bigint, boolean, date, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { invoiceStates } from '../../../shared/invoice-states';

/**
 * The invoices list's status tabs, kept by the database (migration 0036, decision 041): rows of what invoices add
 * to each key (standing; due date, for the unpaid standings only; owing). Triggers on `invoices` insert a delta
 * row per key a statement changes, so only a sum over a key's rows means anything; the tabs compact them. The
 * application never writes them otherwise.
 */
export const invoiceTabCounts = pgTable('invoice_tab_counts', {
  standing: text('standing', { enum: invoiceStates }).notNull(),
  /** Null for a standing whose tab does not depend on today (every one but the unpaid states). */
  dueDate: date('due_date', { mode: 'string' }),
  /** total > applied. */
  owing: boolean('owing').notNull(),
  invoices: integer('invoices').notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  /** Σ total − applied. */
  balance: bigint('balance', { mode: 'number' }).notNull(),
  /** Written by a compaction (one per key) rather than by a trigger: the tabs compact once deltas pile up. */
  compacted: boolean('compacted').notNull().default(false),
});
