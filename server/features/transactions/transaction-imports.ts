import { and, eq, inArray } from 'drizzle-orm';
import { type TransactionImport, transactionImportMaxBytes, type transactionImportInput } from '../../../shared/api/transactions';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { beginOwnedUpload, type UploadOwner } from '../uploads/uploads';
import { transactionImports } from './transactions.table';

export const transactionImportsOwnerType = 'transaction_imports';
const uploadOwner: UploadOwner = { ownerType: transactionImportsOwnerType, kind: 'bank_file', maxBytes: transactionImportMaxBytes };

/** Records an import and begins its file's upload; returns the upload id (the import's id in the API). */
export async function createTransactionImport(
  db: Db,
  params: { userId: number; input: z.infer<typeof transactionImportInput> },
  actor: Actor,
): Promise<string> {
  const { userId, input } = params;
  return db.transaction(async (tx) => {
    const { id, uploadId } = await beginOwnedUpload(tx, uploadOwner, userId, input);
    await tx
      .insert(transactionImports)
      .values({ id, uploadId, filename: input.filename, mapping: input.mapping ?? null, createdBy: userId });
    await audit(tx, actor, {
      action: 'create',
      subjectType: transactionImportsOwnerType,
      subjectId: id,
      description: `Began importing ${input.filename}`,
      changes: { filename: input.filename, size: input.size },
    });
    return uploadId;
  });
}

export async function findTransactionImport(db: Db, uploadId: string): Promise<TransactionImport | null> {
  const [row] = await db.select().from(transactionImports).where(eq(transactionImports.uploadId, uploadId));
  if (!row) return null;
  return {
    id: row.uploadId,
    filename: row.filename,
    state: row.state,
    format: row.format,
    created: row.created,
    duplicates: row.duplicates,
    errors: row.errors,
    progress: { lines_read: row.linesRead, lines_total: row.linesTotal },
  };
}

/** For the uploads clean-up, in its transaction: imports whose uploads were abandoned. */
export async function removeUnfinishedImports(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx
    .delete(transactionImports)
    .where(inArray(transactionImports.uploadId, uploadIds))
    .returning({ id: transactionImports.id });
  return { rows: rows.length, files: [] };
}

/** The suggestions for an import's lines are made (or were tried): the import is done. */
export async function finishMatching(db: Db, importId: number) {
  await db
    .update(transactionImports)
    .set({ state: 'imported' })
    .where(and(eq(transactionImports.id, importId), eq(transactionImports.state, 'matching')));
}
