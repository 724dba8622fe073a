import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { conflictModes } from '../../../shared/api/task-groups';
import { holidayChoices } from '../../../shared/holiday-placement';
import { rotations } from '../../../shared/recurrence';
import { clientAddresses, clients } from '../clients/clients.table';
import { taskColumns, tasks } from '../tasks/tasks.table';
import { users } from '../users/users.table';

/** A recurring booking rule of a client: a task group (docs/domain.md "Glossary"). */
export const taskGroups = pgTable(
  'task_groups',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    addressId: integer('address_id').references(() => clientAddresses.id, { onDelete: 'set null' }),
    rotation: text('rotation', { enum: rotations }).notNull().default('non'),
    frequency: integer('frequency'),
    /** 1–4; 4 means the last such weekday of the month. */
    weekOfMonth: integer('week_of_month'),
    /** 0 = Sunday … 6 = Saturday */
    dayOfWeek: integer('day_of_week'),
    daysOfWeek: jsonb('days_of_week').$type<number[]>().notNull().default([]),
    startAt: date('start_at', { mode: 'string' }),
    conflict: text('conflict', { enum: conflictModes }).notNull().default('overwrite'),
    /** What a visit on a public holiday does: kept, skipped or moved (docs/decisions/034). */
    publicHolidays: text('public_holidays', { enum: holidayChoices }).notNull().default('visit'),
    autoSchedule: boolean('auto_schedule').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('task_groups_client').on(t.clientId, t.id)],
);

export const taskGroupUsers = pgTable(
  'task_group_users',
  {
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskGroupId, t.userId] }), index('task_group_users_user').on(t.userId)],
);

/** A task line inside a group: copied from the catalogue when chosen, then the group's own. */
export const taskGroupTasks = pgTable(
  'task_group_tasks',
  {
    id: serial('id').primaryKey(),
    taskGroupId: integer('task_group_id')
      .notNull()
      .references(() => taskGroups.id, { onDelete: 'cascade' }),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    ...taskColumns(),
    paused: boolean('paused').notNull().default(false),
    pauseTo: date('pause_to', { mode: 'string' }),
    pauseReason: text('pause_reason'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('task_group_tasks_group').on(t.taskGroupId, t.position)],
);
