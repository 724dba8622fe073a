import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContractorPaid, type PayRunInput, payeeName, payRunFigures, tparRows, tparTotals } from './pay-runs';

const abn = '51824753556';

describe('payRunFigures', () => {
  /** A week's pay with no ABN, no cash collected and no GST, but for what a case sets. */
  const week = (earned: number, facts: Partial<PayRunInput> = {}): PayRunInput => ({
    earned,
    cash_collected: 0,
    abn: null,
    gst: 0,
    ...facts,
  });

  it.each([
    ['an ABN: paid in full', week(45000, { abn }), { gross: 45000, withheld: 0, net: 45000, no_abn: false }],
    ['cash collected is deducted', week(45000, { cash_collected: 15000, abn }), { gross: 30000, withheld: 0, net: 30000, no_abn: false }],
    ['no ABN: 47 % withheld', week(20000), { gross: 20000, withheld: 9400, net: 10600, no_abn: true }],
    ['an invalid ABN counts as none', week(20000, { abn: '12345678901' }), { gross: 20000, withheld: 9400, net: 10600, no_abn: true }],
    ['withholding rounds once, half away from zero', week(10_101), { gross: 10_101, withheld: 4747, net: 5354, no_abn: true }],
    ['no withholding on a week of $75 or less', week(7500), { gross: 7500, withheld: 0, net: 7500, no_abn: true }],
    ['$75.01 is withheld from', week(7501), { gross: 7501, withheld: 3525, net: 3976, no_abn: true }],
    ['the $75 is before GST', week(8250, { gst: 750 }), { gross: 8250, withheld: 0, net: 8250, no_abn: true }],
    [
      'withholding only on what the business pays',
      week(10000, { cash_collected: 6000, abn: '' }),
      { gross: 4000, withheld: 1880, net: 2120, no_abn: true },
    ],
    ['more cash than earned pays nothing', week(1000, { cash_collected: 1500, abn }), { gross: 0, withheld: 0, net: 0, no_abn: false }],
  ])('%s', (_, input, expected) => {
    expect(payRunFigures(input)).toMatchObject(expected);
  });

  it('never pays more than earned less cash, and withheld + net = gross', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(abn, null, 'x'),
        (earned, cash, a) => {
          const f = payRunFigures({ earned, cash_collected: cash, abn: a, gst: 0 });
          expect(f.withheld + f.net).toBe(f.gross);
          expect(f.gross).toBe(Math.max(0, earned - cash));
          expect(f.withheld).toBeGreaterThanOrEqual(0);
          expect(f.net).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('tparRows', () => {
  const payees = [
    { user_id: 1, name: 'Sam Taylor', abn, address: '1 George St, Sydney NSW 2000' },
    { user_id: 2, name: 'Maria Garcia', abn: null, address: null },
    { user_id: 3, name: 'Unpaid Person', abn, address: 'x' },
  ];
  const paid: ContractorPaid[] = [
    { user_id: 1, paid_on: '2025-07-01', amount: 45000, gst: 4091, withheld: 0 },
    { user_id: 1, paid_on: '2026-06-30', amount: 10000, gst: 909, withheld: 0 },
    // 1 July 2026 starts financial year 2027.
    { user_id: 1, paid_on: '2026-07-01', amount: 99999, gst: 0, withheld: 0 },
    { user_id: 2, paid_on: '2025-11-12', amount: 20000, gst: 0, withheld: 9400 },
    { user_id: 2, paid_on: '2025-06-30', amount: 5000, gst: 0, withheld: 2350 },
  ];

  it('sums each contractor paid in the financial year, by name, flagging what the ATO needs', () => {
    expect(tparRows(2026, paid, payees)).toEqual([
      {
        user_id: 2,
        name: 'Maria Garcia',
        abn: null,
        address: null,
        gross_paid: 20000,
        gst: 0,
        tax_withheld: 9400,
        missing: ['abn', 'address'],
      },
      {
        user_id: 1,
        name: 'Sam Taylor',
        abn,
        address: '1 George St, Sydney NSW 2000',
        gross_paid: 55000,
        gst: 5000,
        tax_withheld: 0,
        missing: [],
      },
    ]);
  });

  it('is empty for a year nobody was paid in', () => {
    expect(tparRows(2030, paid, payees)).toEqual([]);
  });

  it('adds up to every payment of the year', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            user_id: fc.integer({ min: 1, max: 4 }),
            paid_on: fc.constantFrom('2025-06-30', '2025-07-01', '2025-12-29', '2026-06-30', '2026-07-01'),
            amount: fc.nat(100000),
            gst: fc.nat(9000),
            withheld: fc.nat(47000),
          }),
        ),
        (payments) => {
          const rows = tparRows(2026, payments, payees);
          const inYear = payments.filter((p) => p.paid_on >= '2025-07-01' && p.paid_on < '2026-07-01');
          expect(rows.reduce((s, r) => s + r.gross_paid, 0)).toBe(inYear.reduce((s, p) => s + p.amount, 0));
          expect(rows.reduce((s, r) => s + r.tax_withheld, 0)).toBe(inYear.reduce((s, p) => s + p.withheld, 0));
          expect(tparTotals(rows)).toEqual({
            gross_paid: inYear.reduce((s, p) => s + p.amount, 0),
            gst: inYear.reduce((s, p) => s + p.gst, 0),
            tax_withheld: inYear.reduce((s, p) => s + p.withheld, 0),
          });
        },
      ),
    );
  });

  it('totals nothing when nobody was paid', () => {
    expect(tparTotals([])).toEqual({ gross_paid: 0, gst: 0, tax_withheld: 0 });
  });
});

describe('payeeName', () => {
  const none = { legal_business_name: null, legal_name: null, vendor_name: null };
  it.each([
    [
      'the legal business name first',
      { legal_business_name: 'Park Cleaning Pty Ltd', legal_name: 'Nina Park', vendor_name: 'Nina Park Cleaning', name: 'Nina' },
      'Park Cleaning Pty Ltd',
    ],
    ['else the legal name', { ...none, legal_name: 'Samuel Taylor', vendor_name: 'Sam Taylor', name: 'Sam' }, 'Samuel Taylor'],
    ['else the vendor’s name', { ...none, vendor_name: 'Sam Taylor', name: 'Sam' }, 'Sam Taylor'],
    ['else the name in the app', { ...none, name: 'Sam' }, 'Sam'],
    [
      'an empty legal business name counts as none',
      { ...none, legal_business_name: '', legal_name: 'Nina Park', name: 'Nina' },
      'Nina Park',
    ],
    [
      'an empty legal name counts as none',
      { ...none, legal_name: '', vendor_name: 'Nina Park Cleaning', name: 'Nina' },
      'Nina Park Cleaning',
    ],
    ['an empty vendor name counts as none', { ...none, vendor_name: '', name: 'Nina' }, 'Nina'],
  ])('%s', (_, names, expected) => {
    expect(payeeName(names)).toBe(expected);
  });
});
