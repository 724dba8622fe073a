import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './crypto';
import { checkedId, checkedName, newStoredName, type PartialFiles, type Storage } from './storage';

/**
 * Files in a directory: stored files under their names, partial uploads under `incoming/<id>`, renamed into
 * place when complete (one directory, so the rename is atomic). Several processes may share the directory.
 */
export function createLocalStorage(root: string): Storage {
  const incoming = path.join(root, 'incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const resolve = (relative: string) => path.join(root, checkedName(relative));
  const partialPath = (id: string) => path.join(incoming, checkedId(id));

  const partial: PartialFiles = {
    size: async (id) => (await statOrNull(partialPath(id)))?.size ?? 0,
    async write(id, offset, data) {
      const handle = await fs.promises.open(partialPath(id), offset === 0 ? 'w' : 'r+');
      try {
        let written = 0;
        while (written < data.length) {
          const { bytesWritten } = await handle.write(data, written, data.length - written, offset + written);
          written += bytesWritten;
        }
        await handle.truncate(offset + data.length);
        await handle.datasync();
      } finally {
        await handle.close();
      }
    },
    async head(id, bytes) {
      const handle = await fs.promises.open(partialPath(id), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    stream: async (id) => openStream(partialPath(id)),
    modifiedAt: async (id) => (await statOrNull(partialPath(id)))?.mtime ?? null,
    async complete(id, relative) {
      const full = resolve(relative);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.rename(partialPath(id), full);
    },
    remove: async (id) => fs.promises.rm(partialPath(id), { force: true }),
  };

  return {
    describe: `the directory ${root}`,
    newName: (extension) => newStoredName(extension),
    async put(relative, data) {
      const full = resolve(relative);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${randomToken(6)}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, full);
    },
    read: async (relative) => fs.promises.readFile(resolve(relative)),
    stream: async (relative) => openStream(resolve(relative)),
    exists: async (relative) => (await statOrNull(resolve(relative))) !== null,
    async copy(from, to) {
      const target = resolve(to);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.link(resolve(from), target).catch(() => fs.promises.copyFile(resolve(from), target));
    },
    remove: async (relative) => fs.promises.rm(resolve(relative), { force: true }),
    partial,
  };
}

async function statOrNull(file: string): Promise<fs.Stats | null> {
  try {
    return await fs.promises.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Opened before it is returned, so a missing file rejects here rather than failing a response half sent. */
async function openStream(file: string) {
  const handle = await fs.promises.open(file, 'r');
  return handle.createReadStream();
}
