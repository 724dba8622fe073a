/**
 * The arithmetic of linking a payment to invoices, as the dialog shows it: what the chosen invoices take, what is
 * left, the warning when that differs from the transaction, and when the credit-remainder toggle appears (only
 * when the invoices take less than the transaction; docs/domain.md "Bank transactions").
 */
export type InvoiceChoice = { id: number; number: number; balance: number };
export type Allocation = Record<number, number>;

/** The transaction's remainder spread over the invoices oldest first, each up to its balance. */
export function fillOldestFirst(remainder: number, invoices: readonly InvoiceChoice[]): Allocation {
  let left = remainder;
  const allocation: Allocation = {};
  for (const invoice of invoices) {
    const amount = Math.max(0, Math.min(left, invoice.balance));
    if (amount > 0) allocation[invoice.id] = amount;
    left -= amount;
  }
  return allocation;
}

export type AllocationCheck = {
  taken: number;
  left: number;
  /** The invoices take another amount than the transaction: warn. */
  differs: boolean;
  /** Invoices given more than their balance. */
  overBalance: number[];
  overRemainder: boolean;
  /** The credit-remainder toggle shows. */
  canCreditRest: boolean;
  valid: boolean;
};

export function checkAllocation(remainder: number, invoices: readonly InvoiceChoice[], allocation: Allocation): AllocationCheck {
  const chosen = invoices.filter((invoice) => (allocation[invoice.id] ?? 0) > 0);
  const taken = chosen.reduce((sum, invoice) => sum + allocation[invoice.id], 0);
  const overBalance = chosen.filter((invoice) => allocation[invoice.id] > invoice.balance).map((invoice) => invoice.id);
  const overRemainder = taken > remainder;
  return {
    taken,
    left: remainder - taken,
    differs: chosen.length > 0 && taken !== remainder,
    overBalance,
    overRemainder,
    canCreditRest: taken > 0 && taken < remainder,
    valid: chosen.length > 0 && overBalance.length === 0 && !overRemainder,
  };
}
