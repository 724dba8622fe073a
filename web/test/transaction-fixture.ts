import type { Transaction } from '../../shared/api/transactions';

/** A bank line as `GET /api/transactions` answers it: `amount`, unmatched, nothing linked; tests patch the rest. */
export function transactionFixture(
  patch: Partial<Transaction> & Pick<Transaction, 'id' | 'created_at' | 'description' | 'amount'>,
): Transaction {
  return {
    source: 'csv_cba',
    remainder: patch.amount,
    fee_total: 0,
    fee_tax: 0,
    state: { state: 'unmatched', class: 'gray' },
    confirmed: false,
    confidence: null,
    reasons: [],
    credit: false,
    credits: [],
    invoices: [],
    expenses: [],
    vendor_invoices: [],
    pay_runs: [],
    expense: null,
    ...patch,
  };
}
