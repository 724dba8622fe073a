/**
 * The demo's receipts, bills and safety data sheets, made when the demo is seeded so the repository ships no
 * binary files: till receipts as PNG images (an SVG drawn by sharp, as a phone photo of a receipt would be
 * kept), bills and data sheets as PDFs (pdfkit, its built-in Helvetica).
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { formatAud } from '../../../shared/money';
import { formatAbn } from '../../../shared/validation';
import { drawPdf } from '../../platform/pdf-bytes';

export type ReceiptFacts = {
  vendor: string;
  abn: string | null;
  date: string;
  lines: { label: string; amount: number }[];
  total: number;
  gst: boolean;
};

/** 2026-03-09 → 09/03/2026, as Australian receipts print it. */
const formatDate = (iso: string) => iso.split('-').reverse().join('/');
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const font = 'DejaVu Sans Mono, Liberation Mono, monospace';

/** What the receipt says, line by line: also kept as the document's read text (its search). */
export function receiptText(facts: ReceiptFacts): string[] {
  const gst = facts.gst ? Math.round(facts.total / 11) : 0;
  return [
    facts.vendor.toUpperCase(),
    facts.abn ? `ABN ${formatAbn(facts.abn)}` : '',
    'TAX INVOICE',
    `DATE ${formatDate(facts.date)}`,
    '',
    ...facts.lines.map((line) => `${line.label.padEnd(22).slice(0, 22)} ${formatAud(line.amount).padStart(10)}`),
    '',
    `${'TOTAL'.padEnd(22)} ${formatAud(facts.total).padStart(10)}`,
    facts.gst ? `${'GST INCLUDED'.padEnd(22)} ${formatAud(gst).padStart(10)}` : 'NO GST',
    '',
    'THANK YOU',
  ];
}

/** A till receipt, 480 px wide on a grey table, as a PNG. */
export async function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const lines = receiptText(facts);
  const lineHeight = 30;
  const height = 120 + lines.length * lineHeight;
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${90 + i * lineHeight}" font-family="${font}" font-size="20" fill="#222" ${i === 0 ? 'font-weight="bold"' : ''}>${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="${height + 40}">
    <rect width="560" height="${height + 40}" fill="#cfd4da"/>
    <rect x="20" y="20" width="520" height="${height}" fill="#fdfdf8" rx="4"/>
    ${text}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

const pdfBuffer = (title: string, draw: (doc: PDFKit.PDFDocument) => void) =>
  drawPdf({ size: 'A4', margin: 56, info: { Title: title } }, draw);

/** A supplier's tax invoice (a bill) as a one-page PDF. */
export function renderBill(facts: ReceiptFacts & { number: string }): Promise<Buffer> {
  return pdfBuffer(`Tax invoice ${facts.number}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(20).text(facts.vendor);
    if (facts.abn)
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`ABN ${formatAbn(facts.abn)}`);
    doc.moveDown(1.5).font('Helvetica-Bold').fontSize(16).text('Tax invoice');
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`Invoice ${facts.number}`)
      .text(`Date ${formatDate(facts.date)}`)
      .text('Bill to: Harbour City Cleaning Services Pty Ltd');
    doc.moveDown();
    for (const line of facts.lines) {
      const y = doc.y;
      doc.text(line.label, 56, y, { width: 340 }).text(formatAud(line.amount), 400, y, { width: 140, align: 'right' });
    }
    doc.moveDown().font('Helvetica-Bold');
    const y = doc.y;
    doc.text('Total (GST inclusive)', 56, y, { width: 340 }).text(formatAud(facts.total), 400, y, { width: 140, align: 'right' });
    if (facts.gst) doc.font('Helvetica').text(`Includes GST of ${formatAud(Math.round(facts.total / 11))}`, 56);
    doc
      .moveDown(2)
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555')
      .text('Payment by direct debit on the due date. Thank you for your business.', 56);
  });
}

/** A product's safety data sheet: the sections a cleaner looks for first. */
export function renderSafetyDataSheet(sheet: {
  product: string;
  supplier: string;
  issued: string;
  hazards: string;
  firstAid: string;
}): Promise<Buffer> {
  return pdfBuffer(`Safety data sheet: ${sheet.product}`, (doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Safety Data Sheet');
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Issued ${formatDate(sheet.issued)} · prepared to the Australian WHS regulations`);
    const section = (title: string, body: string) => {
      doc.moveDown().font('Helvetica-Bold').fontSize(12).text(title);
      doc.font('Helvetica').fontSize(10).text(body);
    };
    section('1. Identification', `${sheet.product}\nSupplier: ${sheet.supplier}\nEmergency: Poisons Information Centre 13 11 26`);
    section('2. Hazard identification', sheet.hazards);
    section('4. First-aid measures', sheet.firstAid);
    section('7. Handling and storage', 'Keep tightly closed in a cool, well-ventilated place. Never mix with other cleaning products.');
    section('8. Personal protection', 'Wear gloves and eye protection when decanting or using undiluted.');
  });
}
