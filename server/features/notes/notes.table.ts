import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Notes hang off any parent: `/api/{parent-type-plural}/{id}/notes`, e.g. parent_type `clients`. */
export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    parentType: text('parent_type').notNull(),
    parentId: integer('parent_id').notNull(),
    note: text('note').notNull(),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_parent').on(t.parentType, t.parentId, t.createdAt)],
);
