import { eq } from 'drizzle-orm';
import type { ExpenseCategoryInput } from '../../../shared/api/expense-categories';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { invalid, notFound } from '../../platform/errors';
import { hook } from '../../platform/hooks';
import type { Actor } from '../../platform/types';
import { audit, auditDelete, auditUpdate } from '../audit/audit';
import { categoryWithNumber } from './expense-categories.queries';
import { expenseCategories } from './expense-categories.table';

/** How many expenses are filed under a category (one in use cannot be deleted): the expenses feature answers. */
export const expensesOfCategory = hook<[db: Db, categoryId: number], Promise<number>>('expense-categories.expensesOfCategory');

const columnsOf = (input: ExpenseCategoryInput) => ({ name: input.name, number: input.number, color: input.color });

/** An accounting number names one account: two categories cannot share it. */
async function checkNumber(db: Db, number: string | null, exceptId?: number) {
  if (number === null) return;
  const taken = await categoryWithNumber(db, number);
  if (taken && taken.id !== exceptId) throw invalid({ number: [`The number ${number} is already the category ${taken.name}.`] });
}

export async function createExpenseCategory(db: Db, input: ExpenseCategoryInput, actor: Actor): Promise<number> {
  await checkNumber(db, input.number);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(expenseCategories).values(columnsOf(input)).returning({ id: expenseCategories.id });
    await touchCache(tx, 'expense_categories');
    await audit(tx, actor, {
      action: 'create',
      subjectType: 'expense_categories',
      subjectId: row.id,
      description: `Created expense category ${input.name}`,
      changes: columnsOf(input),
    });
    return row.id;
  });
}

export async function updateExpenseCategory(db: Db, id: number, input: ExpenseCategoryInput, actor: Actor) {
  const [before] = await db.select().from(expenseCategories).where(eq(expenseCategories.id, id));
  if (!before) throw notFound();
  await checkNumber(db, input.number, id);
  await db.transaction(async (tx) => {
    await tx
      .update(expenseCategories)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(expenseCategories.id, id));
    await touchCache(tx, 'expense_categories');
    await auditUpdate(tx, actor, 'expense_categories', id, `Updated expense category ${input.name}`, before, columnsOf(input));
  });
}

/** A category that expenses are filed under cannot go: they would fall out of the accounts. */
export async function deleteExpenseCategory(db: Db, id: number, actor: Actor) {
  const [before] = await db.select().from(expenseCategories).where(eq(expenseCategories.id, id));
  if (!before) throw notFound();
  const n = await expensesOfCategory.call(db, id);
  if (n > 0)
    throw invalid({
      category: [
        `${before.name} cannot be deleted: ${n} expense${n === 1 ? ' is' : 's are'} filed under it. Move ${n === 1 ? 'it' : 'them'} to another category first.`,
      ],
    });
  await db.transaction(async (tx) => {
    await tx.delete(expenseCategories).where(eq(expenseCategories.id, id));
    await touchCache(tx, 'expense_categories');
    await auditDelete(tx, actor, 'expense_categories', id, `Deleted expense category ${before.name}`);
  });
}
