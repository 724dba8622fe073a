import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './crypto';

/**
 * Files live in a directory (metadata in the database). Names are generated, never the uploader's.
 * Partial files are written under `incoming/` and renamed into place only when complete, so no half
 * file is ever visible where finished files are looked for.
 */
export type Storage = ReturnType<typeof createStorage>;

export function createStorage(root: string) {
  const incoming = path.join(root, 'incoming');
  fs.mkdirSync(incoming, { recursive: true });

  const resolve = (relative: string) => {
    const full = path.resolve(root, relative);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('Path outside storage');
    return full;
  };

  return {
    root,
    resolve,
    incomingPath: (id: string) => path.join(incoming, id),
    /** A fresh stored name under `files/<yyyy>/<mm>/`, keeping a safe extension. */
    newName(extension: string) {
      const now = new Date();
      const dir = `files/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
      return `${dir}/${randomToken(18)}${extension.replace(/[^.a-z0-9]/gi, '')}`;
    },
    async put(relative: string, data: Buffer) {
      const full = resolve(relative);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const tmp = `${full}.${randomToken(6)}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, full);
    },
    async moveIn(from: string, relative: string) {
      const full = resolve(relative);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.rename(from, full);
    },
    read: (relative: string) => fs.promises.readFile(resolve(relative)),
    stream: (relative: string) => fs.createReadStream(resolve(relative)),
    async remove(relative: string) {
      await fs.promises.rm(resolve(relative), { force: true });
    },
  };
}
