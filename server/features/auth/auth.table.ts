import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table';

/** Sessions live in the database so that any server process can serve any request. */
export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value; the cookie itself is never stored. */
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Set while assuming another user: the person who really signed in. */
    originalUserId: integer('original_user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_last_activity').on(t.lastActivityAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: text('id').primaryKey(),
    /** normalised e-mail | ip */
    throttleKey: text('throttle_key').notNull(),
    email: text('email').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key').on(t.throttleKey, t.at), index('login_failures_email').on(t.email, t.at)],
);

export const passwordResets = pgTable('password_resets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
