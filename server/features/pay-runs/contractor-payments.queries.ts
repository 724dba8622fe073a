/**
 * What was paid to contractors, on the cash basis (decision 016): the one list the BAS quarters (outgoing, 1B,
 * W4) and the TPAR both count, so the two always agree. A recorded pay run pays a person's week on its
 * `paid_on`; a vendor invoice matched to a bank payment (`paid_at`) pays it when no pay run of that person and
 * week is recorded — once one is, the run is the payment, so a week paid through both is counted once.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { fullDayText } from '../../../shared/date-text';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';

/**
 * A `contractor_payments` common table (for a `with`): kind, id (in its own table), paid_on, user_id, week,
 * number (a vendor invoice's), amount (gross, GST inclusive), gst and withheld, paid from `from` to `to`.
 * Twin: `contractorPaymentsOf` (shared/bas.ts); account-activity/bas.sql.test.ts holds the two equal.
 */
export const contractorPaymentsCte = (from: IsoDate, to: IsoDate): SQL => sql`
  contractor_payments as (
    select 'pay_run'::text as kind, r.id, r.paid_on, r.user_id, r.week, null::text as number, r.earned as amount, r.gst, r.withheld
    from pay_run_payments r
    where r.paid_on between ${from} and ${to}
    union all
    select 'vendor_invoice'::text, v.id, v.paid_at, v.user_id, v.week, v.number, v.total, v.tax, 0::bigint
    from vendor_invoices v
    where v.paid_at between ${from} and ${to}
      and not exists (select 1 from pay_run_payments r where r.user_id = v.user_id and r.week = v.week)
  )`;

/** The name a contractor is paid under: the SQL twin of `payeeName` (shared/pay-runs.ts), held to it by payee-name.test.ts. */
export const payeeNameSql = sql`coalesce(nullif(u.legal_business_name, ''), nullif(u.legal_name, ''), nullif(vd.name, ''), u.name)`;
/** Joins `users u` and their vendor `vd` to a row `cp` of contractor_payments, for `payeeNameSql`. */
export const payeeJoins = sql`join users u on u.id = cp.user_id left join vendors vd on vd.user_id = cp.user_id`;

const paymentRows = z.object({
  rows: z.array(
    z.object({
      kind: z.enum(['pay_run', 'vendor_invoice']),
      id: z.number(),
      paid_on: z.string(),
      user_id: z.number(),
      week: z.string(),
      number: z.string().nullable(),
      vendor_name: z.string().nullable(),
      amount: z.coerce.number(),
      gst: z.coerce.number(),
      withheld: z.coerce.number(),
    }),
  ),
});
export type ContractorPaymentRow = z.infer<typeof paymentRows>['rows'][number];

/** Every payment to a contractor from `from` to `to`, in date order. */
export async function contractorPaymentsBetween(db: Db, from: IsoDate, to: IsoDate): Promise<ContractorPaymentRow[]> {
  const result = await db.execute(sql`with ${contractorPaymentsCte(from, to)}
    select cp.kind, cp.id, cp.paid_on::text as paid_on, cp.user_id, cp.week::text as week, cp.number, vd.name as vendor_name, cp.amount, cp.gst, cp.withheld
    from contractor_payments cp ${payeeJoins}
    order by cp.paid_on, cp.kind, cp.id`);
  return paymentRows.parse(result).rows;
}

/** How a contractor payment reads in a list of what was paid out. */
export const contractorPaymentDescription = (row: { kind: 'pay_run' | 'vendor_invoice'; week: string; number: string | null }) =>
  `${row.kind === 'pay_run' ? 'Pay run' : `Vendor invoice ${row.number}`}, week of ${fullDayText(row.week)}`;
