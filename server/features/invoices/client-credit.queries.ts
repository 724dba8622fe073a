/**
 * Client credit: money a bank line brought in over what the client's invoices took (docs/domain.md), kept by
 * the transactions feature and applied here to invoices. The transactions feature answers `bankCredits` at
 * start-up (server/wiring.ts), so invoices never imports the feature that pays them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Payment } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { hook } from '../../platform/hooks';
import { invoices, payments } from './invoices.table';

/**
 * One credit left with a client, dated when the money came in: a bank line's (`transactionId`), or what a payment
 * recorded on an invoice or an adjustment note brought over its balance (`transactionId` null: such credits are
 * one pool per client; a note's is dated its issue day).
 */
export type BankCredit = { clientId: number; transactionId: number | null; amount: number; postedOn: IsoDate };

/** Every credit bank lines and overpayments left with these clients, by bank line (oldest first). */
export const bankCredits = hook<[db: Db, clientIds: readonly number[]], Promise<BankCredit[]>>('invoices.bankCredits');

/**
 * Where a credit with no bank line came from: a payment recorded over its invoice's balance, or an adjustment note
 * that took off more than was still owed (money already received, decision 031).
 */
export type CreditOrigin = { paymentId: number } | { adjustmentNoteId: number };

/** Keeps what a recorded payment or an adjustment note brought over its invoice's balance as the client's credit (kept where bank credits are). */
export const creditOverpayment = hook<[tx: Db, credit: CreditOrigin & { clientId: number; amount: number }], Promise<void>>(
  'invoices.creditOverpayment',
);

function sumBy<K>(credits: readonly BankCredit[], key: (credit: BankCredit) => K): Map<K, number> {
  const sums = new Map<K, number>();
  for (const credit of credits) sums.set(key(credit), (sums.get(key(credit)) ?? 0) + credit.amount);
  return sums;
}

/** Credit applied to these clients' invoices, summed by the key given: the client, or the bank line it came from. */
async function creditApplied(db: Db, clientIds: number[], key: typeof invoices.clientId | typeof payments.transactionId) {
  const applied = await db
    .select({ key, amount: sql<number>`sum(${payments.amount})`.mapWith(Number) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.source, 'credit'), inArray(invoices.clientId, clientIds)))
    .groupBy(key);
  return new Map(applied.map((r) => [r.key, r.amount]));
}

/** Credit from bank lines not yet applied to an invoice, per client. */
export async function unappliedCredit(db: Db, clientIds: number[]): Promise<Map<number, number>> {
  const credited = sumBy(await bankCredits.call(db, clientIds), (credit) => credit.clientId);
  const used = await creditApplied(db, clientIds, invoices.clientId);
  return new Map([...credited].map(([clientId, amount]) => [clientId, amount - (used.get(clientId) ?? 0)]));
}

/** A client's credits from bank lines with what is still to apply of each, oldest first. */
export async function waitingCredits(db: Db, clientId: number): Promise<{ transactionId: number | null; left: number }[]> {
  // One after the other: inside a transaction its one connection runs one query at a time.
  const credited = sumBy(await bankCredits.call(db, [clientId]), (credit) => credit.transactionId);
  const used = await creditApplied(db, [clientId], payments.transactionId);
  return (
    [...credited]
      // Bank lines' credits oldest first, then the overpayments' pool.
      .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER))
      .map(([transactionId, amount]) => ({ transactionId, left: amount - (used.get(transactionId) ?? 0) }))
      .filter((r) => r.left > 0)
  );
}

/** The client's credits from bank lines, dated when the money came in. */
export async function statementCredits(db: Db, clientId: number): Promise<Payment[]> {
  return (await bankCredits.call(db, [clientId])).map((credit) => ({ amount: credit.amount, paid_at: credit.postedOn }));
}
