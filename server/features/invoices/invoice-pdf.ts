/**
 * The tax invoice as a PDF, printed from the invoice exactly as the API presents it (findInvoice), so the
 * screen and the paper cannot disagree. It carries what the ATO asks of a tax invoice — the words "Tax
 * invoice" (or "Invoice" when no GST was charged), the seller's name and ABN, the issue date, each line's
 * description, quantity and price, the GST, the total, and the buyer's name and address (required from
 * $1,000; always printed) — and what a client needs to pay it: number, due date, terms, the amount applied,
 * the balance due and the bank details with the invoice number as the reference.
 */
import type { Invoice } from '../../../shared/api/invoices';
import { GST_PERCENT, formatAud } from '../../../shared/money';
import {
  businessFooter,
  finishPdf,
  letterhead,
  type Logo,
  partyAndSummary,
  paymentDetails,
  printedDate,
  printedQuantity,
  stamp,
  startPdf,
  table,
  textBlock,
  type TotalRow,
  totals,
} from './document-pdf';

/** What the PDF prints: the invoice as the API presents it, less the office's own fields. */
export type PrintedInvoice = Omit<Invoice, 'actions' | 'visits' | 'time_to_pay'>;

export const invoiceFilename = (invoice: Pick<Invoice, 'number'>) => `invoice-${invoice.number}.pdf`;

const stamps = { paid: { text: 'PAID', colour: '#2b8a3e' }, cancelled: { text: 'CANCELLED', colour: '#c92a2a' } } as const;

/** The amount in the box beside the bill-to: what is owed and by when, or why nothing is. */
function summaryOf(invoice: PrintedInvoice) {
  if (invoice.state.state === 'cancelled') return { label: 'Invoice cancelled', amount: 'Nothing owed' };
  if (invoice.state.state === 'paid') return { label: 'Paid in full', amount: formatAud(invoice.total) };
  return { label: 'Balance due', amount: formatAud(invoice.balance), note: `Due ${printedDate(invoice.due_at)}` };
}

/** Subtotal, GST and total (or the total alone without GST), then what was applied and what is left. */
function totalRows(invoice: PrintedInvoice): TotalRow[] {
  const charged: TotalRow[] = invoice.gst
    ? [
        { label: 'Subtotal (excl. GST)', value: formatAud(invoice.amount) },
        { label: `GST ${GST_PERCENT}%`, value: formatAud(invoice.tax) },
        { label: 'Total (incl. GST)', value: formatAud(invoice.total), strong: true },
      ]
    : [{ label: 'Total', value: formatAud(invoice.total), strong: true }];
  const balance: TotalRow =
    invoice.state.state === 'cancelled'
      ? { label: 'Balance due', value: 'Cancelled', strong: true, tinted: true }
      : { label: 'Balance due', value: formatAud(invoice.balance), strong: true, tinted: true };
  return [...charged, { label: 'Less amount applied', value: formatAud(-invoice.paid) }, balance];
}

export async function renderInvoicePdf(invoice: PrintedInvoice, logo: Logo | null): Promise<Buffer> {
  const { config } = invoice;
  const pdf = startPdf({ title: `${invoice.title} ${invoice.number}`, author: config.business_name });
  letterhead(pdf, config, logo, invoice.title, [
    ['Invoice number', String(invoice.number)],
    ['Issue date', printedDate(invoice.issued_at)],
    ['Due date', printedDate(invoice.due_at)],
    ['Terms', invoice.terms === 0 ? 'Due on receipt' : `${invoice.terms} days`],
  ]);
  partyAndSummary(pdf, 'Bill to', invoice.address, summaryOf(invoice));

  textBlock(pdf, config.header_title, config.header_content);
  table(
    pdf,
    [
      { title: 'Description', align: 'left' },
      { title: 'Qty', align: 'right', width: 50 },
      { title: invoice.gst ? 'Unit price (ex GST)' : 'Unit price', align: 'right', width: 100 },
      { title: invoice.gst ? 'Amount (ex GST)' : 'Amount', align: 'right', width: 90 },
    ],
    invoice.lines.length
      ? invoice.lines.map((line) => ({ cells: [line.label, printedQuantity(line.quantity), formatAud(line.unit_price), formatAud(line.amount)] }))
      : [{ cells: ['No items.', '', '', ''] }],
  );
  const totalsTop = pdf.doc.y;
  totals(pdf, totalRows(invoice));
  // Beside the totals, where the page is empty, and where the eye goes for what is owed.
  const settled = invoice.state.state === 'paid' || invoice.state.state === 'cancelled' ? stamps[invoice.state.state] : null;
  if (settled) stamp(pdf, settled.text, settled.colour, pdf.left + 120, (totalsTop + pdf.doc.y) / 2 - 6);
  if (!invoice.gst) textBlock(pdf, null, 'No GST has been charged on this invoice.');
  if (invoice.note?.trim()) textBlock(pdf, 'Note', invoice.note);
  if (!settled && invoice.balance > 0) {
    paymentDetails(pdf, config, String(invoice.number), `Please pay ${formatAud(invoice.balance)} by ${printedDate(invoice.due_at)}, quoting the reference.`);
  }
  textBlock(pdf, config.footer_title, config.footer_content);
  return finishPdf(pdf, `${businessFooter(config)} · ${invoice.title} ${invoice.number}`);
}
