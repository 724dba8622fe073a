import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weekKeys } from './api/progress';
import { earningsWeekOf, monthEarnings, settledMonth, type WeekPaid } from './earnings';
import { doneLine, progressLine } from './fixtures/progress-lines';
import { type ProgressLine, monthlyProgress } from './progress';

/** Done and earned unless `over` says otherwise. */
const line = (over: Partial<ProgressLine> = {}) => progressLine({ due_date: '2026-11-03', ...doneLine, ...over });

describe('monthEarnings: which lines count', () => {
  it.each([
    ['complete with a photo', {}, { earned: 1000, potential: 1000, cash_collected: 0, to_be_paid: 1000 }],
    ['complete without a photo', { has_photo: false }, { earned: 0, potential: 1000, cash_collected: 0, to_be_paid: 0 }],
    [
      'complete, missing photos ignored',
      { has_photo: false, ignore_missing_photos: true },
      { earned: 1000, potential: 1000, cash_collected: 0, to_be_paid: 1000 },
    ],
    ['not done (lines ticked but visit open)', { visit_done: false }, { earned: 0, potential: 1000, cash_collected: 0, to_be_paid: 0 }],
    ['skipped', { skip: true }, { earned: 0, potential: 0, cash_collected: 0, to_be_paid: 0 }],
    ['cash client, done with a photo', { cash_client: true }, { earned: 1000, potential: 1000, cash_collected: 1000, to_be_paid: 0 }],
    ['cash client, not done', { cash_client: true, visit_done: false }, { earned: 0, potential: 0, cash_collected: 0, to_be_paid: 0 }],
    [
      'cash client, done without a photo',
      { cash_client: true, has_photo: false },
      { earned: 0, potential: 1000, cash_collected: 0, to_be_paid: 0 },
    ],
    [
      'shared by two, first sharer gets the odd cent',
      { contractor_total: 1001, sharers: 2, share_index: 0 },
      { earned: 501, potential: 501, cash_collected: 0, to_be_paid: 501 },
    ],
    [
      'shared by two, second sharer',
      { contractor_total: 1001, sharers: 2, share_index: 1 },
      { earned: 500, potential: 500, cash_collected: 0, to_be_paid: 500 },
    ],
    ['assigned but did not attend', { sharers: 1, share_index: null }, { earned: 0, potential: 0, cash_collected: 0, to_be_paid: 0 }],
  ] as const)('%s', (_, over, totals) => {
    const result = monthEarnings([line(over)], '2026-11-01');
    expect(result.totals).toEqual(totals);
    expect(result.weeks[0]).toMatchObject(totals);
  });

  it('mixes cash and transfer within a week: only the transfer part is to be paid', () => {
    const result = monthEarnings(
      [
        line({ contractor_total: 4000 }),
        line({ contractor_total: 1500, cash_client: true }),
        line({ contractor_total: 700, has_photo: false }),
      ],
      '2026-11-01',
    );
    expect(result.weeks[0]).toMatchObject({ earned: 5500, potential: 6200, cash_collected: 1500, to_be_paid: 4000 });
  });
});

