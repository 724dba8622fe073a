import { eq } from 'drizzle-orm';
import type { TransactionInput } from '../../../shared/api/transactions';
import { lineKey } from '../../../shared/bank-files/counting';
import { formatAud, gstInInclusive } from '../../../shared/money';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { lockClientMoney } from '../invoices/client-money-lock';
import { removeTransactionPayments } from '../invoices/transaction-payments';
import { linksOf, transactionFacts } from './transactions.queries';
import { bankTransactions, transactionCredits } from './transactions.table';

/** A line entered by hand; the fee's GST is the fee divided by 11 (docs/domain.md "GST inside an inclusive amount"). */
export async function createTransaction(db: Db, input: TransactionInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankTransactions)
      .values({
        postedOn: input.created_at,
        source: 'manual',
        description: input.description,
        amount: input.amount,
        lineKey: lineKey({ date: input.created_at, amount: input.amount, description: input.description }),
        feeTotal: input.fee_total,
        feeTax: gstInInclusive(input.fee_total),
        createdBy: actor.userId,
      })
      .returning({ id: bankTransactions.id });
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'transactions',
      subjectId: row.id,
      description: `Entered bank line ${input.description} (${formatAud(input.amount)})`,
      changes: { ...input },
    });
    return row.id;
  });
}

/**
 * Deletes a line that pays no invoice and is no expense (a duplicate, a line entered by mistake); a credited one
 * takes its credit, and the credit's payments, with it.
 */
export async function deleteTransaction(db: Db, id: number, actor: Actor) {
  await db.transaction(async (tx) => {
    await tx.select({ id: bankTransactions.id }).from(bankTransactions).where(eq(bankTransactions.id, id)).for('update');
    const facts = await transactionFacts(tx, id);
    if (!facts) throw notFound();
    const links = await linksOf(tx, id);
    if (links.invoices.length || links.expenses.length || links.vendorInvoices.length)
      throw invalid({ transaction: ['Disconnect its invoices and expenses before deleting this line.'] });
    await lockClientMoney(tx, { clientIds: links.credits.map((c) => c.clientId) });
    const credits = await tx.delete(transactionCredits).where(eq(transactionCredits.transactionId, id)).returning();
    const removed = await removeTransactionPayments(tx, { transactionId: id, source: 'credit' });
    await tx.delete(bankTransactions).where(eq(bankTransactions.id, id));
    await auditDelete(tx, actor, 'transactions', id, `Deleted bank line ${facts.description} (${formatAud(facts.amount)})`, {
      posted_on: facts.postedOn,
      amount: facts.amount,
      credits: credits.map((c) => ({ client_id: c.clientId, amount: c.amount })),
      credit_payments: removed,
    });
  });
}
