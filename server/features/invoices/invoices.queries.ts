/**
 * Invoices as the API serves them: each carries its state and the actions allowed now (shared/
 * invoice-states.ts), what was applied and what is owed (shared/ledger.ts), and the client's average time to
 * pay. The list filters by state in SQL with the state's twin (invoice-rows.queries.ts).
 */
import { and, asc, count, eq, gte, ilike, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Invoice, InvoiceSummary, invoiceListQuery } from '../../../shared/api/invoices';
import type { IsoDate } from '../../../shared/dates';
import { invoiceTitle } from '../../../shared/invoice-document';
import { allowedInvoiceActions, invoiceState, presentInvoiceState } from '../../../shared/invoice-states';
import { averageTimeToPay, owingOf } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { likePattern, orderOf, pagedSelect } from '../../platform/paging';
import { clientBillTo } from '../clients/clients.queries';
import { clients } from '../clients/clients.table';
import { visitsOfInvoice } from '../schedules/invoicing.queries';
import { findInvoiceConfig } from '../settings/settings.queries';
import { notesOfInvoices, presentNote } from './adjustment-notes.queries';
import { unappliedCredit } from './client-credit.queries';
import { balanceSql, draftInvoiceSql, issuedInvoiceSql, paidInFullSql } from './invoice-money.sql';
import { factsOf, findInvoiceRow, type InvoiceRow, paymentsOf, selectInvoices, stateCondition } from './invoice-rows.queries';
import { invoiceLines, invoices } from './invoices.table';

/** The average days to pay of each client, over their invoices paid in full. */
export async function timeToPayOf(db: Db, clientIds: readonly number[]): Promise<Map<number, number | null>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const settled = await db
    .select({ id: invoices.id, clientId: invoices.clientId, issuedAt: invoices.issuedAt, total: invoices.total })
    .from(invoices)
    .where(and(inArray(invoices.clientId, ids), isNull(invoices.cancelledAt), paidInFullSql));
  const paid = await paymentsOf(
    db,
    settled.map((i) => i.id),
  );
  return new Map(
    ids.map((clientId) => [
      clientId,
      averageTimeToPay(
        settled
          .filter((i) => i.clientId === clientId)
          .map((i) => ({
            issued_at: i.issuedAt,
            total: i.total,
            payments: paid.filter((p) => p.invoiceId === i.id).map((p) => ({ amount: p.amount, paid_at: p.paidAt })),
          })),
      ),
    ]),
  );
}

/** An invoice as lists show it. */
export function presentSummary(row: InvoiceRow, today: IsoDate, timeToPay: number | null): InvoiceSummary {
  const { invoice } = row;
  const state = invoiceState(factsOf(row), today);
  return {
    id: invoice.id,
    number: invoice.number,
    issued_at: invoice.issuedAt,
    due_at: invoice.dueDate,
    last_sent: invoice.lastSent?.toISOString() ?? null,
    client_id: invoice.clientId,
    client: { id: invoice.clientId, name: row.clientName },
    terms: invoice.terms,
    time_to_pay: timeToPay,
    amount: invoice.subtotal,
    tax: invoice.tax,
    total: invoice.total,
    // Paid is money received; what adjustment notes took off lowers the balance without being paid (decision 031).
    paid: row.applied - row.adjusted,
    balance: invoice.total - row.applied,
    state: presentInvoiceState(state),
    actions: allowedInvoiceActions(state, { adjusted: row.adjusted > 0 }),
  };
}

/** A page of the list as the API answers it: each invoice with its client's average time to pay. */
export async function presentPage(db: Db, rows: InvoiceRow[], today: IsoDate): Promise<InvoiceSummary[]> {
  const times = await timeToPayOf(
    db,
    rows.map((row) => row.invoice.clientId),
  );
  return rows.map((row) => presentSummary(row, today, times.get(row.invoice.clientId) ?? null));
}

type ListQuery = z.output<typeof invoiceListQuery>;

function sortOf(query: ListQuery) {
  const order = orderOf(query.direction);
  switch (query.sort) {
    case 'issued_at':
      return [order(invoices.issuedAt), order(invoices.number)];
    case 'last_sent':
      return [sql`${invoices.lastSent} ${sql.raw(query.direction)} nulls last`, order(invoices.number)];
    case 'client':
      return [order(clients.name), order(invoices.number)];
    case 'total':
      return [order(invoices.total), order(invoices.number)];
    default:
      return [order(invoices.number)];
  }
}

/**
 * The list's page (filtered and ordered; the caller adds limit and offset) and count statements, which
 * `listInvoices` runs and bench/invoices-list.ts times. Served by invoices_number (and invoices_client_number
 * with a client); a state filter by invoices_standing.
 */
