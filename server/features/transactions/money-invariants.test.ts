/**
 * Each money invariant reports the row that breaks it, and only that row (one client's or everyone's); the
 * database refuses, at commit, a transaction that would leave such a row (migration 0019), whatever wrote it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildClient } from '../../test/client-factories';
import { openTestDatabase } from '../../test/databases';
import { buildInvoice } from '../../test/invoice-factories';
import { buildBankTransaction } from '../../test/transaction-factories';
import { withUncheckedPayments } from '../../test/unchecked-money';
import { moneyInvariantViolations } from './money-invariants';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

const pay = (to: Db, invoiceId: number, amount: number, source: string, transactionId: number | null = null) =>
  to.execute(
    sql`insert into payments (invoice_id, amount, paid_at, source, transaction_id) values (${invoiceId}, ${amount}, '2026-01-05', ${source}, ${transactionId})`,
  );
const holdCredit = (to: Db, transactionId: number, clientId: number, amount: number) =>
  to.execute(sql`insert into transaction_credits (transaction_id, client_id, amount) values (${transactionId}, ${clientId}, ${amount})`);

/** What the database answers a transaction's commit: `committed`, or the money rule's refusal. */
async function commit(write: (tx: Db) => Promise<unknown>) {
  try {
    await db.transaction(async (tx) => {
      await write(tx);
    });
    return 'committed';
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause)
      if ((e as Error & { code?: string }).code === 'MONEY') return { code: 'MONEY', message: e.message };
    throw error;
  }
}

describe('moneyInvariantViolations', () => {
  it('finds an over-applied invoice, an over-applied bank line and an over-used credit, and nothing in a sound ledger', async () => {
    const sound = (await buildClient(db)).id;
    const broken = (await buildClient(db)).id;
    const fine = await buildInvoice(db, { clientId: sound, lines: [{ unit_price: 10_000 }] });
    const line = await buildBankTransaction(db, { amount: fine.total });
    await pay(db, fine.id, fine.total, 'transaction', line.id);
    expect(await moneyInvariantViolations(db)).toEqual([]);

    // Rows from before the triggers: the report still finds them.
    const over = await buildInvoice(db, { clientId: broken, lines: [{ unit_price: 10_000 }] });
    const small = await buildBankTransaction(db, { amount: 500 });
    const creditLine = await buildBankTransaction(db, { amount: 300 });
    await holdCredit(db, creditLine.id, broken, 300);
    const other = await buildInvoice(db, { clientId: broken, lines: [{ unit_price: 10_000 }] });
    await withUncheckedPayments(db, async (tx) => {
      await pay(tx, over.id, over.total + 1, 'transaction', small.id);
      await pay(tx, other.id, 301, 'credit', creditLine.id);
    });

    const found = await moneyInvariantViolations(db);
    expect(found).toEqual([
      { rule: 'invoice over-applied', id: String(over.id), detail: `total ${over.total}, applied ${over.total + 1}` },
      { rule: 'bank line over-applied', id: String(small.id), detail: `amount 500, applied ${over.total + 1}` },
      { rule: 'credit over-used', id: `${creditLine.id}/${broken}`, detail: 'held 300, used 301' },
    ]);
    expect(await moneyInvariantViolations(db, sound)).toEqual(found.filter((v) => v.rule === 'bank line over-applied'));
  });
});

describe('the database refuses invented money at commit', () => {
  it('an invoice applied above its total, by a payment or by lowering the total', async () => {
    const invoice = await buildInvoice(db, { lines: [{ unit_price: 10_000 }] });
    expect(await commit((tx) => pay(tx, invoice.id, 11_001, 'manual'))).toEqual({
      code: 'MONEY',
      message: `Invoice #${invoice.number} would have $110.01 applied, more than its total of $110.00.`,
    });
    expect(await commit((tx) => pay(tx, invoice.id, 11_000, 'manual'))).toBe('committed');
    expect(await commit((tx) => tx.execute(sql`update invoices set total = 10999 where id = ${invoice.id}`))).toMatchObject({
      code: 'MONEY',
    });
    // A refund (a negative payment) is fine, and so is a state broken mid-transaction and mended before commit.
    expect(await commit((tx) => pay(tx, invoice.id, -1_000, 'manual'))).toBe('committed');
    expect(
      await commit(async (tx) => {
        await pay(tx, invoice.id, 5_000, 'manual');
        await tx.execute(sql`delete from payments where invoice_id = ${invoice.id} and amount = 5000`);
      }),
    ).toBe('committed');
    expect((await moneyInvariantViolations(db)).filter((v) => v.id === String(invoice.id))).toEqual([]);
  });

  it('a bank line with more taken from it than it moved, by invoices, credits or expenses', async () => {
    const client = (await buildClient(db)).id;
    const invoice = await buildInvoice(db, { clientId: client, lines: [{ unit_price: 100_000 }] });
    const line = await buildBankTransaction(db, { amount: 10_000 });
    expect(await commit((tx) => pay(tx, invoice.id, 10_001, 'transaction', line.id))).toEqual({
      code: 'MONEY',
      message: 'The bank line of $100.00 would have $100.01 taken from it.',
    });
    expect(await commit((tx) => pay(tx, invoice.id, 6_000, 'transaction', line.id))).toBe('committed');
    expect(await commit((tx) => holdCredit(tx, line.id, client, 4_001))).toMatchObject({ code: 'MONEY' });
    expect(await commit((tx) => holdCredit(tx, line.id, client, 4_000))).toBe('committed');
    expect(await commit((tx) => tx.execute(sql`update bank_transactions set amount = 9999 where id = ${line.id}`))).toMatchObject({
      code: 'MONEY',
    });
  });

  it('a credit used beyond what it holds, or taken back while its payments stay', async () => {
    const client = (await buildClient(db)).id;
    const invoice = await buildInvoice(db, { clientId: client, lines: [{ unit_price: 100_000 }] });
    const line = await buildBankTransaction(db, { amount: 20_000 });
    await holdCredit(db, line.id, client, 5_000);
    expect(await commit((tx) => pay(tx, invoice.id, 5_001, 'credit', line.id))).toEqual({
      code: 'MONEY',
      message: 'A credit of $50.00 would have $50.01 applied.',
    });
    expect(await commit((tx) => pay(tx, invoice.id, 5_000, 'credit', line.id))).toBe('committed');
    expect(await commit((tx) => tx.execute(sql`delete from transaction_credits where transaction_id = ${line.id}`))).toMatchObject({
      code: 'MONEY',
    });
    expect(
      await commit(async (tx) => {
        await tx.execute(sql`delete from transaction_credits where transaction_id = ${line.id}`);
        await tx.execute(sql`delete from payments where transaction_id = ${line.id} and source = 'credit'`);
      }),
    ).toBe('committed');
    expect((await moneyInvariantViolations(db, client)).filter((v) => v.rule === 'credit over-used')).toEqual([]);
  });
});
