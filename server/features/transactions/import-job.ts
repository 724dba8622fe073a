/**
 * A bank file's import as a job (decision 023): the upload answers at once with the import `processing`, and the
 * job reads the file in steps, then stores its lines a batch at a time, each batch in a transaction of its own
 * that also moves the import's progress on. Between steps it yields to the server's other work, renews its
 * heartbeat, and stops if the process is stopping. A stopped import, or one whose process died, is taken up
 * again from its last batch; any other failure ends it `failed` with the reason by line.
 */
import { performance } from 'node:perf_hooks';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { balanceBreaks } from '../../../shared/bank-files/balances';
import { lineKey } from '../../../shared/bank-files/counting';
import { readBankFileInSteps } from '../../../shared/bank-files/read-in-steps';
import type { BalanceBreak, BankFormat, BankLine, FileError } from '../../../shared/bank-files/types';
import type { Database, Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import type { Storage } from '../../platform/storage';
import { transactionThenJobs } from '../../platform/transaction';
import type { Actor } from '../../platform/types';
import { audit } from '../audit/audit';
import { findCompleteFile } from '../uploads/uploads';
import { suggestTransactionsJob } from './suggest-transactions';
import { transactionImportsOwnerType } from './transaction-imports';
import { bankTransactions, transactionImports } from './transactions.table';

export const importTransactionsJob = 'transactions.import';
/** Every minute, imports whose process stopped beating are taken up by a live one. */
export const resumeImportsJob = 'transactions.resume-imports';
export const resumeImportsCron = '* * * * *';
/** No heartbeat for this long: the process running the import is gone (it beats every few seconds). */
export const staleAfterSeconds = 30;
const beatEveryMs = 5000;
/**
 * Lines per transaction, sized as it goes to take about this long: on PGlite a statement holds the event loop
 * while it runs, so a batch is kept to tens of milliseconds whatever the machine's load (a request waits at most
 * one batch, well inside the 200 ms the server answers in); on PostgreSQL the server answers others meanwhile, so
 * batches may take longer and grow. A batch costs a fixed few round trips plus its lines, so fewer, fuller batches
 * are what make a big file fast.
 */
const batchMs = { pglite: 60, pg: 250 };
const batchLines = { first: 200, least: 50, most: 5000 };
/** Imports run one batch at a time across imports, so two uploads of one export cannot both count a line as new. */
const importLock = 7_301_011;
/** A bad file's first errors are kept; a file with thousands of bad lines says so in its first hundred. */
const keptErrors = 100;

type Deps = { db: Db; storage: Storage; jobs: Jobs; database: Pick<Database, 'kind'> };
type ImportRow = typeof transactionImports.$inferSelect;

/** The process is stopping: the import is left for the next start (or a live process) to take up. */
class ImportStopped extends Error {}
/** Another process took the import over while this one stalled past its heartbeat: it is theirs now. */
class ImportTakenOver extends Error {}

/** The upload is whole: the import is `processing` until its job has read it. */
export async function queueTransactionImport(deps: Pick<Deps, 'db' | 'jobs'>, importId: number) {
  const [queued] = await deps.db
    .update(transactionImports)
    .set({ state: 'processing' })
    .where(and(eq(transactionImports.id, importId), eq(transactionImports.state, 'uploading')))
    .returning({ id: transactionImports.id });
  if (queued) await deps.jobs.send(importTransactionsJob, { importId });
}

/**
 * Imports still `processing` with no live process behind them get their job again. At start-up on the embedded
 * database that is all of them (its lock lets no other process run it); on a shared PostgreSQL only those whose
 * heartbeat is stale, so an import another live process is running is left to it.
 */
export async function resumeImports(deps: Pick<Deps, 'db' | 'jobs'>, options: { all: boolean }): Promise<number> {
  const stale = sql`now() - make_interval(secs => ${staleAfterSeconds})`;
  const rows = await deps.db
    .update(transactionImports)
    .set({ heartbeatAt: null })
    .where(
      and(
        eq(transactionImports.state, 'processing'),
        options.all ? undefined : or(isNull(transactionImports.heartbeatAt), lt(transactionImports.heartbeatAt, stale)),
      ),
    )
    .returning({ id: transactionImports.id });
  for (const row of rows) await deps.jobs.send(importTransactionsJob, { importId: row.id });
  return rows.length;
}

/** The job. Runs only if no live process holds the import; returns when it is done, failed or left. */
export async function runImportJob(deps: Deps, importId: number, signal: AbortSignal, actor: Actor): Promise<void> {
  const stale = sql`now() - make_interval(secs => ${staleAfterSeconds})`;
  const [row] = await deps.db
    .update(transactionImports)
    .set({ heartbeatAt: sql`now()` })
    .where(
      and(
        eq(transactionImports.id, importId),
        eq(transactionImports.state, 'processing'),
        or(isNull(transactionImports.heartbeatAt), lt(transactionImports.heartbeatAt, stale)),
      ),
    )
    .returning();
  if (!row) return;
  // Where a failure is reported: the first line of the batch being stored, or the file's start.
  let next = 1;
  let format: BankFormat | null = null;
  try {
    const file = await findCompleteFile(deps.db, row.uploadId);
    const bytes = file ? await deps.storage.read(file.storagePath) : Buffer.alloc(0);
    const pause = pauser(deps.db, importId, signal);
    const result = await readBankFileInSteps(bytes, { mapping: row.mapping ?? undefined, pause });
    if (result.errors.length > 0) return await fail(deps.db, row, result.format, result.errors, actor);
    format = result.format ?? 'csv';
    await deps.db.update(transactionImports).set({ format, linesTotal: result.lines.length }).where(eq(transactionImports.id, importId));
    // The k-th line with a key is the k-th stored line with it (shared/bank-files/counting.ts): counted from the
    // file's start, also for the batches stored before a stop.
    const seen = new Map<string, number>();
    let size = batchLines.first;
    for (let start = 0, end = size; start < result.lines.length; start = end, end = start + size) {
      const batch = result.lines.slice(start, end).map((line, i) => {
        const key = lineKey(line);
        const k = seen.get(key) ?? 0;
        seen.set(key, k + 1);
        return { ...line, key, k, index: start + i };
      });
      const pending = batch.filter((line) => line.index >= row.linesRead);
      if (pending.length > 0) {
        next = pending[0].line;
        const began = performance.now();
        await storeBatch(deps.db, row, format, pending);
        const took = Math.max(1, performance.now() - began);
        const scaled = Math.min(size * 2, Math.max(size / 2, (size * batchMs[deps.database.kind]) / took));
        size = Math.round(Math.min(batchLines.most, Math.max(batchLines.least, scaled)));
      }
      await pause();
    }
    // The file's balances checked against all of its lines, also when the job was taken up after a stop: the
    // file is read whole again then, so the check never rests on the batches stored before.
    await finish(deps, row, balanceBreaks(result.lines, result.balances), actor);
  } catch (error) {
    if (error instanceof ImportTakenOver) return;
    if (error instanceof ImportStopped) return void (await leave(deps.db, importId));
    const reason = error instanceof Error ? error.message : String(error);
    const message = `The import stopped here: ${reason}. Lines before this one were added: import the file again to add the rest.`;
    await fail(deps.db, row, format, [{ line: next, message }], actor);
  }
}

/** Awaited between steps: lets other requests in, renews the heartbeat, and stops when the process stops. */
function pauser(db: Db, importId: number, signal: AbortSignal) {
  let beat = Date.now();
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) throw new ImportStopped();
    if (Date.now() - beat < beatEveryMs) return;
    beat = Date.now();
    await db
      .update(transactionImports)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(transactionImports.id, importId));
  };
}

