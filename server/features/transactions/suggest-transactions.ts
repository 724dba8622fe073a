import { sql } from 'drizzle-orm';
import type { Suggestion } from '../../../shared/matching';
import { suggestForPayRuns } from '../../../shared/pay-run-matching';
import { better, indexInvoices, payerKey, suggestForIncoming, suggestForOutgoing } from '../../../shared/suggest';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { dismissalsOf, linesToSuggest, openInvoices, pastPayers, rules, unmatchedDocuments, unmatchedExpenses } from './candidates.queries';
import { finishMatching } from './transaction-imports';
import { findPayRunSettings } from '../pay-runs/pay-runs.queries';
import { payRunsPaid, recordedRuns } from './pay-run-links.queries';
import { unpaidVendorInvoices } from './vendor-invoice-links.queries';

/** Queued after each import; `POST /api/transactions/suggest` runs it on demand. */
export const suggestTransactionsJob = 'transactions.suggest';

const none = {
  invoices: new Set<number>(),
  expenses: new Set<number>(),
  rules: new Set<number>(),
  documents: new Set<number>(),
  vendorInvoices: new Set<number>(),
  payRuns: new Set<string>(),
};
const same = (a: Suggestion | null, b: Suggestion | null) => JSON.stringify(a) === JSON.stringify(b);
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works out the best suggestion for each line with no confirmed link (those of an import, those named, or all),
 * and keeps it on the line; a line whose best is below 60 % loses any it had. Dismissed pairs are never
 * weighed. Returns how many lines now carry a suggestion.
 */
export async function suggestTransactions(db: Db, which: { importId?: number; ids?: readonly number[] } = {}): Promise<number> {
  // Read a page at a time, yielding between pages: over a 200,000-line import no statement holds the server long.
  const lines = await linesToSuggest(db, which, yieldToServer);
  if (lines.length === 0) return 0;
  const outgoing = lines.filter((l) => l.amount < 0).map((l) => -l.amount);
  const [invoiceList, payerRows, ruleRows, dismissed, expenseList, documentList, vendorInvoiceList, runs, payRunSettings] =
    await readTogether(db, [
      () => openInvoices(db),
      () => pastPayers(db),
      () => rules(db),
      () =>
        dismissalsOf(
          db,
          lines.map((l) => l.id),
          yieldToServer,
        ),
      () => unmatchedExpenses(db, outgoing),
      () => unmatchedDocuments(db, outgoing),
      () => unpaidVendorInvoices(db, outgoing),
      () => (outgoing.length ? recordedRuns(db) : []),
      () => findPayRunSettings(db),
    ]);
  const paidRuns = await payRunsPaid(db, runs);
  const index = indexInvoices(invoiceList);
  const payers = new Map(payerRows.map((p) => [payerKey(p.description), p.clientId]));
  const expensesByAmount = new Map<number, typeof expenseList>();
  for (const expense of expenseList) expensesByAmount.set(expense.amount, [...(expensesByAmount.get(expense.amount) ?? []), expense]);
  const documentsByAmount = new Map<number, typeof documentList>();
  for (const document of documentList)
    documentsByAmount.set(document.amount, [...(documentsByAmount.get(document.amount) ?? []), document]);
  const vendorInvoicesByAmount = new Map<number, typeof vendorInvoiceList>();
  for (const invoice of vendorInvoiceList)
    vendorInvoicesByAmount.set(invoice.amount, [...(vendorInvoicesByAmount.get(invoice.amount) ?? []), invoice]);
  const ruleFacts = ruleRows.map((r) => ({
    id: r.id,
    contains: r.contains,
    confidence: r.confidence,
    vendorId: r.vendorId,
    categoryId: r.categoryId,
    businessUse: r.businessUse,
    gst: r.gst,
  }));

  const changed: { id: number; suggestion: Suggestion | null }[] = [];
  let suggested = 0;
  for (const [i, line] of lines.entries()) {
    // An import of 200,000 lines is weighed a thousand at a time, letting the server's requests in between.
    if (i % 1000 === 999) await yieldToServer();
    const own = dismissed.get(line.id) ?? none;
    const suggestion =
      line.amount > 0
        ? suggestForIncoming(line, index, { payers, dismissed: own.invoices })
        : better(
            suggestForOutgoing(
              line,
              expensesByAmount.get(-line.amount) ?? [],
              ruleFacts,
              own,
              documentsByAmount.get(-line.amount) ?? [],
              vendorInvoicesByAmount.get(-line.amount) ?? [],
            ),
            suggestForPayRuns(line, runs, new Set([...paidRuns, ...own.payRuns]), payRunSettings.description),
          );
    if (suggestion) suggested++;
    if (!same(suggestion, line.suggestion)) changed.push({ id: line.id, suggestion });
  }
  for (let start = 0; start < changed.length; start += 500) {
    const values = sql.join(
      changed
        .slice(start, start + 500)
        .map((c) => sql`(${c.id}::int, ${c.suggestion === null ? null : JSON.stringify(c.suggestion)}::jsonb)`),
      sql`, `,
    );
    await db.execute(sql`update bank_transactions as t set suggestion = v.s from (values ${values}) as v(id, s) where t.id = v.id`);
    await yieldToServer();
  }
  return suggested;
}

/**
 * The job: suggestions for one import's lines (then the import is done, even if making them failed: "Find matches"
 * tries again), or for every line waiting when no import is named.
 */
export async function runSuggestJob(db: Db, data: Record<string, unknown>): Promise<number> {
  if (data.importId === undefined) return suggestTransactions(db);
  const importId = Number(data.importId);
  try {
    return await suggestTransactions(db, { importId });
  } finally {
    await finishMatching(db, importId);
  }
}
