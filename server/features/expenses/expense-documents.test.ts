import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildExpenseDocument, buildVendor } from '../../test/expense-factories';
import { activityLog } from '../../test/inspect';
import { receiptImage, scannedPdf, textPdf } from '../../test/receipts';
import type { Client } from '../../test/test-app';
import { sendFile, sha256Of } from '../../test/uploads';
import { signInWith } from '../../test/user-factories';
import { uploads } from '../uploads/uploads.table';
import { documentsToReconcile } from './expense-documents.queries';
import { setDocumentsReconciled } from './expense-documents';
import { readWaitingDocuments } from './read-document';

const { t, bookkeeper, admin } = await createDemoApp('bookkeeper', 'admin');
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());
const db = t.app.db;

const bunnings = await buildVendor(db, {
  name: 'Bunnings Group',
  tradingName: 'Bunnings Warehouse',
  abn: '51824753556',
  gstRegistered: true,
});
const receiptLines = [
  'BUNNINGS WAREHOUSE',
  'ABN 51 824 753 556',
  'TAX INVOICE',
  'Date: 03/11/2026  10:42',
  'Mop heads x4        $31.96',
  'Floor cleaner 5L    $13.14',
  'TOTAL              $45.10',
  'GST included        $4.10',
];

/** Begins a document and sends its file; returns the document's id (the upload's owner) and the last piece's answer. */
async function upload(client: Client, file: Buffer, fields: Record<string, unknown> = {}) {
  const begun = await client.post('/api/expense-documents', {
    description: 'Receipt',
    filename: 'receipt.png',
    size: file.length,
    ...fields,
  });
  expect(begun.statusCode).toBe(201);
  const uploadId: string = begun.json().id;
  const sent = await sendFile(client, uploadId, file);
  const [row] = await db.select({ ownerId: uploads.ownerId }).from(uploads).where(eq(uploads.id, uploadId));
  return { id: row.ownerId, uploadId, sent };
}

const shown = async (id: number) => (await bookkeeper.get(`/api/expense-documents/${id}`)).json();

