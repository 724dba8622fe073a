/**
 * The one look of the business's money documents, the tax invoice and the statement of account: A4, pdfkit's
 * built-in Helvetica (whose digits are all one width, so right-aligned money lines up), the letterhead with
 * the logo and the business as Settings → General prints it, the party block with the amount that matters,
 * tables whose money columns are right-aligned, the payment details, and a footer on every page. Money is
 * printed by `formatAud` only, so each figure is the exact cents behind it.
 */
import PDFDocument from 'pdfkit';
import type { InvoiceConfig } from '../../../shared/api/invoices';
import {
  type DocumentFact,
  type DocumentPayment,
  type DocumentSummary,
  type DocumentTotal,
  businessLines,
} from '../../../shared/invoice-document';
import { formatAbn } from '../../../shared/validation';
import { pdfBytes } from '../../platform/pdf-bytes';

export type Doc = InstanceType<typeof PDFDocument>;
/** A logo ready to print: PNG or JPEG bytes and their size in pixels. */
export type Logo = { image: Buffer; width: number; height: number };
/** Who a document is for: the heading over them ("Bill to"), their name and address lines. */
export type Party = { heading: string; name: string; lines: readonly string[] };

const margin = 50;
export const colours = { ink: '#1f2933', dim: '#52606d', faint: '#9aa5b1', rule: '#d9e2ec', tint: '#f0f4f8', accent: '#0b7285' };
const rightColumn = 220;

export type Pdf = { doc: Doc; left: number; width: number; right: number };

/** The characters Helvetica's WinAnsi encoding has beyond Latin-1. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (char: string) => char <= '\u00ff' || winAnsiExtras.has(char);

/**
 * The built-in Helvetica prints only WinAnsi characters: any other would come out as some other letters
 * ("Ōtautahi" as "ÇF WF"). So a letter whose mark it lacks loses the mark (Ō → O, ă → a), and anything else
 * (Chinese, emoji) prints as "?". Every string drawn goes through here.
 */
export function winAnsi(text: string): string {
  return [...text]
    .map((char) =>
      printable(char) ? char : [...char.normalize('NFKD')].filter((part) => printable(part) && !/\p{M}/u.test(part)).join('') || '?',
    )
    .join('');
}

/** A file name a client can keep: `statement-bondi-medical-2026-03-01-2026-03-31.pdf`. */
export const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'client';

/** Collects the document's bytes; `bufferPages` keeps every page open for the footers drawn at the end. */
export function startPdf(meta: { title: string; author: string }): Pdf & { bytes: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages: true, info: { Title: meta.title, Author: meta.author } });
  const bytes = pdfBytes(doc);
  const width = doc.page.width - margin * 2;
  return { doc, left: margin, width, right: margin + width, bytes };
}

/** Starts a new page when the next `height` points would not fit above the footer (drawn in the bottom margin). */
export function ensureRoom(pdf: Pdf, height: number): boolean {
  if (pdf.doc.y + height <= pdf.doc.page.height - margin - 8) return false;
  pdf.doc.addPage();
  return true;
}

function hairline(pdf: Pdf, y: number, colour = colours.rule, weight = 0.6) {
  pdf.doc.moveTo(pdf.left, y).lineTo(pdf.right, y).lineWidth(weight).strokeColor(colour).stroke();
}

/**
 * The top of the first page: the logo and the business on the left; the document's title and its facts
 * (number, dates) on the right.
 */
