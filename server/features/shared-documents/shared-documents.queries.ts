import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SharedDocument, sharedDocumentListQuery } from '../../../shared/api/shared-documents';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { uploads } from '../uploads/uploads.table';
import { users } from '../users/users.table';
import { sharedDocuments } from './shared-documents.table';

// The upload row holds the file's name and size, and keeps out files still arriving; the owner's name is read alongside.
const columns = {
  id: sharedDocuments.id,
  ownerId: sharedDocuments.ownerId,
  ownerName: users.name,
  name: sharedDocuments.name,
  description: sharedDocuments.description,
  subject: sharedDocuments.subject,
  expiresAt: sharedDocuments.expiresAt,
  createdAt: sharedDocuments.createdAt,
  filename: uploads.filename,
  size: uploads.size,
};
type Row = Omit<typeof sharedDocuments.$inferSelect, 'uploadId'> & { ownerName: string | null; filename: string; size: number | null };

export function presentSharedDocument(row: Row, today: IsoDate): SharedDocument {
  return {
    id: row.id,
    owner: row.ownerId !== null && row.ownerName !== null ? { id: row.ownerId, name: row.ownerName } : null,
    name: row.name,
    description: row.description,
    subject: row.subject,
    filename: row.filename,
    size: row.size ?? 0,
    expires_at: row.expiresAt,
    expired: row.expiresAt !== null && row.expiresAt < today,
    created_at: row.createdAt.toISOString(),
    download_url: `/api/shared-documents/${row.id}/download`,
  };
}

const complete = eq(uploads.complete, true);
const selectDocuments = (db: Db) =>
  db
    .select(columns)
    .from(sharedDocuments)
    .innerJoin(uploads, eq(uploads.id, sharedDocuments.uploadId))
    .leftJoin(users, eq(users.id, sharedDocuments.ownerId));
const countDocuments = (db: Db) =>
  db.select({ n: count() }).from(sharedDocuments).innerJoin(uploads, eq(uploads.id, sharedDocuments.uploadId));

// Documents without an expiry sort after every date, whichever the direction.
const sortColumns = {
  created_at: sharedDocuments.createdAt,
  description: sharedDocuments.description,
  expires_at: sharedDocuments.expiresAt,
} as const;

/** Searched by description, subject or file name; a business has dozens. */
export async function listSharedDocuments(db: Db, query: z.infer<typeof sharedDocumentListQuery>, today: IsoDate) {
  const where = and(complete, searchIn(query.search, sharedDocuments.description, sharedDocuments.subject, uploads.filename));
  const order = orderOf(query.direction);
  const nullsLast = query.sort === 'expires_at' ? [sql`${sharedDocuments.expiresAt} is null`] : [];
  const rows = selectDocuments(db)
    .where(where)
    .orderBy(...nullsLast, order(sortColumns[query.sort]), order(sharedDocuments.id));
  return pagedSelect(query, rows, countDocuments(db).where(where), (page) => page.map((row) => presentSharedDocument(row, today)));
}

/** A document's upload, complete or not. */
export async function findSharedDocument(db: Db, id: number) {
  const [row] = await db
    .select({ uploadId: sharedDocuments.uploadId, complete: uploads.complete })
    .from(sharedDocuments)
    .innerJoin(uploads, eq(uploads.id, sharedDocuments.uploadId))
    .where(eq(sharedDocuments.id, id));
  return row ?? null;
}
