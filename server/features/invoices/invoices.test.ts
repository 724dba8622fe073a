import { afterAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '../../../shared/api/invoices';
import { addDays, todayIn } from '../../../shared/dates';
import { invoiceStateFilters, invoiceStates } from '../../../shared/invoice-states';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { activityLog, expectDeleted } from '../../test/inspect';
import { buildInvoice } from '../../test/invoice-factories';
import { type Client, timeZone } from '../../test/test-app';
import { signInWith } from '../../test/user-factories';
import { buildVisit } from '../../test/visit-factories';

const { t, admin, bookkeeper, office } = await createDemoApp('admin', 'bookkeeper', 'office');
afterAll(() => t.close());
const db = t.app.db;
const today = todayIn(timeZone);

async function ok<T>(promise: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const response = await promise;
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json() as T;
}
const create = (client: Client, body: Record<string, unknown>) => ok<Invoice>(client.post('/api/invoices', body), 201);
const addLine = (client: Client, id: number, body: Record<string, unknown>) => ok<Invoice>(client.post(`/api/invoices/${id}/lines`, body));

describe('creating invoices', () => {
  it('makes a draft with the next number, today, the client’s terms and nothing on it', async () => {
    const client = await buildClient(db, { paymentTerms: 7 });
    const invoice = await create(bookkeeper, { client_id: client.id });
    expect(invoice).toMatchObject({
      client_id: client.id,
      issued_at: today,
      terms: 7,
      due_at: addDays(today, 7),
      amount: 0,
      tax: 0,
      total: 0,
      paid: 0,
      balance: 0,
      title: 'Tax invoice',
      state: { state: 'open' },
      actions: ['send', 'edit', 'mark_paid', 'delete'],
      lines: [],
      visits: [],
    });
    const next = await create(bookkeeper, { client_id: client.id });
    expect(next.number).toBe(invoice.number + 1);
    expect((await activityLog(admin)).map((a) => a.description)).toContain(`Created invoice #${invoice.number} for ${client.name}`);
  });

  it('gives twenty invoices made at once twenty consecutive numbers', async () => {
    const client = await buildClient(db);
    const made = await Promise.all(Array.from({ length: 20 }, () => create(bookkeeper, { client_id: client.id })));
    const numbers = made.map((invoice) => invoice.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19] - numbers[0]).toBe(19);
  });

  it('refuses an unknown client and bad dates and terms, per field', async () => {
    const refused = await bookkeeper.post('/api/invoices', { client_id: 999_999 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ client_id: ['The selected client is invalid.'] });
    const client = await buildClient(db);
    const bad = await bookkeeper.post('/api/invoices', { client_id: client.id, issued_at: '2026-02-30', terms: -1 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['issued_at', 'terms']);
  });

  it('is for manage_invoices only', async () => {
    const client = await buildClient(db);
    expect((await office.post('/api/invoices', { client_id: client.id })).statusCode).toBe(403);
  });
});

describe('lines and money', () => {
  it('rounds each line once and the GST once per invoice', async () => {
    const invoice = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    await addLine(bookkeeper, invoice.id, { label: 'Office clean', unit_price: 333, quantity: 1.5 });
    await addLine(bookkeeper, invoice.id, { label: 'Bins', unit_price: 5, quantity: 1 });
    const full = await addLine(bookkeeper, invoice.id, { label: 'Bins', unit_price: 5, quantity: 2 });
    // 333 × 1.5 = 499.5 → 500; 5; 10: subtotal 515, GST 51.5 → 52, total 567.
    expect(full.lines.map((l) => l.amount)).toEqual([500, 5, 10]);
    expect(full).toMatchObject({ amount: 515, tax: 52, total: 567, balance: 567 });
  });

  it('edits and removes a line, and the totals follow', async () => {
    const invoice = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    const withLine = await addLine(bookkeeper, invoice.id, { label: 'Windows', unit_price: 4500, quantity: 2 });
    const lineId = withLine.lines[0].id;
    const edited = await ok<Invoice>(bookkeeper.put(`/api/invoices/${invoice.id}/lines/${lineId}`, { quantity: 3 }));
    expect(edited.lines[0]).toMatchObject({ label: 'Windows', unit_price: 4500, quantity: 3, amount: 13_500 });
    expect(edited).toMatchObject({ amount: 13_500, tax: 1350, total: 14_850 });
    const emptied = await ok<Invoice>(bookkeeper.delete(`/api/invoices/${invoice.id}/lines/${lineId}`));
    expect(emptied).toMatchObject({ lines: [], total: 0 });
    expect((await bookkeeper.delete(`/api/invoices/${invoice.id}/lines/${lineId}`)).statusCode).toBe(404);
  });

  it.each([
    [{ label: 'x', unit_price: 100, quantity: -1 }, 'quantity', 'The quantity must be greater than 0.'],
    [{ label: 'x', unit_price: 100, quantity: 1.005 }, 'quantity', 'The quantity may have at most two decimals.'],
    [{ label: 'x', unit_price: 100, quantity: 20_000 }, 'quantity', 'The quantity may not be greater than 10000.'],
    [{ label: 'x', unit_price: -100, quantity: 1 }, 'unit_price', 'The unit price may not be negative.'],
    [{ label: 'x', unit_price: 12.5, quantity: 1 }, 'unit_price', 'The unit price must be a whole number of cents.'],
    [{ label: 'x', unit_price: 100_000_001, quantity: 1 }, 'unit_price', 'The unit price may not be greater than $1,000,000.00.'],
    [{ label: '', unit_price: 100, quantity: 1 }, 'label', 'The label field is required.'],
  ])('refuses the line %j with a message on %s', async (line, field, message) => {
    const invoice = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    const refused = await bookkeeper.post(`/api/invoices/${invoice.id}/lines`, line);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[field]).toEqual([message]);
    expect((await ok<Invoice>(bookkeeper.get(`/api/invoices/${invoice.id}`))).lines).toEqual([]);
  });

  it('charges no GST on an invoice made while the business is not registered', async () => {
    const settings = await ok<Record<string, unknown>>(admin.get('/api/settings/general'));
    await ok(admin.put('/api/settings/general', { ...settings, business_name: 'Sparkle', gst_registered: false }));
    const invoice = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    const full = await addLine(bookkeeper, invoice.id, { label: 'Clean', unit_price: 10_000, quantity: 1 });
    expect(full).toMatchObject({ title: 'Invoice', gst: false, amount: 10_000, tax: 0, total: 10_000 });
    // Read again: invoices made since moved the next number on.
    const now = await ok<Record<string, unknown>>(admin.get('/api/settings/general'));
    await ok(admin.put('/api/settings/general', { ...now, gst_registered: true }));
  });
});

