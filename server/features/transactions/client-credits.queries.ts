import { asc, eq, inArray } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import type { BankCredit } from '../invoices/client-credit.queries';
import { bankTransactions, transactionCredits } from './transactions.table';

/** Every credit bank lines left with these clients, by bank line: the invoices feature's `bankCredits`. */
export async function creditsOfClients(db: Db, clientIds: readonly number[]): Promise<BankCredit[]> {
  if (clientIds.length === 0) return [];
  const rows = await db
    .select({
      clientId: transactionCredits.clientId,
      transactionId: transactionCredits.transactionId,
      amount: transactionCredits.amount,
      postedOn: bankTransactions.postedOn,
    })
    .from(transactionCredits)
    .innerJoin(bankTransactions, eq(bankTransactions.id, transactionCredits.transactionId))
    .where(inArray(transactionCredits.clientId, [...clientIds]))
    .orderBy(asc(transactionCredits.transactionId), asc(transactionCredits.id));
  return rows.map((row) => ({ ...row, postedOn: row.postedOn as IsoDate }));
}
