import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ExpenseDocument, expenseDocumentListQuery } from '../../../shared/api/expenses';
import { expenseDocumentState, expenseDocumentStateClasses, receiptGstWarning } from '../../../shared/expense-documents';
import type { Db } from '../../db/client';
import { pagedSelect, searchIn } from '../../platform/paging';
import { uploads } from '../uploads/uploads.table';
import { expenseDocuments, expenses } from './expenses.table';

// The upload row holds the file's name, size and type; joining it keeps out files still arriving.
const columns = {
  id: expenseDocuments.id,
  description: expenseDocuments.description,
  reading: expenseDocuments.reading,
  readError: expenseDocuments.readError,
  foundAmount: expenseDocuments.foundAmount,
  foundGst: expenseDocuments.foundGst,
  gstRead: expenseDocuments.gstRead,
  foundDate: expenseDocuments.foundDate,
  foundAbn: expenseDocuments.foundAbn,
  foundVendorName: expenseDocuments.foundVendorName,
  vendorId: expenseDocuments.vendorId,
  expenseId: expenseDocuments.expenseId,
  confirmed: expenseDocuments.confirmed,
  confidence: expenseDocuments.confidence,
  reasons: expenseDocuments.reasons,
  reconciledAt: expenseDocuments.reconciledAt,
  createdAt: expenseDocuments.createdAt,
  uploadId: expenseDocuments.uploadId,
  // The expense it is on, for the GST it claims against the GST printed.
  expenseAmount: sql<
    number | null
  >`(select ${expenses.amount} from ${expenses} where ${expenses.id} = ${expenseDocuments.expenseId})`.mapWith((value) =>
    value === null ? null : Number(value),
  ),
  expenseGst: sql<boolean | null>`(select ${expenses.gst} from ${expenses} where ${expenses.id} = ${expenseDocuments.expenseId})`,
  filename: uploads.filename,
  size: uploads.size,
  contentType: uploads.contentType,
};
type Row = Omit<typeof expenseDocuments.$inferSelect, 'uploadedBy' | 'readAt' | 'text'> & {
  expenseAmount: number | null;
  expenseGst: boolean | null;
  filename: string;
  size: number | null;
  contentType: string | null;
};

export function presentExpenseDocument(row: Row): ExpenseDocument {
  const isImage = row.contentType?.startsWith('image/') ?? false;
  const expense = row.expenseId === null ? 'none' : row.confirmed ? 'confirmed' : 'suggested';
  const state = expenseDocumentState({ reading: row.reading, expense, reconciled: row.reconciledAt !== null });
  return {
    id: row.id,
    filename: row.filename,
    doc_type: isImage ? 'image' : 'pdf',
    state: { state, class: expenseDocumentStateClasses[state] },
    description: row.description,
    size: row.size ?? 0,
    is_image: isImage,
    expense_id: row.expenseId,
    confirmed: row.expenseId !== null && row.confirmed,
    confidence: row.expenseId !== null && !row.confirmed ? row.confidence : null,
    reasons: row.expenseId !== null && !row.confirmed ? row.reasons : [],
    found: {
      amount: row.foundAmount,
      gst: row.gstRead ? row.foundGst : null,
      date: row.foundDate,
      abn: row.foundAbn,
      vendor_name: row.foundVendorName,
      vendor_id: row.vendorId,
    },
    gst_warning: receiptGstWarning(
      { amount: row.foundAmount, gst: row.foundGst, gstRead: row.gstRead },
      row.expenseAmount === null ? null : { amount: row.expenseAmount, gst: row.expenseGst ?? false },
    ),
    error: row.reading === 'failed' ? row.readError : null,
    created_at: row.createdAt.toISOString(),
    stream_url: `/api/documents/${row.id}/stream`,
  };
}

const complete = eq(uploads.complete, true);
const selectDocuments = <T extends SelectedFields>(db: Db, fields: T) =>
  db.select(fields).from(expenseDocuments).innerJoin(uploads, eq(uploads.id, expenseDocuments.uploadId));

