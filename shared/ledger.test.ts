import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import {
  ageBucketOf,
  appliedOf,
  averageTimeToPay,
  balanceOf,
  isPaidInFull,
  owingLabel,
  owingOf,
  paidInFullOn,
  type StatementInvoice,
  statementOf,
} from './ledger';

const pay = (amount: number, paid_at: string) => ({ amount, paid_at });

describe('applied, balance and paid in full', () => {
  it.each([
    [11_000, [], 0, 11_000, null],
    [11_000, [pay(5000, '2026-10-05')], 5000, 6000, null],
    [11_000, [pay(6000, '2026-10-09'), pay(5000, '2026-10-05')], 11_000, 0, '2026-10-09'],
    [11_000, [pay(12_000, '2026-10-05')], 12_000, -1000, '2026-10-05'],
    [0, [], 0, 0, null],
  ])('total %i with %j: applied %i, balance %i, paid in full %s', (total, payments, applied, balance, paid) => {
    expect(appliedOf(payments)).toBe(applied);
    expect(balanceOf(total, payments)).toBe(balance);
    expect(paidInFullOn(total, payments)).toBe(paid);
    expect(isPaidInFull(total, applied)).toBe(paid !== null);
  });
});

describe('averageTimeToPay', () => {
  it('averages the days to payment in full over the invoices paid in full, to whole days', () => {
    const invoices = [
      { issued_at: '2026-10-01', total: 1000, payments: [pay(1000, '2026-10-11')] }, // 10 days
      { issued_at: '2026-10-01', total: 1000, payments: [pay(500, '2026-10-02'), pay(500, '2026-10-16')] }, // 15 days
      { issued_at: '2026-10-01', total: 1000, payments: [pay(500, '2026-10-02')] }, // not paid in full
    ];
    expect(averageTimeToPay(invoices)).toBe(13); // 12.5 → 13
    expect(averageTimeToPay([])).toBeNull();
    expect(averageTimeToPay([invoices[2]])).toBeNull();
  });
});

describe('owing and ageing', () => {
  it('is the open balances less unapplied credit', () => {
    expect(owingOf([11_000, 5000], 2000)).toBe(14_000);
    expect(owingOf([])).toBe(0);
  });

  it.each([
    ['2026-12-07', 'current'], // not yet due
    ['2026-11-23', 'current'], // due today
    ['2026-11-22', '1-30'], // 1 day overdue
    ['2026-10-24', '1-30'], // 30 days
    ['2026-10-23', '31-60'], // 31 days
    ['2026-09-24', '31-60'], // 60 days
    ['2026-09-23', '61-90'], // 61 days
    ['2026-08-25', '61-90'], // 90 days
    ['2026-08-24', '90+'], // 91 days
  ] as const)('an invoice due %s is %s on 23 Nov 2026', (due, bucket) => {
    expect(ageBucketOf(due, '2026-11-23')).toBe(bucket);
  });
});

describe('statementOf', () => {
  // Worked by hand: #1 issued 10 Sep for $110, paid $50 on 20 Sep and $60 on 5 Oct; #2 issued 1 Oct for $220,
  // credited $20 on 12 Oct; #3 issued 5 Nov for $330. October's statement opens at 110 − 50 = 60.
  const invoices: StatementInvoice[] = [
    {
      id: 1,
      number: 1,
      issued_at: '2025-09-10',
      due_at: '2025-09-24',
      total: 11_000,
      payments: [
        { ...pay(5000, '2025-09-20'), source: 'manual' },
        { ...pay(6000, '2025-10-05'), source: 'manual' },
      ],
    },
    {
      id: 2,
      number: 2,
      issued_at: '2025-10-01',
      due_at: '2025-10-15',
      total: 22_000,
      payments: [{ ...pay(2000, '2025-10-12'), source: 'credit' }],
    },
    { id: 3, number: 3, issued_at: '2025-11-05', due_at: '2025-11-19', total: 33_000, payments: [] },
  ];

  it('opens, lists, closes and ages October by hand', () => {
    const october = statementOf(invoices, '2025-10-01', '2025-10-31');
    expect(october.opening).toBe(6000);
    expect(october.entries.map((e) => [e.kind, e.date, e.number, e.amount, e.balance])).toEqual([
      ['invoice', '2025-10-01', 2, 22_000, 28_000],
      ['payment', '2025-10-05', 1, -6000, 22_000],
      ['credit', '2025-10-12', 2, -2000, 20_000],
    ]);
    expect(october.closing).toBe(20_000);
    // #2, due 15 Oct, is 16 days overdue on 31 Oct (30 days since issue, which no longer counts).
    expect(october.aged).toEqual({ current: 0, '1-30': 20_000, '31-60': 0, '61-90': 0, '90+': 0 });
    // On 20 Oct #3 is not yet issued and #2 is 5 days overdue; on 14 Oct it was not yet due.
    expect(statementOf(invoices, '2025-10-01', '2025-10-14').aged.current).toBe(20_000);
  });

  it('closes at the sum of its aged balances and at opening plus its entries, whatever the range', () => {
    const invoice = fc.record({
      issued: fc.integer({ min: 0, max: 400 }),
      total: fc.integer({ min: 0, max: 500_000 }),
      payments: fc.array(
        fc.record({ day: fc.integer({ min: 0, max: 400 }), amount: fc.integer({ min: 1, max: 200_000 }), credit: fc.boolean() }),
        { maxLength: 4 },
      ),
    });
    fc.assert(
      fc.property(
        fc.array(invoice, { maxLength: 8 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 60 }),
        (rows, start, length) => {
          const day = (n: number) => addDays('2025-01-01', n);
          const list: StatementInvoice[] = rows.map((row, i) => ({
            id: i + 1,
            number: i + 1,
            issued_at: day(row.issued),
            due_at: day(row.issued + 14),
            total: row.total,
            // A payment never comes before its invoice.
            payments: row.payments.map((p) => ({
              amount: p.amount,
              paid_at: day(Math.max(p.day, row.issued)),
              source: p.credit ? 'credit' : 'manual',
            })),
          }));
          const statement = statementOf(list, day(start), day(start + length));
          const aged = Object.values(statement.aged).reduce((sum, cents) => sum + cents, 0);
          expect(statement.closing).toBe(aged);
          expect(statement.closing).toBe(statement.opening + statement.entries.reduce((sum, e) => sum + e.amount, 0));
        },
      ),
    );
  });
});

