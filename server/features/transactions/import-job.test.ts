import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { bigCsv } from '../../../shared/bank-files/bank-fixtures';
import type { TransactionImport } from '../../../shared/api/transactions';
import { buildApp } from '../../app';
import { createDemoApp } from '../../test/demo';
import { sendFile } from '../../test/uploads';
import { systemActor } from '../audit/audit';
import { importTransactionsJob, resumeImports, runImportJob } from './import-job';
import { bankTransactions, transactionImports } from './transactions.table';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());

// The import job is held in the queue (as pg-boss holds it) instead of running inside the upload, so the test runs it.
const queued: number[] = [];
const send = t.app.jobs.send;
t.app.jobs.send = async (name, data) => (name === importTransactionsJob ? void queued.push(Number(data?.importId)) : send(name, data));

const lines = 5000;
const read = async (id: string): Promise<TransactionImport> => (await bookkeeper.get(`/api/transaction-imports/${id}`)).json();

/** Uploads a file; the upload answers with the import waiting for its job. Returns the API id and the job's id. */
async function upload(file: string, filename = 'big.csv') {
  const data = Buffer.from(file);
  const begun = await bookkeeper.post('/api/transaction-imports', { filename, size: data.length });
  const id: string = begun.json().id;
  const sent = await sendFile(bookkeeper, id, data);
  expect(sent.statusCode).toBe(200);
  return { id, importId: queued.at(-1)! };
}

/** Runs the job while reading the import as the page does; what the page saw. */
async function runWatching(
  id: string,
  importId: number,
  signal = new AbortController().signal,
  onSeen?: (seen: TransactionImport) => void,
) {
  let done = false;
  const job = runImportJob(t.app, importId, signal, systemActor).finally(() => (done = true));
  const seen: TransactionImport[] = [];
  while (!done) {
    const now = await read(id);
    seen.push(now);
    onSeen?.(now);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await job;
  return seen;
}

const storedOf = async (importId: number) =>
  Number(
    (
      await t.app.db
        .select({ n: sql<number>`count(*)` })
        .from(bankTransactions)
        .where(eq(bankTransactions.importId, importId))
    )[0].n,
  );

describe('a big bank file is imported by a job, batch by batch', () => {
  it('answers the upload at once with the import processing, then reports its progress while the job stores it', async () => {
    const { id, importId } = await upload(bigCsv(lines));
    expect(await read(id)).toMatchObject({ state: 'processing', created: 0, progress: { lines_read: 0, lines_total: null } });

    const seen = await runWatching(id, importId);
    const between = seen.filter((s) => s.state === 'processing' && s.progress.lines_read > 0 && s.progress.lines_read < lines);
    expect(between.length, 'progress seen while the job ran').toBeGreaterThan(2);
    expect(between[0].progress.lines_total).toBe(lines);
    expect(await read(id)).toMatchObject({
      state: 'imported',
      format: 'csv_cba',
      created: lines,
      duplicates: 0,
      errors: [],
      progress: { lines_read: lines, lines_total: lines },
    });
    expect(await storedOf(importId)).toBe(lines);
  }, 120_000);

  it('ends an import that fails on the way failed, with the reason by line, never processing', async () => {
    const { id, importId } = await upload(bigCsv(50), 'lost.csv');
    const ownRead = t.app.storage.read;
    t.app.storage.read = () => Promise.reject(new Error('the disk is gone'));
    try {
      await runImportJob(t.app, importId, new AbortController().signal, systemActor);
    } finally {
      t.app.storage.read = ownRead;
    }
    expect(await read(id)).toMatchObject({
      state: 'failed',
      errors: [{ line: 1, message: expect.stringContaining('The import stopped here: the disk is gone.') }],
    });
  });

  it('stops between batches when the process stops, and the next start takes it up where it stopped', async () => {
    const file = bigCsv(lines).replaceAll('SHOP', 'STORE');
    const { id, importId } = await upload(file, 'stopped.csv');
    const stop = new AbortController();
    await runWatching(id, importId, stop.signal, (now) => now.progress.lines_read > 0 && stop.abort());
    const left = await read(id);
    expect(left.state).toBe('processing');
    expect(left.progress.lines_read).toBeGreaterThan(0);
    expect(left.progress.lines_read).toBeLessThan(lines);
    expect(await storedOf(importId)).toBe(left.progress.lines_read);

    // The next start, on the same database, queues the import's job again as it gets ready; the job finishes it.
    const next = await buildApp(t.app.config, { database: t.app.database, jobs: 'inline', logger: false });
    const resumed: number[] = [];
    const inline = next.jobs.send;
    next.jobs.send = async (name, data) =>
      name === importTransactionsJob ? void resumed.push(Number(data?.importId)) : inline(name, data);
    await next.ready();
    expect(resumed).toEqual([importId]);
    await runImportJob(next, importId, new AbortController().signal, systemActor);
    await next.close();
    expect(await read(id)).toMatchObject({ state: 'imported', created: lines, duplicates: 0, progress: { lines_read: lines } });
    expect(await storedOf(importId)).toBe(lines);
  }, 120_000);

  it('leaves an import another live process is beating for to it, and takes one whose process went quiet', async () => {
    const { importId } = await upload(bigCsv(10).replaceAll('SHOP', 'KIOSK'), 'beating.csv');
    const beat = (at: ReturnType<typeof sql>) =>
      t.app.db.update(transactionImports).set({ heartbeatAt: at }).where(eq(transactionImports.id, importId));
    const taken: number[] = [];
    const jobs = { ...t.app.jobs, send: async (_name: string, data?: Record<string, unknown>) => void taken.push(Number(data?.importId)) };
    await beat(sql`now() - interval '5 seconds'`);
    expect(await resumeImports({ db: t.app.db, jobs }, { all: false })).toBe(0);
    await beat(sql`now() - interval '5 minutes'`);
    expect(await resumeImports({ db: t.app.db, jobs }, { all: false })).toBe(1);
    expect(taken).toEqual([importId]);
  });
});
