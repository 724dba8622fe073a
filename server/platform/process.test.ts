import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/databases';
import { serverProcess } from '../test/server-process';

/**
 * The real server as a process on the embedded database: SIGTERM ends it in time, and SIGKILL in
 * the middle of writes loses none that were acknowledged.
 */
const port = 3900 + Math.floor(Math.random() * 90);
const { base, dataDir, start: startServer, waitReady, startSignedIn, stopAll } = serverProcess('process', port);

afterAll(stopAll);

type Started = Awaited<ReturnType<typeof startSignedIn>>;
let running: Started | undefined;
/**
 * The signed-in server the case before left running, or a new one: each start costs seconds, so the cases that
 * need a server running hand it on, in file order (refused a second, killed, then stopped); run alone, a case
 * starts its own.
 */
async function serverRunning(): Promise<Started> {
  const child = running?.server.child;
  if (running && child?.exitCode === null && child.signalCode === null) return running;
  running = await startSignedIn();
  return running;
}

describe.skipIf(testDbKind() !== 'pglite')('one data directory, one server', () => {
  it('refuses a second server on the same data directory at once, naming the first by pid and port', async () => {
    const first = (await serverRunning()).server;
    const second = startServer(undefined, { PORT: String(port + 1) });
    const started = Date.now();
    expect(await second.exit).toBe(1);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(second.stderr()).toContain(`in use by another server (pid ${first.child.pid} on port ${port})`);
    expect((await fetch(`${base}/readyz`)).ok, 'the first keeps serving').toBe(true);
  }, 150_000);
});

describe.skipIf(testDbKind() !== 'pglite')('the server process', () => {
  it('keeps every acknowledged write when killed mid-write; the next start takes over the lock it left', async () => {
    const { server, headers } = await serverRunning();
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

    // Ready and signed in again on the same data directory: the lock the killed server left is taken over.
    const next = await serverRunning();
    const list = await fetch(`${base}/api/suburbs?search=Durable&count=100`, { headers: next.headers() }).then((r) => r.json());
    const stored = new Set(list.data.map((s: { name: string }) => s.name));
    for (const name of acknowledged) expect(stored.has(name)).toBe(true);
  }, 150_000);
});

describe.skipIf(testDbKind() !== 'pglite')('stopping on SIGTERM', () => {
  it('lets requests in flight finish and answers new ones 503, never resetting one it accepted; exits 0 within 10 s', async () => {
    const { server, headers } = await serverRunning();
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
    const stopped = Date.now();
    server.child.kill('SIGTERM');
    const later = Array.from({ length: 20 }, (_, i) => new Promise((resolve) => setTimeout(resolve, i * 15)).then(() => ask(100 + i)));
    await Promise.all([...first, ...later]);
    expect(await server.exit).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(10_000);
    expect(outcomes.filter((outcome) => !['201', '503', 'refused'].includes(outcome))).toEqual([]);
    expect(outcomes).toContain('201');
  }, 120_000);
});

/**
 * Polls until nothing answers on the port (the server and any orphan of it are gone). Asked less often than the
 * stopping server's quiet 250 ms (`registerGracefulStop`, platform/in-flight.ts): each request it turns away keeps
 * it answering 503 a while longer, and polling faster held every stop here to its 8.5 s limit.
 */
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
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return false;
}

describe.skipIf(testDbKind() !== 'pglite')('a stop is a stop', () => {
  // No demo: these servers only need to start.
  const bare = { SEED_DEMO: '0' };

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
