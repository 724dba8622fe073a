import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db, Schema } from './client';

/**
 * `db.transaction` on the PostgreSQL pool, giving its connection back whatever happens. drizzle's own runs BEGIN
 * before the `try` whose `finally` releases the connection (drizzle-orm issues 6023 and 6241, open): a connection
 * that dies between checkout and BEGIN (a database restart, a network cut) is never given back, and once the pool's
 * few are lost so, every request waits for a connection that never comes, until the process restarts. Here the
 * transaction takes its connection itself, runs drizzle's transaction on that one connection, and always gives it
 * back: destroyed when BEGIN, COMMIT or ROLLBACK failed (its state is unknown), kept when only the work failed and
 * ROLLBACK succeeded. A COMMIT refused by a deferred check also costs a fresh connection: rare, and safe.
 */
export function pooledTransactions(pool: pg.Pool, schema: Schema): Db['transaction'] {
  const onConnection = new WeakMap<pg.PoolClient, Db>();
  return async (work, config) => {
    const connection = await pool.connect();
    let workFailure: unknown;
    let broken: Error | undefined;
    try {
      let db = onConnection.get(connection);
      if (!db) onConnection.set(connection, (db = drizzle(connection, { schema }) as unknown as Db));
      return await db.transaction(async (tx) => {
        try {
          return await work(tx);
        } catch (error) {
          workFailure = error;
          throw error;
        }
      }, config);
    } catch (error) {
      if (error !== workFailure) broken = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      connection.release(broken);
    }
  };
}
