import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp, demo } from '../test/demo';
import { type Client, createClient } from '../test/test-app';
import { pruneIdempotencyKeys } from './idempotency-keys';
import { idempotencyKeys } from './idempotency-keys.table';

const { t, admin, office } = await createDemoApp('admin', 'office');
afterAll(() => t.close());

const post = (as: Client, url: string, key: string, payload: unknown) =>
  as.request({ method: 'POST', url, payload: payload as object, headers: { 'idempotency-key': key } });
const countClients = async (name: string) =>
  (await t.app.database.executeSql('select count(*)::int as n from clients where name = $1', [name])).rows[0].n;

describe('Idempotency-Key on a creating POST', () => {
  it('answers the same key and body a second time with the first answer, creating nothing', async () => {
    const first = await post(admin, '/api/clients', 'key-same', { name: 'Idem Same', active: true });
    expect(first.statusCode).toBe(201);
    const again = await post(admin, '/api/clients', 'key-same', { name: 'Idem Same', active: true });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countClients('Idem Same')).toBe(1);
  });

  it('refuses the same key with another body (422 in the error shape), creating nothing', async () => {
    await post(admin, '/api/clients', 'key-other', { name: 'Idem First', active: true });
    const refused = await post(admin, '/api/clients', 'key-other', { name: 'Idem Second', active: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'This Idempotency-Key was already used for another request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used for another request.'] },
    });
    expect(await countClients('Idem Second')).toBe(0);
  });

  it('scopes a key to its user: another user with the same key creates their own', async () => {
    expect((await post(admin, '/api/clients', 'key-shared', { name: 'Idem Shared', active: true })).statusCode).toBe(201);
    expect((await post(office, '/api/clients', 'key-shared', { name: 'Idem Shared', active: true })).statusCode).toBe(201);
    expect(await countClients('Idem Shared')).toBe(2);
  });

  it('refuses a key longer than 255 characters or outside printable ASCII, and accepts a quoted one', async () => {
    for (const key of ['x'.repeat(256), 'clé', 'tab\there']) {
      const refused = await post(admin, '/api/clients', key, { name: 'Idem Bad Key', active: true });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ 'Idempotency-Key': ['The Idempotency-Key must be 1 to 255 printable ASCII characters.'] });
    }
    expect(await countClients('Idem Bad Key')).toBe(0);
    // The draft's header is a structured-field string: "abc" and abc are the same key.
    const quoted = await post(admin, '/api/clients', '"key-quoted"', { name: 'Idem Quoted', active: true });
    expect((await post(admin, '/api/clients', 'key-quoted', { name: 'Idem Quoted', active: true })).body).toBe(quoted.body);
    expect(await countClients('Idem Quoted')).toBe(1);
    expect((await post(admin, '/api/clients', `"${'y'.repeat(255)}"`, { name: 'Idem Long', active: true })).statusCode).toBe(201);
  });

  it('answers the retry of a create whose answer was lost after its commit, without a second record', async () => {
    // The outage decision 022 answers: the create commits, the re-read after it fails (503), the client retries.
    const underlying = t.app.database.db;
    const commit = underlying.transaction.bind(underlying);
    let failNextRead = false;
    Object.assign(underlying, {
      transaction: async (...args: Parameters<typeof commit>) => {
        const result = await commit(...args);
        failNextRead = true;
        return result;
      },
    });
    const select = t.app.db.select.bind(t.app.db);
    Object.assign(t.app.db, {
      select: (...args: Parameters<typeof select>) => {
        if (!failNextRead) return select(...args);
        failNextRead = false;
        throw new Error('Connection terminated unexpectedly');
      },
    });
    try {
      const lost = await post(admin, '/api/clients', 'key-lost', { name: 'Idem Lost', active: true });
      expect(lost.statusCode).toBe(503);
    } finally {
      delete (underlying as Partial<typeof underlying>).transaction;
      delete (t.app.db as Partial<typeof t.app.db>).select;
    }
    expect(await countClients('Idem Lost')).toBe(1);
    const retried = await post(admin, '/api/clients', 'key-lost', { name: 'Idem Lost', active: true });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ name: 'Idem Lost', active: true });
    expect(await countClients('Idem Lost')).toBe(1);
    expect((await post(admin, '/api/clients', 'key-lost', { name: 'Idem Lost', active: true })).body).toBe(retried.body);
  });

  it('answers 409 while the first request still runs, one record whatever the interleaving', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(admin, '/api/clients', 'key-parallel', { name: 'Idem Parallel', active: true })),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body)).size).toBe(1);
    for (const busy of answers.filter((a) => a.statusCode !== 201)) {
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toBe('A request with this Idempotency-Key is still being processed. Please try again shortly.');
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await countClients('Idem Parallel')).toBe(1);
  });

  it('takes over a key whose request died (its lock stale after 10 s), and forgets keys after 24 hours', async () => {
    // A request that took the key and died before its transaction committed: its lock is left, nothing else.
    expect((await post(admin, '/api/clients', 'key-dead', { name: 'Idem Dead', active: true })).statusCode).toBe(201);
    await t.app.database.executeSql('delete from clients where name = $1', ['Idem Dead']);
    await t.app.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, steps: [], lockedBy: crypto.randomUUID(), lockedAt: sql`now()` })
      .where(eq(idempotencyKeys.key, 'key-dead'));
    const busy = await post(admin, '/api/clients', 'key-dead', { name: 'Idem Dead', active: true });
    expect(busy.statusCode).toBe(409);
    await t.app.db
      .update(idempotencyKeys)
      .set({ lockedAt: sql`now() - interval '11 seconds'` })
      .where(eq(idempotencyKeys.key, 'key-dead'));
    expect((await post(admin, '/api/clients', 'key-dead', { name: 'Idem Dead', active: true })).statusCode).toBe(201);
    expect(await countClients('Idem Dead')).toBe(1);

    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-dead'));
    expect((await post(admin, '/api/clients', 'key-dead', { name: 'Idem Dead Later', active: true })).statusCode).toBe(201);
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'key-same'));
    await pruneIdempotencyKeys(t.app.db);
    const keys = (await t.app.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((k) => k.key);
    expect(keys).toContain('key-dead');
    expect(keys).not.toContain('key-same');
  });

  it('lets a refused request (nothing written) be retried afresh with its key', async () => {
    const refused = await post(admin, '/api/clients', 'key-refused', { name: '', active: true });
    expect(refused.statusCode).toBe(422);
    const missing = await post(admin, '/api/clients/999999/contacts', 'key-missing', { name: 'Nobody' });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-missing'))).length).toBe(0);
  });

  it('is ignored by PUT and by the session routes', async () => {
    const created = (await post(admin, '/api/clients', 'key-put', { name: 'Idem Put', active: true })).json();
    const put = await admin.request({
      method: 'PUT',
      url: `/api/clients/${created.id}`,
      payload: { name: 'Idem Put 2', active: true },
      headers: { 'idempotency-key': 'clé' },
    });
    expect(put.statusCode).toBe(200);
    const guest = createClient(t.app);
    await guest.get('/sanctum/csrf-cookie');
    const login = await post(guest, '/login', 'clé', { email: demo.admin, password: 'cleanup-demo' });
    expect(login.statusCode).toBe(204);
  });
});

