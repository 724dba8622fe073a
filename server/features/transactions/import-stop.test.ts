import { afterAll, describe, expect, it } from 'vitest';
import { bigCsv } from '../../../shared/bank-files/bank-fixtures';
import type { TransactionImport } from '../../../shared/api/transactions';
import { openDatabase } from '../../db/client';
import { testDbKind } from '../../test/databases';
import { serverProcess } from '../../test/server-process';
import { transactionImports } from './transactions.table';

/**
 * The real server as a process on the embedded database, its job queue running (decision 023): SIGTERM in the
 * middle of a big import still ends it within 10 s, and the next start takes the import up where it stopped.
 * Big enough for a dozen batches or more after the first (at most 5,000 lines each), so the stop lands among
 * them; that it came mid-way is read from the stopped server's data directory, so a server that finished the
 * import before exiting fails here rather than passing.
 */
const port = 3403;
const lines = 50_000;
const { base, dataDir, startSignedIn, stopAll } = serverProcess('import-stop', port, { RUN_JOBS: '1' });

/** The import as the stopped server left it on disk. */
async function leftOnDisk() {
  const database = await openDatabase({ dataDir });
  try {
    const [row] = await database.db.select().from(transactionImports);
    return { state: row.state, linesRead: row.linesRead };
  } finally {
    await database.close();
  }
}

afterAll(stopAll);

describe.skipIf(testDbKind() !== 'pglite')('a stop in the middle of a big import', () => {
  it('exits within 10 s, and the next start takes the import up and ends it, every line stored once', async () => {
    let { server, headers } = await startSignedIn();
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
    // Stop once its job has stored a batch or two; asked every 50 ms, so the polling is not what holds it up.
    while (now.state === 'processing' && now.progress.lines_read === 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      now = await read();
    }
    expect(now.state).toBe('processing');
    const started = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const left = await leftOnDisk();
    expect(left.state).toBe('processing');
    expect(left.linesRead, 'stopped mid-way, not after the last batch').toBeGreaterThan(0);
    expect(left.linesRead).toBeLessThan(lines);

    ({ server, headers } = await startSignedIn());
    for (const until = Date.now() + 240_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 500))) {
      now = await read();
      if (now.state !== 'processing' && now.state !== 'matching') break;
    }
    expect(now).toMatchObject({ state: 'imported', created: lines, duplicates: 0, progress: { lines_read: lines, lines_total: lines } });
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(0);
  }, 420_000);
});
