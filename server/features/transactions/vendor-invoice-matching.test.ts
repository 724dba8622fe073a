import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildVendor } from '../../test/expense-factories';
import { auditTrail } from '../../test/inspect';
import { buildBankTransaction } from '../../test/transaction-factories';
import { buildVendorInvoice } from '../../test/vendor-invoice-factories';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';

const { t, bookkeeper, people } = await createDemoApp('bookkeeper', 'contractor');
afterAll(() => t.close());
const db = t.app.db;
const vendor = await buildVendor(db, { name: 'Sam Taylor Cleaning', userId: people.contractor.id, gstRegistered: true });

const line = async (id: number) => (await bookkeeper.get(`/api/transactions/${id}`)).json();
const put = (id: number, body: unknown) => bookkeeper.put(`/api/transactions/${id}`, body);
const suggest = (ids: number[]) => bookkeeper.post('/api/transactions/suggest', { ids });
const paidAt = async (id: number) =>
  (await db.select({ paidAt: vendorInvoices.paidAt }).from(vendorInvoices).where(eq(vendorInvoices.id, id)))[0].paidAt;
const invoiceOf = (total: number, number: string, issuedAt = '2026-11-08') =>
  buildVendorInvoice(t.app, people.contractor.id, { vendorId: vendor.id, total, tax: Math.round(total / 11), number, issuedAt });

