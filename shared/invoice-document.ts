/**
 * The tax invoice as a document: every word and figure the PDF (server/features/invoices/invoice-pdf.ts) prints
 * and the web preview (web/features/invoices/invoice-sheet.tsx) shows, built once here so the screen and the paper
 * cannot disagree; they only draw it. It carries what the ATO asks of a tax invoice — the words "Tax invoice" (or
 * "Invoice" when no GST was charged), the seller's name and ABN, the issue date, each line's description, quantity
 * and price, the GST, the total, and the buyer's name and address (required from $1,000; always printed) — and
 * what a client needs to pay it: number, due date, terms, the amount applied, the balance due and the bank details
 * with the invoice number as the reference.
 */
import type { BillTo, Invoice, InvoiceConfig } from './api/invoices';
import { printedDate } from './date-text';
import { type Cents, GST_PERCENT, formatAud } from './money';
import { formatAbn, formatBsb } from './validation';

/** "Tax invoice" when GST was charged, else "Invoice" (the ATO's words). */
export const invoiceTitle = (gst: boolean) => (gst ? 'Tax invoice' : 'Invoice');

/** 1, 1.5, 1,000.25: a quantity with only the decimals it has. */
export const quantityText = (quantity: number) => quantity.toLocaleString('en-AU', { maximumFractionDigits: 2 });

/** Terms as a person says them: 0 days is due on receipt. */
export const termsText = (terms: number) => (terms === 0 ? 'Due on receipt' : `${terms} day${terms === 1 ? '' : 's'}`);

/** A label and its value, in a list of facts (the invoice's dates, the bank details). */
export type DocumentFact = readonly [label: string, value: string];
/** A titled paragraph as Settings → General or the invoice holds it; absent when both are blank. */
export type DocumentText = { title: string | null; content: string | null };
export type DocumentLine = { id: number; label: string; quantity: string; unitPrice: string; amount: string };
export type DocumentTotal = { label: string; value: string; strong?: boolean; tinted?: boolean };
/** Who the document is for and the one amount that matters, boxed beside them. */
export type DocumentSummary = { label: string; amount: string; note?: string };

/** The business's lines under its name: legal name (when it differs), ABN, address lines, phone and e-mail, as set. */
export function businessLines(config: InvoiceConfig): string[] {
  return [
    config.legal_name && config.legal_name !== config.business_name ? config.legal_name : null,
    config.abn ? `ABN ${formatAbn(config.abn)}` : null,
    ...(config.address ?? '').split('\n'),
    config.phone,
    config.email,
  ].flatMap((line) => (line?.trim() ? [line.trim()] : []));
}

/** How to pay by bank transfer: the business's account (BSB as 123-456), the reference to quote, what to pay by when. */
export type DocumentPayment = { heading: string; facts: DocumentFact[]; payBy: string | null };

/** The bank details a document asks to be paid into; null when the business has set no account. */
export function bankTransfer(config: InvoiceConfig, reference: string, payBy: string | null): DocumentPayment | null {
  if (!config.account_number && !config.bsb && !config.account_name) return null;
  const facts: DocumentFact[] = [
    ['Account name', config.account_name ?? config.business_name],
    ['BSB', config.bsb ? formatBsb(config.bsb) : '—'],
    ['Account number', config.account_number ?? '—'],
    ['Reference', reference],
  ];
  return { heading: 'How to pay: bank transfer', facts, payBy };
}

/** The nonblank lines of a client's billing address, under their name. */
export const addressLines = (address: Pick<BillTo, 'address1' | 'address2' | 'address3' | 'city'>): string[] =>
  [address.address1, address.address2, address.address3, address.city].flatMap((line) => (line?.trim() ? [line.trim()] : []));

const textOf = (title: string | null, content: string | null): DocumentText | null =>
  title?.trim() || content?.trim() ? { title, content } : null;

/** What the document is drawn from: the invoice as the API presents it, with the figures to show. */
export type InvoiceDocumentSource = Pick<
  Invoice,
  'number' | 'gst' | 'state' | 'issued_at' | 'due_at' | 'terms' | 'note' | 'lines' | 'address' | 'config'
>;
/** The invoice's own figures, or the editor's preview of them once a typed line is saved. */
export type InvoiceDocumentFigures = {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
  paid: Cents;
  balance: Cents;
  /** What adjustment notes took off the balance (decision 031); its own row when any. */
  adjusted?: Cents;
};

