/**
 * Bank lines and recorded pay runs, read-only (docs/domain.md "Pay day at the bank"): the runs the matching weighs,
 * the pay-run links a page of lines shows, and what a run's bank lines add up to against what it recorded.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LinkedPayRun, PayRunBank } from '../../../shared/api/pay-run-bank';
import type { IsoDate } from '../../../shared/dates';
import { earningsWeekOf } from '../../../shared/earnings';
import { payRunKey, type RecordedRunFacts } from '../../../shared/pay-run-matching';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/read-together';
import { payRunPayments } from '../pay-runs/pay-runs.table';
import { users } from '../users/users.table';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';
import { bankTransactions, transactionPayRuns, transactionVendorInvoices } from './transactions.table';

/** What pay-run links took from a line, positive cents. */
export const payRunPaidSql = sql<number>`coalesce((select sum(r.amount) from ${transactionPayRuns} r where r.transaction_id = ${bankTransactions.id}), 0)`;
export const noPayRunSql = sql`not exists (select 1 from ${transactionPayRuns} r where r.transaction_id = ${bankTransactions.id})`;

/** Recorded runs (or of one week), each payee's recorded net with their name, oldest week first. */
export async function recordedRuns(db: Db, week?: IsoDate): Promise<RecordedRunFacts[]> {
  const rows = await db
    .select({
      week: payRunPayments.week,
      paidOn: payRunPayments.paidOn,
      userId: payRunPayments.userId,
      name: users.name,
      net: payRunPayments.net,
    })
    .from(payRunPayments)
    .innerJoin(users, eq(users.id, payRunPayments.userId))
    .where(week === undefined ? undefined : eq(payRunPayments.week, week))
    .orderBy(asc(payRunPayments.week), asc(users.name), asc(payRunPayments.userId));
  const runs = new Map<string, RecordedRunFacts>();
  for (const row of rows) {
    const run = runs.get(row.week) ?? { week: row.week, end: earningsWeekOf(row.week)?.end ?? row.week, paidOn: row.paidOn, payees: [] };
    // The run's day is its latest payee's (a payee recorded later was paid later).
    if (row.paidOn > run.paidOn) run.paidOn = row.paidOn;
    run.payees.push({ userId: row.userId, name: row.name, net: row.net });
    runs.set(row.week, run);
  }
  return [...runs.values()];
}

/**
 * The runs and payees' rows the bank already paid, by payRunKey, for the matching: a run with a batch linked, each
 * payee with a transfer linked, and then the run's batch too (its total no longer leaves in one debit); a batch
 * linked pays every payee of the run.
 */
export async function payRunsPaid(db: Db, runs: readonly RecordedRunFacts[]): Promise<Set<string>> {
  const links = await db.select({ week: transactionPayRuns.week, userId: transactionPayRuns.userId }).from(transactionPayRuns);
  const paid = new Set<string>();
  for (const link of links) {
    paid.add(payRunKey(link.week, null));
    const payees = link.userId === null ? (runs.find((r) => r.week === link.week)?.payees ?? []) : [{ userId: link.userId }];
    for (const payee of payees) paid.add(payRunKey(link.week, payee.userId));
  }
  return paid;
}

/** The pay-run links of these lines, with the run's (or payee's) recorded net as `total`. */
export async function payRunLinksOf(db: Db, transactionIds: readonly number[]) {
  if (transactionIds.length === 0) return [];
  return db
    .select({
      transactionId: transactionPayRuns.transactionId,
      week: transactionPayRuns.week,
      userId: transactionPayRuns.userId,
      amount: transactionPayRuns.amount,
    })
    .from(transactionPayRuns)
    .where(inArray(transactionPayRuns.transactionId, [...transactionIds]));
}

/** A pay run (or a payee's row of it) as a link shows it: its recorded net and the payee's name; null when not recorded. */
export async function payRunTarget(db: Db, week: IsoDate, userId: number | null) {
  const [run] = await recordedRuns(db, week);
  if (!run) return null;
  const payee = userId === null ? null : run.payees.find((p) => p.userId === userId);
  if (userId !== null && !payee) return null;
  return { week, user_id: userId, payee: payee?.name ?? null, total: payee ? payee.net : run.payees.reduce((s, p) => s + p.net, 0) };
}

/** The runs (or payees' rows) a page links or suggests, as a link shows them, by `week/user_id`. */
export async function payRunsShown(db: Db, wanted: { week: string; userId: number | null }[]) {
  const shown = new Map<string, Omit<LinkedPayRun, 'amount' | 'confirmed'>>();
  for (const key of new Set(wanted.map((w) => `${w.week}/${w.userId}`))) {
    const [week, user] = key.split('/');
    const target = await payRunTarget(db, week!, user === 'null' ? null : Number(user));
    if (target) shown.set(key, target);
  }
  return shown;
}

/** A week's recorded payments, locked until the caller's transaction ends (linking reads them under the line's lock). */
export async function lockRecordedRun(tx: Db, week: IsoDate) {
  await tx.select({ id: payRunPayments.id }).from(payRunPayments).where(eq(payRunPayments.week, week)).for('share');
}

/** A bank line as the pay run's bank view lists it, whichever link brought it there. */
const bankLineFields = { id: bankTransactions.id, created_at: bankTransactions.postedOn, description: bankTransactions.description };

/**
 * What left the bank for a recorded week against what it recorded (decision 028: differences are shown): the lines
 * linked to the run or to a payee's row, and the week's vendor invoices paid through the bank (the money for that
 * payee's week too). Null for a week not recorded.
 */
export async function payRunBankOf(db: Db, week: IsoDate): Promise<PayRunBank | null> {
  const [run] = await recordedRuns(db, week);
  if (!run) return null;
  const [runLinks, invoiceLinks] = await readTogether(db, [
    () =>
      db
        .select({ ...bankLineFields, user_id: transactionPayRuns.userId, amount: transactionPayRuns.amount })
        .from(transactionPayRuns)
        .innerJoin(bankTransactions, eq(bankTransactions.id, transactionPayRuns.transactionId))
        .where(eq(transactionPayRuns.week, week)),
    () =>
      db
        .select({ ...bankLineFields, user_id: vendorInvoices.userId, amount: transactionVendorInvoices.amount })
        .from(transactionVendorInvoices)
        .innerJoin(vendorInvoices, eq(vendorInvoices.id, transactionVendorInvoices.vendorInvoiceId))
        .innerJoin(bankTransactions, eq(bankTransactions.id, transactionVendorInvoices.transactionId))
        .where(
          and(
            eq(vendorInvoices.week, week),
            inArray(
              vendorInvoices.userId,
              run.payees.map((p) => p.userId),
            ),
          ),
        ),
  ]);
  const lines = [
    ...runLinks.map((l) => ({ ...l, via: l.user_id === null ? ('batch' as const) : ('transfer' as const) })),
    ...invoiceLinks.map((l) => ({ ...l, via: 'vendor_invoice' as const })),
  ].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
  const recorded = run.payees.reduce((s, p) => s + p.net, 0);
  const banked = lines.reduce((s, l) => s + l.amount, 0);
  const payees = run.payees.map((p) => {
    const theirs = lines.filter((l) => l.user_id === p.userId);
    const paid = theirs.length ? theirs.reduce((s, l) => s + l.amount, 0) : null;
    return { user: { id: p.userId, name: p.name }, net: p.net, banked: paid, difference: paid === null ? null : paid - p.net };
  });
  return {
    week,
    recorded,
    banked,
    difference: banked - recorded,
    reconciled: lines.length > 0 && banked === recorded,
    lines,
    payees,
  };
}
