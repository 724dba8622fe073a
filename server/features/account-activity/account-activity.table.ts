import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Counters the database moves on with every statement that writes payments, invoices (total, GST) or expenses,
 * one row per BAS quarter (id as above; 0 for a TRUNCATE): the earliest quarter the write touches. Kept by
 * triggers (migrations account_activity_triggers and account_activity_quarter_triggers), so no writer anywhere
 * can forget them; the quarters' sums are cached against them (decision 015).
 */
export const accountActivityVersion = pgTable('account_activity_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
