/**
 * The invoices list's status tabs: how many invoices each holds and what they add up to, counted in SQL over
 * every invoice the list's other filters keep (never summed from one page in the browser). Each tab is an
 * `invoiceState` filter (stateCondition, invoice-rows.queries.ts), so a tab's count is the list's total when
 * it is chosen.
 */
import { isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type InvoiceListSummary, type invoiceListQuery, type InvoiceTab, invoiceTabs } from '../../../shared/api/invoices';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { listConditions } from './invoices.queries';
import { stateCondition } from './invoice-rows.queries';
import { invoices } from './invoices.table';

type ListQuery = z.output<typeof invoiceListQuery>;

const figures = (tab: InvoiceTab, today: IsoDate) => {
  const only: SQL = tab === 'all' ? sql`true` : stateCondition(tab, today);
  return {
    [`${tab}_count`]: sql<number>`count(*) filter (where ${only})`.mapWith(Number),
    [`${tab}_total`]: sql<number>`coalesce(sum(${invoices.total}) filter (where ${only}), 0)`.mapWith(Number),
    // A cancelled invoice is owed by nobody (docs/domain.md "Invoice states"): its balance is not due. The
    // balance is balanceSql as the database keeps it on the row (decision 036).
    [`${tab}_due`]:
      sql<number>`coalesce(sum(${invoices.total} - ${invoices.applied}) filter (where ${only} and ${isNull(invoices.cancelledAt)}), 0)`.mapWith(
        Number,
      ),
  };
};

/** `GET /api/invoices/summary`: the list's query without its state filter, one row of sums. */
export async function invoiceListSummary(db: Db, query: ListQuery, today: IsoDate): Promise<InvoiceListSummary> {
  const [row] = await db
    .select(Object.assign({}, ...invoiceTabs.map((tab) => figures(tab, today))) as Record<string, SQL.Aliased<number> | SQL<number>>)
    .from(invoices)
    .where(listConditions(query, today));
  const read = (key: string) => Number((row as Record<string, unknown> | undefined)?.[key] ?? 0);
  const tabs = Object.fromEntries(
    invoiceTabs.map((tab) => [tab, { count: read(`${tab}_count`), total: read(`${tab}_total`), due: read(`${tab}_due`) }]),
  ) as InvoiceListSummary['tabs'];
  return { tabs };
}
