/**
 * The invoices list's status tabs: how many invoices each holds and what they add up to, counted in SQL over
 * every invoice the list's other filters keep (never summed from one page in the browser). Each tab keeps
 * what its `invoiceState` filter keeps (stateCondition in SQL, invoice-rows.queries.ts; the twins here), so a
 * tab's count is the list's total when it is chosen.
 */
import { count, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type InvoiceListSummary, type invoiceListQuery, type InvoiceTab, invoiceTabs } from '../../../shared/api/invoices';
import type { IsoDate } from '../../../shared/dates';
import { isUnpaid, stateOfStanding } from '../../../shared/invoice-states';
import type { Db } from '../../db/client';
import { keptTabGroups, type TabGroup } from './invoice-tab-counts.queries';
import { listConditions } from './invoices.queries';
import { invoices } from './invoices.table';

type ListQuery = z.output<typeof invoiceListQuery>;

/**
 * `GET /api/invoices/summary`: the list's query without its state filter. Every invoice's tabs are summed from
 * the counts the database keeps (decision 041); a client, dates, a search or the unmatched view count their
 * invoices instead.
 */
export async function invoiceListSummary(db: Db, query: ListQuery, today: IsoDate): Promise<InvoiceListSummary> {
  // No condition at all: every invoice.
  const every = listConditions(query, today) === undefined;
  return tabsOf(every ? await keptTabGroups(db, today) : await countedTabGroups(db, query, today));
}

/**
 * One pass grouping the invoices the list's other filters keep by what their state and balance depend on (their
 * standing, whether their due date passed, whether they owe; decision 036), read off the invoices_standing index.
 */
export async function countedTabGroups(db: Db, query: ListQuery, today: IsoDate): Promise<TabGroup[]> {
  return db
    .select({
      standing: invoices.standing,
      pastDue: sql<boolean>`${invoices.dueDate} < ${today}::date`,
      owing: sql<boolean>`${invoices.total} > ${invoices.applied}`,
      count: count(),
      total: sql<number>`coalesce(sum(${invoices.total}), 0)`.mapWith(Number),
      balance: sql<number>`coalesce(sum(${invoices.total} - ${invoices.applied}), 0)`.mapWith(Number),
    })
    .from(invoices)
    .where(listConditions(query, today))
    .groupBy(sql`1`, sql`2`, sql`3`);
}

/** Each tab adds up the groups its state filter keeps, by the filter's twins in shared/invoice-states.ts. */
export function tabsOf(groups: readonly TabGroup[]): InvoiceListSummary {
  const keeps = (tab: InvoiceTab, group: TabGroup) => {
    const state = stateOfStanding(group.standing, group.pastDue);
    // The filters' twins read the balance's sign only.
    const balance = group.owing ? 1 : 0;
    if (tab === 'all') return true;
    if (tab === 'unpaid') return isUnpaid(state, balance);
    if (tab === 'past_due') return isUnpaid(state, balance) && group.pastDue;
    return state === tab;
  };
  const tabs = Object.fromEntries(
    invoiceTabs.map((tab) => {
      const kept = groups.filter((group) => keeps(tab, group));
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      return [
        tab,
        {
          count: sum(kept.map((g) => g.count)),
          total: sum(kept.map((g) => g.total)),
          // A cancelled invoice is owed by nobody (docs/domain.md "Invoice states"): its balance is not due.
          due: sum(kept.filter((g) => g.standing !== 'cancelled').map((g) => g.balance)),
        },
      ];
    }),
  ) as InvoiceListSummary['tabs'];
  return { tabs };
}
