import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Expense, expenseListQuery } from '../../../shared/api/expenses';
import { expenseGst } from '../../../shared/money';
import { formatAbn } from '../../../shared/validation';
import type { Db } from '../../db/client';
import { orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { expenseCategories } from '../expense-categories/expense-categories.table';
import { vendors } from '../vendors/vendors.table';
import { documentsOfExpenses } from './expense-documents.queries';
import { expenses } from './expenses.table';

// The vendor and category are joined in the one statement that searches and pages by them.
const columns = {
  id: expenses.id,
  description: expenses.description,
  spentOn: expenses.spentOn,
  amount: expenses.amount,
  businessUse: expenses.businessUse,
  gst: expenses.gst,
  categoryId: expenses.categoryId,
  categoryName: expenseCategories.name,
  categoryNumber: expenseCategories.number,
  categoryColor: expenseCategories.color,
  vendorId: expenses.vendorId,
  vendorName: vendors.name,
  vendorAbn: vendors.abn,
  vendorGstRegistered: vendors.gstRegistered,
};

const selectExpenses = (db: Db) =>
  db
    .select(columns)
    .from(expenses)
    .leftJoin(vendors, eq(vendors.id, expenses.vendorId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId));

type Row = Awaited<ReturnType<ReturnType<typeof selectExpenses>['execute']>>[number];

/** The expenses with their documents, loaded for the whole page at once. */
async function present(db: Db, rows: Row[]): Promise<Expense[]> {
  const documents = await documentsOfExpenses(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    created_at: row.spentOn,
    amount: row.amount,
    business_use: row.businessUse,
    gst: row.gst,
    gst_amount: expenseGst(row.amount, row.businessUse, row.gst),
    category_id: row.categoryId,
    category:
      row.categoryId !== null && row.categoryName !== null && row.categoryColor !== null
        ? { id: row.categoryId, name: row.categoryName, number: row.categoryNumber, color: row.categoryColor }
        : null,
    vendor_id: row.vendorId,
    vendor:
      row.vendorId !== null && row.vendorName !== null
        ? {
            id: row.vendorId,
            name: row.vendorName,
            formatted_abn: row.vendorAbn ? formatAbn(row.vendorAbn) : null,
            gst_registered: row.vendorGstRegistered ?? false,
          }
        : null,
    documents: documents.get(row.id) ?? [],
  }));
}

export async function findExpense(db: Db, id: number): Promise<Expense | null> {
  const rows = await selectExpenses(db).where(eq(expenses.id, id));
  return rows.length ? (await present(db, rows))[0] : null;
}

const sortColumns = { created_at: expenses.spentOn, amount: expenses.amount, description: expenses.description } as const;

/** Newest first by date (docs/domain.md "Screens and limits"), searched by description, vendor or category; expenses_spent_sort serves the default order. */
export async function listExpenses(db: Db, query: z.infer<typeof expenseListQuery>) {
  const where = searchIn(query.search, expenses.description, vendors.name, expenseCategories.name);
  const order = orderOf(query.direction);
  const rows = selectExpenses(db).where(where).orderBy(order(sortColumns[query.sort]), order(expenses.id));
  const total = db
    .select({ n: count() })
    .from(expenses)
    .leftJoin(vendors, eq(vendors.id, expenses.vendorId))
    .leftJoin(expenseCategories, eq(expenseCategories.id, expenses.categoryId))
    .where(where);
  return pagedSelect(query, rows, total, (page) => present(db, page));
}

/** How many expenses name this vendor: a vendor in use cannot be deleted. */
export async function countExpensesOfVendor(db: Db, vendorId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenses).where(eq(expenses.vendorId, vendorId));
  return Number(row?.n ?? 0);
}

/** How many expenses are filed under this category: a category in use cannot be deleted. */
export async function countExpensesOfCategory(db: Db, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(expenses).where(eq(expenses.categoryId, categoryId));
  return Number(row?.n ?? 0);
}

/**
 * Expenses a document of this amount may be, dated within `days` of `date` (any date when it is unknown),
 * leaving out those the document was detached from. For the suggestion, which weighs each (`documentMatch`).
 */
export async function expensesOfAmount(db: Db, params: { documentId: number; amount: number; date: string | null; days: number }) {
  const { documentId, amount, date, days } = params;
  return db
    .select({ id: expenses.id, amount: expenses.amount, date: expenses.spentOn, vendorId: expenses.vendorId })
    .from(expenses)
    .where(
      and(
        eq(expenses.amount, amount),
        date ? sql`${expenses.spentOn} between ${date}::date - ${days}::int and ${date}::date + ${days}::int` : undefined,
        sql`not exists (select 1 from expense_document_dismissals d where d.document_id = ${documentId} and d.expense_id = ${expenses.id})`,
      ),
    )
    .orderBy(expenses.id)
    .limit(50);
}
