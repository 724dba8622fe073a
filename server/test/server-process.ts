import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { seedDemo } from '../scripts/seed';
import { openTemplateCopy } from './databases';

/**
 * The real server as a child process on an embedded data directory of its own, for the tests that stop or kill
 * it: start it (or `npm start`), wait until it is ready, sign in over HTTP with cookies as a browser would, and
 * kill whatever is still running and remove the directory at the end.
 */
export function serverProcess(name: string, port: number, env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cleanup-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const running: ChildProcess[] = [];

  function start(command = [process.execPath, '--import', 'tsx', 'server/main.ts'], more: Record<string, string> = {}) {
    const child = spawn(command[0], command.slice(1), {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        RUN_JOBS: '0',
        ...env,
        ...more,
      },
      stdio: process.env.DEBUG_PROCESS ? 'inherit' : ['ignore', 'ignore', 'pipe'],
    });
    running.push(child);
    // Listen from the start: a process that already exited emits nothing later.
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    return { child, exit, stderr: () => stderr };
  }

  async function waitReady(ms = 120_000) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const ok = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('server did not become ready');
  }

  /** Signs in as the demo's administrator; the headers of a browser that did. */
  async function signIn() {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    };
    const headers = (type = 'application/json') => ({
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
      'content-type': type,
    });
    remember(await fetch(`${base}/sanctum/csrf-cookie`));
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'admin@example.com', password: 'cleanup-demo' }),
    });
    remember(login);
    expect(login.status).toBe(204);
    return headers;
  }

  /**
   * The demo's people and places (the seed without its business), on a copy of the migrated template: what these
   * tests need of a first start, without its minutes of migrating and seeding on a busy machine. The server
   * seeds no business into a database that has users.
   */
  async function seedPeople() {
    const pgdata = path.join(dataDir, 'pgdata');
    if (fs.existsSync(pgdata)) return;
    const database = await openTemplateCopy(pgdata);
    await seedDemo(database.db);
    await database.close();
  }

  /** Starts the server (on the demo's people, the first time), waits for it, and signs in: the process and the signed-in headers. */
  async function startSignedIn() {
    await seedPeople();
    const server = start();
    await waitReady();
    return { server, headers: await signIn() };
  }

  function stopAll() {
    for (const child of running) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  return { base, dataDir, start, waitReady, signIn, startSignedIn, stopAll };
}
