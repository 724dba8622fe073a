/**
 * Pay runs and the TPAR (docs/domain.md "Bank transactions, expenses, activity": contractors). `{week}` is the
 * first day of an earnings week (YYYY-MM-DD). Amounts are cents. All need manage_accounts.
 */
import { z } from 'zod';
import { earningsWeekOf } from '../earnings';
import { isoDateField, optionalText, requiredText } from './fields';

export const payRunParams = z.object({
  week: z
    .string()
    .refine(
      (v) => earningsWeekOf(v) !== null,
      'The week must be the first day of an earnings week (YYYY-MM-DD: the 1st, 8th, 15th, 22nd or 29th).',
    ),
});

/** Recording a week as paid: the day the money went (the BAS quarter and the TPAR year count it by); today when left out. */
export const recordPayRunInput = z.object({ paid_on: isoDateField('paid on date').optional() });

/** The day the bank is to process the file; today when left out. */
export const abaQuery = z.object({ process_on: isoDateField('process on date').optional() });

/** A week's money for one payee, or summed over the run: the payee row carries the same figures the totals add up. */
export const payRunTotals = z.object({
  earned: z.number(),
  cash_collected: z.number(),
  gross: z.number(),
  gst: z.number(),
  withheld: z.number(),
  net: z.number(),
});

export const payRunPayee = z.object({
  user: z.object({ id: z.number(), name: z.string() }),
  /** The ABA file's account title: the name they are paid under (`payeeName`, docs/domain.md "The payee's name"). */
  account_title: z.string(),
  abn: z.string().nullable(),
  bsb: z.string().nullable(),
  account: z.string().nullable(),
  /** BSB and account both present and well formed. */
  bank_ok: z.boolean(),
  ...payRunTotals.shape,
  /** No valid ABN: 47 % is withheld. */
  no_abn: z.boolean(),
  vendor_invoices: z.array(z.object({ id: z.number(), number: z.string(), total: z.number(), tax: z.number() })),
  /** The week's vendor invoices do not total what was earned. */
  invoice_differs: z.boolean(),
  /**
   * When this payee's payment was recorded, or null. Once recorded, the figures above are the recorded ones (what
   * the BAS and the TPAR count), not worked out again from today's data.
   */
  recorded_at: z.string().nullable(),
  /** The day the recorded payment went (`paid_on`), or null. */
  paid_on: z.string().nullable(),
  /**
   * How the week's earnings moved after it was recorded: today's figures less the recorded ones (cents; `gross`
   * is what is owed for the week). Null while unrecorded or unchanged.
   */
  changed_since_recorded: z.object({ earned: z.number(), gross: z.number() }).nullable(),
});
export type PayRunPayee = z.infer<typeof payRunPayee>;

export const payRunView = z.object({
  week: z.string(),
  end: z.string(),
  payees: z.array(payRunPayee),
  totals: payRunTotals,
  /** What recording the run now would record: the payees not yet recorded, and the net to transfer to them. */
  to_record: z.object({ payees: z.number(), net: z.number() }),
  /** What stops the ABA file: the business's or payees' missing bank details. Empty when it can be written. */
  problems: z.array(z.string()),
});
export type PayRunView = z.infer<typeof payRunView>;

export const payRunSettingsInput = z.object({
  apca_user_id: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || /^\d{6}$/.test(v), 'The APCA user id must be 6 digits.'),
  bank_abbreviation: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v.toUpperCase() : null))
    .refine((v) => v === null || /^[A-Z]{3}$/.test(v), 'The bank abbreviation must be 3 letters, like CBA.'),
  description: requiredText('description', 12),
});
export type PayRunSettingsInput = z.input<typeof payRunSettingsInput>;
export const payRunSettingsSchema = z.object({
  apca_user_id: z.string().nullable(),
  bank_abbreviation: z.string().nullable(),
  description: z.string(),
});
export type PayRunSettings = z.infer<typeof payRunSettingsSchema>;

/** `year` is a financial year named by the year it ends in (2027 = 1 July 2026 – 30 June 2027). */
export const tparQuery = z.object({
  year: z.coerce
    .number({ error: 'The year must be a year, like 2026.' })
    .int('The year must be a year, like 2026.')
    .min(2000, 'The year must be 2000 or later.')
    .max(2100, 'The year must be 2100 or earlier.'),
});
export const tparParams = tparQuery;

/** The rows summed: what the page's and the spreadsheet's total line show. */
export const tparTotals = z.object({ gross_paid: z.number(), gst: z.number(), tax_withheld: z.number() });
export const tparRow = z.object({
  user_id: z.number(),
  name: z.string(),
  abn: z.string().nullable(),
  address: z.string().nullable(),
  ...tparTotals.shape,
  missing: z.array(z.enum(['abn', 'address'])),
});
export type TparRowView = z.infer<typeof tparRow>;
export const tparView = z.object({ year: z.number(), start: z.string(), end: z.string(), rows: z.array(tparRow), totals: tparTotals });
export type TparView = z.infer<typeof tparView>;

export const payeeParams = z.object({ user: z.coerce.number().int().positive() });
export const payeeAddressInput = z.object({ address: optionalText(500) });
