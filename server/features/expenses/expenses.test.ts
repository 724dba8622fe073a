import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { expenseGst } from '../../../shared/money';
import { createDemoApp, demo } from '../../test/demo';
import { buildExpense, buildExpenseCategory, buildExpenseDocument, buildVendor } from '../../test/expense-factories';
import { activityLog, auditTrail, createdId, expectDeleted } from '../../test/inspect';
import { signIn } from '../../test/test-app';
import { expenses } from './expenses.table';

const { t, bookkeeper, admin } = await createDemoApp('bookkeeper', 'admin');
afterAll(() => t.close());
const db = t.app.db;

const registered = await buildVendor(db, { name: 'Bunnings Group', abn: '51824753556', gstRegistered: true });
const unregistered = await buildVendor(db, { name: 'Jo Window Cleaning', gstRegistered: false });
const supplies = await buildExpenseCategory(db, { name: 'Cleaning supplies', number: '6-1200', color: 'teal' });

const input = (overrides: Record<string, unknown> = {}) => ({
  description: 'Mop heads and floor cleaner',
  created_at: '2026-11-03',
  amount: 4510,
  business_use: 100,
  gst: true,
  category_id: supplies.id,
  vendor_id: registered.id,
  ...overrides,
});

describe('expenses', () => {
  it('creates, reads, edits and deletes an expense with its GST claimed, audited', async () => {
    const created = await bookkeeper.post('/api/expenses', input());
    const id = createdId(created);
    expect(created.json()).toEqual({
      id,
      description: 'Mop heads and floor cleaner',
      created_at: '2026-11-03',
      amount: 4510,
      business_use: 100,
      gst: true,
      gst_amount: 410,
      category_id: supplies.id,
      category: { id: supplies.id, name: 'Cleaning supplies', number: '6-1200', color: 'teal' },
      vendor_id: registered.id,
      vendor: { id: registered.id, name: 'Bunnings Group', formatted_abn: '51 824 753 556', gst_registered: true },
      documents: [],
    });
    const edited = await bookkeeper.put(`/api/expenses/${id}`, input({ amount: 1005, business_use: 40 }));
    expect(edited.statusCode).toBe(200);
    // One rounding: 1005 × 40 ÷ 1100 = 36.5… → 37.
    expect(edited.json()).toMatchObject({ amount: 1005, business_use: 40, gst_amount: 37 });
    expect((await bookkeeper.get(`/api/expenses/${id}`)).json()).toEqual(edited.json());
    await expectDeleted(bookkeeper, `/api/expenses/${id}`);
    const entries = await auditTrail(admin, 'expenses', id);
    expect(entries.map((a) => a.action)).toEqual(['delete', 'update', 'create']);
    expect(entries[2].description).toBe('Recorded expense Mop heads and floor cleaner ($45.10, GST $4.10)');
  });

  it('defaults business use to 100 % and GST to none, with no vendor or category', async () => {
    const created = await bookkeeper.post('/api/expenses', { description: 'Parking', created_at: '2026-11-01', amount: 1200 });
    expect(created.json()).toMatchObject({
      business_use: 100,
      gst: false,
      gst_amount: 0,
      vendor: null,
      category: null,
      vendor_id: null,
      category_id: null,
    });
  });

  it.each([
    [{ description: '' }, { description: ['The description field is required.'] }],
    [{ created_at: '2026-02-30' }, { created_at: ['The date must be a date in the form YYYY-MM-DD.'] }],
    [{ amount: 45.1 }, { amount: ['The amount must be a whole number of cents.'] }],
    [{ amount: 0 }, { amount: ['The amount must be greater than 0.'] }],
    [{ amount: 1_000_000_000 }, { amount: ['The amount may not be greater than $9,999,999.99.'] }],
    [{ amount: 1e300 }, { amount: ['The amount is too large.'] }], // beyond any integer the database holds: the input guard's answer
    [{ amount: 1.5e10 + 0.5 }, { amount: ['The amount must be a whole number of cents.'] }],
    [{ amount: '45.10' }, { amount: ['The amount field is required.'] }],
    [{ business_use: 101 }, { business_use: ['The business use must be a whole percent from 0 to 100.'] }],
    [{ business_use: 33.3 }, { business_use: ['The business use must be a whole percent from 0 to 100.'] }],
    [{ gst: 'yes' }, { gst: ['The GST field must be true or false.'] }],
    [{ category_id: 999_999 }, { category_id: ['The selected category is invalid.'] }],
    [{ vendor_id: 999_999 }, { vendor_id: ['The selected vendor is invalid.'] }],
    [{ vendor_id: 'x' }, { vendor_id: ['The selected vendor is invalid.'] }],
    [{ vendor_id: unregistered.id }, { gst: ['GST cannot be claimed: Jo Window Cleaning is not GST registered.'] }],
    [{ vendor_id: null }, { gst: ['GST can be claimed only from a GST-registered vendor.'] }],
    [
      { category_id: 999_999, vendor_id: 999_998 },
      { category_id: ['The selected category is invalid.'], vendor_id: ['The selected vendor is invalid.'] },
    ],
  ])('refuses %j with 422 and changes nothing', async (overrides, errors) => {
    const before = await db.select().from(expenses);
    const response = await bookkeeper.post('/api/expenses', input(overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect(await db.select().from(expenses)).toEqual(before);
  });

  it('refuses a bad edit and keeps the expense as it was', async () => {
    const expense = await buildExpense(db, { description: 'Kept' });
    const response = await bookkeeper.put(`/api/expenses/${expense.id}`, input({ amount: -5 }));
    expect(response.statusCode).toBe(422);
    expect((await db.select().from(expenses).where(eq(expenses.id, expense.id)))[0]).toEqual(expense);
  });

  it('lists newest first, 20 a page, searched by description, vendor or category, each GST reproducible from its row', async () => {
    const vendor = await buildVendor(db, { name: 'Zq Fuel Co', gstRegistered: true });
    const category = await buildExpenseCategory(db, { name: 'Zq Motor vehicle' });
    for (let day = 1; day <= 22; day++) {
      await buildExpense(db, {
        description: `Zq fill ${day}`,
        spentOn: `2026-10-${String(day).padStart(2, '0')}`,
        amount: 5000 + day,
        gst: true,
        businessUse: 75,
        vendorId: vendor.id,
        categoryId: category.id,
      });
    }
    const first = (await bookkeeper.get('/api/expenses?search=zq')).json();
    expect(first.meta).toMatchObject({ per_page: 20, total: 22, last_page: 2 });
    expect(first.data.map((e: { description: string }) => e.description).slice(0, 3)).toEqual(['Zq fill 22', 'Zq fill 21', 'Zq fill 20']);
    for (const expense of first.data) expect(expense.gst_amount).toBe(expenseGst(expense.amount, expense.business_use, expense.gst));
    expect((await bookkeeper.get('/api/expenses?search=zq fuel')).json().meta.total).toBe(22);
    expect((await bookkeeper.get('/api/expenses?search=zq motor')).json().meta.total).toBe(22);
    expect((await bookkeeper.get('/api/expenses?search=zq fill 7')).json().data.map((e: { description: string }) => e.description)).toEqual(
      ['Zq fill 7'],
    );
    const byAmount = (await bookkeeper.get('/api/expenses?search=zq&sort=amount&direction=asc')).json().data;
    expect(byAmount[0].amount).toBe(5001);
    expect((await bookkeeper.get('/api/expenses?sort=vendor')).statusCode).toBe(422);
  });

  it('refuses to delete a vendor or category expenses use, with a clear message', async () => {
    const vendor = await buildVendor(db, { name: 'Caltex' });
    const category = await buildExpenseCategory(db, { name: 'Fuel' });
    await buildExpense(db, { vendorId: vendor.id, categoryId: category.id });
    await buildExpense(db, { vendorId: vendor.id });
    const vendorRefused = await bookkeeper.delete(`/api/vendors/${vendor.id}`);
    expect(vendorRefused.statusCode).toBe(422);
    expect(vendorRefused.json()).toEqual({
      message: 'Caltex cannot be deleted: 2 expenses name it. Move them to another vendor first.',
      errors: { vendor: ['Caltex cannot be deleted: 2 expenses name it. Move them to another vendor first.'] },
    });
    const categoryRefused = await bookkeeper.delete(`/api/expense-categories/${category.id}`);
    expect(categoryRefused.statusCode).toBe(422);
    expect(categoryRefused.json().message).toBe('Fuel cannot be deleted: 1 expense is filed under it. Move it to another category first.');
    expect((await bookkeeper.get(`/api/vendors/${vendor.id}`)).statusCode).toBe(200);
  });

  it('is for manage_expenses only', async () => {
    const office = await signIn(t.app, demo.office);
    expect((await office.get('/api/expenses')).statusCode).toBe(403);
    expect((await office.post('/api/expenses', input())).statusCode).toBe(403);
    expect((await bookkeeper.get('/api/expenses/999999')).statusCode).toBe(404);
    expect((await bookkeeper.put('/api/expenses/999999', input())).statusCode).toBe(404);
    expect((await bookkeeper.delete('/api/expenses/999999')).statusCode).toBe(404);
  });
});

describe('an expense and its documents', () => {
  const link = (expenseId: number, documentId: number, action: string) =>
    bookkeeper.get(`/api/expense/${expenseId}/document/${documentId}/${action}`);

  it('attaches a document, shows it on the expense, and detaches it (Remove) without deleting it', async () => {
    const expense = await buildExpense(db);
    const document = await buildExpenseDocument(t.app, { description: 'Receipt' });
    const attached = await link(expense.id, document.id, 'attach');
    expect(attached.statusCode).toBe(200);
    expect(attached.json().documents).toEqual([
      expect.objectContaining({
        id: document.id,
        expense_id: expense.id,
        confirmed: true,
        confidence: null,
        state: { state: 'documented', class: 'teal' },
        stream_url: `/api/documents/${document.id}/stream`,
      }),
    ]);
    const detached = await link(expense.id, document.id, 'detach');
    expect(detached.json().documents).toEqual([]);
    expect((await bookkeeper.get(`/api/expense-documents/${document.id}`)).json()).toMatchObject({
      expense_id: null,
      confirmed: false,
      state: { state: 'processed' },
    });
    // Detaching again changes nothing; each change was audited.
    expect((await link(expense.id, document.id, 'detach')).statusCode).toBe(200);
    const trail = (await activityLog(admin, 50)).filter(
      (a) => a.subject_type === 'expense_documents' && a.subject_id === String(document.id),
    );
    expect(trail.map((a) => a.action)).toEqual(['detach', 'attach']);
  });

  it('confirms a suggestion once, even asked twice at once, and refuses to confirm what was not suggested', async () => {
    const expense = await buildExpense(db);
    const other = await buildExpense(db);
    const document = await buildExpenseDocument(t.app, {
      expenseId: expense.id,
      confirmed: false,
      confidence: 85,
      reasons: ['Amount $110.00 agrees', 'Same date'],
    });
    const shown = (await bookkeeper.get(`/api/expenses/${expense.id}`)).json().documents[0];
    expect(shown).toMatchObject({
      confirmed: false,
      confidence: 85,
      reasons: ['Amount $110.00 agrees', 'Same date'],
      state: { state: 'pending', class: 'orange' },
    });
    const refused = await link(other.id, document.id, 'confirm');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ document: ['This document is not suggested for this expense.'] });
    const [a, b] = await Promise.all([link(expense.id, document.id, 'confirm'), link(expense.id, document.id, 'confirm')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().documents[0]).toMatchObject({ confirmed: true, confidence: null, reasons: [], state: { state: 'documented' } });
    const trail = (await activityLog(admin, 50)).filter(
      (x) => x.subject_type === 'expense_documents' && x.subject_id === String(document.id),
    );
    expect(trail.map((x) => x.action)).toEqual(['confirm']);
  });

  it('never suggests a pair again once detached, and suggests read receipts for a new expense of their amount', async () => {
    const vendor = await buildVendor(db, { name: 'Officeworks' });
    const receipt = await buildExpenseDocument(t.app, { foundAmount: 7_777, foundDate: '2026-09-10', vendorId: vendor.id });
    const created = (
      await bookkeeper.post('/api/expenses', input({ amount: 7_777, created_at: '2026-09-11', vendor_id: vendor.id, gst: false }))
    ).json();
    expect(created.documents).toEqual([
      expect.objectContaining({
        id: receipt.id,
        confirmed: false,
        confidence: 95,
        reasons: ['Amount $77.77 agrees', 'Dates 1 day apart', 'Same vendor'],
      }),
    ]);
    await link(created.id, receipt.id, 'detach');
    // Saving the expense again weighs the loose receipts again: the detached pair stays apart.
    const saved = (
      await bookkeeper.put(
        `/api/expenses/${created.id}`,
        input({ amount: 7_777, created_at: '2026-09-11', vendor_id: vendor.id, gst: false }),
      )
    ).json();
    expect(saved.documents).toEqual([]);
    // A person may still attach it by hand.
    expect((await link(created.id, receipt.id, 'attach')).json().documents[0]).toMatchObject({ id: receipt.id, confirmed: true });
  });

  it('drops a suggestion whose amount an edit no longer agrees with, and leaves documents behind when the expense goes', async () => {
    const expense = await buildExpense(db, { amount: 3_333 });
    const suggested = await buildExpenseDocument(t.app, { expenseId: expense.id, confirmed: false, confidence: 60, foundAmount: 3_333 });
    const confirmed = await buildExpenseDocument(t.app, { expenseId: expense.id, confirmed: true });
    const edited = (await bookkeeper.put(`/api/expenses/${expense.id}`, input({ amount: 3_334, gst: false, vendor_id: null }))).json();
    expect(edited.documents.map((d: { id: number }) => d.id)).toEqual([confirmed.id]);
    expect((await bookkeeper.delete(`/api/expenses/${expense.id}`)).statusCode).toBe(204);
    for (const id of [suggested.id, confirmed.id])
      expect((await bookkeeper.get(`/api/expense-documents/${id}`)).json()).toMatchObject({ expense_id: null, confirmed: false });
  });

  it('answers 404 for an expense or document that does not exist, and demands the XSRF header', async () => {
    const expense = await buildExpense(db);
    const document = await buildExpenseDocument(t.app);
    expect((await link(999_999, document.id, 'attach')).statusCode).toBe(404);
    expect((await link(expense.id, 999_999, 'attach')).statusCode).toBe(404);
    const noHeader = await bookkeeper.request({
      method: 'GET',
      url: `/api/expense/${expense.id}/document/${document.id}/attach`,
      xsrf: false,
    });
    expect(noHeader.statusCode).toBe(419);
    expect((await bookkeeper.get(`/api/expenses/${expense.id}`)).json().documents).toEqual([]);
  });
});
