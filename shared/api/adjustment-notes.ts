/**
 * Adjustment notes (decision 031): `POST /api/invoices/{id}/adjustment-notes` issues one against a sent invoice,
 * `GET /api/adjustment-notes/{id}/pdf` is its document. Lines are GST-exclusive like an invoice's, in cents and
 * positive: what is taken off the invoice. The note's GST is worked as an invoice's (`invoiceTotals`).
 */
import { z } from 'zod';
import { isoDateField, requiredText } from './fields';
import { idParam } from './paging';
import { invoiceLineInput } from './invoices';

export { adjustmentNoteNumber, adjustmentNoteSchema, type AdjustmentNote } from './invoices';

/** At most 50 lines: a correction names what was wrong, not a new invoice. */
export const maxAdjustmentLines = 50;

export const adjustmentNoteInput = z.object({
  issued_at: isoDateField('issue date'),
  reason: requiredText('reason', 500),
  lines: z
    .array(invoiceLineInput, { error: 'Add at least one line.' })
    .min(1, 'Add at least one line.')
    .max(maxAdjustmentLines, `An adjustment note may have at most ${maxAdjustmentLines} lines.`),
});
export type AdjustmentNoteInput = z.input<typeof adjustmentNoteInput>;

export const adjustmentNoteParams = z.object({ id: idParam });
