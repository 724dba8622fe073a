import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The audit trail: who changed what. The dashboard's activity log reads it. */
export const audits = pgTable(
  'audits',
  {
    id: serial('id').primaryKey(),
    /** The user the change was made as (null for the system). */
    userId: integer('user_id'),
    /** While assuming: the person who really made the change. */
    originalUserId: integer('original_user_id'),
    userName: text('user_name'),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    description: text('description').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audits_created').on(t.createdAt, t.id), index('audits_subject').on(t.subjectType, t.subjectId)],
);
