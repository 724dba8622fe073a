import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  basFormLabels,
  basLabels,
  businessPart,
  contractorPaymentsOf,
  lockedQuarterMessage,
  noteAdjustment,
  paymentGstShares,
  quarterFigures,
  quarterId,
  quarterOfDate,
  quarterOfId,
  quartersOfYear,
  wholeDollarsOf,
} from './bas';
import { addDays } from './dates';

describe('quarters', () => {
  it.each([
    ['2026-07-01', 20271, '2026-07-01', '2026-09-30'],
    ['2026-09-30', 20271, '2026-07-01', '2026-09-30'],
    ['2026-11-24', 20272, '2026-10-01', '2026-12-31'],
    ['2027-01-01', 20273, '2027-01-01', '2027-03-31'],
    ['2028-02-29', 20283, '2028-01-01', '2028-03-31'],
    ['2027-06-30', 20274, '2027-04-01', '2027-06-30'],
  ])('%s is quarter %i (%s – %s)', (date, id, start, end) => {
    expect(quarterOfDate(date)).toMatchObject({ id, start, end });
    expect(quarterOfId(id)).toEqual(quarterOfDate(date));
  });

  it.each([20270, 20275, 19991, 21011, 2027.5])('%s names no quarter', (id) => expect(quarterOfId(id)).toBeNull());

  it('a year is four quarters that tile 1 July to 30 June', () => {
    const quarters = quartersOfYear(2027);
    expect(quarters.map((q) => q.id)).toEqual([20271, 20272, 20273, 20274]);
    expect(quarters[0].start).toBe('2026-07-01');
    expect(quarters[3].end).toBe('2027-06-30');
    for (let i = 1; i < 4; i++) expect(quarters[i].start).toBe(addDays(quarters[i - 1].end, 1));
  });

  it('every day lies in the quarter its id names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36_000 }), (offset) => {
        const date = addDays('2001-01-01', offset);
        const quarter = quarterOfId(quarterOfDate(date).id)!;
        expect(date >= quarter.start && date <= quarter.end).toBe(true);
        expect(quarterId(quarter.year, quarter.quarter)).toBe(quarter.id);
      }),
    );
  });
});

describe('paymentGstShares: a part payment carries its share of the invoice GST', () => {
  const p = (id: number, amount: number, paid_at = '2026-08-01') => ({ id, amount, paid_at });

  it.each([
    ['paid in full at once', { total: 1100, tax: 100 }, [p(1, 1100)], [100]],
    ['two parts: round(500 × 100 ÷ 1100) = 45, then the rest', { total: 1100, tax: 100 }, [p(1, 500), p(2, 600)], [45, 55]],
    ['thirds of a $10 invoice with 91c GST: 30, 31, 30', { total: 1000, tax: 91 }, [p(1, 333), p(2, 333), p(3, 334)], [30, 31, 30]],
    ['taken in date order, not id order', { total: 1100, tax: 100 }, [p(1, 600, '2026-09-01'), p(2, 500, '2026-08-01')], [55, 45]],
    ['an overpayment carries none', { total: 1100, tax: 100 }, [p(1, 1100), p(2, 50)], [100, 0]],
    ['a refund gives its share back', { total: 1100, tax: 100 }, [p(1, 1100), p(2, -550, '2026-08-02')], [100, -50]],
    ['an invoice without GST', { total: 1000, tax: 0 }, [p(1, 400), p(2, 600)], [0, 0]],
    ['an invoice of nothing', { total: 0, tax: 0 }, [p(1, 100)], [0]],
  ])('%s', (_, invoice, payments, expected) => {
    const shares = paymentGstShares(invoice, payments);
    expect(payments.map((payment) => shares.get(payment.id))).toEqual(expected);
  });

  it('the shares of an invoice paid in full sum exactly to its GST, however it was split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000 }), { minLength: 1, maxLength: 12 }),
        (subtotal, weights) => {
          const tax = Math.round(subtotal / 10);
          const total = subtotal + tax;
          const sum = weights.reduce((a, b) => a + b, 0);
          let left = total;
          const payments = weights.map((weight, i) => {
            const amount = i === weights.length - 1 ? left : Math.floor((total * weight) / sum);
            left -= amount;
            return p(i + 1, amount, addDays('2026-07-01', i * 20));
          });
          const shares = [...paymentGstShares({ total, tax }, payments).values()];
          expect(shares.reduce((a, b) => a + b, 0)).toBe(tax);
          // Each share is within a cent of the payment's exact part of the GST.
          payments.forEach((payment, i) => expect(Math.abs(shares[i] - (payment.amount * tax) / total)).toBeLessThanOrEqual(1));
        },
      ),
    );
  });
});

