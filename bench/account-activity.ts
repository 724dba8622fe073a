/**
 * `GET /api/account-activity?year=` over a financial year of 200,000 payments and 50,000 expenses (target: HTTP
 * p95 under 200 ms, decision 015), on a database of its own: 1,000 clients, 150,000 invoices issued through the year
 * (GST on each), each paid in full a fortnight later or, one in three, in two parts (a week and a month after
 * issue), and 50,000 expenses at business use from 0 to 100 %, a third without GST. Beside the HTTP figure, the
 * same sums called directly (`yearActivity`). The sums are cached per quarter until a write moves its counter on
 * (decision 015): the first read after a write sums its quarter and the later ones again, shown on rows of their own.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { accountActivityPage } from '../shared/api/account-activity';
import { quarterOfDate, quartersOfYear } from '../shared/bas';
import { todayIn } from '../shared/dates';
import type { Db } from '../server/db/client';
import { yearActivity } from '../server/features/account-activity/account-activity';
import { demoPassword } from '../server/scripts/demo/people';
import { generateClients, insertClients } from './clients-data';
import { createHttp, getOk, signIn } from './http-client';
import { measurePaired } from './stats';
import { formatTable, pairedColumns, pairedRow } from './table';
import { type DatabaseKind, startTarget } from './target';

const activityShape = { clients: 1000, invoices: 150_000, split: 3, expenses: 50_000 } as const;
const targetMs = 200;
const rounds = { warmup: 5, measured: 100 };
const coldRounds = { warmup: 1, measured: 6 };

const counted = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });

/** The year's business, in a few `insert … select` statements; every choice is a hash of the row's position. */
async function seedYear(db: Db, start: string, clientIds: readonly number[]) {
  await db.execute(sql`
    with base as (select coalesce(max(number), 0) as n from invoices),
    rows as (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(1, ${activityShape.invoices}) g),
    shaped as (select g, h, ${start}::date + (g * 364 / ${activityShape.invoices})::int as issued, 5000 + (h / 1000) % 60000 as subtotal from rows)
    insert into invoices (number, client_id, issued_at, terms, due_date, gst, subtotal, tax, total, last_sent)
    select base.n + g, (${sql.raw(`array[${clientIds.join(',')}]`)})[1 + (h / 7) % ${clientIds.length}], issued, 14, issued + 14, true,
           subtotal, (subtotal + 5) / 10, subtotal + (subtotal + 5) / 10, issued + time '09:00'
    from shaped, base`);
  await db.execute(
    sql`update settings set next_invoice_number = (select max(number) + 1 from invoices), last_invoice_number = (select max(number) from invoices) where id = 1`,
  );
  await db.execute(sql`
    insert into payments (invoice_id, amount, paid_at, source)
    select id, case when id % ${activityShape.split} = 0 then total / 3 else total end,
           issued_at + case when id % ${activityShape.split} = 0 then 7 else 14 end, 'manual' from invoices where client_id in (${sql.raw(clientIds.join(','))})`);
  await db.execute(sql`
    insert into payments (invoice_id, amount, paid_at, source)
    select id, total - total / 3, issued_at + 30, 'manual' from invoices where id % ${activityShape.split} = 0 and client_id in (${sql.raw(clientIds.join(','))})`);
  await db.execute(sql`
    insert into expenses (description, spent_on, amount, business_use, gst)
    select 'Bench expense ' || g, ${start}::date + (g * 364 / ${activityShape.expenses})::int, 500 + (g::bigint * 2654435761) % 200000,
           (g * 37) % 101, g % 3 <> 0
    from generate_series(1, ${activityShape.expenses}) g`);
  await db.execute(sql`analyze`);
}

export async function benchAccountActivity(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  const target = await startTarget(kind, serverUrl);
  const http = createHttp(target.port);
  try {
    const today = todayIn(target.app.config.timeZone);
    // Last financial year: whole, so every quarter has its receipts and expenses.
    const year = quarterOfDate(today).year - 1;
    await insertClients(target.app.database, generateClients(activityShape.clients, 20271));
    const ids = await target.app.database.executeSql(`select id from clients order by id desc limit ${activityShape.clients}`);
    await seedYear(
      target.app.db,
      quartersOfYear(year)[0].start,
      ids.rows.map((row) => Number(row.id)),
    );
    const payments = counted.parse(await target.app.db.execute(sql`select count(*) as n from payments`)).rows[0].n;
    const bookkeeper = http.client();
    await signIn(bookkeeper, 'bookkeeper@example.com', demoPassword);
    const url = `/api/account-activity?year=${year}`;
    const fetchYear = getOk(bookkeeper, url);
    const served = accountActivityPage.parse(JSON.parse(await fetchYear()));
    const direct = await yearActivity(target.app.db, year);
    const notes = [
      `${url}: ${payments.toLocaleString('en-AU')} payments, ${activityShape.expenses.toLocaleString('en-AU')} expenses of the year`,
    ];
    if (JSON.stringify(served.data) !== JSON.stringify(accountActivityPage.shape.data.parse(direct)))
      notes.push('WARNING: the direct sums no longer match GET /api/account-activity');
    const receipts = served.data.reduce((sum, q) => sum + q.receipts, 0);
    notes.push(
      `    the year's quarters hold ${receipts.toLocaleString('en-AU')} receipts and ${served.data.reduce((sum, q) => sum + q.expenses, 0).toLocaleString('en-AU')} expenses`,
    );
    const figures = await measurePaired(rounds, fetchYear, () => yearActivity(target.app.db, year));
    // After a write, the quarter it touches and those after it are summed again: what the first reader pays.
    const afterWrite = (quarterIdx: number) => {
      const bump = sql`insert into account_activity_version (id, version) values (${year * 10 + quarterIdx}, 1)
                       on conflict (id) do update set version = account_activity_version.version + 1`;
      return measurePaired(
        coldRounds,
        async () => {
          await target.app.db.execute(bump);
          return fetchYear();
        },
        async () => {
          await target.app.db.execute(bump);
          return yearActivity(target.app.db, year);
        },
      );
    };
    const table = formatTable(pairedColumns, [
      pairedRow('GET /api/account-activity, a year', figures, { text: '', limitMs: targetMs }),
      pairedRow('  first read after a write in its Q4', await afterWrite(4)),
      pairedRow('  first read after a write in its Q1', await afterWrite(1)),
    ]);
    return [table, ...notes.map((note) => `  ${note}`)].join('\n');
  } finally {
    http.close();
    await target.close();
  }
}
