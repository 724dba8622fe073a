import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/databases';

/**
 * The real server as a process on the embedded database: SIGTERM ends it in time, and SIGKILL in
 * the middle of writes loses none that were acknowledged.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-process-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${port}`;
const running: ChildProcess[] = [];

function startServer(command = [process.execPath, '--import', 'tsx', 'server/main.ts'], env: Record<string, string> = {}) {
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

async function waitReady(ms = 60_000) {
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

/** Sign in over HTTP with cookies, as a browser would. */
async function signIn() {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, value] = pair.split('=');
      jar.set(name, value);
    }
  };
  const headers = () => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': 'application/json',
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

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDbKind() !== 'pglite')('the server process', () => {
  it('keeps every acknowledged write when killed mid-write, and exits within 10 s on SIGTERM', async () => {
    let server = startServer();
    await waitReady();
    const headers = await signIn();
    const acknowledged: string[] = [];
    const writes = Array.from({ length: 12 }, async (_, i) => {
      const name = `Durable Suburb ${i}`;
      const response = await fetch(`${base}/api/suburbs`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ name, region_id: 1, code: '2000' }),
      }).catch(() => null);
      if (response?.status === 201) acknowledged.push(name);
    });
    // Kill once a few writes have been acknowledged, while others are still in flight.
    while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
    server.child.kill('SIGKILL');
    await Promise.all(writes);
    await server.exit;

    server = startServer();
    await waitReady();
    const again = await signIn();
    const list = await fetch(`${base}/api/suburbs?search=Durable&count=100`, { headers: again() }).then((r) => r.json());
    const stored = new Set(list.data.map((s: { name: string }) => s.name));
    for (const name of acknowledged) expect(stored.has(name)).toBe(true);

    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 150_000);
});

describe.skipIf(testDbKind() !== 'pglite')('stopping on SIGTERM', () => {
  it('lets requests in flight finish and answers new ones 503, never resetting one it accepted', async () => {
    const server = startServer();
    await waitReady();
    const headers = await signIn();
    const outcomes: string[] = [];
    const ask = async (i: number) => {
      try {
        const response = await fetch(`${base}/api/suburbs`, {
          method: 'POST',
          headers: headers(),
          body: JSON.stringify({ name: `Stopping ${i}`, region_id: 1, code: '2000' }),
        });
        outcomes.push(String(response.status));
      } catch (error) {
        // Refused outright once the port is closed is fine; a connection cut after it was accepted is not.
        const code = (error as { cause?: { code?: string } }).cause?.code ?? 'unknown';
        outcomes.push(code === 'ECONNREFUSED' ? 'refused' : `reset:${code}`);
      }
    };
    const first = Array.from({ length: 20 }, (_, i) => ask(i));
    await new Promise((resolve) => setTimeout(resolve, 30));
    server.child.kill('SIGTERM');
    const later = Array.from({ length: 20 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => ask(100 + i)));
    await Promise.all([...first, ...later]);
    expect(await server.exit).toBe(0);
    expect(outcomes.filter((outcome) => !['201', '503', 'refused'].includes(outcome))).toEqual([]);
    expect(outcomes).toContain('201');
  }, 120_000);
});

/** Polls until nothing answers on the port (the server and any orphan of it are gone). */
async function waitGone(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      !(await fetch(`${base}/healthz`).then(
        () => true,
        () => false,
      ))
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe.skipIf(testDbKind() !== 'pglite')('one data directory, one server; a stop is a stop', () => {
  // No demo: these servers only need to start.
  const bare = { SEED_DEMO: '0' };

  it('refuses a second server on the same data directory at once, naming the first by pid and port', async () => {
    const first = startServer(undefined, bare);
    await waitReady();
    const second = startServer(undefined, { ...bare, PORT: String(port + 1) });
    const started = Date.now();
    expect(await second.exit).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.stderr()).toContain(`in use by another server (pid ${first.child.pid} on port ${port})`);
    expect((await fetch(`${base}/readyz`)).ok, 'the first keeps serving').toBe(true);
    first.child.kill('SIGKILL');
    await first.exit;
    // The lock the killed server left is taken over by the next one.
    const next = startServer(undefined, bare);
    await waitReady();
    next.child.kill('SIGTERM');
    expect(await next.exit).toBe(0);
  }, 150_000);

  it('stops the whole `npm start` tree within 10 s on a signal to npm, and when npm dies without passing it on', async () => {
    for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
      const npm = startServer(['npm', 'start'], bare);
      await waitReady(120_000);
      const started = Date.now();
      npm.child.kill(signal);
      expect(await waitGone(12_000), `${signal}: the server still answers`).toBe(true);
      // The port closes first; the database closes and the lock goes a moment later, within the same 10 s.
      const lock = path.join(dataDir, 'server.lock');
      while (fs.existsSync(lock) && Date.now() - started < 12_000) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(fs.existsSync(lock), `${signal}: the lock is released`).toBe(false);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  }, 300_000);
});
