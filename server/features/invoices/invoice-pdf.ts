/**
 * The tax invoice as a PDF, printed from the invoice exactly as the API presents it (findInvoice): it draws the
 * document model of shared/invoice-document.ts, which the web preview draws too, so the screen and the paper
 * cannot disagree.
 */
import type { Invoice } from '../../../shared/api/invoices';
import { invoiceDocument, noItems } from '../../../shared/invoice-document';
import {
  businessFooter,
  finishPdf,
  letterhead,
  type Logo,
  partyAndSummary,
  paymentDetails,
  stamp,
  startPdf,
  lineTable,
  textBlock,
  totals,
} from './document-pdf';

/** What the PDF prints: the invoice as the API presents it, less the office's own fields. */
export type PrintedInvoice = Omit<Invoice, 'actions' | 'visits' | 'time_to_pay'>;

export const invoiceFilename = (invoice: Pick<Invoice, 'number'>) => `invoice-${invoice.number}.pdf`;

const stamps = { paid: { text: 'PAID', colour: '#2b8a3e' }, cancelled: { text: 'CANCELLED', colour: '#c92a2a' } } as const;

export async function renderInvoicePdf(invoice: PrintedInvoice, logo: Logo | null): Promise<Buffer> {
  const { config } = invoice;
  const document = invoiceDocument(invoice, {
    subtotal: invoice.amount,
    tax: invoice.tax,
    total: invoice.total,
    paid: invoice.paid,
    balance: invoice.balance,
    adjusted: invoice.adjustment_notes.reduce((sum, note) => sum + note.applied, 0),
  });
  const pdf = startPdf({ title: document.name, author: config.business_name });
  letterhead(pdf, config, logo, document.title, document.facts);
  partyAndSummary(pdf, document.billTo, document.summary);
  if (document.header) textBlock(pdf, document.header.title, document.header.content);
  const { columns } = document;
  lineTable(
    pdf,
    columns,
    document.lines.length
      ? document.lines.map((line) => [line.label, line.quantity, line.unitPrice, line.amount])
      : [[noItems, '', '', '']],
  );
  const totalsTop = pdf.doc.y;
  totals(pdf, document.totals);
  // Beside the totals, where the page is empty, and where the eye goes for what is owed.
  const settled = document.settled && stamps[document.settled];
  if (settled) stamp(pdf, settled.text, settled.colour, pdf.left + 120, (totalsTop + pdf.doc.y) / 2 - 6);
  if (document.gstNote) textBlock(pdf, null, document.gstNote);
  if (document.note) textBlock(pdf, document.note.title, document.note.content);
  if (document.payment) paymentDetails(pdf, document.payment);
  if (document.footer) textBlock(pdf, document.footer.title, document.footer.content);
  return finishPdf(pdf, `${businessFooter(config)} · ${document.name}`);
}
