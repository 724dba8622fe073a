import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bigCsv } from '../../../shared/bank-files/bank-fixtures';
import type { TransactionImport } from '../../../shared/api/transactions';
import { testDbKind } from '../../test/databases';

/**
 * The real server as a process on the embedded database, its job queue running (decision 023): SIGTERM in the
 * middle of a big import still ends it within 10 s, and the next start takes the import up where it stopped.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cleanup-import-stop-'));
const port = 3403;
const base = `http://127.0.0.1:${port}`;
const running: ChildProcess[] = [];
const lines = 100_000;

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'error', RUN_JOBS: '1' },
    stdio: process.env.DEBUG_PROCESS ? 'inherit' : 'ignore',
  });
  running.push(child);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exit };
}

async function waitReady(ms = 120_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
  }
  throw new Error('server did not become ready');
}

/** Signs in as the demo's administrator; the headers of a browser that did. */
async function signIn() {
  const jar = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const headers = (type = 'application/json') => ({
    cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    'content-type': type,
  });
  remember(await fetch(`${base}/sanctum/csrf-cookie`));
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: 'admin@example.com', password: 'cleanup-demo' }),
  });
  remember(login);
  expect(login.status).toBe(204);
  return headers;
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testDbKind() !== 'pglite')('a stop in the middle of a big import', () => {
  it('exits within 10 s, and the next start takes the import up and ends it, every line stored once', async () => {
    let server = startServer();
    await waitReady();
    let headers = await signIn();
    const file = Buffer.from(bigCsv(lines));
    const begun = await fetch(`${base}/api/transaction-imports`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ filename: 'big.csv', size: file.length }),
    }).then((r) => r.json());
    for (let offset = 0; offset < file.length; offset += 640_000) {
      const last = offset + 640_000 >= file.length ? 1 : 0;
      const piece = await fetch(`${base}/api/uploads/${begun.id}?offset=${offset}&is_last=${last}`, {
        method: 'POST',
        headers: headers('application/octet-stream'),
        body: file.subarray(offset, offset + 640_000),
      });
      expect(piece.status).toBe(200);
    }
    const read = async (): Promise<TransactionImport> =>
      fetch(`${base}/api/transaction-imports/${begun.id}`, { headers: headers() }).then((r) => r.json());
    let now = await read();
    expect(now.state, 'the upload answers before the import is done').toBe('processing');
    // Stop once its job has stored a batch or two.
    while (now.state === 'processing' && now.progress.lines_read === 0) now = await read();
    expect(now.state).toBe('processing');
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);

    server = startServer();
    await waitReady();
    headers = await signIn();
    for (const until = Date.now() + 240_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 500))) {
      now = await read();
      if (now.state !== 'processing' && now.state !== 'matching') break;
    }
    expect(now).toMatchObject({ state: 'imported', created: lines, duplicates: 0, progress: { lines_read: lines, lines_total: lines } });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 420_000);
});
