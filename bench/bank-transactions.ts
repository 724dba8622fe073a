/**
 * Bank transactions (decision 011), on a database of their own:
 * - importing a 10,000-line OFX file (target under 3 s on PostgreSQL): reading, counting against what is stored,
 *   inserting; and the same file again, which adds nothing;
 * - suggestions for 5,000 unmatched incoming lines against 20,000 invoices with a balance (target under 5 s);
 * - GET /api/transactions over 200,000 lines, page 1 and a direction filter, beside the same statements called
 *   directly (p95 within 2 × direct + 5 ms).
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { transactionListQuery } from '../shared/api/transactions';
import { todayIn } from '../shared/dates';
import type { Db } from '../server/db/client';
import { systemActor } from '../server/features/audit/audit';
import { roles } from '../server/features/roles/roles.table';
import { suggestTransactions } from '../server/features/transactions/suggest-transactions';
import { runImportJob } from '../server/features/transactions/import-job';
import { listTransactions } from '../server/features/transactions/transactions.queries';
import { transactionImports } from '../server/features/transactions/transactions.table';
import { uploads } from '../server/features/uploads/uploads.table';
import { users } from '../server/features/users/users.table';
import { hashPassword } from '../server/platform/passwords';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { formatTable, listRow, ms, pairedColumns, type Row, verdict } from './table';
import { type DatabaseKind, startTarget, type Target } from './target';

const importLines = 10_000;
const importTargetMs = 3000;
const suggestLines = 5000;
const openInvoices = 20_000;
const suggestTargetMs = 5000;
const listLines = 200_000;
const password = 'bench-bank-password';

/** A 10,000-line OFX 1.x file: a year of card purchases and client deposits, some lines the same twice in a day. */
function ofxFile(lines: number): string {
  const body: string[] = [];
  for (let i = 0; i < lines; i++) {
    const day = new Date(Date.UTC(2025, 0, 1 + Math.floor(i / 30))).toISOString().slice(0, 10).replaceAll('-', '');
    const amount = i % 5 === 0 ? `${1000 + (i % 700)}.00` : `-${(i % 97) + 3}.${String(i % 100).padStart(2, '0')}`;
    body.push(
      `<STMTTRN>\n<TRNTYPE>${amount.startsWith('-') ? 'DEBIT' : 'CREDIT'}\n<DTPOSTED>${day}\n<TRNAMT>${amount}\n<FITID>${i}\n<NAME>${i % 5 === 0 ? `CLIENT ${i % 300} PAYMENT` : `MERCHANT ${i % 40} SYDNEY`}\n</STMTTRN>`,
    );
  }
  return `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<BANKTRANLIST>\n${body.join('\n')}\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`;
}

/** An import whose file has arrived, as the upload leaves it, then the import run on it. */
async function importOnce(target: Target, file: Buffer, n: number) {
  const path = `files/bench/statement-${n}.txt`;
  await target.app.storage.put(path, file);
  const uploadId = `bench-bank-import-${n}-${Date.now()}`;
  const drawn = z
    .object({ rows: z.array(z.object({ id: z.coerce.number() })) })
    .parse(await target.app.db.execute(sql`select nextval(pg_get_serial_sequence('transaction_imports', 'id')) as id`));
  const id = drawn.rows[0].id;
  await target.app.db.insert(uploads).values({
    id: uploadId,
    ownerType: 'transaction_imports',
    ownerId: id,
    createdBy: 0,
    filename: 'statement.ofx',
    kind: 'bank_file',
    maxBytes: file.length,
    received: file.length,
    complete: true,
    contentType: 'text/plain',
    storagePath: path,
    size: file.length,
  });
  await target.app.db.insert(transactionImports).values({ id, uploadId, filename: 'statement.ofx', state: 'processing' });
  const started = performance.now();
  const jobs = { ...target.app.jobs, send: async () => {} };
  await runImportJob(
    { db: target.app.db, storage: target.app.storage, jobs, database: target.app.database },
    id,
    new AbortController().signal,
    systemActor,
  );
  const [done] = await target.app.db.select().from(transactionImports).where(eq(transactionImports.id, id));
  return { ms: performance.now() - started, added: done.created };
}

