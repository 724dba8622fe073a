import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { fileTooLargeMessage, type UploadState, uploadPieceBytes, uploadTypeMessages } from '../../../shared/api/uploads';
import type { Db } from '../../db/client';
import { type FieldErrors, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, confirmUploadAudits } from '../audit/audit';
import { acceptedType, signatureBytes } from './file-signature';
import { uploads } from './uploads.table';

export type Piece = { id: string; userId: number; offset: number; isLast: boolean; data: Buffer };

export type PieceResult =
  /** `owner` is there when this piece completed the file: what it belongs to, for the owner to hear of it. */
  | { status: 'received'; state: UploadState; owner?: { type: string; id: number } }
  | { status: 'wrong_offset'; offset: number }
  | { status: 'refused'; errors: FieldErrors };

type UploadRow = typeof uploads.$inferSelect;

/**
 * Takes one piece of an upload. Invariants: pieces land strictly in order (a piece whose offset is
 * not the server's `received` changes nothing); the row is locked for the whole piece, so two
 * pieces racing for one offset are applied once; the file reaches its stored place only when
 * complete and checked (size, type by signature), and a refused file leaves no partial behind.
 */
export async function receivePiece(db: Db, storage: Storage, piece: Piece, actor: Actor): Promise<PieceResult> {
  let storedPath: string | null = null;
  try {
    return await db.transaction(async (tx): Promise<PieceResult> => {
      const [row] = await tx.select().from(uploads).where(eq(uploads.id, piece.id)).for('update');
      // Someone else's upload is as good as none.
      if (!row || row.createdBy !== piece.userId) throw notFound();
      if (row.complete || piece.offset !== row.received) return { status: 'wrong_offset', offset: row.received };

      // The partial file went missing (storage restored, disk cleaned): the only honest offset is 0.
      if ((await storage.partial.size(row.id)) < row.received) {
        await tx.update(uploads).set({ received: 0 }).where(eq(uploads.id, row.id));
        return { status: 'wrong_offset', offset: 0 };
      }

      const end = piece.offset + piece.data.length;
      if (end > row.maxBytes) return refuse(tx, storage, row, fileTooLargeMessage(row.maxBytes));
      if (row.declaredSize !== null && end > row.declaredSize) return refuse(tx, storage, row, sizeMessage);
      await storage.partial.write(row.id, piece.offset, piece.data);
      if (!piece.isLast) {
        await tx.update(uploads).set({ received: end }).where(eq(uploads.id, row.id));
        return { status: 'received', state: { received: end, complete: false } };
      }

      if (end === 0) return refuse(tx, storage, row, 'The file is empty.');
      if (row.declaredSize !== null && end !== row.declaredSize) return refuse(tx, storage, row, sizeMessage);
      const type = acceptedType(row.kind, await storage.partial.head(row.id, signatureBytes));
      if (!type) return refuse(tx, storage, row, uploadTypeMessages[row.kind]);
      if (type.family === 'image' && !(await decodes(await storage.partial.stream(row.id))))
        return refuse(tx, storage, row, 'The image could not be read: it may be damaged or in a format we cannot show.');

      storedPath = storage.newName(type.extension);
      await storage.partial.complete(row.id, storedPath);
      await tx
        .update(uploads)
        .set({ received: end, size: end, complete: true, contentType: type.contentType, storagePath: storedPath, completedAt: new Date() })
        .where(eq(uploads.id, row.id));
      // An owner that logged adding this file (waiting for it) says it best; otherwise the upload itself is logged.
      if ((await confirmUploadAudits(tx, row.id)) === 0)
        await audit(tx, actor, {
          action: 'upload',
          subjectType: row.ownerType,
          subjectId: row.ownerId,
          description: `Uploaded ${row.filename}`,
          changes: { upload_id: row.id, size: end, content_type: type.contentType },
        });
      return { status: 'received', state: { received: end, complete: true }, owner: { type: row.ownerType, id: row.ownerId } };
    });
  } catch (error) {
    // The file was moved in but the row never said so: nobody would ever find it, so drop it.
    if (storedPath) await storage.remove(storedPath).catch(() => {});
    throw error;
  }
}

const sizeMessage = 'The file that arrived is not the size it was said to be. Choose the file again.';

/**
 * An image is decoded in full before it is accepted: a file that only starts like a JPEG would otherwise be
 * stored, and break every thumbnail, report and e-mail that shows it.
 */
async function decodes(file: Readable): Promise<boolean> {
  try {
    const decoder = sharp({ failOn: 'truncated' });
    file.on('error', (error) => decoder.destroy(error));
    await file.pipe(decoder).rotate().raw().toBuffer();
    return true;
  } catch {
    return false;
  } finally {
    file.destroy();
  }
}

/** A refused file starts over: the partial is removed and the offset goes back to 0. */
async function refuse(tx: Db, storage: Storage, row: UploadRow, message: string): Promise<PieceResult> {
  await storage.partial.remove(row.id);
  await tx.update(uploads).set({ received: 0 }).where(eq(uploads.id, row.id));
  return { status: 'refused', errors: { file: [message] } };
}

/**
 * A whole file received at once (a form's file field), through the same pieces and checks as a chunked upload:
 * the result of its last piece, or the first refusal.
 */
export async function receiveWholeFile(
  db: Db,
  storage: Storage,
  file: { id: string; userId: number; data: Buffer },
  actor: Actor,
): Promise<PieceResult> {
  let offset = 0;
  for (;;) {
    const data = file.data.subarray(offset, offset + uploadPieceBytes);
    const isLast = offset + data.length >= file.data.length;
    const result = await receivePiece(db, storage, { id: file.id, userId: file.userId, offset, isLast, data }, actor);
    if (result.status !== 'received' || isLast) return result;
    offset += data.length;
  }
}
