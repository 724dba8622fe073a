/**
 * An invoice's row with what its state is derived from: the amount applied (the sum of its payments and of what
 * its adjustment notes took off, worked out by invoice-money.sql.ts) and how far its last e-mail got. The list's
 * state filters read what the database keeps of these on the row instead (`stateCondition`, decision 036).
 */
import { and, eq, gt, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import {
  type Delivery,
  deliveries,
  type InvoiceFacts,
  type InvoiceState,
  type InvoiceStateFilter,
  invoiceState,
  unpaidStates,
} from '../../../shared/invoice-states';
import { isPaidInFull } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { mails } from '../mail/mail.table';
import { adjustedSql, appliedSql, balanceSql } from './invoice-money.sql';
import { invoices, payments } from './invoices.table';

/**
 * How far the last e-mail got: seen once the client opened the link; sending while the outbox has not yet
 * delivered it (queued, being sent, or failed and to be retried); sent once delivered, or kept where the
 * outbox is the end of the line (no SMTP). Null for an invoice never sent.
 */
export const deliverySql = sql<Delivery | null>`case
  when ${invoices.seenAt} is not null then 'seen'
  when ${invoices.lastSent} is null then null
  when ${mails.status} in ('queued', 'sending', 'failed') then 'sending'
  else 'sent' end`;

/** The standings that turn overdue once the due date passed (`invoiceStanding`, shared/invoice-states.ts). */
const delivered = [...deliveries];
/** The standings of an unpaid invoice: every unpaid state but overdue, which is a delivered standing past due. */
const unpaidStandings = unpaidStates.filter((state) => state !== 'overdue');

/**
 * The list's state filter as a condition on what the database keeps on each invoice (decision 036): its
 * standing (the state on its due date), its due date and what is applied, so each filter is a range of the
 * invoices_standing index. A state (twin: `invoiceState`), `unpaid` (sent, not settled, with a balance) or
 * `past_due` (unpaid with its due date passed); twins `isUnpaid` and `isPastDue` (shared/invoice-states.ts).
 * invoice-standing.test.ts holds each equal to its twin over the worked-out facts.
 */
export function stateCondition(filter: InvoiceStateFilter, today: IsoDate): SQL {
  const unpaid = and(inArray(invoices.standing, unpaidStandings), gt(invoices.total, invoices.applied))!;
  if (filter === 'unpaid') return unpaid;
  if (filter === 'past_due') return and(unpaid, lt(invoices.dueDate, today))!;
  if (filter === 'overdue') return and(inArray(invoices.standing, delivered), lt(invoices.dueDate, today))!;
  if ((delivered as string[]).includes(filter)) return and(eq(invoices.standing, filter), gte(invoices.dueDate, today))!;
  return eq(invoices.standing, filter);
}

export const invoiceColumns = {
  invoice: invoices,
  clientName: clients.name,
  applied: appliedSql,
  adjusted: adjustedSql,
  delivery: deliverySql,
};

/** Invoices with their client's name, amount applied and delivery; the caller adds where and order. */
export const selectInvoices = (db: Db) =>
  db
    .select(invoiceColumns)
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .leftJoin(mails, eq(mails.id, invoices.mailId));

export type InvoiceRow = Awaited<ReturnType<typeof selectInvoices>>[number];

/** The facts `invoiceState` reads, from a row. */
export const factsOf = (row: InvoiceRow): InvoiceFacts => ({
  cancelled: row.invoice.cancelledAt !== null,
  cash: row.invoice.cash,
  delivery: row.delivery,
  escalation: row.invoice.escalation,
  total: row.invoice.total,
  applied: row.applied,
  adjusted: row.adjusted,
  due_date: row.invoice.dueDate,
});

export async function findInvoiceRow(db: Db, id: number): Promise<InvoiceRow | null> {
  const [row] = await selectInvoices(db).where(eq(invoices.id, id));
  return row ?? null;
}

/** What is owed on one invoice now (balanceSql: its payments and adjustment notes); read under the client's money lock. */
export async function balanceOfInvoice(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ balance: balanceSql }).from(invoices).where(eq(invoices.id, id));
  return row?.balance ?? 0;
}

/** The payments of some invoices, oldest first. */
export async function paymentsOf(db: Db, invoiceIds: readonly number[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.invoiceId, [...invoiceIds]))
    .orderBy(payments.paidAt, payments.id);
}

/** Number, state and whether settled, of some invoices: for pages that show a visit's invoice (earnings). */
export async function invoiceStatesOf(
  db: Db,
  ids: readonly number[],
  today: IsoDate,
): Promise<Map<number, { number: number; state: InvoiceState; paid: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = await selectInvoices(db).where(inArray(invoices.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => {
      const state = invoiceState(factsOf(row), today);
      return [
        row.invoice.id,
        { number: row.invoice.number, state, paid: state === 'paid' || isPaidInFull(row.invoice.total, row.applied) },
      ];
    }),
  );
}