/** Newest first; searched by description, file name or the text read from it. */
export async function listExpenseDocuments(db: Db, query: z.infer<typeof expenseDocumentListQuery>) {
  const where = and(
    complete,
    query.filters.unattached === '1' ? isNull(expenseDocuments.expenseId) : undefined,
    searchIn(query.search, expenseDocuments.description, uploads.filename, expenseDocuments.text),
  );
  const order =
    query.direction === 'asc'
      ? [expenseDocuments.createdAt, expenseDocuments.id]
      : [desc(expenseDocuments.createdAt), desc(expenseDocuments.id)];
  const rows = selectDocuments(db, columns)
    .where(where)
    .orderBy(...order);
  return pagedSelect(query, rows, selectDocuments(db, { n: count() }).where(where), (page) => page.map(presentExpenseDocument));
}

/** The documents on these expenses (suggested or confirmed), complete uploads only, oldest first, by expense. */
export async function documentsOfExpenses(db: Db, expenseIds: readonly number[]): Promise<Map<number, ExpenseDocument[]>> {
  const byExpense = new Map<number, ExpenseDocument[]>();
  if (expenseIds.length === 0) return byExpense;
  const rows = await selectDocuments(db, columns)
    .where(and(complete, inArray(expenseDocuments.expenseId, [...new Set(expenseIds)])))
    .orderBy(expenseDocuments.createdAt, expenseDocuments.id);
  for (const row of rows) {
    if (row.expenseId === null) continue;
    byExpense.set(row.expenseId, [...(byExpense.get(row.expenseId) ?? []), presentExpenseDocument(row)]);
  }
  return byExpense;
}

/** One document with its upload, complete or not (deleting an unfinished one is allowed). */
export async function findExpenseDocument(db: Db, id: number) {
  const [row] = await selectDocuments(db, { ...columns, complete: uploads.complete }).where(eq(expenseDocuments.id, id));
  return row ?? null;
}

/** A listed (complete) document as the API shows it. */
export async function findPresentedDocument(db: Db, id: number): Promise<ExpenseDocument | null> {
  const [row] = await selectDocuments(db, columns).where(and(complete, eq(expenseDocuments.id, id)));
  return row ? presentExpenseDocument(row) : null;
}

/**
 * For matching bank lines (the bank feature): read documents whose debit is not matched yet, with what they were
 * found to say and the expense they are on. Newest first; `since` limits them to those dated from then.
 */
export async function documentsToReconcile(db: Db, { since }: { since?: string } = {}) {
  return selectDocuments(db, {
    id: expenseDocuments.id,
    amount: expenseDocuments.foundAmount,
    date: expenseDocuments.foundDate,
    abn: expenseDocuments.foundAbn,
    vendorName: expenseDocuments.foundVendorName,
    vendorId: expenseDocuments.vendorId,
    expenseId: expenseDocuments.expenseId,
    confirmed: expenseDocuments.confirmed,
  })
    .where(
      and(
        complete,
        isNull(expenseDocuments.reconciledAt),
        sql`${expenseDocuments.foundAmount} is not null`,
        since ? sql`${expenseDocuments.foundDate} >= ${since}` : undefined,
      ),
    )
    .orderBy(desc(expenseDocuments.createdAt), desc(expenseDocuments.id));
}

/** Documents still waiting to be read whose upload completed before `before`, oldest first. */
export async function waitingDocumentIds(db: Db, before: Date, limit: number): Promise<number[]> {
  const rows = await selectDocuments(db, { id: expenseDocuments.id })
    .where(and(eq(expenseDocuments.reading, 'processing'), complete, lt(uploads.completedAt, before)))
    .orderBy(expenseDocuments.id)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Documents read before the GST printed on them was looked for (migration 0023), with the text kept of them. */
export async function documentsWithGstUnread(db: Db, limit: number) {
  return db
    .select({ id: expenseDocuments.id, text: expenseDocuments.text, foundAmount: expenseDocuments.foundAmount })
    .from(expenseDocuments)
    .where(and(eq(expenseDocuments.gstRead, false), inArray(expenseDocuments.reading, ['processed', 'attempted', 'failed'])))
    .orderBy(expenseDocuments.id)
    .limit(limit);
}
