import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { UploadKind } from '../../../shared/api/uploads';

/**
 * One row per file, from the first POST of a chunked upload on. A file is visible to its owning
 * collection only once `complete` is true (assembled aside, then moved into place).
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    /** What the file belongs to, e.g. `user_documents`. */
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    createdBy: integer('created_by').notNull(),
    filename: text('filename').notNull(),
    /** Accepted kinds: `pdf`, `image`, `pdf_or_image`. */
    kind: text('kind').$type<UploadKind>().notNull(),
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** The size the first POST announced: the file must arrive at exactly this size (null for uploads begun before it was kept). */
    declaredSize: bigint('declared_size', { mode: 'number' }),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    contentType: text('content_type'),
    storagePath: text('storage_path'),
    size: bigint('size', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('uploads_owner').on(t.ownerType, t.ownerId)],
);