describe('outgoing lines against contractors’ vendor invoices', () => {
  it('suggests the unpaid vendor invoice with its reasons; confirming (twice at once) links once and marks it paid; disconnecting unpays it', async () => {
    const invoice = await invoiceOf(51_230, 'ST-101');
    const bank = await buildBankTransaction(db, {
      amount: -51_230,
      postedOn: '2026-11-12',
      description: 'TRANSFER SAM TAYLOR CLEANING ST-101',
    });
    expect((await suggest([bank.id])).json()).toEqual({ suggested: 1 });
    expect(await line(bank.id)).toMatchObject({
      state: { state: 'suggested' },
      confirmed: false,
      confidence: 100,
      reasons: [
        "Amount $512.30 is the vendor invoice's total",
        'Vendor invoice ST-101 in the description',
        'Name Sam Taylor Cleaning in the description',
        'Paid 4 days after issue',
      ],
      vendor_invoices: [
        {
          id: invoice.id,
          number: 'ST-101',
          user_id: people.contractor.id,
          vendor: 'Sam Taylor Cleaning',
          amount: 51_230,
          paid_at: null,
          confirmed: false,
        },
      ],
      expenses: [],
    });

    const [a, b] = await Promise.all([put(bank.id, { confirm: true }), put(bank.id, { confirm: true })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await line(bank.id)).toMatchObject({
      confirmed: true,
      remainder: 0,
      state: { state: 'matched' },
      confidence: null,
      vendor_invoices: [{ id: invoice.id, amount: 51_230, paid_at: '2026-11-12', confirmed: true }],
    });
    expect(await paidAt(invoice.id)).toBe('2026-11-12');
    const trail = await auditTrail(bookkeeper, 'transactions', bank.id);
    expect(trail.map((e) => e.description)).toContainEqual(expect.stringContaining('to vendor invoice ST-101'));
    expect((await bookkeeper.delete(`/api/transactions/${bank.id}`)).statusCode).toBe(422);

    expect((await bookkeeper.delete(`/api/transactions/${bank.id}/vendor-invoices/${invoice.id}`)).statusCode).toBe(204);
    expect(await paidAt(invoice.id)).toBeNull();
    expect(await line(bank.id)).toMatchObject({ confirmed: false, remainder: -51_230, vendor_invoices: [] });
    expect((await bookkeeper.delete(`/api/transactions/${bank.id}/vendor-invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('never suggests a dismissed vendor invoice again', async () => {
    const invoice = await invoiceOf(61_240, 'ST-102');
    const bank = await buildBankTransaction(db, { amount: -61_240, postedOn: '2026-11-13', description: 'SAM TAYLOR CLEANING' });
    await suggest([bank.id]);
    expect((await line(bank.id)).vendor_invoices).toMatchObject([{ id: invoice.id, confirmed: false }]);
    expect((await put(bank.id, { dismiss: true })).json()).toMatchObject({
      confidence: null,
      vendor_invoices: [],
      state: { state: 'unmatched' },
    });
    expect((await suggest([bank.id])).json()).toEqual({ suggested: 0 });
    expect((await line(bank.id)).vendor_invoices).toEqual([]);
    expect(await paidAt(invoice.id)).toBeNull();
  });

  it('refuses to pay a vendor invoice twice: a second line suggested against it gets 422 and changes nothing', async () => {
    const invoice = await invoiceOf(71_250, 'ST-103');
    const first = await buildBankTransaction(db, { amount: -71_250, postedOn: '2026-11-14', description: 'SAM TAYLOR CLEANING ST-103' });
    const second = await buildBankTransaction(db, { amount: -71_250, postedOn: '2026-11-15', description: 'SAM TAYLOR CLEANING ST-103' });
    await suggest([first.id, second.id]);
    expect((await put(first.id, { confirm: true })).statusCode).toBe(200);
    const refused = await put(second.id, { confirm: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ vendor_invoice_id: ['Vendor invoice ST-103 is already paid.'] });
    expect(await line(second.id)).toMatchObject({ remainder: -71_250, confirmed: false });
    expect(await paidAt(invoice.id)).toBe('2026-11-14');
    expect((await bookkeeper.delete(`/api/transactions/${second.id}/vendor-invoices/${invoice.id}`)).statusCode).toBe(404);
  });

  it('links a vendor invoice named directly ({vendor_invoice_id}); one that is more than the remainder, unknown, or on money received is 422 and changes nothing', async () => {
    const invoice = await invoiceOf(91_270, 'ST-105');
    const small = await buildBankTransaction(db, { amount: -50_000, postedOn: '2026-11-16', description: 'PART TRANSFER' });
    const incoming = await buildBankTransaction(db, { amount: 91_270, postedOn: '2026-11-16', description: 'REFUND' });
    const bank = await buildBankTransaction(db, { amount: -100_000, postedOn: '2026-11-16', description: 'TRANSFER' });
    for (const [id, body, field] of [
      [small.id, { vendor_invoice_id: invoice.id }, 'vendor_invoice_id'],
      [incoming.id, { vendor_invoice_id: invoice.id }, 'vendor_invoice_id'],
      [bank.id, { vendor_invoice_id: 999_999 }, 'vendor_invoice_id'],
    ] as const) {
      const res = await put(id, body);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    expect(await paidAt(invoice.id)).toBeNull();
    expect((await put(bank.id, { vendor_invoice_id: invoice.id, expense_id: 1 })).statusCode).toBe(422);
    const linked = await put(bank.id, { vendor_invoice_id: invoice.id });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      remainder: -8_730,
      state: { state: 'partial' },
      vendor_invoices: [{ id: invoice.id, confirmed: true }],
    });
    expect(await paidAt(invoice.id)).toBe('2026-11-16');
  });

  it('offers the unpaid vendor invoices a paid-out line can still pay by hand, two weeks in one transfer', async () => {
    const first = await invoiceOf(30_000, 'ST-201', '2026-10-05');
    const second = await invoiceOf(45_000, 'ST-202', '2026-10-12');
    const tooBig = await invoiceOf(80_000, 'ST-203', '2026-10-19');
    const transfer = await buildBankTransaction(db, {
      amount: -75_000,
      postedOn: '2026-10-20',
      description: 'TRANSFER TO SAM TAYLOR TWO WEEKS',
    });
    const choices = async () =>
      (await bookkeeper.get(`/api/transactions/${transfer.id}/vendor-invoice-choices`)).json().data as { id: number; amount: number }[];
    const offered = await choices();
    expect(offered.find((c) => c.id === first.id)).toEqual({
      id: first.id,
      number: 'ST-201',
      contractor: people.contractor.name,
      vendor: 'Sam Taylor Cleaning',
      issued_at: '2026-10-05',
      amount: 30_000,
    });
    expect(offered.map((c) => c.id)).toContain(second.id);
    expect(offered.map((c) => c.id)).not.toContain(tooBig.id);
    expect(offered.every((c) => c.amount <= 75_000)).toBe(true);

    expect((await put(transfer.id, { vendor_invoice_id: first.id })).statusCode).toBe(200);
    // What is left (450.00) still takes the second, and no longer offers the first.
    const left = await choices();
    expect(left.map((c) => c.id)).toContain(second.id);
    expect(left.map((c) => c.id)).not.toContain(first.id);
    expect(left.every((c) => c.amount <= 45_000)).toBe(true);
    expect((await put(transfer.id, { vendor_invoice_id: second.id })).json()).toMatchObject({ remainder: 0, state: { state: 'matched' } });
    expect(await choices()).toEqual([]);

    const received = await buildBankTransaction(db, { amount: 30_000, postedOn: '2026-10-20', description: 'REFUND' });
    expect((await bookkeeper.get(`/api/transactions/${received.id}/vendor-invoice-choices`)).json()).toEqual({ data: [] });
    expect((await bookkeeper.get('/api/transactions/999999/vendor-invoice-choices')).statusCode).toBe(404);
  });

  it('is refused in a quarter whose BAS is complete, until it is reopened', async () => {
    // 10 Aug 2020 is in the July–September quarter of the financial year ending in 2021: id 2021×10+1.
    const quarter = '/api/account-activity/20211';
    const invoice = await invoiceOf(81_260, 'ST-104', '2020-08-01');
    const bank = await buildBankTransaction(db, { amount: -81_260, postedOn: '2020-08-10', description: 'SAM TAYLOR CLEANING ST-104' });
    await suggest([bank.id]);
    expect((await bookkeeper.put(quarter, { bas_complete: true })).statusCode).toBe(200);
    const refused = await put(bank.id, { confirm: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.date[0]).toMatch(/complete/i);
    expect(await paidAt(invoice.id)).toBeNull();
    expect((await bookkeeper.put(quarter, { bas_complete: false })).statusCode).toBe(200);
    expect((await put(bank.id, { confirm: true })).statusCode).toBe(200);
    expect(await paidAt(invoice.id)).toBe('2020-08-10');
  });
});