describe('every creating POST', () => {
  it('creates an expense, a bank line, an invoice and a note once for a key sent twice', async () => {
    const client = (await post(admin, '/api/clients', 'key-owner', { name: 'Idem Owner', active: true })).json() as { id: number };
    const creates: [string, object, string][] = [
      [
        '/api/expenses',
        { description: 'Idem parking', created_at: '2026-11-01', amount: 1200 },
        `expenses where description = 'Idem parking'`,
      ],
      [
        '/api/transactions',
        { created_at: '2026-11-02', description: 'Idem banked', amount: 55_000 },
        `bank_transactions where description = 'Idem banked'`,
      ],
      ['/api/invoices', { client_id: client.id }, `invoices where client_id = ${client.id}`],
      [`/api/clients/${client.id}/notes`, { note: 'Idem note' }, `notes where parent_id = ${client.id}`],
    ];
    for (const [url, body, rows] of creates) {
      const first = await post(admin, url, `key-${url}`, body);
      expect(first.statusCode, first.body).toBe(201);
      const again = await post(admin, url, `key-${url}`, body);
      expect([again.statusCode, again.body]).toEqual([201, first.body]);
      expect((await t.app.database.executeSql(`select count(*)::int as n from ${rows}`)).rows[0].n, url).toBe(1);
    }
  });
});
