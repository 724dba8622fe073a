import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Visits: one table, seen by the client as client schedules (bookings) and by contractors as user
 * schedules (visits). The state is derived (docs/domain.md "Visit states"), never stored.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    /** This table's and its lines', contractors' and ledger's references are kept by triggers (decision 042). */
    clientId: integer('client_id').notNull(),
    taskGroupId: integer('task_group_id'),
    addressId: integer('address_id'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** The visit's local calendar date in the business time zone (kept with due_at). */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    locked: boolean('locked').notNull().default(false),
    skip: boolean('skip').notNull().default(false),
    complete: boolean('complete').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set when the visit is on an invoice (invoicing feature). */
    invoiceId: integer('invoice_id'),
    /** Cash collected (cash clients). */
    paid: boolean('paid').notNull().default(false),
    ignoreMissingPhotos: boolean('ignore_missing_photos').notNull().default(false),
    /** Contractors confirmed as attending (ids), when more than one was assigned. */
    attended: jsonb('attended').$type<number[]>(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('schedules_client_due').on(t.clientId, t.dueAt, t.id),
    index('schedules_due').on(t.dueAt, t.id),
    index('schedules_group_due').on(t.taskGroupId, t.dueDate),
    /** Date ranges over every visit: a month's progress, the jobs list's count from a date (bench/jobs-list.ts). */
    index('schedules_due_date').on(t.dueDate),
    index('schedules_open_due')
      .on(t.dueDate)
      .where(sql`not ${t.complete} and not ${t.skip}`),
  ],
);

export const scheduleUsers = pgTable(
  'schedule_users',
  {
    scheduleId: integer('schedule_id').notNull(),
    userId: integer('user_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.userId] }), index('schedule_users_user').on(t.userId, t.scheduleId)],
);

/** A task line on a visit, copied from its task group line when the visit is generated. */
export const scheduleTasks = pgTable(
  'schedule_tasks',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id').notNull(),
    taskGroupTaskId: integer('task_group_task_id'),
    taskId: integer('task_id'),
    /** The group the line came from (a merged visit holds lines of two groups). */
    taskGroupId: integer('task_group_id'),
    name: text('name').notNull(),
    invoiceDescription: text('invoice_description'),
    description: text('description'),
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    /** Contractor pay for this line in cents, fixed when it is made (docs/domain.md "Pay is fixed when a visit's line is made"). */
    contractorTotal: bigint('contractor_total', { mode: 'number' }).notNull().default(0),
    consumable: boolean('consumable').notNull().default(false),
    quantity: integer('quantity'),
    complete: boolean('complete').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    pauseTo: date('pause_to', { mode: 'string' }),
    pauseReason: text('pause_reason'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // One index for a visit's lines in order and, index-only, for their progress sums (count, ticked, pay;
    // progress.queries.ts): generation writes some 52,000 lines a run, and each index costs every line
    // (docs/operations.md, visit generation).
    index('schedule_tasks_schedule').on(t.scheduleId, t.position, t.complete, t.contractorTotal),
    index('schedule_tasks_task').on(t.taskId),
  ],
);

export const occurrenceOutcomes = ['generated', 'merged', 'overwritten', 'removed'] as const;
export type Outcome = (typeof occurrenceOutcomes)[number];

/**
 * The generation ledger: each date a task group's rule produced, and what became of it
 * (generated, merged into another visit, overwritten by another group, or removed by hand).
 * Generating again consults it, so it is idempotent and never brings a replaced visit back.
 */
export const scheduleOccurrences = pgTable(
  'schedule_occurrences',
  {
    taskGroupId: integer('task_group_id').notNull(),
    originDate: date('origin_date', { mode: 'string' }).notNull(),
    outcome: text('outcome', { enum: occurrenceOutcomes }).notNull(),
    scheduleId: integer('schedule_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskGroupId, t.originDate] }), index('schedule_occurrences_schedule').on(t.scheduleId)],
);

/** Photos on a visit: a file from the chunked upload, with the time it was taken and a thumbnail. */
export const scheduleAssets = pgTable(
  'schedule_assets',
  {
    id: serial('id').primaryKey(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => schedules.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id').notNull(),
    name: text('name').notNull(),
    /** When the photo was taken (from the phone), else when it arrived. */
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    thumbnailPath: text('thumbnail_path'),
    userId: integer('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schedule_assets_schedule').on(t.scheduleId, t.takenAt)],
);