export function invoiceListStatements(db: Db, query: ListQuery, today: IsoDate) {
  const where = and(
    listConditions(query, today),
    query.filters.invoiceState === undefined ? undefined : stateCondition(query.filters.invoiceState, today),
  );
  const total = db.select({ n: count() }).from(invoices).where(where);
  return {
    rows: selectInvoices(db)
      .where(where)
      .orderBy(...sortOf(query)),
    total,
  };
}

/**
 * The list's conditions but its state filter (the status tabs count with these). The search reads client names
 * in a subquery, so the counts need no join to clients.
 */
export function listConditions(query: Omit<ListQuery, 'page' | 'count' | 'sort' | 'direction'>, today: IsoDate) {
  const pattern = query.search ? likePattern(query.search) : null;
  const number = query.search && /^\d{1,9}$/.test(query.search) ? Number(query.search) : null;
  const { client_id, issued_from, issued_to } = query.filters;
  const conditions: (SQL | undefined)[] = [
    client_id === undefined ? undefined : eq(invoices.clientId, client_id),
    issued_from === undefined ? undefined : gte(invoices.issuedAt, issued_from),
    issued_to === undefined ? undefined : lte(invoices.issuedAt, issued_to),
    query.unmatched ? stateCondition('unpaid', today) : undefined,
    pattern
      ? or(
          number === null ? undefined : eq(invoices.number, number),
          sql`${invoices.clientId} in (select ${clients.id} from ${clients} where ${ilike(clients.name, pattern)})`,
        )
      : undefined,
  ];
  return and(...conditions);
}

export async function listInvoices(db: Db, query: ListQuery, today: IsoDate) {
  const statements = invoiceListStatements(db, query, today);
  return pagedSelect(query, statements.rows, statements.total, (rows) => presentPage(db, rows, today));
}

/** One invoice in full: its lines, payments, bill-to, the business as printed, and its visits. */
export async function findInvoice(db: Db, id: number, today: IsoDate): Promise<Invoice | null> {
  const row = await findInvoiceRow(db, id);
  if (!row) return null;
  const [lines, paid, notes, billTo, config, visits, times] = await readTogether(db, [
    () => db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(asc(invoiceLines.position), asc(invoiceLines.id)),
    () => paymentsOf(db, [id]),
    () => notesOfInvoices(db, [id]),
    () => clientBillTo(db, row.invoice.clientId),
    () => findInvoiceConfig(db),
    () => visitsOfInvoice(db, id),
    () => timeToPayOf(db, [row.invoice.clientId]),
  ]);
  const { logoFile, defaultTerms, ...printed } = config;
  return {
    ...presentSummary(row, today, times.get(row.invoice.clientId) ?? null),
    note: row.invoice.note,
    title: invoiceTitle(row.invoice.gst),
    gst: row.invoice.gst,
    lines: lines.map((line) => ({
      id: line.id,
      label: line.label,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      amount: line.amount,
    })),
    payments: paid.map((p) => ({
      id: p.id,
      amount: p.amount,
      paid_at: p.paidAt,
      source: p.source,
      method: p.method,
      reference: p.reference,
    })),
    adjustment_notes: notes.map(presentNote),
    address: billTo ?? billToByName(row.clientName),
    config: printed,
    visits,
  };
}

/** Drafts waiting to be sent: the navigation's badge on invoices. */
export async function countDraftInvoices(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoices).where(draftInvoiceSql);
  return Number(row?.n ?? 0);
}

export type ClientAccount = { owing: number; last_issued: IsoDate | null };

/**
 * What each client owes (the balances of the invoices they were sent, and of cash visits, less unapplied
 * credit once there is any) and when they were last invoiced. Drafts and cancelled invoices count for neither.
 */
export async function clientAccounts(db: Db, clientIds: readonly number[]): Promise<Map<number, ClientAccount>> {
  const ids = [...new Set(clientIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      clientId: invoices.clientId,
      owing: sql<number>`coalesce(sum(${balanceSql}), 0)`.mapWith(Number),
      lastIssued: sql<string | null>`max(${invoices.issuedAt})::text`,
    })
    .from(invoices)
    .where(and(inArray(invoices.clientId, ids), issuedInvoiceSql))
    .groupBy(invoices.clientId);
  const credit = await unappliedCredit(db, ids);
  return new Map(
    ids.map((id) => {
      const row = rows.find((r) => r.clientId === id);
      return [id, { owing: owingOf([row?.owing ?? 0], credit.get(id) ?? 0), last_issued: row?.lastIssued ?? null }];
    }),
  );
}

/** Whom a document is addressed to when the client has no billing details: its name alone. */
export const billToByName = (name: string) => ({ name, address1: null, address2: null, address3: null, city: null });
