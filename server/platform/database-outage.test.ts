import fs from 'node:fs';
import net from 'node:net';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { buildRegion } from '../test/client-factories';
import { openTestDatabase, testDbKind } from '../test/databases';
import { buildDemoPeople } from '../test/demo';
import { signIn } from '../test/test-app';

/** A TCP proxy in front of PostgreSQL that can be cut and restored, to drop the app's connection. */
function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const [socket, other] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(socket);
          // One side gone takes the other with it: a side left open would keep its peer waiting for ever.
          socket.on('close', () => {
            sockets.delete(socket);
            other.destroy();
          });
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        if (address && typeof address === 'object') port = address.port;
        resolve();
      });
    });
  return {
    listen,
    port: () => port,
    async cut() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = null;
    },
  };
}

const postgres = testDbKind() === 'pg';
/** The app's files (none are written here); removed after the run. */
const dataDir = '.tmp/outage-data';
let proxy: ReturnType<typeof startProxy>;
let template: Awaited<ReturnType<typeof openTestDatabase>> | null = null;
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let nsw: number;

beforeAll(async () => {
  if (!postgres) return;
  template = await openTestDatabase();
  const url = new URL(process.env.DATABASE_URL ?? '');
  const name = (await template.executeSql('select current_database() as name')).rows[0].name as string;
  proxy = startProxy({ host: url.hostname, port: Number(url.port || 5432) });
  await proxy.listen();
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port());
  url.pathname = `/${name}`;
  database = await openDatabase({ databaseUrl: url.toString(), poolSize: 3 });
  app = await buildApp(loadConfig({}, { seedDemo: false, runJobs: false, dataDir }), {
    database,
    jobs: 'off',
    logger: false,
  });
  await buildDemoPeople(app.db);
  nsw = (await buildRegion(app.db)).id;
});

/** Eight writers start; 0.4 s in the database is cut for 0.6 s; 1.5 s after it is back they are told to stop. */
/**
 * Cuts the connection right after the next transaction commits. `heard`: the app had the commit's answer (and
 * fails on what comes after it); otherwise it hears only the connection's error, as when the cut beats the reply.
 */
function cutAfterNextCommit({ heard }: { heard: boolean }) {
  const underlying = database.db;
  // The database's own `transaction` (server/db/pooled-transaction.ts), put back after one use: deleting the
  // stand-in would leave drizzle's, which loses a connection that dies before BEGIN.
  const commit = underlying.transaction;
  Object.assign(underlying, {
    transaction: async (...args: Parameters<typeof commit>) => {
      Object.assign(underlying, { transaction: commit });
      const result = await commit.apply(underlying, args);
      await proxy.cut();
      if (!heard) throw new Error('Connection terminated unexpectedly');
      return result;
    },
  });
}

async function cutUnderWriters(writer: (w: number) => Promise<void>, stop: () => void) {
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await new Promise((resolve) => setTimeout(resolve, 400));
  await proxy.cut();
  await new Promise((resolve) => setTimeout(resolve, 600));
  await proxy.listen();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stop();
  await Promise.all(writers);
}

