/**
 * The transactions list and one transaction as the API shows it: links loaded for the whole page in
 * a fixed number of queries, the remainder worked out from them. Invoices, clients and expenses are read here,
 * never written.
 */
import { and, count, eq, gte, ilike, inArray, lt, gt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction, transactionListQuery } from '../../../shared/api/transactions';
import { dateFilterStart, type IsoDate } from '../../../shared/dates';
import { parseDollars } from '../../../shared/money';
import { isToMatch, remainderOf, transactionState, transactionStateClasses } from '../../../shared/transaction-states';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { likePattern, orderOf, pagedSelect } from '../../platform/paging';
import { clients } from '../clients/clients.table';
import { expenses } from '../expenses/expenses.table';
import { balanceSql } from '../invoices/invoice-money.sql';
import { invoices, payments } from '../invoices/invoices.table';
import { bankTransactions, transactionCredits, transactionExpenses } from './transactions.table';
import {
  noVendorInvoiceSql,
  vendorInvoicedSql,
  vendorInvoiceLinksOf,
  vendorInvoicesById,
  type VendorInvoiceLink,
} from './vendor-invoice-links.queries';
import { noPayRunSql, payRunLinksOf, payRunPaidSql, payRunsShown } from './pay-run-links.queries';
import type { LinkedPayRun } from '../../../shared/api/pay-run-bank';

const paidSql = sql<number>`coalesce((select sum(p.amount) from ${payments} p where p.transaction_id = ${bankTransactions.id} and p.source = 'transaction'), 0)`;
const creditedSql = sql<number>`coalesce((select sum(c.amount) from ${transactionCredits} c where c.transaction_id = ${bankTransactions.id}), 0)`;
const expensedSql = sql<number>`coalesce((select sum(e.amount) from ${transactionExpenses} e where e.transaction_id = ${bankTransactions.id}), 0)`;
/** What confirmed links took, positive cents. */
export const linkedSql = sql<number>`(${paidSql} + ${creditedSql} + ${expensedSql} + ${vendorInvoicedSql} + ${payRunPaidSql})`.mapWith(
  Number,
);
/** No confirmed link of any kind: the line is still to match. */
const unlinkedSql = sql`not exists (select 1 from ${payments} p where p.transaction_id = ${bankTransactions.id} and p.source = 'transaction')
  and not exists (select 1 from ${transactionCredits} c where c.transaction_id = ${bankTransactions.id})
  and not exists (select 1 from ${transactionExpenses} e where e.transaction_id = ${bankTransactions.id})
  and ${noVendorInvoiceSql}
  and ${noPayRunSql}`;

const columns = {
  id: bankTransactions.id,
  postedOn: bankTransactions.postedOn,
  source: bankTransactions.source,
  description: bankTransactions.description,
  amount: bankTransactions.amount,
  feeTotal: bankTransactions.feeTotal,
  feeTax: bankTransactions.feeTax,
  suggestion: bankTransactions.suggestion,
  linked: linkedSql,
};

const selectTransactions = (db: Db) => db.select(columns).from(bankTransactions);
type Row = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

