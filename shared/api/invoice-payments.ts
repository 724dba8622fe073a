/**
 * `POST /api/invoices/{id}/payments`: a payment recorded by hand (docs/domain.md "Payments and what is owed").
 * Cents, the day it was paid (not after the business's today), how, and the payer's reference. What it brings over
 * the invoice's balance becomes the client's credit.
 */
import { z } from 'zod';
import { isoDateField, optionalText } from './fields';
import { invoiceSchema, paymentMethods } from './invoices';

/** $10,000,000.00: far above any cleaning invoice, below where cents stop being exact in a double. */
export const maxPaymentCents = 1_000_000_000;

export const paymentMethodLabels: Record<(typeof paymentMethods)[number], string> = {
  bank: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
  other: 'Other',
};

export const recordPaymentInput = z.object({
  amount: z
    .number({ error: 'The amount must be a whole number of cents.' })
    .int('The amount must be a whole number of cents.')
    .min(1, 'The amount must be more than $0.00.')
    .max(maxPaymentCents, 'The amount may not be greater than $10,000,000.00.'),
  paid_on: isoDateField('payment date'),
  method: z.enum(paymentMethods, { error: 'The method must be bank, cash, card or other.' }),
  reference: optionalText(100),
});
export type RecordPaymentInput = z.input<typeof recordPaymentInput>;

/** The invoice as it now stands, and what of the payment went to it and to the client's credit. */
export const recordPaymentResult = z.object({
  message: z.string(),
  applied: z.number(),
  credited: z.number(),
  data: invoiceSchema,
});
export type RecordPaymentResult = z.infer<typeof recordPaymentResult>;
