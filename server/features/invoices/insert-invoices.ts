/**
 * Making invoices from finished visits, one or a thousand at once, inside the caller's transaction: each gets
 * the next number (consecutive, in the order given), its lines (`invoiceLinesFrom`: one per task label and
 * price), its totals (`invoiceTotals`, GST as the business is registered now) and its visits, which become
 * invoiced. A few statements whatever the count, so the auto-invoice run and the demo stay fast.
 */
import { addDays, type IsoDate } from '../../../shared/dates';
import { invoiceLinesFrom } from '../../../shared/invoice-lines';
import { invoiceTotals, lineAmount } from '../../../shared/money';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/types';
import type { BillableVisit } from '../schedules/invoicing.queries';
import { markVisitsInvoiced } from '../schedules/visit-invoicing';
import { takeInvoiceNumbers } from '../settings/save-settings';
import { findInvoiceConfig } from '../settings/settings.queries';
import { invoiceLines, invoices } from './invoices.table';

export type NewInvoice = {
  clientId: number;
  issuedAt: IsoDate;
  terms: number;
  note?: string | null;
  cash?: boolean;
  period?: { key: string; start: IsoDate; end: IsoDate };
};

/** An invoice to make, with its visits as `billableVisits` read them (in the same transaction). */
export type InvoiceToMake = NewInvoice & { visits: readonly BillableVisit[] };
export type MadeInvoice = { id: number; number: number; total: number };

/** Rows per statement: far below PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/** Makes the invoices in the order given; answers each one's id, number and total, in that order. */
export async function insertInvoices(db: Db, toMake: readonly InvoiceToMake[], actor: Actor): Promise<MadeInvoice[]> {
  if (toMake.length === 0) return [];
  const { gst_registered: gst } = await findInvoiceConfig(db);
  const numbers = await takeInvoiceNumbers(db, toMake.length);
  const made: MadeInvoice[] = [];
  for (let start = 0; start < toMake.length; start += CHUNK) {
    const chunk = toMake.slice(start, start + CHUNK).map((input, i) => {
      const lines = invoiceLinesFrom(input.visits.flatMap((visit) => visit.lines));
      return { input, lines, number: numbers[start + i], totals: invoiceTotals(lines, { gst }) };
    });
    const rows = await db
      .insert(invoices)
      .values(
        chunk.map(({ input, number, totals }) => ({
          number,
          clientId: input.clientId,
          issuedAt: input.issuedAt,
          terms: input.terms,
          dueDate: addDays(input.issuedAt, input.terms),
          note: input.note ?? null,
          gst,
          subtotal: totals.subtotal,
          tax: totals.tax,
          total: totals.total,
          cash: input.cash ?? false,
          periodKey: input.period?.key ?? null,
          periodStart: input.period?.start ?? null,
          periodEnd: input.period?.end ?? null,
          createdBy: actor.userId,
        })),
      )
      .returning({ id: invoices.id, number: invoices.number, total: invoices.total });
    // Matched by number, which is unique, rather than trusting the order RETURNING gives.
    const idOf = new Map(rows.map((row) => [row.number, row.id]));
    const lines = chunk.flatMap(({ lines, number }) =>
      lines.map((line, i) => ({
        invoiceId: idOf.get(number) ?? 0,
        label: line.label,
        unitPrice: line.unit_price,
        quantity: line.quantity,
        amount: lineAmount(line),
        taskId: line.task_id,
        position: i + 1,
      })),
    );
    for (let first = 0; first < lines.length; first += CHUNK) await db.insert(invoiceLines).values(lines.slice(first, first + CHUNK));
    await markVisitsInvoiced(
      db,
      chunk.map(({ input, number }) => ({ invoiceId: idOf.get(number) ?? 0, visitIds: input.visits.map((visit) => visit.id) })),
    );
    made.push(...chunk.map(({ number, totals }) => ({ id: idOf.get(number) ?? 0, number, total: totals.total })));
  }
  return made;
}
