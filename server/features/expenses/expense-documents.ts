import { and, eq, inArray } from 'drizzle-orm';
import { type ExpenseDocumentInput, expenseDocumentMaxBytes } from '../../../shared/api/expenses';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Actor } from '../../platform/types';
import { audit, auditDelete } from '../audit/audit';
import { beginOwnedUpload, deleteUpload, type UploadOwner } from '../uploads/uploads';
import { expenseDocumentDismissals, expenseDocuments, expenses } from './expenses.table';

export const expenseDocumentsOwnerType = 'expense_documents';
const uploadOwner: UploadOwner = { ownerType: expenseDocumentsOwnerType, kind: 'pdf_or_image', maxBytes: expenseDocumentMaxBytes };

async function expenseExists(db: Db, id: number) {
  const [row] = await db.select({ id: expenses.id, description: expenses.description }).from(expenses).where(eq(expenses.id, id));
  return row ?? null;
}

/**
 * Records a receipt or bill and begins its upload (images or PDF); returns the upload id the pieces go to.
 * Dropped on an expense, it is on that expense at once (a person chose it). Listed once the upload completes,
 * when reading it begins (`expenses.read-document`).
 */
export async function createExpenseDocument(
  db: Db,
  params: { uploaderId: number; input: ExpenseDocumentInput },
  actor: Actor,
): Promise<string> {
  const { uploaderId, input } = params;
  const expense = input.expense_id === null ? null : await expenseExists(db, input.expense_id);
  if (input.expense_id !== null && !expense) throw invalid({ expense_id: ['The selected expense is invalid.'] });
  return db.transaction(async (tx) => {
    const { id, uploadId } = await beginOwnedUpload(tx, uploadOwner, uploaderId, input);
    await tx.insert(expenseDocuments).values({
      id,
      uploadId,
      description: input.description,
      uploadedBy: uploaderId,
      expenseId: expense?.id ?? null,
      confirmed: expense !== null,
    });
    await audit(tx, actor, {
      action: 'create',
      subjectType: expenseDocumentsOwnerType,
      subjectId: id,
      description: expense
        ? `Added document ${input.filename} to expense ${expense.description}`
        : `Added expense document ${input.filename}`,
      changes: { filename: input.filename, description: input.description, expense_id: expense?.id ?? null },
      awaitsUpload: uploadId,
    });
    return uploadId;
  });
}

type Link = { expenseId: number; documentId: number };

/** The expense and a listed document, or 404. */
async function linkOf(db: Db, { expenseId, documentId }: Link) {
  const expense = await expenseExists(db, expenseId);
  const [document] = await db
    .select({ id: expenseDocuments.id, expenseId: expenseDocuments.expenseId, confirmed: expenseDocuments.confirmed })
    .from(expenseDocuments)
    .where(eq(expenseDocuments.id, documentId));
  if (!expense || !document) throw notFound();
  return { expense, document };
}

/** Puts a document on an expense by a person's choice: confirmed, whatever it was on or suggested for before. */
export async function attachDocument(db: Db, link: Link, actor: Actor) {
  const { expense, document } = await linkOf(db, link);
  if (document.expenseId === expense.id && document.confirmed) return;
  await db.transaction(async (tx) => {
    await tx
      .update(expenseDocuments)
      .set({ expenseId: expense.id, confirmed: true, confidence: null, reasons: [] })
      .where(eq(expenseDocuments.id, document.id));
    await tx
      .delete(expenseDocumentDismissals)
      .where(and(eq(expenseDocumentDismissals.documentId, document.id), eq(expenseDocumentDismissals.expenseId, expense.id)));
    await audit(tx, actor, {
      action: 'attach',
      subjectType: expenseDocumentsOwnerType,
      subjectId: document.id,
      description: `Attached a document to expense ${expense.description}`,
      changes: { expense_id: { from: document.expenseId, to: expense.id } },
    });
  });
}

