import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContractorEarnings, EarningsLineView } from '../../../shared/api/earnings';
import type { VendorInvoice } from '../../../shared/api/vendor-invoices';
import { endOfMonth, type IsoDate } from '../../../shared/dates';
import { type MonthEarnings, monthEarnings, settledMonth, type WeekPaid } from '../../../shared/earnings';
import { presentInvoiceState } from '../../../shared/invoice-states';
import type { ProgressLine } from '../../../shared/progress';
import { presentScheduleState } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { hook } from '../../platform/hooks';
import { paySharersSql } from './pay-sharers.sql';
import { invoiceStatesOf } from '../invoices/invoice-rows.queries';

const lineRow = z.object({
  id: z.coerce.number(),
  visit_id: z.coerce.number(),
  due_date: z.string(),
  visit_complete: z.boolean(),
  visit_done: z.boolean(),
  line_complete: z.boolean(),
  assets: z.coerce.number(),
  ignore_missing_photos: z.boolean(),
  cash_client: z.boolean(),
  contractor_total: z.coerce.number(),
  sharers: z.coerce.number().nullable(),
  share_index: z.coerce.number().nullable(),
  client_id: z.coerce.number(),
  client_name: z.string(),
  task: z.string(),
  invoice_id: z.coerce.number().nullable(),
});
type LineRow = z.infer<typeof lineRow>;
export type EarningsSourceLine = ProgressLine & Omit<LineRow, 'sharers'>;

/**
 * One contractor's task lines of the month, with what the earnings page shows of each: client, task, photo
 * count, invoice. The same rows as progress's `progressLines` (skipped visits left out; the sharers are the
 * confirmed attendees when recorded, else everyone assigned, by id), but driven by this person's visits
 * (`schedule_users_user`) rather than the whole month's: a month of 50 contractors is ~4,300 visits, one
 * contractor's ~130. earnings.test.ts and server/scripts/seed-demo-money.test.ts check the sums equal monthly progress.
 */
export async function earningsLines(db: Db, userId: number, month: IsoDate): Promise<EarningsSourceLine[]> {
  const end = endOfMonth(month.slice(0, 7));
  const result = await db.execute(sql`
    with mine as materialized (
      select s.id, s.due_date, s.complete, s.invoice_id, s.ignore_missing_photos, s.attended, s.client_id
      from schedule_users su join schedules s on s.id = su.schedule_id
      where su.user_id = ${userId} and s.due_date between ${month} and ${end} and not s.skip
    ),
    sharers as (${paySharersSql(sql`mine`)}),
    photos as (
      select a.schedule_id, count(*) as n from schedule_assets a join mine m on m.id = a.schedule_id group by a.schedule_id
    )
    select st.id, v.id as visit_id, v.due_date::text as due_date, v.complete as visit_complete,
           (v.complete or v.invoice_id is not null) as visit_done, st.complete as line_complete,
           coalesce(p.n, 0) as assets, v.ignore_missing_photos,
           (c.payment_method = 'cash') as cash_client, st.contractor_total, sh.n as sharers, sh.idx as share_index,
           c.id as client_id, c.name as client_name, st.name as task, v.invoice_id
    from mine v
    join clients c on c.id = v.client_id
    -- Each visit's lines by index; offset 0 keeps the planner from turning this into a scan of every line.
    cross join lateral (
      select t.id, t.complete, t.contractor_total, t.name, t.position from schedule_tasks t where t.schedule_id = v.id offset 0
    ) st
    left join sharers sh on sh.schedule_id = v.id and sh.user_id = ${userId}
    left join photos p on p.schedule_id = v.id
    order by v.due_date, v.id, st.position, st.id
  `);
  return z
    .object({ rows: z.array(lineRow) })
    .parse(result)
    .rows.map((row) => ({ ...row, skip: false, has_photo: row.assets > 0, sharers: row.sharers ?? 0 }));
}

/**
 * What the recorded pay runs paid one person for the weeks of a month (YYYY-MM-01), by week start: the pay-runs
 * feature answers (server/wiring.ts), as it sits above earnings.
 */
export const payRunsOfMonth = hook<[db: Db, userId: number, month: IsoDate], Promise<Map<IsoDate, WeekPaid>>>('earnings.payRunsOfMonth');

/** The month folded by shared/earnings.ts, for the pay run and TPAR as well as the page. */
export async function contractorMonth(db: Db, userId: number, month: IsoDate): Promise<MonthEarnings<EarningsSourceLine>> {
  return monthEarnings(await earningsLines(db, userId, month), month);
}

/**
 * The page's answer. `prices`: the reader has task_price and sees each line's amount; `pay`: the reader may see
 * this person's pay (their own, or task_price) and gets the totals.
 */
export async function presentEarnings(
  db: Db,
  user: { id: number; name: string },
  month: IsoDate,
  reader: { prices: boolean; pay: boolean; today: IsoDate },
  extras: { vendor: boolean; vendorInvoices: Map<IsoDate, VendorInvoice[]> },
): Promise<ContractorEarnings> {
  const [folded, paid] = await readTogether(db, [() => contractorMonth(db, user.id, month), () => payRunsOfMonth.call(db, user.id, month)]);
  const settled = settledMonth(folded, paid);
  const invoiceIds = folded.weeks.flatMap((w) => w.lines.flatMap((l) => (l.invoice_id === null ? [] : [l.invoice_id])));
  const invoices = await invoiceStatesOf(db, invoiceIds, reader.today);
  const line = (l: (typeof folded.weeks)[number]['lines'][number]): EarningsLineView => {
    const invoice = l.invoice_id === null ? undefined : invoices.get(l.invoice_id);
    return {
      id: l.id,
      due_date: l.due_date,
      client: { id: l.client_id, name: l.client_name },
      task: l.task,
      contractor_total: reader.prices ? l.amount : null,
      assets: l.assets,
      schedule: {
        id: l.visit_id,
        state: presentScheduleState(
          { skip: false, complete: l.visit_complete, invoice_id: l.invoice_id, due_date: l.due_date },
          reader.today,
        ),
        ignore_missing_photos: l.ignore_missing_photos,
      },
      counts: l.counts,
      cash: l.cash,
      invoice_id: l.invoice_id,
      invoice_number: invoice?.number ?? null,
      invoice_state: invoice ? presentInvoiceState(invoice.state) : null,
      invoice_paid: invoice?.paid ?? false,
    };
  };
  const totalsOf = ({ earned, potential, cash_collected, paid, to_be_paid }: typeof settled.totals) =>
    reader.pay ? { earned, potential, cash_collected, paid, to_be_paid } : null;
  return {
    user,
    vendor: extras.vendor,
    month,
    weeks: settled.weeks.map((w) => ({
      week: w.week,
      start: w.start,
      end: w.end,
      lines: w.lines.map(line),
      totals: totalsOf(w),
      paid_on: w.paid_on,
      vendor_invoices: extras.vendorInvoices.get(w.start) ?? [],
    })),
    totals: totalsOf(settled.totals),
  };
}
