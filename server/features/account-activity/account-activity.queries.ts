/**
 * The figures of BAS quarters, summed in SQL by the rules of shared/bas.ts, each written once in bas.sql.ts
 * (bas.sql.test.ts holds each to its twin, account-activity.test.ts the quarters): receipts are payments by `paid_at` (cash basis), expenses by `spent_on`, contractor payments
 * by the day they were paid (decision 016), adjustment notes' decreasing adjustments by their issue day (decision 031). Reads the invoices, payments, clients, expenses, vendors, pay runs
 * and vendor invoices tables read-only, as a report across features may (decision 009).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { receiptSources } from '../../../shared/api/account-activity';
import { type QuarterFigures, quarterOfDate } from '../../../shared/bas';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { contractorPaymentDescription, contractorPaymentsCte, payeeJoins, payeeNameSql } from '../pay-runs/contractor-payments.queries';
import { accountActivityVersion } from './account-activity.table';
import { businessPartSql, expenseGstSql, noteAdjustmentsCte, receiptsCte } from './bas.sql';

/** An expense's business-use part and GST credit (bas.sql.ts). */
const expenseColumns = sql`${businessPartSql('e')} as business_part, ${expenseGstSql('e')} as gst`;

const sums = z.object({
  rows: z.array(
    z.object({
      quarter: z.string(),
      total: z.coerce.number(),
      tax: z.coerce.number(),
      withheld: z.coerce.number().default(0),
      count: z.coerce.number(),
    }),
  ),
});

export type QuarterSums = QuarterFigures & { receipts: number; expenses: number; contractor_payments: number };
export const noSums: QuarterSums = {
  incoming: 0,
  incoming_tax: 0,
  outgoing: 0,
  outgoing_tax: 0,
  withheld: 0,
  receipts: 0,
  expenses: 0,
  contractor_payments: 0,
};

/** The figures of every quarter with anything in it from `from` to `to`, by quarter id. */
export async function quarterSums(db: Db, from: IsoDate, to: IsoDate): Promise<Map<number, QuarterSums>> {
  const [incoming, outgoing, contractors, adjustments] = await readTogether(db, [
    () =>
      db.execute(sql`${receiptsCte(from, to)}
      select date_trunc('quarter', paid_at)::date::text as quarter, sum(amount) as total, sum(gst) as tax, count(*) as count
      from receipts group by 1`),
    () =>
      db.execute(sql`
      select date_trunc('quarter', spent_on)::date::text as quarter, sum(business_part) as total, sum(gst) as tax, count(*) as count
      from (select e.spent_on, ${expenseColumns} from expenses e where e.spent_on between ${from} and ${to}) e group by 1`),
    () =>
      db.execute(sql`with ${contractorPaymentsCte(from, to)}
      select date_trunc('quarter', paid_on)::date::text as quarter, sum(amount) as total, sum(gst) as tax, sum(withheld) as withheld, count(*) as count
      from contractor_payments group by 1`),
    () =>
      db.execute(sql`with ${noteAdjustmentsCte(from, to)}
      select date_trunc('quarter', issued_at)::date::text as quarter, sum(amount) as total, sum(gst) as tax, count(*) as count
      from note_adjustments group by 1`),
  ]);
  const figures = new Map<number, QuarterSums>();
  const of = (start: string) => {
    const id = quarterOfDate(start).id;
    return figures.get(id) ?? figures.set(id, { ...noSums }).get(id)!;
  };
  for (const row of sums.parse(incoming).rows)
    Object.assign(of(row.quarter), { incoming: row.total, incoming_tax: row.tax, receipts: row.count });
  for (const row of sums.parse(outgoing).rows)
    Object.assign(of(row.quarter), { outgoing: row.total, outgoing_tax: row.tax, expenses: row.count });
  for (const row of sums.parse(contractors).rows) {
    const quarter = of(row.quarter);
    Object.assign(quarter, {
      outgoing: quarter.outgoing + row.total,
      outgoing_tax: quarter.outgoing_tax + row.tax,
      withheld: row.withheld,
      contractor_payments: row.count,
    });
  }
  // A note's decreasing adjustment (decision 031): money received given back, less in G1 and 1A of its quarter.
  for (const row of sums.parse(adjustments).rows) {
    const quarter = of(row.quarter);
    Object.assign(quarter, {
      incoming: quarter.incoming - row.total,
      incoming_tax: quarter.incoming_tax - row.tax,
      receipts: quarter.receipts + row.count,
    });
  }
  return figures;
}

const receiptRows = z.object({
  rows: z.array(
    z.object({
      id: z.number(),
      paid_at: z.string(),
      amount: z.coerce.number(),
      gst: z.coerce.number(),
      source: z.enum(receiptSources),
      invoice_id: z.number(),
      invoice_number: z.number(),
      client_id: z.number(),
      client_name: z.string(),
      note_number: z.number().nullable(),
    }),
  ),
});

const pageClause = (page?: { limit: number; offset: number }) => (page ? sql`limit ${page.limit} offset ${page.offset}` : sql``);

