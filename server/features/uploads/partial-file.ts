import fs from 'node:fs';

/**
 * The partial file of an upload under `incoming/`. Pieces are written at their offset (not
 * appended) and the file is cut to the end of the piece, so bytes left by a write whose database
 * update never committed are simply overwritten by the resumed piece.
 */
export async function writeAt(file: string, offset: number, data: Buffer): Promise<void> {
  const handle = await fs.promises.open(file, offset === 0 ? 'w' : 'r+');
  try {
    let written = 0;
    while (written < data.length) {
      const { bytesWritten } = await handle.write(data, written, data.length - written, offset + written);
      written += bytesWritten;
    }
    await handle.truncate(offset + data.length);
    // On disk before the database says it is received, so `received` never claims bytes a crash lost.
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Size on disk; 0 when there is no file yet. */
export async function sizeOf(file: string): Promise<number> {
  try {
    return (await fs.promises.stat(file)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
}

export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function removePartial(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}
