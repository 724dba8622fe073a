/**
 * What the matching job weighs bank lines against, read-only: open invoices of issued invoices, payers seen
 * before, recorded expenses not yet matched to a bank line, rules, and the pairs dismissed.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { OpenInvoice } from '../../../shared/matching';
import type { CandidateDocument, CandidateExpense } from '../../../shared/suggest';
import { payRunKey } from '../../../shared/pay-run-matching';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { documentsToReconcile } from '../expenses/expense-documents.queries';
import { expenses } from '../expenses/expenses.table';
import { balanceSql, issuedInvoiceSql } from '../invoices/invoice-money.sql';
import { invoices, payments } from '../invoices/invoices.table';
import { vendors } from '../vendors/vendors.table';
import { linkedSql } from './transactions.queries';
import { bankTransactions, transactionDismissals, transactionExpenses, transactionRules } from './transactions.table';

/** Invoices the client was sent (or paid in cash), not cancelled, with a balance. */
export async function openInvoices(db: Db): Promise<OpenInvoice[]> {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      clientId: invoices.clientId,
      clientName: clients.name,
      issuedAt: invoices.issuedAt,
      balance: balanceSql,
    })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(and(issuedInvoiceSql, gt(balanceSql, 0)));
}

/** Descriptions of lines that paid a client's invoices before, and whose. */
export async function pastPayers(db: Db): Promise<{ description: string; clientId: number }[]> {
  return db
    .selectDistinct({ description: bankTransactions.description, clientId: invoices.clientId })
    .from(payments)
    .innerJoin(bankTransactions, eq(bankTransactions.id, payments.transactionId))
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.source, 'transaction'));
}

/**
 * Lines to suggest for: no confirmed link yet; those of one import, or named, or all. Read a page at a time in id
 * order (each page one short statement, `pause` awaited between them), so an import of 200,000 lines never holds
 * the embedded database, and with it the server, for the length of one statement over all of them.
 */
export async function linesToSuggest(
  db: Db,
  which: { importId?: number; ids?: readonly number[] },
  pause: () => Promise<void> = async () => {},
) {
  const page = (after: number) =>
    db
      .select({
        id: bankTransactions.id,
        amount: bankTransactions.amount,
        date: bankTransactions.postedOn,
        description: bankTransactions.description,
        suggestion: bankTransactions.suggestion,
      })
      .from(bankTransactions)
      .where(
        and(
          gt(bankTransactions.id, after),
          which.importId === undefined ? undefined : eq(bankTransactions.importId, which.importId),
          which.ids === undefined ? undefined : inArray(bankTransactions.id, [...which.ids]),
          sql`${linkedSql} = 0`,
        ),
      )
      .orderBy(bankTransactions.id)
      .limit(linesPage);
  const lines: Awaited<ReturnType<typeof page>> = [];
  for (let rows = await page(0); rows.length > 0; rows = rows.length < linesPage ? [] : await page(rows[rows.length - 1].id)) {
    lines.push(...rows);
    await pause();
  }
  return lines;
}
const linesPage = 1000;

/** Read receipts and bills of these amounts on no expense and matched to no bank line (the expenses feature's). */
export async function unmatchedDocuments(db: Db, amounts: readonly number[]): Promise<CandidateDocument[]> {
  if (amounts.length === 0) return [];
  const wanted = new Set(amounts);
  const loose = (await documentsToReconcile(db)).filter((d) => d.expenseId === null && d.amount !== null && wanted.has(d.amount));
  const vendorIds = [...new Set(loose.flatMap((d) => (d.vendorId === null ? [] : [d.vendorId])))];
  const registered = vendorIds.length
    ? await db.select({ id: vendors.id, gst: vendors.gstRegistered }).from(vendors).where(inArray(vendors.id, vendorIds))
    : [];
  return loose.map((d) => ({
    id: d.id,
    amount: d.amount ?? 0,
    date: d.date,
    vendorName: d.vendorName,
    vendorId: d.vendorId,
    vendorGst: registered.some((v) => v.id === d.vendorId && v.gst),
  }));
}

/** Recorded expenses of these amounts that no bank line is matched to yet. */
export async function unmatchedExpenses(db: Db, amounts: readonly number[]): Promise<CandidateExpense[]> {
  if (amounts.length === 0) return [];
  return db
    .select({
      id: expenses.id,
      amount: expenses.amount,
      date: expenses.spentOn,
      vendorName: vendors.name,
      description: expenses.description,
    })
    .from(expenses)
    .leftJoin(vendors, eq(vendors.id, expenses.vendorId))
    .where(
      and(
        inArray(expenses.amount, [...new Set(amounts)]),
        sql`not exists (select 1 from ${transactionExpenses} l where l.expense_id = ${expenses.id})`,
      ),
    );
}

export async function rules(db: Db) {
  return db.select().from(transactionRules);
}

/** The dismissed pairs of these lines, by kind. */
export async function dismissalsOf(db: Db, transactionIds: readonly number[], pause: () => Promise<void> = async () => {}) {
  const byLine = new Map<
    number,
    {
      invoices: Set<number>;
      expenses: Set<number>;
      rules: Set<number>;
      documents: Set<number>;
      vendorInvoices: Set<number>;
      /** By payRunKey (shared/pay-run-matching.ts): the kind holds the week, the target the payee (0: the batch). */
      payRuns: Set<string>;
    }
  >();
  if (transactionIds.length === 0) return byLine;
  const rows: { transactionId: number; kind: string; targetId: number }[] = [];
  for (let start = 0; start < transactionIds.length; start += linesPage) {
    rows.push(
      ...(await db
        .select()
        .from(transactionDismissals)
        .where(inArray(transactionDismissals.transactionId, transactionIds.slice(start, start + linesPage)))),
    );
    await pause();
  }
  for (const row of rows) {
    const entry = byLine.get(row.transactionId) ?? {
      invoices: new Set(),
      expenses: new Set(),
      rules: new Set(),
      documents: new Set(),
      vendorInvoices: new Set(),
      payRuns: new Set(),
    };
    if (row.kind === 'invoice') entry.invoices.add(row.targetId);
    if (row.kind === 'expense') entry.expenses.add(row.targetId);
    if (row.kind === 'rule') entry.rules.add(row.targetId);
    if (row.kind === 'document') entry.documents.add(row.targetId);
    if (row.kind === 'vendor_invoice') entry.vendorInvoices.add(row.targetId);
    if (row.kind.startsWith('pay_run:')) entry.payRuns.add(payRunKey(row.kind.slice('pay_run:'.length), row.targetId || null));
    byLine.set(row.transactionId, entry);
  }
  return byLine;
}

/** A client's name, or null when there is no such client. */
export async function clientNameOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, id));
  return row?.name ?? null;
}

/** An expense's amount and description, or null. */
export async function expenseFactsOf(db: Db, id: number) {
  const [row] = await db
    .select({ id: expenses.id, amount: expenses.amount, description: expenses.description })
    .from(expenses)
    .where(eq(expenses.id, id));
  return row ?? null;
}

/** Whether any bank line is matched to this expense. */
export async function expenseIsMatched(db: Db, expenseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: transactionExpenses.transactionId })
    .from(transactionExpenses)
    .where(eq(transactionExpenses.expenseId, expenseId))
    .limit(1);
  return Boolean(row);
}
