import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTotals, lineAmount } from '../../../shared/money';
import { invoiceFixture } from '../../test/invoice-fixture';
import { draftCents, draftQuantity, previewTotals } from './invoice-preview';
import { suggestedQuantity } from './invoice-side-cards';

describe('what a line box holds', () => {
  it.each([
    [1250, 1250],
    [0, 0],
    [100_000_000, 100_000_000],
    [null, null],
    [-100, null],
    [100_000_001, null],
  ] as const)('price of %j cents is %j', (cents, price) => {
    expect(draftCents(cents)).toBe(price);
  });

  it.each([
    [1.5, 1.5],
    ['2', 2],
    [0, null],
    [1.255, null],
    [10_001, null],
    ['', null],
  ] as const)('quantity %j is %j', (typed, quantity) => {
    expect(draftQuantity(typed)).toBe(quantity);
  });
});

describe('previewTotals', () => {
  const invoice = invoiceFixture({ paid: 1000 });

  it('without a draft is the invoice’s own figures', () => {
    expect(previewTotals(invoice, null)).toEqual({ subtotal: 25050, tax: 2505, total: 27555, paid: 1000, adjusted: 0, balance: 26555 });
  });

  it('is always the shared rules over the lines with the draft in place of its line, less what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom<1 | 2 | 'new'>(1, 2, 'new'),
        (price, hundredths, id) => {
          const quantity = hundredths / 100;
          const preview = previewTotals(invoice, { id, label: 'Typed', unit_price: price, quantity });
          const lines = invoice.lines.map((line) => (line.id === id ? { unit_price: price, quantity } : line));
          const expected = invoiceTotals(id === 'new' ? [...lines, { unit_price: price, quantity }] : lines);
          expect(preview).toEqual({ ...expected, paid: 1000, adjusted: 0, balance: expected.total - 1000 });
          expect(preview.subtotal).toBe(
            lines.reduce((sum, line) => sum + lineAmount(line), id === 'new' ? lineAmount({ unit_price: price, quantity }) : 0),
          );
        },
      ),
    );
  });

  it('ignores a draft the server would refuse', () => {
    expect(previewTotals(invoice, { id: 1, label: 'Typed', unit_price: null, quantity: 2 })).toEqual(previewTotals(invoice, null));
  });
});

describe('a consumable’s quantity when clicked', () => {
  it.each([
    [{ mode: 4, average: 3.81 }, 4],
    [{ mode: null, average: 3.816 }, 3.82],
    [{ mode: 0, average: 0.004 }, 0.01],
    [{ mode: null, average: null }, 1],
  ])('%j adds %j', (consumable, quantity) => {
    expect(suggestedQuantity(consumable)).toBe(quantity);
  });
});
