/**
 * What a client owes and how it got there, from invoices and the payments applied to them (docs/domain.md
 * "Payments and what is owed"). Cents throughout; dates are calendar dates in the business time zone. Nothing
 * here is stored: applied and balance are always worked out from the payment rows.
 */
import { compareDates, daysBetween, type IsoDate } from './dates';
import type { Cents } from './money';

export type Payment = { amount: Cents; paid_at: IsoDate };

/**
 * What an adjustment note took off its invoice's balance (`applied`; decision 031), on the day it was issued. The
 * rest of the note's total was money already received, and is the client's credit instead.
 */
export type Adjustment = { applied: Cents; issued_at: IsoDate };

/** What adjustment notes took off an invoice's balance. */
export const adjustedOf = (adjustments: readonly Adjustment[]): Cents => adjustments.reduce((sum, note) => sum + note.applied, 0);

/** Amount applied: the sum of the payments, and of what adjustment notes took off the balance (decision 031). */
export const appliedOf = (payments: readonly Payment[], adjustments: readonly Adjustment[] = []): Cents =>
  payments.reduce((sum, payment) => sum + payment.amount, 0) + adjustedOf(adjustments);

/** What is still owed on an invoice; negative when it was overpaid. */
export const balanceOf = (total: Cents, payments: readonly Payment[], adjustments: readonly Adjustment[] = []): Cents =>
  total - appliedOf(payments, adjustments);

/** Paid in full: a total above zero, and at least all of it applied (a zero invoice is never "paid"). */
export const isPaidInFull = (total: Cents, applied: Cents): boolean => total > 0 && applied >= total;

/** The day the payments first reached the total: when the invoice was paid in full; null while it is not. */
export function paidInFullOn(total: Cents, payments: readonly Payment[]): IsoDate | null {
  if (total <= 0) return null;
  let sum = 0;
  for (const payment of [...payments].sort((a, b) => compareDates(a.paid_at, b.paid_at))) {
    sum += payment.amount;
    if (sum >= total) return payment.paid_at;
  }
  return null;
}

/**
 * Average time to pay: the mean of the days from issue to payment in full, over the invoices paid in full,
 * rounded to whole days (half up); null when none was.
 */
export function averageTimeToPay(invoices: readonly { issued_at: IsoDate; total: Cents; payments: readonly Payment[] }[]): number | null {
  const days = invoices.flatMap((invoice) => {
    const paid = paidInFullOn(invoice.total, invoice.payments);
    return paid === null ? [] : [Math.max(0, daysBetween(invoice.issued_at, paid))];
  });
  if (days.length === 0) return null;
  return Math.round(days.reduce((sum, d) => sum + d, 0) / days.length);
}

/** Owing: the balances still open, less credit the client has that no invoice has used yet. */
export const owingOf = (openBalances: readonly Cents[], unappliedCredit: Cents = 0): Cents =>
  openBalances.reduce((sum, balance) => sum + balance, 0) - unappliedCredit;

/** How a statement names what the client owes: "Balance owing", or "In credit" and the credit when it is below 0. */
export const owingLabel = (owing: Cents): { label: 'Balance owing' | 'In credit'; amount: Cents } =>
  owing < 0 ? { label: 'In credit', amount: -owing } : { label: 'Balance owing', amount: owing };

/**
 * Ageing of what is owed on the statement's last day, counted from each invoice's due date (as an aged
 * receivables report does): not yet due is current, then by the days it is overdue.
 */
export const ageBuckets = ['current', '1-30', '31-60', '61-90', '90+'] as const;
export type AgeBucket = (typeof ageBuckets)[number];

/** Due on or after `asOf` is current; then 1–30, 31–60, 61–90 days overdue, and more than 90. */
export function ageBucketOf(dueAt: IsoDate, asOf: IsoDate): AgeBucket {
  const overdue = daysBetween(dueAt, asOf);
  if (overdue <= 0) return 'current';
  if (overdue <= 30) return '1-30';
  if (overdue <= 60) return '31-60';
  if (overdue <= 90) return '61-90';
  return '90+';
}

/** An invoice as a statement reads it: what it was for, and every payment on it. */
export type StatementInvoice = {
  id: number;
  number: number;
  issued_at: IsoDate;
  /** Issue date plus the terms: what the ageing counts from. */
  due_at: IsoDate;
  total: Cents;
  payments: readonly (Payment & { source: string })[];
  /** Its adjustment notes (decision 031): the note's number ("AN-0001"), total and the part that lowered the balance. */
  adjustments?: readonly (Adjustment & { number: string; total: Cents })[];
};

