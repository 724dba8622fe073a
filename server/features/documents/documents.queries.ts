import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserDocument, userDocumentListQuery } from '../../../shared/api/documents';
import type { Db } from '../../db/client';
import { paginate } from '../../platform/paging';
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
const sortColumns = { created_at: userDocuments.createdAt, name: userDocuments.name, expires_at: userDocuments.expiresAt } as const;

/** Served by user_documents_user (user_id, created_at); a user has a handful of documents. */
export async function listUserDocuments(db: Db, userId: number, query: z.infer<typeof userDocumentListQuery>) {
  const where = and(eq(userDocuments.userId, userId), complete);
  const order = query.direction === 'asc' ? asc : desc;
  return paginate(
    query,
    async (limit, offset) => {
      const rows = await db
        .select(columns)
        .from(userDocuments)
        .innerJoin(uploads, eq(uploads.id, userDocuments.uploadId))
        .where(where)
        .orderBy(order(sortColumns[query.sort]), order(userDocuments.id))
        .limit(limit)
        .offset(offset);
      return rows.map(presentUserDocument);
    },
    async () =>
      (await db.select({ n: count() }).from(userDocuments).innerJoin(uploads, eq(uploads.id, userDocuments.uploadId)).where(where))[0].n,
  );
}

/** One document with its upload id, complete or not (deleting an unfinished one is allowed). */
export async function findUserDocument(db: Db, id: number) {
  const [row] = await db
    .select({ ...columns, complete: uploads.complete })
    .from(userDocuments)
    .innerJoin(uploads, eq(uploads.id, userDocuments.uploadId))
    .where(eq(userDocuments.id, id));
  return row ?? null;
}
