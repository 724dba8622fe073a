import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, toDayNumber } from './dates';
import {
  endedPeriods,
  type InvoiceSchedule,
  issueDateOf,
  periodAt,
  periodContaining,
  periodIndexOf,
  periodKeyOf,
  planPeriodInvoices,
} from './invoice-periods';

const periods = (schedule: InvoiceSchedule, start: string, count: number) =>
  Array.from({ length: count }, (_, i) => periodAt(schedule, start, i));
const span = (period: { start: string; end: string }) => `${period.start}..${period.end}`;

describe('periods worked by hand', () => {
  it.each([
    // Calendar months from the 1st, across a leap February.
    ['month', '2024-01-01', ['2024-01-01..2024-01-31', '2024-02-01..2024-02-29', '2024-03-01..2024-03-31', '2024-04-01..2024-04-30']],
    // From the 31st: February ends the period early, and March is back on the 31st (no drift to the 28th).
    [
      'month',
      '2025-01-31',
      ['2025-01-31..2025-02-27', '2025-02-28..2025-03-30', '2025-03-31..2025-04-29', '2025-04-30..2025-05-30', '2025-05-31..2025-06-29'],
    ],
    // From the 31st in a leap year: February's last day is the 29th.
    ['month', '2024-01-31', ['2024-01-31..2024-02-28', '2024-02-29..2024-03-30', '2024-03-31..2024-04-29']],
    // From the 29th of February: the 29th where a month has one, the 28th in a common February.
    ['month', '2024-02-29', ['2024-02-29..2024-03-28', '2024-03-29..2024-04-28']],
    ['month', '2024-12-29', ['2024-12-29..2025-01-28', '2025-01-29..2025-02-27', '2025-02-28..2025-03-28', '2025-03-29..2025-04-28']],
    // From the 30th across a year's end and a common February.
    ['month', '2025-11-30', ['2025-11-30..2025-12-29', '2025-12-30..2026-01-29', '2026-01-30..2026-02-27', '2026-02-28..2026-03-29']],
    // Weeks from a Monday, across a year's end.
    ['week', '2025-12-22', ['2025-12-22..2025-12-28', '2025-12-29..2026-01-04', '2026-01-05..2026-01-11']],
    // Fortnights across a year's end and a leap day.
    ['fortnight', '2023-12-18', ['2023-12-18..2023-12-31', '2024-01-01..2024-01-14', '2024-01-15..2024-01-28']],
    ['fortnight', '2024-02-19', ['2024-02-19..2024-03-03', '2024-03-04..2024-03-17']],
  ] as const)('%s from %s', (schedule, start, expected) => {
    expect(periods(schedule, start, expected.length).map(span)).toEqual(expected);
  });

  it.each([
    ['month', '2025-01-31', '2025-01-30', null],
    ['month', '2025-01-31', '2025-01-31', '2025-01-31..2025-02-27'],
    ['month', '2025-01-31', '2025-02-27', '2025-01-31..2025-02-27'],
    ['month', '2025-01-31', '2025-02-28', '2025-02-28..2025-03-30'],
    ['month', '2025-01-31', '2025-03-30', '2025-02-28..2025-03-30'],
    ['month', '2025-01-31', '2025-03-31', '2025-03-31..2025-04-29'],
    ['month', '2025-01-31', '2026-01-01', '2025-12-31..2026-01-30'],
    ['week', '2025-12-22', '2026-01-04', '2025-12-29..2026-01-04'],
    ['fortnight', '2023-12-18', '2024-01-14', '2024-01-01..2024-01-14'],
    ['fortnight', '2023-12-18', '2024-01-15', '2024-01-15..2024-01-28'],
  ] as const)('%s from %s holds %s in %s', (schedule, start, date, expected) => {
    const period = periodContaining(schedule, start, date);
    expect(period && span(period)).toBe(expected);
  });

  it('issues on the day after the period, keyed by client and start', () => {
    const period = periodAt('month', '2024-02-01', 0);
    expect(issueDateOf(period)).toBe('2024-03-01');
    expect(periodKeyOf(7, period)).toBe('7:2024-02-01');
  });

  it('lists the periods ended before a date, after the last one invoiced', () => {
    // Ended before 1 April: January, February, March. The run on 31 March has only January and February.
    expect(endedPeriods('month', '2024-01-01', '2024-04-01').map(span)).toEqual([
      '2024-01-01..2024-01-31',
      '2024-02-01..2024-02-29',
      '2024-03-01..2024-03-31',
    ]);
    expect(endedPeriods('month', '2024-01-01', '2024-03-31').map(span)).toEqual(['2024-01-01..2024-01-31', '2024-02-01..2024-02-29']);
    expect(endedPeriods('month', '2024-01-01', '2024-04-01', '2024-02-01').map(span)).toEqual(['2024-03-01..2024-03-31']);
    expect(endedPeriods('week', '2025-12-22', '2025-12-28')).toEqual([]);
    expect(endedPeriods('week', '2026-01-05', '2025-12-01')).toEqual([]);
  });
});

