/**
 * The money invariants no code path may break (decision 021, docs/domain.md "Payments and what is owed"): what
 * is applied to an invoice never exceeds its total, what a bank line pays out never exceeds its amount, and a
 * client's credit is never used beyond what it holds. The concurrency test and `npm run soak` read them after
 * their storms; an empty list is a ledger that invented no money.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

export type MoneyViolation = { rule: 'invoice over-applied' | 'bank line over-applied' | 'credit over-used'; id: string; detail: string };

type Row = { id: string; detail: string };

/**
 * Every invoice, bank line and client credit that breaks a money invariant: all, or one client's invoices and
 * credits (bank lines are always all). Each rule is a view of migration 0019 (`money_over_applied_invoices`,
 * `money_over_applied_bank_lines`, `money_over_used_credits`), which the database's deferred triggers also read
 * to refuse such a state at commit: one definition for both (the bank lines' view counts pay-run links since 0024).
 * Rows older than the triggers can still be listed.
 */
export async function moneyInvariantViolations(db: Db, clientId?: number): Promise<MoneyViolation[]> {
  const ofClient = clientId === undefined ? sql`true` : sql`client_id = ${clientId}`;
  const invoices = await rows(
    db,
    sql`select id::text as id, 'total ' || total || ', applied ' || applied as detail
        from money_over_applied_invoices where ${ofClient} order by id`,
  );
  const lines = await rows(
    db,
    sql`select id::text as id, 'amount ' || amount || ', applied ' || applied as detail from money_over_applied_bank_lines order by id`,
  );
  const credits = await rows(
    db,
    sql`select transaction_id || '/' || client_id as id, 'held ' || held || ', used ' || used as detail
        from money_over_used_credits where ${ofClient} order by transaction_id, client_id`,
  );
  return [
    ...invoices.map((r) => ({ rule: 'invoice over-applied' as const, ...r })),
    ...lines.map((r) => ({ rule: 'bank line over-applied' as const, ...r })),
    ...credits.map((r) => ({ rule: 'credit over-used' as const, ...r })),
  ];
}

const violationRows = z.object({ rows: z.array(z.object({ id: z.string(), detail: z.string() })) });

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return violationRows.parse(await db.execute(query)).rows;
}
