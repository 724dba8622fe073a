/**
 * Expense documents (receipts and bills): what their state is, and how sure the product is that one belongs to
 * an expense (docs/domain.md "Expense documents"). Pure, so the server's suggestion and its tests agree.
 */
import type { IsoDate } from './dates';
import { daysBetween } from './dates';
import { type Cents, formatAud, gstInInclusive } from './money';

/** How reading the file went: the stored part of the state. */
export const readingStates = ['processing', 'processed', 'attempted', 'failed'] as const;
export type ReadingState = (typeof readingStates)[number];

/** Every state a document shows (decision 012), reading first, then where it belongs. */
export const expenseDocumentStates = [...readingStates, 'pending', 'documented', 'reconciled', 'complete'] as const;
export type ExpenseDocumentState = (typeof expenseDocumentStates)[number];

export type DocumentStandingFacts = {
  reading: ReadingState;
  /** The expense it is on: none, suggested (unconfirmed), or confirmed. */
  expense: 'none' | 'suggested' | 'confirmed';
  /** Its bank debit is matched (the bank feature says so). */
  reconciled: boolean;
};

/**
 * Where a document stands. Belonging wins over reading: a receipt dropped on an expense is `documented` at once,
 * while its text is still being read. `complete` is both sides tied: on its expense and its bank line matched.
 */
export function expenseDocumentState({ reading, expense, reconciled }: DocumentStandingFacts): ExpenseDocumentState {
  if (expense === 'confirmed') return reconciled ? 'complete' : 'documented';
  if (reconciled) return 'reconciled';
  if (expense === 'suggested') return 'pending';
  return reading;
}

/** Badge colour per state. */
export const expenseDocumentStateClasses = {
  processing: 'cyan',
  processed: 'blue',
  attempted: 'yellow',
  failed: 'red',
  pending: 'orange',
  documented: 'teal',
  reconciled: 'indigo',
  complete: 'green',
} as const satisfies Record<ExpenseDocumentState, string>;

/** What a document was found to say. */
export type FoundFacts = { amount: Cents | null; date: IsoDate | null; vendorId: number | null };
/** The expense it is weighed against. */
export type ExpenseFacts = { amount: Cents; date: IsoDate; vendorId: number | null };

export type DocumentMatch = { confidence: number; reasons: string[] };

/** Suggested from this confidence up; strong from `strongMatch`. */
export const suggestFrom = 60;
export const strongMatch = 90;

/**
 * How sure (0–100) that the document is this expense's, and why. The amount must agree to the cent (60): a
 * receipt for another sum is another purchase. The date adds up to 25 (same day), less as they drift apart, and
 * nothing past a month; the same vendor (recognised by ABN or name) adds 15.
 */
export function documentMatch(found: FoundFacts, expense: ExpenseFacts): DocumentMatch {
  if (found.amount === null || found.amount !== expense.amount) return { confidence: 0, reasons: [] };
  let confidence = 60;
  const reasons = [`Amount ${formatAud(expense.amount)} agrees`];
  if (found.date !== null) {
    const apart = Math.abs(daysBetween(found.date, expense.date));
    const points = apart === 0 ? 25 : apart <= 3 ? 20 : apart <= 7 ? 12 : apart <= 31 ? 5 : 0;
    if (points > 0) {
      confidence += points;
      reasons.push(apart === 0 ? 'Same date' : `Dates ${apart} day${apart === 1 ? '' : 's'} apart`);
    }
  }
  if (found.vendorId !== null && found.vendorId === expense.vendorId) {
    confidence += 15;
    reasons.push('Same vendor');
  }
  return { confidence: Math.min(100, confidence), reasons };
}

/** Per-line rounding on a long receipt moves its printed GST a few cents from the total ÷ 11: not worth a flag. */
export const gstTolerance = 5;

/**
 * Why the GST printed on a receipt needs a look before the BAS, or null: it prints none, says it is GST free,
 * or prints a sum more than a few cents from the claim — the GST of the expense it is on (its amount ÷ 11 when
 * it claims GST, else none), or for one on no expense what an expense of its amount would claim (÷ 11). A
 * document not yet read for its GST, or with no amount read, has nothing to compare.
 */
export function receiptGstWarning(
  found: { amount: Cents | null; gst: Cents | null; gstRead: boolean },
  expense: { amount: Cents; gst: boolean } | null,
): string | null {
  if (!found.gstRead || found.amount === null) return null;
  const claim = expense ? (expense.gst ? gstInInclusive(expense.amount) : 0) : gstInInclusive(found.amount);
  const claims = expense ? `the expense claims ${formatAud(claim)}` : `an expense of its amount would claim ${formatAud(claim)}`;
  if (found.gst === null) return claim > 0 ? `No GST is printed on it; ${claims}.` : null;
  if (Math.abs(found.gst - claim) <= gstTolerance) return null;
  if (found.gst === 0) return `It says GST free; ${claims}.`;
  return `It prints GST of ${formatAud(found.gst)}; ${claims}.`;
}
