import { type Invoice, quantityField, unitPriceField } from '../../../shared/api/invoices';
import { addDays, type IsoDate } from '../../../shared/dates';
import { type Cents, type InvoiceLineAmount, invoiceTotals } from '../../../shared/money';

/** A line being typed: an existing line's new values, or a new line (`id` 'new'); blanks and bad values are null. */
export type LineDraft = { id: number | 'new'; label: string; unit_price: Cents | null; quantity: number | null };

/** The money box's cents as a unit price the server takes ($0.00 to $1,000,000.00), else null. */
export const draftCents = (cents: Cents | null): Cents | null => (cents !== null && unitPriceField.safeParse(cents).success ? cents : null);

/** A quantity as typed → the number, or null when the server would refuse it (more than 2 decimals, 0, too many). */
export function draftQuantity(value: number | string): number | null {
  if (value === '') return null;
  const parsed = quantityField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The lines as they would be if the draft were saved: an edited line with its new values, a new line added at the
 * end. A draft the server would refuse leaves the lines as they are.
 */
export function previewLines(lines: readonly (InvoiceLineAmount & { id?: number })[], draft: LineDraft | null): InvoiceLineAmount[] {
  const amounts = lines.map(({ unit_price, quantity }) => ({ unit_price, quantity }));
  if (!draft || draft.unit_price === null || draft.quantity === null) return amounts;
  const typed = { unit_price: draft.unit_price, quantity: draft.quantity };
  if (draft.id === 'new') return [...amounts, typed];
  return lines.map((line, index) => (line.id === draft.id ? typed : amounts[index]));
}

export type PreviewTotals = { subtotal: Cents; tax: Cents; total: Cents; paid: Cents; adjusted?: Cents; balance: Cents };

/**
 * The invoice's figures with the draft applied, by the same pure rules the server uses (shared/money.ts): each
 * line rounded, GST once on the subtotal when the invoice charges it, the payments as they are. With no draft
 * they are the invoice's own, which the server's answer then replaces.
 */
export function previewTotals(
  invoice: Pick<Invoice, 'lines' | 'gst' | 'paid'> & Partial<Pick<Invoice, 'adjustment_notes'>>,
  draft: LineDraft | null,
): PreviewTotals {
  const totals = invoiceTotals(previewLines(invoice.lines, draft), { gst: invoice.gst });
  // What adjustment notes took off lowers the balance as payments do (decision 031).
  const adjusted = (invoice.adjustment_notes ?? []).reduce((sum, note) => sum + note.applied, 0);
  return { ...totals, paid: invoice.paid, adjusted, balance: totals.total - invoice.paid - adjusted };
}

/** The due date an issued date and terms make (the server's rule: issued + terms days). */
export const dueDateOf = (issued: IsoDate, terms: number): IsoDate => addDays(issued, terms);