type Keyed = BankLine & { key: string; k: number; index: number };

/**
 * One batch, in one transaction with the import's progress: a stop between batches loses nothing, repeats nothing.
 * After the lock, one statement does the rest, so a batch costs the same few round trips whatever its size: the
 * lines go in as one JSON text (not eight parameters each), the k-th line with a key is added when fewer than k+1
 * lines with it are stored now (counting, shared/bank-files/counting.ts, decided for the batch at once: within a
 * batch a key's lines have consecutive k, so exactly those with k at or past the stored count are new), and the
 * import's progress moves on only if it is still where this process left it.
 */
async function storeBatch(db: Db, row: ImportRow, format: BankFormat, lines: Keyed[]) {
  const input = JSON.stringify(
    lines.map((l) => ({ i: l.index, d: l.date, t: l.description, a: l.amount, key: l.key, k: l.k, b: l.bankId })),
  );
  const first = lines[0].index;
  const last = lines[lines.length - 1].index + 1;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLock})`);
    const result = await tx.execute(sql`
      with input as (
        select * from json_to_recordset(${input}::json) as x(i int, d date, t text, a bigint, key text, k int, b text)
      ), stored as (
        select line_key, count(*)::int as n from ${bankTransactions}
        where line_key in (select key from input) group by line_key
      ), added as (
        insert into ${bankTransactions} (posted_on, source, import_id, description, amount, line_key, bank_id, created_by)
        select input.d, ${format}, ${row.id}::int, input.t, input.a, input.key, input.b, ${row.createdBy}::int
        from input left join stored on stored.line_key = input.key
        where input.k >= coalesce(stored.n, 0)
        order by input.i
        returning 1
      ), counted as (select count(*)::int as n from added)
      update ${transactionImports}
      set lines_read = ${last}, created = created + counted.n, duplicates = duplicates + ${lines.length}::int - counted.n,
        heartbeat_at = now()
      from counted
      where id = ${row.id} and state = 'processing' and lines_read = ${first}
      returning id`);
    // Still where this process left it: if another took it over (this one stalled past the heartbeat), it stops.
    if (movedRows.parse(result).rows.length === 0) throw new ImportTakenOver();
  });
}

const movedRows = z.object({ rows: z.array(z.object({ id: z.number() })) });

async function finish(deps: Deps, row: ImportRow, breaks: BalanceBreak[], actor: Actor) {
  await transactionThenJobs(deps, async (tx, jobs) => {
    // Lines added wait for their suggestions (the job after import) before the import reads as done.
    const [done] = await tx
      .update(transactionImports)
      .set({
        state: sql`case when ${transactionImports.created} > 0 then 'matching' else 'imported' end`,
        heartbeatAt: null,
        balanceBreaks: breaks,
      })
      .where(and(eq(transactionImports.id, row.id), eq(transactionImports.state, 'processing')))
      .returning();
    if (!done) return;
    await audit(tx, actor, {
      action: 'import',
      subjectType: transactionImportsOwnerType,
      subjectId: row.id,
      description: `Imported ${row.filename}: ${done.created} new line${done.created === 1 ? '' : 's'}, ${done.duplicates} already there`,
      changes: { format: done.format, created: done.created, duplicates: done.duplicates, balanceBreaks: breaks.length },
    });
    if (done.created > 0) await jobs.send(suggestTransactionsJob, { importId: row.id });
  });
}

async function fail(db: Db, row: ImportRow, format: BankFormat | null, errors: FileError[], actor: Actor) {
  await db.transaction(async (tx) => {
    await tx
      .update(transactionImports)
      .set({ state: 'failed', format, errors: errors.slice(0, keptErrors), heartbeatAt: null })
      .where(eq(transactionImports.id, row.id));
    await audit(tx, actor, {
      action: 'import',
      subjectType: transactionImportsOwnerType,
      subjectId: row.id,
      description: `Could not import ${row.filename}: line ${errors[0].line}, ${errors[0].message}`,
      changes: { errors: errors.length },
    });
  });
}

/** Left for the next start (or a live process's sweep) to take up from its last batch. */
async function leave(db: Db, importId: number) {
  await db
    .update(transactionImports)
    .set({ heartbeatAt: null })
    .where(and(eq(transactionImports.id, importId), eq(transactionImports.state, 'processing')));
}
