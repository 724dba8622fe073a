import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/**
 * What the bank needs of the business for a direct entry (ABA) file beyond Settings → General's account:
 * the APCA user id the bank issued, its three-letter abbreviation, and the entry description. One row, id 1.
 */
export const payRunSettings = pgTable(
  'pay_run_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Six digits, issued by the business's bank. */
    apcaUserId: text('apca_user_id'),
    /** Three letters, e.g. CBA, WBC, NAB, ANZ. */
    bankAbbreviation: text('bank_abbreviation'),
    /** Up to 12 characters, shown on the contractors' statements. */
    description: text('description').notNull().default('CONTRACTORS'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pay_run_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * A contractor paid in a recorded pay run: the week's figures as they were when the office recorded it, so the
 * TPAR reports what was paid even if a visit changes later. Cents; gross = earned (cash payouts included).
 */
export const payRunPayments = pgTable(
  'pay_run_payments',
  {
    id: serial('id').primaryKey(),
    /** The first day of the earnings week. */
    week: date('week', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    earned: bigint('earned', { mode: 'number' }).notNull(),
    cashCollected: bigint('cash_collected', { mode: 'number' }).notNull(),
    /** GST in `earned`: the week's vendor invoice's tax, else none. */
    gst: bigint('gst', { mode: 'number' }).notNull(),
    /** Withheld for no valid ABN (47 %), kept for the ATO. */
    withheld: bigint('withheld', { mode: 'number' }).notNull(),
    /** Transferred: earned − cash collected − withheld. */
    net: bigint('net', { mode: 'number' }).notNull(),
    noAbn: boolean('no_abn').notNull(),
    /**
     * The day the money went (the business's date when the office recorded the run): the date BAS quarters and
     * the TPAR count this payment by, on the cash basis.
     */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pay_run_payments_week_user').on(t.week, t.userId),
    index('pay_run_payments_user').on(t.userId, t.week),
    index('pay_run_payments_paid_on').on(t.paidOn),
  ],
);

/** A payee's postal address for the TPAR (the users table has none). */
export const payees = pgTable('payees', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  address: text('address').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
