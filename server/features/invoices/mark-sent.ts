/**
 * Marking a draft sent without e-mailing it: the office handed or posted it, or sent it from elsewhere. It is
 * issued from then on exactly as a sent invoice is (docs/domain.md "Invoicing"): its last sent is now, it has
 * no outbox row (its delivery reads `sent`, deliverySql), and the client's waiting credit is applied to it as a
 * send applies it.
 */
import { eq } from 'drizzle-orm';
import { invoiceState } from '../../../shared/invoice-states';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../platform/errors';
import { audit } from '../audit/audit';
import { lockClientMoney } from './client-money-lock';
import { factsOf } from './invoice-rows.queries';
import { invoiceLines, invoices } from './invoices.table';
import { type InvoiceContext, loadForAction } from './save-invoice';
import { applyWaitingCredit } from './transaction-payments';

/** Only a draft can be marked sent, and, as for sending, never one with no lines. Answers the toast's message. */
export async function markInvoiceSent(db: Db, id: number, context: InvoiceContext): Promise<string> {
  return db.transaction(async (tx) => {
    // The client's money lock before the invoice's, as sending takes them (client-money-lock.ts).
    await lockClientMoney(tx, { invoiceIds: [id] });
    const row = await loadForAction(tx, id, 'send', context);
    const state = invoiceState(factsOf(row), context.today);
    if (state !== 'open') throw new HttpError(422, `Invoice #${row.invoice.number} is not a draft: only a draft can be marked sent.`);
    const [line] = await tx.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).limit(1);
    if (!line) throw invalid({ lines: ['Add a line to the invoice before sending it.'] });
    await tx.update(invoices).set({ lastSent: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
    await applyWaitingCredit(tx, { clientId: row.invoice.clientId, paidOn: context.today }, context.actor);
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'invoices',
      subjectId: id,
      description: `Marked invoice #${row.invoice.number} sent (not e-mailed)`,
      changes: { last_sent: 'now', emailed: false },
    });
    return `Invoice #${row.invoice.number} marked sent.`;
  });
}
