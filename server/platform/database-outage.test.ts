import net from 'node:net';
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
  app = await buildApp(loadConfig({}, { seedDemo: false, runJobs: false, dataDir: '.tmp/outage-data' }), {
    database,
    jobs: 'off',
    logger: false,
  });
  await buildDemoPeople(app.db);
  nsw = (await buildRegion(app.db)).id;
});

afterAll(async () => {
  if (!postgres) return;
  // The app's connections go through the proxy: cutting it first lets its pool close at once. Closing is bounded
  // (20 s): in a full parallel run the pool's close has been seen to wait for ever after the tests passed (open
  // question, see the closing note of 2026-11-24); dropping the database WITH (FORCE) ends its connections anyway.
  await proxy.cut();
  const bounded = (closing: Promise<unknown>) => Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  await bounded(app.close());
  await bounded(database.close());
  await template?.drop();
});

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
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 600));
    await proxy.listen();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    writing = false;
    await Promise.all(writers);

    expect([...statuses].every((status) => status === 201 || status === 503)).toBe(true);
    expect(statuses).toContain(503);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    const stored = new Set(
      (await database.executeSql("select name from suburbs where name like 'Load %'")).rows.map((row) => String(row.name)),
    );
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(8);
  }, 30_000);
});
