/**
 * The status tabs' counts the database keeps (invoice_tab_counts, decision 041) beside a fresh count over
 * `invoices`: tests expect no key to differ after writes.
 */
import { count, sql } from 'drizzle-orm';
import { type InvoiceState, unpaidStates } from '../../shared/invoice-states';
import type { Db } from '../db/client';
import { invoiceTabCounts } from '../features/invoices/invoice-tab-counts.table';
import { invoices } from '../features/invoices/invoices.table';

type Figures = { count: number; total: number; balance: number };
const figures = { count: 0, total: 0, balance: 0 } satisfies Figures;

/** Each key (standing, due date kept for the unpaid standings only, owing) whose kept sums differ from a fresh count, with both. */
export async function keptTabCountsDrift(db: Db) {
  const kept = await db
    .select({
      standing: invoiceTabCounts.standing,
      dueDate: invoiceTabCounts.dueDate,
      owing: invoiceTabCounts.owing,
      count: sql<number>`sum(${invoiceTabCounts.invoices})`.mapWith(Number),
      total: sql<number>`sum(${invoiceTabCounts.total})`.mapWith(Number),
      balance: sql<number>`sum(${invoiceTabCounts.balance})`.mapWith(Number),
    })
    .from(invoiceTabCounts)
    .groupBy(invoiceTabCounts.standing, invoiceTabCounts.dueDate, invoiceTabCounts.owing);
  const counted = await db
    .select({
      standing: invoices.standing,
      dueDate: invoices.dueDate,
      owing: sql<boolean>`${invoices.total} > ${invoices.applied}`,
      count: count(),
      total: sql<number>`sum(${invoices.total})`.mapWith(Number),
      balance: sql<number>`sum(${invoices.total} - ${invoices.applied})`.mapWith(Number),
    })
    .from(invoices)
    .groupBy(sql`1`, sql`2`, sql`3`);
  const keys = new Map<string, { kept: Figures; counted: Figures }>();
  const add = (key: string, side: 'kept' | 'counted', row: Figures) => {
    const entry = keys.get(key) ?? { kept: { ...figures }, counted: { ...figures } };
    for (const figure of ['count', 'total', 'balance'] as const) entry[side][figure] += row[figure];
    keys.set(key, entry);
  };
  for (const row of kept) add(JSON.stringify([row.standing, row.dueDate, row.owing]), 'kept', row);
  const dated = (standing: InvoiceState) => (unpaidStates as readonly InvoiceState[]).includes(standing);
  for (const row of counted) add(JSON.stringify([row.standing, dated(row.standing) ? row.dueDate : null, row.owing]), 'counted', row);
  return [...keys]
    .filter(([, both]) => JSON.stringify(both.kept) !== JSON.stringify(both.counted))
    .map(([key, both]) => ({ key, ...both }));
}
