import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { randomToken } from '../platform/crypto';
import { testDbKind } from '../test/databases';
import { migrate, openDatabase } from './client';

/** An empty database of its own on the test server (no template: the point is migrating from nothing). */
const name = `cleanup_migrate_${randomToken(6)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, 'x')}`;
const urlOf = (database: string) => {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
};
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

describe.skipIf(testDbKind() !== 'pg')('processes starting together on a new database', () => {
  afterAll(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('migrate one after the other: every migration applied once, and no start fails', async () => {
    await onServer(`CREATE DATABASE ${name}`);
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: urlOf(name), poolSize: 2 })));
    try {
      await Promise.all(databases.map((database) => migrate(database)));
      const applied = await databases[0].executeSql('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash');
      expect(applied.rows.length).toBeGreaterThan(30);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  }, 180_000);
});
