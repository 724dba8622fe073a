/**
 * An adjustment note as a PDF, in the invoice's look (document-pdf.ts), titled "Adjustment note" as GST law asks
 * (decision 031): the business and its ABN, the note's number and date, the invoice it corrects, the client, why,
 * each line taken off with its quantity and price, the GST of the adjustment and the total, and what became of it
 * (the balance lowered, or the client's credit).
 */
import type { BillTo, InvoiceConfig } from '../../../shared/api/invoices';
import { adjustmentNoteNumber } from '../../../shared/api/invoices';
import { printedDate } from '../../../shared/date-text';
import { addressLines, lineColumns, quantityText } from '../../../shared/invoice-document';
import { formatAud, GST_PERCENT } from '../../../shared/money';
import { businessFooter, finishPdf, letterhead, lineTable, type Logo, partyAndSummary, startPdf, textBlock, totals } from './document-pdf';
import type { AdjustmentNoteRow } from './adjustment-notes.queries';
import type { adjustmentNoteLines } from './adjustment-notes.table';

export type AdjustmentNotePdfInput = {
  note: AdjustmentNoteRow;
  lines: readonly (typeof adjustmentNoteLines.$inferSelect)[];
  invoice: { number: number; issuedAt: string; gst: boolean };
  client: BillTo;
  config: InvoiceConfig;
  logo: Logo | null;
};

export const adjustmentNoteTitle = 'Adjustment note';

export const adjustmentNoteFilename = (note: Pick<AdjustmentNoteRow, 'number'>) =>
  `adjustment-note-${adjustmentNoteNumber(note.number)}.pdf`;

/** What the note did to the client's account, in words: the balance it lowered, the credit it left. */
export function noteOutcome(note: Pick<AdjustmentNoteRow, 'applied' | 'total'>, invoiceNumber: number): string {
  const credited = note.total - note.applied;
  const parts = [
    note.applied > 0 ? `${formatAud(note.applied)} comes off the balance of invoice ${invoiceNumber}` : null,
    credited > 0 ? `${formatAud(credited)} already paid is held as your credit, towards your other invoices` : null,
  ].filter(Boolean);
  return `${parts.join('; ')}.`;
}

export async function renderAdjustmentNotePdf({ note, lines, invoice, client, config, logo }: AdjustmentNotePdfInput): Promise<Buffer> {
  const number = adjustmentNoteNumber(note.number);
  const name = `${adjustmentNoteTitle} ${number}`;
  const pdf = startPdf({ title: name, author: config.business_name });
  letterhead(pdf, config, logo, adjustmentNoteTitle, [
    ['Note number', number],
    ['Issue date', printedDate(note.issuedAt)],
    ['Invoice', String(invoice.number)],
    ['Invoice date', printedDate(invoice.issuedAt)],
  ]);
  partyAndSummary(
    pdf,
    { heading: 'To', name: client.name, lines: addressLines(client) },
    { label: 'Total adjustment', amount: formatAud(note.total), note: `Against invoice ${invoice.number}` },
  );
  textBlock(pdf, 'Reason', note.reason);
  const columns = lineColumns(invoice.gst);
  lineTable(
    pdf,
    columns,
    lines.map((line) => [line.label, quantityText(line.quantity), formatAud(line.unitPrice), formatAud(line.amount)]),
  );
  totals(
    pdf,
    invoice.gst
      ? [
          { label: 'Subtotal (excl. GST)', value: formatAud(note.subtotal) },
          { label: `GST ${GST_PERCENT}% adjustment`, value: formatAud(note.tax) },
          { label: 'Total (incl. GST)', value: formatAud(note.total), strong: true, tinted: true },
        ]
      : [{ label: 'Total adjustment', value: formatAud(note.total), strong: true, tinted: true }],
  );
  textBlock(pdf, null, noteOutcome(note, invoice.number));
  if (!invoice.gst) textBlock(pdf, null, 'No GST was charged on the invoice, so none is adjusted.');
  textBlock(pdf, config.footer_title, config.footer_content);
  return finishPdf(pdf, `${businessFooter(config)} · ${name}`);
}