/** An invoice as a link shows it: number, client, total and what is still owed. */
async function invoicesById(db: Db, ids: number[]) {
  if (ids.length === 0)
    return new Map<
      number,
      { id: number; number: number; client_id: number; client: string; issued_at: string; total: number; balance: number }
    >();
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      client_id: invoices.clientId,
      client: clients.name,
      issued_at: invoices.issuedAt,
      total: invoices.total,
      balance: balanceSql,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** An expense as a line shows it, linked or suggested. */
const expenseFields = { id: expenses.id, description: expenses.description, created_at: expenses.spentOn };

async function present(db: Db, rows: Row[]): Promise<Transaction[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [paid, credits, linkedExpenses, vendorLinks, payRunLinks] = await readTogether(db, [
    () =>
      db
        .select({
          transactionId: payments.transactionId,
          invoiceId: payments.invoiceId,
          amount: sql<number>`sum(${payments.amount})`.mapWith(Number),
        })
        .from(payments)
        .where(and(inArray(payments.transactionId, ids), eq(payments.source, 'transaction')))
        .groupBy(payments.transactionId, payments.invoiceId),
    () =>
      db
        .select({
          id: transactionCredits.id,
          transactionId: transactionCredits.transactionId,
          clientId: transactionCredits.clientId,
          name: clients.name,
          amount: transactionCredits.amount,
        })
        .from(transactionCredits)
        .innerJoin(clients, eq(clients.id, transactionCredits.clientId))
        .where(inArray(transactionCredits.transactionId, ids)),
    () =>
      db
        .select({ transactionId: transactionExpenses.transactionId, ...expenseFields, amount: transactionExpenses.amount })
        .from(transactionExpenses)
        .innerJoin(expenses, eq(expenses.id, transactionExpenses.expenseId))
        .where(inArray(transactionExpenses.transactionId, ids)),
    () => vendorInvoiceLinksOf(db, ids),
    () => payRunLinksOf(db, ids),
  ]);
  const suggestedInvoiceIds = rows.flatMap((r) => (r.suggestion?.kind === 'invoices' ? r.suggestion.invoices.map((i) => i.id) : []));
  const suggestedExpenseIds = rows.flatMap((r) => (r.suggestion?.kind === 'expense' ? [r.suggestion.expense_id] : []));
  const suggestedVendorInvoiceIds = rows.flatMap((r) => (r.suggestion?.kind === 'vendor_invoice' ? [r.suggestion.vendor_invoice_id] : []));
  const [invoiceInfo, suggestedExpenses, vendorInvoiceInfo, payRunInfo] = await readTogether(db, [
    () => invoicesById(db, [...new Set([...paid.map((p) => p.invoiceId), ...suggestedInvoiceIds])]),
    () =>
      suggestedExpenseIds.length
        ? db
            .select({ ...expenseFields, amount: expenses.amount })
            .from(expenses)
            .where(inArray(expenses.id, suggestedExpenseIds))
        : Promise.resolve([]),
    () => vendorInvoicesById(db, [...vendorLinks.map((l) => l.vendorInvoiceId), ...suggestedVendorInvoiceIds]),
    () =>
      payRunsShown(db, [
        ...payRunLinks.map((l) => ({ week: l.week, userId: l.userId })),
        ...rows.flatMap((r) => (r.suggestion?.kind === 'pay_run' ? [{ week: r.suggestion.week, userId: r.suggestion.user_id }] : [])),
      ]),
  ]);

  return rows.map((row) => {
    const linkedInvoices = paid
      .filter((p) => p.transactionId === row.id)
      .flatMap((p) => {
        const info = invoiceInfo.get(p.invoiceId);
        return info ? [{ ...info, amount: p.amount, confirmed: true }] : [];
      });
    const rowCredits = credits
      .filter((c) => c.transactionId === row.id)
      .map((c) => ({ id: c.id, client_id: c.clientId, name: c.name, pivot: { amount: c.amount } }));
    const rowExpenses = linkedExpenses
      .filter((e) => e.transactionId === row.id)
      .map(({ transactionId: _t, ...e }) => ({ ...e, confirmed: true }));
    const rowVendorInvoices: VendorInvoiceLink[] = vendorLinks
      .filter((l) => l.transactionId === row.id)
      .flatMap((l) => {
        const info = vendorInvoiceInfo.get(l.vendorInvoiceId);
        return info ? [{ ...info, amount: l.amount, confirmed: true }] : [];
      });
    const rowPayRuns: LinkedPayRun[] = payRunLinks
      .filter((l) => l.transactionId === row.id)
      .flatMap((l) => {
        const info = payRunInfo.get(`${l.week}/${l.userId}`);
        return info ? [{ ...info, amount: l.amount, confirmed: true }] : [];
      });
    const suggestion = row.linked === 0 ? row.suggestion : null;
    if (suggestion?.kind === 'pay_run') {
      const info = payRunInfo.get(`${suggestion.week}/${suggestion.user_id}`);
      if (info) rowPayRuns.push({ ...info, amount: -row.amount, confirmed: false });
    }
    if (suggestion?.kind === 'vendor_invoice') {
      const info = vendorInvoiceInfo.get(suggestion.vendor_invoice_id);
      // Paid since it was suggested (a recorded pay run pays its week's invoices): no longer on offer.
      if (info && !info.paid_at) rowVendorInvoices.push({ ...info, confirmed: false });
    }
    if (suggestion?.kind === 'invoices') {
      for (const s of suggestion.invoices) {
        const info = invoiceInfo.get(s.id);
        if (info) linkedInvoices.push({ ...info, amount: s.amount, confirmed: false });
      }
    }
    if (suggestion?.kind === 'expense') {
      const expense = suggestedExpenses.find((e) => e.id === suggestion.expense_id);
      if (expense) rowExpenses.push({ ...expense, confirmed: false });
    }
    const state = transactionState({
      amount: row.amount,
      linked: row.linked,
      credited: rowCredits.length > 0,
      suggested: suggestion !== null,
    });
    return {
      id: row.id,
      created_at: row.postedOn,
      source: row.source,
      description: row.description,
      amount: row.amount,
      remainder: remainderOf(row.amount, row.linked),
      fee_total: row.feeTotal,
      fee_tax: row.feeTax,
      state: { state, class: transactionStateClasses[state] },
      confirmed: row.linked > 0,
      confidence: suggestion?.confidence ?? null,
      reasons: suggestion?.reasons ?? [],
      credit: rowCredits.length > 0,
      credits: rowCredits,
      invoices: linkedInvoices,
      expenses: rowExpenses,
      vendor_invoices: rowVendorInvoices,
      pay_runs: rowPayRuns,
      expense:
        suggestion?.kind === 'rule'
          ? { ...suggestion.expense, rule_id: suggestion.rule_id, document_id: null }
          : suggestion?.kind === 'document'
            ? { ...suggestion.expense, rule_id: null, document_id: suggestion.document_id }
            : null,
    };
  });
}

export async function findTransaction(db: Db, id: number): Promise<Transaction | null> {
  const rows = await selectTransactions(db).where(eq(bankTransactions.id, id));
  return rows.length ? (await present(db, rows))[0] : null;
}

/** Searched by description, or by amount when the search reads as one (`86.40` finds −$86.40 and $86.40). */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byText = ilike(bankTransactions.description, likePattern(search));
  const cents = parseDollars(search);
  return cents === null || cents === 0 ? byText : or(byText, inArray(bankTransactions.amount, [cents, -cents]));
}

