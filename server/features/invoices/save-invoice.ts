/**
 * Making and changing invoices (docs/domain.md "Invoicing"). Each change runs in one transaction on the
 * locked invoice, is refused (422) when its state does not allow the action (shared/invoice-states.ts), keeps
 * `subtotal`, `tax` and `total` equal to what `invoiceTotals` makes of the lines, and is audited.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { invoiceCreateInput, invoiceLineInput, invoiceLineUpdateInput, invoiceUpdateInput } from '../../../shared/api/invoices';
import { addDays, type IsoDate } from '../../../shared/dates';
import { type InvoiceAction, invoiceActionRefusal, invoiceState } from '../../../shared/invoice-states';
import { invoiceTotals, lineAmount } from '../../../shared/money';
import type { Db } from '../../db/client';
import { HttpError, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../../platform/types';
import { assertQuarterOpen } from '../quarters/quarter-lock';
import { audit, type AuditEntry, auditUpdate } from '../audit/audit';
import { lockClient } from '../clients/client-locks';
import { billableVisits } from '../schedules/invoicing.queries';
import { releaseInvoicedVisits } from '../schedules/visit-invoicing';
import { lockClientMoney } from './client-money-lock';
import { type InvoiceToMake, insertInvoices } from './insert-invoices';
import { balanceOfInvoice, factsOf, findInvoiceRow, type InvoiceRow, paymentsOf } from './invoice-rows.queries';
import { invoiceLines, invoices, payments } from './invoices.table';

/** Who acts, and the business's today (a date in its time zone). */
export type InvoiceContext = { actor: Actor; today: IsoDate };

/** The invoice, locked for the change; 404 when there is none, 422 when its state refuses `action`. */
export async function loadForAction(db: Db, id: number, action: InvoiceAction, context: InvoiceContext): Promise<InvoiceRow> {
  await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
  const row = await findInvoiceRow(db, id);
  if (!row) throw notFound();
  const refusal = invoiceActionRefusal(invoiceState(factsOf(row), context.today), action, { adjusted: row.adjusted > 0 });
  if (refusal) throw new HttpError(422, refusal);
  return row;
}

/** Lines as `invoiceTotals` reads them, then the invoice's stored totals made from them. */
export async function refreshTotals(db: Db, invoiceId: number, gst: boolean) {
  const lines = await db
    .select({ unit_price: invoiceLines.unitPrice, quantity: invoiceLines.quantity })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  const totals = invoiceTotals(lines, { gst });
  // A payment's GST share follows the invoice's total and GST: new ones would change a completed BAS quarter.
  const [before] = await db.select({ tax: invoices.tax, total: invoices.total }).from(invoices).where(eq(invoices.id, invoiceId));
  if (before && (before.tax !== totals.tax || before.total !== totals.total)) {
    await assertQuarterOpen(
      db,
      (await paymentsOf(db, [invoiceId])).map((payment) => payment.paidAt),
      'lines',
    );
  }
  await db
    .update(invoices)
    .set({ subtotal: totals.subtotal, tax: totals.tax, total: totals.total, updatedAt: new Date() })
    .where(eq(invoices.id, invoiceId));
  return totals;
}

type DraftLine = { label: string; unit_price: number; quantity: number; task_id?: number | null };

/** Appends lines to an invoice, each with its amount, after the ones it has. */
export async function appendLines(db: Db, invoiceId: number, lines: readonly DraftLine[]) {
  if (lines.length === 0) return;
  const [{ last }] = await db
    .select({ last: sql<number>`coalesce(max(${invoiceLines.position}), 0)`.mapWith(Number) })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId));
  await db.insert(invoiceLines).values(
    lines.map((line, i) => ({
      invoiceId,
      label: line.label,
      unitPrice: line.unit_price,
      quantity: line.quantity,
      amount: lineAmount(line),
      taskId: line.task_id ?? null,
      position: last + i + 1,
    })),
  );
}

export type NewInvoice = Omit<InvoiceToMake, 'visits'> & { visitIds?: readonly number[] };

/**
 * An invoice with the next number, inside the caller's transaction: the visits given go on it (one line per
 * task label and price); they must all be the client's and billable, or nothing is made. GST as the business
 * is registered today. Answers the new id.
 */
export async function insertInvoice(db: Db, input: NewInvoice, actor: Actor): Promise<number> {
  const visits = input.visitIds?.length ? await billableVisits(db, { clientIds: [input.clientId], visitIds: input.visitIds }) : [];
  if (input.visitIds && visits.length !== new Set(input.visitIds).size) {
    throw invalid({
      visit_ids: ['Only complete visits of this client that are not invoiced yet (and not missing photos) can be put on an invoice.'],
    });
  }
  const [made] = await insertInvoices(db, [{ ...input, visits }], actor);
  return made.id;
}

/** `POST /api/invoices`: a draft for a client, dated today with the client's terms unless given. */
export async function createInvoice(db: Db, input: z.output<typeof invoiceCreateInput>, context: InvoiceContext): Promise<number> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, input.client_id).catch(() => {
      throw invalid({ client_id: ['The selected client is invalid.'] });
    });
    const id = await insertInvoice(
      tx,
      {
        clientId: client.id,
        issuedAt: input.issued_at ?? context.today,
        terms: input.terms ?? client.paymentTerms,
        note: input.note,
        visitIds: input.visit_ids,
      },
      context.actor,
    );
    const [{ number }] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id));
    await audit(tx, context.actor, {
      action: 'create',
      subjectType: 'invoices',
      subjectId: id,
      description: `Created invoice #${number} for ${client.name}`,
    });
    return id;
  });
}

