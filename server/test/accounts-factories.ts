/** Vendors, expense categories, expenses and their documents for tests, written straight to the tables as the other factories do. */
import type { Db } from '../db/client';
import { expenseCategories } from '../features/expense-categories/expense-categories.table';
import { vendors } from '../features/vendors/vendors.table';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

let seq = 0;
const next = () => ++seq;

/** A vendor with a made-up name, not GST registered unless told. */
export async function buildVendor(db: Db, overrides: Insert<typeof vendors> = {}) {
  const [row] = await db
    .insert(vendors)
    .values({ name: `Vendor ${next()}`, ...overrides })
    .returning();
  return row;
}

export async function buildExpenseCategory(db: Db, overrides: Insert<typeof expenseCategories> = {}) {
  const [row] = await db
    .insert(expenseCategories)
    .values({ name: `Category ${next()}`, color: 'blue', ...overrides })
    .returning();
  return row;
}
