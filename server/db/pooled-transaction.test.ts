import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { openTestDatabase, testDbKind } from '../test/databases';

const postgres = testDbKind() === 'pg';
let template: Awaited<ReturnType<typeof openTestDatabase>>;
/** One connection: a connection the pool lost would leave nothing for the next transaction. */
let database: Database;
let pool: pg.Pool;

beforeAll(async () => {
  if (!postgres) return;
  template = await openTestDatabase();
  database = await openDatabase({ databaseUrl: template.url, poolSize: 1 });
  pool = (database.db as unknown as { $client: pg.Pool }).$client;
});

afterAll(async () => {
  if (!postgres) return;
  await database.close();
  await template.drop();
});

/** The connection dies as the pool hands it over, before the transaction's BEGIN reaches the server. */
function dieAtCheckout() {
  pool.once('acquire', (client) => (client as pg.PoolClient & { connection: { stream: { destroy(): void } } }).connection.stream.destroy());
}

const selectOne = () =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    return 'answered';
  });

describe.skipIf(!postgres)('a transaction on the PostgreSQL pool', () => {
  it('gives back a connection that died before BEGIN, so the next transaction has one', async () => {
    dieAtCheckout();
    await expect(selectOne()).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount, 'connections still checked out').toBe(0);
    // With the connection kept out, this would wait the pool's 5 s and fail with "timeout exceeded".
    await expect(selectOne()).resolves.toBe('answered');
  });

  it('destroys a connection whose ROLLBACK failed, and keeps one whose work failed and rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    ).rejects.toThrow();
    expect(pool.totalCount, 'the dead connection is gone').toBe(0);

    await selectOne();
    const [before] = (await database.executeSql('select pg_backend_pid() as pid')).rows;
    await expect(
      database.db.transaction(async () => {
        throw new Error('refused by the work');
      }),
    ).rejects.toThrow('refused by the work');
    const [after] = (await database.executeSql('select pg_backend_pid() as pid')).rows;
    expect(after.pid, 'the same connection serves on').toBe(before.pid);
  });

  it('commits and answers as before', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create table pooled_check (n int)`);
      await tx.execute(sql`insert into pooled_check values (1), (2)`);
    });
    expect((await database.executeSql('select sum(n)::int as n from pooled_check')).rows[0].n).toBe(3);
  });
});
