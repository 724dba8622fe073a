import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateOldestFirst, checkAllocation, type OpenInvoice, splitAgainstBalance } from './allocation';

const invoices: OpenInvoice[] = [
  { id: 2, number: 1002, issued_at: '2026-03-01', balance: 25_000 },
  { id: 1, number: 1001, issued_at: '2026-02-01', balance: 10_000 },
  { id: 3, number: 1000, issued_at: '2026-03-01', balance: 5_000 },
];

describe('allocateOldestFirst', () => {
  it.each([
    [
      'all of it, oldest issued first, then by number',
      40_000,
      [
        { id: 1, amount: 10_000 },
        { id: 3, amount: 5_000 },
        { id: 2, amount: 25_000 },
      ],
    ],
    [
      'into the second invoice',
      12_000,
      [
        { id: 1, amount: 10_000 },
        { id: 3, amount: 2_000 },
      ],
    ],
    ['part of the oldest', 5_000, [{ id: 1, amount: 5_000 }]],
    [
      'more than everything owed: the balances, no more',
      50_000,
      [
        { id: 1, amount: 10_000 },
        { id: 3, amount: 5_000 },
        { id: 2, amount: 25_000 },
      ],
    ],
    ['nothing', 0, []],
    ['a negative amount: nothing', -500, []],
  ])('%s', (_name, amount, expected) => expect(allocateOldestFirst(amount, invoices)).toEqual(expected));

  it('skips an invoice with nothing owing', () => {
    expect(allocateOldestFirst(3_000, [{ id: 9, number: 1, issued_at: '2026-01-01', balance: 0 }, ...invoices])).toEqual([
      { id: 1, amount: 3_000 },
    ]);
  });

  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-01-${String(d).padStart(2, '0')}`);
  const openInvoices = fc.uniqueArray(
    fc.record({ id: fc.nat(1_000), number: fc.nat(100_000), issued_at: day, balance: fc.integer({ min: 0, max: 1_000_000 }) }),
    {
      selector: (invoice) => invoice.id,
      maxLength: 12,
    },
  );

  it('never gives more than a balance or than the amount, gives min(amount, owed), and fills the oldest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 5_000_000 }), openInvoices, (amount, open) => {
        const lines = allocateOldestFirst(amount, open);
        const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
        const owed = open.reduce((sum, invoice) => sum + invoice.balance, 0);
        const total = lines.reduce((sum, line) => sum + line.amount, 0);
        expect(total).toBe(Math.max(0, Math.min(amount, owed)));
        for (const line of lines) {
          expect(line.amount).toBeGreaterThan(0);
          expect(line.amount).toBeLessThanOrEqual(byId.get(line.id)!.balance);
        }
        expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
        // Oldest first: an invoice is given anything only once every older one with a balance is paid in full.
        const given = new Map(lines.map((line) => [line.id, line.amount]));
        for (const line of lines) {
          const invoice = byId.get(line.id)!;
          const older = open.filter(
            (o) => o.issued_at < invoice.issued_at || (o.issued_at === invoice.issued_at && o.number < invoice.number),
          );
          for (const o of older) expect(given.get(o.id) ?? 0).toBe(o.balance);
        }
        expect(checkAllocation(Math.max(0, amount), open, lines)).toMatchObject({ overBalance: [], overRemainder: false, repeated: false });
      }),
    );
  });
});

describe('checkAllocation', () => {
  const lines = (amounts: Record<number, number>) => Object.entries(amounts).map(([id, amount]) => ({ id: Number(id), amount }));
  it.each([
    ['exact', 40_000, { 1: 10_000, 2: 25_000, 3: 5_000 }, { taken: 40_000, left: 0, differs: false, canCreditRest: false, valid: true }],
    [
      'less: warn and offer the credit toggle',
      45_000,
      { 1: 10_000, 2: 25_000 },
      { left: 10_000, differs: true, canCreditRest: true, valid: true },
    ],
    ['more than a balance', 40_000, { 1: 12_000 }, { overBalance: [1], valid: false }],
    [
      'more than the remainder',
      20_000,
      { 1: 10_000, 2: 25_000 },
      { taken: 35_000, left: -15_000, overRemainder: true, valid: false, canCreditRest: false },
    ],
    ['nothing chosen', 20_000, {}, { valid: false, differs: false, canCreditRest: false }],
    ['rows of 0 choose nothing', 20_000, { 1: 0, 2: 0 }, { taken: 0, valid: false, differs: false }],
  ])('%s', (_name, remainder, amounts, expected) => expect(checkAllocation(remainder, invoices, lines(amounts))).toMatchObject(expected));

  it('counts an invoice named twice against its balance once, and refuses the repetition', () => {
    const check = checkAllocation(40_000, invoices, [
      { id: 1, amount: 6_000 },
      { id: 1, amount: 6_000 },
    ]);
    expect(check).toMatchObject({ taken: 12_000, overBalance: [1], repeated: true, valid: false });
  });

  it('leaves an invoice it does not know to the caller', () => {
    expect(checkAllocation(40_000, invoices, [{ id: 99, amount: 1_000 }])).toMatchObject({ overBalance: [], valid: true });
  });
});

describe('splitAgainstBalance', () => {
  it.each([
    [4_000, 11_000, { applied: 4_000, credited: 0 }],
    [11_000, 11_000, { applied: 11_000, credited: 0 }],
    [15_000, 11_000, { applied: 11_000, credited: 4_000 }],
    [5_000, 0, { applied: 0, credited: 5_000 }],
    [5_000, -2_000, { applied: 0, credited: 5_000 }],
  ])('splits %i on a balance of %i', (amount, balance, split) => expect(splitAgainstBalance(amount, balance)).toEqual(split));

  it('applies no more than the balance nor the amount, and loses or invents no cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: -1_000_000, max: 10_000_000 }), (amount, balance) => {
        const { applied, credited } = splitAgainstBalance(amount, balance);
        expect(applied + credited).toBe(amount);
        expect(applied).toBeGreaterThanOrEqual(0);
        expect(applied).toBeLessThanOrEqual(Math.max(0, Math.min(amount, balance)));
        expect(credited).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
