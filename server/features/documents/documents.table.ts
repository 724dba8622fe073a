import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { UserDocumentName } from '../../../shared/api/documents';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** A user's private documents: insurance and vaccination certificates (PDF). */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').$type<UserDocumentName>().notNull(),
    expiresAt: date('expires_at', { mode: 'string' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_documents_user').on(t.userId, t.createdAt)],
);
