/**
 * A file the demo holds as if someone had uploaded it: stored, with the upload row a finished upload leaves
 * (every byte received; features/uploads/uploads.ts), ready for the caller to insert before its owner points at it.
 */
import type { UploadOwner } from '../../features/uploads/uploads';
import type { uploads } from '../../features/uploads/uploads.table';
import { randomToken } from '../../platform/crypto';
import type { Storage } from '../../platform/storage';

const extensions = { 'application/pdf': '.pdf', 'image/png': '.png' } as const;

export type StoredFile = {
  filename: string;
  contentType: keyof typeof extensions;
  bytes: Buffer;
  /** When it was uploaded; without one, the upload is made now. */
  at?: Date;
};

export async function storedUpload(
  storage: Storage,
  owner: UploadOwner & { ownerId: number; createdBy: number },
  file: StoredFile,
): Promise<typeof uploads.$inferInsert & { id: string }> {
  const storagePath = storage.newName(extensions[file.contentType]);
  await storage.put(storagePath, file.bytes);
  const size = file.bytes.length;
  return {
    id: randomToken(24),
    ...owner,
    filename: file.filename,
    declaredSize: size,
    received: size,
    complete: true,
    contentType: file.contentType,
    storagePath,
    size,
    ...(file.at ? { createdAt: file.at, completedAt: file.at } : { completedAt: new Date() }),
  };
}
