import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SharedDocumentName } from '../../../shared/api/shared-documents';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';

/** Documents everyone sees: safety data sheets. The file's name and size are on its upload. */
export const sharedDocuments = pgTable(
  'shared_documents',
  {
    id: serial('id').primaryKey(),
    /** Who added it; the document stays when they leave. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').$type<SharedDocumentName>().notNull(),
    description: text('description').notNull(),
    subject: text('subject'),
    expiresAt: date('expires_at', { mode: 'string' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shared_documents_created_sort').on(t.createdAt, t.id), index('shared_documents_upload').on(t.uploadId)],
);