/** Confirms the suggestion that this document is this expense's. Confirming twice changes nothing. */
export async function confirmDocument(db: Db, link: Link, actor: Actor) {
  const { expense, document } = await linkOf(db, link);
  if (document.expenseId !== expense.id) throw invalid({ document: ['This document is not suggested for this expense.'] });
  if (document.confirmed) return;
  await db.transaction(async (tx) => {
    // Only while still unconfirmed on this expense: two confirmations at once write once.
    const confirmed = await tx
      .update(expenseDocuments)
      .set({ confirmed: true })
      .where(and(eq(expenseDocuments.id, document.id), eq(expenseDocuments.expenseId, expense.id), eq(expenseDocuments.confirmed, false)))
      .returning({ confidence: expenseDocuments.confidence });
    if (confirmed.length === 0) return;
    await audit(tx, actor, {
      action: 'confirm',
      subjectType: expenseDocumentsOwnerType,
      subjectId: document.id,
      description: `Confirmed a document of expense ${expense.description}`,
      changes: { expense_id: expense.id, confidence: confirmed[0].confidence },
    });
  });
}

/** Takes a document off an expense (the viewer's Remove), and never suggests that pair again. */
export async function detachDocument(db: Db, link: Link, actor: Actor) {
  const { expense, document } = await linkOf(db, link);
  if (document.expenseId !== expense.id) return;
  await db.transaction(async (tx) => {
    await tx
      .update(expenseDocuments)
      .set({ expenseId: null, confirmed: false, confidence: null, reasons: [] })
      .where(eq(expenseDocuments.id, document.id));
    await tx.insert(expenseDocumentDismissals).values({ documentId: document.id, expenseId: expense.id }).onConflictDoNothing();
    await audit(tx, actor, {
      action: 'detach',
      subjectType: expenseDocumentsOwnerType,
      subjectId: document.id,
      description: `Removed a document from expense ${expense.description}`,
      changes: { expense_id: { from: expense.id, to: null }, was_confirmed: document.confirmed },
    });
  });
}

/** Deletes a document, its upload row and (once committed) its file. */
export async function deleteExpenseDocument(db: Db, storage: Storage, id: number, actor: Actor) {
  const removeFiles = await db.transaction(async (tx) => {
    const [row] = await tx.delete(expenseDocuments).where(eq(expenseDocuments.id, id)).returning();
    if (!row) throw notFound();
    const cleanUp = await deleteUpload(tx, storage, row.uploadId);
    await auditDelete(tx, actor, expenseDocumentsOwnerType, id, `Deleted expense document${row.description ? ` ${row.description}` : ''}`, {
      description: row.description,
      expense_id: row.expenseId,
      found_amount: row.foundAmount,
      found_date: row.foundDate,
    });
    return cleanUp;
  });
  await removeFiles();
}

/**
 * For the bank feature, inside its transaction: marks documents as matched to a bank debit (or no longer), either
 * named or all those of an expense. A reconciled document on its expense is `complete`.
 */
export async function setDocumentsReconciled(
  tx: Db,
  which: { documentIds: readonly number[] } | { expenseId: number },
  reconciled: boolean,
) {
  const where =
    'expenseId' in which ? eq(expenseDocuments.expenseId, which.expenseId) : inArray(expenseDocuments.id, [...which.documentIds]);
  if ('documentIds' in which && which.documentIds.length === 0) return;
  await tx
    .update(expenseDocuments)
    .set({ reconciledAt: reconciled ? new Date() : null })
    .where(where);
}

/** For the uploads clean-up, in its transaction: documents whose uploads were abandoned (never listed, no other file). */
export async function removeUnfinishedExpenseDocuments(tx: Db, uploadIds: string[]): Promise<{ rows: number; files: string[] }> {
  const rows = await tx
    .delete(expenseDocuments)
    .where(inArray(expenseDocuments.uploadId, uploadIds))
    .returning({ id: expenseDocuments.id });
  return { rows: rows.length, files: [] };
}
