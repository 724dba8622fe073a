import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Task, taskListQuery } from '../../../shared/api/tasks';
import { contractorPay, dollarsAndCents } from '../../../shared/money';
import type { Db } from '../../db/client';
import { countWhere, orderOf, pagedSelect, searchIn } from '../../platform/paging';
import { tasks } from './tasks.table';

type TaskRow = typeof tasks.$inferSelect;

/**
 * A task as served. `seesPrices` (the `task_price` permission) decides whether the price and the
 * contractor's pay go out at all: without it those keys are left off, not merely blanked.
 */
export function presentTask(row: TaskRow, seesPrices: boolean): Task {
  const paymentType = row.paymentType;
  const task: Task = {
    id: row.id,
    name: row.name,
    invoice_description: row.invoiceDescription,
    description: row.description,
    payment_type: paymentType,
    consumable: row.consumable,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  if (!seesPrices) return task;
  return {
    ...task,
    price: row.price,
    price_dollars: dollarsAndCents(row.price).dollars,
    price_cents: dollarsAndCents(row.price).cents,
    contractor_percentage: paymentType === 'percentage' ? row.contractorPercentage : null,
    contractor_amount: paymentType === 'fixed' ? row.contractorAmount : null,
    contractor_total: contractorPay({
      price: row.price,
      payment_type: paymentType,
      contractor_percentage: row.contractorPercentage,
      contractor_amount: row.contractorAmount,
    }),
  };
}

export async function findTaskRow(db: Db, id: number): Promise<TaskRow | null> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row ?? null;
}

export async function findTask(db: Db, id: number, seesPrices: boolean): Promise<Task | null> {
  const row = await findTaskRow(db, id);
  return row ? presentTask(row, seesPrices) : null;
}

const sortColumns = { name: tasks.name, price: tasks.price, contractor_percentage: tasks.contractorPercentage } as const;

/** Served by tasks_name_sort / tasks_price_sort / tasks_percentage_sort, and tasks_name_trgm when searching. */
export async function listTasks(db: Db, query: z.infer<typeof taskListQuery>, seesPrices: boolean) {
  const where = searchIn(query.search, tasks.name);
  const order = orderOf(query.direction);
  // Ties (same price) fall back to the name, then the id, so paging is stable.
  const orderBy =
    query.sort === 'name' ? [order(tasks.name), order(tasks.id)] : [order(sortColumns[query.sort]), asc(tasks.name), asc(tasks.id)];
  const rows = db
    .select()
    .from(tasks)
    .where(where)
    .orderBy(...orderBy);
  return pagedSelect(query, rows, countWhere(db, tasks, where), (page) => page.map((row) => presentTask(row, seesPrices)));
}