describe('monthEarnings: weeks', () => {
  it.each([
    ['2026-11-01', 1],
    ['2026-11-07', 1],
    ['2026-11-08', 2],
    ['2026-11-21', 3],
    ['2026-11-28', 4],
    ['2026-11-29', 5],
    ['2026-11-30', 5],
  ] as const)('%s is in week %i', (due_date, week) => {
    const result = monthEarnings([line({ due_date })], '2026-11-01');
    expect(result.weeks.map((w) => w.lines.length)).toEqual([1, 2, 3, 4, 5].map((n) => (n === week ? 1 : 0)));
  });

  it('gives each week its first and last day; November has five, February 2027 four', () => {
    expect(monthEarnings([], '2026-11-01').weeks.map((w) => [w.start, w.end])).toEqual([
      ['2026-11-01', '2026-11-07'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-15', '2026-11-21'],
      ['2026-11-22', '2026-11-28'],
      ['2026-11-29', '2026-11-30'],
    ]);
    expect(monthEarnings([], '2027-02-01').weeks).toHaveLength(4);
    expect(monthEarnings([], '2028-02-01').weeks).toHaveLength(5);
  });

  it('leaves out lines of another month', () => {
    expect(monthEarnings([line({ due_date: '2026-12-01' })], '2026-11-01').totals.potential).toBe(0);
  });
});

describe('earningsWeekOf', () => {
  it.each([
    ['2026-11-01', { month: '2026-11-01', week: 1, end: '2026-11-07' }],
    ['2026-11-22', { month: '2026-11-01', week: 4, end: '2026-11-28' }],
    ['2026-11-29', { month: '2026-11-01', week: 5, end: '2026-11-30' }],
    ['2028-02-29', { month: '2028-02-01', week: 5, end: '2028-02-29' }],
    ['2026-11-02', null],
    ['2027-02-29', null],
    ['2026-13-01', null],
    ['nonsense', null],
  ] as const)('%s', (start, expected) => {
    expect(earningsWeekOf(start)).toEqual(expected);
  });
});

const arbitraryLine = fc.record({
  visit_id: fc.integer({ min: 1, max: 40 }),
  due_date: fc.integer({ min: 1, max: 30 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`),
  skip: fc.boolean(),
  visit_done: fc.boolean(),
  line_complete: fc.boolean(),
  has_photo: fc.boolean(),
  ignore_missing_photos: fc.boolean(),
  cash_client: fc.boolean(),
  contractor_total: fc.integer({ min: 0, max: 500_000 }),
  sharers: fc.integer({ min: 1, max: 4 }),
  share_index: fc.option(fc.integer({ min: 0, max: 3 })),
});

describe('monthEarnings properties', () => {
  it('agrees with monthly progress to the cent, week by week', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 60 }), (lines) => {
        const earnings = monthEarnings(lines, '2026-11-01');
        const progress = monthlyProgress(lines, '2026-11-01');
        expect(earnings.totals.earned).toBe(progress.earnings.so_far.total);
        expect(earnings.totals.potential).toBe(progress.earnings.potential.total);
        for (const week of earnings.weeks) {
          const key = weekKeys[week.week - 1]!;
          expect(week.earned).toBe(progress.earnings.so_far[key]);
          expect(week.potential).toBe(progress.earnings.potential[key]);
        }
      }),
    );
  });

  it('weeks add up to the month, and earned = cash collected + to be paid, with cash never above earned', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 60 }), (lines) => {
        const { weeks, totals } = monthEarnings(lines, '2026-11-01');
        for (const key of ['earned', 'potential', 'cash_collected', 'to_be_paid'] as const) {
          expect(weeks.reduce((sum, w) => sum + w[key], 0)).toBe(totals[key]);
        }
        for (const t of [totals, ...weeks]) {
          expect(t.cash_collected + t.to_be_paid).toBe(t.earned);
          expect(t.cash_collected).toBeLessThanOrEqual(t.earned);
          expect(t.to_be_paid).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('settledMonth: what is still to be paid once pay runs are recorded', () => {
  // Week 1 (3 Nov) earned $100 of which $30 was cash; week 2 (10 Nov) earned $50; week 4 (24 Nov) $20.
  const month = monthEarnings(
    [
      line({ contractor_total: 7000 }),
      line({ contractor_total: 3000, cash_client: true }),
      line({ due_date: '2026-11-10', contractor_total: 5000 }),
      line({ due_date: '2026-11-24', contractor_total: 2000 }),
    ],
    '2026-11-01',
  );
  const run = (paid: number): WeekPaid => ({ paid_on: '2026-11-12', paid });
  it.each<[string, [string, WeekPaid][], { paid: number[]; to_be_paid: number[]; month: number; paid_on: (string | null)[] }]>([
    ['no run recorded', [], { paid: [0, 0, 0, 0], to_be_paid: [7000, 5000, 0, 2000], month: 14000, paid_on: [null, null, null, null] }],
    [
      'weeks 1 and 2 paid as earned',
      [
        ['2026-11-01', run(7000)],
        ['2026-11-08', run(5000)],
      ],
      { paid: [7000, 5000, 0, 0], to_be_paid: [0, 0, 0, 2000], month: 2000, paid_on: ['2026-11-12', '2026-11-12', null, null] },
    ],
    [
      'week 2 earned $10 more after it was recorded: the difference is owed',
      [['2026-11-08', run(4000)]],
      { paid: [0, 4000, 0, 0], to_be_paid: [7000, 1000, 0, 2000], month: 10000, paid_on: [null, '2026-11-12', null, null] },
    ],
    [
      'week 1 earned less after it was recorded: overpaid, negative',
      [['2026-11-01', run(7500)]],
      { paid: [7500, 0, 0, 0], to_be_paid: [-500, 5000, 0, 2000], month: 6500, paid_on: ['2026-11-12', null, null, null] },
    ],
    [
      'a run of another month’s week is ignored',
      [['2026-10-29', run(9000)]],
      { paid: [0, 0, 0, 0], to_be_paid: [7000, 5000, 0, 2000], month: 14000, paid_on: [null, null, null, null] },
    ],
  ])('%s', (_, runs, expected) => {
    const settled = settledMonth(month, new Map(runs));
    expect(settled.weeks.slice(0, 4).map((w) => w.paid)).toEqual(expected.paid);
    expect(settled.weeks.slice(0, 4).map((w) => w.to_be_paid)).toEqual(expected.to_be_paid);
    expect(settled.weeks.slice(0, 4).map((w) => w.paid_on)).toEqual(expected.paid_on);
    expect(settled.totals.to_be_paid).toBe(expected.month);
    expect(settled.totals.paid).toBe(expected.paid.reduce((a, b) => a + b, 0));
    expect(settled.totals.earned).toBe(17000);
  });
});
