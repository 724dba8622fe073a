/**
 * Payments that come from the bank (docs/domain.md "Bank transactions"): the transactions feature decides what a
 * bank line settles, and writes it here, inside its own database transaction. A `transaction` payment is money
 * from that line; a `credit` payment is that line's client credit applied. Removing them puts each invoice back
 * to the state it had before, since states are worked out from payments.
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { allocateOldestFirst } from '../../../shared/allocation';
import type { IsoDate } from '../../../shared/dates';
import type { Cents } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import { waitingCredits } from './client-credit.queries';
import { lockClientMoney } from './client-money-lock';
import { balanceSql, issuedInvoiceSql } from './invoice-money.sql';
import { invoices, payments } from './invoices.table';

export type PayableInvoice = { id: number; number: number; clientId: number; total: Cents; balance: Cents; cancelled: boolean };

/**
 * The invoices, locked until the caller's transaction ends, their clients' money first (client-money-lock.ts),
 * so two links at once cannot both take one balance: the balances are read after both locks.
 */
export async function lockPayableInvoices(tx: Db, ids: readonly number[]): Promise<PayableInvoice[]> {
  if (ids.length === 0) return [];
  await lockClientMoney(tx, { invoiceIds: ids });
  await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]))
    .orderBy(asc(invoices.id))
    .for('update');
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      total: invoices.total,
      balance: balanceSql,
      cancelledAt: invoices.cancelledAt,
    })
    .from(invoices)
    .where(inArray(invoices.id, [...ids]));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    clientId: r.clientId,
    total: r.total,
    balance: r.balance,
    cancelled: r.cancelledAt !== null,
  }));
}

export async function payFromTransaction(
  tx: Db,
  input: { transactionId: number; paidOn: IsoDate; lines: readonly { invoiceId: number; amount: Cents }[] },
  actor: Actor,
) {
  if (input.lines.length === 0) return;
  await tx.insert(payments).values(
    input.lines.map((line) => ({
      invoiceId: line.invoiceId,
      amount: line.amount,
      paidAt: input.paidOn,
      source: 'transaction' as const,
      transactionId: input.transactionId,
      createdBy: actor.userId,
    })),
  );
}

/** Removes a line's payments (of one invoice, of one client's invoices, or all); returns what they were. */
export async function removeTransactionPayments(
  tx: Db,
  input: { transactionId: number; invoiceId?: number; clientId?: number; source: 'transaction' | 'credit' },
) {
  const ofClient =
    input.clientId === undefined
      ? undefined
      : inArray(payments.invoiceId, tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.clientId, input.clientId)));
  return tx
    .delete(payments)
    .where(
      and(
        eq(payments.transactionId, input.transactionId),
        eq(payments.source, input.source),
        input.invoiceId === undefined ? undefined : eq(payments.invoiceId, input.invoiceId),
        ofClient,
      ),
    )
    .returning({ invoiceId: payments.invoiceId, amount: payments.amount });
}

/** What a line's credit has paid on the client's invoices so far. */
export async function creditApplied(tx: Db, transactionId: number, clientId: number): Promise<Cents> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(eq(payments.transactionId, transactionId), eq(payments.source, 'credit'), eq(invoices.clientId, clientId)));
  return row?.sum ?? 0;
}

/**
 * Applies up to `available` of a credit to the client's issued invoices with a balance, oldest first (payments
 * of source `credit`, dated `paidOn`); returns what it applied. Drafts wait: credit goes to invoices once sent.
 * The balances are read under the client's money lock, so a credit applied at the same time is already in them.
 */
export async function applyCreditToInvoices(
  tx: Db,
  input: { clientId: number; transactionId: number | null; available: Cents; paidOn: IsoDate },
  actor: Actor,
): Promise<Cents> {
  if (input.available <= 0) return 0;
  await lockClientMoney(tx, { clientIds: [input.clientId] });
  const open = await tx
    .select({ id: invoices.id, number: invoices.number, issued_at: invoices.issuedAt, balance: balanceSql })
    .from(invoices)
    .where(and(eq(invoices.clientId, input.clientId), issuedInvoiceSql, gt(balanceSql, 0)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number))
    .for('update');
  const lines = allocateOldestFirst(input.available, open);
  if (lines.length) {
    await tx.insert(payments).values(
      lines.map((l) => ({
        invoiceId: l.id,
        amount: l.amount,
        paidAt: input.paidOn,
        source: 'credit' as const,
        transactionId: input.transactionId,
        createdBy: actor.userId,
      })),
    );
  }
  return lines.reduce((sum, l) => sum + l.amount, 0);
}

/**
 * After an invoice is sent: the client's credit still waiting is applied to it (and any other open invoice).
 * What is waiting is read under the client's money lock: read before it, twenty sends at once each saw the
 * whole credit and applied it twenty times.
 */
export async function applyWaitingCredit(tx: Db, input: { clientId: number; paidOn: IsoDate }, actor: Actor) {
  await lockClientMoney(tx, { clientIds: [input.clientId] });
  for (const credit of await waitingCredits(tx, input.clientId)) {
    await applyCreditToInvoices(
      tx,
      { clientId: input.clientId, transactionId: credit.transactionId, available: credit.left, paidOn: input.paidOn },
      actor,
    );
  }
}
