import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { type Database, migrate, openDatabase, wrapPglite } from '../db/client';
import { randomToken } from '../platform/crypto';
import { watchOneQueryAtATime } from './one-query-at-a-time';

/**
 * One migrated template per run (made in global setup), copied for each test file: starting and
 * migrating a fresh database per file would cost seconds each.
 */
/**
 * Each test run names its own templates (global setup sets TEST_RUN_ID; workers inherit it), so
 * two runs on one machine never drop each other's template.
 */
const runId = () => {
  process.env.TEST_RUN_ID ??= `${process.pid}_${Date.now().toString(36)}`;
  return process.env.TEST_RUN_ID;
};
const templateFile = () => path.resolve(`.tmp/pglite-template-${runId()}.tar`);
const templateDatabase = () => `cleanup_test_template_${runId()}`;

export type TestDbKind = 'pglite' | 'pg';
export const testDbKind = (): TestDbKind => (process.env.TEST_DB === 'pg' ? 'pg' : 'pglite');

function serverUrl(database: string) {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function makeTemplates() {
  fs.mkdirSync(path.dirname(templateFile()), { recursive: true });
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(wrapPglite(pglite));
  // Nothing makes a database from these on PGlite; without them each copy unpacks 15 MB less (decision 050).
  for (const name of ['template1', 'template0']) {
    await pglite.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    await pglite.exec(`DROP DATABASE ${name}`);
  }
  const dump = await pglite.dumpDataDir('none');
  fs.writeFileSync(templateFile(), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  if (process.env.DATABASE_URL) {
    await admin(async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${templateDatabase()}`);
    });
    const database = await openDatabase({ databaseUrl: serverUrl(templateDatabase()), poolSize: 1 });
    await migrate(database);
    await database.close();
  }
}

/** A fresh, migrated, empty database of the kind this test project runs on. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void>; url?: string }> {
  if (testDbKind() === 'pg') {
    const name = `cleanup_test_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase()}`));
    const overlaps: string[] = [];
    const database = await openDatabase({
      databaseUrl: serverUrl(name),
      poolSize: 5,
      onConnect: (client) => watchOneQueryAtATime(client, (stack) => overlaps.push(stack)),
    });
    return {
      ...database,
      // For other processes (the app started as a process) to open the same database.
      url: serverUrl(name),
      async drop() {
        await database.close();
        await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
        // Fails the file's closing hook; each stack names the code that sent the second query.
        if (overlaps.length > 0) {
          throw new Error(
            `${overlaps.length} queries were sent on a PostgreSQL connection already running one (a Promise.all on a transaction?):\n` +
              overlaps.slice(0, 3).join('\n\n'),
          );
        }
      },
    };
  }
  const database = await openTemplateCopy();
  return { ...database, drop: () => database.close() };
}

type PgliteParts = { pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module; fsBundle: Blob; template: Blob };
let pgliteParts: Promise<PgliteParts> | undefined;

/**
 * PGlite's WebAssembly compiled, its file system bundle and the template read, once for the worker (its test files
 * share modules, decision 045): each copy read and compiled them again, about a tenth of a second a file.
 */
function partsOfPglite(): Promise<PgliteParts> {
  if (!pgliteParts) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    pgliteParts = (async () => ({
      pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(dist, 'pglite.wasm'))),
      initdbWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(dist, 'initdb.wasm'))),
      fsBundle: new Blob([fs.readFileSync(path.join(dist, 'pglite.data'))]),
      template: new Blob([fs.readFileSync(templateFile())]),
    }))();
  }
  return pgliteParts;
}

/**
 * Shared buffers of 16 MB, not PostgreSQL's 128 MB: a copy starts with less memory to set up, and a test database is
 * small (the demo business's seed, the largest, took no longer with them; decision 050).
 */
const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * The migrated template unpacked into an embedded database, open: in memory, or in a data directory (`pgdata` of a
 * server's DATA_DIR), where a server process started on it finds its migrations done, as on any start after the first.
 */
export async function openTemplateCopy(pgdata?: string): Promise<Database> {
  const { template, ...compiled } = await partsOfPglite();
  return wrapPglite(await PGlite.create({ dataDir: pgdata, loadDataDir: template, extensions: { pg_trgm }, startParams, ...compiled }));
}

/** After the run: drop this run's templates. */
export async function dropTemplates() {
  fs.rmSync(templateFile(), { force: true });
  if (process.env.DATABASE_URL) {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${templateDatabase()} WITH (FORCE)`));
  }
}
