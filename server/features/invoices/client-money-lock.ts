/**
 * Money onto one client's invoices moves one change at a time (docs/domain.md "Payments and what is owed",
 * decision 021). Every command that applies or removes money on a client's invoices — a bank line's links and
 * credits, waiting credit applied when an invoice is sent, mark paid, a recorded payment, cash collected — calls `lockClientMoney`
 * first in its transaction, before it locks or reads any invoice, and reads balances and waiting credit only
 * after it: PostgreSQL reads each statement as of its start, so a balance read before the lock may already be
 * spent by the change that held it.
 *
 * The lock is a transaction-scoped advisory lock per client (released at commit or rollback), not the client's
 * row: the schedules feature takes that row after a visit's row, and a visit's cash toggle comes here holding
 * its visit, so sharing the row would let the two wait on each other. Several clients are locked in ascending id
 * order, so two commands never wait for each other in a circle; a command locks all its clients in one call,
 * and may call again for clients it already holds (a second lock by the same transaction returns at once).
 * The database's money triggers (migration 0019) refuse at commit anything that slips past this.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from './invoices.table';

/** The advisory lock space of client money (the first key of the two-key lock; the client id is the second). */
const clientMoneyLockSpace = 18;

/** Locks the money of these clients, and of the clients of these invoices, until the transaction ends. */
export async function lockClientMoney(tx: Db, of: { clientIds?: readonly number[]; invoiceIds?: readonly number[] }) {
  const ids = new Set(of.clientIds ?? []);
  if (of.invoiceIds?.length) {
    // An invoice never changes client, so its client may be read before the lock.
    const owners = await tx
      .selectDistinct({ clientId: invoices.clientId })
      .from(invoices)
      .where(inArray(invoices.id, [...of.invoiceIds]));
    for (const owner of owners) ids.add(owner.clientId);
  }
  for (const clientId of [...ids].sort((a, b) => a - b))
    await tx.execute(sql`select pg_advisory_xact_lock(${clientMoneyLockSpace}, ${clientId})`);
}
