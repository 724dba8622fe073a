import { afterAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { pdfText } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { buildBankTransaction } from '../../test/transaction-factories';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());
const db = t.app.db;

const owingOf = async (name: string) => (await bookkeeper.get(`/api/clients?search=${encodeURIComponent(name)}`)).json().data[0].owing;

describe('credit from bank lines in a client’s owing', () => {
  it('subtracts only that client’s own credit still to apply, whatever other clients have used', async () => {
    const used = await buildClient(db, { name: 'Credit Used Pty Ltd' });
    const held = await buildClient(db, { name: 'Credit Held Pty Ltd' });
    const invoice = await buildInvoice(db, {
      clientId: used.id,
      sentAt: new Date('2026-10-01T00:00:00Z'),
      lines: [{ unit_price: 10_000 }],
    });
    const forUsed = await buildBankTransaction(db, { amount: 11_000, description: 'CREDIT USED' });
    const forHeld = await buildBankTransaction(db, { amount: 5_000, description: 'CREDIT HELD' });

    // The first client's credit pays its open invoice at once; the second has no invoice, so its credit waits.
    expect((await bookkeeper.put(`/api/transactions/${forUsed.id}`, { client_id: used.id, credit: true })).statusCode).toBe(200);
    expect((await bookkeeper.put(`/api/transactions/${forHeld.id}`, { client_id: held.id, credit: true })).statusCode).toBe(200);
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}`)).json().state.state).toBe('paid');

    expect(await owingOf('Credit Used')).toBe(0);
    expect(await owingOf('Credit Held')).toBe(-5_000);

    // The statement shows the credit still held and what is owed less it: here the client is in credit.
    const statement = await bookkeeper.get(`/api/clients/${held.id}/download-statement?from=2026-01-01&to=${forHeld.postedOn}`);
    expect(statement.statusCode).toBe(200);
    const text = await pdfText(statement.rawPayload);
    expect(text).toContain('Less credit held');
    expect(text).toContain('-$50.00');
    expect(text).toMatch(/In credit\s+\$50\.00/);
    expect(text).not.toContain('Balance owing');
  });
});
