import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { uploads } from './uploads.table';

export const abandonedUploadsJob = 'uploads.cleanup';
/** 02:45 business time: a quiet hour, clear of the 01:30 visit generation and the 03:17 session prune. */
export const abandonedUploadsCron = '45 2 * * *';
/** A phone that has sent nothing for two days is not coming back to this upload. */
export const abandonedAfterHours = 48;

/**
 * Removes the rows an owner made only for these uploads, by the owning feature's command. Returned paths are
 * files (relative to storage) to remove after commit.
 */
export type UnfinishedRemover = (tx: Db, uploadIds: string[]) => Promise<{ rows: number; files: string[] }>;

/** By owner type; the owning features register at start-up (server/wiring.ts), the uploads feature imports none. */
const ownerRemovers = new Map<string, UnfinishedRemover>();

/** Registers the remover of an owner type's rows; registering the same type again replaces it. */
export function registerUploadOwner(ownerType: string, remove: UnfinishedRemover) {
  ownerRemovers.set(ownerType, remove);
}

export type AbandonedUploadsResult = { uploads: number; ownerRows: Record<string, number>; files: number };

/**
 * The nightly clean-up: every upload still incomplete `abandonedAfterHours` after its last piece goes,
 * with its partial file and the owner row that existed only for it. Complete uploads are never touched.
 *
 * The table has no "last piece" column; each piece writes the partial file, so its modification time is
 * when the last piece arrived, and `created_at` stands in when no piece ever did (or a refused file was dropped).
 * Rows are locked `skip locked`: a piece being received holds its row, so an upload in use is skipped,
 * and under the lock no piece can touch the file between the age check and the delete.
 */
export async function removeAbandonedUploads(db: Db, storage: Storage, now = new Date()): Promise<AbandonedUploadsResult> {
  const cutoff = new Date(now.getTime() - abandonedAfterHours * 3_600_000);
  const { result, files, partials } = await db.transaction(async (tx) => {
    // Begun before the cut-off is necessary (no piece comes before the upload is begun), not sufficient.
    const candidates = await tx
      .select({ id: uploads.id, ownerType: uploads.ownerType })
      .from(uploads)
      .where(and(eq(uploads.complete, false), lt(uploads.createdAt, cutoff)))
      .for('update', { skipLocked: true });
    const stale: typeof candidates = [];
    for (const row of candidates) {
      const lastPiece = await storage.partial.modifiedAt(row.id);
      if (!lastPiece || lastPiece < cutoff) stale.push(row);
    }

    const ownerRows: Record<string, number> = {};
    const files: string[] = [];
    const partials: string[] = [];
    for (const [ownerType, remove] of ownerRemovers) {
      const ids = stale.filter((row) => row.ownerType === ownerType).map((row) => row.id);
      if (!ids.length) continue;
      const removed = await remove(tx, ids);
      ownerRows[ownerType] = removed.rows;
      files.push(...removed.files);
    }
    const ids = stale.map((row) => row.id);
    const deleted = ids.length
      ? await tx
          .delete(uploads)
          .where(and(inArray(uploads.id, ids), eq(uploads.complete, false)))
          .returning({ id: uploads.id, storagePath: uploads.storagePath })
      : [];
    for (const row of deleted) {
      partials.push(row.id);
      if (row.storagePath) files.push(row.storagePath);
    }
    return { result: { uploads: deleted.length, ownerRows }, files, partials };
  });
  // Only after the commit: a rolled-back delete must not leave rows pointing at removed files.
  let removedFiles = 0;
  for (const file of files) {
    if (await storage.exists(file)) removedFiles += 1;
    await storage.remove(file);
  }
  for (const id of partials) {
    if (await storage.partial.modifiedAt(id)) removedFiles += 1;
    await storage.partial.remove(id);
  }
  return { ...result, files: removedFiles };
}

/** The job: one summary line a night, with the counts. */
export async function runAbandonedUploadsJob(db: Db, storage: Storage, log: Pick<FastifyBaseLogger, 'info'>) {
  const removed = await removeAbandonedUploads(db, storage);
  log.info({ job: abandonedUploadsJob, ...removed }, `Removed ${removed.uploads} abandoned uploads and ${removed.files} files`);
}
