/**
 * Vendor invoices (decision 013): a contractor who is a vendor uploads their invoice for an earnings week.
 * `POST /api/vendor-invoices` takes the fields and the file's name and size and answers the chunked upload's id;
 * the PDF then goes to `/api/uploads/{id}`. Amounts are cents.
 */
import { z } from 'zod';
import { earningsWeekOf } from '../earnings';
import { idField, isoDateField, requiredText } from './fields';
import { checkFileSize, uploadFileFields, uploadTypeMessages } from './uploads';

export const vendorInvoiceMaxBytes = 10 * 1024 * 1024;
/** $9,999,999.99: far above a week's pay. */
const maxCents = 999_999_999;

const cents = (label: string, min: number) =>
  z
    .number({ error: `The ${label} field is required.` })
    .int(`The ${label} must be a whole number of cents.`)
    .min(min, min > 0 ? `The ${label} must be greater than 0.` : `The ${label} may not be negative.`)
    .max(maxCents, `The ${label} may not be greater than $9,999,999.99.`);

export const vendorInvoiceInput = z
  .object({
    user_id: idField('user'),
    week: isoDateField('week').refine(
      (v) => earningsWeekOf(v) !== null,
      'The week must be the first day of an earnings week (the 1st, 8th, 15th, 22nd or 29th).',
    ),
    number: requiredText('number', 50),
    issued_at: isoDateField('issued date'),
    total: cents('total', 1),
    tax: cents('tax', 0),
    ...uploadFileFields,
  })
  .superRefine((input, ctx) => {
    if (input.tax > input.total) ctx.addIssue({ code: 'custom', path: ['tax'], message: 'The tax may not be more than the total.' });
    if (!/\.pdf$/i.test(input.filename)) ctx.addIssue({ code: 'custom', path: ['file'], message: uploadTypeMessages.pdf });
    checkFileSize(input.size, vendorInvoiceMaxBytes, ctx);
  });
export type VendorInvoiceInput = z.infer<typeof vendorInvoiceInput>;

export const vendorInvoiceSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  week: z.string(),
  number: z.string(),
  issued_at: z.string(),
  total: z.number(),
  tax: z.number(),
  filename: z.string(),
  size: z.number(),
  paid_at: z.string().nullable(),
  /** GET this to download the PDF. */
  download_url: z.string(),
});
export type VendorInvoice = z.infer<typeof vendorInvoiceSchema>;

/** The warning beside an invoice whose total is not the week's earnings (like a transaction's). */
export function vendorInvoiceDifference(total: number, earned: number | null): string | null {
  if (earned === null || total === earned) return null;
  return total > earned ? 'The invoice total is more than the week’s earnings.' : 'The invoice total is less than the week’s earnings.';
}