/** 20,000 sent invoices of 2,000 clients with a balance, and 5,000 incoming lines: a third paying one exactly and naming it. */
async function seedSuggestions(db: Db) {
  await db.execute(sql`insert into clients (name) select 'Bench client ' || g || ' Pty Ltd' from generate_series(1, 2000) g`);
  await db.execute(sql`
    insert into invoices (number, client_id, issued_at, terms, due_date, gst, subtotal, tax, total, last_sent)
    select 500000 + g, (select min(id) from clients) + (g % 2000), date '2025-06-01' + (g % 300), 14, date '2025-06-15' + (g % 300), true, 10000 + g, 1000, 11000 + g, now()
    from generate_series(1, ${openInvoices}) g`);
  await db.execute(sql`
    insert into bank_transactions (posted_on, source, description, amount, line_key)
    select date '2026-05-01' + (g % 60), 'ofx',
      case when g % 3 = 0 then 'DIRECT CREDIT BENCH CLIENT ' || (g % 2000) || ' INV ' || (500000 + g * 4) else 'TRANSFER ' || g end,
      case when g % 3 = 0 then 11000 + g * 4 else 5000 + g end, 'bench-' || g
    from generate_series(1, ${suggestLines}) g`);
  await db.execute(sql`analyze`);
}

async function benchList(target: Target): Promise<Row[]> {
  const db = target.app.db;
  await db.execute(sql`
    insert into bank_transactions (posted_on, source, description, amount, line_key)
    select date '2020-01-01' + (g % 2000), 'csv_cba', case when g % 2 = 0 then 'MERCHANT ' || (g % 500) else 'DEPOSIT ' || (g % 900) end,
      case when g % 2 = 0 then -(100 + g % 50000) else 100 + g % 90000 end, 'list-' || g
    from generate_series(1, ${listLines}) g`);
  await db.execute(sql`analyze`);
  const [role] = await db
    .insert(roles)
    .values({ name: 'Bench bookkeeper', permissions: ['manage_transactions'] })
    .returning();
  await db
    .insert(users)
    .values({ name: 'Bench Bookkeeper', email: 'bench-bank@example.com', roleId: role.id, passwordHash: await hashPassword(password) });
  const http = createHttp(target.port);
  const rows: Row[] = [];
  try {
    const client = http.client();
    await signIn(client, 'bench-bank@example.com', password);
    const today = todayIn(target.app.config.timeZone);
    for (const [label, query] of [
      ['page 1, newest first', {}],
      ['outgoing only', { filters: JSON.stringify({ transactionDirection: 'outgoing' }) }],
    ] as const) {
      const url = `/api/transactions?${new URLSearchParams(query)}`;
      const figures = await measurePaired({ warmup: 10, measured: 100 }, getOk(client, url), () =>
        listTransactions(db, transactionListQuery.parse(query), today),
      );
      rows.push(listRow(`GET /api/transactions, ${label} (${listLines.toLocaleString('en-AU')} lines)`, figures));
    }
  } finally {
    http.close();
  }
  return rows;
}

export async function benchBankTransactions(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  const target = await startTarget(kind, serverUrl, { seedDemo: false });
  try {
    const file = Buffer.from(ofxFile(importLines));
    const first = await importOnce(target, file, 1);
    const again = await importOnce(target, file, 2);
    await target.app.db.execute(sql`truncate bank_transactions cascade`);
    await seedSuggestions(target.app.db);
    const started = performance.now();
    const suggested = await suggestTransactions(target.app.db);
    const suggestMs = performance.now() - started;
    const timed: Row[] = [
      {
        measure: `import a ${importLines.toLocaleString('en-AU')}-line OFX file`,
        count: `${first.added} added`,
        time: ms(first.ms),
        target: `< ${ms(importTargetMs)}`,
        result: verdict(first.ms < importTargetMs && first.added === importLines),
      },
      {
        measure: 'the same file again',
        count: `${again.added} added`,
        time: ms(again.ms),
        target: 'none set',
        result: again.added === 0 ? '—' : 'ADDED MORE',
      },
      {
        measure: `suggestions, ${suggestLines.toLocaleString('en-AU')} lines × ${openInvoices.toLocaleString('en-AU')} invoices`,
        count: `${suggested} suggested`,
        time: ms(suggestMs),
        target: `< ${ms(suggestTargetMs)}`,
        result: verdict(suggestMs < suggestTargetMs),
      },
    ];
    await target.app.db.execute(sql`truncate bank_transactions cascade`);
    const listRows = await benchList(target);
    return `${formatTable(['measure', 'count', 'time', 'target', 'result'], timed)}\n${formatTable(pairedColumns, listRows)}`;
  } finally {
    await target.close();
  }
}
