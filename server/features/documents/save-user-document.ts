import { eq, inArray } from 'drizzle-orm';
import { type UserDocumentInput, userDocumentMaxBytes } from '../../../shared/api/documents';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { beginOwnedUpload, deleteUpload, type UploadOwner } from '../uploads/uploads';
import { userDocuments } from './documents.table';

export const userDocumentsOwnerType = 'user_documents';
const uploadOwner: UploadOwner = { ownerType: userDocumentsOwnerType, kind: 'pdf', maxBytes: userDocumentMaxBytes };

/**
 * Records a private document and begins its upload; returns the upload id the pieces go to.
 * The document's id is drawn first so the upload can name its owner in the same transaction.
 * Until the upload completes the document is not listed.
 */
export async function createUserDocument(
  db: Db,
  params: { userId: number; uploaderId: number; input: UserDocumentInput },
  actor: Actor,
): Promise<string> {
  const { userId, uploaderId, input } = params;
  return db.transaction(async (tx) => {
    const { id, uploadId } = await beginOwnedUpload(tx, uploadOwner, uploaderId, input);
    await tx.insert(userDocuments).values({ id, userId, name: input.name, expiresAt: input.expires_at, uploadId });
    await audit(tx, actor, {
      action: 'create',
      subjectType: userDocumentsOwnerType,
      subjectId: id,
      description: `Added ${input.name} document ${input.filename}`,
      changes: { user_id: userId, name: input.name, expires_at: input.expires_at, filename: input.filename },
      awaitsUpload: uploadId,
    });
    return uploadId;
  });
}

/** Removes the document, its upload row and (once committed) its file. */
export async function deleteUserDocument(db: Db, storage: Storage, id: number, actor: Actor) {
  const removeFiles = await db.transaction(async (tx) => {
    const [row] = await tx.delete(userDocuments).where(eq(userDocuments.id, id)).returning();
    if (!row) throw notFound();
    const cleanUp = await deleteUpload(tx, storage, row.uploadId);
    await auditDelete(tx, actor, userDocumentsOwnerType, id, `Deleted ${row.name} document`, {
      user_id: row.userId,
      name: row.name,
      expires_at: row.expiresAt,
    });
    return cleanUp;
  });
  await removeFiles();
}

/**
 * For the uploads clean-up, in its transaction: removes the documents whose uploads were abandoned.
 * A document is listed only once its upload completes, so nobody has seen these; they have no other file.
 */
export async function removeUnfinishedDocuments(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx.delete(userDocuments).where(inArray(userDocuments.uploadId, uploadIds)).returning({ id: userDocuments.id });
  return { rows: rows.length, files: [] };
}