describe('credit held on a statement', () => {
  // A deposit of $50 credited on 10 Jan; $30 of it applied to invoice 7 on 20 Jan.
  const invoice: StatementInvoice = {
    id: 1,
    number: 7,
    issued_at: '2026-01-05',
    due_at: '2026-01-19',
    total: 11_000,
    payments: [{ amount: 3000, paid_at: '2026-01-20', source: 'credit' }],
  };
  const credits = [pay(5000, '2026-01-10')];
  it.each([
    ['before the deposit came in', '2026-01-09', 0],
    ['after it came in, before any was applied', '2026-01-15', 5000],
    ['after $30 of it was applied', '2026-01-31', 2000],
  ])('is the credit received by the close less the credit applied by then: %s', (_when, to, held) => {
    const statement = statementOf([invoice], '2026-01-01', to, credits);
    expect(statement.credit_held).toBe(held);
    // Balance owing less credit held is the client's owing that day.
    const open = to >= '2026-01-20' ? 8000 : 11_000;
    expect(owingOf([statement.closing], statement.credit_held)).toBe(owingOf([open], held));
  });

  it('holds nothing back for credit applied with no bank line behind it', () => {
    expect(statementOf([invoice], '2026-01-01', '2026-01-31').credit_held).toBe(0);
  });
});

describe('adjustment notes on a statement (decision 031)', () => {
  // Invoice 8 of $110 paid on 6 Feb; adjustment note AN-0001 of $22 on 10 Feb, all of it already paid, so credit;
  // invoice 9 of $50 sent on 12 Feb takes that credit the same day.
  const paid: StatementInvoice = {
    id: 1,
    number: 8,
    issued_at: '2026-02-01',
    due_at: '2026-02-15',
    total: 11_000,
    payments: [{ amount: 11_000, paid_at: '2026-02-06', source: 'manual' }],
    adjustments: [{ number: 'AN-0001', issued_at: '2026-02-10', total: 2_200, applied: 0 }],
  };
  const next: StatementInvoice = {
    id: 2,
    number: 9,
    issued_at: '2026-02-12',
    due_at: '2026-02-26',
    total: 5_000,
    payments: [{ amount: 2_200, paid_at: '2026-02-12', source: 'credit' }],
  };
  const credits = [pay(2_200, '2026-02-10')];

  it('lists the note’s total off and its already-paid part carried to credit, held until an invoice takes it', () => {
    const held = statementOf([paid], '2026-02-01', '2026-02-11', credits);
    expect(held.entries.map((e) => [e.kind, e.note ?? null, e.amount, e.balance])).toEqual([
      ['invoice', null, 11_000, 11_000],
      ['payment', null, -11_000, 0],
      ['adjustment', 'AN-0001', -2_200, -2_200],
      ['adjustment_credit', 'AN-0001', 2_200, 0],
    ]);
    expect([held.closing, held.credit_held]).toEqual([0, 2_200]);
    expect(owingOf([held.closing], held.credit_held)).toBe(-2_200);
    const used = statementOf([paid, next], '2026-02-01', '2026-02-28', credits);
    expect([used.closing, used.credit_held, used.aged['1-30']]).toEqual([2_800, 0, 2_800]);
  });

  it('lowers the balance by a note on an unpaid invoice, and opens lower after it', () => {
    const unpaid: StatementInvoice = { ...paid, payments: [], adjustments: [{ ...paid.adjustments![0], applied: 2_200 }] };
    expect(statementOf([unpaid], '2026-02-01', '2026-02-28').closing).toBe(8_800);
    expect(statementOf([unpaid], '2026-03-01', '2026-03-31')).toMatchObject({ opening: 8_800, entries: [], closing: 8_800 });
    expect(statementOf([unpaid], '2026-02-01', '2026-02-28').aged['1-30']).toBe(8_800);
  });
});

describe('owingLabel', () => {
  it.each([
    [33_200, { label: 'Balance owing', amount: 33_200 }],
    [0, { label: 'Balance owing', amount: 0 }],
    [-25_000, { label: 'In credit', amount: 25_000 }],
  ])('%i cents owed reads %j', (owing, expected) => {
    expect(owingLabel(owing)).toEqual(expected);
  });
});
