/**
 * Where a bank transaction stands (docs/domain.md "Bank transactions"). Pure, so
 * the list's badge, its filter and the `transactionsToMatch` count agree.
 */
import type { Cents } from './money';

export const transactionStates = ['unmatched', 'suggested', 'partial', 'matched', 'credited'] as const;
export type TransactionState = (typeof transactionStates)[number];

export type TransactionFacts = {
  amount: Cents;
  /** What confirmed links took: invoices, expenses and credits, as positive cents. */
  linked: Cents;
  credited: boolean;
  suggested: boolean;
};

/** Remainder = amount − linked, carrying the amount's sign (an outgoing −$86.40 with $86.40 linked has 0 left). */
export const remainderOf = (amount: Cents, linked: Cents): Cents => (amount < 0 ? amount + linked : amount - linked);

export function transactionState({ amount, linked, credited, suggested }: TransactionFacts): TransactionState {
  if (linked > 0) {
    if (remainderOf(amount, linked) !== 0) return 'partial';
    return credited ? 'credited' : 'matched';
  }
  return suggested ? 'suggested' : 'unmatched';
}

/** To match: a remainder and no confirmed link (the navigation badge). */
export const isToMatch = ({ amount, linked }: Pick<TransactionFacts, 'amount' | 'linked'>) => amount !== 0 && linked === 0;

export const transactionStateClasses = {
  unmatched: 'gray',
  suggested: 'orange',
  partial: 'yellow',
  matched: 'green',
  credited: 'teal',
} as const satisfies Record<TransactionState, string>;