describe('planning a client’s period invoices', () => {
  const client = { schedule: 'month' as const, invoiceStart: '2024-01-01' };
  const visit = (id: number, dueDate: string) => ({ id, dueDate });

  it('makes one invoice per ended period with its visits, none for a period with nothing to bill', () => {
    const visits = [visit(3, '2024-03-10'), visit(1, '2024-01-05'), visit(2, '2024-01-31'), visit(4, '2024-04-02')];
    expect(planPeriodInvoices(client, null, visits, '2024-04-01')).toEqual([
      { period: { start: '2024-01-01', end: '2024-01-31' }, issuedAt: '2024-02-01', visitIds: [1, 2] },
      { period: { start: '2024-03-01', end: '2024-03-31' }, issuedAt: '2024-04-01', visitIds: [3] },
    ]);
  });

  it('puts a late visit of an invoiced period on the next period’s invoice, and leaves visits before the start to the office', () => {
    const visits = [visit(9, '2023-12-30'), visit(5, '2024-01-20'), visit(6, '2024-02-03')];
    expect(planPeriodInvoices(client, '2024-01-01', visits, '2024-03-01')).toEqual([
      { period: { start: '2024-02-01', end: '2024-02-29' }, issuedAt: '2024-03-01', visitIds: [5, 6] },
    ]);
    expect(planPeriodInvoices(client, '2024-02-01', visits, '2024-03-01')).toEqual([]);
  });
});

const schedules: InvoiceSchedule[] = ['week', 'fortnight', 'month'];
const dateIn = (from: string, to: string) => fc.integer({ min: toDayNumber(from), max: toDayNumber(to) }).map(fromDayNumber);
/** Any invoicing schedule and start date. */
const anySchedule = [fc.constantFrom(...schedules), dateIn('1999-01-01', '2040-12-31')] as const;

describe('periods tile time from the invoice start', () => {
  it('each period begins the day after the one before ends, and is never empty', () => {
    fc.assert(
      fc.property(...anySchedule, fc.integer({ min: 0, max: 600 }), (schedule, start, index) => {
        const period = periodAt(schedule, start, index);
        expect(period.start <= period.end).toBe(true);
        expect(periodAt(schedule, start, index + 1).start).toBe(addDays(period.end, 1));
        if (index === 0) expect(period.start).toBe(start);
      }),
    );
  });

  it('every day from the start lies in exactly the period periodContaining names, and in no neighbour', () => {
    fc.assert(
      fc.property(...anySchedule, fc.integer({ min: 0, max: 4000 }), (schedule, start, offset) => {
        const date = addDays(start, offset);
        const index = periodIndexOf(schedule, start, date);
        const period = periodAt(schedule, start, index);
        expect(period.start <= date && date <= period.end).toBe(true);
        if (index > 0) expect(periodAt(schedule, start, index - 1).end < date).toBe(true);
        expect(periodAt(schedule, start, index + 1).start > date).toBe(true);
        expect(periodIndexOf(schedule, start, addDays(start, -1 - (offset % 40)))).toBe(-1);
      }),
    );
  });

  it('a month period is 28 to 31 days, a week 7 and a fortnight 14', () => {
    fc.assert(
      fc.property(...anySchedule, fc.integer({ min: 0, max: 600 }), (schedule, start, index) => {
        const { start: first, end } = periodAt(schedule, start, index);
        const days = toDayNumber(end) - toDayNumber(first) + 1;
        if (schedule === 'week') expect(days).toBe(7);
        else if (schedule === 'fortnight') expect(days).toBe(14);
        else expect(days >= 28 && days <= 31).toBe(true);
      }),
    );
  });

  it('a run bills each billable visit from the start once, in the period that holds it or a later one', () => {
    const visitsArb = fc
      .array(fc.record({ id: fc.nat(), dueDate: dateIn('2023-06-01', '2025-06-30') }), { maxLength: 40 })
      .map((visits) => visits.map((v, i) => ({ ...v, id: i + 1 })));
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        dateIn('2023-06-01', '2024-06-30'),
        visitsArb,
        dateIn('2023-06-01', '2025-12-31'),
        (schedule, invoiceStart, visits, until) => {
          const planned = planPeriodInvoices({ schedule, invoiceStart }, null, visits, until);
          const billed = planned.flatMap((p) => p.visitIds);
          expect(new Set(billed).size).toBe(billed.length);
          const ended = endedPeriods(schedule, invoiceStart, until);
          const lastEnd = ended.at(-1)?.end ?? '0000-01-01';
          const due = visits.filter((v) => v.dueDate >= invoiceStart && v.dueDate <= lastEnd).map((v) => v.id);
          expect([...billed].sort((a, b) => a - b)).toEqual(due.sort((a, b) => a - b));
          for (const plan of planned) {
            expect(plan.period.end < until).toBe(true);
            expect(plan.issuedAt).toBe(addDays(plan.period.end, 1));
            for (const id of plan.visitIds) expect(visits.find((v) => v.id === id)!.dueDate <= plan.period.end).toBe(true);
          }
        },
      ),
    );
  });
});
