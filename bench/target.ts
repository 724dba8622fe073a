import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { randomToken } from '../server/platform/crypto';

export type DatabaseKind = 'pglite' | 'pg';

export type Target = {
  kind: DatabaseKind;
  /** What the report calls this database (never shows a password). */
  label: string;
  app: FastifyInstance;
  port: number;
  close(): Promise<void>;
};

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The real app, seeded with the demo business unless `seedDemo` is false, listening on a loopback port. On
 * PostgreSQL it gets a fresh database of its own on the server DATABASE_URL names; the database in that URL
 * is only connected to (to create and drop ours), never written.
 */
export async function startTarget(
  kind: DatabaseKind,
  serverUrl?: string,
  options: { seedDemo?: boolean; runJobs?: boolean } = {},
): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-bench-'));
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  let label = `PGlite (embedded, ${dataDir})`;
  if (kind === 'pg') {
    if (!serverUrl) throw new Error('PostgreSQL needs DATABASE_URL');
    const name = `cleanup_bench_${randomToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`;
    const url = new URL(serverUrl);
    if (url.pathname === `/${name}`) throw new Error('Refusing to use the given database');
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    label = `PostgreSQL (temporary database ${name} on ${url.hostname}:${url.port || 5432})`;
    dropDatabase = async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
  }
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig(
      {},
      { dataDir, databaseUrl, seedDemo: options.seedDemo ?? true, runJobs: options.runJobs ?? false, logLevel: 'silent' },
    );
    const app = await buildApp(config, { logger: false });
    let port: number;
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('The server has no TCP address');
      port = address.port;
    } catch (error) {
      await app.close();
      throw error;
    }
    return {
      kind,
      label,
      app,
      port,
      async close() {
        try {
          await app.close();
        } finally {
          await dropDatabase();
          removeDataDir();
        }
      },
    };
  } catch (error) {
    await dropDatabase();
    removeDataDir();
    throw error;
  }
}
