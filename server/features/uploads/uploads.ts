import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { UploadKind, UploadState } from '../../../shared/api/uploads';
import type { Db } from '../../db/client';
import { randomToken } from '../../platform/crypto';
import type { Storage } from '../../platform/storage';
import { uploads } from './uploads.table';

/**
 * The one upload path of the product, as other features use it: an owning feature calls
 * `beginUpload` in its create command and returns the id; the client then sends pieces to
 * `POST /api/uploads/{id}`. Owning features list a file only once its upload is `complete`.
 */
export type BeginUpload = {
  /** The owning collection, e.g. `user_documents`. */
  ownerType: string;
  ownerId: number;
  /** Only this user may send pieces or read the state. */
  createdBy: number;
  filename: string;
  kind: UploadKind;
  maxBytes: number;
  /** What the first POST said the file's size is: no more and no less may arrive. */
  size: number;
};

/** Starts an upload and returns its id: random and unguessable, since it names the upload in URLs. */
export async function beginUpload(db: Db, input: BeginUpload): Promise<string> {
  const id = randomToken(24);
  await db.insert(uploads).values({
    id,
    ownerType: input.ownerType,
    ownerId: input.ownerId,
    createdBy: input.createdBy,
    filename: cleanFilename(input.filename),
    kind: input.kind,
    maxBytes: input.maxBytes,
    declaredSize: input.size,
  });
  return id;
}

const drawnId = z.object({ rows: z.array(z.object({ id: z.coerce.number() })).length(1) });

/** What an owning feature's uploads always are: its collection, what kind of file, and how large at most. */
export type UploadOwner = Pick<BeginUpload, 'ownerType' | 'kind' | 'maxBytes'>;

/**
 * Begins the upload of a record not written yet. The upload names its owner and the owner its upload, so the
 * owner's id is drawn first, from the sequence of its table (the one `ownerType` names); the caller inserts the
 * record with both ids in the same transaction.
 */
export async function beginOwnedUpload(
  tx: Db,
  owner: UploadOwner,
  createdBy: number,
  file: { filename: string; size: number },
): Promise<{ id: number; uploadId: string }> {
  const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence(${owner.ownerType}, 'id')) as id`);
  const id = drawnId.parse(drawn).rows[0].id;
  return { id, uploadId: await beginUpload(tx, { ...owner, ownerId: id, createdBy, filename: file.filename, size: file.size }) };
}

/** The uploader's name is kept only for the download's Content-Disposition: no path, no control characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

export async function findUploadState(db: Db, id: string, userId: number): Promise<UploadState | null> {
  const [row] = await db
    .select({ received: uploads.received, complete: uploads.complete })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.createdBy, userId)));
  return row ?? null;
}

export type StoredFile = { filename: string; contentType: string; size: number; storagePath: string };

/** A finished file of an upload; null while it is still arriving (or failed its checks). */
export async function findCompleteFile(db: Db, id: string): Promise<StoredFile | null> {
  const [row] = await db
    .select({ filename: uploads.filename, contentType: uploads.contentType, size: uploads.size, storagePath: uploads.storagePath })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.complete, true)));
  if (!row?.contentType || row.size === null || !row.storagePath) return null;
  return { filename: row.filename, contentType: row.contentType, size: row.size, storagePath: row.storagePath };
}

/**
 * Deletes the upload row inside the caller's transaction and returns the file clean-up to run
 * after it commits: removing files first would leave a row pointing at nothing if the commit failed.
 */
export async function deleteUpload(db: Db, storage: Storage, id: string): Promise<() => Promise<void>> {
  // RETURNING reads the path as of the delete, so a piece that completed just before is cleaned up too.
  const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning({ storagePath: uploads.storagePath });
  return async () => {
    await storage.partial.remove(id);
    if (row?.storagePath) await storage.remove(row.storagePath);
  };
}

/**
 * Sends a stored file as a download that no browser will sniff as something else; `inline` to show it in the
 * page instead (a viewer), which only the stored, signature-checked types (PDF and images) ever are.
 */
export async function sendStoredFile(reply: FastifyReply, storage: Storage, file: StoredFile, { inline = false } = {}) {
  const disposition = attachmentDisposition(file.filename);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
    .header('X-Content-Type-Options', 'nosniff')
    .send(await storage.stream(file.storagePath));
}

/** RFC 6266: an ASCII fallback name plus the exact name in RFC 5987 encoding. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'download';
  const exact = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
