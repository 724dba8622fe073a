/**
 * Recording a payment by hand (docs/domain.md "Payments and what is owed"): a `manual` payment up to the balance,
 * with its method and reference; what it brings over the balance is the client's credit, applied as bank credit
 * is; refused on drafts, settled invoices, future days and completed BAS quarters. PGlite and PostgreSQL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../shared/api/invoices';
import { addDays, todayIn } from '../../../shared/dates';
import { buildClient } from '../../test/client-factories';
import { testDbKind } from '../../test/databases';
import { activityLog, creditLeft, heldCredit, paidBySource } from '../../test/inspect';
import { createInvoicingApp } from '../../test/invoice-documents';
import { buildInvoice } from '../../test/invoice-factories';
import { whileQuarterComplete } from '../../test/quarters';
import { timeZone } from '../../test/test-app';
import { moneyInvariantViolations } from '../transactions/money-invariants';

const { t, bookkeeper } = await createInvoicingApp('bookkeeper');
const db = t.app.db;
const today = todayIn(timeZone);
const sentAt = new Date('2026-10-01T00:00:00Z');

const record = (id: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  bookkeeper.request({ method: 'POST', url: `/api/invoices/${id}/payments`, payload: body, headers });
const read = async (id: number) => (await bookkeeper.get(`/api/invoices/${id}`)).json() as Invoice;

describe('POST /api/invoices/{id}/payments', () => {
  it('records a part payment with its day, method and reference, leaving the invoice part paid', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const paidOn = addDays(today, -3);
    const response = await record(invoice.id, { amount: 4_000, paid_on: paidOn, method: 'card', reference: 'Visa 4242' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      applied: 4_000,
      credited: 0,
      data: { paid: 4_000, balance: 7_000, state: { state: 'partial' } },
    });
    expect(response.json().message).toBe(`Payment of $40.00 recorded on invoice #${invoice.number}.`);
    expect((await read(invoice.id)).payments).toEqual([
      expect.objectContaining({ amount: 4_000, paid_at: paidOn, source: 'manual', method: 'card', reference: 'Visa 4242' }),
    ]);
    expect((await activityLog(bookkeeper, 10))[0]).toMatchObject({
      description: `Recorded a payment of $40.00 on invoice #${invoice.number}`,
    });
  });

  it('pays in full, and one-click mark paid still records the balance with no method', async () => {
    const full = await buildInvoice(db, { sentAt });
    const paid = await record(full.id, { amount: 11_000, paid_on: today, method: 'bank', reference: '' });
    expect(paid.json()).toMatchObject({ applied: 11_000, credited: 0, data: { balance: 0, state: { state: 'paid' } } });
    expect((await read(full.id)).payments[0]).toMatchObject({ method: 'bank', reference: null });
    const other = await buildInvoice(db, { sentAt });
    await bookkeeper.get(`/api/invoices/${other.id}/paid`);
    expect((await read(other.id)).payments).toEqual([expect.objectContaining({ amount: 11_000, method: null, reference: null })]);
  });

  it('turns what is paid over the balance into the client’s credit, applied to its other open invoices oldest first', async () => {
    const client = await buildClient(db, {
      name: 'Overpaying Client',
      contacts: [{ name: 'Accounts', email: 'accounts@overpaying.example', type: 'account' }],
    });
    const invoice = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: addDays(today, -10) });
    const later = await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: addDays(today, -5), lines: [{ unit_price: 1_000 }] });
    const response = await record(invoice.id, { amount: 15_000, paid_on: today, method: 'cash' });
    expect(response.json()).toMatchObject({ applied: 11_000, credited: 4_000, data: { balance: 0, state: { state: 'paid' } } });
    expect(response.json().message).toContain("$40.00 over the balance is Overpaying Client's credit");
    // The later invoice ($11.00) took its balance of the credit; $29.00 waits for the next one.
    expect(await read(later.id)).toMatchObject({ balance: 0, payments: [expect.objectContaining({ amount: 1_100, source: 'credit' })] });
    expect(await heldCredit(db, client.id)).toBe(2_900);
    const listed = (await bookkeeper.get(`/api/clients?search=Overpaying`)).json().data;
    expect(listed.find((c: { id: number }) => c.id === client.id).owing).toBe(-2_900);
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
    // The next invoice sent takes the waiting credit.
    const next = await buildInvoice(db, { clientId: client.id });
    expect((await bookkeeper.get(`/api/invoices/${next.id}/send`)).statusCode).toBe(200);
    expect((await read(next.id)).paid).toBe(2_900);
    expect(await heldCredit(db, client.id)).toBe(0);
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
  });

  it.each([
    ['no amount', { amount: undefined }, 'amount'],
    ['a zero amount', { amount: 0 }, 'amount'],
    ['a negative amount', { amount: -100 }, 'amount'],
    ['a fraction of a cent', { amount: 10.5 }, 'amount'],
    ['no date', { paid_on: undefined }, 'paid_on'],
    ['a date that is not one', { paid_on: '2026-02-30' }, 'paid_on'],
    ['a day after today', { paid_on: addDays(today, 1) }, 'paid_on'],
    ['an unknown method', { method: 'cheque' }, 'method'],
    ['a reference over 100 characters', { reference: 'x'.repeat(101) }, 'reference'],
  ])('refuses %s with 422 on that field, recording nothing', async (_, change, field) => {
    const invoice = await buildInvoice(db, { sentAt });
    const response = await record(invoice.id, { amount: 1_000, paid_on: today, method: 'bank', reference: 'R', ...change });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    expect((await read(invoice.id)).payments).toEqual([]);
  });

  it.each([
    ['a draft', { sentAt: undefined }, 'A draft invoice cannot take a payment: send it first.'],
    ['a cancelled invoice', { sentAt, cancelled: true }, 'A cancelled invoice cannot be marked paid.'],
    ['a paid invoice', { sentAt, payments: [{ amount: 11_000 }] }, 'A paid invoice cannot be marked paid.'],
  ])('refuses %s with 422', async (_, attrs, message) => {
    const invoice = await buildInvoice(db, attrs);
    const response = await record(invoice.id, { amount: 1_000, paid_on: today, method: 'bank' });
    expect([response.statusCode, response.json().message]).toEqual([422, message]);
  });

  it('refuses a payment dated in a completed BAS quarter, and takes it once the quarter is reopened', async () => {
    const invoice = await buildInvoice(db, { sentAt, issuedAt: '2025-08-01' });
    await whileQuarterComplete(bookkeeper, '2025-08-15', async () => {
      const refused = await record(invoice.id, { amount: 20_000, paid_on: '2025-08-15', method: 'bank' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.paid_on[0]).toMatch(/complete/);
      expect((await read(invoice.id)).payments).toEqual([]);
      expect(await heldCredit(db, invoice.clientId)).toBe(0);
    });
    expect((await record(invoice.id, { amount: 1_000, paid_on: '2025-08-15', method: 'bank' })).statusCode).toBe(201);
  });

  it('records once for an Idempotency-Key sent twice', async () => {
    const invoice = await buildInvoice(db, { sentAt });
    const body = { amount: 2_500, paid_on: today, method: 'other', reference: 'Twice' };
    const first = await record(invoice.id, body, { 'idempotency-key': `pay-${invoice.id}` });
    const again = await record(invoice.id, body, { 'idempotency-key': `pay-${invoice.id}` });
    expect([again.statusCode, again.body]).toEqual([201, first.body]);
    expect((await read(invoice.id)).payments).toHaveLength(1);
  });
});

describe('random payments on one client’s invoices', () => {
  it('keep every balance = total − applied and the credit = what was paid over the balances', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 100, max: 5_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.record({ which: fc.nat(), amount: fc.integer({ min: 1, max: 12_000 }) }), { minLength: 1, maxLength: 6 }),
        async (prices, paid) => {
          const client = await buildClient(db);
          const made = [];
          for (const [i, price] of prices.entries())
            made.push(
              await buildInvoice(db, { clientId: client.id, sentAt, issuedAt: addDays(today, i - 10), lines: [{ unit_price: price }] }),
            );
          let received = 0;
          for (const { which, amount } of paid) {
            const response = await record(made[which % made.length].id, { amount, paid_on: today, method: 'bank' });
            if (response.statusCode === 201) received += amount;
            else expect(response.json().message).toMatch(/paid invoice|Nothing is owed/);
          }
          let applied = 0;
          for (const { id } of made) {
            const invoice = await read(id);
            const sum = invoice.payments.reduce((total, p) => total + p.amount, 0);
            expect(invoice.balance).toBe(invoice.total - sum);
            expect(sum).toBeLessThanOrEqual(invoice.total);
            applied += invoice.payments.filter((p) => p.source !== 'credit').reduce((total, p) => total + p.amount, 0);
          }
          // Everything received is either on an invoice as a manual payment or the client's credit (some of it applied).
          expect(applied + (await creditLeft(db, client.id))).toBe(received);
          expect(await heldCredit(db, client.id)).toBeGreaterThanOrEqual(0);
          expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
        },
      ),
      { numRuns: 10 },
    );
  }, 180_000);
});

// Payments recorded at once never apply more than a balance (client-money-lock.ts): each reads the balance after
// the client's money lock, so what the others took is already in it, and the rest becomes credit. PostgreSQL
// only: PGlite runs one transaction at a time, so these races cannot happen there.
const postgres = testDbKind() === 'pg';

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
    expect((await paidBySource(db, client.id, 'manual')) + (await creditLeft(db, client.id))).toBe(recorded * 3_000);
    expect(await moneyInvariantViolations(db, client.id)).toEqual([]);
  });
});
