import net from 'node:net';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, instantOf, todayIn } from '../shared/dates';
import { startSmtpSink } from '../scripts/soak/smtp-sink';
import { autoRemindJob } from './features/invoices/auto-remind';
import { buildClient } from './test/client-factories';
import { openTestDatabase, testDbKind } from './test/databases';
import { buildDemoPeople } from './test/demo';
import { httpClient } from './test/http-client';
import { saveBusiness } from './test/invoice-documents';
import { buildInvoice } from './test/invoice-factories';
import { startS3Store } from './test/s3-store';
import { serverProcess } from './test/server-process';
import { timeZone } from './test/test-app';
import { fakePdf, sendPiece, sha256Of } from './test/uploads';

/**
 * Two app processes on one PostgreSQL database and one S3 bucket, driven alternately over loopback as a load
 * balancer without sticky sessions would (docs/operations.md "Running on several machines"): what one process
 * does, the other sees and continues, jobs run once, and stopping one loses nothing.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(check: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('gave up waiting');
    await pause(250);
  }
}

describe.skipIf(testDbKind() !== 'pg')('several app processes on one PostgreSQL database', () => {
  let cleanUp: (() => Promise<void>)[] = [];
  let processes: ReturnType<typeof serverProcess>[];
  let servers: ReturnType<ReturnType<typeof serverProcess>['start']>[];
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let client: ReturnType<typeof httpClient>;
  let adminId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    cleanUp.push(() => database.drop());
    const { people } = await buildDemoPeople(database.db);
    adminId = people.admin.id;
    const s3 = await startS3Store();
    cleanUp.push(s3.close);
    sink = await startSmtpSink(0);
    cleanUp.push(sink.close);
    const env = {
      ...s3.env,
      DATABASE_URL: database.url ?? '',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      RUN_JOBS: '1',
      SEED_DEMO: '0',
    };
    processes = [serverProcess('several-a', await freePort(), env), serverProcess('several-b', await freePort(), env)];
    cleanUp.push(async () => processes.forEach((p) => p.stopAll()));
    servers = processes.map((p) => p.start());
    await Promise.all(
      processes.map((p, i) => p.waitReady().catch((error: Error) => Promise.reject(new Error(`${error.message}: ${servers[i].stderr()}`)))),
    );
    client = httpClient(processes.map((p) => p.base));
    // Signed in through one process (the csrf cookie from the other): sessions live in the database.
    await client.get('/sanctum/csrf-cookie');
    expect((await client.post('/login', { email: 'admin@example.com', password: 'cleanup-demo' })).statusCode).toBe(204);
    await saveBusiness(client);
  }, 240_000);

  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step().catch(() => {});
    cleanUp = [];
  });

  it('completes a chunked upload byte-identical when its pieces go to different processes', async () => {
    const file = fakePdf(1_700_000);
    const begun = await client.post(`/api/users/${adminId}/documents`, {
      name: 'insurance',
      expires_at: null,
      filename: 'policy.pdf',
      size: file.length,
    });
    expect(begun.statusCode, begun.body).toBe(201);
    const { id } = begun.json();
    const landed: string[] = [];
    for (let offset = 0; offset < file.length; offset += 640_000) {
      const piece = file.subarray(offset, offset + 640_000);
      const response = await sendPiece(client, id, piece, offset, offset + piece.length >= file.length);
      expect(response.statusCode, response.body).toBe(200);
      landed.push(client.last());
    }
    expect(new Set(landed).size).toBe(2);
    // Listed and downloaded through each process, byte-identical.
    for (const _ of processes) {
      const [document] = (await client.get(`/api/users/${adminId}/documents`)).json().data;
      const download = await client.get(document.download_url);
      expect(download.statusCode).toBe(200);
      expect(sha256Of(download.rawPayload)).toBe(sha256Of(file));
    }
  });

  it('shows a change made through one process through the other at once, with its cache time', async () => {
    client.on(0);
    const before = (await client.get('/api/cache-check')).json().vendors;
    const created = await client.post('/api/vendors', { name: 'Seen Everywhere Supplies' });
    expect(created.statusCode, created.body).toBe(201);
    client.on(1);
    const after = (await client.get('/api/cache-check')).json().vendors;
    expect(after).not.toBe(before);
    const listed = (await client.get('/api/vendors?count=100')).json().data.map((v: { name: string }) => v.name);
    expect(listed).toContain('Seen Everywhere Supplies');
    client.on(null);
  });

  // No process keeps a session, a user or a role's permissions between requests (decision 043).
  it('refuses a permission taken away, a session signed out and a user disabled through one process on the next request to the other', async () => {
    const office = httpClient(processes.map((p) => p.base));
    office.on(0);
    await office.get('/sanctum/csrf-cookie');
    expect((await office.post('/login', { email: 'office@example.com', password: 'cleanup-demo' })).statusCode).toBe(204);
    expect((await office.get('/api/clients')).statusCode).toBe(200);

    client.on(1);
    const roles = (await client.get('/api/roles?count=100')).json().data as { id: number; name: string; permissions: string[] }[];
    const role = roles.find((r) => r.name === 'Office');
    if (!role) throw new Error('The demo has no Office role');
    // Its children go with it: a child keeps its parent (normalisePermissions).
    const clientKeys = ['view_clients', 'manage_clients', 'suspend_clients'];
    const withoutClients = { name: role.name, permissions: role.permissions.filter((p) => !clientKeys.includes(p)) };
    expect((await client.put(`/api/roles/${role.id}`, withoutClients)).statusCode).toBe(200);
    expect((await office.get('/api/clients')).statusCode).toBe(403);
    expect((await client.put(`/api/roles/${role.id}`, { name: role.name, permissions: role.permissions })).statusCode).toBe(200);
    expect((await office.get('/api/clients')).statusCode).toBe(200);

    const stale = httpClient(processes.map((p) => p.base));
    Object.assign(stale.cookies, office.cookies);
    stale.on(0);
    expect((await stale.get('/api/user')).statusCode).toBe(200);
    office.on(1);
    expect((await office.post('/logout')).statusCode).toBe(204);
    expect((await stale.get('/api/user')).statusCode).toBe(401);

    expect((await office.post('/login', { email: 'office@example.com', password: 'cleanup-demo' })).statusCode).toBe(204);
    office.on(0);
    expect((await office.get('/api/user')).statusCode).toBe(200);
    await database.executeSql('update users set active = false where email = $1', ['office@example.com']);
    try {
      expect((await office.get('/api/user')).statusCode).toBe(401);
    } finally {
      await database.executeSql('update users set active = true where email = $1', ['office@example.com']);
      client.on(null);
    }
  });

  /** Clients with auto-remind on and an invoice 16 days overdue: each is due one reminder tonight. */
  async function owingClients(count: number, tag: string) {
    const today = todayIn(timeZone);
    for (let i = 0; i < count; i++) {
      const contacts = [{ name: 'Accounts', email: `pay-${tag}-${i}@several.example`, type: 'account' as const }];
      const owing = await buildClient(database.db, { autoRemind: true, contacts });
      const sentAt = instantOf(addDays(today, -30), timeZone, '10:00');
      await buildInvoice(database.db, { clientId: owing.id, issuedAt: addDays(today, -30), terms: 14, sentAt });
    }
  }

  /** Queues the nightly reminder run `times` times, as the schedule does, straight into the shared queue. */
  async function queueReminders(times: number) {
    const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      for (let i = 0; i < times; i++) await boss.send(autoRemindJob, {});
    } finally {
      await boss.stop({ graceful: false });
    }
  }

  it('runs a queued reminder job once, and the outbox sends each of its e-mails once', async () => {
    await owingClients(6, 'both');
    // Queued twice, as two processes' schedules firing together would: the second run finds nothing due.
    await queueReminders(2);
    await until(async () => sink.deliveries.length >= 6);
    // Long enough for a second delivery of any of them to arrive, had there been one.
    await pause(5_000);
    // Each queued run was taken by one process and completed there, never retried elsewhere.
    const runs = await database.executeSql('select state, retry_count from pgboss.job where name = $1', [autoRemindJob]);
    expect(runs.rows).toEqual([
      { state: 'completed', retry_count: 0 },
      { state: 'completed', retry_count: 0 },
    ]);
    const ids = sink.deliveries.map((d) => d.messageId);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  }, 120_000);

  it('loses nothing when one process stops while the other serves', async () => {
    const acknowledged: string[] = [];
    const writes = (async () => {
      for (let i = 0; i < 30; i++) {
        const name = `Stopping Supplies ${i}`;
        // As a balancer does: a request the stopping process refused (503, or its port closed) goes to the other,
        // and the stopping one is taken out of the rotation.
        for (let attempt = 0; attempt < 2; attempt++) {
          const response = await client.post('/api/vendors', { name }).catch(() => null);
          if (response?.statusCode === 201) {
            acknowledged.push(name);
            break;
          }
          expect([undefined, 503]).toContain(response?.statusCode);
          client.on(1);
        }
      }
    })();
    await until(async () => acknowledged.length >= 5);
    servers[0].child.kill('SIGTERM');
    await writes;
    expect(await servers[0].exit).toBe(0);

    client.on(1);
    const listed = (await client.get('/api/vendors?search=Stopping&count=100')).json().data.map((v: { name: string }) => v.name);
    for (const name of acknowledged) expect(listed).toContain(name);
    expect(acknowledged).toHaveLength(30);

    // The survivor runs the jobs alone: the next reminders go out, once each.
    const before = sink.deliveries.length;
    await owingClients(2, 'survivor');
    await queueReminders(1);
    await until(async () => sink.deliveries.length >= before + 2);
    await pause(3_000);
    expect(new Set(sink.deliveries.map((d) => d.messageId)).size).toBe(before + 2);
    expect(sink.deliveries).toHaveLength(before + 2);
    client.on(null);
  }, 120_000);
});
