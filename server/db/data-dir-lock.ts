import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database belongs to one process: two servers on one data directory each gave out the same ids
 * and, after a restart, left duplicate primary keys and lost acknowledged writes. The first process to open
 * the directory links `server.lock` (its pid and port, written whole beforehand, so nobody reads it half
 * written); a second one is refused by name. A lock whose process is gone (killed with -9, the machine
 * restarted) is taken over under a short-lived `server.lock.takeover` directory, so of two processes starting
 * at once only one removes it. Several processes sharing one PostgreSQL database are not concerned.
 */
export class DataDirLockedError extends Error {}

type Holder = { pid: number; port: number | null };

/** A takeover takes microseconds; a mutex older than this was left by a process that died inside one. */
const takeoverStaleMs = 5_000;

export function lockDataDir(dataDir: string, port: number | null = null): () => void {
  const file = path.join(dataDir, 'server.lock');
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file, { pid: process.pid, port })) return () => releaseIfOurs(file);
    const seen = readLock(file);
    const holder = parse(seen);
    if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
      const where = holder.port ? ` on port ${holder.port}` : '';
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another server (pid ${holder.pid}${where}). Stop it first, or give this one another DATA_DIR.`,
      );
    }
    if (seen !== null) removeIfUnchanged(file, seen);
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function tryCreate(file: string, holder: Holder): boolean {
  const draft = `${file}.${process.pid}`;
  fs.writeFileSync(draft, JSON.stringify(holder));
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** Removes the stale lock only if it is still the one judged stale: another process may have replaced it. */
function removeIfUnchanged(file: string, seen: string) {
  const mutex = `${file}.takeover`;
  try {
    fs.mkdirSync(mutex);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(mutex, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > takeoverStaleMs) fs.rmSync(mutex, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    return;
  }
  try {
    if (readLock(file) === seen) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(mutex, { recursive: true, force: true });
  }
}

function readLock(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function parse(text: string | null): Holder | null {
  try {
    const holder = JSON.parse(text ?? '') as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string) {
  if (parse(readLock(file))?.pid === process.pid) fs.rmSync(file, { force: true });
}
