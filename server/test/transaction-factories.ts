/** Bank transactions (lines of a bank account) and transaction rules for tests, written straight to the table as the other factories do. */
import { lineKey } from '../../shared/bank-files/counting';
import { todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import { bankTransactions, transactionRules } from '../features/transactions/transactions.table';
import { type Attrs, insertRow, next } from './factory-kit';
import { timeZone } from './test-app';

/** An incoming $110.00 line dated today, entered by hand, unless told. */
export async function buildBankTransaction(db: Db, overrides: Attrs<typeof bankTransactions> = {}) {
  const values = { postedOn: todayIn(timeZone), description: `Deposit ${next()}`, amount: 11_000, source: 'manual', ...overrides };
  return insertRow(db, bankTransactions, {
    ...values,
    lineKey: lineKey({ date: values.postedOn, amount: values.amount, description: values.description }),
  });
}

/** A rule "description contains RULE n" with no vendor or category. */
export async function buildTransactionRule(db: Db, overrides: Attrs<typeof transactionRules> = {}) {
  return insertRow(db, transactionRules, { contains: `RULE ${next()}`, ...overrides });
}
