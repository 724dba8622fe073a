/**
 * Account activity and the BAS (docs/domain.md "Bank transactions, expenses, activity"; decisions 015, 016).
 * Cash basis (GST Act s29-5): a quarter holds the money received in it, the expenses paid in it and what was
 * paid to contractors in it (recorded pay runs and paid vendor invoices). Cents
 * throughout, every rounding once and half away from zero (shared/money.ts). The server sums the same rules
 * in SQL for speed, each rule once (server/features/account-activity/bas.sql.ts); bas.sql.test.ts holds every
 * fragment to its function here.
 */
import { fullDayText } from './date-text';
import { basQuarter, basQuarterLabel, basQuarterOf, compareDates, type IsoDate } from './dates';
import { type Cents, expenseGst, multiplyRounded } from './money';

export type Quarter = 1 | 2 | 3 | 4;

/** A quarter's id: year × 10 + quarter (20271 is July–September 2026, of the financial year ending June 2027). */
export const quarterId = (year: number, quarter: Quarter): number => year * 10 + quarter;

/** The quarter of a date, by id, with its first and last days. */
export function quarterOfDate(date: IsoDate): { id: number; year: number; quarter: Quarter; start: IsoDate; end: IsoDate } {
  const { year, quarter, start, end } = basQuarterOf(date);
  return { id: quarterId(year, quarter), year, quarter, start, end };
}

/** Financial years the API takes: far enough either way for any business's books. */
export const minYear = 2000;
export const maxYear = 2100;

/** The quarter an id names, or null when it names none (quarter 0 or 5, a year out of range). */
export function quarterOfId(id: number): { id: number; year: number; quarter: Quarter; start: IsoDate; end: IsoDate } | null {
  if (!Number.isInteger(id)) return null;
  const year = Math.floor(id / 10);
  const quarter = id % 10;
  if (quarter < 1 || quarter > 4 || year < minYear || year > maxYear) return null;
  const { start, end } = basQuarter(year, quarter as Quarter);
  return { id, year, quarter: quarter as Quarter, start, end };
}

/** The four quarters of a financial year, in order. */
export const quartersOfYear = (year: number) => ([1, 2, 3, 4] as const).map((quarter) => quarterOfId(quarterId(year, quarter))!);

export type InvoiceGst = { total: Cents; tax: Cents };
export type ReceiptPayment = { id: number; amount: Cents; paid_at: IsoDate };

/**
 * The GST each payment of one invoice carries (a part payment carries its share). Payments are taken in date
 * order (then id); the GST received once `c` cents of the invoice are paid is round(c × tax ÷ total), with `c`
 * held between 0 and the total, and a payment carries the growth it makes in that figure. So the shares of an
 * invoice's payments always sum exactly to the GST of what was paid — to its whole GST once it is paid in
 * full, however it was split — an overpayment carries none, and a refund (negative) gives back what it takes.
 */
export function paymentGstShares(invoice: InvoiceGst, payments: readonly ReceiptPayment[]): Map<number, Cents> {
  const shares = new Map<number, Cents>();
  const received = (paid: Cents) =>
    invoice.total <= 0 ? 0 : multiplyRounded(Math.min(Math.max(paid, 0), invoice.total), invoice.tax, invoice.total);
  const ordered = [...payments].sort((a, b) => compareDates(a.paid_at, b.paid_at) || a.id - b.id);
  let paid = 0;
  for (const payment of ordered) {
    const before = received(paid);
    paid += payment.amount;
    shares.set(payment.id, received(paid) - before);
  }
  return shares;
}

/** An adjustment note as the BAS reads it (decision 031): its total and GST, and the part that lowered the balance. */
export type NoteForBas = { total: Cents; tax: Cents; applied: Cents };

/**
 * The decreasing adjustment an adjustment note makes, cash basis (decision 031), in the quarter it is issued: only
 * for money already received — the part of its total the balance could not take (`total − applied`), and that
 * part's share of the note's GST, round(credited × tax ÷ total); the whole GST when all of it was received. The
 * part that lowered the balance is never counted: it lowers what will be received, and so the GST counted then.
 */
export function noteAdjustment(note: NoteForBas): Receipt {
  const credited = Math.max(0, note.total - note.applied);
  return { amount: credited, gst: note.total <= 0 ? 0 : multiplyRounded(credited, note.tax, note.total) };
}

/** A receipt as a quarter counts it: the money and the GST share it carries. */
export type Receipt = { amount: Cents; gst: Cents };
/** An expense as a quarter counts it: GST inclusive, its business-use percent, whether GST is claimed. */
export type ActivityExpense = { amount: Cents; business_use: number; gst: boolean };

/** The business-use part of an expense: round(amount × business_use ÷ 100), once. */
export const businessPart = (expense: ActivityExpense): Cents => multiplyRounded(expense.amount, expense.business_use, 100);

/**
 * A payment to a contractor as a quarter counts it: the gross paid, GST inclusive (cash they kept included), all
 * for the business; the GST on their tax invoice, a credit; and what was withheld for no ABN (BAS label W4).
 */
export type ContractorPayment = { amount: Cents; gst: Cents; withheld: Cents };

