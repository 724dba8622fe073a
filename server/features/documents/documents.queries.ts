import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { UserDocument, userDocumentListQuery } from '../../../shared/api/documents';
import type { Db } from '../../db/client';
import { likePattern, orderOf, pagedSelect } from '../../platform/paging';
import { uploads } from '../uploads/uploads.table';
import { userDocuments } from './documents.table';

// The upload row holds the file's name and size; joining it is how the list keeps out files that
// are still arriving (or were cut off by a crash): only complete uploads are shown.
const columns = {
  id: userDocuments.id,
  userId: userDocuments.userId,
  name: userDocuments.name,
  expiresAt: userDocuments.expiresAt,
  createdAt: userDocuments.createdAt,
  uploadId: userDocuments.uploadId,
  filename: uploads.filename,
  size: uploads.size,
};
type Row = Pick<typeof userDocuments.$inferSelect, 'id' | 'userId' | 'name' | 'expiresAt' | 'createdAt'> &
  Pick<typeof uploads.$inferSelect, 'filename' | 'size'>;

export function presentUserDocument(row: Row): UserDocument {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    expires_at: row.expiresAt,
    filename: row.filename,
    size: row.size ?? 0,
    created_at: row.createdAt.toISOString(),
    download_url: `/api/users/${row.userId}/documents/${row.id}/download`,
  };
}

const complete = eq(uploads.complete, true);
const selectDocuments = <T extends SelectedFields>(db: Db, fields: T) =>
  db.select(fields).from(userDocuments).innerJoin(uploads, eq(uploads.id, userDocuments.uploadId));
const sortColumns = { created_at: userDocuments.createdAt, name: userDocuments.name, expires_at: userDocuments.expiresAt } as const;

/** Served by user_documents_user (user_id, created_at); a user has a handful of documents. */
export async function listUserDocuments(db: Db, userId: number, query: z.infer<typeof userDocumentListQuery>) {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(userDocuments.userId, userId),
    complete,
    pattern ? or(ilike(userDocuments.name, pattern), ilike(uploads.filename, pattern)) : undefined,
  );
  const order = orderOf(query.direction);
  const rows = selectDocuments(db, columns).where(where).orderBy(order(sortColumns[query.sort]), order(userDocuments.id));
  return pagedSelect(query, rows, selectDocuments(db, { n: count() }).where(where), (page) => page.map(presentUserDocument));
}

/** One document with its upload id, complete or not (deleting an unfinished one is allowed). */
export async function findUserDocument(db: Db, id: number) {
  const [row] = await selectDocuments(db, { ...columns, complete: uploads.complete }).where(eq(userDocuments.id, id));
  return row ?? null;
}