describe('noteAdjustment: an adjustment note gives back, in its quarter, only money already received (decision 031)', () => {
  it.each([
    ['on a paid invoice: all of it, with its whole GST', { total: 2_200, tax: 200, applied: 0 }, { amount: 2_200, gst: 200 }],
    ['on an unpaid invoice: nothing (it lowers what will be received)', { total: 2_200, tax: 200, applied: 2_200 }, { amount: 0, gst: 0 }],
    [
      'on a part-paid invoice: the part over the balance, and its share of the GST',
      { total: 5_500, tax: 500, applied: 1_000 },
      { amount: 4_500, gst: 409 },
    ],
    ['with no GST charged', { total: 2_000, tax: 0, applied: 0 }, { amount: 2_000, gst: 0 }],
  ])('%s', (_, note, adjustment) => {
    expect(noteAdjustment(note)).toEqual(adjustment);
  });

  it('lowers incoming and 1A of the quarter it is counted in', () => {
    const figures = quarterFigures([{ amount: 11_000, gst: 1_000 }], [], [], [{ amount: 2_200, gst: 200 }]);
    expect([figures.incoming, figures.incoming_tax]).toEqual([8_800, 800]);
  });
});

describe('contractorPaymentsOf: a week is paid once', () => {
  const run = (user_id: number, week: string, paid_on: string) => ({ user_id, week, paid_on, earned: 132_000, gst: 12_000, withheld: 0 });
  const invoice = (user_id: number, week: string, paid_at: string | null) => ({ user_id, week, paid_at, total: 22_000, tax: 2000 });

  it('counts runs by their paid_on, and a paid vendor invoice only for a week no run paid, whenever that run was', () => {
    const runs = [run(1, '2019-08-01', '2019-08-12'), run(2, '2019-09-29', '2019-10-03')];
    const invoices = [
      invoice(1, '2019-08-01', '2019-08-12'),
      invoice(1, '2019-09-08', '2019-09-20'),
      invoice(1, '2019-09-15', null),
      invoice(2, '2019-09-29', '2019-09-30'),
    ];
    expect(contractorPaymentsOf(runs, invoices, '2019-07-01', '2019-09-30')).toEqual([
      { paid_on: '2019-08-12', amount: 132_000, gst: 12_000, withheld: 0 },
      { paid_on: '2019-09-20', amount: 22_000, gst: 2000, withheld: 0 },
    ]);
  });
});

describe('a hand-worked quarter', () => {
  // Receipts: $11.00 paid in full (GST $1.00); $5.00 of a $11.00 invoice (GST 45c of its $1.00).
  const receipts = [
    { amount: 1100, gst: 100 },
    { amount: 500, gst: 45 },
  ];
  // Expenses: $110 fuel from a registered vendor at 100 %, a $10.05 phone bill at 40 %, $50 from an unregistered one at 50 %.
  const expenses = [
    { amount: 11_000, business_use: 100, gst: true },
    { amount: 1005, business_use: 40, gst: true },
    { amount: 5000, business_use: 50, gst: false },
  ];

  // Contractors: a GST-registered one paid $1,320.00 for a week (GST $120.00 on their invoice), and one without
  // an ABN whose $500.00 week had 47 % ($235.00) withheld.
  const contractorPayments = [
    { amount: 132_000, gst: 12_000, withheld: 0 },
    { amount: 50_000, gst: 0, withheld: 23_500 },
  ];

  it('incoming, incoming tax, outgoing (business use) and GST credits', () => {
    expect(quarterFigures(receipts, expenses)).toEqual({
      incoming: 1600,
      incoming_tax: 145,
      outgoing: 11_000 + 402 + 2500,
      outgoing_tax: 1000 + 37,
      withheld: 0,
    });
  });

  it('contractor payments are outgoing in full, their invoices’ GST a credit, and what was withheld W4', () => {
    expect(quarterFigures(receipts, expenses, contractorPayments)).toEqual({
      incoming: 1600,
      incoming_tax: 145,
      outgoing: 11_000 + 402 + 2500 + 132_000 + 50_000,
      outgoing_tax: 1000 + 37 + 12_000,
      withheld: 23_500,
    });
  });

  it('the BAS labels: G1, 1A, 1B, W4, PAYG and the net owed', () => {
    expect(basLabels(quarterFigures(receipts, expenses), 30_000)).toEqual({
      g1: 1600,
      label_1a: 145,
      label_1b: 1037,
      label_w4: 0,
      payg: 30_000,
      net: 145 - 1037 + 30_000,
    });
    expect(basLabels(quarterFigures(receipts, expenses, contractorPayments), 30_000)).toEqual({
      g1: 1600,
      label_1a: 145,
      label_1b: 13_037,
      label_w4: 23_500,
      payg: 30_000,
      net: 145 - 13_037 + 23_500 + 30_000,
    });
  });

  it('an empty quarter is all zeros', () => {
    expect(quarterFigures([], [])).toEqual({ incoming: 0, incoming_tax: 0, outgoing: 0, outgoing_tax: 0, withheld: 0 });
  });

  it.each([
    [1005, 40, 402],
    [1001, 50, 501], // 500.5 → 501, half away from zero
    [-1001, 50, -501],
    [999, 0, 0],
  ])('the business part of %i cents at %i %% is %i', (amount, use, expected) => {
    expect(businessPart({ amount, business_use: use, gst: false })).toBe(expected);
  });

  it('outgoing and its GST credit never exceed the expenses themselves', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 0, max: 1_000_000_000 }),
            business_use: fc.integer({ min: 0, max: 100 }),
            gst: fc.boolean(),
          }),
        ),
        (list) => {
          const figures = quarterFigures([], list);
          const spent = list.reduce((sum, e) => sum + e.amount, 0);
          expect(figures.outgoing).toBeLessThanOrEqual(spent);
          expect(figures.outgoing_tax * 10).toBeLessThanOrEqual(figures.outgoing + list.length * 10);
        },
      ),
    );
  });
});

