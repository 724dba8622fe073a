/**
 * Photos on a visit. They come through the product's one chunked upload path, not as `files[]` on a multipart
 * `POST /api/schedule/{id}/notes` (docs/domain.md "Chunked uploads", decision 007): each photo begins here, its
 * pieces go to `/api/uploads/{id}`, and it is listed only once that upload is complete, so a cut-off upload from
 * a phone resumes instead of leaving half a photo. Thumbnails are made lazily, on the first request for one.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { schedulePhotoMaxBytes, type scheduleAssetBeginInput } from '../../../shared/api/user-schedules';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { receiveWholeFile } from '../uploads/receive-piece';
import { beginUpload, deleteUpload, findCompleteFile, sendStoredFile } from '../uploads/uploads';
import type { ScheduleContext } from './schedule-context';
import { scheduleAssets } from './schedules.table';
import { auditVisit, loadVisit, refuseWork, requireWorker, visitAuditText } from './visit-access';
import { audit } from '../audit/audit';

export const scheduleAssetsOwnerType = 'schedule_assets';
const thumbnailPixels = 400;

/** Creates the asset row (unlisted until its upload completes) and answers the upload id. */
export async function beginPhoto(
  db: Db,
  visitId: number,
  input: z.output<typeof scheduleAssetBeginInput>,
  context: ScheduleContext,
): Promise<string> {
  return db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, visitId, context);
    requireWorker(loaded, context);
    refuseWork(loaded, context);
    const uploadId = await beginUpload(tx, {
      ownerType: scheduleAssetsOwnerType,
      ownerId: visitId,
      createdBy: context.actor.userId ?? 0,
      filename: input.filename,
      kind: 'image',
      maxBytes: schedulePhotoMaxBytes,
      size: input.size,
    });
    await tx.insert(scheduleAssets).values({
      scheduleId: visitId,
      uploadId,
      name: input.filename,
      userId: context.actor.userId,
      ...(input.taken_at && { takenAt: new Date(input.taken_at) }),
    });
    // Logged once the photo is accepted: a refused file was never added.
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'schedules',
      subjectId: visitId,
      description: visitAuditText(loaded, `added the photo ${input.filename} to`),
      awaitsUpload: uploadId,
    });
    return uploadId;
  });
}

/** The photo of a visit the viewer may see, with its finished file; 404 while it is still arriving. */
async function photoOf(db: Db, visitId: number, assetId: number, context: ScheduleContext) {
  return db.transaction(async (tx) => {
    await loadVisit(tx, visitId, context);
    const [asset] = await tx
      .select()
      .from(scheduleAssets)
      .where(and(eq(scheduleAssets.id, assetId), eq(scheduleAssets.scheduleId, visitId)));
    if (!asset) throw notFound();
    const file = await findCompleteFile(tx, asset.uploadId);
    if (!file) throw notFound();
    return { asset, file };
  });
}

export async function sendPhoto(db: Db, storage: Storage, reply: FastifyReply, visitId: number, assetId: number, context: ScheduleContext) {
  const { file } = await photoOf(db, visitId, assetId, context);
  return sendStoredFile(reply, storage, file);
}

/**
 * The stored path of a photo's ≈400 px JPEG, made on first need and kept: phones list many photos, the
 * visit report prints them, and the originals are large.
 */
export async function thumbnailOf(
  db: Db,
  storage: Storage,
  asset: Pick<typeof scheduleAssets.$inferSelect, 'id' | 'thumbnailPath'>,
  original: string,
): Promise<string | null> {
  if (asset.thumbnailPath) return asset.thumbnailPath;
  const made = await sharp(await storage.read(original))
    .rotate()
    .resize(thumbnailPixels, thumbnailPixels, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer()
    // A stored file that cannot be read (damaged on disk, or from before images were checked in full) has no
    // thumbnail: the page, the report and its e-mail show the rest rather than failing.
    .catch(() => null);
  if (!made) return null;
  const path = storage.newName('.jpg');
  await storage.put(path, made);
  await db.update(scheduleAssets).set({ thumbnailPath: path }).where(eq(scheduleAssets.id, asset.id));
  return path;
}

export async function sendThumbnail(
  db: Db,
  storage: Storage,
  reply: FastifyReply,
  visitId: number,
  assetId: number,
  context: ScheduleContext,
) {
  const { asset, file } = await photoOf(db, visitId, assetId, context);
  const path = await thumbnailOf(db, storage, asset, file.storagePath);
  if (!path) throw notFound('The photo could not be read.');
  return reply
    .header('Content-Type', 'image/jpeg')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=86400')
    .send(await storage.stream(path));
}

/** `DELETE /api/schedule/{id}/asset/{assetId}`: the row, the upload and, after commit, the files. */
export async function deletePhoto(db: Db, storage: Storage, visitId: number, assetId: number, context: ScheduleContext) {
  const cleanUp = await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, visitId, context);
    requireWorker(loaded, context);
    refuseWork(loaded, context);
    const [asset] = await tx
      .delete(scheduleAssets)
      .where(and(eq(scheduleAssets.id, assetId), eq(scheduleAssets.scheduleId, visitId)))
      .returning();
    if (!asset) throw notFound();
    const removeUpload = await deleteUpload(tx, storage, asset.uploadId);
    await auditVisit(tx, loaded, context, `deleted the photo ${asset.name} from`);
    return async () => {
      await removeUpload();
      if (asset.thumbnailPath) await storage.remove(asset.thumbnailPath);
    };
  });
  await cleanUp();
}

/**
 * Photos sent whole in a form (the notes call's `files[]`): each begun and received as a chunked upload would
 * be, so the same checks apply. One refused removes those already added by this form and answers 422 on it.
 */
export async function addPhotosFromForm(
  db: Db,
  storage: Storage,
  visitId: number,
  files: readonly { filename: string; data: Buffer }[],
  context: ScheduleContext,
) {
  const added: number[] = [];
  for (const [index, file] of files.entries()) {
    const uploadId = await beginPhoto(db, visitId, { filename: file.filename, size: file.data.length }, context);
    const result = await receiveWholeFile(db, storage, { id: uploadId, userId: context.actor.userId ?? 0, data: file.data }, context.actor);
    const [asset] = await db.select({ id: scheduleAssets.id }).from(scheduleAssets).where(eq(scheduleAssets.uploadId, uploadId));
    if (result.status === 'received') {
      added.push(asset.id);
      continue;
    }
    for (const id of [...added, asset.id]) await deletePhoto(db, storage, visitId, id, context);
    throw invalid({
      [`files.${index}`]:
        result.status === 'refused' ? (result.errors.file ?? ['The photo could not be stored.']) : ['The photo could not be stored.'],
    });
  }
}
