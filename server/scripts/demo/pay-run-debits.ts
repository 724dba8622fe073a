/**
 * The bank's side of the demo's pay runs (decision 028): the latest recorded week paid in one batch debit of its
 * ABA total, matched to the run (it reads as reconciled), and the week before it debited but not yet matched, with
 * its suggestion. The week whose vendor invoices were paid by transfer (vendor-payments.ts) shows the differences:
 * what a contractor earned left the bank, not the net the run recorded. Runs after the vendor payments.
 */
import { inArray } from 'drizzle-orm';
import { lineKey } from '../../../shared/bank-files/counting';
import { runTotal } from '../../../shared/pay-run-matching';
import type { Db } from '../../db/client';
import { recordedRuns } from '../../features/transactions/pay-run-links.queries';
import { suggestTransactions } from '../../features/transactions/suggest-transactions';
import { bankTransactions, transactionPayRuns } from '../../features/transactions/transactions.table';
import { vendorInvoices } from '../../features/vendor-invoices/vendor-invoices.table';

const description = 'CBA DIRECT ENTRY CONTRACTORS 301500';

export async function seedPayRunDebits(db: Db): Promise<{ matched: string | null; suggested: string | null }> {
  const runs = await recordedRuns(db);
  const invoiced = new Set(
    (
      await db
        .select({ week: vendorInvoices.week })
        .from(vendorInvoices)
        .where(
          inArray(
            vendorInvoices.week,
            runs.map((r) => r.week),
          ),
        )
    ).map((v) => v.week),
  );
  // Weeks whose contractors sent vendor invoices are paid by transfer against them, not in a batch.
  const batched = runs.filter((r) => !invoiced.has(r.week) && runTotal(r) > 0);
  const [earlier, latest] = batched.slice(-2);
  const debit = async (run: (typeof runs)[number]) => {
    const amount = -runTotal(run);
    const [line] = await db
      .insert(bankTransactions)
      .values({ postedOn: run.paidOn, amount, description, source: 'csv_cba', lineKey: lineKey({ date: run.paidOn, amount, description }) })
      .returning({ id: bankTransactions.id });
    return line!.id;
  };
  if (latest)
    await db.insert(transactionPayRuns).values({ transactionId: await debit(latest), week: latest.week, amount: runTotal(latest) });
  if (earlier) await suggestTransactions(db, { ids: [await debit(earlier)] });
  return { matched: latest?.week ?? null, suggested: earlier?.week ?? null };
}
