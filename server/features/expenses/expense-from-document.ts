/**
 * An expense made from a read receipt or bill (decision 027, as Hubdoc and Dext do): the form comes filled in from
 * what was read, and the expense and its document are saved together, the document confirmed on it.
 */
import { eq } from 'drizzle-orm';
import type { ExpenseInput } from '../../../shared/api/expenses';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { attachDocument } from './expense-documents';
import { expenseDocuments } from './expenses.table';
import { createExpense } from './save-expense';

/** Records the expense and puts the document on it, in one transaction; answers the new expense's id. */
export async function createExpenseFromDocument(db: Db, documentId: number, input: ExpenseInput, actor: Actor): Promise<number> {
  return db.transaction(async (tx) => {
    const [document] = await tx
      .select({ expenseId: expenseDocuments.expenseId, confirmed: expenseDocuments.confirmed })
      .from(expenseDocuments)
      .where(eq(expenseDocuments.id, documentId))
      .for('update');
    if (!document) throw notFound();
    // A suggestion may be overruled by a new expense; a person's own choice is undone first, on purpose.
    if (document.expenseId !== null && document.confirmed) {
      throw invalid({ document: ['This document is already on an expense: remove it there first.'] });
    }
    const expenseId = await createExpense(tx, input, actor, { suggest: false });
    await attachDocument(tx, { expenseId, documentId }, actor);
    return expenseId;
  });
}
