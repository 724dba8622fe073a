/**
 * Each SQL fragment of invoice-money.sql.ts against its twin in shared/, on generated invoices: any total (zero
 * included), cancelled or not, a cash visit's or not, never sent, sent or seen, with payments that fall short,
 * settle, overpay or refund, and adjustment notes that took part of the balance off (decision 031). Evaluated as a one-table select's fields (where drizzle writes columns
 * unqualified) and as conditions, on the database this project runs on (PGlite, or PostgreSQL with DATABASE_URL).
 * The database refuses an overpaid invoice since migration 0019, but rows from before it may be overpaid and the
 * rules must still read them right: such payments are written with the trigger off (withUncheckedPayments).
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { isDraft, isIssued } from '../../../shared/invoice-states';
import { adjustedOf, appliedOf, balanceOf, isPaidInFull } from '../../../shared/ledger';
import type { Db } from '../../db/client';
import { buildClient } from '../../test/client-factories';
import { openTestDatabase } from '../../test/databases';
import { buildInvoice } from '../../test/invoice-factories';
import { withUncheckedPayments } from '../../test/unchecked-money';
import { adjustedSql, appliedSql, balanceSql, draftInvoiceSql, issuedInvoiceSql, paidInFullSql } from './invoice-money.sql';
import { invoices } from './invoices.table';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

const invoiceSpec = fc.record({
  price: fc.integer({ min: 0, max: 50_000 }),
  gst: fc.boolean(),
  cancelled: fc.boolean(),
  cash: fc.boolean(),
  sent: fc.boolean(),
  seen: fc.boolean(),
  // Each a share of the total in percent (negative is a refund), so payments often land exactly on it.
  payments: fc.array(fc.integer({ min: -30, max: 120 }), { maxLength: 4 }),
  // What adjustment notes took off the balance, each a share of the total in percent.
  adjustments: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 2 }),
});

type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

/** Builds the invoices; returns each with the facts the shared/ twins read. */
async function build(specs: readonly Generated<typeof invoiceSpec>[]) {
  const clientId = (await buildClient(db)).id;
  const built = [];
  for (const spec of specs) {
    const invoice = await buildInvoice(db, {
      clientId,
      gst: spec.gst,
      cash: spec.cash,
      cancelled: spec.cancelled,
      lines: [{ unit_price: spec.price }],
    });
    const payments = spec.payments.map((share, i) => ({
      amount: Math.trunc((invoice.total * share) / 100) || share,
      paid_at: `2025-01-${String(i + 10)}`,
    }));
    const adjustments = spec.adjustments.map((share, i) => ({
      applied: Math.trunc((invoice.total * share) / 100),
      issued_at: `2025-02-${String(i + 10)}`,
    }));
    await withUncheckedPayments(db, async (tx) => {
      for (const p of payments)
        await tx.execute(
          sql`insert into payments (invoice_id, amount, paid_at, source) values (${invoice.id}, ${p.amount}, ${p.paid_at}, 'manual')`,
        );
      for (const [i, a] of adjustments.entries())
        await tx.execute(
          sql`insert into adjustment_notes (number, invoice_id, issued_at, reason, subtotal, tax, total, applied)
              values (${invoice.id * 10 + i}, ${invoice.id}, ${a.issued_at}, 'test', ${a.applied}, 0, ${a.applied}, ${a.applied})`,
        );
    });
    // Seen without a recorded send too: the rule reads either.
    await db.execute(
      sql`update invoices set last_sent = ${spec.sent ? sql`now()` : null}, seen_at = ${spec.seen ? sql`now()` : null} where id = ${invoice.id}`,
    );
    const delivery = spec.seen ? ('seen' as const) : spec.sent ? ('sent' as const) : null;
    built.push({
      id: invoice.id,
      total: invoice.total,
      payments,
      adjustments,
      facts: { cancelled: spec.cancelled, cash: spec.cash, delivery },
    });
  }
  return built;
}

describe('invoice money in SQL equals its shared/ twin', () => {
  it('applied, balance, paid in full, issued and draft, as fields and as conditions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceSpec, { minLength: 1, maxLength: 5 }), async (specs) => {
        const built = await build(specs);
        const ids = built.map((b) => b.id);
        const rows = await db
          .select({
            id: invoices.id,
            applied: appliedSql,
            adjusted: adjustedSql,
            balance: balanceSql,
            paidInFull: sql<boolean>`${paidInFullSql}`,
            issued: sql<boolean>`${issuedInvoiceSql}`,
            draft: sql<boolean>`${draftInvoiceSql}`,
          })
          .from(invoices)
          .where(inArray(invoices.id, ids))
          .orderBy(invoices.id);
        expect(rows).toEqual(
          built.map((b) => ({
            id: b.id,
            applied: appliedOf(b.payments, b.adjustments),
            adjusted: adjustedOf(b.adjustments),
            balance: balanceOf(b.total, b.payments, b.adjustments),
            paidInFull: isPaidInFull(b.total, appliedOf(b.payments, b.adjustments)),
            issued: isIssued(b.facts),
            draft: isDraft(b.facts),
          })),
        );
        const idsWhere = async (condition: ReturnType<typeof and>) =>
          (
            await db
              .select({ id: invoices.id })
              .from(invoices)
              .where(and(inArray(invoices.id, ids), condition))
              .orderBy(invoices.id)
          ).map((r) => r.id);
        const idsOf = (keep: (b: (typeof built)[number]) => boolean) => built.filter(keep).map((b) => b.id);
        expect(await idsWhere(and(issuedInvoiceSql, gt(balanceSql, 0)))).toEqual(
          idsOf((b) => isIssued(b.facts) && balanceOf(b.total, b.payments, b.adjustments) > 0),
        );
        expect(await idsWhere(paidInFullSql)).toEqual(idsOf((b) => isPaidInFull(b.total, appliedOf(b.payments, b.adjustments))));
        expect(await idsWhere(draftInvoiceSql)).toEqual(idsOf((b) => isDraft(b.facts)));
      }),
      { numRuns: 30, seed: 17 },
    );
  });
});
