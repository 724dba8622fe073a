/** Bank transactions (lines of a bank account) and transaction rules for tests, written straight to the table as the other factories do. */
import { lineKey } from '../../shared/bank-files/counting';
import { todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import { bankTransactions, transactionRules } from '../features/transactions/transactions.table';
import { timeZone } from './test-app';

let seq = 0;

/** An incoming $110.00 line dated today, entered by hand, unless told. */
export async function buildBankTransaction(db: Db, overrides: Partial<typeof bankTransactions.$inferInsert> = {}) {
  const values = { postedOn: todayIn(timeZone), description: `Deposit ${++seq}`, amount: 11_000, source: 'manual', ...overrides };
  const [row] = await db
    .insert(bankTransactions)
    .values({ ...values, lineKey: lineKey({ date: values.postedOn, amount: values.amount, description: values.description }) })
    .returning();
  return row;
}

/** A rule "description contains RULE n" with no vendor or category. */
export async function buildTransactionRule(db: Db, overrides: Partial<typeof transactionRules.$inferInsert> = {}) {
  const [row] = await db
    .insert(transactionRules)
    .values({ contains: `RULE ${++seq}`, ...overrides })
    .returning();
  return row;
}