afterAll(async () => {
  if (!postgres) return;
  // The app's connections go through the proxy: cutting it first lets its pool close at once.
  await proxy.cut();
  await app.close();
  await database.close();
  await template?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * No connection is kept out of the pool once the writers are done: one lost at each cut (drizzle's transaction
 * once lost a connection that died before BEGIN, server/db/pooled-transaction.ts) leaves the next requests waiting.
 */
async function expectEveryConnectionBack() {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // A key's late bookkeeping (idempotency.ts retries it for a few seconds) may hold one for a moment.
  await expect.poll(() => pool.totalCount - pool.idleCount, { message: 'connections still checked out', timeout: 10_000 }).toBe(0);
}

describe.skipIf(!postgres)('when the database connection drops', () => {
  it('fails fast with 503, says so on /readyz, and recovers by itself; acknowledged writes stay', async () => {
    const client = await signIn(app, 'admin@example.com');
    const created = await client.post('/api/suburbs', { name: 'Before Outage', region_id: nsw, code: '2000' });
    expect(created.statusCode, created.body).toBe(201);

    await proxy.cut();
    const started = Date.now();
    const during = await client.get('/api/suburbs');
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ message: 'Service unavailable. Please try again shortly.' });
    expect(Date.now() - started).toBeLessThan(6000);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);

    await proxy.listen();
    let ready = 0;
    for (let i = 0; i < 50 && ready !== 200; i++) {
      ready = (await app.inject({ method: 'GET', url: '/readyz' })).statusCode;
      if (ready !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(200);
    const after = await client.get('/api/suburbs?search=Before%20Outage');
    expect(after.statusCode).toBe(200);
    expect(after.json().data.map((s: { name: string }) => s.name)).toEqual(['Before Outage']);
  }, 30_000);

  it('survives a cut in the middle of concurrent writes: answers 503 meanwhile, recovers, and keeps every write it acknowledged', async () => {
    const client = await signIn(app, 'admin@example.com');
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let writing = true;
    // Eight writers at once, each a transaction (create + audit), so connections are checked out when it drops.
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const name = `Load ${w}-${i}`;
        const response = await client.post('/api/suburbs', { name, region_id: nsw, code: '2000' });
        statuses.add(response.statusCode);
        if (response.statusCode === 201) acknowledged.push(name);
      }
    };
    await cutUnderWriters(
      (w) => writer(w),
      () => {
        writing = false;
      },
    );

    await expectEveryConnectionBack();
    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const stored = new Set(
      (await database.executeSql("select name from suburbs where name like 'Load %'")).rows.map((row) => String(row.name)),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(8);
  }, 30_000);

  // heard: the cut comes right after the create's commit, before the re-read (committed, yet answered 503);
  // unheard: the connection dies as PostgreSQL commits (the write and its key are in, the app hears only the error).
  it.each([
    [
      'answers a keyed create whose answer the cut lost, on its retry, without a second record',
      { heard: true, name: 'Committed Unanswered' },
    ],
    [
      'keeps the key of a create whose commit the cut left unacknowledged, so its retry writes nothing',
      { heard: false, name: 'Commit Unheard' },
    ],
  ] as const)(
    '%s',
    async (_title, { heard, name }) => {
      const client = await signIn(app, 'admin@example.com');
      cutAfterNextCommit({ heard });
      const create = () => keyedPost(client, name, heard ? 'key-cut' : 'key-unheard');
      expect((await create()).statusCode).toBe(503);
      await proxy.listen();
      // Long enough for the request's own clean-up of the key (0.5, 1 s after the answer) to reach the database.
      if (!heard) await new Promise((resolve) => setTimeout(resolve, 2500));
      const retried = await untilAnswered(create);
      expect(retried.statusCode, retried.body).toBe(201);
      expect(retried.json()).toMatchObject({ name });
      expect((await database.executeSql(`select count(*)::int as n from suburbs where name = '${name}'`)).rows[0].n).toBe(1);
    },
    30_000,
  );

  it('makes each keyed write once through a cut under concurrent writers that retry until answered', async () => {
    const client = await signIn(app, 'admin@example.com');
    const answered: string[] = [];
    let writing = true;
    const writer = async (w: number) => {
      for (let i = 0; writing; i++) {
        const name = `Keyed ${w}-${i}`;
        const response = await untilAnswered(() => keyedPost(client, name, name));
        expect(response.statusCode, response.body).toBe(201);
        answered.push(name);
      }
    };
    await cutUnderWriters(
      (w) => writer(w),
      () => {
        writing = false;
      },
    );

    await expectEveryConnectionBack();
    const stored = (await database.executeSql("select name, count(*)::int as n from suburbs where name like 'Keyed %' group by name")).rows;
    expect(stored.filter((row) => row.n !== 1)).toEqual([]);
    expect(stored.map((row) => String(row.name)).sort()).toEqual([...answered].sort());
  }, 60_000);
});

const keyedPost = (client: Awaited<ReturnType<typeof signIn>>, name: string, key: string) =>
  client.request({
    method: 'POST',
    url: '/api/suburbs',
    payload: { name, region_id: nsw, code: '2000' },
    headers: { 'idempotency-key': key },
  });

/** Sends again while the answer is 503 or 409 (waiting the Retry-After), as a client keeping its key does. */
async function untilAnswered(send: () => ReturnType<typeof keyedPost>) {
  for (let attempt = 0; ; attempt++) {
    const response = await send();
    if ((response.statusCode !== 503 && response.statusCode !== 409) || attempt > 100) return response;
    const seconds = Number(response.headers['retry-after'] ?? 0);
    await new Promise((resolve) => setTimeout(resolve, seconds ? seconds * 1000 : 100));
  }
}
