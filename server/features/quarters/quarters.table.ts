import { bigint, boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * What staff enter about a BAS quarter: the PAYG instalment and whether the BAS is complete (which locks the
 * quarter). The figures themselves are never stored: they are summed from payments and expenses every time
 * (shared/bas.ts). A quarter nobody has touched has no row and reads as PAYG 0, not complete.
 */
export const accountActivity = pgTable('account_activity', {
  /** year × 10 + quarter: 20272 is October–December 2026. */
  id: integer('id').primaryKey(),
  /** Cents. */
  payg: bigint('payg', { mode: 'number' }).notNull().default(0),
  basComplete: boolean('bas_complete').notNull().default(false),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  completedBy: integer('completed_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