describe('reading a receipt (the expenses.read-document job)', () => {
  it('reads a photographed receipt by OCR, with no network: its amount, date, ABN and vendor', async () => {
    // Tesseract fetches language data only when given no local langPath; any attempt to reach out fails the test.
    const reached = vi.fn(() => {
      throw new Error('The network was used');
    });
    vi.spyOn(globalThis, 'fetch').mockImplementation(reached);
    vi.spyOn(http, 'request').mockImplementation(reached);
    vi.spyOn(https, 'request').mockImplementation(reached);
    vi.spyOn(net, 'connect').mockImplementation(reached);

    const { id, sent } = await upload(bookkeeper, await receiptImage(receiptLines), { description: 'Cleaning supplies' });
    expect(sent.json()).toMatchObject({ complete: true });
    expect(reached).not.toHaveBeenCalled();
    // The language data came from the npm package and was unpacked into this install's own cache.
    expect(fs.existsSync(path.join(t.app.config.dataDir, 'ocr-cache', 'eng.traineddata'))).toBe(true);

    const document = await shown(id);
    expect(document).toMatchObject({
      id,
      filename: 'receipt.png',
      doc_type: 'image',
      is_image: true,
      description: 'Cleaning supplies',
      state: { state: 'processed', class: 'blue' },
      found: { amount: 4510, gst: 410, date: '2026-11-03', abn: '51824753556', vendor_id: bunnings.id },
      expense_id: null,
      error: null,
    });
    const entry = (await activityLog(admin)).find(
      (a) => a.subject_type === 'expense_documents' && a.subject_id === String(id) && a.action === 'read',
    );
    expect(entry?.description).toBe('Read receipt.png: $45.10, dated 2026-11-03, ABN 51824753556');
  }, 90_000);

  it('reads a scanned PDF (a page that is one picture) by OCR, and a PDF with text without it', async () => {
    const scan = await upload(
      bookkeeper,
      await scannedPdf(await receiptImage(['CALTEX ASHFIELD', 'Date 12/10/2026', 'Diesel 45.2L', 'TOTAL $86.35'], 'jpeg')),
      { filename: 'scan.pdf' },
    );
    expect(await shown(scan.id)).toMatchObject({
      doc_type: 'pdf',
      is_image: false,
      state: { state: 'processed' },
      found: { amount: 8635, date: '2026-10-12' },
    });
    const bill = await upload(
      bookkeeper,
      await textPdf([
        'Sydney Cleaning Supplies Pty Ltd',
        'ABN 53 004 085 616',
        'Tax invoice 14 October 2026',
        'Subtotal 1,120.00',
        'GST 112.00',
        'Total AUD 1,232.00',
      ]),
      { filename: 'bill.pdf' },
    );
    expect(await shown(bill.id)).toMatchObject({
      state: { state: 'processed' },
      found: { amount: 123_200, date: '2026-10-14', abn: '53004085616', vendor_name: 'Sydney Cleaning Supplies Pty Ltd', vendor_id: null },
    });
  }, 90_000);

  it('suggests the expense a read receipt belongs to, with its confidence and reasons', async () => {
    const expense = await buildExpense(db, { description: 'Fuel', amount: 6_420, spentOn: '2026-11-02', vendorId: bunnings.id });
    const { id } = await upload(bookkeeper, await textPdf(['Bunnings Warehouse', 'Date: 02/11/2026', 'Total $64.20']), {
      filename: 'fuel.pdf',
    });
    expect(await shown(id)).toMatchObject({
      expense_id: expense.id,
      confirmed: false,
      confidence: 100,
      reasons: ['Amount $64.20 agrees', 'Same date', 'Same vendor'],
      state: { state: 'pending', class: 'orange' },
    });
  });

  it('keeps a document dropped on an expense there (documented) while filling in what it says', async () => {
    const expense = await buildExpense(db, { amount: 1_999 });
    const { id } = await upload(bookkeeper, await textPdf(['Officeworks', 'Receipt date 01/11/2026', 'Total $19.99']), {
      filename: 'paper.pdf',
      expense_id: expense.id,
    });
    expect(await shown(id)).toMatchObject({
      expense_id: expense.id,
      confirmed: true,
      state: { state: 'documented' },
      found: { amount: 1_999, date: '2026-11-01' },
    });
    expect((await bookkeeper.get(`/api/expenses/${expense.id}`)).json().documents.map((d: { id: number }) => d.id)).toEqual([id]);
  });

  it('ends attempted when no amount or date is found, and failed (with the reason) for a PDF it cannot open', async () => {
    const attempted = await upload(
      bookkeeper,
      await textPdf(['Thank you for shopping with us today', 'Please keep this for your records']),
      { filename: 'note.pdf' },
    );
    expect(await shown(attempted.id)).toMatchObject({ state: { state: 'attempted' }, found: { amount: null, date: null }, error: null });
    const broken = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 7)]);
    const failed = await upload(bookkeeper, broken, { filename: 'broken.pdf' });
    expect(await shown(failed.id)).toMatchObject({
      state: { state: 'failed', class: 'red' },
      error: 'The PDF could not be opened: it may be damaged or protected by a password.',
    });
  });

  it('reads documents left waiting (their job lost) in the sweep, and never reads one twice', async () => {
    const file = await textPdf(['Ampol Foodary', 'Date 05/11/2026', 'Total $70.00']);
    const waiting = await buildExpenseDocument(t.app, { reading: 'processing', file });
    await db
      .update(uploads)
      .set({ completedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(uploads.id, waiting.uploadId));
    const deps = { db, storage: t.app.storage, cachePath: path.join(t.app.config.dataDir, 'ocr-cache'), log: t.app.log };
    expect(await readWaitingDocuments(deps)).toBe(1);
    expect(await shown(waiting.id)).toMatchObject({ state: { state: 'processed' }, found: { amount: 7_000, date: '2026-11-05' } });
    expect(await readWaitingDocuments(deps)).toBe(0);
  });
});

