/**
 * Payments the money triggers (migration 0019) refuse — an invoice applied above its total, a bank line or a
 * credit used above its amount — written as rows from before those triggers existed, for the tests of rules that
 * must still read such rows right (the SQL twins, the BAS, the invariants' own report).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Runs `write` in one transaction with the money triggers of payments and adjustment notes off, and on again before it commits. */
export async function withUncheckedPayments<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`alter table payments disable trigger money_payments`);
    await tx.execute(sql`alter table adjustment_notes disable trigger money_adjustment_notes`);
    const result = await write(tx);
    await tx.execute(sql`alter table adjustment_notes enable trigger money_adjustment_notes`);
    await tx.execute(sql`alter table payments enable trigger money_payments`);
    return result;
  });
}
