import { describe, expect, it } from 'vitest';
import type { InvoiceConfig } from './api/invoices';
import { presentInvoiceState } from './invoice-states';
import {
  type InvoiceDocumentSource,
  addressLines,
  bankTransfer,
  businessLines,
  invoiceDocument,
  quantityText,
  termsText,
} from './invoice-document';

const config: InvoiceConfig = {
  business_name: 'Sparkle Cleaning',
  legal_name: 'Sparkle Pty Ltd',
  abn: '51824753556',
  gst_registered: true,
  address: '10 King St\n  Newtown NSW 2042\n',
  phone: '02 9000 0000',
  email: null,
  logo: null,
  header_title: 'Thank you',
  header_content: null,
  footer_title: ' ',
  footer_content: '',
  account_name: null,
  bsb: '062000',
  account_number: '12345678',
};

const invoice: InvoiceDocumentSource = {
  number: 1042,
  gst: true,
  state: presentInvoiceState('sent'),
  issued_at: '2026-08-25',
  due_at: '2026-09-08',
  terms: 14,
  note: null,
  lines: [
    { id: 1, label: 'Weekly clean', unit_price: 45_000, quantity: 2, amount: 90_000 },
    { id: 2, label: 'Soap', unit_price: 1545, quantity: 1000.25, amount: 1_545_386 },
  ],
  address: { name: 'Bondi Medical', address1: ' 12 Campbell Pde ', address2: null, address3: '', city: 'Bondi NSW 2026' },
  config,
};
const figures = { subtotal: 1_635_386, tax: 163_539, total: 1_798_925, paid: 40_000, balance: 1_758_925 };

