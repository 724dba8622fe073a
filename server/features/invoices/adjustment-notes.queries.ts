/**
 * Adjustment notes as the invoice, the statement and the PDF read them (decision 031). The part of a note that
 * lowered its invoice's balance is `applied`; the rest is the client's credit (transaction_credits).
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type AdjustmentNote, adjustmentNoteNumber } from '../../../shared/api/invoices';
import type { Db } from '../../db/client';
import { adjustmentNoteLines, adjustmentNotes } from './adjustment-notes.table';

export type AdjustmentNoteRow = typeof adjustmentNotes.$inferSelect;

/** The advisory lock space of the notes' number series (the client money lock's is 18). */
const noteNumberLockSpace = 31;

/**
 * The next number of the series, taken under a transaction-scoped lock so notes issued at once get consecutive
 * numbers, and a note that rolls back gives its number back (as invoice numbers do, docs/domain.md).
 */
export async function takeAdjustmentNoteNumber(tx: Db): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${noteNumberLockSpace}, 0)`);
  const [row] = await tx.select({ last: sql<number>`coalesce(max(${adjustmentNotes.number}), 0)`.mapWith(Number) }).from(adjustmentNotes);
  return (row?.last ?? 0) + 1;
}

/** The notes of some invoices, oldest first. */
export async function notesOfInvoices(db: Db, invoiceIds: readonly number[]): Promise<AdjustmentNoteRow[]> {
  if (invoiceIds.length === 0) return [];
  return db
    .select()
    .from(adjustmentNotes)
    .where(inArray(adjustmentNotes.invoiceId, [...invoiceIds]))
    .orderBy(asc(adjustmentNotes.issuedAt), asc(adjustmentNotes.number));
}

export const presentNote = (note: AdjustmentNoteRow): AdjustmentNote => ({
  id: note.id,
  number: adjustmentNoteNumber(note.number),
  issued_at: note.issuedAt,
  reason: note.reason,
  amount: note.subtotal,
  tax: note.tax,
  total: note.total,
  applied: note.applied,
  credited: note.total - note.applied,
});

/** One note with its lines, for its document; null when there is none. */
export async function findNoteWithLines(db: Db, id: number) {
  const [note] = await db.select().from(adjustmentNotes).where(eq(adjustmentNotes.id, id));
  if (!note) return null;
  const lines = await db
    .select()
    .from(adjustmentNoteLines)
    .where(eq(adjustmentNoteLines.noteId, id))
    .orderBy(asc(adjustmentNoteLines.position), asc(adjustmentNoteLines.id));
  return { note, lines };
}
