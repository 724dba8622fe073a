import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import {
  type Invoice,
  type InvoiceBulkResult,
  type InvoiceListSummary,
  type InvoiceSummary,
  invoiceTabs,
} from '../../../shared/api/invoices';
import type { Paged } from '../../../shared/api/paging';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { activityLog } from '../../test/inspect';
import { createInvoicingApp } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';

const { t, admin, bookkeeper, office } = await createInvoicingApp('bookkeeper', 'office');
const db = t.app.db;
const today = todayIn(timeZone);

const query = (filters: Record<string, unknown>) => `filters=${encodeURIComponent(JSON.stringify(filters))}`;
async function json<T>(promise: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const response = await promise;
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as T;
}
const summary = (filters: Record<string, unknown>) => json<InvoiceListSummary>(bookkeeper.get(`/api/invoices/summary?${query(filters)}`));
const listed = (filters: Record<string, unknown>) =>
  json<Paged<InvoiceSummary>>(bookkeeper.get(`/api/invoices?count=100&${query(filters)}`)).then((page) => page.data);

const contacts = [{ name: 'Accounts', email: 'accounts@bulk.example', type: 'account' as const }];

/** A client with two drafts, a sent invoice not yet due, an overdue one, a reminded one part paid, a paid one and a cancelled one. */
async function tabsClient() {
  const client = await buildClient(db, { name: 'Tabs Pty Ltd' });
  const sent = new Date();
  const past = addDays(today, -40);
  await buildInvoice(db, { clientId: client.id }); // draft $110
  await buildInvoice(db, { clientId: client.id, lines: [{ unit_price: 20_000 }] }); // draft $220
  await buildInvoice(db, { clientId: client.id, sentAt: sent }); // sent, not yet due
  await buildInvoice(db, { clientId: client.id, sentAt: sent, issuedAt: past }); // overdue
  await buildInvoice(db, { clientId: client.id, sentAt: sent, issuedAt: past, escalation: 'reminded', payments: [{ amount: 1000 }] });
  await buildInvoice(db, { clientId: client.id, sentAt: sent, payments: [{ amount: 11_000 }] }); // paid
  await buildInvoice(db, { clientId: client.id, sentAt: sent, cancelled: true });
  return client;
}
const tabsOfClient: InvoiceListSummary['tabs'] = {
  open: { count: 2, total: 33_000, due: 33_000 },
  unpaid: { count: 3, total: 33_000, due: 32_000 },
  past_due: { count: 2, total: 22_000, due: 21_000 },
  paid: { count: 1, total: 11_000, due: 0 },
  all: { count: 7, total: 88_000, due: 65_000 },
};

