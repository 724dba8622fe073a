import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestFrom } from './matching';
import { suggestForOutgoing } from './suggest';
import { type VendorInvoiceFacts, vendorInvoiceMatch, vendorNumberIn } from './vendor-invoice-matching';

const invoice = (over: Partial<VendorInvoiceFacts> = {}): VendorInvoiceFacts => ({
  id: 4,
  number: 'INV-0042',
  amount: 123_450,
  issuedAt: '2026-10-08',
  vendorName: 'Sparkle Services',
  contractorName: 'Maria Lopez',
  ...over,
});
const line = (amount: number, description: string, date = '2026-10-10') => ({ amount, description, date });

describe('vendorInvoiceMatch: confidence and reasons', () => {
  it.each([
    [
      'total, number, vendor name, after issue',
      line(-123_450, 'SPARKLE SERVICES INV-0042'),
      100,
      [
        "Amount $1,234.50 is the vendor invoice's total",
        'Vendor invoice INV-0042 in the description',
        'Name Sparkle Services in the description',
        'Paid 2 days after issue',
      ],
    ],
    ['total and the contractor name', line(-123_450, 'TRANSFER TO M LOPEZ'), 80, null],
    ['total and number as digits', line(-123_450, 'PAYMENT INV42'), 85, null],
    [
      'total only, after issue',
      line(-123_450, 'INTERNET TRANSFER'),
      60,
      ["Amount $1,234.50 is the vendor invoice's total", 'Paid 2 days after issue'],
    ],
    ['total only, on the day', line(-123_450, 'TRANSFER', '2026-10-08'), 60, null],
    ['total only, before issue', line(-123_450, 'TRANSFER', '2026-10-01'), 35, null],
    ['a cent different', line(-123_451, 'SPARKLE SERVICES INV-0042'), 0, []],
    ['money received', line(123_450, 'SPARKLE SERVICES INV-0042'), 0, []],
    ['the number inside a longer number is not it', line(-123_450, 'REF 10042'), 60, null],
  ])('%s', (_name, bankLine, confidence, reasons) => {
    const match = vendorInvoiceMatch(bankLine, invoice());
    expect(match.confidence).toBe(confidence);
    if (reasons) expect(match.reasons).toEqual(reasons);
  });

  it.each([
    ['INV-0042', 'PAY INV 0042', true],
    ['INV-0042', 'PAY INV0042', true],
    ['42', 'PAY #42', true],
    ['A7', 'PAY A7 WEEK', true],
    ['INV-0042', 'PAY 420', false],
    ['ABC', 'PAY ABCD', false],
  ])('reads number %s in %s: %s', (number, description, found) => expect(vendorNumberIn(description, number)).toBe(found));

  it('stays within 0 to 100, and is 0 unless the total agrees', () => {
    const words = fc.constantFrom('SPARKLE', 'LOPEZ', 'INV-0042', '42', 'TRANSFER', 'X');
    fc.assert(
      fc.property(
        fc.integer({ min: -500_000, max: 500_000 }),
        fc.array(words, { maxLength: 6 }),
        fc.integer({ min: 1, max: 500_000 }),
        (amount, desc, total) => {
          const match = vendorInvoiceMatch(line(amount, desc.join(' ')), invoice({ amount: total }));
          expect(match.confidence).toBeGreaterThanOrEqual(0);
          expect(match.confidence).toBeLessThanOrEqual(100);
          if (amount !== -total) expect(match.confidence).toBe(0);
          if (match.confidence >= suggestFrom) expect(match.reasons.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('suggestForOutgoing with vendor invoices', () => {
  const none = { expenses: new Set<number>(), rules: new Set<number>() };
  it('suggests the vendor invoice the line pays', () => {
    expect(suggestForOutgoing(line(-123_450, 'SPARKLE SERVICES'), [], [], none, [], [invoice()])).toMatchObject({
      kind: 'vendor_invoice',
      vendor_invoice_id: 4,
      confidence: 80,
    });
  });
  it('never suggests a dismissed one, nor one below 60', () => {
    expect(
      suggestForOutgoing(line(-123_450, 'SPARKLE SERVICES'), [], [], { ...none, vendorInvoices: new Set([4]) }, [], [invoice()]),
    ).toBeNull();
    expect(suggestForOutgoing(line(-123_450, 'TRANSFER', '2026-10-01'), [], [], none, [], [invoice()])).toBeNull();
  });
});
