/**
 * Each BAS fragment in SQL against its twin in shared/, on generated rows, on the database this project runs on
 * (PGlite, or PostgreSQL with DATABASE_URL): an expense's business part and GST credit (bas.sql.ts), the GST
 * share of each payment (`receiptsCte`), what counts as a contractor payment (pay-runs' `contractorPaymentsCte`),
 * an adjustment note's decreasing adjustment (`noteAdjustmentsCte`), and the quarters summed from all four. Each run starts from empty tables.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, describe, expect, it } from 'vitest';
import {
  businessPart,
  contractorPaymentsOf,
  noteAdjustment,
  paymentGstShares,
  quarterFigures,
  quarterOfDate,
  type PayRunPaid,
  type VendorInvoicePaid,
} from '../../../shared/bas';
import { expenseGst } from '../../../shared/money';
import type { Db } from '../../db/client';
import { openTestDatabase } from '../../test/databases';
import { buildClient } from '../../test/client-factories';
import { buildExpense } from '../../test/expense-factories';
import { buildInvoice } from '../../test/invoice-factories';
import { withUncheckedPayments } from '../../test/unchecked-money';
import { buildUser } from '../../test/user-factories';
import { contractorPaymentsCte } from '../pay-runs/contractor-payments.queries';
import { noSums, quarterSums } from './account-activity.queries';
import { businessPartSql, expenseGstSql, noteAdjustmentsCte, receiptsCte } from './bas.sql';

const database = await openTestDatabase();
const db: Db = database.db;
afterAll(() => database.drop());

/** FY 2023 (July 2022 – June 2023); generated dates fall a little either side of it. */
const fyStart = '2022-07-01';
const fyEnd = '2023-06-30';
const day = (n: number) => new Date(Date.UTC(2022, 6, 1 + n)).toISOString().slice(0, 10);
const dayInOrNear = fc.integer({ min: -20, max: 384 }).map(day);
/** Any window of those days, from its first day to its last (both kept). */
const dayWindow = fc.tuple(dayInOrNear, dayInOrNear).map(([a, b]) => (a <= b ? [a, b] : [b, a]));
const within = (date: string, from: string, to: string) => date >= from && date <= to;
/** The rows of a raw query, each column read as a number (bigint and numeric come back as text). */
const numbers = <K extends string>(result: unknown, ...columns: K[]) =>
  z
    .object({
      rows: z.array(
        z.object(Object.fromEntries(columns.map((c) => [c, z.coerce.number()])) as Record<K, ReturnType<typeof z.coerce.number>>),
      ),
    })
    .parse(result).rows;
type Generated<A> = A extends fc.Arbitrary<infer T> ? T : never;

const expenseSpec = fc.record({
  amount: fc.integer({ min: -50_000, max: 1_000_000 }),
  business_use: fc.integer({ min: 0, max: 100 }),
  gst: fc.boolean(),
  spent_on: dayInOrNear,
});
const invoiceSpec = fc.record({
  price: fc.integer({ min: 0, max: 200_000 }),
  gst: fc.boolean(),
  // Shares of the total in percent: part payments, overpayments, refunds (negative), several on one day.
  payments: fc.array(fc.record({ share: fc.integer({ min: -40, max: 110 }), paid_at: dayInOrNear }), { minLength: 1, maxLength: 4 }),
  // Adjustment notes: their total a share of the invoice's, the part that lowered the balance a share of that.
  notes: fc.array(
    fc.record({ share: fc.integer({ min: 0, max: 60 }), applied: fc.integer({ min: 0, max: 100 }), issued_at: dayInOrNear }),
    { maxLength: 2 },
  ),
});
const weeks = ['2022-08-01', '2022-08-08', '2022-12-22', '2023-03-29'];
const contractorSpec = fc.record({
  runs: fc.uniqueArray(
    fc.record({
      person: fc.nat(2),
      week: fc.constantFrom(...weeks),
      paid_on: dayInOrNear,
      earned: fc.integer({ min: 0, max: 300_000 }),
      gst: fc.nat(20_000),
      withheld: fc.nat(50_000),
    }),
    {
      selector: (run) => `${run.person} ${run.week}`,
      maxLength: 4,
    },
  ),
  vendorInvoices: fc.array(
    fc.record({
      person: fc.nat(2),
      week: fc.constantFrom(...weeks),
      paid_at: fc.option(dayInOrNear),
      total: fc.integer({ min: 1, max: 300_000 }),
      tax: fc.nat(20_000),
    }),
    { maxLength: 4 },
  ),
});

async function emptyTables() {
  await db.execute(sql`delete from adjustment_notes`);
  await db.execute(sql`delete from payments`);
  await db.execute(sql`delete from invoices`);
  await db.execute(sql`delete from expenses`);
  await db.execute(sql`delete from pay_run_payments`);
  await db.execute(sql`delete from vendor_invoices`);
}

