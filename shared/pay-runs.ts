/**
 * What a pay run pays each contractor for a week (docs/domain.md "Bank transactions, expenses, activity":
 * contractors), and the TPAR's rows. Pure; amounts are cents.
 */
import { type IsoDate, financialYearOf } from './dates';
import { type Cents, multiplyRounded } from './money';
import { isValidAbn } from './validation';

/** A payee who gives no valid ABN has 47 % withheld from the payment (ATO no-ABN withholding, the top rate + Medicare). */
export const NO_ABN_WITHHOLDING_PERCENT = 47;
/** No-ABN withholding does not apply to a supply of $75 or less excluding GST (ATO, "No ABN withholding"). */
export const NO_ABN_THRESHOLD_EX_GST: Cents = 7500;

export type PayRunInput = {
  earned: Cents;
  cash_collected: Cents;
  abn: string | null;
  /** GST claimed on the week's vendor invoice(s): part of what was earned. */
  gst: Cents;
};

export type PayRunFigures = {
  earned: Cents;
  cash_collected: Cents;
  /** earned − cash collected: what the business owes for the week. */
  gross: Cents;
  gst: Cents;
  /** Withheld for no valid ABN; sent to the ATO, not the contractor. */
  withheld: Cents;
  /** Transferred: gross − withheld. */
  net: Cents;
  no_abn: boolean;
};

/**
 * One contractor's week. Withholding applies to the payment the business makes (the cash they kept was the
 * client's payment, not the business's), rounded once to the cent, and only when the week's supply (earned,
 * less its GST) is more than $75.
 */
export function payRunFigures({ earned, cash_collected, abn, gst }: PayRunInput): PayRunFigures {
  const gross = Math.max(0, earned - cash_collected);
  const noAbn = !abn || !isValidAbn(abn);
  const withholds = noAbn && earned - gst > NO_ABN_THRESHOLD_EX_GST;
  const withheld = withholds ? multiplyRounded(gross, NO_ABN_WITHHOLDING_PERCENT, 100) : 0;
  return { earned, cash_collected, gross, gst, withheld, net: gross - withheld, no_abn: noAbn };
}

/** What is known of a contractor's names: their profile's two legal names, their vendor's name, their name in the app. */
export type PayeeNames = { legal_business_name: string | null; legal_name: string | null; vendor_name: string | null; name: string };

/**
 * The name a contractor is paid under, the same in the BAS list of what was paid out, the TPAR and the ABA file's
 * account title (docs/domain.md "The payee's name"): the legal business name, else the legal name, else their
 * vendor's name, else their name in the app; an empty one counts as none. The SQL twin is `payeeNameSql`.
 */
export function payeeName(names: PayeeNames): string {
  return names.legal_business_name || names.legal_name || names.vendor_name || names.name;
}

/** A payment to a contractor (a recorded pay run or a paid vendor invoice), as the TPAR reads it: gross, GST inclusive. */
export type ContractorPaid = { user_id: number; paid_on: IsoDate; amount: Cents; gst: Cents; withheld: Cents };

export type TparPayee = { user_id: number; name: string; abn: string | null; address: string | null };

export type TparRow = TparPayee & {
  /** Gross paid, GST included: every payment of the year, cash payouts too. */
  gross_paid: Cents;
  gst: Cents;
  tax_withheld: Cents;
  /** What the ATO will query: no ABN, or no address. */
  missing: ('abn' | 'address')[];
};

/**
 * The taxable payments annual report for financial year `year` (1 July `year − 1` to 30 June `year`): one row per
 * contractor paid in it, by name. A payment belongs to the year of the day it was paid (the ATO's "paid in the
 * financial year"), as it belongs to that day's BAS quarter.
 */
export function tparRows(year: number, paid: readonly ContractorPaid[], payees: readonly TparPayee[]): TparRow[] {
  const sums = new Map<number, { gross_paid: Cents; gst: Cents; tax_withheld: Cents }>();
  for (const payment of paid) {
    if (financialYearOf(payment.paid_on).year !== year) continue;
    const sum = sums.get(payment.user_id) ?? { gross_paid: 0, gst: 0, tax_withheld: 0 };
    sum.gross_paid += payment.amount;
    sum.gst += payment.gst;
    sum.tax_withheld += payment.withheld;
    sums.set(payment.user_id, sum);
  }
  const byId = new Map(payees.map((p) => [p.user_id, p]));
  const rows: TparRow[] = [];
  for (const [userId, sum] of sums) {
    const payee = byId.get(userId) ?? { user_id: userId, name: `User ${userId}`, abn: null, address: null };
    const missing: TparRow['missing'] = [];
    if (!payee.abn || !isValidAbn(payee.abn)) missing.push('abn');
    if (!payee.address?.trim()) missing.push('address');
    rows.push({ ...payee, ...sum, missing });
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

export type TparTotals = { gross_paid: Cents; gst: Cents; tax_withheld: Cents };

/** The report's totals: its rows summed, as the page and the spreadsheet show them. */
export const tparTotals = (rows: readonly TparTotals[]): TparTotals => ({
  gross_paid: rows.reduce((sum, r) => sum + r.gross_paid, 0),
  gst: rows.reduce((sum, r) => sum + r.gst, 0),
  tax_withheld: rows.reduce((sum, r) => sum + r.tax_withheld, 0),
});
