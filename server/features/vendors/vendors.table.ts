import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Who the business buys from: suppliers, and contractors who invoice it (linked to their user). */
export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    tradingName: text('trading_name'),
    /** 11 digits, no spaces. */
    abn: text('abn'),
    phone: text('phone'),
    email: text('email'),
    /** A person is at most one vendor; a vendor outlives the user (the link is cleared). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vendors_name_sort').on(t.name, t.id), uniqueIndex('vendors_user_unique').on(t.userId), index('vendors_abn').on(t.abn)],
);