/** `PUT /api/invoices/{id}`: the note, the issued date and the terms (the due date follows). */
export async function updateInvoice(db: Db, id: number, input: z.output<typeof invoiceUpdateInput>, context: InvoiceContext) {
  await db.transaction(async (tx) => {
    const { invoice } = await loadForAction(tx, id, 'edit', context);
    const issuedAt = input.issued_at ?? invoice.issuedAt;
    const terms = input.terms ?? invoice.terms;
    const after = { note: input.note === undefined ? invoice.note : input.note, issuedAt, terms, dueDate: addDays(issuedAt, terms) };
    await tx
      .update(invoices)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(invoices.id, id));
    await auditUpdate(tx, context.actor, 'invoices', id, `Updated invoice #${invoice.number}`, invoice, after);
  });
}

/** A draft never sent is deleted; an invoice the client was sent is cancelled, keeping its number and PDF. Its visits can be invoiced again. */
export async function deleteInvoice(db: Db, id: number, context: InvoiceContext): Promise<'deleted' | 'cancelled'> {
  return db.transaction(async (tx) => {
    const { invoice } = await loadForAction(tx, id, 'delete', context);
    await releaseInvoicedVisits(tx, id);
    const sent = invoice.lastSent !== null || invoice.seenAt !== null;
    if (sent) await tx.update(invoices).set({ cancelledAt: new Date(), updatedAt: new Date() }).where(eq(invoices.id, id));
    else await tx.delete(invoices).where(eq(invoices.id, id));
    await audit(tx, context.actor, {
      action: sent ? 'cancel' : 'delete',
      subjectType: 'invoices',
      subjectId: id,
      description: `${sent ? 'Cancelled' : 'Deleted'} invoice #${invoice.number}`,
    });
    return sent ? 'cancelled' : 'deleted';
  });
}

/**
 * Adds or removes a draft's line in one transaction: `change` edits the lines and words the change; the totals are
 * worked again from the lines, and the invoice's log records it.
 */
async function changeLines(
  db: Db,
  id: number,
  context: InvoiceContext,
  change: (tx: Db, invoice: { number: number }) => Promise<Pick<AuditEntry, 'description' | 'changes'>>,
) {
  await db.transaction(async (tx) => {
    const { invoice } = await loadForAction(tx, id, 'edit', context);
    const entry = await change(tx, invoice);
    await refreshTotals(tx, id, invoice.gst);
    await audit(tx, context.actor, { action: 'update', subjectType: 'invoices', subjectId: id, ...entry });
  });
}

export async function addLine(db: Db, id: number, input: z.output<typeof invoiceLineInput>, context: InvoiceContext) {
  await changeLines(db, id, context, async (tx, invoice) => {
    await appendLines(tx, id, [input]);
    return { description: `Added “${input.label}” to invoice #${invoice.number}`, changes: input };
  });
}

async function lineOf(db: Db, invoiceId: number, lineId: number) {
  const [line] = await db.select().from(invoiceLines).where(eq(invoiceLines.id, lineId));
  if (!line || line.invoiceId !== invoiceId) throw notFound();
  return line;
}

export async function updateLine(
  db: Db,
  id: number,
  lineId: number,
  input: z.output<typeof invoiceLineUpdateInput>,
  context: InvoiceContext,
) {
  await db.transaction(async (tx) => {
    const { invoice } = await loadForAction(tx, id, 'edit', context);
    const line = await lineOf(tx, id, lineId);
    const after = {
      label: input.label ?? line.label,
      unit_price: input.unit_price ?? line.unitPrice,
      quantity: input.quantity ?? line.quantity,
    };
    await tx
      .update(invoiceLines)
      .set({ label: after.label, unitPrice: after.unit_price, quantity: after.quantity, amount: lineAmount(after) })
      .where(eq(invoiceLines.id, lineId));
    await refreshTotals(tx, id, invoice.gst);
    const before = { label: line.label, unit_price: line.unitPrice, quantity: line.quantity };
    await auditUpdate(tx, context.actor, 'invoices', id, `Changed “${after.label}” on invoice #${invoice.number}`, before, after);
  });
}

export async function deleteLine(db: Db, id: number, lineId: number, context: InvoiceContext) {
  await changeLines(db, id, context, async (tx, invoice) => {
    const line = await lineOf(tx, id, lineId);
    await tx.delete(invoiceLines).where(eq(invoiceLines.id, lineId));
    return { description: `Removed “${line.label}” from invoice #${invoice.number}` };
  });
}

/** `GET /api/invoices/{id}/paid`: the balance, read under the client's money lock, is recorded as a manual payment today. */
export async function markPaid(db: Db, id: number, context: InvoiceContext) {
  await db.transaction(async (tx) => {
    await lockClientMoney(tx, { invoiceIds: [id] });
    const { invoice } = await loadForAction(tx, id, 'mark_paid', context);
    const balance = await balanceOfInvoice(tx, id);
    if (balance <= 0) throw new HttpError(422, 'Nothing is owed on this invoice.');
    await assertQuarterOpen(tx, [context.today], 'paid_at');
    await tx
      .insert(payments)
      .values({ invoiceId: id, amount: balance, paidAt: context.today, source: 'manual', createdBy: context.actor.userId });
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'invoices',
      subjectId: id,
      description: `Marked invoice #${invoice.number} paid`,
      changes: { payment: balance, source: 'manual', paid_at: context.today },
    });
  });
}
