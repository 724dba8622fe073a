/**
 * Contractor earnings (`GET /api/contractor-earnings/{user}?month=YYYY-MM-01`, decision 013): one
 * contractor's month in weeks 1–5, each with its task lines and totals (shared/earnings.ts). Amounts are cents.
 */
import { z } from 'zod';
import { invoiceStates } from '../invoice-states';
import { scheduleStates } from '../schedule-state';
import { monthField } from './progress';
import { vendorInvoiceSchema } from './vendor-invoices';
import { namedRef, presentedState } from './refs';

export const earningsQuery = z.object({ month: monthField });

export const earningsTotals = z.object({
  earned: z.number(),
  potential: z.number(),
  /** The contractor's share of counted lines of cash clients: kept from the cash, deducted as a payout. */
  cash_collected: z.number(),
  /** What recorded pay runs paid for these weeks: their recorded gross (transferred plus withheld). */
  paid: z.number(),
  /** earned − cash_collected − paid: still owed (negative when a recorded week later earned less). */
  to_be_paid: z.number(),
});
export type EarningsTotalsView = z.infer<typeof earningsTotals>;

export const earningsLine = z.object({
  /** The visit's task line. */
  id: z.number(),
  due_date: z.string(),
  client: namedRef,
  task: z.string(),
  /** This contractor's cents of the line; null without task_price (docs/domain.md "Who may see what"). */
  contractor_total: z.number().nullable(),
  /** Photos on the visit. */
  assets: z.number(),
  schedule: z.object({ id: z.number(), state: presentedState(scheduleStates), ignore_missing_photos: z.boolean() }),
  /** The line is earned: the visit is done with a photo, or its missing photos are ignored. */
  counts: z.boolean(),
  /** A cash client: the contractor collects the money. */
  cash: z.boolean(),
  invoice_id: z.number().nullable(),
  invoice_number: z.number().nullable(),
  invoice_state: presentedState(invoiceStates).nullable(),
  invoice_paid: z.boolean(),
});
export type EarningsLineView = z.infer<typeof earningsLine>;

export const earningsWeek = z.object({
  week: z.number().int().min(1).max(5),
  /** The week's first day: the key of its vendor invoices and pay run. */
  start: z.string(),
  end: z.string(),
  lines: z.array(earningsLine),
  /** Null when the reader may not see this person's pay. */
  totals: earningsTotals.nullable(),
  /** The day the week's recorded pay run paid this person (its `paid_on`), or null while unrecorded. */
  paid_on: z.string().nullable(),
  /** The contractor's invoices for this week (to view, download, delete and upload). */
  vendor_invoices: z.array(vendorInvoiceSchema),
});
export type EarningsWeekView = z.infer<typeof earningsWeek>;

export const contractorEarnings = z.object({
  user: namedRef,
  /** The person is a vendor: they invoice the business and may upload vendor invoices. */
  vendor: z.boolean(),
  month: z.string(),
  weeks: z.array(earningsWeek),
  totals: earningsTotals.nullable(),
});
export type ContractorEarnings = z.infer<typeof contractorEarnings>;
