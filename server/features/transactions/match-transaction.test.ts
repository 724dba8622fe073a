import { afterAll, describe, expect, it } from 'vitest';
import { cbaCsv } from '../../../shared/bank-files/bank-fixtures';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildExpenseCategory, buildExpenseDocument, buildVendor } from '../../test/expense-factories';
import { buildInvoice } from '../../test/invoice-factories';
import { buildBankTransaction } from '../../test/transaction-factories';
import { sendFile } from '../../test/uploads';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());
const db = t.app.db;

const line = async (id: number) => (await bookkeeper.get(`/api/transactions/${id}`)).json();
const invoiceState = async (id: number) => (await bookkeeper.get(`/api/invoices/${id}`)).json();
const put = (id: number, body: unknown) => bookkeeper.put(`/api/transactions/${id}`, body);

async function importLines(lines: { date: string; amount: number; description: string }[]) {
  const data = Buffer.from(cbaCsv(lines));
  const begun = await bookkeeper.post('/api/transaction-imports', { filename: 'cba.csv', size: data.length });
  await sendFile(bookkeeper, begun.json().id, data);
  const page = (await bookkeeper.get(`/api/transactions?search=${encodeURIComponent(lines[0].description)}`)).json();
  return page.data[0];
}

const dental = await buildClient(db, { name: 'Harbourside Dental' });
const sent = new Date('2026-10-02T00:00:00Z');