/** The payments behind a period's incoming, G1 and 1A, in date order; a page of them when asked. */
export async function receiptsBetween(db: Db, from: IsoDate, to: IsoDate, page?: { limit: number; offset: number }) {
  // Beside the money received, each adjustment note's decreasing adjustment (decision 031) as a row taking its
  // amount and GST off, so the rows listed add up to the quarter's G1 and 1A.
  const result = await db.execute(sql`${receiptsCte(from, to)}, ${noteAdjustmentsCte(from, to)}
    select * from (
      select r.id, r.paid_at::text as paid_at, r.amount, r.gst, r.source, r.invoice_id, r.invoice_number, r.client_id,
             c.name as client_name, null::int as note_number
      from receipts r join clients c on c.id = r.client_id
      union all
      select n.id, n.issued_at::text, -n.amount, -n.gst, 'adjustment_note', n.invoice_id, i.number, i.client_id, c.name, an.number
      from note_adjustments n join adjustment_notes an on an.id = n.id
        join invoices i on i.id = n.invoice_id join clients c on c.id = i.client_id
    ) rows
    order by paid_at, source = 'adjustment_note', id ${pageClause(page)}`);
  return receiptRows.parse(result).rows;
}

const expenseRows = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(['expense', 'pay_run', 'vendor_invoice']),
      id: z.number(),
      spent_on: z.string(),
      description: z.string().nullable(),
      number: z.string().nullable(),
      week: z.string().nullable(),
      vendor_name: z.string().nullable(),
      category_name: z.string().nullable(),
      amount: z.coerce.number(),
      business_use: z.number(),
      business_part: z.coerce.number(),
      gst: z.coerce.number(),
      withheld: z.coerce.number(),
    }),
  ),
});

/**
 * What was paid out behind a period's outgoing and 1B, in date order (a page of it when asked): expenses, and
 * payments to contractors — all for the business (100 %), withheld amounts (W4) beside them.
 */
export async function expensesBetween(db: Db, from: IsoDate, to: IsoDate, page?: { limit: number; offset: number }) {
  const result = await db.execute(sql`with ${contractorPaymentsCte(from, to)}
    select * from (
      select 'expense'::text as kind, e.id, e.spent_on::text as spent_on, e.description, null::text as number, null::text as week,
             v.name as vendor_name, ec.name as category_name, e.amount, e.business_use, ${expenseColumns}, 0::bigint as withheld
      from expenses e left join vendors v on v.id = e.vendor_id left join expense_categories ec on ec.id = e.category_id
      where e.spent_on between ${from} and ${to}
      union all
      select cp.kind, cp.id, cp.paid_on::text, null, cp.number, cp.week::text, ${payeeNameSql}, 'Contractors', cp.amount, 100, cp.amount, cp.gst, cp.withheld
      from contractor_payments cp ${payeeJoins}
    ) paid_out
    order by spent_on, kind, id ${pageClause(page)}`);
  return expenseRows.parse(result).rows.map(({ number, week, ...row }) => ({
    ...row,
    description:
      row.kind === 'expense' ? (row.description ?? '') : contractorPaymentDescription({ kind: row.kind, number, week: week ?? '' }),
  }));
}

const incomeRows = z.object({ rows: z.array(z.object({ id: z.number(), x: z.string(), y: z.coerce.number() })) });

/** Money received from each client in the period, most first: the treemap's x and y. */
export async function incomeByClient(db: Db, from: IsoDate, to: IsoDate) {
  const result = await db.execute(sql`
    select c.id, c.name as x, sum(p.amount) as y
    from payments p join invoices i on i.id = p.invoice_id join clients c on c.id = i.client_id
    where p.paid_at between ${from} and ${to}
    group by c.id, c.name having sum(p.amount) > 0 order by y desc, c.name`);
  return incomeRows.parse(result).rows;
}

const vendorRows = z.object({
  rows: z.array(z.object({ id: z.number().nullable(), label: z.string().nullable(), total: z.coerce.number() })),
});

/**
 * What was paid out by vendor in the period, most first: expenses' business-use part, and contractor payments
 * under the name they are paid by (`payeeNameSql`, docs/domain.md "The payee's name"); expenses of no vendor as one "No vendor".
 */
export async function expenseByVendor(db: Db, from: IsoDate, to: IsoDate) {
  const result = await db.execute(sql`with ${contractorPaymentsCte(from, to)}
    select id, label, sum(total) as total from (
      select v.id, v.name as label, ${businessPartSql('e')} as total
      from expenses e left join vendors v on v.id = e.vendor_id
      where e.spent_on between ${from} and ${to}
      union all
      select vd.id, ${payeeNameSql}, cp.amount from contractor_payments cp ${payeeJoins}
    ) paid_out
    group by id, label order by total desc, label`);
  return vendorRows.parse(result).rows.map((row) => ({ ...row, label: row.label ?? 'No vendor' }));
}

/** The counters the triggers move on with every write to payments, invoices or expenses, by quarter id. */
export async function sumsCounters(db: Db): Promise<{ id: number; version: number }[]> {
  return db.select({ id: accountActivityVersion.id, version: accountActivityVersion.version }).from(accountActivityVersion);
}
