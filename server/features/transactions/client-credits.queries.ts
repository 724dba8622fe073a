import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { adjustmentNotes } from '../invoices/adjustment-notes.table';
import type { BankCredit, CreditOrigin } from '../invoices/client-credit.queries';
import { payments } from '../invoices/invoices.table';
import { bankTransactions, transactionCredits } from './transactions.table';

/**
 * Every credit bank lines left with these clients, by bank line, then what recorded overpayments and adjustment
 * notes left (dated their payment's or note's day): the invoices feature's `bankCredits`.
 */
export async function creditsOfClients(db: Db, clientIds: readonly number[]): Promise<BankCredit[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({
      clientId: transactionCredits.clientId,
      transactionId: transactionCredits.transactionId,
      amount: transactionCredits.amount,
      postedOn: sql<string>`coalesce(${bankTransactions.postedOn}, ${payments.paidAt}, ${adjustmentNotes.issuedAt})::text`,
    })
    .from(transactionCredits)
    .leftJoin(bankTransactions, eq(bankTransactions.id, transactionCredits.transactionId))
    .leftJoin(payments, eq(payments.id, transactionCredits.paymentId))
    .leftJoin(adjustmentNotes, eq(adjustmentNotes.id, transactionCredits.adjustmentNoteId))
    .where(inArray(transactionCredits.clientId, [...clientIds]))
    .orderBy(sql`${transactionCredits.transactionId} nulls last`, asc(transactionCredits.id));
  return rows.map((row) => ({ ...row, postedOn: row.postedOn as IsoDate }));
}

/**
 * What a payment recorded on an invoice or an adjustment note brought over its balance, kept as the client's
 * credit: the invoices feature's `creditOverpayment`.
 */
export async function insertOverpaymentCredit(tx: Db, credit: CreditOrigin & { clientId: number; amount: number }) {
  await tx.insert(transactionCredits).values({
    clientId: credit.clientId,
    amount: credit.amount,
    ...('paymentId' in credit ? { paymentId: credit.paymentId } : { adjustmentNoteId: credit.adjustmentNoteId }),
  });
}
