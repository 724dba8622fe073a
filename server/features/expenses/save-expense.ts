import { eq } from 'drizzle-orm';
import type { ExpenseInput } from '../../../shared/api/expenses';
import { expenseGst, formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import { type FieldErrors, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { findExpenseCategory } from '../expense-categories/expense-categories.queries';
import { findVendor } from '../vendors/vendors.queries';
import { expenseDocuments, expenses } from './expenses.table';
import { resuggestAround } from './suggest';

const columnsOf = (input: ExpenseInput) => ({
  description: input.description,
  spentOn: input.created_at,
  amount: input.amount,
  businessUse: input.business_use,
  gst: input.gst,
  categoryId: input.category_id,
  vendorId: input.vendor_id,
});

/** The category and vendor exist, and GST is claimed only from a GST-registered vendor: all refusals at once. */
async function checkReferences(db: Db, input: ExpenseInput) {
  const errors: FieldErrors = {};
  if (input.category_id !== null && !(await findExpenseCategory(db, input.category_id)))
    errors.category_id = ['The selected category is invalid.'];
  const vendor = input.vendor_id === null ? null : await findVendor(db, input.vendor_id);
  if (input.vendor_id !== null && !vendor) errors.vendor_id = ['The selected vendor is invalid.'];
  else if (input.gst && !vendor?.gst_registered) {
    errors.gst = [
      vendor ? `GST cannot be claimed: ${vendor.name} is not GST registered.` : 'GST can be claimed only from a GST-registered vendor.',
    ];
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const describe = (input: ExpenseInput) =>
  `${input.description} (${formatAud(input.amount)}, GST ${formatAud(expenseGst(input.amount, input.business_use, input.gst))})`;

/**
 * Records an expense, and suggests for it the read receipts of its amount that are on no expense — unless it is
 * made from its receipt (`suggest: false`), which it then already has.
 */
export async function createExpense(db: Db, input: ExpenseInput, actor: Actor, { suggest = true } = {}): Promise<number> {
  await checkReferences(db, input);
  return db.transaction(async (tx) => {
    await assertQuarterOpen(tx, [input.created_at], 'created_at');
    const [row] = await tx.insert(expenses).values(columnsOf(input)).returning({ id: expenses.id });
    if (suggest) await resuggestAround(tx, row.id, input.amount);
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'expenses',
      subjectId: row.id,
      description: `Recorded expense ${describe(input)}`,
      changes: columnsOf(input),
    });
    return row.id;
  });
}

export async function updateExpense(db: Db, id: number, input: ExpenseInput, actor: Actor) {
  const [before] = await db.select().from(expenses).where(eq(expenses.id, id));
  if (!before) throw notFound();
  await checkReferences(db, input);
  await db.transaction(async (tx) => {
    // Moving an expense out of a completed quarter changes that quarter as much as moving one in.
    await assertQuarterOpen(tx, [before.spentOn, input.created_at], 'created_at');
    await tx
      .update(expenses)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(expenses.id, id));
    await resuggestAround(tx, id, input.amount);
    await auditUpdate(tx, actor, 'expenses', id, `Updated expense ${describe(input)}`, before, columnsOf(input));
  });
}

/** Deletes an expense; its documents stay, on no expense, to be put on another. */
export async function deleteExpense(db: Db, id: number, actor: Actor) {
  const [before] = await db.select().from(expenses).where(eq(expenses.id, id));
  if (!before) throw notFound();
  await db.transaction(async (tx) => {
    await assertQuarterOpen(tx, [before.spentOn], 'created_at');
    await tx
      .update(expenseDocuments)
      .set({ expenseId: null, confirmed: false, confidence: null, reasons: [] })
      .where(eq(expenseDocuments.expenseId, id));
    await tx.delete(expenses).where(eq(expenses.id, id));
    await auditDelete(tx, actor, 'expenses', id, `Deleted expense ${before.description} (${formatAud(before.amount)})`, {
      description: before.description,
      spent_on: before.spentOn,
      amount: before.amount,
    });
  });
}
