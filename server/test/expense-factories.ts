/** Vendors, expense categories, expenses and their documents (receipts) for tests, written straight to the tables as the other factories do. */
import type { FastifyInstance } from 'fastify';
import { expenseDocumentMaxBytes } from '../../shared/api/expenses';
import { todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import { expenseCategories } from '../features/expense-categories/expense-categories.table';
import { expenseDocumentsOwnerType } from '../features/expenses/expense-documents';
import { expenseDocuments, expenses } from '../features/expenses/expenses.table';
import { vendors } from '../features/vendors/vendors.table';
import { timeZone } from './test-app';
import { fakePdf } from './uploads';
import { adoptUpload, buildUpload } from './upload-factories';

type Insert<T extends { $inferInsert: object }> = Partial<T['$inferInsert']>;

let seq = 0;
const next = () => ++seq;

/** A vendor with a made-up name, not GST registered unless told. */
export async function buildVendor(db: Db, overrides: Insert<typeof vendors> = {}) {
  const [row] = await db
    .insert(vendors)
    .values({ name: `Vendor ${next()}`, ...overrides })
    .returning();
  return row;
}

export async function buildExpenseCategory(db: Db, overrides: Insert<typeof expenseCategories> = {}) {
  const [row] = await db
    .insert(expenseCategories)
    .values({ name: `Category ${next()}`, color: 'blue', ...overrides })
    .returning();
  return row;
}

/** A $110.00 expense dated today, no GST, no vendor or category unless told. */
export async function buildExpense(db: Db, overrides: Insert<typeof expenses> = {}) {
  const [row] = await db
    .insert(expenses)
    .values({ description: `Expense ${next()}`, spentOn: todayIn(timeZone), amount: 11_000, ...overrides })
    .returning();
  return row;
}

type DocumentAttrs = Insert<typeof expenseDocuments> & {
  /** False for one whose upload has begun and received nothing: not listed. */
  complete?: boolean;
  filename?: string;
  file?: Buffer;
  contentType?: string;
};

/** An expense document with its upload and, when complete, its stored file (a PDF unless told); already read unless told. */
export async function buildExpenseDocument(
  app: FastifyInstance,
  {
    complete = true,
    filename = `receipt-${next()}.pdf`,
    file = fakePdf(1000),
    contentType = 'application/pdf',
    ...overrides
  }: DocumentAttrs = {},
) {
  const upload = await buildUpload(app, {
    ownerType: expenseDocumentsOwnerType,
    createdBy: 0,
    filename,
    kind: 'pdf_or_image',
    maxBytes: expenseDocumentMaxBytes,
    file,
    complete,
    contentType,
  });
  const [document] = await app.db
    .insert(expenseDocuments)
    .values({ reading: 'processed', ...overrides, uploadId: upload.id })
    .returning();
  await adoptUpload(app.db, upload.id, document.id);
  return { ...document, upload };
}
