/**
 * A payment recorded by hand on an invoice (docs/domain.md "Payments and what is owed"): the one-click mark paid
 * with the amount, day, method and reference chosen. It is a `manual` payment like mark paid's, up to the
 * balance; what it brings over the balance becomes the client's credit, kept where bank lines' credits are and
 * applied as they are (to the client's other issued invoices oldest first, the rest waiting for the next one).
 * Like every change that moves money onto a client's invoices, it takes the client's money lock first and reads
 * the balance only after it (client-money-lock.ts), so two payments at once never both take one balance.
 */
import type { z } from 'zod';
import type { recordPaymentInput } from '../../../shared/api/invoice-payments';
import { compareDates, type IsoDate } from '../../../shared/dates';
import { isDraft } from '../../../shared/invoice-states';
import { formatAud } from '../../../shared/money';
import { splitAgainstBalance } from '../../../shared/allocation';
import type { Db } from '../../db/client';
import { HttpError, invalid } from '../../platform/errors';
import { audit } from '../audit/audit';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { creditOverpayment } from './client-credit.queries';
import { lockClientMoney } from './client-money-lock';
import { balanceOfInvoice, factsOf } from './invoice-rows.queries';
import { payments } from './invoices.table';
import { type InvoiceContext, loadForAction } from './save-invoice';
import { applyCreditToInvoices } from './transaction-payments';

export type RecordedPayment = { applied: number; credited: number; creditUsed: number };

export async function recordPayment(
  db: Db,
  id: number,
  input: z.output<typeof recordPaymentInput>,
  context: InvoiceContext,
): Promise<RecordedPayment> {
  const paidOn = input.paid_on as IsoDate;
  // Money not yet received is not a payment: a cheque dated next week is recorded when it clears.
  if (compareDates(paidOn, context.today) > 0) throw invalid({ paid_on: ['The payment date may not be after today.'] });
  return db.transaction(async (tx) => {
    await lockClientMoney(tx, { invoiceIds: [id] });
    const row = await loadForAction(tx, id, 'mark_paid', context);
    const { invoice } = row;
    if (isDraft(factsOf(row))) {
      throw new HttpError(422, 'A draft invoice cannot take a payment: send it first.');
    }
    const balance = await balanceOfInvoice(tx, id);
    if (balance <= 0) throw new HttpError(422, 'Nothing is owed on this invoice.');
    await assertQuarterOpen(tx, [paidOn], 'paid_on');
    const { applied, credited } = splitAgainstBalance(input.amount, balance);
    const [payment] = await tx
      .insert(payments)
      .values({
        invoiceId: id,
        amount: applied,
        paidAt: paidOn,
        source: 'manual',
        method: input.method,
        reference: input.reference,
        createdBy: context.actor.userId,
      })
      .returning({ id: payments.id });
    let creditUsed = 0;
    if (credited > 0) {
      await creditOverpayment.call(tx, { clientId: invoice.clientId, paymentId: payment.id, amount: credited });
      creditUsed = await applyCreditToInvoices(
        tx,
        { clientId: invoice.clientId, transactionId: null, available: credited, paidOn },
        context.actor,
      );
    }
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'invoices',
      subjectId: id,
      description:
        `Recorded a payment of ${formatAud(input.amount)} on invoice #${invoice.number}` +
        (credited > 0 ? `, ${formatAud(credited)} of it as the client's credit` : ''),
      changes: {
        payment: applied,
        credit: credited,
        credit_applied: creditUsed,
        source: 'manual',
        method: input.method,
        reference: input.reference,
        paid_at: paidOn,
      },
    });
    return { applied, credited, creditUsed };
  });
}
