/**
 * Auto-invoicing a month for 1,000 clients (target under 5 s on PostgreSQL, docs/operations.md), on a database
 * of its own: 1,000 clients on monthly terms with auto-invoice from the first of last month, each with a visit a
 * week last month (4 or 5), complete, with a clean and a consumable line. Times the run that invoices last
 * month (one invoice a client: its lines, totals, numbers, visits invoiced and audit) and the run again, which
 * finds nothing to do.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, addMonths, type IsoDate, monthOf, startOfMonth, todayIn } from '../shared/dates';
import type { Db } from '../server/db/client';
import { systemActor } from '../server/features/audit/audit';
import { autoInvoice } from '../server/features/invoices/auto-invoice';
import { formatTable, ms, type Row, verdict } from './table';
import { type DatabaseKind, startTarget } from './target';

const clientCount = 1000;
const targetMs = 5000;

const counted = z.object({ rows: z.array(z.object({ n: z.coerce.number() })) });

/** The clients and last month's visits, straight into the tables (one statement each). */
async function seedMonth(db: Db, month: { start: IsoDate; end: IsoDate }, timeZone: string): Promise<number> {
  await db.execute(sql`
    insert into clients (name, payment_method, payment_terms, invoice_schedule, invoice_start, auto_invoice)
    select 'Auto-invoice bench client ' || g, 'terms', 14, 'month', ${month.start}::date, true from generate_series(1, ${clientCount}) g`);
  // Each client's weekday is its id's: a visit every 7 days from the first such day of the month.
  await db.execute(sql`
    insert into schedules (client_id, due_date, due_at, complete, completed_at)
    select c.id, d::date, (d::date + time '08:00') at time zone ${timeZone}, true, (d::date + time '10:00') at time zone ${timeZone}
    from clients c cross join lateral generate_series(${month.start}::date + (c.id % 7), ${month.end}::date, interval '7 days') d
    where c.auto_invoice`);
  await db.execute(sql`
    insert into schedule_tasks (schedule_id, name, price, contractor_total, complete, position)
    select id, 'Office clean', 12000, 9600, true, 1 from schedules`);
  await db.execute(sql`
    insert into schedule_tasks (schedule_id, name, price, contractor_total, consumable, quantity, complete, position)
    select id, 'Toilet rolls', 250, 0, true, 1 + id % 4, true, 2 from schedules`);
  await db.execute(sql`analyze`);
  return counted.parse(await db.execute(sql`select count(*) as n from schedules`)).rows[0].n;
}

export async function benchAutoInvoice(kind: DatabaseKind, serverUrl?: string): Promise<string> {
  const target = await startTarget(kind, serverUrl, { seedDemo: false });
  try {
    const today = todayIn(target.app.config.timeZone);
    const thisMonth = startOfMonth(monthOf(today));
    const lastMonth = addMonths(thisMonth, -1);
    const visits = await seedMonth(target.app.db, { start: lastMonth, end: addDays(thisMonth, -1) }, target.app.config.timeZone);
    const first = performance.now();
    const made = await autoInvoice(target.app.db, { until: thisMonth, actor: systemActor });
    const firstMs = performance.now() - first;
    const again = performance.now();
    const rerun = await autoInvoice(target.app.db, { until: thisMonth, actor: systemActor });
    const againMs = performance.now() - again;
    const rows: Row[] = [
      {
        measure: `a month, ${clientCount.toLocaleString('en-AU')} clients`,
        visits: visits.toLocaleString('en-AU'),
        invoices: String(made.created),
        time: ms(firstMs),
        target: `< ${ms(targetMs)}`,
        result: verdict(firstMs < targetMs && made.created === clientCount),
      },
      {
        measure: 'the run again (nothing new)',
        visits: '—',
        invoices: String(rerun.created),
        time: ms(againMs),
        target: 'none set',
        result: rerun.created === 0 ? '—' : 'MADE MORE',
      },
    ];
    return formatTable(['measure', 'visits', 'invoices', 'time', 'target', 'result'], rows);
  } finally {
    await target.close();
  }
}