it.each([
  ['2026-08-15', 'Q1 · Jul–Sep 2026 is complete: nothing dated 15 Aug 2026 can change until its BAS is reopened.'],
  ['2026-09-30', 'Q1 · Jul–Sep 2026 is complete: nothing dated 30 Sep 2026 can change until its BAS is reopened.'],
  ['2027-01-01', 'Q3 · Jan–Mar 2027 is complete: nothing dated 1 Jan 2027 can change until its BAS is reopened.'],
  ['2027-06-30', 'Q4 · Apr–Jun 2027 is complete: nothing dated 30 Jun 2027 can change until its BAS is reopened.'],
])('the locked-quarter message for %s names the quarter and the date as the page does', (date, message) => {
  expect(lockedQuarterMessage(date)).toBe(message);
});

describe('the figures to write on the form (whole dollars, truncated: TAA 1953 Sch 1 s388-85)', () => {
  it.each([
    [849_673, 849_600],
    [849_600, 849_600],
    [99, 0],
    [0, 0],
    [-849_673, -849_600],
    [-1, 0],
  ])('%i cents is written as %i', (cents, written) => {
    expect(wholeDollarsOf(cents)).toBe(written);
  });

  it('each label is truncated and the net is worked from the truncated labels', () => {
    const labels = { g1: 1_421_230, label_1a: 129_202, label_1b: 45_599, label_w4: 23_550, payg: 849_673, net: 0 };
    labels.net = labels.label_1a - labels.label_1b + labels.label_w4 + labels.payg;
    expect(basFormLabels(labels)).toEqual({
      g1: 1_421_200,
      label_1a: 129_200,
      label_1b: 45_500,
      label_w4: 23_500,
      payg: 849_600,
      net: 129_200 - 45_500 + 23_500 + 849_600,
    });
  });

  it('never exceeds the exact figure, is within a dollar of it, and its net is the form net of its labels', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000_00 });
    fc.assert(
      fc.property(fc.record({ g1: cents, label_1a: cents, label_1b: cents, label_w4: cents, payg: cents }), (parts) => {
        const exact = { ...parts, net: parts.label_1a - parts.label_1b + parts.label_w4 + parts.payg };
        const form = basFormLabels(exact);
        for (const key of ['g1', 'label_1a', 'label_1b', 'label_w4', 'payg'] as const) {
          expect(form[key] % 100).toBe(0);
          expect(form[key]).toBeLessThanOrEqual(exact[key]);
          expect(exact[key] - form[key]).toBeLessThan(100);
        }
        expect(form.net).toBe(form.label_1a - form.label_1b + form.label_w4 + form.payg);
      }),
    );
  });
});
