/**
 * The status tabs' groups from the counts the database keeps (invoice_tab_counts, migration 0036, decision 041):
 * a sum over a few thousand rows instead of a pass over every invoice. The rows are deltas; the tabs compact them
 * once they pile up.
 */
import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { InvoiceState } from '../../../shared/invoice-states';
import type { Db } from '../../db/client';
import { invoiceTabCounts } from './invoice-tab-counts.table';

/** What the tabs add up: the invoices of one standing, due date passed or not, owing or not. */
export type TabGroup = { standing: InvoiceState; pastDue: boolean; owing: boolean; count: number; total: number; balance: number };

/** Deltas the tabs read past before they compact: a rewrite of every key then costs a few rows per write. */
export const compactAfter = 1000;

/** The kept counts summed into the tabs' groups on `today`: a key without a due date (a settled or draft standing) is never past due. */
export async function keptTabGroups(db: Db, today: IsoDate): Promise<TabGroup[]> {
  const kept = await db
    .select({
      standing: invoiceTabCounts.standing,
      pastDue: sql<boolean>`coalesce(${invoiceTabCounts.dueDate} < ${today}::date, false)`,
      owing: invoiceTabCounts.owing,
      count: sql<number>`sum(${invoiceTabCounts.invoices})`.mapWith(Number),
      total: sql<number>`sum(${invoiceTabCounts.total})`.mapWith(Number),
      balance: sql<number>`sum(${invoiceTabCounts.balance})`.mapWith(Number),
      deltas: sql<number>`count(*) filter (where not ${invoiceTabCounts.compacted})`.mapWith(Number),
    })
    .from(invoiceTabCounts)
    .groupBy(sql`1`, sql`2`, sql`3`);
  if (kept.reduce((n, group) => n + group.deltas, 0) > compactAfter) await compactTabCounts(db);
  return kept.filter((group) => group.count !== 0).map(({ deltas: _, ...group }) => group);
}

/**
 * Every row replaced by one per key, in one statement. A concurrent compaction waits for the rows this one
 * deletes and then skips them; a delta committed meanwhile is not among the rows deleted, so it stays.
 */
export async function compactTabCounts(db: Db) {
  await db.execute(sql`
    with gone as (delete from invoice_tab_counts returning *)
    insert into invoice_tab_counts (standing, due_date, owing, invoices, total, balance, compacted)
    select standing, due_date, owing, sum(invoices), sum(total), sum(balance), true from gone
    group by standing, due_date, owing
    having sum(invoices) <> 0 or sum(total) <> 0 or sum(balance) <> 0`);
}
