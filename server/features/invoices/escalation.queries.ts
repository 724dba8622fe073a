/**
 * The invoices chasing reads: a client's invoices that could be owed (sent, not cancelled, not a cash visit's),
 * and for auto-remind those of the clients who asked for it that may be due a step today.
 */
import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { balanceSql, issuedInvoiceSql } from './invoice-money.sql';
import { selectInvoices } from './invoice-rows.queries';
import { invoices } from './invoices.table';

/** Issued and not a cash visit's (cash is settled at the door): sent or seen, not cancelled. */
const sentAndNotSettledByHand = and(issuedInvoiceSql, eq(invoices.cash, false));

/** The client's invoices, locked in number order for the step that reads them; their state is then worked out as usual. */
export async function lockChasableInvoices(db: Db, clientId: number) {
  const where = and(eq(invoices.clientId, clientId), sentAndNotSettledByHand);
  await db.select({ id: invoices.id }).from(invoices).where(where).orderBy(asc(invoices.id)).for('update');
  return selectInvoices(db).where(where).orderBy(asc(invoices.number));
}

/** The same invoices unlocked, for a draft of the e-mail a step would send (mail-drafts.ts). */
export async function selectChasableInvoices(db: Db, clientId: number) {
  return selectInvoices(db)
    .where(and(eq(invoices.clientId, clientId), sentAndNotSettledByHand))
    .orderBy(asc(invoices.number));
}

/**
 * The clients with auto-remind on that have an invoice past its due date with a step still to come (none yet,
 * reminded or noticed), in id order. Served by invoices_due; the step each invoice is due is decided in
 * shared/escalation.ts on the locked rows.
 */
export async function autoRemindClients(db: Db, today: IsoDate): Promise<number[]> {
  const rows = await db
    .selectDistinct({ clientId: invoices.clientId })
    .from(invoices)
    .innerJoin(clients, eq(clients.id, invoices.clientId))
    .where(
      and(
        eq(clients.autoRemind, true),
        sentAndNotSettledByHand,
        lt(invoices.dueDate, today),
        or(isNull(invoices.escalation), inArray(invoices.escalation, ['reminded', 'notice'])),
        gt(balanceSql, 0),
      ),
    )
    .orderBy(asc(invoices.clientId));
  return rows.map((row) => row.clientId);
}
