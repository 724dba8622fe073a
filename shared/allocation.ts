/**
 * Money from a bank line shared out over a client's invoices (docs/domain.md "Bank transactions"): crediting a
 * client applies the credit oldest first, and linking invoices by hand may give no invoice more than its balance
 * and all of them together no more than what is left of the line. The server refuses by these rules and the
 * match dialog warns by them, so both read them here.
 */
import type { IsoDate } from './dates';
import type { Cents } from './money';

export type OpenInvoice = { id: number; number: number; issued_at: IsoDate; balance: Cents };
export type AllocationLine = { id: number; amount: Cents };

/** Oldest first: by issue date, then by number for invoices issued the same day. */
export function oldestFirst<T extends Pick<OpenInvoice, 'issued_at' | 'number'>>(invoices: readonly T[]): T[] {
  return [...invoices].sort((a, b) => (a.issued_at === b.issued_at ? a.number - b.number : a.issued_at < b.issued_at ? -1 : 1));
}

/**
 * `amount` spread over the invoices oldest first, each up to its balance, until it runs out: what crediting a
 * client applies, and the dialog's "Fill oldest first". Invoices with nothing owing take nothing.
 */
export function allocateOldestFirst(amount: Cents, invoices: readonly OpenInvoice[]): AllocationLine[] {
  let left = amount;
  const lines: AllocationLine[] = [];
  for (const invoice of oldestFirst(invoices)) {
    if (left <= 0) break;
    const taken = Math.min(left, invoice.balance);
    if (taken <= 0) continue;
    lines.push({ id: invoice.id, amount: taken });
    left -= taken;
  }
  return lines;
}

export type AllocationCheck = {
  /** What the lines take together. */
  taken: Cents;
  /** What is left of the line after them (negative when they take too much). */
  left: Cents;
  /** Invoices given more than their balance, counting every line that names them. */
  overBalance: number[];
  /** The lines take more than is left of the bank line. */
  overRemainder: boolean;
  /** An invoice is named on more than one line. */
  repeated: boolean;
  /** They take another amount than the bank line's remainder: the dialog warns. */
  differs: boolean;
  /** They take something but less than the remainder: the rest may be credited to the client. */
  canCreditRest: boolean;
  /** Something taken, and nothing refused. */
  valid: boolean;
};

/**
 * Checks lines of money applied to invoices against the invoices' balances and the bank line's `remainder`.
 * Lines of 0 choose nothing (an unticked row in the dialog). A line naming an invoice not in `invoices` is not
 * judged here: the caller says it is not one of the client's open invoices.
 */
export function checkAllocation(
  remainder: Cents,
  invoices: readonly Pick<OpenInvoice, 'id' | 'balance'>[],
  lines: readonly AllocationLine[],
): AllocationCheck {
  const chosen = lines.filter((line) => line.amount > 0);
  const taken = chosen.reduce((sum, line) => sum + line.amount, 0);
  const takenBy = new Map<number, Cents>();
  for (const line of chosen) takenBy.set(line.id, (takenBy.get(line.id) ?? 0) + line.amount);
  const overBalance = invoices.filter((invoice) => (takenBy.get(invoice.id) ?? 0) > invoice.balance).map((invoice) => invoice.id);
  const overRemainder = taken > remainder;
  const repeated = takenBy.size !== chosen.length;
  return {
    taken,
    left: remainder - taken,
    overBalance,
    overRemainder,
    repeated,
    differs: chosen.length > 0 && taken !== remainder,
    canCreditRest: taken > 0 && taken < remainder,
    valid: chosen.length > 0 && overBalance.length === 0 && !overRemainder && !repeated,
  };
}

/**
 * Money received against one invoice (a payment recorded on it, or an adjustment note's total): what its balance
 * takes, and the rest, which becomes the client's credit (docs/domain.md "Invoicing"). A balance already at or
 * below nothing takes none of it.
 */
export function splitAgainstBalance(amount: Cents, balance: Cents): { applied: Cents; credited: Cents } {
  const applied = Math.max(0, Math.min(amount, balance));
  return { applied, credited: amount - applied };
}
