import { eq, inArray } from 'drizzle-orm';
import { type SharedDocumentInput, sharedDocumentLabels, sharedDocumentMaxBytes } from '../../../shared/api/shared-documents';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { beginOwnedUpload, deleteUpload, type UploadOwner } from '../uploads/uploads';
import { sharedDocuments } from './shared-documents.table';

export const sharedDocumentsOwnerType = 'shared_documents';
const uploadOwner: UploadOwner = { ownerType: sharedDocumentsOwnerType, kind: 'pdf_or_image', maxBytes: sharedDocumentMaxBytes };

/** Records a shared document and begins its upload (PDF or image); listed once the upload completes. */
export async function createSharedDocument(db: Db, params: { ownerId: number; input: SharedDocumentInput }, actor: Actor): Promise<string> {
  const { ownerId, input } = params;
  return db.transaction(async (tx) => {
    const { id, uploadId } = await beginOwnedUpload(tx, uploadOwner, ownerId, input);
    const values = { name: input.name, description: input.description, subject: input.subject, expiresAt: input.expires_at };
    await tx.insert(sharedDocuments).values({ id, ownerId, uploadId, ...values });
    await audit(tx, actor, {
      action: 'create',
      subjectType: sharedDocumentsOwnerType,
      subjectId: id,
      description: `Added ${sharedDocumentLabels[input.name].toLowerCase()} ${input.description}`,
      changes: { ...values, filename: input.filename },
      awaitsUpload: uploadId,
    });
    return uploadId;
  });
}

/** Removes the document, its upload row and (once committed) its file. */
export async function deleteSharedDocument(db: Db, storage: Storage, id: number, actor: Actor) {
  const removeFiles = await db.transaction(async (tx) => {
    const [row] = await tx.delete(sharedDocuments).where(eq(sharedDocuments.id, id)).returning();
    if (!row) throw notFound();
    const cleanUp = await deleteUpload(tx, storage, row.uploadId);
    await auditDelete(
      tx,
      actor,
      sharedDocumentsOwnerType,
      id,
      `Deleted ${sharedDocumentLabels[row.name].toLowerCase()} ${row.description}`,
      { description: row.description, subject: row.subject, expires_at: row.expiresAt },
    );
    return cleanUp;
  });
  await removeFiles();
}

/** For the uploads clean-up, in its transaction: documents whose uploads were abandoned (never listed, no other file). */
export async function removeUnfinishedSharedDocuments(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx.delete(sharedDocuments).where(inArray(sharedDocuments.uploadId, uploadIds)).returning({ id: sharedDocuments.id });
  return { rows: rows.length, files: [] };
}
