/**
 * The demo's bookkeeping (demo/expenses.ts), seeded on the demo's people alone (the whole business is
 * seed-demo.test.ts's): vendors and categories, a year of expenses, their receipts and bills in each state a
 * person meets, served by the API as the pages show them, and the shared safety data sheets.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Expense, ExpenseDocument } from '../../shared/api/expenses';
import type { Paged } from '../../shared/api/paging';
import type { SharedDocument } from '../../shared/api/shared-documents';
import { addDays, todayIn } from '../../shared/dates';
import { documentMatch } from '../../shared/expense-documents';
import { expenseGst } from '../../shared/money';
import { isValidAbn } from '../../shared/validation';
import { expenseCategories } from '../features/expense-categories/expense-categories.table';
import { expenses } from '../features/expenses/expenses.table';
import { vendors } from '../features/vendors/vendors.table';
import { createDemoApp } from '../test/demo';
import { seedDemoBookkeeping } from './demo/expenses';

const { t, bookkeeper, contractor, people } = await createDemoApp('bookkeeper', 'contractor');
afterAll(() => t.close());
const today = todayIn(t.app.config.timeZone);
// A vendor the business had already: kept, not doubled.
await t.app.db.insert(vendors).values({ name: 'Telstra', abn: '33051775556', gstRegistered: true });
const started = Date.now();
const summary = await seedDemoBookkeeping(t.app.db, t.app.storage, {
  today,
  timeZone: t.app.config.timeZone,
  fallbackUploader: people.admin.id,
});
const took = Date.now() - started;

const all = async <T>(path: string) => (await bookkeeper.get(`${path}${path.includes('?') ? '&' : '?'}count=100`)).json() as Paged<T>;

describe('the demo’s bookkeeping', () => {
  it('adds the vendors and categories the business lacks, with ABNs that pass the ATO checksum', async () => {
    const vendorRows = await t.app.db.select().from(vendors);
    expect(vendorRows.filter((v) => v.name === 'Telstra')).toHaveLength(1);
    expect(vendorRows.length).toBe(11);
    expect(vendorRows.every((v) => v.abn === null || isValidAbn(v.abn))).toBe(true);
    expect(vendorRows.some((v) => !v.gstRegistered)).toBe(true);
    expect(await t.app.db.select().from(expenseCategories)).toHaveLength(9);
  });

  it('has a year of expenses, newest first through the API, GST claimed by the shared rule', async () => {
    const rows = await t.app.db.select().from(expenses);
    expect(rows.length).toBe(summary.expenses);
    expect(rows.length).toBeGreaterThan(120);
    const dates = rows.map((r) => r.spentOn).sort();
    expect(dates[0] <= addDays(today, -330)).toBe(true);
    expect((dates.at(-1) ?? '') <= today).toBe(true);
    const page = (await bookkeeper.get('/api/expenses')).json() as Paged<Expense>;
    expect(page.meta.total).toBe(rows.length);
    expect(page.data).toHaveLength(20);
    expect(page.data[0].created_at >= page.data[19].created_at).toBe(true);
    for (const expense of page.data) expect(expense.gst_amount).toBe(expenseGst(expense.amount, expense.business_use, expense.gst));
    expect(page.data.some((e) => e.documents.length > 0)).toBe(true);
  });

  it('has receipts and bills in each state a person meets, suggestions weighed by the shared rule', async () => {
    const documents = (await all<ExpenseDocument>('/api/expense-documents')).data;
    expect(documents.length).toBe(summary.documents);
    const states = new Set(documents.map((d) => d.state.state));
    for (const state of ['documented', 'pending', 'processed', 'attempted', 'failed']) expect(states).toContain(state);
    const pending = documents.filter((d) => d.state.state === 'pending');
    expect(pending).toHaveLength(4);
    for (const doc of pending) {
      const expense = (await bookkeeper.get(`/api/expenses/${doc.expense_id}`)).json() as Expense;
      const weighed = documentMatch(
        { amount: doc.found.amount, date: doc.found.date, vendorId: doc.found.vendor_id },
        { amount: expense.amount, date: expense.created_at, vendorId: expense.vendor_id },
      );
      expect({ confidence: doc.confidence, reasons: doc.reasons }).toEqual(weighed);
    }
    expect(new Set(pending.map((d) => d.confidence)).size).toBeGreaterThan(1);
    expect(documents.some((d) => d.doc_type === 'pdf') && documents.some((d) => d.doc_type === 'image')).toBe(true);
    // Every receipt read agrees with amount ÷ 11 but the stamps, which say GST free: the one the check flags.
    expect(documents.filter((d) => d.gst_warning).map((d) => [d.found.gst, d.gst_warning])).toEqual([
      [0, 'It says GST free; an expense of its amount would claim $2.00.'],
    ]);
  });

  it('serves a receipt image and a bill PDF inside the page', async () => {
    const documents = (await all<ExpenseDocument>('/api/expense-documents')).data;
    for (const [type, head] of [
      ['image', '\x89PNG'],
      ['pdf', '%PDF'],
    ] as const) {
      const doc = documents.find((d) => d.doc_type === type && d.state.state === 'documented');
      const response = await bookkeeper.get(doc?.stream_url ?? '');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe(head);
    }
  });

  it('shares safety data sheets with everyone, two of them expired', async () => {
    const sheets = (await contractor.get('/api/shared-documents?count=100')).json() as Paged<SharedDocument>;
    expect(sheets.meta.total).toBe(summary.sharedDocuments);
    expect(sheets.data.filter((s) => s.expired)).toHaveLength(2);
    expect(sheets.data.every((s) => s.name === 'msds' && s.owner?.id === people.bookkeeper.id)).toBe(true);
    const download = await contractor.get(sheets.data[0].download_url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('stays fast: the seed waits on it', () => {
    expect(took).toBeLessThan(15_000);
  });
});
