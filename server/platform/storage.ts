import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomToken } from './crypto';

/**
 * Where files live (metadata in the database): a local directory by default, or an S3-compatible bucket that
 * several machines share (STORAGE_URL, docs/operations.md "Running on several machines"). Names are generated,
 * never the uploader's. Either store keeps the same promises: a partial upload is kept apart and reaches its
 * stored name only when complete, so no half file is ever visible where finished files are looked for; a remove
 * removes the file; a download streams, never the whole file in memory.
 */
export type Storage = {
  /** What the files are on, for the start-up log line; never a secret. */
  describe: string;
  /** A fresh stored name under `files/<yyyy>/<mm>/`, keeping a safe extension. */
  newName(extension: string): string;
  /** Writes a whole file, visible only once written. */
  put(relative: string, data: Buffer): Promise<void>;
  /** A stored file in memory: for the few that are worked on whole (a PDF to attach, an image to resize). */
  read(relative: string): Promise<Buffer>;
  /** A stored file as a stream, for downloads; rejects when there is no such file. */
  stream(relative: string): Promise<Readable>;
  exists(relative: string): Promise<boolean>;
  /** Another stored name with the same bytes (a hard link where the directory allows it). */
  copy(from: string, to: string): Promise<void>;
  /** Removes a file; a file already gone is no error. */
  remove(relative: string): Promise<void>;
  /** The partial file of an upload, by upload id, kept apart from stored files until `complete`. */
  partial: PartialFiles;
};

export type PartialFiles = {
  /** Bytes received so far; 0 when nothing is there (never begun, or lost). */
  size(id: string): Promise<number>;
  /**
   * Writes a piece at its offset and drops whatever lay beyond it, so bytes of a piece whose database update
   * never committed are replaced by the resumed piece. Durable when it returns: `received` never claims bytes
   * a crash lost.
   */
  write(id: string, offset: number, data: Buffer): Promise<void>;
  /** The first bytes, for the signature check. */
  head(id: string, bytes: number): Promise<Buffer>;
  /** The whole partial file as a stream, for checks that read it through. */
  stream(id: string): Promise<Readable>;
  /** When the last piece arrived; null when there is no partial file. */
  modifiedAt(id: string): Promise<Date | null>;
  /** Moves the finished partial file to its stored name. */
  complete(id: string, relative: string): Promise<void>;
  /** Removes the partial file; one already gone is no error. */
  remove(id: string): Promise<void>;
};

/** A stored name is always relative and never climbs out of the store. */
export function checkedName(relative: string): string {
  const normal = path.posix.normalize(relative);
  if (!relative || path.posix.isAbsolute(relative) || normal.startsWith('../') || normal === '..' || normal !== relative)
    throw new Error('Path outside storage');
  return relative;
}

/** Upload ids name partial files: only the characters `randomToken` makes. */
export function checkedId(id: string): string {
  if (!/^[\w-]+$/.test(id)) throw new Error('Not an upload id');
  return id;
}

export function newStoredName(extension: string, now = new Date()): string {
  const dir = `files/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${dir}/${randomToken(18)}${extension.replace(/[^.a-z0-9]/gi, '')}`;
}
