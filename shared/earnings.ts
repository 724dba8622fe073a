/**
 * Contractor earnings (docs/domain.md "Progress and earnings"): a month's task lines of one contractor, grouped
 * into the five day-block weeks, with what each week earned, could earn, was collected in cash and is left to
 * pay. Built on the same line rules as shared/progress.ts (`shareOf`, `isEarned`, `isPotential`) so the page and
 * the dashboard's monthly progress agree to the cent (earnings.test.ts checks it for any lines).
 */
import { type IsoDate, monthWeek, monthWeekRange } from './dates';
import type { Cents } from './money';
import { type ProgressLine, isEarned, isPotential, shareOf } from './progress';
import { isIsoDate } from './validation';

export type EarningsTotals = {
  /** Counted lines: visit done, and a photo or missing photos ignored. */
  earned: Cents;
  /** Every line not skipped (a cash client's only once done), as progress counts it. */
  potential: Cents;
  /**
   * The contractor's share of earned lines of cash clients: they kept it from the cash the client paid at the
   * door, so the business pays it out as cash, not by bank transfer.
   */
  cash_collected: Cents;
  /** earned − cash_collected: what the pay run transfers. */
  to_be_paid: Cents;
};

/** A line as computed: this contractor's cents and whether it counts yet. */
export type EarningsFigures = { amount: Cents; counts: boolean; cash: boolean };

export type EarningsWeek<L> = EarningsTotals & {
  week: 1 | 2 | 3 | 4 | 5;
  start: IsoDate;
  end: IsoDate;
  lines: (L & EarningsFigures)[];
};

export type MonthEarnings<L> = { month: IsoDate; weeks: EarningsWeek<L>[]; totals: EarningsTotals };

const zero = (): EarningsTotals => ({ earned: 0, potential: 0, cash_collected: 0, to_be_paid: 0 });

function addLine(totals: EarningsTotals, line: ProgressLine, figures: EarningsFigures) {
  if (isPotential(line)) totals.potential += figures.amount;
  if (!figures.counts) return;
  totals.earned += figures.amount;
  if (figures.cash) totals.cash_collected += figures.amount;
  totals.to_be_paid = totals.earned - totals.cash_collected;
}

/**
 * Folds one contractor's lines of `month` (YYYY-MM-01) into its weeks (a 28-day February has four). Lines of
 * skipped visits or outside the month are left out, as progress leaves them out; lines keep their input order.
 */
export function monthEarnings<L extends ProgressLine>(lines: readonly L[], month: IsoDate): MonthEarnings<L> {
  const weeks: EarningsWeek<L>[] = [];
  for (const week of [1, 2, 3, 4, 5] as const) {
    const range = monthWeekRange(month.slice(0, 7), week);
    if (range) weeks.push({ week, ...range, ...zero(), lines: [] });
  }
  const totals = zero();
  const prefix = month.slice(0, 7);
  for (const line of lines) {
    if (line.skip || line.due_date.slice(0, 7) !== prefix) continue;
    const figures: EarningsFigures = { amount: shareOf(line), counts: isEarned(line), cash: line.cash_client };
    const week = weeks[monthWeek(line.due_date) - 1];
    if (!week) continue;
    week.lines.push({ ...line, ...figures });
    addLine(week, line, figures);
    addLine(totals, line, figures);
  }
  return { month, weeks, totals };
}

/** The week of `month` that starts on `start` (YYYY-MM-DD), or null when no earnings week starts that day. */
export function earningsWeekOf(start: IsoDate): { month: IsoDate; week: 1 | 2 | 3 | 4 | 5; end: IsoDate } | null {
  const match = /^(\d{4}-\d{2})-(01|08|15|22|29)$/.exec(start);
  if (!match?.[1] || !isIsoDate(start)) return null;
  const week = monthWeek(start);
  const range = monthWeekRange(match[1], week);
  if (!range || range.start !== start) return null;
  return { month: `${match[1]}-01`, week, end: range.end };
}

/** What a recorded pay run paid for one week: the day the money went and its gross (net + withheld), cents. */
export type WeekPaid = { paid_on: IsoDate; paid: Cents };

export type SettledTotals = EarningsTotals & {
  /** What recorded pay runs paid for these weeks (their recorded gross: transferred plus withheld). */
  paid: Cents;
};

/**
 * The month with what recorded pay runs paid (`paid`, keyed by week start) taken off: each week's and the month's
 * `to_be_paid` becomes earned − cash collected − paid. A run pays the week as it was recorded, so a week whose
 * earnings changed afterwards is owed (or was overpaid, negative) the difference rather than nothing.
 */
export function settledMonth<L>(
  month: MonthEarnings<L>,
  paid: ReadonlyMap<IsoDate, WeekPaid>,
): { weeks: (EarningsWeek<L> & SettledTotals & { paid_on: IsoDate | null })[]; totals: SettledTotals } {
  const weeks = month.weeks.map((week) => {
    const run = paid.get(week.start);
    const amount = run?.paid ?? 0;
    return { ...week, paid: amount, paid_on: run?.paid_on ?? null, to_be_paid: week.earned - week.cash_collected - amount };
  });
  const paidTotal = weeks.reduce((sum, week) => sum + week.paid, 0);
  const { totals } = month;
  return { weeks, totals: { ...totals, paid: paidTotal, to_be_paid: totals.earned - totals.cash_collected - paidTotal } };
}
