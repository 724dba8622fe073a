/**
 * What the database keeps on each invoice (applied, adjusted and standing, decision 036) beside what the rules
 * work out from its payments, adjustment notes and last e-mail (invoice-money.sql.ts, deliverySql and the
 * shared/ twin `invoiceStanding`), and each list state filter beside its twin on the worked-out facts. Tests
 * expect both lists empty after writes.
 */
import { and, inArray } from 'drizzle-orm';
import type { IsoDate } from '../../shared/dates';
import { invoiceStanding, invoiceState, invoiceStateFilters, isPastDue, isUnpaid } from '../../shared/invoice-states';
import type { Db } from '../db/client';
import { factsOf, selectInvoices, stateCondition } from '../features/invoices/invoice-rows.queries';
import { invoices } from '../features/invoices/invoices.table';

/** Each invoice whose kept columns differ from the worked-out ones, with both. */
export async function keptStateDrift(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await selectInvoices(db).where(inArray(invoices.id, [...ids]));
  return rows
    .map((row) => ({
      id: row.invoice.id,
      kept: { applied: row.invoice.applied, adjusted: row.invoice.adjusted, standing: row.invoice.standing },
      workedOut: { applied: row.applied, adjusted: row.adjusted, standing: invoiceStanding(factsOf(row)) },
    }))
    .filter((r) => JSON.stringify(r.kept) !== JSON.stringify(r.workedOut));
}

/** Each state filter whose SQL, on `today`, picks other invoices among `ids` than its twin on the worked-out facts. */
export async function stateFilterDrift(db: Db, ids: readonly number[], today: IsoDate) {
  if (ids.length === 0) return [];
  const rows = await selectInvoices(db).where(inArray(invoices.id, [...ids]));
  const drift = [];
  for (const filter of invoiceStateFilters) {
    const expected = rows
      .filter((row) => {
        const state = invoiceState(factsOf(row), today);
        const balance = row.invoice.total - row.applied;
        if (filter === 'unpaid') return isUnpaid(state, balance);
        if (filter === 'past_due') return isPastDue(state, balance, row.invoice.dueDate, today);
        return state === filter;
      })
      .map((row) => row.invoice.id)
      .sort((a, b) => a - b);
    const found = (
      await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(inArray(invoices.id, [...ids]), stateCondition(filter, today)))
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    if (found.join() !== expected.join()) drift.push({ filter, today, found, expected });
  }
  return drift;
}