describe('what each state allows', () => {
  it('refuses lines on a paid invoice and edits on a cancelled one, changing nothing', async () => {
    const paid = await buildInvoice(db, { sentAt: new Date(), payments: [{ amount: 11_000 }] });
    const refused = await bookkeeper.post(`/api/invoices/${paid.id}/lines`, { label: 'More', unit_price: 100, quantity: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A paid invoice cannot be edited.');
    const cancelled = await buildInvoice(db, { sentAt: new Date(), cancelled: true });
    expect((await bookkeeper.put(`/api/invoices/${cancelled.id}`, { note: 'x' })).json().message).toBe(
      'A cancelled invoice cannot be edited.',
    );
    expect((await ok<Invoice>(bookkeeper.get(`/api/invoices/${paid.id}`))).lines).toHaveLength(1);
  });

  it('updates the note, the issued date and the terms, and the due date follows', async () => {
    const invoice = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    const updated = await ok<Invoice>(
      bookkeeper.put(`/api/invoices/${invoice.id}`, { note: 'Thank you', issued_at: '2026-03-01', terms: 30 }),
    );
    expect(updated).toMatchObject({ note: 'Thank you', issued_at: '2026-03-01', terms: 30, due_at: '2026-03-31' });
  });

  it('deletes a draft, and cancels a sent invoice keeping its number', async () => {
    const draft = await create(bookkeeper, { client_id: (await buildClient(db)).id });
    await expectDeleted(bookkeeper, `/api/invoices/${draft.id}`);
    const sent = await buildInvoice(db, { sentAt: new Date() });
    expect((await bookkeeper.delete(`/api/invoices/${sent.id}`)).statusCode).toBe(204);
    expect(await ok<Invoice>(bookkeeper.get(`/api/invoices/${sent.id}`))).toMatchObject({
      number: sent.number,
      state: { state: 'cancelled' },
      actions: ['send'],
    });
  });

  it('marks an invoice paid by recording its balance as a manual payment today, once', async () => {
    const invoice = await buildInvoice(db, { sentAt: new Date(), payments: [{ amount: 4000 }] });
    const { data } = await ok<{ data: Invoice }>(bookkeeper.request({ method: 'GET', url: `/api/invoices/${invoice.id}/paid` }));
    expect(data).toMatchObject({ paid: 11_000, balance: 0, state: { state: 'paid' } });
    expect(data.payments.map((p) => [p.amount, p.source])).toEqual([
      [4000, 'manual'],
      [7000, 'manual'],
    ]);
    expect(data.payments[1].paid_at).toBe(today);
    const again = await bookkeeper.request({ method: 'GET', url: `/api/invoices/${invoice.id}/paid` });
    expect(again.json().message).toBe('A paid invoice cannot be marked paid.');
    expect((await bookkeeper.request({ method: 'GET', url: `/api/invoices/${invoice.id}/paid`, xsrf: false })).statusCode).toBe(419);
  });
});

describe('the invoices list', () => {
  const listed = async (query: string) => (await ok<{ data: InvoiceSummary[] }>(bookkeeper.get(`/api/invoices?count=100&${query}`))).data;
  const filtered = (filters: Record<string, unknown>) => listed(`filters=${encodeURIComponent(JSON.stringify(filters))}`);

  it('filters each state in SQL exactly as the state is worked out for each invoice', async () => {
    const client = await buildClient(db, { name: 'Every State Pty Ltd' });
    const sent = new Date();
    const past = addDays(today, -40);
    for (const attrs of [
      {},
      { sentAt: sent },
      { seen: true },
      { sentAt: sent, issuedAt: past },
      { sentAt: sent, payments: [{ amount: 1000 }] },
      { sentAt: sent, issuedAt: past, escalation: 'reminded' as const },
      { sentAt: sent, escalation: 'notice' as const },
      { sentAt: sent, escalation: 'warning' as const },
      { sentAt: sent, escalation: 'suspended' as const },
      { sentAt: sent, payments: [{ amount: 11_000 }] },
      { cash: true },
      { sentAt: sent, cancelled: true },
      { sentAt: sent, lines: [] },
    ]) {
      await buildInvoice(db, { clientId: client.id, ...attrs });
    }
    const all = await filtered({ client_id: client.id });
    expect(all).toHaveLength(13);
    const states = new Set(all.map((invoice) => invoice.state.state));
    for (const state of invoiceStates.filter((s) => s !== 'sending')) expect(states).toContain(state);
    for (const filter of invoiceStateFilters) {
      const unpaid = (i: InvoiceSummary) => i.balance > 0 && !['open', 'paid', 'cash', 'cancelled'].includes(i.state.state);
      const expected = all.filter((i) =>
        filter === 'unpaid' ? unpaid(i) : filter === 'past_due' ? unpaid(i) && i.due_at < today : i.state.state === filter,
      );
      expect((await filtered({ client_id: client.id, invoiceState: filter })).map((i) => i.id).sort(), filter).toEqual(
        expected.map((i) => i.id).sort(),
      );
    }
  });

  it('searches by number or client name, and sorts', async () => {
    const client = await buildClient(db, { name: 'Searchable Dental' });
    const invoice = await buildInvoice(db, { clientId: client.id });
    expect((await listed(`search=${invoice.number}`)).map((i) => i.id)).toContain(invoice.id);
    expect((await listed('search=searchable')).map((i) => i.id)).toEqual([invoice.id]);
    const byNumber = (await listed('sort=number&direction=asc')).map((i) => i.number);
    expect(byNumber).toEqual([...byNumber].sort((a, b) => a - b));
  });

  it('refuses a bad filter on its field', async () => {
    const refused = await bookkeeper.get(`/api/invoices?filters=${encodeURIComponent('{"invoiceState":"lost"}')}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'filters.invoiceState': ['The selected state is invalid.'] });
  });
});

describe('invoicing finished visits', () => {
  it('puts a client’s complete visits on one invoice, one line per task and price, and marks them invoiced', async () => {
    const client = await buildClient(db, { name: 'Visit Billing Co' });
    const line = { name: 'Office clean', price: 12_000 };
    const first = await buildVisit(db, { clientId: client.id, dueDate: addDays(today, -7), complete: true, lines: [line] });
    const second = await buildVisit(db, {
      clientId: client.id,
      dueDate: addDays(today, -1),
      complete: true,
      lines: [line, { name: 'Windows', price: 4500 }],
    });
    const invoice = await create(bookkeeper, { client_id: client.id, visit_ids: [first.id, second.id] });
    expect(invoice.lines.map((l) => [l.label, l.unit_price, l.quantity])).toEqual([
      ['Office clean', 12_000, 2],
      ['Windows', 4500, 1],
    ]);
    expect(invoice).toMatchObject({ amount: 28_500, tax: 2850, total: 31_350 });
    expect(invoice.visits.map((v) => v.id)).toEqual([first.id, second.id]);
    const visit = await ok<{ state: { state: string } }>(admin.get(`/api/user-schedules/${first.id}`));
    expect(visit.state.state).toBe('invoiced');
    // On another invoice, or not finished: refused, and nothing is made.
    const again = await bookkeeper.post('/api/invoices', { client_id: client.id, visit_ids: [first.id] });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['visit_ids']);
    // Deleting the draft gives the visits back.
    await bookkeeper.delete(`/api/invoices/${invoice.id}`);
    expect((await ok<{ state: { state: string } }>(admin.get(`/api/user-schedules/${first.id}`))).state.state).toBe('complete');
  });

  it('leaves out a visit missing the photos its client requires', async () => {
    const client = await buildClient(db, { requirePhotos: true });
    const visit = await buildVisit(db, { clientId: client.id, dueDate: addDays(today, -1), complete: true });
    expect((await bookkeeper.post('/api/invoices', { client_id: client.id, visit_ids: [visit.id] })).statusCode).toBe(422);
  });
});

describe('the client’s money and the badge', () => {
  it('shows what a client owes and when it was last invoiced, to manage_accounts', async () => {
    const client = await buildClient(db, { name: 'Owing Group' });
    await buildInvoice(db, { clientId: client.id, issuedAt: addDays(today, -20), sentAt: new Date(), payments: [{ amount: 1000 }] });
    await buildInvoice(db, { clientId: client.id, issuedAt: addDays(today, -5), sentAt: new Date() });
    await buildInvoice(db, { clientId: client.id }); // a draft: neither owed nor issued yet
    const seen = await ok<{ owing: number; last_issued: string }>(bookkeeper.get(`/api/clients/${client.id}`));
    expect(seen).toMatchObject({ owing: 10_000 + 11_000, last_issued: addDays(today, -5) });
    const office_ = await ok<Record<string, unknown>>(office.get(`/api/clients/${client.id}`));
    expect(office_).not.toHaveProperty('owing');
  });

  it('counts the drafts waiting to be sent for the navigation badge', async () => {
    const before = (await ok<{ openInvoices: number }>(bookkeeper.get('/api/ping'))).openInvoices;
    await buildInvoice(db);
    expect((await ok<{ openInvoices: number }>(bookkeeper.get('/api/ping'))).openInvoices).toBe(before + 1);
    const { client: contractor } = await signInWith(t.app, []);
    expect((await ok<{ openInvoices: number }>(contractor.get('/api/ping'))).openInvoices).toBe(0);
  });
});
