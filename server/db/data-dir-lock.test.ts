import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A process that is surely gone: one that ran and exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('one data directory, one server', () => {
  it('refuses a second holder, naming the first (pid and port), and lets one in again once released', () => {
    const dir = tempDir();
    const release = lockDataDir(dir, 3000);
    const holder = { pid: process.ppid, port: 3123 };
    // The lock is ours; a live process other than us is simulated by writing our parent's pid into it.
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify(holder));
    expect(() => lockDataDir(dir, 3001)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir, 3001)).toThrow(`in use by another server (pid ${process.ppid} on port 3123)`);
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock')), 'a release never removes another holder’s lock').toBe(true);
    fs.rmSync(path.join(dir, 'server.lock'));
    lockDataDir(dir, 3001)();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died, and one that cannot be read', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: await deadPid(), port: 3000 }));
    const release = lockDataDir(dir, 3002);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8'))).toEqual({ pid: process.pid, port: 3002 });
    release();
    fs.writeFileSync(path.join(dir, 'server.lock'), '{"pid":');
    lockDataDir(dir)();
  });

  it('of two processes starting at once on a stale lock, exactly one gets it', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: await deadPid(), port: null }));
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.resolve('server/db/data-dir-lock.ts'))};
      try { lockDataDir(${JSON.stringify(dir)}); console.log('got'); setTimeout(() => {}, 1500); } catch { console.log('refused'); }`;
    const run = () =>
      new Promise<string>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
        let out = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.once('exit', () => resolve(out.trim()));
      });
    const answers = await Promise.all([run(), run(), run()]);
    expect(answers.sort()).toEqual(['got', 'refused', 'refused']);
  });
});