describe('suggestions after an import', () => {
  it('suggests the invoice named in the description, with its percentage and reasons; confirming pays it, once', async () => {
    const invoice = await buildInvoice(db, { clientId: dental.id, issuedAt: '2026-10-01', sentAt: sent, lines: [{ unit_price: 150_000 }] });
    const imported = await importLines([{ date: '2026-10-09', amount: 165_000, description: `HARBOURSIDE DENTAL INV ${invoice.number}` }]);
    expect(imported).toMatchObject({
      state: { state: 'suggested' },
      confirmed: false,
      confidence: 100,
      reasons: expect.arrayContaining([`Invoice ${invoice.number} in the description`, 'Amount $1,650.00 is the balance']),
      invoices: [{ id: invoice.id, number: invoice.number, amount: 165_000, confirmed: false, client: 'Harbourside Dental' }],
    });
    const [a, b] = await Promise.all([put(imported.id, { confirm: true }), put(imported.id, { confirm: true })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await put(imported.id, { confirm: true })).statusCode).toBe(200);
    const confirmed = await line(imported.id);
    expect(confirmed).toMatchObject({
      confirmed: true,
      remainder: 0,
      state: { state: 'matched' },
      invoices: [{ id: invoice.id, amount: 165_000, confirmed: true }],
    });
    const paid = await invoiceState(invoice.id);
    expect(paid.state.state).toBe('paid');
    expect(paid.payments).toEqual([expect.objectContaining({ amount: 165_000, source: 'transaction', paid_at: '2026-10-09' })]);

    expect((await bookkeeper.delete(`/api/transactions/${imported.id}/invoices/${invoice.id}`)).statusCode).toBe(204);
    expect((await invoiceState(invoice.id)).state.state).not.toBe('paid');
    expect(await line(imported.id)).toMatchObject({ remainder: 165_000, confirmed: false });
    expect((await bookkeeper.delete(`/api/transactions/${imported.id}/invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('never suggests a dismissed match again', async () => {
    const invoice = await buildInvoice(db, { clientId: dental.id, issuedAt: '2026-10-01', sentAt: sent, lines: [{ unit_price: 77_700 }] });
    const imported = await importLines([{ date: '2026-10-10', amount: 85_470, description: `DENTAL PAYMENT ${invoice.number}` }]);
    expect(imported.confidence).toBeGreaterThanOrEqual(60);
    expect((await put(imported.id, { dismiss: true })).json()).toMatchObject({
      confidence: null,
      invoices: [],
      state: { state: 'unmatched' },
    });
    await bookkeeper.post('/api/transactions/suggest', {});
    expect((await line(imported.id)).invoices).toEqual([]);
    expect((await put(imported.id, { confirm: true })).statusCode).toBe(422);
  });
});

describe('linking by hand', () => {
  it('links invoices with amounts, refusing more than a balance or the remainder, and credits the rest', async () => {
    const client = await buildClient(db, { name: 'Acme Offices' });
    const first = await buildInvoice(db, { clientId: client.id, issuedAt: '2026-10-01', sentAt: sent, lines: [{ unit_price: 10_000 }] });
    const deposit = await buildBankTransaction(db, { amount: 20_000, postedOn: '2026-10-12', description: 'ACME OFFICES' });
    const tooMuch = await put(deposit.id, { invoices: [{ id: first.id, amount: 12_000 }] });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors['invoices.0.amount'][0]).toMatch(/more than invoice/);
    expect((await put(deposit.id, { invoices: [{ id: first.id, amount: 25_000 }] })).json().errors.invoices[0]).toMatch(
      /more than the \$200.00 left/,
    );
    const later = await buildInvoice(db, { clientId: client.id, issuedAt: '2026-10-05', sentAt: sent, lines: [{ unit_price: 5_000 }] });
    const linked = await put(deposit.id, {
      invoices: [{ id: first.id, amount: 11_000 }],
      client_id: client.id,
      credit: true,
      remainder: true,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({
      remainder: 0,
      credit: true,
      credits: [{ client_id: client.id, name: 'Acme Offices', pivot: { amount: 9_000 } }],
    });
    // The credit went to the client's next open invoice, as a payment of source credit.
    const credited = await invoiceState(later.id);
    expect(credited.payments).toEqual([expect.objectContaining({ amount: 5_500, source: 'credit' })]);
    expect(credited.state.state).toBe('paid');
    const owing = (await bookkeeper.get(`/api/clients/${client.id}`)).json().owing;
    expect(owing).toBe(-3_500);

    const creditId = linked.json().credits[0].id;
    expect((await bookkeeper.delete(`/api/transactions/${deposit.id}/credits/${creditId}`)).statusCode).toBe(204);
    expect((await invoiceState(later.id)).payments).toEqual([]);
  });

  it('reads an invoice’s balance after its earlier payments', async () => {
    const client = await buildClient(db, { name: 'Part Paid Pty Ltd' });
    const invoice = await buildInvoice(db, {
      clientId: client.id,
      sentAt: sent,
      lines: [{ unit_price: 10_000 }],
      payments: [{ amount: 4_000 }],
    });
    const deposit = await buildBankTransaction(db, { amount: 11_000, description: 'PART PAID' });
    expect((await put(deposit.id, { invoices: [{ id: invoice.id, amount: 7_001 }] })).json().errors['invoices.0.amount'][0]).toMatch(
      /balance of \$70.00/,
    );
    expect((await put(deposit.id, { invoices: [{ id: invoice.id, amount: 7_000 }] })).json()).toMatchObject({
      remainder: 4_000,
      state: { state: 'partial' },
    });
    expect((await invoiceState(invoice.id)).state.state).toBe('paid');
  });

  it('credits a whole deposit to a client, and deletes a credited line with its credit', async () => {
    const client = await buildClient(db, { name: 'Prepaid Pty Ltd', contacts: [{ name: 'Accounts', email: 'accounts@prepaid.example' }] });
    const deposit = await buildBankTransaction(db, { amount: 30_000, description: 'PREPAID' });
    expect((await put(deposit.id, { credit: true })).json().errors.client_id).toBeDefined();
    expect((await put(deposit.id, { client_id: client.id, credit: true })).json()).toMatchObject({
      state: { state: 'credited' },
      remainder: 0,
    });
    expect((await bookkeeper.get(`/api/clients/${client.id}`)).json().owing).toBe(-30_000);
    // The credit waits for the client's next invoice, and is applied to it when it is sent.
    const next = await buildInvoice(db, { clientId: client.id, lines: [{ unit_price: 10_000 }] });
    expect((await bookkeeper.get(`/api/invoices/${next.id}/send`)).statusCode).toBe(200);
    expect((await invoiceState(next.id)).payments).toEqual([expect.objectContaining({ amount: 11_000, source: 'credit' })]);
    expect((await bookkeeper.get(`/api/clients/${client.id}`)).json().owing).toBe(-19_000);
    expect((await bookkeeper.delete(`/api/transactions/${deposit.id}`)).statusCode).toBe(204);
    expect((await invoiceState(next.id)).payments).toEqual([]);
    expect((await bookkeeper.get(`/api/clients/${client.id}`)).json().owing).toBe(11_000);
  });

  it('suggests a read receipt on no expense for a debit of its amount; confirming makes the expense with the receipt on it', async () => {
    const officeworks = await buildVendor(db, { name: 'Officeworks', gstRegistered: true });
    const receipt = await buildExpenseDocument(t.app, {
      foundAmount: 4_290,
      foundDate: '2026-10-20',
      foundVendorName: 'Officeworks',
      vendorId: officeworks.id,
    });
    const imported = await importLines([{ date: '2026-10-20', amount: -4_290, description: 'OFFICEWORKS MOORE PARK' }]);
    expect(imported).toMatchObject({
      confidence: 100,
      expense: { document_id: receipt.id, amount: 4_290, vendor_id: officeworks.id, gst: true },
      reasons: expect.arrayContaining(['A read receipt or bill']),
    });
    const confirmed = (await put(imported.id, { confirm: true })).json();
    expect(confirmed).toMatchObject({ remainder: 0, expenses: [{ amount: 4_290, confirmed: true }] });
    const expense = (await bookkeeper.get(`/api/expenses/${confirmed.expenses[0].id}`)).json();
    expect(expense.documents).toEqual([
      expect.objectContaining({ id: receipt.id, confirmed: true, state: expect.objectContaining({ state: 'complete' }) }),
    ]);
  });

  it('assigns a debit as a new expense, links an existing one, and disconnects', async () => {
    const bp = await buildVendor(db, { name: 'BP', gstRegistered: true });
    const fuel = await buildExpenseCategory(db, { name: 'Fuel' });
    const debit = await buildBankTransaction(db, { amount: -8_640, postedOn: '2026-10-03', description: 'BP FUEL EPPING' });
    const assigned = await put(debit.id, {
      expense: { description: 'Fuel', amount: 8_640, gst: true, business_use: 100, category_id: fuel.id, vendor_id: bp.id },
      save_rule: { contains: 'BP FUEL' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      remainder: 0,
      state: { state: 'matched' },
      expenses: [{ description: 'Fuel', amount: 8_640, created_at: '2026-10-03', confirmed: true }],
    });
    const expenseId = assigned.json().expenses[0].id;
    expect((await bookkeeper.get(`/api/expenses/${expenseId}`)).json()).toMatchObject({ gst_amount: 785, vendor_id: bp.id });

    // The rule suggests on later imports, with its stated confidence.
    const next = await importLines([{ date: '2026-10-17', amount: -9_120, description: 'BP FUEL CHATSWOOD' }]);
    expect(next).toMatchObject({
      confidence: 85,
      reasons: ['Description contains "BP FUEL" (rule, 85 %)'],
      expense: { amount: 9_120, vendor_id: bp.id, category_id: fuel.id },
    });
    expect((await put(next.id, { confirm: true })).json()).toMatchObject({ remainder: 0, expenses: [{ amount: 9_120, confirmed: true }] });
    const saved = (await bookkeeper.get('/api/transaction-rules')).json().data;
    expect(saved).toEqual([
      expect.objectContaining({
        contains: 'BP FUEL',
        vendor_id: bp.id,
        category_id: fuel.id,
        gst: true,
        business_use: 100,
        confidence: 85,
      }),
    ]);
    expect((await bookkeeper.delete(`/api/transaction-rules/${saved[0].id}`)).statusCode).toBe(204);
    const later = await importLines([{ date: '2026-10-24', amount: -7_700, description: 'BP FUEL RYDE' }]);
    expect(later.confidence).toBeNull();

    expect((await bookkeeper.delete(`/api/transactions/${debit.id}/expenses/${expenseId}`)).statusCode).toBe(204);
    const other = await buildExpense(db, { amount: 8_640, spentOn: '2026-10-03' });
    expect((await put(debit.id, { expense_id: other.id })).json()).toMatchObject({ remainder: 0, expenses: [{ id: other.id }] });
    const second = await buildBankTransaction(db, { amount: -8_640 });
    expect((await put(second.id, { expense_id: other.id })).json().errors.expense_id[0]).toMatch(/already matched/);
    expect((await put(second.id, { expense: { description: 'x', amount: 9_000 } })).statusCode).toBe(422);
    expect((await put(debit.id, { invoices: [{ id: 1, amount: 1 }] })).statusCode).toBe(422);
    expect((await put(debit.id, {})).statusCode).toBe(422);
    expect((await put(debit.id, { confirm: true, dismiss: true })).statusCode).toBe(422);
  });
});
