import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pooledTransactions } from './pooled-transaction';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers' databases (and their transactions) satisfy this one type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Raw SQL for libraries that bring their own (pg-boss). Parameterless scripts may hold several statements. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `work` while no other process does the same on this database: processes starting together (a deploy)
   * migrate one after the other, so the first applies what is new and the others find nothing left.
   */
  oneProcessAtATime<T>(work: () => Promise<T>): Promise<T>;
};

/** The advisory lock's key: any number no other code on the database uses. */
const startLockKey = 20_261_127;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** `port` is written into the data directory's lock, so a second server can say which one holds it. */
export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
  port?: number;
  /** PostgreSQL only: sees each pooled connection once, as it is made (the tests watch them, server/test/databases.ts). */
  onConnect?: (client: pg.PoolClient) => void;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPg(options.databaseUrl, options.poolSize ?? 10, options.onConnect);
  if (options.pglite) return wrapPglite(options.pglite);
  if (!options.dataDir) return wrapPglite(await PGlite.create({ extensions: { pg_trgm } }));
  const unlock = lockDataDir(options.dataDir, options.port ?? null);
  // A process that exits without closing (an error at start, process.exit) still lets the next one in at once.
  process.once('exit', unlock);
  try {
    return wrapPglite(await PGlite.create({ dataDir: path.join(options.dataDir, 'pgdata'), extensions: { pg_trgm } }), unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The embedded database behind `db`, or null when it runs on PostgreSQL. */
export function pgliteOf(db: Db): PGlite | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof PGlite ? client : null;
}

export function wrapPglite(pglite: PGlite, onClose: () => void = () => {}): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async executeSql(text, values = []) {
      if (values.length === 0) {
        const results = await pglite.exec(text);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as Record<string, unknown>[], rowCount: last?.affectedRows ?? 0 };
      }
      const result = await pglite.query<Record<string, unknown>>(text, values);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async ping() {
      await pglite.query('select 1');
    },
    async close() {
      if (!pglite.closed) await pglite.close();
      onClose();
    },
    // The embedded database belongs to one process (server.lock).
    oneProcessAtATime: (work) => work(),
  };
}

function openPg(connectionString: string, max: number, onConnect?: (client: pg.PoolClient) => void): Database {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // A client losing its connection (the server restarted, the network dropped) must not crash the process:
  // an idle one is dropped by the pool; one checked out, inside a transaction, has its query fail (503) and
  // is thrown away on release. Without a listener of its own, its 'error' event would be unhandled.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
    onConnect?.(client);
  });
  const db = Object.assign(drizzlePg(pool, { schema }) as unknown as Db, { transaction: pooledTransactions(pool, schema) });
  return {
    db,
    kind: 'pg',
    async executeSql(text, values = []) {
      const result = await pool.query(text, values);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [], rowCount: last?.rowCount ?? 0 };
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
    // A connection of its own, outside the pool (which may have one connection only), holds the lock while the
    // work runs on the pool; ending that session releases it, also when the work fails.
    async oneProcessAtATime(work) {
      const lock = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [startLockKey]);
        return await work();
      } finally {
        await lock.end().catch(() => {});
      }
    },
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await database.oneProcessAtATime(() => migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder }));
  }
}