/** A recorded pay run's payment of one person's week, and a contractor's vendor invoice for a week. */
export type PayRunPaid = { user_id: number; week: IsoDate; paid_on: IsoDate; earned: Cents; gst: Cents; withheld: Cents };
export type VendorInvoicePaid = { user_id: number; week: IsoDate; paid_at: IsoDate | null; total: Cents; tax: Cents };

/**
 * What was paid to contractors from `from` to `to` (both inclusive), on the cash basis (decision 016): a
 * recorded pay run on its `paid_on`; a vendor invoice on the day the bank paid it, unless a pay run of that
 * person and week is recorded (whenever it was paid) — then the run is the payment, and the week counts once.
 */
export function contractorPaymentsOf(
  runs: readonly PayRunPaid[],
  vendorInvoices: readonly VendorInvoicePaid[],
  from: IsoDate,
  to: IsoDate,
): (ContractorPayment & { paid_on: IsoDate })[] {
  const within = (date: IsoDate) => compareDates(date, from) >= 0 && compareDates(date, to) <= 0;
  const runWeeks = new Set(runs.map((run) => `${run.user_id} ${run.week}`));
  return [
    ...runs
      .filter((run) => within(run.paid_on))
      .map((run) => ({ paid_on: run.paid_on, amount: run.earned, gst: run.gst, withheld: run.withheld })),
    ...vendorInvoices.flatMap((invoice) =>
      invoice.paid_at !== null && within(invoice.paid_at) && !runWeeks.has(`${invoice.user_id} ${invoice.week}`)
        ? [{ paid_on: invoice.paid_at, amount: invoice.total, gst: invoice.tax, withheld: 0 }]
        : [],
    ),
  ];
}

export type QuarterFigures = {
  incoming: Cents;
  incoming_tax: Cents;
  /** Expenses' business-use parts and contractor payments, GST inclusive. */
  outgoing: Cents;
  outgoing_tax: Cents;
  /** Withheld from contractors without an ABN: reported and paid with the BAS (W4). */
  withheld: Cents;
};

/** A quarter's figures from its receipts, expenses, contractor payments and adjustment notes' decreasing adjustments. */
export function quarterFigures(
  receipts: readonly Receipt[],
  expenses: readonly ActivityExpense[],
  contractorPayments: readonly ContractorPayment[] = [],
  adjustments: readonly Receipt[] = [],
): QuarterFigures {
  let incoming = 0;
  let incomingTax = 0;
  for (const receipt of receipts) {
    incoming += receipt.amount;
    incomingTax += receipt.gst;
  }
  for (const adjustment of adjustments) {
    incoming -= adjustment.amount;
    incomingTax -= adjustment.gst;
  }
  let outgoing = 0;
  let outgoingTax = 0;
  for (const expense of expenses) {
    outgoing += businessPart(expense);
    outgoingTax += expenseGst(expense.amount, expense.business_use, expense.gst);
  }
  let withheld = 0;
  for (const payment of contractorPayments) {
    outgoing += payment.amount;
    outgoingTax += payment.gst;
    withheld += payment.withheld;
  }
  return { incoming, incoming_tax: incomingTax, outgoing, outgoing_tax: outgoingTax, withheld };
}

export type BasLabels = { g1: Cents; label_1a: Cents; label_1b: Cents; label_w4: Cents; payg: Cents; net: Cents };

/**
 * The BAS labels of a quarter: G1 total sales GST inclusive (cash basis: received), 1A GST on sales, 1B GST on
 * purchases, W4 withheld where no ABN was quoted, the PAYG instalment (5A), and what is owed to the ATO
 * (1A − 1B + W4 + PAYG; negative is a refund).
 */
export function basLabels(figures: QuarterFigures, payg: Cents): BasLabels {
  const { incoming, incoming_tax, outgoing_tax, withheld } = figures;
  return {
    g1: incoming,
    label_1a: incoming_tax,
    label_1b: outgoing_tax,
    label_w4: withheld,
    payg,
    net: incoming_tax - outgoing_tax + withheld + payg,
  };
}

/** A BAS label's figure as the form takes it: whole dollars, the cents dropped (toward zero), in cents. */
export const wholeDollarsOf = (cents: Cents): Cents => cents - (cents % 100) || 0;

/**
 * The figures to write on the BAS form. The approved form asks for whole dollars, and where it does the
 * amounts are truncated (Taxation Administration Act 1953, Sch 1 s388-85: a PAYG instalment of $8,496.73 is
 * reported as $8,496); the net is worked from the truncated labels, as the ATO works it from the form, so it
 * can differ from the exact net by a few dollars. Cents, each a whole number of dollars.
 */
export function basFormLabels(labels: BasLabels): BasLabels {
  const g1 = wholeDollarsOf(labels.g1);
  const label_1a = wholeDollarsOf(labels.label_1a);
  const label_1b = wholeDollarsOf(labels.label_1b);
  const label_w4 = wholeDollarsOf(labels.label_w4);
  const payg = wholeDollarsOf(labels.payg);
  return { g1, label_1a, label_1b, label_w4, payg, net: label_1a - label_1b + label_w4 + payg };
}

/**
 * The message for a change refused because its date is in a quarter whose BAS is complete, in the activity
 * page's words: its quarter label and a date as a person reads it.
 */
export function lockedQuarterMessage(date: IsoDate): string {
  return `${basQuarterLabel(quarterOfDate(date))} is complete: nothing dated ${fullDayText(date)} can change until its BAS is reopened.`;
}
