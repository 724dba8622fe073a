/**
 * An outgoing bank line against a contractor's vendor invoice (docs/domain.md "Bank
 * transactions"): the office pays the invoice's total, so the amount must agree to the cent. Pure, beside the
 * other matchers of shared/matching.ts, so the job and the tests weigh a pair the same way.
 */
import type { IsoDate } from './dates';
import { type Match, nameIn, numbersIn, withIssueDate, wordsOf } from './matching';
import { type Cents, formatAud } from './money';

/** An unpaid vendor invoice as the matching reads it: its number as written, total (positive cents), issue date and who sent it. */
export type VendorInvoiceFacts = {
  id: number;
  number: string;
  amount: Cents;
  issuedAt: IsoDate;
  vendorName: string | null;
  contractorName: string | null;
};

/** The invoice's number in a description: its words in a row (`INV 0042`), or its digits as a token (`INV0042`, `#42`). */
export function vendorNumberIn(description: string, number: string): boolean {
  const wanted = wordsOf(number).join(' ');
  if (wanted && ` ${wordsOf(description).join(' ')} `.includes(` ${wanted} `)) return true;
  const digits = /(\d{1,9})\D*$/.exec(number);
  return digits !== null && numbersIn(description).has(Number(digits[1]));
}

/**
 * The total agrees to the cent 55 (required); the invoice number in the description 25; the vendor's or the
 * contractor's name 20 (vendors go by two letters); paid on or after the issue date 5, before it takes 20 off.
 */
export function vendorInvoiceMatch(line: { amount: Cents; date: IsoDate; description: string }, invoice: VendorInvoiceFacts): Match {
  if (line.amount >= 0 || -line.amount !== invoice.amount) return { confidence: 0, reasons: [] };
  let score = 55;
  const reasons = [`Amount ${formatAud(invoice.amount)} is the vendor invoice's total`];
  if (vendorNumberIn(line.description, invoice.number)) {
    score += 25;
    reasons.push(`Vendor invoice ${invoice.number} in the description`);
  }
  const name = [invoice.vendorName, invoice.contractorName].find((n) => n && nameIn(line.description, n, 2) !== 'none');
  if (name) {
    score += 20;
    reasons.push(`Name ${name} in the description`);
  }
  return withIssueDate(score, reasons, invoice.issuedAt, line.date, 'vendor invoice');
}