export function letterhead(pdf: Pdf, config: InvoiceConfig, logo: Logo | null, title: string, facts: readonly DocumentFact[]) {
  const { doc, left } = pdf;
  const top = margin;
  let y = top;
  if (logo) {
    // At most 170 × 60 points, in proportion.
    const scale = Math.min(170 / logo.width, 60 / logo.height);
    doc.image(logo.image, left, y, { width: logo.width * scale, height: logo.height * scale });
    y += logo.height * scale + 12;
  }
  const textWidth = pdf.width - rightColumn - 20;
  doc.font('Helvetica-Bold').fontSize(13).fillColor(colours.ink).text(winAnsi(config.business_name), left, y, { width: textWidth });
  doc.font('Helvetica').fontSize(9).fillColor(colours.dim);
  for (const line of businessLines(config)) doc.text(winAnsi(line), left, doc.y + 1, { width: textWidth });
  const leftBottom = doc.y;

  const x = pdf.right - rightColumn;
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(colours.ink)
    .text(winAnsi(title), x, top - 2, { width: rightColumn, align: 'right' });
  doc.moveDown(0.5);
  for (const [label, value] of facts) {
    const rowY = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(colours.dim).text(winAnsi(label), x, rowY, { width: 100 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.ink)
      .text(winAnsi(value), x + 90, rowY - 0.5, { width: rightColumn - 90, align: 'right' });
    doc.y = rowY + 15;
  }
  doc.y = Math.max(leftBottom, doc.y) + 16;
  hairline(pdf, doc.y, colours.ink, 1);
  doc.y += 16;
}

// No letter spacing: it would split the words for anyone who copies or searches the PDF's text.
const smallCaps = (pdf: Pdf, text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left') =>
  pdf.doc.font('Helvetica-Bold').fontSize(7.5).fillColor(colours.dim).text(winAnsi(text.toUpperCase()), x, y, { width, align });

/** Who the document is for on the left, and the one amount that matters (balance due, balance owing) boxed on the right. */
export function partyAndSummary(pdf: Pdf, party: Party, summary: DocumentSummary) {
  const { doc, left } = pdf;
  const top = doc.y;
  const textWidth = pdf.width - rightColumn - 20;
  smallCaps(pdf, party.heading, left, top, textWidth);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(colours.ink)
    .text(winAnsi(party.name), left, top + 13, { width: textWidth });
  doc.font('Helvetica').fontSize(10).fillColor(colours.ink);
  for (const line of party.lines) doc.text(winAnsi(line), left, doc.y + 1, { width: textWidth });
  const partyBottom = doc.y;

  const x = pdf.right - rightColumn;
  const height = summary.note ? 66 : 54;
  doc
    .roundedRect(x, top - 4, rightColumn, height, 4)
    .fillColor(colours.tint)
    .fill();
  smallCaps(pdf, summary.label, x + 14, top + 6, rightColumn - 28);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(colours.ink)
    .text(winAnsi(summary.amount), x + 14, top + 19, { width: rightColumn - 28, align: 'right' });
  if (summary.note)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.dim)
      .text(winAnsi(summary.note), x + 14, top + 45, { width: rightColumn - 28, align: 'right' });
  doc.y = Math.max(partyBottom, top + height) + 22;
}

/** A titled paragraph (the settings' header or footer texts, the invoice's note); nothing when both are blank. */
export function textBlock(pdf: Pdf, title: string | null, content: string | null) {
  if (!title?.trim() && !content?.trim()) return;
  const { doc, left, width } = pdf;
  doc.font('Helvetica').fontSize(9.5);
  ensureRoom(pdf, 18 + (content ? doc.heightOfString(winAnsi(content), { width }) : 0));
  if (title?.trim()) doc.font('Helvetica-Bold').fontSize(10).fillColor(colours.ink).text(winAnsi(title.trim()), left, doc.y, { width });
  if (content?.trim())
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(colours.dim)
      .text(winAnsi(content.trim()), left, doc.y + 2, { width, lineGap: 1.5 });
  doc.y += 14;
}

export type Column = { title: string; align: 'left' | 'right'; /** Points; one column without a width takes the rest. */ width?: number };
export type TableRow = { cells: string[]; strong?: boolean; tinted?: boolean };

/** A table whose header is drawn again on each new page; text cells wrap, money cells stay on one line. */
export function table(pdf: Pdf, columns: readonly Column[], rows: readonly TableRow[]) {
  const { doc } = pdf;
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  const gap = 12;
  const widths = columns.map((c) => c.width ?? pdf.width - fixed - gap * (columns.length - 1));
  const xs = widths.map((_, i) => pdf.left + widths.slice(0, i).reduce((sum, w) => sum + w + gap, 0));
  const header = () => {
    const y = doc.y;
    columns.forEach((column, i) => smallCaps(pdf, column.title, xs[i], y, widths[i], column.align));
    doc.y = y + 13;
    hairline(pdf, doc.y, colours.ink, 0.8);
  };
  ensureRoom(pdf, 60);
  header();
  for (const row of rows) {
    doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    const height = Math.max(...row.cells.map((cell, i) => doc.heightOfString(winAnsi(cell || ' '), { width: widths[i] }))) + 12;
    if (ensureRoom(pdf, height)) header();
    const top = doc.y;
    if (row.tinted) doc.rect(pdf.left, top, pdf.width, height).fillColor(colours.tint).fill();
    row.cells.forEach((cell, i) => {
      doc
        .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(10)
        .fillColor(colours.ink);
      doc.text(winAnsi(cell), xs[i], top + 6, { width: widths[i], align: columns[i].align, lineBreak: columns[i].align === 'left' });
    });
    doc.y = top + height;
    hairline(pdf, doc.y);
  }
  doc.x = pdf.left;
  doc.y += 10;
}

/** The lines of an invoice or an adjustment note: description, quantity, unit price and amount, as formatted text. */
export function lineTable(
  pdf: Pdf,
  columns: { description: string; quantity: string; unitPrice: string; amount: string },
  rows: readonly string[][],
) {
  table(
    pdf,
    [
      { title: columns.description, align: 'left' },
      { title: columns.quantity, align: 'right', width: 50 },
      { title: columns.unitPrice, align: 'right', width: 100 },
      { title: columns.amount, align: 'right', width: 90 },
    ],
    rows.map((cells) => ({ cells })),
  );
}

/** Label and amount pairs stacked at the right, under a table's last columns. */
export function totals(pdf: Pdf, rows: readonly DocumentTotal[]) {
  const { doc } = pdf;
  const width = 250;
  const x = pdf.right - width;
  ensureRoom(pdf, rows.length * 20 + 10);
  for (const row of rows) {
    const top = doc.y;
    const height = row.strong ? 22 : 18;
    if (row.tinted) doc.rect(x, top, width, height).fillColor(colours.tint).fill();
    if (row.strong) doc.moveTo(x, top).lineTo(pdf.right, top).lineWidth(0.8).strokeColor(colours.ink).stroke();
    doc
      .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(row.strong ? 11 : 10)
      .fillColor(colours.ink);
    doc.text(winAnsi(row.label), x + 8, top + 5, { width: 140 });
    doc.text(winAnsi(row.value), x + 130, top + 5, { width: width - 138, align: 'right' });
    doc.y = top + height;
  }
  doc.x = pdf.left;
  doc.y += 14;
}

/** How to pay (shared/invoice-document.ts `bankTransfer`): the bank details in a box, and what to pay by when. */
export function paymentDetails(pdf: Pdf, { heading, facts, payBy }: DocumentPayment) {
  const { doc, left } = pdf;
  const height = 30 + facts.length * 15 + (payBy ? 16 : 0);
  ensureRoom(pdf, height + 10);
  const top = doc.y;
  doc.roundedRect(left, top, pdf.width, height, 4).lineWidth(0.8).strokeColor(colours.rule).stroke();
  smallCaps(pdf, heading, left + 14, top + 11, pdf.width - 28);
  facts.forEach(([label, value], i) => {
    const y = top + 27 + i * 15;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(colours.dim)
      .text(winAnsi(label), left + 14, y, { width: 110 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.ink)
      .text(winAnsi(value), left + 130, y - 0.5, { width: pdf.width - 144 });
  });
  if (payBy)
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(colours.dim)
      .text(winAnsi(payBy), left + 14, top + 27 + facts.length * 15 + 2, { width: pdf.width - 28 });
  doc.x = left;
  doc.y = top + height + 18;
}

/** PAID or CANCELLED as a rubber stamp centred on (x, y), in a colour that cannot be missed; the text flow stays where it was. */
export function stamp(pdf: Pdf, text: string, colour: string, x: number, y: number) {
  const { doc } = pdf;
  const flow = { x: doc.x, y: doc.y };
  doc.save();
  doc.rotate(-12, { origin: [x, y] });
  doc.font('Helvetica-Bold').fontSize(26);
  const textWidth = doc.widthOfString(winAnsi(text));
  doc
    .roundedRect(x - textWidth / 2 - 12, y - 21, textWidth + 24, 42, 6)
    .lineWidth(3)
    .strokeColor(colour)
    .strokeOpacity(0.85)
    .stroke();
  doc
    .fillColor(colour)
    .fillOpacity(0.85)
    .text(winAnsi(text), x - textWidth / 2, y - 11, { lineBreak: false });
  doc.restore();
  Object.assign(doc, flow);
}

/** Every page's foot: what the document is, and "Page 1 of 2". Then the document's bytes. */
export async function finishPdf(pdf: Pdf & { bytes: Promise<Buffer> }, footer: string): Promise<Buffer> {
  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Text below the bottom margin would start a page of its own.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin + 8;
    hairline(pdf, y - 6);
    doc.font('Helvetica').fontSize(8).fillColor(colours.faint);
    doc.text(winAnsi(footer), pdf.left, y, { width: pdf.width - 90, height: 10, ellipsis: true });
    doc.text(winAnsi(`Page ${i - range.start + 1} of ${range.count}`), pdf.right - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return pdf.bytes;
}

/** The footer's words about the business: its name and ABN. */
export const businessFooter = (config: InvoiceConfig) =>
  [config.business_name, config.abn ? `ABN ${formatAbn(config.abn)}` : null].filter(Boolean).join(' · ');
