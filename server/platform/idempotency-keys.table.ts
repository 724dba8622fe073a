import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One `Idempotency-Key` a user sent with a request that writes (platform/idempotency.ts): what the request was,
 * who is running it, what each of its committed transactions answered, and its answer once it has one. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of the validated body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    /** The request running it now (null once it has answered or given up); a lock older than 10 s is stale. */
    lockedBy: uuid('locked_by'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** What each transaction of the request answered, in order, each written in its own transaction. */
    steps: jsonb('steps').$type<unknown[]>().notNull().default([]),
    status: integer('status'),
    response: text('response'),
    contentType: text('content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);
