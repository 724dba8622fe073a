/** Vendors, expense categories, expenses and their documents (receipts) for tests, written straight to the tables as the other factories do. */
import type { FastifyInstance } from 'fastify';
import { expenseDocumentMaxBytes } from '../../shared/api/expenses';
import { todayIn } from '../../shared/dates';
import type { Db } from '../db/client';
import { expenseCategories } from '../features/expense-categories/expense-categories.table';
import { expenseDocumentsOwnerType } from '../features/expenses/expense-documents';
import { expenseDocuments, expenses } from '../features/expenses/expenses.table';
import { vendors } from '../features/vendors/vendors.table';
import { type Attrs, insertRow, next } from './factory-kit';
import { timeZone } from './test-app';
import { fakePdf } from './uploads';
import { buildOnUpload } from './upload-factories';

/** A vendor with a made-up name, not GST registered unless told. */
export async function buildVendor(db: Db, overrides: Attrs<typeof vendors> = {}) {
  return insertRow(db, vendors, { name: `Vendor ${next()}`, ...overrides });
}

export async function buildExpenseCategory(db: Db, overrides: Attrs<typeof expenseCategories> = {}) {
  return insertRow(db, expenseCategories, { name: `Category ${next()}`, color: 'blue', ...overrides });
}

/** A $110.00 expense dated today, no GST, no vendor or category unless told. */
export async function buildExpense(db: Db, overrides: Attrs<typeof expenses> = {}) {
  return insertRow(db, expenses, { description: `Expense ${next()}`, spentOn: todayIn(timeZone), amount: 11_000, ...overrides });
}

type DocumentAttrs = Attrs<typeof expenseDocuments> & {
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
  return buildOnUpload(
    app,
    {
      ownerType: expenseDocumentsOwnerType,
      createdBy: 0,
      filename,
      kind: 'pdf_or_image',
      maxBytes: expenseDocumentMaxBytes,
      file,
      complete,
      contentType,
    },
    (uploadId) => insertRow(app.db, expenseDocuments, { reading: 'processed', ...overrides, uploadId }),
  );
}
