/**
 * Issues an adjustment note against a sent invoice (decision 031): the correction GST law asks for, instead of
 * editing what the client was sent. Its lines are what is taken off, GST-exclusive, totalled by `invoiceTotals`
 * with the invoice's own GST choice. Of its total, up to the invoice's balance lowers it (`applied`); the rest was
 * money already received and becomes the client's credit, kept where an overpayment's is and applied as it is:
 * to the client's other issued invoices oldest first, dated the note's day. Refused (422): a draft or cancelled
 * invoice, no lines, a total of nothing, more than is left of the invoice's total after earlier notes, a date
 * after today, before the invoice, or in a completed BAS quarter. Like every change that moves money onto a
 * client's invoices it takes the client's money lock first and reads the balance after it.
 */
import type { z } from 'zod';
import type { adjustmentNoteInput } from '../../../shared/api/adjustment-notes';
import { adjustmentNoteNumber } from '../../../shared/api/invoices';
import { compareDates, type IsoDate } from '../../../shared/dates';
import { formatAud, invoiceTotals, lineAmount } from '../../../shared/money';
import { splitAgainstBalance } from '../../../shared/allocation';
import type { Db } from '../../db/client';
import { invalid } from '../../platform/errors';
import { audit } from '../audit/audit';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { adjustmentNoteLines, adjustmentNotes } from './adjustment-notes.table';
import { notesOfInvoices, takeAdjustmentNoteNumber } from './adjustment-notes.queries';
import { creditOverpayment } from './client-credit.queries';
import { lockClientMoney } from './client-money-lock';
import { balanceOfInvoice } from './invoice-rows.queries';
import { type InvoiceContext, loadForAction } from './save-invoice';
import { applyCreditToInvoices } from './transaction-payments';

export async function createAdjustmentNote(
  db: Db,
  invoiceId: number,
  input: z.output<typeof adjustmentNoteInput>,
  context: InvoiceContext,
): Promise<{ id: number; credited: number; creditUsed: number }> {
  const issuedAt = input.issued_at as IsoDate;
  if (compareDates(issuedAt, context.today) > 0) throw invalid({ issued_at: ['The issue date may not be after today.'] });
  return db.transaction(async (tx) => {
    await lockClientMoney(tx, { invoiceIds: [invoiceId] });
    const { invoice } = await loadForAction(tx, invoiceId, 'adjust', context);
    if (compareDates(issuedAt, invoice.issuedAt as IsoDate) < 0)
      throw invalid({ issued_at: [`The issue date may not be before invoice #${invoice.number}'s (${invoice.issuedAt}).`] });
    const totals = invoiceTotals(input.lines, { gst: invoice.gst });
    if (totals.total <= 0) throw invalid({ lines: ['The note must take something off: its total is $0.00.'] });
    const earlier = await notesOfInvoices(tx, [invoiceId]);
    const left = invoice.total - earlier.reduce((sum, note) => sum + note.total, 0);
    if (totals.total > left)
      throw invalid({
        lines: [`The note's total of ${formatAud(totals.total)} is more than the ${formatAud(left)} left of invoice #${invoice.number}.`],
      });
    await assertQuarterOpen(tx, [issuedAt], 'issued_at');
    const balance = await balanceOfInvoice(tx, invoiceId);
    const { applied, credited } = splitAgainstBalance(totals.total, balance);
    const number = await takeAdjustmentNoteNumber(tx);
    const [note] = await tx
      .insert(adjustmentNotes)
      .values({
        number,
        invoiceId,
        issuedAt,
        reason: input.reason,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        applied,
        createdBy: context.actor.userId,
      })
      .returning({ id: adjustmentNotes.id });
    await tx.insert(adjustmentNoteLines).values(
      input.lines.map((line, position) => ({
        noteId: note.id,
        label: line.label,
        unitPrice: line.unit_price,
        quantity: line.quantity,
        amount: lineAmount(line),
        position,
      })),
    );
    let creditUsed = 0;
    if (credited > 0) {
      await creditOverpayment.call(tx, { clientId: invoice.clientId, adjustmentNoteId: note.id, amount: credited });
      creditUsed = await applyCreditToInvoices(
        tx,
        { clientId: invoice.clientId, transactionId: null, available: credited, paidOn: issuedAt },
        context.actor,
      );
    }
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'invoices',
      subjectId: invoiceId,
      description:
        `Issued adjustment note ${adjustmentNoteNumber(number)} of ${formatAud(totals.total)} against invoice #${invoice.number}` +
        (credited > 0 ? `, ${formatAud(credited)} of it as the client's credit` : ''),
      changes: {
        adjustment_note_id: note.id,
        number: adjustmentNoteNumber(number),
        issued_at: issuedAt,
        reason: input.reason,
        subtotal: totals.subtotal,
        tax: totals.tax,
        total: totals.total,
        applied,
        credit: credited,
        credit_applied: creditUsed,
      },
    });
    return { id: note.id, credited, creditUsed };
  });
}