describe('expense documents', () => {
  it('refuses a file that is not a PDF or an image, and never lists it', async () => {
    const before = (await bookkeeper.get('/api/expense-documents')).json().meta.total;
    const begun = await bookkeeper.post('/api/expense-documents', { filename: 'notes.pdf', size: 300 });
    const refused = await sendFile(bookkeeper, begun.json().id, Buffer.from('PK\u0003\u0004'.padEnd(300, 'x')));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: 'PDF or image files only', errors: { file: ['PDF or image files only'] } });
    expect((await bookkeeper.get('/api/expense-documents')).json().meta.total).toBe(before);
  });

  it.each([
    [{ size: 10 }, { filename: ['The filename field is required.'] }],
    [{ filename: 'a.pdf', size: 0 }, { file: ['The file is empty.'] }],
    [{ filename: 'a.pdf', size: 20 * 1024 * 1024 + 1 }, { file: ['The file may not be greater than 20 MB.'] }],
    [{ filename: 'a.pdf', size: 10, expense_id: 999_999 }, { expense_id: ['The selected expense is invalid.'] }],
    [
      { filename: 'a.pdf', size: 10, description: 'x'.repeat(256) },
      { description: ['This field may not be greater than 255 characters.'] },
    ],
  ])('refuses %j with 422', async (body, errors) => {
    const response = await bookkeeper.post('/api/expense-documents', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
  });

  it('streams the file inline for the viewer, framed by the product only, byte for byte', async () => {
    const file = await textPdf(['Stream me', 'Total $1.00']);
    const document = await buildExpenseDocument(t.app, { file, filename: 'Bill “October”.pdf' });
    const response = await bookkeeper.get(`/api/documents/${document.id}/stream`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Bill _October_.pdf"; filename*=UTF-8''Bill%20%E2%80%9COctober%E2%80%9D.pdf`,
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(sha256Of(response.rawPayload)).toBe(sha256Of(file));
    // Everything else stays unframeable.
    expect((await bookkeeper.get('/api/expense-documents')).headers['x-frame-options']).toBe('DENY');
    const unfinished = await buildExpenseDocument(t.app, { complete: false });
    expect((await bookkeeper.get(`/api/documents/${unfinished.id}/stream`)).statusCode).toBe(404);
    expect((await bookkeeper.get('/api/documents/999999/stream')).statusCode).toBe(404);
  });

  it('lists newest first, 10 a page, searched by description, file name or what was read; unattached ones alone', async () => {
    const expense = await buildExpense(db);
    for (let i = 0; i < 11; i++)
      await buildExpenseDocument(t.app, { description: `Qx receipt ${i}`, expenseId: i < 3 ? expense.id : null, confirmed: i < 3 });
    await buildExpenseDocument(t.app, { text: 'QX FROM THE TEXT', filename: 'qx-scan.pdf' });
    const page = (await bookkeeper.get('/api/expense-documents?search=qx')).json();
    expect(page.meta).toMatchObject({ per_page: 10, total: 12, last_page: 2 });
    expect(page.data[0].filename).toBe('qx-scan.pdf');
    expect(page.data[1].description).toBe('Qx receipt 10');
    expect((await bookkeeper.get('/api/expense-documents?search=from the text')).json().meta.total).toBe(1);
    expect(
      (await bookkeeper.get(`/api/expense-documents?search=qx&filters=${encodeURIComponent('{"unattached":"1"}')}`)).json().meta.total,
    ).toBe(9);
    expect((await bookkeeper.get(`/api/expense-documents?filters=${encodeURIComponent('{"unattached":"yes"}')}`)).statusCode).toBe(422);
  });

  it('deletes a document and its file only with manage_documents as well', async () => {
    const document = await buildExpenseDocument(t.app);
    const stored = document.upload.storagePath ?? '';
    const { client: keeper } = await signInWith(t.app, ['manage_expenses']);
    expect((await keeper.delete(`/api/expense-documents/${document.id}`)).statusCode).toBe(403);
    expect(await t.app.storage.exists(stored)).toBe(true);
    expect((await bookkeeper.delete(`/api/expense-documents/${document.id}`)).statusCode).toBe(204);
    expect(await t.app.storage.exists(stored)).toBe(false);
    expect((await bookkeeper.get(`/api/expense-documents/${document.id}`)).statusCode).toBe(404);
    expect((await bookkeeper.delete(`/api/expense-documents/${document.id}`)).statusCode).toBe(404);
  });

  it('becomes reconciled, and complete on its expense, when the bank feature says its debit is matched; listed for matching until then', async () => {
    const expense = await buildExpense(db);
    const loose = await buildExpenseDocument(t.app, { foundAmount: 5_555, foundDate: '2026-11-10', foundAbn: '51824753556' });
    const placed = await buildExpenseDocument(t.app, { expenseId: expense.id, confirmed: true, foundAmount: 5_556 });
    const open = await documentsToReconcile(db, { since: '2026-11-01' });
    expect(open.find((d) => d.id === loose.id)).toMatchObject({ amount: 5_555, date: '2026-11-10', abn: '51824753556', expenseId: null });
    await db.transaction((tx) => setDocumentsReconciled(tx, { documentIds: [loose.id] }, true));
    await db.transaction((tx) => setDocumentsReconciled(tx, { expenseId: expense.id }, true));
    expect((await shown(loose.id)).state).toEqual({ state: 'reconciled', class: 'indigo' });
    expect((await shown(placed.id)).state).toEqual({ state: 'complete', class: 'green' });
    expect((await documentsToReconcile(db)).map((d) => d.id)).not.toContain(loose.id);
    await db.transaction((tx) => setDocumentsReconciled(tx, { documentIds: [loose.id] }, false));
    expect((await shown(loose.id)).state.state).toBe('processed');
  });
});
