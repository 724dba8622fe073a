/** The upload row behind a factory's file: every document-like record is built on one, then adopts it. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { uploads } from '../features/uploads/uploads.table';
import { randomToken } from '../platform/crypto';

type UploadAttrs = Pick<typeof uploads.$inferInsert, 'ownerType' | 'createdBy' | 'filename' | 'kind' | 'maxBytes'> & {
  file: Buffer;
  /** False for one whose upload has begun and received nothing: no file is stored. */
  complete?: boolean;
  contentType?: string;
};

/**
 * An upload with no owner yet (the record built on it adopts it, adoptUpload) and, when complete, its file stored
 * and received whole.
 */
export async function buildUpload(
  app: FastifyInstance,
  { file, complete = true, contentType = 'application/pdf', ...columns }: UploadAttrs,
) {
  const storagePath = complete ? app.storage.newName(contentType === 'application/pdf' ? '.pdf' : '.png') : null;
  if (storagePath) await app.storage.put(storagePath, file);
  const [upload] = await app.db
    .insert(uploads)
    .values({
      id: randomToken(24),
      ownerId: 0,
      ...columns,
      ...(storagePath && { received: file.length, complete: true, contentType, storagePath, size: file.length, completedAt: new Date() }),
    })
    .returning();
  return upload;
}

/** The record built on the upload becomes its owner. */
export async function adoptUpload(db: Db, uploadId: string, ownerId: number) {
  await db.update(uploads).set({ ownerId }).where(eq(uploads.id, uploadId));
}

/** A document-like record on a new upload: the upload first, then the record naming it (`insert`), which adopts it. */
export async function buildOnUpload<R extends { id: number }>(
  app: FastifyInstance,
  uploadAttrs: UploadAttrs,
  insert: (uploadId: string) => Promise<R>,
) {
  const upload = await buildUpload(app, uploadAttrs);
  const record = await insert(upload.id);
  await adoptUpload(app.db, upload.id, record.id);
  return { ...record, upload };
}
