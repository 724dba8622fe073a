import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildInvoice } from '../../test/invoice-factories';
import { buildBankTransaction } from '../../test/transaction-factories';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());
const db = t.app.db;

// 10 Aug 2020 is in the July–September quarter of the financial year ending in 2021: id 2021×10+1.
const quarter = '/api/account-activity/20211';

describe('a bank line dated in a quarter whose BAS is complete', () => {
  it('cannot be linked until the quarter is reopened', async () => {
    const client = await buildClient(db, { name: 'Quarter Lock Pty Ltd' });
    const invoice = await buildInvoice(db, {
      clientId: client.id,
      issuedAt: '2020-08-01',
      sentAt: new Date('2020-08-01T00:00:00Z'),
      lines: [{ unit_price: 10_000 }],
    });
    const line = await buildBankTransaction(db, { amount: 11_000, postedOn: '2020-08-10', description: 'QUARTER LOCK PTY LTD' });
    expect((await bookkeeper.put(quarter, { bas_complete: true })).statusCode).toBe(200);

    const refused = await bookkeeper.put(`/api/transactions/${line.id}`, { invoices: [{ id: invoice.id, amount: 11_000 }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.date[0]).toMatch(/complete/i);
    expect((await bookkeeper.get(`/api/transactions/${line.id}`)).json()).toMatchObject({ remainder: 11_000, invoices: [] });
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().payments).toEqual([]);

    expect((await bookkeeper.put(quarter, { bas_complete: false })).statusCode).toBe(200);
    const linked = await bookkeeper.put(`/api/transactions/${line.id}`, { invoices: [{ id: invoice.id, amount: 11_000 }] });
    expect(linked.statusCode).toBe(200);
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().state.state).toBe('paid');
  });
});
