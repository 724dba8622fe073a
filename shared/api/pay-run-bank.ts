/**
 * A recorded pay run against the bank (docs/domain.md "Pay day at the bank"): `GET /api/pay-runs/{week}/bank`
 * (manage_accounts), and the pay-run links a transaction shows. Cents; what left the bank is positive.
 */
import { z } from 'zod';
import { namedRef } from './refs';

/** A pay run on a transaction: `total` is what the run (or the payee's row) recorded as net, `amount` what the line gave. */
export const linkedPayRun = z.object({
  week: z.string(),
  /** The payee whose row a single transfer pays; null for the whole run's batch. */
  user_id: z.number().nullable(),
  payee: z.string().nullable(),
  total: z.number(),
  amount: z.number(),
  confirmed: z.boolean(),
});
export type LinkedPayRun = z.infer<typeof linkedPayRun>;

export const payRunBankSchema = z.object({
  week: z.string(),
  /** The run's recorded net total. */
  recorded: z.number(),
  /** What the bank lines below took out for it. */
  banked: z.number(),
  /** banked − recorded: zero when they agree. */
  difference: z.number(),
  /** Some bank line is matched and they add up to the run's total. */
  reconciled: z.boolean(),
  lines: z.array(
    z.object({
      id: z.number(),
      created_at: z.string(),
      description: z.string(),
      user_id: z.number().nullable(),
      amount: z.number(),
      /** The run's batch debit, one payee's transfer, or a transfer paying the payee's vendor invoice of the week. */
      via: z.enum(['batch', 'transfer', 'vendor_invoice']),
    }),
  ),
  /** Each payee's recorded net against the transfers to them (null when none is matched to them alone). */
  payees: z.array(
    z.object({
      user: namedRef,
      net: z.number(),
      banked: z.number().nullable(),
      difference: z.number().nullable(),
    }),
  ),
});
export type PayRunBank = z.infer<typeof payRunBankSchema>;
