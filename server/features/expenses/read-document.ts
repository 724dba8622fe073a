import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatAud } from '../../../shared/money';
import { findGst, readReceipt, recogniseVendor } from '../../../shared/receipt-text';
import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import { audit, systemActor } from '../audit/audit';
import { findCompleteFile } from '../uploads/uploads';
import { knownVendors } from '../vendors/vendors.queries';
import { expenseDocumentsOwnerType } from './expense-documents';
import { documentsWithGstUnread, findExpenseDocument, waitingDocumentIds } from './expense-documents.queries';
import { expenseDocuments } from './expenses.table';
import { readFileText, UnreadableFile } from './read-file';
import { suggestExpenseFor } from './suggest';

/** Queued for each document once its upload completes. */
export const readDocumentJob = 'expenses.read-document';
/** Every 10 minutes: reads any document still waiting (its queued job lost, say, with the process that had it). */
export const readWaitingDocumentsJob = 'expenses.read-waiting';
export const readWaitingDocumentsCron = '*/10 * * * *';

export type ReaderDeps = { db: Db; storage: Storage; cachePath: string; log: Pick<FastifyBaseLogger, 'warn'> };

/** What was read is kept for search and for a person to check, up to this many characters. */
const keptText = 20_000;

/**
 * Reads one document (PDF text, else OCR) for its amount, date, ABN and vendor, and suggests the expense it
 * belongs to when it is on none. Only a document still `processing` is read, so running it twice is harmless.
 * A file that cannot be read ends `failed` with the reason (a retry would read it no better); a database error
 * is thrown, for the queue to retry.
 */
export async function readExpenseDocument({ db, storage, cachePath, log }: ReaderDeps, documentId: number): Promise<void> {
  const document = await findExpenseDocument(db, documentId);
  if (!document || !document.complete || document.reading !== 'processing') return;
  const file = await findCompleteFile(db, document.uploadId);
  if (!file) return;

  let text = '';
  let failure: string | null = null;
  try {
    text = (await readFileText(await storage.read(file.storagePath), file.contentType, { cachePath })).text;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) log.warn({ err: error, documentId }, 'Reading an expense document failed');
    failure = error instanceof UnreadableFile ? error.message : 'The document could not be read.';
  }
  if (!failure && !text.trim()) failure = 'No words could be read from it.';

  const facts = readReceipt(text);
  const vendorId = failure ? null : recogniseVendor(facts, text, await knownVendors(db));
  const reading = failure ? 'failed' : facts.amount !== null && facts.date !== null ? 'processed' : 'attempted';

  await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(expenseDocuments)
      .set({
        reading,
        readAt: new Date(),
        readError: failure,
        text: text.slice(0, keptText) || null,
        foundAmount: facts.amount,
        foundGst: facts.gst,
        gstRead: true,
        foundDate: facts.date,
        foundAbn: facts.abn,
        foundVendorName: facts.vendorName,
        vendorId,
      })
      .where(and(eq(expenseDocuments.id, documentId), eq(expenseDocuments.reading, 'processing')))
      .returning({ expenseId: expenseDocuments.expenseId });
    if (!saved) return;
    const suggested =
      saved.expenseId === null && !failure
        ? await suggestExpenseFor(tx, { id: documentId, foundAmount: facts.amount, foundDate: facts.date, vendorId })
        : null;
    await audit(tx, systemActor, {
      action: 'read',
      subjectType: expenseDocumentsOwnerType,
      subjectId: documentId,
      description: failure ? `Could not read ${file.filename}: ${failure}` : `Read ${file.filename}: ${describeFacts(facts)}`,
      changes: {
        reading,
        amount: facts.amount,
        gst: facts.gst,
        date: facts.date,
        abn: facts.abn,
        vendor_id: vendorId,
        suggested_expense_id: suggested,
      },
    });
  });
}

function describeFacts(facts: ReturnType<typeof readReceipt>): string {
  const parts = [
    facts.amount !== null && formatAud(facts.amount),
    facts.date && `dated ${facts.date}`,
    facts.abn && `ABN ${facts.abn}`,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no amount or date found';
}

/**
 * The sweep: documents still waiting five minutes after their upload completed, oldest first, a batch at a time;
 * and the GST of documents read before it was looked for, from the text kept of them (no second OCR).
 */
export async function readWaitingDocuments(deps: ReaderDeps, now = new Date()): Promise<number> {
  const waiting = await waitingDocumentIds(deps.db, new Date(now.getTime() - 5 * 60_000), 20);
  for (const id of waiting) await readExpenseDocument(deps, id);
  for (const document of await documentsWithGstUnread(deps.db, 500)) {
    await deps.db
      .update(expenseDocuments)
      .set({ foundGst: document.text ? findGst(document.text, document.foundAmount) : null, gstRead: true })
      .where(and(eq(expenseDocuments.id, document.id), eq(expenseDocuments.gstRead, false)));
  }
  return waiting.length;
}
