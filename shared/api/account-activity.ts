/** Account activity: BAS quarters, what is behind their figures, and the charts (docs/domain.md "Account activity"; decisions 015, 016). */
import { z } from 'zod';
import { maxYear, minYear } from '../bas';
import { paymentSources } from './invoices';
import { paged } from './paging';

const yearField = z.coerce
  .number({ error: 'The year must be a financial year such as 2027.' })
  .int('The year must be a financial year such as 2027.')
  .min(minYear, `The year must be from ${minYear} to ${maxYear}.`)
  .max(maxYear, `The year must be from ${minYear} to ${maxYear}.`);

/** `?year=` (the financial year, named by the year it ends; the current one when left out), 10 a page. */
export const accountActivityQuery = z.object({
  year: yearField.optional(),
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(10),
});

/** A quarter in a path: `{id}` = year × 10 + quarter. A path that names no quarter is a 404. */
export const quarterParams = z.object({
  id: z
    .string()
    .regex(/^\d{5}$/)
    .transform(Number),
});
export const yearParams = z.object({
  year: z
    .string()
    .regex(/^\d{4}$/)
    .transform(Number),
});

/** The largest PAYG instalment taken: $9,999,999.99 (within the database integer the input guard allows). */
export const maxPaygCents = 999_999_999;

export const accountActivityInput = z.object({
  /** The PAYG instalment, whole cents. */
  payg: z
    .number({ error: 'The PAYG amount must be an amount in cents.' })
    .int('The PAYG amount must be a whole number of cents.')
    .min(0, 'The PAYG amount may not be negative.')
    .max(maxPaygCents, 'The PAYG amount may not be greater than $9,999,999.99.')
    .optional(),
  bas_complete: z.boolean({ error: 'The BAS complete field must be true or false.' }).optional(),
});
export type AccountActivityInput = z.infer<typeof accountActivityInput>;

/** The BAS labels (`BasLabels`, shared/bas.ts): in cents, or on the form in whole dollars. */
const basLabelsSchema = z.object({
  g1: z.number(),
  label_1a: z.number(),
  label_1b: z.number(),
  label_w4: z.number(),
  payg: z.number(),
  /** 1A − 1B + W4 + PAYG: what the BAS says is owed (negative: a refund). */
  net: z.number(),
});

/** One BAS quarter: the spec's fields, its dates, the BAS labels and who completed it. Cents. */
export const accountActivitySchema = z.object({
  id: z.number(),
  year: z.number(),
  quarter: z.number(),
  start: z.string(),
  end: z.string(),
  incoming: z.number(),
  incoming_tax: z.number(),
  outgoing: z.number(),
  outgoing_tax: z.number(),
  /** Withheld from contractors who quoted no ABN (47 %), paid with the BAS. */
  withheld: z.number(),
  bas_complete: z.boolean(),
  ...basLabelsSchema.shape,
  /** The labels to write on the form: whole dollars, cents truncated, and the net worked from them (`basFormLabels`). */
  on_form: basLabelsSchema,
  receipts: z.number(),
  expenses: z.number(),
  /** Recorded pay runs and paid vendor invoices of the quarter (decision 016). */
  contractor_payments: z.number(),
  completed_at: z.string().nullable(),
  completed_by: z.string().nullable(),
});
export type AccountActivity = z.infer<typeof accountActivitySchema>;
export const accountActivityPage = paged(accountActivitySchema);

/** A payment received in the quarter, with the GST it carries (behind incoming, G1 and 1A). */
/** What a row behind incoming and 1A is: a payment by its source, or an adjustment note's decreasing adjustment. */
export const receiptSources = [...paymentSources, 'adjustment_note'] as const;

/**
 * A row behind a quarter's incoming and 1A: money received (its GST share), or an adjustment note on money
 * already received, negative (decision 031). `id` is the payment's, or the note's for a note.
 */
export const activityReceiptSchema = z.object({
  id: z.number(),
  paid_at: z.string(),
  amount: z.number(),
  gst: z.number(),
  source: z.enum(receiptSources),
  /** The note's number (AN-0001 is 1) for an adjustment note's row; null for a payment. */
  note_number: z.number().nullable(),
  invoice_id: z.number(),
  invoice_number: z.number(),
  client_id: z.number(),
  client_name: z.string(),
});
export type ActivityReceipt = z.infer<typeof activityReceiptSchema>;

/** What a line paid out is: an expense, a contractor's recorded pay run, or a contractor's paid vendor invoice. */
export const paidOutKinds = ['expense', 'pay_run', 'vendor_invoice'] as const;

/**
 * Money paid out in the quarter (behind outgoing and 1B): an expense with its business-use part and GST credit,
 * or a payment to a contractor (100 % business, the GST on their invoice, what was withheld for no ABN). `id`
 * is the row's in its own kind.
 */
export const activityExpenseSchema = z.object({
  kind: z.enum(paidOutKinds),
  id: z.number(),
  spent_on: z.string(),
  description: z.string(),
  vendor_name: z.string().nullable(),
  category_name: z.string().nullable(),
  amount: z.number(),
  business_use: z.number(),
  business_part: z.number(),
  gst: z.number(),
  withheld: z.number(),
});
export type ActivityExpense = z.infer<typeof activityExpenseSchema>;

/** The lines behind a quarter's figures, 20 a page. */
export const behindQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  count: z.coerce.number().int().min(1).max(100).default(20),
});
export const activityReceiptPage = paged(activityReceiptSchema);
export const activityExpensePage = paged(activityExpenseSchema);

/** The charts: a year (`?year=`) or, by the path's `{id}`, one quarter. */
export const chartQuery = z.object({ year: yearField.optional() });
export const incomeByClientSchema = z.object({ data: z.array(z.object({ id: z.number(), x: z.string(), y: z.number() })) });
export const expenseByVendorSchema = z.object({
  data: z.array(z.object({ id: z.number().nullable(), label: z.string(), total: z.number() })),
});
export type IncomeByClient = z.infer<typeof incomeByClientSchema>['data'];
export type ExpenseByVendor = z.infer<typeof expenseByVendorSchema>['data'];
