import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

export type Fault = 'kill -9 the server' | 'database connections terminated' | 'database away 1–3 s';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/**
 * A TCP proxy between the server and PostgreSQL: cutting it drops every connection and refuses new ones, as a
 * restarting database does, until it listens again.
 */
async function startProxy(port: number, target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const current = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const [socket, other] of [
          [client, upstream],
          [upstream, client],
        ] as const) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            other.destroy();
          });
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
      server = current;
    });
  await listen();
  const address = (server as net.Server | null)?.address();
  // Listening again after a cut takes the same port, also when the first was chosen by the system.
  port = typeof address === 'object' && address ? address.port : port;
  return {
    port,
    listen,
    async cut() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = null;
    },
  };
}

/**
 * The real server as its own process (`server/main.ts`, as `npm start` runs it, on 127.0.0.1), on a database of
 * its own: a scratch database created on the PostgreSQL server DATABASE_URL names (that URL's own database is
 * only connected to, to create and drop ours), or an embedded one in a temporary DATA_DIR.
 */
export async function prepareTarget(options: { serverUrl?: string; port: number; smtpPort: number; proxyPort: number; timeZone: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-soak-'));
  const { serverUrl } = options;
  let databaseUrl = '';
  let serverDatabaseUrl = '';
  let name = '';
  let proxy: Awaited<ReturnType<typeof startProxy>> | null = null;
  if (serverUrl) {
    name = `cleanup_soak_${Date.now().toString(36)}_${process.pid}`;
    await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    proxy = await startProxy(options.proxyPort, { host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    serverDatabaseUrl = url.toString();
  }
  const env = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: serverDatabaseUrl,
    APP_URL: `http://127.0.0.1:${options.port}`,
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    TIME_ZONE: options.timeZone,
    LOG_LEVEL: 'error',
    NODE_NO_WARNINGS: '1',
    RUN_JOBS: '1',
    SEED_DEMO: '1',
  };
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let stderr = '';
  /** When the server exited without being told to, and the last words on its stderr. */
  const crashes: { at: number; stderr: string }[] = [];
  let restarting: Promise<void> | null = null;

  async function ready(ms: number) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const ok = await fetch(`http://127.0.0.1:${options.port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await pause(200);
    }
    throw new Error(`The server was not ready within ${ms / 1000} s`);
  }

  function spawnServer() {
    stderr = '';
    const current = spawn(process.execPath, ['--heap-growing-percent=50', '--import', 'tsx', 'server/main.ts'], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child = current;
    current.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
      for (const line of chunk.toString().split('\n')) countServerError(line);
    });
    exited = new Promise((resolve) =>
      current.once('exit', () => {
        // Died by itself: counted, and started again as a supervisor (systemd, a container) would.
        if (child === current && !stopping) {
          crashes.push({ at: Date.now(), stderr: stderr.slice(-3000) });
          restarting = pause(500).then(spawnServer);
        }
        resolve();
      }),
    );
  }
  let stopping = false;
  // The soak dying (an error, Ctrl-C) takes its server with it.
  process.once('exit', () => child?.kill('SIGKILL'));

  /** What the server answered 500 for, from its error log (one JSON line per failed request). */
  const serverErrors = new Map<string, number>();
  function countServerError(line: string) {
    if (!line.includes('"request failed"')) return;
    try {
      const { err } = JSON.parse(line) as { err?: { message?: string; code?: string } };
      const cause = `${err?.code ?? ''} ${err?.message ?? 'unknown'}`.trim().slice(0, 160);
      serverErrors.set(cause, (serverErrors.get(cause) ?? 0) + 1);
    } catch {
      serverErrors.set('unreadable log line', (serverErrors.get('unreadable log line') ?? 0) + 1);
    }
  }

  async function start() {
    // Another server on the port would answer our writers and readiness checks in our server's place.
    if (!(await portFree(options.port))) throw new Error(`Port ${options.port} is in use: choose another with --port`);
    stopping = false;
    spawnServer();
    // The first start migrates and seeds the demo business: minutes on a busy machine's PGlite.
    await ready(300_000);
  }

  async function kill() {
    stopping = true;
    await restarting;
    child?.kill('SIGKILL');
    await exited;
  }

  /**
   * The database goes away under the server: for `ms` > 0 as a restart looks from the server (every connection
   * dropped, new ones refused until it is back, through the proxy); for 0, PostgreSQL ends the server's sessions
   * (pg_terminate_backend, as an administrator or a failover does).
   */
  async function databaseAway(ms: number) {
    if (!serverUrl || !proxy) throw new Error('Only PostgreSQL can go away under the server');
    if (ms === 0) {
      const terminate = `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`;
      await onServer(serverUrl, (client) => client.query(terminate, [name]));
      return;
    }
    await proxy.cut();
    await pause(ms);
    await proxy.listen();
  }

  return {
    label: serverUrl ? `PostgreSQL (scratch database ${name})` : `PGlite (embedded, ${dataDir})`,
    kind: serverUrl ? ('pg' as const) : ('pglite' as const),
    start,
    kill,
    ready,
    faults: (serverUrl
      ? ['kill -9 the server', 'database connections terminated', 'database away 1–3 s']
      : ['kill -9 the server']) as Fault[],
    /** SIGTERM, as an operator stops it; answers whether it stopped within 10 s. */
    async stop(): Promise<boolean> {
      stopping = true;
      await restarting;
      if (!child || child.exitCode !== null) return true;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), pause(10_000).then(() => false)]);
      if (!stopped) await kill();
      return stopped;
    },
    /** The database, opened by the soak itself once the server has stopped. */
    open: (): Promise<Database> => openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir }),
    databaseAway,
    crashes,
    serverErrors,
    stderr: () => stderr,
    async remove() {
      await proxy?.cut();
      if (serverUrl) await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Target = Awaited<ReturnType<typeof prepareTarget>>;