/**
 * A line of a statement: an invoice adds its total, a payment or credit takes its amount off (negative). An
 * adjustment note takes its total off (`adjustment`); what of it the balance could not take was money already
 * received, carried to the client's credit (`adjustment_credit`, positive), which credit held then shows.
 */
export type StatementEntry = {
  kind: 'invoice' | 'payment' | 'credit' | 'adjustment' | 'adjustment_credit';
  date: IsoDate;
  invoice_id: number;
  number: number;
  /** The adjustment note's number, on its lines. */
  note?: string;
  amount: Cents;
  balance: Cents;
};

export type Statement = {
  from: IsoDate;
  to: IsoDate;
  opening: Cents;
  entries: StatementEntry[];
  closing: Cents;
  aged: Record<AgeBucket, Cents>;
  /** Credit the client had received by the close (bank lines credited to it) that no invoice had used yet. */
  credit_held: Cents;
};

/**
 * A client's account for a date range (both ends inclusive): the balance owed before it opened, every invoice
 * issued and every payment, credit or adjustment note made in it in date order (invoices before payments on the same day) with
 * the running balance, the balance at its close, and that closing balance aged by each invoice's due date. Invoices are the
 * ones the client was sent (no drafts, none cancelled). `credits` are the client's credits from bank lines (dated
 * when the money came in): what of them no invoice had used by the close is `credit_held`, so the balance owing
 * less credit held is the client's owing (`owingOf`) on that day. Never below 0: credit applied with no bank line
 * behind it (recorded before bank lines were) holds nothing back.
 */
export function statementOf(
  invoices: readonly StatementInvoice[],
  from: IsoDate,
  to: IsoDate,
  credits: readonly Payment[] = [],
): Statement {
  const before = (date: IsoDate) => compareDates(date, from) < 0;
  const within = (date: IsoDate) => !before(date) && compareDates(date, to) <= 0;
  let opening = 0;
  const moves: Omit<StatementEntry, 'balance'>[] = [];
  for (const invoice of invoices) {
    if (before(invoice.issued_at)) opening += invoice.total;
    else if (within(invoice.issued_at))
      moves.push({ kind: 'invoice', date: invoice.issued_at, invoice_id: invoice.id, number: invoice.number, amount: invoice.total });
    for (const payment of invoice.payments) {
      if (before(payment.paid_at)) opening -= payment.amount;
      else if (within(payment.paid_at)) {
        const kind = payment.source === 'credit' ? 'credit' : 'payment';
        moves.push({ kind, date: payment.paid_at, invoice_id: invoice.id, number: invoice.number, amount: -payment.amount });
      }
    }
    for (const note of invoice.adjustments ?? []) {
      const credited = note.total - note.applied;
      if (before(note.issued_at)) opening -= note.applied;
      else if (within(note.issued_at)) {
        const line = { date: note.issued_at, invoice_id: invoice.id, number: invoice.number, note: note.number };
        moves.push({ ...line, kind: 'adjustment', amount: -note.total });
        if (credited > 0) moves.push({ ...line, kind: 'adjustment_credit', amount: credited });
      }
    }
  }
  moves.sort((a, b) => compareDates(a.date, b.date) || Number(a.kind !== 'invoice') - Number(b.kind !== 'invoice') || a.number - b.number);
  let balance = opening;
  const entries = moves.map((move) => {
    balance += move.amount;
    return { ...move, balance };
  });
  const aged: Record<AgeBucket, Cents> = { current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
  for (const invoice of invoices) {
    if (compareDates(invoice.issued_at, to) > 0) continue;
    const owed = balanceOf(
      invoice.total,
      invoice.payments.filter((payment) => compareDates(payment.paid_at, to) <= 0),
      (invoice.adjustments ?? []).filter((note) => compareDates(note.issued_at, to) <= 0),
    );
    if (owed !== 0) aged[ageBucketOf(invoice.due_at, to)] += owed;
  }
  const byClose = (payment: Payment) => compareDates(payment.paid_at, to) <= 0;
  const applied = invoices.flatMap((invoice) => invoice.payments.filter((payment) => payment.source === 'credit' && byClose(payment)));
  return {
    from,
    to,
    opening,
    entries,
    closing: balance,
    aged,
    credit_held: Math.max(0, appliedOf(credits.filter(byClose)) - appliedOf(applied)),
  };
}
