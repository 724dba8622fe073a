/** Invoices and their payments for tests, written straight to the tables as the other factories do. */
import { eq, sql } from 'drizzle-orm';
import type { PaymentSource } from '../../shared/api/invoices';
import { addDays, type IsoDate, todayIn } from '../../shared/dates';
import type { Escalation } from '../../shared/invoice-states';
import { invoiceTotals, lineAmount } from '../../shared/money';
import type { Db } from '../db/client';
import { adjustmentNoteLines, adjustmentNotes } from '../features/invoices/adjustment-notes.table';
import { invoiceLines, invoices, payments } from '../features/invoices/invoices.table';
import { settings } from '../features/settings/settings.table';
import { transactionCredits } from '../features/transactions/transactions.table';
import { buildClient } from './client-factories';
import { timeZone } from './test-app';
import { buildBankTransaction } from './transaction-factories';

export type InvoiceAttrs = {
  clientId?: number;
  issuedAt?: IsoDate;
  terms?: number;
  gst?: boolean;
  lines?: readonly { label?: string; unit_price: number; quantity?: number }[];
  /** Sent (delivered) at this instant; a draft when left out. */
  sentAt?: Date;
  seen?: boolean;
  cash?: boolean;
  escalation?: Escalation;
  cancelled?: boolean;
  payments?: readonly { amount: number; paidAt?: IsoDate; source?: PaymentSource }[];
};

/** The next number from the business's counter, as invoicing takes it. */
async function nextNumber(db: Db): Promise<number> {
  const [row] = await db
    .update(settings)
    .set({ nextInvoiceNumber: sql`${settings.nextInvoiceNumber} + 1`, lastInvoiceNumber: sql`${settings.nextInvoiceNumber}` })
    .where(eq(settings.id, 1))
    .returning({ number: settings.lastInvoiceNumber });
  return row.number;
}

/** A bank line that left `amount` of credit with the client, dated `postedOn`; answers its id. */
async function creditLine(db: Db, clientId: number, amount: number, postedOn: IsoDate): Promise<number> {
  const line = await buildBankTransaction(db, { amount, postedOn, description: `Credit ${clientId} ${postedOn}` });
  await db.insert(transactionCredits).values({ transactionId: line.id, clientId, amount });
  return line.id;
}

/** An invoice of a new client (unless told), issued today with 14 days' terms and one $100 line. */
export async function buildInvoice(db: Db, attrs: InvoiceAttrs = {}) {
  const clientId = attrs.clientId ?? (await buildClient(db)).id;
  const issuedAt = attrs.issuedAt ?? todayIn(timeZone);
  const terms = attrs.terms ?? 14;
  const gst = attrs.gst ?? true;
  const lines = (attrs.lines ?? [{ unit_price: 10_000 }]).map((line, i) => ({
    label: line.label ?? `Service ${i + 1}`,
    unit_price: line.unit_price,
    quantity: line.quantity ?? 1,
  }));
  const totals = invoiceTotals(lines, { gst });
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: await nextNumber(db),
      clientId,
      issuedAt,
      terms,
      dueDate: addDays(issuedAt, terms),
      gst,
      subtotal: totals.subtotal,
      tax: totals.tax,
      total: totals.total,
      cash: attrs.cash ?? false,
      lastSent: attrs.sentAt ?? (attrs.seen ? new Date() : null),
      seenAt: attrs.seen ? new Date() : null,
      viewToken: attrs.sentAt || attrs.seen ? `view-token-${clientId}-${issuedAt}-${Math.random().toString(36).slice(2)}` : null,
      escalation: attrs.escalation ?? null,
      cancelledAt: attrs.cancelled ? new Date() : null,
    })
    .returning();
  const built = lines.length
    ? await db
        .insert(invoiceLines)
        .values(
          lines.map((line, i) => ({
            invoiceId: invoice.id,
            label: line.label,
            unitPrice: line.unit_price,
            quantity: line.quantity,
            amount: lineAmount(line),
            position: i + 1,
          })),
        )
        .returning()
    : [];
  for (const payment of attrs.payments ?? []) {
    const paidAt = payment.paidAt ?? issuedAt;
    // Credit is money a bank line left with the client (the money triggers refuse credit from nowhere).
    const transactionId = payment.source === 'credit' ? await creditLine(db, clientId, payment.amount, paidAt) : null;
    await db
      .insert(payments)
      .values({ invoiceId: invoice.id, amount: payment.amount, paidAt, source: payment.source ?? 'manual', transactionId });
  }
  return { ...invoice, lines: built };
}

/** An adjustment note of $11.00 (GST $1.00) on a new sent invoice (unless told), taking it off the balance. */
export async function buildAdjustmentNote(db: Db, attrs: { invoiceId?: number; number?: number; issuedAt?: IsoDate } = {}) {
  const invoiceId = attrs.invoiceId ?? (await buildInvoice(db, { sentAt: new Date() })).id;
  const [last] = await db.select({ n: sql<number>`coalesce(max(${adjustmentNotes.number}), 0)`.mapWith(Number) }).from(adjustmentNotes);
  const [note] = await db
    .insert(adjustmentNotes)
    .values({
      number: attrs.number ?? last.n + 1,
      invoiceId,
      issuedAt: attrs.issuedAt ?? todayIn(timeZone),
      reason: 'Window clean not done',
      subtotal: 1000,
      tax: 100,
      total: 1100,
      applied: 1100,
    })
    .returning();
  await db.insert(adjustmentNoteLines).values({ noteId: note.id, label: 'Window clean', unitPrice: 1000, quantity: 1, amount: 1000 });
  return note;
}
