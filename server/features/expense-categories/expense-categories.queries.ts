import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExpenseCategory, expenseCategoryListQuery } from '../../../shared/api/expense-categories';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { expenseCategories } from './expense-categories.table';

type Row = typeof expenseCategories.$inferSelect;

export const presentExpenseCategory = (row: Pick<Row, 'id' | 'name' | 'number' | 'color'>): ExpenseCategory => ({
  id: row.id,
  name: row.name,
  number: row.number,
  color: row.color,
});

const columns = {
  id: expenseCategories.id,
  name: expenseCategories.name,
  number: expenseCategories.number,
  color: expenseCategories.color,
};

export async function findExpenseCategory(db: Db, id: number): Promise<ExpenseCategory | null> {
  const [row] = await db.select(columns).from(expenseCategories).where(eq(expenseCategories.id, id));
  return row ? presentExpenseCategory(row) : null;
}

/** Categories by id, for other features' lists (an expense's category). */
export async function expenseCategoriesByIds(db: Db, ids: readonly number[]): Promise<Map<number, ExpenseCategory>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(expenseCategories)
    .where(inArray(expenseCategories.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, presentExpenseCategory(row)]));
}

/** The category holding this accounting number (case ignored), if any. */
export async function categoryWithNumber(db: Db, number: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: expenseCategories.id, name: expenseCategories.name })
    .from(expenseCategories)
    .where(sql`lower(${expenseCategories.number}) = ${number.toLowerCase()}`);
  return row ?? null;
}

// Numbers sort as text, as a chart of accounts lists them (`6-1100` before `6-1200`); categories without one last.
const sortColumns = {
  name: [expenseCategories.name],
  number: [sql`${expenseCategories.number} is null`, expenseCategories.number],
} as const;

export async function listExpenseCategories(db: Db, query: z.infer<typeof expenseCategoryListQuery>) {
  const where = searchIn(query.search, expenseCategories.name, expenseCategories.number);
  const order = orderOf(query.direction);
  const [first, ...rest] = sortColumns[query.sort];
  const orderBy = query.sort === 'number' ? [first, ...rest.map((c) => order(c))] : [order(first)];
  const rows = db
    .select(columns)
    .from(expenseCategories)
    .where(where)
    .orderBy(...orderBy, order(expenseCategories.name), order(expenseCategories.id));
  return pagedSelect(query, rows, countWhere(db, expenseCategories, where), (page) => page.map(presentExpenseCategory));
}