async function buildExpenses(specs: readonly Generated<typeof expenseSpec>[]) {
  const built = [];
  for (const spec of specs)
    built.push({
      ...spec,
      id: (await buildExpense(db, { spentOn: spec.spent_on, amount: spec.amount, businessUse: spec.business_use, gst: spec.gst })).id,
    });
  return built;
}

/** The invoices and their payments with the ids the database gave them (the tie-break of one day's payments). */
async function buildReceipts(specs: readonly Generated<typeof invoiceSpec>[]) {
  const clientId = (await buildClient(db)).id;
  const built = [];
  for (const spec of specs) {
    const invoice = await buildInvoice(db, { clientId, issuedAt: fyStart, gst: spec.gst, lines: [{ unit_price: spec.price }] });
    // Overpayments are refused since migration 0019; older rows may hold them, and the BAS reads them too.
    const payments = await withUncheckedPayments(db, async (tx) => {
      const written = [];
      for (const p of spec.payments) {
        const amount = Math.trunc((invoice.total * p.share) / 100) || p.share;
        const [row] = numbers(
          await tx.execute(
            sql`insert into payments (invoice_id, amount, paid_at, source) values (${invoice.id}, ${amount}, ${p.paid_at}, 'manual') returning id`,
          ),
          'id',
        );
        written.push({ id: row!.id, amount, paid_at: p.paid_at });
      }
      return written;
    });
    const notes = await withUncheckedPayments(db, async (tx) => {
      const written = [];
      for (const n of spec.notes) {
        const total = Math.trunc((invoice.total * n.share) / 100);
        const tax = Math.trunc((invoice.tax * n.share) / 100);
        const applied = Math.trunc((total * n.applied) / 100);
        await tx.execute(
          sql`insert into adjustment_notes (number, invoice_id, issued_at, reason, subtotal, tax, total, applied)
              values ((select coalesce(max(number), 0) + 1 from adjustment_notes), ${invoice.id}, ${n.issued_at}, 'test', ${total - tax}, ${tax}, ${total}, ${applied})`,
        );
        written.push({ total, tax, applied, issued_at: n.issued_at });
      }
      return written;
    });
    built.push({ total: invoice.total, tax: invoice.tax, payments, notes });
  }
  return built;
}

/** The pay runs and vendor invoices of three people, as the shared/ twin reads them. */
async function buildContractorPayments(spec: Generated<typeof contractorSpec>) {
  const people: number[] = [];
  for (let i = 0; i < 3; i++) people.push((await buildUser(db)).id);
  const runs: PayRunPaid[] = spec.runs.map((r) => ({
    user_id: people[r.person]!,
    week: r.week,
    paid_on: r.paid_on,
    earned: r.earned,
    gst: r.gst,
    withheld: r.withheld,
  }));
  for (const r of runs) {
    await db.execute(sql`insert into pay_run_payments (week, user_id, earned, cash_collected, gst, withheld, net, no_abn, paid_on)
      values (${r.week}, ${r.user_id}, ${r.earned}, 0, ${r.gst}, ${r.withheld}, ${r.earned - r.withheld}, ${r.withheld > 0}, ${r.paid_on})`);
  }
  const invoices: VendorInvoicePaid[] = spec.vendorInvoices.map((v) => ({
    user_id: people[v.person]!,
    week: v.week,
    paid_at: v.paid_at,
    total: v.total,
    tax: v.tax,
  }));
  if (invoices.length) {
    // One upload row stands for every invoice's PDF: only the money is read here.
    const upload = `bas-parity-${people[0]}`;
    await db.execute(
      sql`insert into uploads (id, owner_type, owner_id, created_by, filename, kind, max_bytes, complete) values (${upload}, 'vendor_invoices', 0, ${people[0]}, 'invoice.pdf', 'pdf', 1000, true)`,
    );
    for (const [i, v] of invoices.entries()) {
      await db.execute(
        sql`insert into vendor_invoices (user_id, week, number, issued_at, total, tax, upload_id, paid_at) values (${v.user_id}, ${v.week}, ${`VI-${i}`}, ${v.week}, ${v.total}, ${v.tax}, ${upload}, ${v.paid_at})`,
      );
    }
  }
  return { runs, invoices };
}

