/**
 * A read receipt's GST against the claim (found.gst, gst_warning), the GST of documents read before it was
 * looked for, and an expense made from a read receipt with its document on it (decision 027).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildExpenseDocument, buildVendor } from '../../test/expense-factories';
import { activityLog } from '../../test/inspect';
import { receiptImage, textPdf } from '../../test/receipts';
import { sendFile } from '../../test/uploads';
import { uploads } from '../uploads/uploads.table';
import { expenseDocuments, expenses } from './expenses.table';
import { readWaitingDocuments } from './read-document';

const { t, bookkeeper, admin } = await createDemoApp('bookkeeper', 'admin');
afterAll(() => t.close());
const db = t.app.db;

const shown = async (id: number) => (await bookkeeper.get(`/api/expense-documents/${id}`)).json();

async function upload(file: Buffer, filename: string) {
  const begun = await bookkeeper.post('/api/expense-documents', { filename, size: file.length });
  const uploadId: string = begun.json().id;
  expect((await sendFile(bookkeeper, uploadId, file)).json()).toMatchObject({ complete: true });
  const [row] = await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, uploadId));
  return row.ownerId;
}

describe('the GST printed on a receipt', () => {
  it('is read beside the amount, and a receipt that agrees with amount ÷ 11 raises nothing', async () => {
    const id = await upload(await textPdf(['Officeworks', 'Date 03/11/2026', 'TOTAL $45.10', 'GST included $4.10']), 'ok.pdf');
    expect(await shown(id)).toMatchObject({ found: { amount: 4510, gst: 410 }, gst_warning: null });
  });

  it('is read from a receipt photographed small (its letters 9 pixels tall): enlarged before OCR, not misread', async () => {
    const small = await receiptImage(
      ['OFFICEWORKS', 'Date: 25 Nov 2026', 'Paper A4 x5   $31.96', 'TOTAL   $45.10', 'GST included  $4.10'],
      'png',
      {
        small: true,
      },
    );
    const id = await upload(small, 'small.png');
    expect(await shown(id)).toMatchObject({ state: { state: 'processed' }, found: { amount: 4510, gst: 410, date: '2026-11-25' } });
  }, 90_000);

  it('flags a GST-free bill, and a receipt with no GST, against what an expense of its amount would claim', async () => {
    const free = await upload(await textPdf(['Australia Post', 'Date 03/11/2026', 'Stamps $22.00 GST free', 'TOTAL $22.00']), 'free.pdf');
    expect(await shown(free)).toMatchObject({
      found: { amount: 2200, gst: 0 },
      gst_warning: 'It says GST free; an expense of its amount would claim $2.00.',
    });
    const none = await upload(await textPdf(['Corner Store', 'Date 03/11/2026', 'TOTAL $11.00']), 'none.pdf');
    expect(await shown(none)).toMatchObject({
      found: { amount: 1100, gst: null },
      gst_warning: 'No GST is printed on it; an expense of its amount would claim $1.00.',
    });
  });

  it('on an expense, is held to that expense’s claim', async () => {
    const expense = await buildExpense(db, { amount: 4510, gst: true });
    const document = await buildExpenseDocument(t.app, {
      expenseId: expense.id,
      confirmed: true,
      foundAmount: 4510,
      foundGst: 250,
      gstRead: true,
    });
    expect((await shown(document.id)).gst_warning).toBe('It prints GST of $2.50; the expense claims $4.10.');
    await db.update(expenses).set({ gst: false }).where(eq(expenses.id, expense.id));
    expect((await shown(document.id)).gst_warning).toBe('It prints GST of $2.50; the expense claims $0.00.');
  });

  it('of a document read before it was looked for is read from the text kept, by the sweep, with no warning until then', async () => {
    const document = await buildExpenseDocument(t.app, {
      foundAmount: 2200,
      text: 'Stamps $22.00\nGST free\nTOTAL $22.00',
      gstRead: false,
    });
    expect(await shown(document.id)).toMatchObject({ found: { gst: null }, gst_warning: null });
    await readWaitingDocuments({ db, storage: t.app.storage, cachePath: path.join(t.app.config.dataDir, 'ocr-cache'), log: t.app.log });
    expect(await shown(document.id)).toMatchObject({ found: { gst: 0 }, gst_warning: expect.stringContaining('GST free') });
  });
});

describe('POST /api/expense-documents/{id}/expense', () => {
  const body = (vendorId: number | null) => ({
    description: 'Mop heads',
    created_at: '2026-11-03',
    amount: 4510,
    business_use: 100,
    gst: vendorId !== null,
    category_id: null,
    vendor_id: vendorId,
  });

  it('records the expense with the document confirmed on it, both audited', async () => {
    const vendor = await buildVendor(db, { name: 'Mop World', gstRegistered: true });
    const document = await buildExpenseDocument(t.app, { foundAmount: 4510, foundGst: 410, gstRead: true });
    const response = await bookkeeper.post(`/api/expense-documents/${document.id}/expense`, body(vendor.id));
    expect(response.statusCode).toBe(201);
    const expense = response.json();
    expect(expense).toMatchObject({ description: 'Mop heads', amount: 4510, gst: true, gst_amount: 410, vendor_id: vendor.id });
    expect(expense.documents).toEqual([expect.objectContaining({ id: document.id, confirmed: true, gst_warning: null })]);
    const actions = (await activityLog(admin)).filter(
      (a) => (a.subject_type === 'expenses' && a.subject_id === String(expense.id)) || a.subject_id === String(document.id),
    );
    expect(actions.map((a) => a.action).sort()).toEqual(['attach', 'create']);
  });

  it('refuses a document a person already put on an expense (422), an unknown one (404), and bad input, creating nothing', async () => {
    const before = (await db.select({ id: expenses.id }).from(expenses)).length;
    const placed = await buildExpenseDocument(t.app, { expenseId: (await buildExpense(db)).id, confirmed: true });
    const refused = await bookkeeper.post(`/api/expense-documents/${placed.id}/expense`, body(null));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ document: ['This document is already on an expense: remove it there first.'] });
    expect((await bookkeeper.post('/api/expense-documents/999999/expense', body(null))).statusCode).toBe(404);
    const loose = await buildExpenseDocument(t.app);
    const bad = await bookkeeper.post(`/api/expense-documents/${loose.id}/expense`, { ...body(null), gst: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ gst: ['GST can be claimed only from a GST-registered vendor.'] });
    expect((await db.select({ id: expenses.id }).from(expenses)).length).toBe(before + 1);
    const [still] = await db
      .select({ expenseId: expenseDocuments.expenseId })
      .from(expenseDocuments)
      .where(eq(expenseDocuments.id, loose.id));
    expect(still.expenseId).toBeNull();
  });

  it('takes a suggested document off its suggestion and onto the new expense', async () => {
    const suggested = await buildExpense(db, { amount: 999 });
    const document = await buildExpenseDocument(t.app, { expenseId: suggested.id, confirmed: false, confidence: 70 });
    const response = await bookkeeper.post(`/api/expense-documents/${document.id}/expense`, { ...body(null), amount: 999 });
    expect(response.statusCode).toBe(201);
    expect(await shown(document.id)).toMatchObject({ expense_id: response.json().id, confirmed: true });
  });
});