describe('the status tabs’ counts and sums', () => {
  it('counts each tab over every invoice the other filters keep, each tab as its state filter lists it', async () => {
    const client = await tabsClient();
    const { tabs } = await summary({ client_id: client.id, invoiceState: 'paid' });
    expect(tabs).toEqual(tabsOfClient);
    // A tab's count is its list's length.
    for (const tab of ['open', 'unpaid', 'past_due', 'paid'] as const) {
      expect((await listed({ client_id: client.id, invoiceState: tab })).length, tab).toBe(tabs[tab].count);
    }
    // The reminded invoice is past due though its state is reminded: it is in the Overdue tab.
    expect((await listed({ client_id: client.id, invoiceState: 'past_due' })).map((i) => i.state.state).sort()).toEqual([
      'overdue',
      'reminded',
    ]);
  });

  it('over every invoice, reads the counts the database keeps (decision 041): each tab as its state filter counts it', async () => {
    const before = (await summary({})).tabs;
    await tabsClient();
    const { tabs } = await summary({});
    for (const tab of invoiceTabs) {
      expect(tabs[tab], tab).toEqual({
        count: before[tab].count + tabsOfClient[tab].count,
        total: before[tab].total + tabsOfClient[tab].total,
        due: before[tab].due + tabsOfClient[tab].due,
      });
      if (tab === 'all') continue;
      const page = await json<Paged<InvoiceSummary>>(bookkeeper.get(`/api/invoices?${query({ invoiceState: tab })}`));
      expect(page.meta.total, tab).toBe(tabs[tab].count);
    }
  });

  it('narrows by the issued range, both ends inclusive, and refuses a bad date on its field', async () => {
    const client = await buildClient(db);
    await buildInvoice(db, { clientId: client.id, issuedAt: addDays(today, -30) });
    await buildInvoice(db, { clientId: client.id, issuedAt: addDays(today, -10) });
    await buildInvoice(db, { clientId: client.id, issuedAt: today });
    const range = { client_id: client.id, issued_from: addDays(today, -10), issued_to: today };
    expect((await summary(range)).tabs.all.count).toBe(2);
    expect((await listed(range)).map((i) => i.issued_at)).toEqual([today, addDays(today, -10)]);
    const refused = await bookkeeper.get(`/api/invoices/summary?${query({ issued_from: '2026-02-30' })}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['filters.issued_from']);
  });

  it('is for manage_invoices only', async () => {
    expect((await office.get('/api/invoices/summary')).statusCode).toBe(403);
  });
});

describe('acting on several invoices', () => {
  it('sends each through the one invoice’s send, reporting a refusal per invoice and sending the rest', async () => {
    const client = await buildClient(db, { name: 'Bulk Send Co', contacts });
    const a = await buildInvoice(db, { clientId: client.id });
    const empty = await buildInvoice(db, { clientId: client.id, lines: [] });
    const b = await buildInvoice(db, { clientId: client.id });
    const result = await json<InvoiceBulkResult>(bookkeeper.post('/api/invoices/bulk-send', { ids: [a.id, empty.id, b.id, 999_999] }));
    expect(result.message).toBe('2 of 4 invoices sent; 2 refused.');
    expect(result.results).toEqual([
      { id: a.id, number: a.number, ok: true, message: `Invoice #${a.number} sent to accounts@bulk.example.` },
      { id: empty.id, number: empty.number, ok: false, message: 'Add a line to the invoice before sending it.' },
      { id: b.id, number: b.number, ok: true, message: `Invoice #${b.number} sent to accounts@bulk.example.` },
      { id: 999_999, number: null, ok: false, message: 'This invoice no longer exists.' },
    ]);
    const sentA = await json<Invoice>(bookkeeper.get(`/api/invoices/${a.id}`));
    expect(sentA.state.state).toBe('sent');
    const log = (await activityLog(admin)).map((entry) => entry.description);
    expect(log).toContain(`Sent invoice #${a.number} to accounts@bulk.example`);
  });

  it('marks drafts sent without e-mailing them, refusing one already sent', async () => {
    const client = await buildClient(db, { contacts });
    const draft = await buildInvoice(db, { clientId: client.id });
    const sent = await buildInvoice(db, { clientId: client.id, sentAt: new Date() });
    const result = await json<InvoiceBulkResult>(bookkeeper.post('/api/invoices/bulk-mark-sent', { ids: [draft.id, sent.id] }));
    expect(result.results.map((r) => [r.id, r.ok, r.message])).toEqual([
      [draft.id, true, `Invoice #${draft.number} marked sent.`],
      [sent.id, false, `Invoice #${sent.number} is not a draft: only a draft can be marked sent.`],
    ]);
    const marked = await json<Invoice>(bookkeeper.get(`/api/invoices/${draft.id}`));
    expect(marked.state.state).toBe('sent');
    expect(marked.last_sent).not.toBeNull();
    expect((await activityLog(admin)).map((entry) => entry.description)).toContain(`Marked invoice #${draft.number} sent (not e-mailed)`);
  });

  it('refuses no ids and more than 100 on the field', async () => {
    const none = await bookkeeper.post('/api/invoices/bulk-send', { ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ ids: ['Choose at least one invoice.'] });
    const many = await bookkeeper.post('/api/invoices/bulk-mark-sent', { ids: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(many.json().errors).toEqual({ ids: ['Choose at most 100 invoices.'] });
    expect((await office.post('/api/invoices/bulk-send', { ids: [1] })).statusCode).toBe(403);
  });

  it('downloads the chosen PDFs, drafts too, as one zip', async () => {
    const draft = await buildInvoice(db);
    const sent = await buildInvoice(db, { sentAt: new Date() });
    const response = await bookkeeper.post('/api/invoices/pdfs', { ids: [draft.id, sent.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = response.rawPayload;
    expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    // Stored, not deflated: each PDF and its name are in the file as they are.
    expect(zip.includes(`invoice-${draft.number}.pdf`)).toBe(true);
    expect(zip.includes(`invoice-${sent.number}.pdf`)).toBe(true);
    expect(zip.toString('latin1').split('%PDF-').length - 1).toBe(2);
    expect((await bookkeeper.post('/api/invoices/pdfs', { ids: [999_999] })).statusCode).toBe(422);
  });

  it('exports the chosen rows with dates as date cells and money in dollars', async () => {
    const issued = addDays(today, -3);
    const invoice = await buildInvoice(db, { issuedAt: issued, sentAt: new Date(), payments: [{ amount: 1000 }] });
    const response = await bookkeeper.post('/api/invoices/export', { ids: [invoice.id] });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Invoices')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['Number', 'Client', 'Issued', 'Due', 'Last sent', 'State', 'Subtotal', 'GST', 'Total', 'Paid', 'Amount due']);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe(invoice.number);
    expect(row[2]).toEqual(new Date(`${issued}T00:00:00Z`));
    expect(row[3]).toEqual(new Date(`${addDays(issued, 14)}T00:00:00Z`));
    expect(row.slice(8)).toEqual([110, 10, 100]);
  });
});
