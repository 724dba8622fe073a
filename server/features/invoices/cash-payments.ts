/**
 * Cash taken at the door (docs/domain.md "Cash clients"): a cash client's visit has an invoice of its own
 * (`cash`), and the contractor's "cash collected" on the visit is its payment — source `cash`, the visit in
 * `schedule_id`, the invoice's total. The schedules feature announces the toggle (`visit.cash-collected`); this
 * handler runs inside that transaction. A visit toggled before its invoice exists gets its payment when the
 * auto-invoice run makes the invoice (auto-invoice.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import { formatAud } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { Events } from '../../platform/events';
import type { Actor } from '../../platform/types';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { type AuditEntry, audit } from '../audit/audit';
import { lockClientMoney } from './client-money-lock';
import { invoices, payments } from './invoices.table';

export type CashInvoice = { id: number; number: number; total: number };

const cashPaymentOf = (invoiceId: number, visitId: number) =>
  and(eq(payments.invoiceId, invoiceId), eq(payments.scheduleId, visitId), eq(payments.source, 'cash'));

/** The payment the visit's cash makes: the invoice's total, source cash, naming the visit. */
export const cashPayment = (invoice: CashInvoice, visitId: number, paidAt: IsoDate, actor: Actor) =>
  ({ invoiceId: invoice.id, amount: invoice.total, paidAt, source: 'cash', scheduleId: visitId, createdBy: actor.userId }) as const;

export const cashPaymentAudit = (invoice: CashInvoice, visitId: number, paidAt: IsoDate): AuditEntry => ({
  action: 'update',
  subjectType: 'invoices',
  subjectId: invoice.id,
  description: `Recorded ${formatAud(invoice.total)} cash collected on invoice #${invoice.number}`,
  changes: { payment: invoice.total, source: 'cash', paid_at: paidAt, visit: visitId },
});

/** Records the visit's cash as the payment of its cash invoice, once; nothing for an invoice of nothing. */
async function recordCashPayment(db: Db, invoice: CashInvoice, visitId: number, paidAt: IsoDate, actor: Actor) {
  if (invoice.total <= 0) return;
  const [recorded] = await db.select({ id: payments.id }).from(payments).where(cashPaymentOf(invoice.id, visitId));
  if (recorded) return;
  await assertQuarterOpen(db, [paidAt], 'paid_at');
  await db.insert(payments).values(cashPayment(invoice, visitId, paidAt, actor));
  await audit(db, actor, cashPaymentAudit(invoice, visitId, paidAt));
}

async function removeCashPayment(db: Db, invoice: CashInvoice, visitId: number, actor: Actor) {
  const dated = await db.select({ paidAt: payments.paidAt }).from(payments).where(cashPaymentOf(invoice.id, visitId));
  await assertQuarterOpen(
    db,
    dated.map((payment) => payment.paidAt),
    'paid_at',
  );
  const removed = await db.delete(payments).where(cashPaymentOf(invoice.id, visitId)).returning({ amount: payments.amount });
  if (removed.length === 0) return;
  await audit(db, actor, {
    action: 'update',
    subjectType: 'invoices',
    subjectId: invoice.id,
    description: `Removed the cash collected on invoice #${invoice.number}`,
    changes: { removed: removed.map((p) => p.amount), source: 'cash', visit: visitId },
  });
}

/**
 * `visit.cash-collected`: on the visit's own cash invoice, records or removes the payment. A visit on no
 * invoice yet waits for the auto-invoice run; one on an ordinary invoice (made by hand) or a cancelled one
 * changes nothing there: the office records such money itself.
 */
export async function onCashCollected(db: Db, event: Events['visit.cash-collected']) {
  if (event.invoiceId === null) return;
  await lockClientMoney(db, { invoiceIds: [event.invoiceId] });
  const [invoice] = await db
    .select({ id: invoices.id, number: invoices.number, total: invoices.total, cash: invoices.cash, cancelledAt: invoices.cancelledAt })
    .from(invoices)
    .where(eq(invoices.id, event.invoiceId))
    .for('update');
  if (!invoice?.cash || invoice.cancelledAt) return;
  if (event.paid) await recordCashPayment(db, invoice, event.visitId, event.today, event.actor);
  else await removeCashPayment(db, invoice, event.visitId, event.actor);
}
