/**
 * The BAS money rules the server sums in SQL, each written once beside the name of its TypeScript twin in
 * shared/ — the documented rule (docs/domain.md "Account activity"); bas.sql.test.ts holds every pair equal on
 * generated rows, on PGlite and PostgreSQL. PostgreSQL's round() of a numeric rounds half away from zero, as
 * `multiplyRounded` (shared/money.ts) does. What counts as a contractor payment is pay-runs'
 * `contractorPaymentsCte`, twin `contractorPaymentsOf` (shared/bas.ts), tested in the same file.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';

/** The business-use part of an expense row `alias`: round(amount × business_use ÷ 100). Twin: `businessPart` (shared/bas.ts). */
export const businessPartSql = (alias: string): SQL => {
  const e = sql.identifier(alias);
  return sql`round(${e}.amount * ${e}.business_use / 100.0)`;
};

/** The GST credit of an expense row `alias`: 1/11 of its business part, when GST is claimed. Twin: `expenseGst` (shared/money.ts). */
export const expenseGstSql = (alias: string): SQL => {
  const e = sql.identifier(alias);
  return sql`case when ${e}.gst then round(${e}.amount * ${e}.business_use / 1100.0) else 0 end`;
};

/** The GST received once `paid` cents of invoice `i` are paid: round(paid × tax ÷ total), paid held in 0…total. */
const gstReceivedSql = (paid: SQL) => sql`round(least(greatest(${paid}, 0), i.total)::numeric * i.tax / i.total)`;

/**
 * A `receipts` common table: every payment received from `from` to `to` with the GST share it carries (column
 * `gst`), its invoice's number and client. Each invoice's payments in date order (then id); a payment's share
 * is the growth it makes in the GST received; earlier payments count towards the running sum, later ones do not
 * matter. Twin: `paymentGstShares` (shared/bas.ts).
 */
export const receiptsCte = (from: IsoDate, to: IsoDate): SQL => sql`
  with touched as (
    select distinct invoice_id from payments where paid_at between ${from} and ${to}
  ),
  running as (
    select p.id, p.invoice_id, p.amount, p.paid_at, p.source,
           sum(p.amount) over (partition by p.invoice_id order by p.paid_at, p.id) as paid_after
    from payments p
    where p.invoice_id in (select invoice_id from touched) and p.paid_at <= ${to}
  ),
  receipts as (
    select r.id, r.invoice_id, r.amount, r.paid_at, r.source, i.number as invoice_number, i.client_id,
           case when i.total <= 0 then 0 else ${gstReceivedSql(sql`r.paid_after`)} - ${gstReceivedSql(sql`r.paid_after - r.amount`)} end as gst
    from running r join invoices i on i.id = r.invoice_id
    where r.paid_at >= ${from}
  )`;

/**
 * A `note_adjustments` common table: each adjustment note issued from `from` to `to` with the decreasing
 * adjustment it makes (decision 031): `amount` the money already received it gives back (total − applied) and
 * `gst` that part's share of the note's GST. Notes that only lowered a balance make none. Twin: `noteAdjustment`
 * (shared/bas.ts).
 */
export const noteAdjustmentsCte = (from: IsoDate, to: IsoDate): SQL => sql`
  note_adjustments as (
    select n.id, n.invoice_id, n.issued_at, greatest(n.total - n.applied, 0) as amount,
           case when n.total <= 0 then 0 else round(greatest(n.total - n.applied, 0)::numeric * n.tax / n.total) end as gst
    from adjustment_notes n
    where n.issued_at between ${from} and ${to} and n.total > n.applied
  )`;
