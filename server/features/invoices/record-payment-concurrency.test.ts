/**
 * Payments recorded at once on one client's invoices never apply more than a balance (client-money-lock.ts):
 * each reads the balance after the client's money lock, so what the others took is already in it, and the rest
 * becomes credit. PostgreSQL only: PGlite runs one transaction at a time, so these races cannot happen there.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { testDbKind } from '../../test/databases';
import { createDemoApp } from '../../test/demo';
import { saveBusiness } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { moneyInvariantViolations } from '../transactions/money-invariants';
import { transactionCredits } from '../transactions/transactions.table';
import { invoices as invoicesTable, payments } from './invoices.table';

const postgres = testDbKind() === 'pg';
const { t, admin, bookkeeper } = await createDemoApp('admin', 'bookkeeper');
afterAll(() => t.close());
beforeAll(() => saveBusiness(admin));
const db = t.app.db;
const today = todayIn(timeZone);
const sentAt = new Date('2026-10-01T00:00:00Z');

describe.skipIf(!postgres)('payments recorded at once on one client (PostgreSQL)', () => {
  it('20 payments of $30 on two $110 invoices apply $220 and leave $380 as credit, never over-applying', async () => {
    const client = await buildClient(db, { name: 'Concurrent Payer' });
    const first = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: '2026-10-01' });
    const second = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: '2026-10-02' });
    const ids = [first.id, second.id];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookkeeper.post(`/api/invoices/${ids[i % 2]}/payments`, { amount: 3_000, paid_on: today, method: 'bank', reference: `P${i}` }),
      ),
    );
    // Once an invoice is paid, a payment on it is refused; every other one is recorded.
    const recorded = answers.filter((a) => a.statusCode === 201).length;
    for (const a of answers)
      if (a.statusCode !== 201) expect([a.statusCode, a.json().message]).toEqual([422, 'A paid invoice cannot be marked paid.']);
    for (const id of ids) {
      const invoice = (await bookkeeper.get(`/api/invoices/${id}`)).json() as Invoice;
      const applied = invoice.payments.reduce((sum, p) => sum + p.amount, 0);
      expect(applied).toBe(11_000);
      expect(invoice.balance).toBe(0);
    }
    const [held] = await db
      .select({ amount: sql<number>`coalesce(sum(${transactionCredits.amount}), 0)`.mapWith(Number) })
      .from(transactionCredits)
      .where(eq(transactionCredits.clientId, client.id));
    const [manual] = await db
      .select({ amount: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
      .from(payments)
      .innerJoin(invoicesTable, eq(invoicesTable.id, payments.invoiceId))
      .where(and(eq(payments.source, 'manual'), eq(invoicesTable.clientId, client.id)));
    expect(manual.amount + held.amount).toBe(recorded * 3_000);
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
  });
});
