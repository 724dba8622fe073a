import fs from 'node:fs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { type TransactionImport, transactionImportMaxBytes, type transactionImportInput } from '../../../shared/api/transactions';
import { lineKey, newLines } from '../../../shared/bank-files/counting';
import { readBankFile } from '../../../shared/bank-files/read';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { beginOwnedUpload, findCompleteFile, type UploadOwner } from '../uploads/uploads';
import { bankTransactions, transactionImports } from './transactions.table';

export const transactionImportsOwnerType = 'transaction_imports';
const uploadOwner: UploadOwner = { ownerType: transactionImportsOwnerType, kind: 'bank_file', maxBytes: transactionImportMaxBytes };
/** Imports run one at a time, so two uploads of one export cannot both count the same lines as new. */
const importLock = 7_301_011;
/** A bad file's first errors are kept; a file with thousands of bad lines says so in its first hundred. */
const keptErrors = 100;

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
  };
}

/** How many stored lines have each of these keys. */
async function storedCounts(tx: Db, keys: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let start = 0; start < keys.length; start += 5000) {
    const rows = await tx
      .select({ key: bankTransactions.lineKey, n: count() })
      .from(bankTransactions)
      .where(inArray(bankTransactions.lineKey, keys.slice(start, start + 5000)))
      .groupBy(bankTransactions.lineKey);
    for (const row of rows) counts.set(row.key, Number(row.n));
  }
  return counts;
}

/**
 * Reads an import's file once its upload is whole, and adds the lines not stored yet (counting, shared/bank-files/
 * counting.ts). A file with any error adds nothing and keeps its errors by line. Returns the ids added; running
 * it again for the same import does nothing.
 */
export async function runTransactionImport(db: Db, storage: Storage, importId: number, actor: Actor): Promise<number[]> {
  const [started] = await db
    .update(transactionImports)
    .set({ state: 'processing' })
    .where(and(eq(transactionImports.id, importId), eq(transactionImports.state, 'uploading')))
    .returning();
  if (!started) return [];
  const file = await findCompleteFile(db, started.uploadId);
  const bytes = file ? await fs.promises.readFile(storage.resolve(file.storagePath)) : Buffer.alloc(0);
  const result = readBankFile(bytes, { mapping: started.mapping ?? undefined });
  if (result.errors.length > 0) {
    await db.transaction(async (tx) => {
      await tx
        .update(transactionImports)
        .set({ state: 'failed', format: result.format, errors: result.errors.slice(0, keptErrors) })
        .where(eq(transactionImports.id, importId));
      const first = result.errors[0];
      await audit(tx, actor, {
        action: 'import',
        subjectType: transactionImportsOwnerType,
        subjectId: importId,
        description: `Could not import ${started.filename}: line ${first.line}, ${first.message}`,
        changes: { errors: result.errors.length },
      });
    });
    return [];
  }
  const format = result.format ?? 'csv';
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLock})`);
    const keyed = result.lines.map((line) => ({ ...line, key: lineKey(line) }));
    const { added, duplicates } = newLines(keyed, await storedCounts(tx, [...new Set(keyed.map((l) => l.key))]));
    const ids: number[] = [];
    for (let start = 0; start < added.length; start += 1000) {
      const rows = await tx
        .insert(bankTransactions)
        .values(
          added.slice(start, start + 1000).map((l) => ({
            postedOn: l.date,
            source: format,
            importId,
            description: l.description,
            amount: l.amount,
            lineKey: l.key,
            bankId: l.bankId,
            createdBy: started.createdBy,
          })),
        )
        .returning({ id: bankTransactions.id });
      ids.push(...rows.map((r) => r.id));
    }
    // Lines added wait for their suggestions (the job after import) before the import reads as done.
    await tx
      .update(transactionImports)
      .set({ state: added.length ? 'matching' : 'imported', format, created: added.length, duplicates })
      .where(eq(transactionImports.id, importId));
    await audit(tx, actor, {
      action: 'import',
      subjectType: transactionImportsOwnerType,
      subjectId: importId,
      description: `Imported ${started.filename}: ${added.length} new line${added.length === 1 ? '' : 's'}, ${duplicates} already there`,
      changes: { format, created: added.length, duplicates },
    });
    return ids;
  });
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