describe('the tax invoice document', () => {
  it('prints the business, the facts, the bill-to and the lines as the PDF and the preview draw them', () => {
    const document = invoiceDocument(invoice, figures);
    expect(document).toMatchObject({
      title: 'Tax invoice',
      name: 'Tax invoice 1042',
      business: {
        name: 'Sparkle Cleaning',
        lines: ['Sparkle Pty Ltd', 'ABN 51 824 753 556', '10 King St', 'Newtown NSW 2042', '02 9000 0000'],
      },
      facts: [
        ['Invoice number', '1042'],
        ['Issue date', '25 Aug 2026'],
        ['Due date', '8 Sept 2026'],
        ['Terms', '14 days'],
      ],
      billTo: { heading: 'Bill to', name: 'Bondi Medical', lines: ['12 Campbell Pde', 'Bondi NSW 2026'] },
      summary: { label: 'Balance due', amount: '$17,589.25', note: 'Due 8 Sept 2026' },
      header: { title: 'Thank you', content: null },
      columns: { description: 'Description', quantity: 'Qty', unitPrice: 'Unit price (ex GST)', amount: 'Amount (ex GST)' },
      lines: [
        { id: 1, label: 'Weekly clean', quantity: '2', unitPrice: '$450.00', amount: '$900.00' },
        { id: 2, label: 'Soap', quantity: '1,000.25', unitPrice: '$15.45', amount: '$15,453.86' },
      ],
      gstNote: null,
      note: null,
      footer: null,
      settled: null,
      payment: {
        heading: 'How to pay: bank transfer',
        facts: [
          ['Account name', 'Sparkle Cleaning'],
          ['BSB', '062-000'],
          ['Account number', '12345678'],
          ['Reference', '1042'],
        ],
        payBy: 'Please pay $17,589.25 by 8 Sept 2026, quoting the reference.',
      },
    });
  });

  it.each([
    [
      'GST charged',
      {},
      [
        'Subtotal (excl. GST) $16,353.86',
        'GST 10% $1,635.39',
        'Total (incl. GST) $17,989.25 strong',
        'Less amount applied -$400.00',
        'Balance due $17,589.25 strong',
      ],
    ],
    ['no GST', { gst: false }, ['Total $17,989.25 strong', 'Less amount applied -$400.00', 'Balance due $17,589.25 strong']],
    [
      'cancelled',
      { state: presentInvoiceState('cancelled') },
      [
        'Subtotal (excl. GST) $16,353.86',
        'GST 10% $1,635.39',
        'Total (incl. GST) $17,989.25 strong',
        'Less amount applied -$400.00',
        'Balance due Cancelled strong',
      ],
    ],
  ] as const)('totals with %s', (_, patch, rows) => {
    const { totals } = invoiceDocument({ ...invoice, ...patch }, figures);
    expect(totals.map((row) => [row.label, row.value, row.strong ? 'strong' : ''].join(' ').trim())).toEqual(rows);
    expect(totals.at(-1)?.tinted).toBe(true);
  });

  it('prints what adjustment notes took off on its own row, before what was applied (decision 031)', () => {
    const { totals } = invoiceDocument(invoice, { ...figures, adjusted: 2_200, balance: figures.balance - 2_200 });
    expect(totals.map((row) => `${row.label} ${row.value}`)).toContain('Less adjustment notes -$22.00');
    expect(invoiceDocument(invoice, figures).totals.map((row) => row.label)).not.toContain('Less adjustment notes');
  });

  it.each([
    // state, balance → title, summary box, stamp, asks to be paid
    ['sent', true, 1_758_925, 'Tax invoice', 'Balance due', '$17,589.25', null, true],
    ['partial', false, 1_758_925, 'Invoice', 'Balance due', '$17,589.25', null, true],
    ['sent', true, 0, 'Tax invoice', 'Balance due', '$0.00', null, false],
    ['paid', true, 0, 'Tax invoice', 'Paid in full', '$17,989.25', 'paid', false],
    ['cancelled', true, 1_758_925, 'Tax invoice', 'Invoice cancelled', 'Nothing owed', 'cancelled', false],
  ] as const)('a %s invoice (GST %s, balance %i) is a "%s" showing %s %s', (state, gst, balance, title, label, amount, settled, asks) => {
    const document = invoiceDocument({ ...invoice, gst, state: presentInvoiceState(state) }, { ...figures, balance });
    expect(document.title).toBe(title);
    expect(document.gstNote).toBe(gst ? null : 'No GST has been charged on this invoice.');
    expect(document.summary).toMatchObject({ label, amount });
    expect(document.summary.note === undefined).toBe(settled !== null);
    expect(document.settled).toBe(settled);
    expect(document.payment !== null).toBe(asks);
  });

  it('has a note only when the invoice has one, and no bank details without an account', () => {
    const document = invoiceDocument(
      { ...invoice, note: 'Keys at reception', config: { ...config, bsb: null, account_number: null } },
      figures,
    );
    expect(document.note).toEqual({ title: 'Note', content: 'Keys at reception' });
    expect(document.payment).toBeNull();
    expect(invoiceDocument({ ...invoice, note: '  ' }, figures).note).toBeNull();
  });

  it.each([
    [0, 'Due on receipt'],
    [1, '1 day'],
    [30, '30 days'],
  ])('terms of %i read "%s"', (terms, text) => expect(termsText(terms)).toBe(text));

  it.each([
    [1, '1'],
    [1.5, '1.5'],
    [0.25, '0.25'],
    [1000, '1,000'],
  ])('quantity %d reads %s', (quantity, text) => expect(quantityText(quantity)).toBe(text));

  it('leaves out blank lines and a legal name that is the business name', () => {
    expect(businessLines({ ...config, legal_name: 'Sparkle Cleaning', abn: null, address: null, phone: ' ' })).toEqual([]);
    expect(addressLines({ address1: null, address2: ' ', address3: 'Unit 4', city: null })).toEqual(['Unit 4']);
    expect(bankTransfer({ ...config, account_name: 'Sparkle Ops', bsb: null, account_number: null }, 'X', null)?.facts).toEqual([
      ['Account name', 'Sparkle Ops'],
      ['BSB', '—'],
      ['Account number', '—'],
      ['Reference', 'X'],
    ]);
  });
});
