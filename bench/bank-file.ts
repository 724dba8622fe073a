/**
 * A big bank file through the real server (decision 023), on a database of its own with the job queue
 * running as `npm start` runs it: a 200,000-line CBA CSV (8.9 MB) is uploaded in the web app's pieces, and its
 * import followed to the end (lines stored, then suggestions made), while `/healthz` is asked every 50 ms.
 * Prints the import's seconds from the last piece sent to `imported`, the `/healthz` p99 meanwhile, and the
 * growth of the process's resident memory (the bench runs the server in its own process) at its highest.
 */
import { performance } from 'node:perf_hooks';
import { bigCsv } from '../shared/bank-files/bank-fixtures';
import type { TransactionImport } from '../shared/api/transactions';
import { roles } from '../server/features/roles/roles.table';
import { users } from '../server/features/users/users.table';
import { hashPassword } from '../server/platform/passwords';
import { type BrowserLike, createHttp, signIn } from './http-client';
import { percentile } from './stats';
import { formatTable, ms, type Row, verdict } from './table';
import { type DatabaseKind, startTarget } from './target';

const lines = 200_000;
const targets = { seconds: 60, healthP99Ms: 200, memoryMb: 250 };
const pieceBytes = 640_000;
const password = 'bench-bank-file-password';

async function asked<T>(response: Promise<{ status: number; body: string }>, what: string): Promise<T> {
  const { status, body } = await response;
  if (status >= 300) throw new Error(`${what} answered ${status}: ${body}`);
  return JSON.parse(body || 'null') as T;
}

/** Sends the file as the web app does; the import's id once the last piece is in. */
async function upload(client: BrowserLike, file: Buffer): Promise<string> {
  const { id } = await asked<{ id: string }>(client.post('/api/transaction-imports', { filename: 'big.csv', size: file.length }), 'begin');
  for (let offset = 0; offset < file.length; offset += pieceBytes) {
    const isLast = offset + pieceBytes >= file.length ? 1 : 0;
    await asked(
      client.postBytes(`/api/uploads/${id}?offset=${offset}&is_last=${isLast}`, file.subarray(offset, offset + pieceBytes)),
      'piece',
    );
  }
  return id;
}

export async function benchBankFile(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  const target = await startTarget(kind, serverUrl, { seedDemo: false, runJobs: true });
  const http = createHttp(target.port);
  try {
    const [role] = await target.app.db
      .insert(roles)
      .values({ name: 'Bench importer', permissions: ['manage_transactions'] })
      .returning();
    await target.app.db
      .insert(users)
      .values({ name: 'Bench Importer', email: 'bench-file@example.com', roleId: role.id, passwordHash: await hashPassword(password) });
    const client = http.client();
    await signIn(client, 'bench-file@example.com', password);
    const file = Buffer.from(bigCsv(lines));
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 100);

    const id = await upload(client, file);
    const started = performance.now();
    let done = false;
    const health: number[] = [];
    const healthClient = http.client();
    const asking = (async () => {
      while (!done) {
        const at = performance.now();
        await asked(healthClient.get('/healthz'), '/healthz');
        health.push(performance.now() - at);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    let result: TransactionImport;
    for (;;) {
      result = await asked<TransactionImport>(client.get(`/api/transaction-imports/${id}`), 'the import');
      if (result.state !== 'processing' && result.state !== 'matching') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await asking;
    clearInterval(sampler);
    const growthMb = (rssPeak - rssBefore) / 1024 / 1024;
    const p99 = percentile(
      [...health].sort((a, b) => a - b),
      99,
    );
    const rows: Row[] = [
      {
        measure: `import of a ${lines.toLocaleString('en-AU')}-line CSV (${(file.length / 1e6).toFixed(1)} MB): ${result.state}, ${result.created} added`,
        figure: `${seconds.toFixed(1)} s`,
        target: `< ${targets.seconds} s`,
        result: verdict(seconds < targets.seconds && result.state === 'imported' && result.created === lines),
      },
      {
        measure: `GET /healthz meanwhile, p99 of ${health.length} (max ${ms(Math.max(...health))})`,
        figure: ms(p99),
        target: `< ${targets.healthP99Ms} ms`,
        result: verdict(p99 < targets.healthP99Ms),
      },
      {
        measure: 'resident memory growth at its highest',
        figure: `${growthMb.toFixed(0)} MB`,
        target: `< ${targets.memoryMb} MB`,
        result: verdict(growthMb < targets.memoryMb),
      },
    ];
    return formatTable(['measure', 'figure', 'target', 'result'], rows);
  } finally {
    http.close();
    await target.close();
  }
}
