import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** When each cached collection last changed; the web app refetches a collection only when it moved. */
export const cacheTimes = pgTable('cache_times', {
  resource: text('resource').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