export type InvoiceDocument = {
  title: string;
  /** "Tax invoice 1042": the PDF's title and footer. */
  name: string;
  business: { name: string; lines: string[] };
  facts: DocumentFact[];
  billTo: { heading: string; name: string; lines: string[] };
  summary: DocumentSummary;
  header: DocumentText | null;
  columns: { description: string; quantity: string; unitPrice: string; amount: string };
  /** Empty when the invoice has none: the drawing says "No items.". */
  lines: DocumentLine[];
  totals: DocumentTotal[];
  /** Said under the totals when no GST was charged. */
  gstNote: string | null;
  note: DocumentText | null;
  /** The bank details and the sentence asking for the balance; null once settled, with nothing owing or no account. */
  payment: DocumentPayment | null;
  footer: DocumentText | null;
  /** Paid in full or cancelled: the PDF's rubber stamp. */
  settled: 'paid' | 'cancelled' | null;
};

export const noItems = 'No items.';

/** The lines' column heads: prices are GST-exclusive when GST is charged. */
export const lineColumns = (gst: boolean) => ({
  description: 'Description',
  quantity: 'Qty',
  unitPrice: gst ? 'Unit price (ex GST)' : 'Unit price',
  amount: gst ? 'Amount (ex GST)' : 'Amount',
});

/** The amount in the box beside the bill-to: what is owed and by when, or why nothing is. */
function summaryOf(invoice: InvoiceDocumentSource, figures: InvoiceDocumentFigures): DocumentSummary {
  if (invoice.state.state === 'cancelled') return { label: 'Invoice cancelled', amount: 'Nothing owed' };
  if (invoice.state.state === 'paid') return { label: 'Paid in full', amount: formatAud(figures.total) };
  return { label: 'Balance due', amount: formatAud(figures.balance), note: `Due ${printedDate(invoice.due_at)}` };
}

/** Subtotal, GST and total (or the total alone without GST), then what was applied and what is left. */
function totalRows(invoice: InvoiceDocumentSource, figures: InvoiceDocumentFigures): DocumentTotal[] {
  const charged: DocumentTotal[] = invoice.gst
    ? [
        { label: 'Subtotal (excl. GST)', value: formatAud(figures.subtotal) },
        { label: `GST ${GST_PERCENT}%`, value: formatAud(figures.tax) },
        { label: 'Total (incl. GST)', value: formatAud(figures.total), strong: true },
      ]
    : [{ label: 'Total', value: formatAud(figures.total), strong: true }];
  const balance = invoice.state.state === 'cancelled' ? 'Cancelled' : formatAud(figures.balance);
  return [
    ...charged,
    ...(figures.adjusted ? [{ label: 'Less adjustment notes', value: formatAud(-figures.adjusted) }] : []),
    { label: 'Less amount applied', value: formatAud(-figures.paid) },
    { label: 'Balance due', value: balance, strong: true, tinted: true },
  ];
}

export function invoiceDocument(invoice: InvoiceDocumentSource, figures: InvoiceDocumentFigures): InvoiceDocument {
  const { config, address } = invoice;
  const title = invoiceTitle(invoice.gst);
  const reference = String(invoice.number);
  const settled = invoice.state.state === 'paid' || invoice.state.state === 'cancelled' ? invoice.state.state : null;
  return {
    title,
    name: `${title} ${reference}`,
    business: { name: config.business_name, lines: businessLines(config) },
    facts: [
      ['Invoice number', reference],
      ['Issue date', printedDate(invoice.issued_at)],
      ['Due date', printedDate(invoice.due_at)],
      ['Terms', termsText(invoice.terms)],
    ],
    billTo: { heading: 'Bill to', name: address.name, lines: addressLines(address) },
    summary: summaryOf(invoice, figures),
    header: textOf(config.header_title, config.header_content),
    columns: lineColumns(invoice.gst),
    lines: invoice.lines.map((line) => ({
      id: line.id,
      label: line.label,
      quantity: quantityText(line.quantity),
      unitPrice: formatAud(line.unit_price),
      amount: formatAud(line.amount),
    })),
    totals: totalRows(invoice, figures),
    gstNote: invoice.gst ? null : 'No GST has been charged on this invoice.',
    note: invoice.note?.trim() ? { title: 'Note', content: invoice.note } : null,
    payment:
      !settled && figures.balance > 0
        ? bankTransfer(
            config,
            reference,
            `Please pay ${formatAud(figures.balance)} by ${printedDate(invoice.due_at)}, quoting the reference.`,
          )
        : null,
    footer: textOf(config.footer_title, config.footer_content),
    settled,
  };
}