describe('BAS money in SQL equals its shared/ twin', () => {
  it('an expense: its business part and GST credit', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(expenseSpec, { minLength: 1, maxLength: 8 }), async (specs) => {
        await emptyTables();
        const built = await buildExpenses(specs);
        const result = await db.execute(
          sql`select e.id, ${businessPartSql('e')} as business_part, ${expenseGstSql('e')} as gst from expenses e order by e.id`,
        );
        expect(numbers(result, 'id', 'business_part', 'gst')).toEqual(
          built.map((e) => ({ id: e.id, business_part: businessPart(e), gst: expenseGst(e.amount, e.business_use, e.gst) })),
        );
      }),
      { numRuns: 30, seed: 1 },
    );
  });

  it("a payment: its share of the invoice's GST, in any window of days", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceSpec, { minLength: 1, maxLength: 4 }), dayWindow, async (specs, [from, to]) => {
        await emptyTables();
        const built = await buildReceipts(specs);
        const result = await db.execute(sql`${receiptsCte(from, to)} select id, gst from receipts order by id`);
        const expected = built.flatMap((invoice) => {
          const shares = paymentGstShares(invoice, invoice.payments);
          return invoice.payments.filter((p) => within(p.paid_at, from, to)).map((p) => ({ id: p.id, gst: shares.get(p.id)! }));
        });
        expect(numbers(result, 'id', 'gst')).toEqual(expected.sort((x, y) => x.id - y.id));
      }),
      { numRuns: 30, seed: 2 },
    );
  });

  it("an adjustment note: what it gives back of money received, and that part's GST, in any window of days", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(invoiceSpec, { minLength: 1, maxLength: 4 }), dayWindow, async (specs, [from, to]) => {
        await emptyTables();
        const notes = (await buildReceipts(specs)).flatMap((invoice) => invoice.notes);
        const result = await db.execute(sql`with ${noteAdjustmentsCte(from, to)} select amount, gst from note_adjustments`);
        const key = (r: { amount: number; gst: number }) => `${r.amount} ${r.gst}`;
        const expected = notes.filter((n) => within(n.issued_at, from, to) && n.total > n.applied).map(noteAdjustment);
        expect(numbers(result, 'amount', 'gst').map(key).sort()).toEqual(expected.map(key).sort());
      }),
      { numRuns: 25, seed: 5 },
    );
  });

  it('a contractor payment: a pay run, or a paid vendor invoice of a week no run paid', async () => {
    await fc.assert(
      fc.asyncProperty(contractorSpec, dayWindow, async (spec, [from, to]) => {
        await emptyTables();
        const { runs, invoices } = await buildContractorPayments(spec);
        const result = await db.execute(
          sql`with ${contractorPaymentsCte(from, to)} select paid_on::text as paid_on, amount, gst, withheld from contractor_payments`,
        );
        const paidOn = z.object({ rows: z.array(z.object({ paid_on: z.string() })) }).parse(result).rows;
        const key = (p: { paid_on: string; amount: number; gst: number; withheld: number }) =>
          `${p.paid_on} ${p.amount} ${p.gst} ${p.withheld}`;
        const actual = numbers(result, 'amount', 'gst', 'withheld').map((r, i) => key({ ...r, paid_on: paidOn[i]!.paid_on }));
        expect(actual.sort()).toEqual(contractorPaymentsOf(runs, invoices, from, to).map(key).sort());
      }),
      { numRuns: 25, seed: 3 },
    );
  });

  it("a year's quarters: receipts, expenses, contractor payments and adjustment notes together", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(invoiceSpec, { maxLength: 3 }),
        fc.array(expenseSpec, { maxLength: 4 }),
        contractorSpec,
        async (invoiceSpecs, expenseSpecs, spec) => {
          await emptyTables();
          const built = await buildReceipts(invoiceSpecs);
          const receipts = built.flatMap((invoice) => {
            const shares = paymentGstShares(invoice, invoice.payments);
            return invoice.payments.map((p) => ({ amount: p.amount, gst: shares.get(p.id)!, paid_at: p.paid_at }));
          });
          const notes = built.flatMap((invoice) => invoice.notes);
          const expenses = await buildExpenses(expenseSpecs);
          const { runs, invoices } = await buildContractorPayments(spec);
          const sums = await quarterSums(db, fyStart, fyEnd);
          for (const quarter of [fyStart, '2022-10-01', '2023-01-01', '2023-04-01'].map(quarterOfDate)) {
            const inQuarter = (date: string) => within(date, quarter.start, quarter.end);
            const expected = quarterFigures(
              receipts.filter((r) => inQuarter(r.paid_at)),
              expenses.filter((e) => inQuarter(e.spent_on)),
              contractorPaymentsOf(runs, invoices, quarter.start, quarter.end),
              notes.filter((n) => inQuarter(n.issued_at)).map(noteAdjustment),
            );
            const { incoming, incoming_tax, outgoing, outgoing_tax, withheld } = sums.get(quarter.id) ?? noSums;
            expect({ incoming, incoming_tax, outgoing, outgoing_tax, withheld }).toEqual(expected);
          }
        },
      ),
      { numRuns: 25, seed: 4 },
    );
  });
});
