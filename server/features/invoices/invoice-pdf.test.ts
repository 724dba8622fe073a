import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { printedDate } from '../../../shared/date-text';
import { formatAud } from '../../../shared/money';
import { buildClient } from '../../test/client-factories';
import { createInvoicingApp, pdfText } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { sendFile } from '../../test/uploads';

const { t, admin, bookkeeper, office } = await createInvoicingApp('bookkeeper', 'office');
const db = t.app.db;

async function pdfOf(id: number) {
  const response = await bookkeeper.get(`/api/invoices/${id}/pdf`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return { response, text: await pdfText(response.rawPayload) };
}

const billed = { billingAddress1: '12 Campbell Parade', billingAddress2: 'Level 2', billingCity: 'Bondi Beach NSW 2026' };

describe('the tax invoice PDF', () => {
  it('prints what the ATO requires and the exact money of the rows behind it', async () => {
    const client = await buildClient(db, { name: 'Bondi Medical Centre', ...billed });
    const built = await buildInvoice(db, {
      clientId: client.id,
      issuedAt: '2026-03-01',
      terms: 14,
      sentAt: new Date(),
      lines: [
        { label: 'Weekly office clean', unit_price: 45_000, quantity: 2 },
        { label: 'Window cleaning (internal)', unit_price: 12_000, quantity: 1.5 },
        { label: 'Hand soap refills', unit_price: 1545, quantity: 10 },
      ],
      payments: [{ amount: 40_000, paidAt: '2026-03-05' }],
    });
    // Lines: 45000 × 2 = 90000; 12000 × 1.5 = 18000; 1545 × 10 = 15450. Subtotal 123450; GST 12345;
    // total 135795; applied 40000; balance 95795.
    const { response, text } = await pdfOf(built.id);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`invoice-${built.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const expected of [
      'Tax invoice',
      'Sparkle Commercial Cleaning',
      'Sparkle Pty Ltd',
      'ABN 51 824 753 556',
      String(built.number),
      'Issue date',
      printedDate('2026-03-01'),
      'Due date',
      printedDate('2026-03-15'),
      '14 days',
      'Bondi Medical Centre',
      '12 Campbell Parade',
      'Level 2',
      'Bondi Beach NSW 2026',
      'Weekly office clean',
      '$450.00',
      '$900.00',
      'Window cleaning (internal)',
      '1.5',
      '$120.00',
      '$180.00',
      'Hand soap refills',
      '$15.45',
      '$154.50',
      'Subtotal (excl. GST)',
      '$1,234.50',
      'GST 10%',
      '$123.45',
      'Total (incl. GST)',
      '$1,357.95',
      'Less amount applied',
      '-$400.00',
      'Balance due',
      '$957.95',
      'Sparkle Operations Pty Ltd',
      '062-000',
      '12345678',
      'HOW TO PAY',
      'BILL TO',
      'Thank you for your business',
      'Questions about this invoice?',
      'Page 1 of 1',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/PAID|CANCELLED/);
  });

  it('says the same money as the API answers for the invoice', async () => {
    const built = await buildInvoice(db, {
      sentAt: new Date(),
      lines: [{ unit_price: 333, quantity: 1.5 }, { unit_price: 5 }, { unit_price: 5, quantity: 2 }],
      payments: [{ amount: 67 }],
    });
    const invoice = (await bookkeeper.get(`/api/invoices/${built.id}`)).json() as Invoice;
    // 500 + 5 + 10 = 515; GST 51.5 → 52; total 567; applied 67; balance 500.
    expect(invoice).toMatchObject({ amount: 515, tax: 52, total: 567, paid: 67, balance: 500 });
    const { text } = await pdfOf(built.id);
    for (const cents of [
      invoice.amount,
      invoice.tax,
      invoice.total,
      -invoice.paid,
      invoice.balance,
      ...invoice.lines.map((l) => l.amount),
    ]) {
      expect(text).toContain(formatAud(cents));
    }
  });

  it('is an "Invoice" without GST when the business charged none', async () => {
    const built = await buildInvoice(db, { gst: false, sentAt: new Date(), lines: [{ label: 'Office clean', unit_price: 25_000 }] });
    const { text } = await pdfOf(built.id);
    expect(text).not.toContain('Tax invoice');
    expect(text).toMatch(/^Invoice$/m);
    expect(text).not.toContain('GST 10%');
    expect(text).toContain('No GST has been charged');
    expect(text).toContain('$250.00');
  });

  it('is marked PAID, without payment details, once paid in full', async () => {
    const built = await buildInvoice(db, { sentAt: new Date(), payments: [{ amount: 11_000 }] });
    const { text } = await pdfOf(built.id);
    expect(text).toContain('PAID');
    expect(text).toContain('PAID IN FULL');
    expect(text).not.toContain('HOW TO PAY');
  });

  it('is marked CANCELLED, and asks for nothing, once cancelled', async () => {
    const built = await buildInvoice(db, { sentAt: new Date(), cancelled: true });
    const { text } = await pdfOf(built.id);
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Nothing owed');
    expect(text).not.toContain('HOW TO PAY');
  });

  it('runs onto a second page, numbering the pages, for a long invoice', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => ({ label: `Visit ${i + 1}: office clean`, unit_price: 10_000 }));
    const { text } = await pdfOf((await buildInvoice(db, { lines })).id);
    expect(text).toMatch(/Page 1 of [23]/);
    expect(text).toMatch(/Page 2 of [23]/);
    // 40 × $100 = $4,000.00; GST $400.00; total $4,400.00.
    expect(text).toContain('$4,400.00');
  });

  it('prints a name beyond Helvetica’s characters readably: marks dropped, the rest as "?"', async () => {
    const client = await buildClient(db, { name: 'Ōtautahi Café 東京', ...billed });
    const { text } = await pdfOf(
      (await buildInvoice(db, { clientId: client.id, lines: [{ label: 'Tūī room — “deep” clean', unit_price: 100 }] })).id,
    );
    expect(text).toContain('Otautahi Café ??');
    expect(text).toContain('Tui room — “deep” clean');
  });

  it('prints the logo from the settings', async () => {
    const image = await sharp({ create: { width: 300, height: 100, channels: 4, background: '#0b7285' } })
      .webp()
      .toBuffer();
    const begun = await admin.post('/api/settings/logo', { filename: 'logo.webp', size: image.length });
    expect((await sendFile(admin, begun.json().id, image)).statusCode).toBe(200);
    const { response } = await pdfOf((await buildInvoice(db)).id);
    expect(response.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    await admin.delete('/api/settings/logo');
  });

  it('is 404 for no such invoice and 403 without manage_invoices', async () => {
    expect((await bookkeeper.get('/api/invoices/999999/pdf')).statusCode).toBe(404);
    expect((await office.get(`/api/invoices/${(await buildInvoice(db)).id}/pdf`)).statusCode).toBe(403);
  });
});
