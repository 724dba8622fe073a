import { and, eq, isNull, sql } from 'drizzle-orm';
import { daysBetween } from '../../../shared/dates';
import { documentMatch, suggestFrom } from '../../../shared/expense-documents';
import type { Db } from '../../db/client';
import { expensesOfAmount } from './expenses.queries';
import { expenseDocuments } from './expenses.table';

/** How far apart a receipt and its expense may be dated to be weighed at all. */
const windowDays = 31;

type ReadDocument = { id: number; foundAmount: number | null; foundDate: string | null; vendorId: number | null };

/**
 * The expense a read document most likely belongs to, if one reaches `suggestFrom`: the highest confidence,
 * then the nearest date, then the oldest expense. Expenses it was detached from are never weighed.
 */
export async function bestExpenseFor(db: Db, document: ReadDocument) {
  if (document.foundAmount === null) return null;
  const candidates = await expensesOfAmount(db, {
    documentId: document.id,
    amount: document.foundAmount,
    date: document.foundDate,
    days: windowDays,
  });
  const found = { amount: document.foundAmount, date: document.foundDate, vendorId: document.vendorId };
  let best: { expenseId: number; confidence: number; reasons: string[]; apart: number } | null = null;
  for (const expense of candidates) {
    const match = documentMatch(found, expense);
    if (match.confidence < suggestFrom) continue;
    const apart = document.foundDate ? Math.abs(daysBetween(document.foundDate, expense.date)) : 0;
    if (!best || match.confidence > best.confidence || (match.confidence === best.confidence && apart < best.apart)) {
      best = { expenseId: expense.id, ...match, apart };
    }
  }
  return best && { expenseId: best.expenseId, confidence: best.confidence, reasons: best.reasons };
}

/** Puts the suggestion on a document that is on no expense, inside the caller's transaction. */
export async function suggestExpenseFor(tx: Db, document: ReadDocument): Promise<number | null> {
  const best = await bestExpenseFor(tx, document);
  if (!best) return null;
  await tx
    .update(expenseDocuments)
    .set({ expenseId: best.expenseId, confirmed: false, confidence: best.confidence, reasons: best.reasons })
    .where(and(eq(expenseDocuments.id, document.id), isNull(expenseDocuments.expenseId)));
  return best.expenseId;
}

/**
 * After an expense is saved: its unconfirmed suggestions are weighed again (its amount or date may have moved),
 * and the read documents on no expense that agree with its amount may now be suggested for it.
 */
export async function resuggestAround(tx: Db, expenseId: number, amount: number) {
  await tx
    .update(expenseDocuments)
    .set({ expenseId: null, confidence: null, reasons: [] })
    .where(and(eq(expenseDocuments.expenseId, expenseId), eq(expenseDocuments.confirmed, false)));
  const loose = await tx
    .select({
      id: expenseDocuments.id,
      foundAmount: expenseDocuments.foundAmount,
      foundDate: expenseDocuments.foundDate,
      vendorId: expenseDocuments.vendorId,
    })
    .from(expenseDocuments)
    .where(
      and(
        isNull(expenseDocuments.expenseId),
        eq(expenseDocuments.foundAmount, amount),
        sql`${expenseDocuments.reading} in ('processed', 'attempted')`,
      ),
    );
  for (const document of loose) await suggestExpenseFor(tx, document);
}
