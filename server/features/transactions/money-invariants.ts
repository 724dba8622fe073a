/**
 * The money invariants no code path may break (issue 18 §1, docs/domain.md "Payments and what is owed"): what
 * is applied to an invoice never exceeds its total, what a bank line pays out never exceeds its amount, and a
 * client's credit is never used beyond what it holds. The concurrency test and `npm run soak` read them after
 * their storms; an empty list is a ledger that invented no money.
 */
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';

export type MoneyViolation = { rule: 'invoice over-applied' | 'bank line over-applied' | 'credit over-used'; id: string; detail: string };

type Row = { id: string; detail: string };

/** Every invoice, bank line and client credit that breaks a money invariant: all, or one client's invoices and credits (bank lines are always all). */
export async function moneyInvariantViolations(db: Db, clientId?: number): Promise<MoneyViolation[]> {
  const ofClient = (column: SQL) => (clientId === undefined ? sql`true` : sql`${column} = ${clientId}`);
  const invoices = await rows(
    db,
    sql`select i.id::text as id, 'total ' || i.total || ', applied ' || sum(p.amount) as detail
        from invoices i join payments p on p.invoice_id = i.id
        where ${ofClient(sql`i.client_id`)}
        group by i.id, i.total having sum(p.amount) > greatest(i.total, 0)`,
  );
  // A bank line's money goes to invoice payments and client credits (money in), or expenses and vendor
  // invoices (money out); together they never exceed what the line moved.
  const lines = await rows(
    db,
    sql`with used as (
          select transaction_id, amount from payments where source = 'transaction' and transaction_id is not null
          union all select transaction_id, amount from transaction_credits
          union all select transaction_id, amount from transaction_expenses
          union all select transaction_id, amount from transaction_vendor_invoices
        )
        select t.id::text as id, 'amount ' || t.amount || ', applied ' || sum(u.amount) as detail
        from bank_transactions t join used u on u.transaction_id = t.id
        group by t.id, t.amount having sum(u.amount) > abs(t.amount)`,
  );
  const credits = await rows(
    db,
    sql`with held as (
          select transaction_id, client_id, sum(amount) as amount from transaction_credits group by transaction_id, client_id
        ), used as (
          select p.transaction_id, i.client_id, sum(p.amount) as amount
          from payments p join invoices i on i.id = p.invoice_id
          where p.source = 'credit' group by p.transaction_id, i.client_id
        )
        select u.transaction_id || '/' || u.client_id as id, 'held ' || coalesce(h.amount, 0) || ', used ' || u.amount as detail
        from used u left join held h on h.transaction_id = u.transaction_id and h.client_id = u.client_id
        where ${ofClient(sql`u.client_id`)} and u.amount > coalesce(h.amount, 0)`,
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