function stateFilter(state: string | undefined): SQL | undefined {
  const suggested = sql`${bankTransactions.suggestion} is not null`;
  switch (state) {
    case undefined:
      return undefined;
    case 'to_match':
      return and(sql`${bankTransactions.amount} <> 0`, unlinkedSql);
    case 'unmatched':
      return and(unlinkedSql, sql`not (${suggested})`);
    case 'suggested':
      return and(unlinkedSql, suggested);
    case 'credited':
      return and(
        sql`exists (select 1 from ${transactionCredits} c where c.transaction_id = ${bankTransactions.id})`,
        sql`abs(${bankTransactions.amount}) = ${linkedSql}`,
      );
    case 'matched':
      return and(sql`not ${unlinkedSql}`, sql`abs(${bankTransactions.amount}) = ${linkedSql}`);
    default:
      return and(sql`not ${unlinkedSql}`, sql`abs(${bankTransactions.amount}) <> ${linkedSql}`);
  }
}

const sortColumns = {
  created_at: bankTransactions.postedOn,
  amount: bankTransactions.amount,
  description: bankTransactions.description,
} as const;

/** Newest first by date, 20 a page (docs/domain.md "Screens and limits"); bank_transactions_posted_sort serves the default order. */
export async function listTransactions(db: Db, query: z.infer<typeof transactionListQuery>, today: IsoDate) {
  const { transactionDirection, from, state } = query.filters;
  const where = and(
    searchCondition(query.search),
    transactionDirection === 'incoming'
      ? gt(bankTransactions.amount, 0)
      : transactionDirection === 'outgoing'
        ? lt(bankTransactions.amount, 0)
        : undefined,
    from ? gte(bankTransactions.postedOn, dateFilterStart(from, today)) : undefined,
    stateFilter(state),
  );
  const order = orderOf(query.direction);
  const rows = selectTransactions(db).where(where).orderBy(order(sortColumns[query.sort]), order(bankTransactions.id));
  const total = db.select({ n: count() }).from(bankTransactions).where(where);
  return pagedSelect(query, rows, total, (page) => present(db, page));
}

/** The navigation badge: lines with a remainder and no confirmed link. */
export async function countTransactionsToMatch(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bankTransactions)
    .where(and(sql`${bankTransactions.amount} <> 0`, unlinkedSql));
  return Number(row?.n ?? 0);
}

/** One transaction's facts with what its links took, for the matching commands. */
export async function transactionFacts(db: Db, id: number) {
  const [row] = await selectTransactions(db).where(eq(bankTransactions.id, id));
  if (!row) return null;
  return { ...row, remainder: remainderOf(row.amount, row.linked), toMatch: isToMatch(row) };
}

/** A line's confirmed links, each kind on its own. */
export async function linksOf(db: Db, id: number) {
  const [paid, expenseLinks, credits, vendorInvoiceLinks, payRunLinks] = await readTogether(db, [
    () =>
      db
        .select({ invoiceId: payments.invoiceId, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.transactionId, id), eq(payments.source, 'transaction'))),
    () =>
      db
        .select({ expenseId: transactionExpenses.expenseId, amount: transactionExpenses.amount })
        .from(transactionExpenses)
        .where(eq(transactionExpenses.transactionId, id)),
    () =>
      db
        .select({ id: transactionCredits.id, clientId: transactionCredits.clientId, amount: transactionCredits.amount })
        .from(transactionCredits)
        .where(eq(transactionCredits.transactionId, id)),
    () => vendorInvoiceLinksOf(db, [id]),
    () => payRunLinksOf(db, [id]),
  ]);
  return { invoices: paid, expenses: expenseLinks, credits, vendorInvoices: vendorInvoiceLinks, payRuns: payRunLinks };
}
