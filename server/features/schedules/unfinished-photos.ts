import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleAssets } from './schedules.table';

/**
 * For the uploads clean-up, in its transaction: removes the visit photos whose uploads were abandoned.
 * A photo is listed only once its upload completes, so nobody has seen these. Answers the thumbnails
 * (storage-relative paths) to remove after commit.
 */
export async function removeUnfinishedPhotos(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx
    .delete(scheduleAssets)
    .where(inArray(scheduleAssets.uploadId, uploadIds))
    .returning({ thumbnailPath: scheduleAssets.thumbnailPath });
  return { rows: rows.length, files: rows.flatMap((r) => (r.thumbnailPath ? [r.thumbnailPath] : [])) };
}
