/** Each money invariant reports the row that breaks it, and only that row (one client's or everyone's). */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { buildClient } from '../../test/client-factories';
import { openTestDatabase } from '../../test/databases';
import { buildInvoice } from '../../test/invoice-factories';
import { buildBankTransaction } from '../../test/transaction-factories';
import { moneyInvariantViolations } from './money-invariants';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

const pay = (invoiceId: number, amount: number, source: string, transactionId: number | null = null) =>
  db.execute(
    sql`insert into payments (invoice_id, amount, paid_at, source, transaction_id) values (${invoiceId}, ${amount}, '2026-01-05', ${source}, ${transactionId})`,
  );

describe('moneyInvariantViolations', () => {
  it('finds an over-applied invoice, an over-applied bank line and an over-used credit, and nothing in a sound ledger', async () => {
    const sound = (await buildClient(db)).id;
    const broken = (await buildClient(db)).id;
    const fine = await buildInvoice(db, { clientId: sound, lines: [{ unit_price: 10_000 }] });
    const line = await buildBankTransaction(db, { amount: fine.total });
    await pay(fine.id, fine.total, 'transaction', line.id);
    expect(await moneyInvariantViolations(db)).toEqual([]);

    const over = await buildInvoice(db, { clientId: broken, lines: [{ unit_price: 10_000 }] });
    const small = await buildBankTransaction(db, { amount: 500 });
    await pay(over.id, over.total + 1, 'transaction', small.id);
    const creditLine = await buildBankTransaction(db, { amount: 300 });
    await db.execute(sql`insert into transaction_credits (transaction_id, client_id, amount) values (${creditLine.id}, ${broken}, 300)`);
    const other = await buildInvoice(db, { clientId: broken, lines: [{ unit_price: 10_000 }] });
    await pay(other.id, 301, 'credit', creditLine.id);

    const found = await moneyInvariantViolations(db);
    expect(found.map((v) => [v.rule, v.id]).sort()).toEqual(
      [
        ['bank line over-applied', String(small.id)],
        ['credit over-used', `${creditLine.id}/${broken}`],
        ['invoice over-applied', String(over.id)],
      ].sort(),
    );
    expect(await moneyInvariantViolations(db, sound)).toEqual(found.filter((v) => v.rule === 'bank line over-applied'));
  });
});
