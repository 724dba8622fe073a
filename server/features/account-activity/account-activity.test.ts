import { fullDayText } from '../../../shared/date-text';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentGstShares, quarterFigures, quarterOfDate } from '../../../shared/bas';
import { todayIn } from '../../../shared/dates';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildVendor } from '../../test/expense-factories';
import { activityLog } from '../../test/inspect';
import { buildInvoice } from '../../test/invoice-factories';
import { timeZone } from '../../test/test-app';
import { withUncheckedPayments } from '../../test/unchecked-money';

const { t, bookkeeper, office, admin } = await createDemoApp('bookkeeper', 'office', 'admin');
afterAll(() => t.close());

/**
 * A hand-worked year, FY 2025 (July 2024 – June 2025). Q1 receipts: $50 of a $110 invoice (GST $10: 455c of
 * it, round(5000 × 1000 ÷ 11000)), a $10 invoice with 91c GST paid in thirds (30 + 31 + 30), and $200 from an
 * invoice without GST. The $110 invoice's other $60 comes in Q2 with the other 545c.
 * Q1 expenses: $110 at 100 % GST (credit $10), $10.05 at 40 % GST (402c, 37c), $50 at 50 % no GST (2500c).
 */
let registered: number;
let q2Expense: number;
let q1Expense: number;
beforeAll(async () => {
  const db = t.app.db;
  await buildInvoice(db, {
    issuedAt: '2024-07-20',
    lines: [{ unit_price: 10_000 }],
    payments: [
      { amount: 5000, paidAt: '2024-08-01' },
      { amount: 6000, paidAt: '2024-10-15' },
    ],
  });
  await buildInvoice(db, {
    issuedAt: '2024-07-01',
    lines: [{ unit_price: 909 }],
    payments: [
      { amount: 333, paidAt: '2024-07-05' },
      { amount: 333, paidAt: '2024-07-06' },
      { amount: 334, paidAt: '2024-09-30' },
    ],
  });
  await buildInvoice(db, {
    issuedAt: '2024-09-01',
    gst: false,
    lines: [{ unit_price: 20_000 }],
    payments: [{ amount: 20_000, paidAt: '2024-09-15' }],
  });
  registered = (await buildVendor(db, { name: 'Ampol', gstRegistered: true })).id;
  q1Expense = (await buildExpense(db, { spentOn: '2024-07-10', amount: 11_000, businessUse: 100, gst: true, vendorId: registered })).id;
  await buildExpense(db, { spentOn: '2024-08-20', amount: 1005, businessUse: 40, gst: true, vendorId: registered });
  await buildExpense(db, { spentOn: '2024-09-30', amount: 5000, businessUse: 50, gst: false });
  q2Expense = (await buildExpense(db, { spentOn: '2024-10-01', amount: 2200, businessUse: 100, gst: true, vendorId: registered })).id;
});

describe('GET /api/account-activity', () => {
  it('lists the four quarters of a year with the hand-worked figures and BAS labels', async () => {
    const response = await bookkeeper.get('/api/account-activity?year=2025');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ total: 4, per_page: 10, current_page: 1 });
    expect(data.map((q: { id: number }) => q.id)).toEqual([20251, 20252, 20253, 20254]);
    expect(data[0]).toEqual({
      id: 20251,
      year: 2025,
      quarter: 1,
      start: '2024-07-01',
      end: '2024-09-30',
      incoming: 26_000,
      incoming_tax: 546,
      outgoing: 13_902,
      outgoing_tax: 1037,
      withheld: 0,
      payg: 0,
      bas_complete: false,
      g1: 26_000,
      label_1a: 546,
      label_1b: 1037,
      label_w4: 0,
      net: 546 - 1037,
      // On the form: $260, $5, $10, and the net of those ($5 − $10), not the exact −$4.91 truncated.
      on_form: { g1: 26_000, label_1a: 500, label_1b: 1000, label_w4: 0, payg: 0, net: -500 },
      receipts: 5,
      expenses: 3,
      contractor_payments: 0,
      completed_at: null,
      completed_by: null,
    });
    expect(data[1]).toMatchObject({ incoming: 6000, incoming_tax: 545, outgoing: 2200, outgoing_tax: 200, receipts: 1, expenses: 1 });
    expect(data[2]).toMatchObject({ incoming: 0, outgoing: 0, receipts: 0 });
  });

  it('is the current financial year without a year, and refuses a year that is not one', async () => {
    const { data } = (await bookkeeper.get('/api/account-activity')).json();
    expect(data[0].year).toBe(quarterOfDate(todayIn(timeZone)).year);
    const bad = await bookkeeper.get('/api/account-activity?year=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.year).toEqual(['The year must be a financial year such as 2027.']);
  });

  it('is for manage_accounts only', async () => {
    expect((await office.get('/api/account-activity?year=2025')).statusCode).toBe(403);
    expect((await office.put('/api/account-activity/20251', { payg: 100 })).statusCode).toBe(403);
  });

  it('answers 404 for an id that names no quarter', async () => {
    expect((await bookkeeper.get('/api/account-activity/20255')).statusCode).toBe(404);
    expect((await bookkeeper.put('/api/account-activity/20250', { payg: 1 })).statusCode).toBe(404);
  });
});

describe('what is behind the figures', () => {
  it('lists the receipts behind incoming, G1 and 1A with their GST shares, adding up to the quarter', async () => {
    const { data, meta } = (await bookkeeper.get('/api/account-activity/20251/receipts')).json();
    expect(meta.total).toBe(5);
    expect(data.map((r: { paid_at: string; amount: number; gst: number }) => [r.paid_at, r.amount, r.gst])).toEqual([
      ['2024-07-05', 333, 30],
      ['2024-07-06', 333, 31],
      ['2024-08-01', 5000, 455],
      ['2024-09-15', 20_000, 0],
      ['2024-09-30', 334, 30],
    ]);
    expect(data[0]).toMatchObject({ source: 'manual', client_name: expect.any(String), invoice_number: expect.any(Number) });
    const paged = (await bookkeeper.get('/api/account-activity/20251/receipts?page=2&count=2')).json();
    expect(paged.data.map((r: { amount: number }) => r.amount)).toEqual([5000, 20_000]);
    expect(paged.meta).toMatchObject({ total: 5, last_page: 3, from: 3, to: 4 });
  });

  it('lists the expenses behind outgoing and 1B with their business part and GST credit', async () => {
    const { data } = (await bookkeeper.get('/api/account-activity/20251/expenses')).json();
    expect(
      data.map((e: { amount: number; business_part: number; gst: number; vendor_name: string | null }) => [
        e.amount,
        e.business_part,
        e.gst,
        e.vendor_name,
      ]),
    ).toEqual([
      [11_000, 11_000, 1000, 'Ampol'],
      [1005, 402, 37, 'Ampol'],
      [5000, 2500, 0, null],
    ]);
  });
});

describe('PUT /api/account-activity/{id}', () => {
  it.each([
    [{ payg: '12.50' }, 'The PAYG amount must be an amount in cents.'],
    [{ payg: 12.5 }, 'The PAYG amount must be a whole number of cents.'],
    [{ payg: -1 }, 'The PAYG amount may not be negative.'],
    [{ payg: 1_000_000_000 }, 'The PAYG amount may not be greater than $9,999,999.99.'],
  ])('refuses PAYG %j with 422 and changes nothing', async (payload, message) => {
    const response = await bookkeeper.put('/api/account-activity/20253', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ payg: [message] });
    expect((await bookkeeper.get('/api/account-activity/20253')).json().payg).toBe(0);
  });

  it('records the PAYG instalment, audited, and the BAS owes it', async () => {
    const response = await bookkeeper.put('/api/account-activity/20253', { payg: 125_099 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ payg: 125_099, net: 125_099, bas_complete: false, on_form: { payg: 125_000, net: 125_000 } });
    const [entry] = (await activityLog(admin)).filter((a) => a.subject_type === 'account_activity');
    expect(entry).toMatchObject({
      subject_id: '20253',
      description: 'Account activity Q3 2025: PAYG $0.00 → $1,250.99',
      changes: { payg: { from: 0, to: 125_099 } },
    });
  });
});

describe('a completed quarter is locked', () => {
  const expense = (date: string) => ({ description: 'Fuel', created_at: date, amount: 2200, business_use: 100, gst: false });
  const message = 'Q1 · Jul–Sep 2024 is complete: nothing dated 5 Aug 2024 can change until its BAS is reopened.';

  it('refuses an expense created, moved in or out, or deleted inside it until it is reopened (audited)', async () => {
    const completed = await bookkeeper.put('/api/account-activity/20251', { bas_complete: true });
    expect(completed.json()).toMatchObject({ bas_complete: true, completed_by: 'Helen Brooks', completed_at: expect.any(String) });
    const before = (await bookkeeper.get('/api/account-activity/20251')).json();

    const created = await bookkeeper.post('/api/expenses', expense('2024-08-05'));
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({ message, errors: { created_at: [message] } });
    const movedIn = await bookkeeper.put(`/api/expenses/${q2Expense}`, expense('2024-08-05'));
    expect(movedIn.statusCode).toBe(422);
    const movedOut = await bookkeeper.put(`/api/expenses/${q1Expense}`, expense('2024-10-05'));
    expect(movedOut.json().errors.created_at[0]).toContain('nothing dated 10 Jul 2024');
    expect((await bookkeeper.delete(`/api/expenses/${q1Expense}`)).statusCode).toBe(422);
    // The next quarter is open.
    expect((await bookkeeper.post('/api/expenses', expense('2024-10-05'))).statusCode).toBe(201);
    expect((await bookkeeper.get('/api/account-activity/20251')).json()).toEqual(before);

    const reopened = await bookkeeper.put('/api/account-activity/20251', { bas_complete: false });
    expect(reopened.json()).toMatchObject({ bas_complete: false, completed_by: null, completed_at: null });
    const entries = (await activityLog(admin)).filter((a) => a.subject_type === 'account_activity' && a.subject_id === '20251');
    expect(entries.map((a) => a.description)).toEqual([
      'Account activity Q1 2025: reopened the quarter',
      'Account activity Q1 2025: marked the BAS complete (the quarter is locked)',
    ]);
    const allowed = await bookkeeper.post('/api/expenses', expense('2024-08-05'));
    expect(allowed.statusCode).toBe(201);
    expect((await bookkeeper.delete(`/api/expenses/${allowed.json().id}`)).statusCode).toBe(204);
  });

  it('refuses marking an invoice paid today while today’s quarter is complete', async () => {
    const today = todayIn(timeZone);
    const { id } = quarterOfDate(today);
    const invoice = await buildInvoice(t.app.db, { sentAt: new Date() });
    await bookkeeper.put(`/api/account-activity/${id}`, { bas_complete: true });
    const refused = await bookkeeper.get(`/api/invoices/${invoice.id}/paid`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.paid_at[0]).toContain(`nothing dated ${fullDayText(today)}`);
    await bookkeeper.put(`/api/account-activity/${id}`, { bas_complete: false });
    expect((await bookkeeper.get(`/api/invoices/${invoice.id}/paid`)).statusCode).toBe(200);
  });
});

describe('a completed quarter keeps its GST shares', () => {
  it('refuses a line that changes the total of a chased invoice part paid inside it', async () => {
    const invoice = await buildInvoice(t.app.db, {
      issuedAt: '2023-07-01',
      sentAt: new Date('2023-07-01T00:00:00Z'),
      escalation: 'reminded',
      payments: [{ amount: 1000, paidAt: '2023-08-01' }],
    });
    await bookkeeper.put('/api/account-activity/20241', { bas_complete: true });
    const line = { label: 'Extra clean', unit_price: 5000, quantity: 1 };
    const refused = await bookkeeper.post(`/api/invoices/${invoice.id}/lines`, line);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.lines[0]).toContain('nothing dated 1 Aug 2023');
    await bookkeeper.put('/api/account-activity/20241', { bas_complete: false });
    expect((await bookkeeper.post(`/api/invoices/${invoice.id}/lines`, line)).statusCode).toBe(200);
  });
});

describe('the cached sums follow every write, however it is made (the triggers)', () => {
  it('a payment, an invoice’s GST and an expense written straight to the tables', async () => {
    const year = async () => (await bookkeeper.get('/api/account-activity?year=2026')).json().data[0];
    expect(await year()).toMatchObject({ incoming: 0, incoming_tax: 0, outgoing: 0 });
    const invoice = await buildInvoice(t.app.db, { issuedAt: '2025-07-01', lines: [{ unit_price: 10_000 }] });
    await t.app.db.execute(
      sql`insert into payments (invoice_id, amount, paid_at, source) values (${invoice.id}, 11000, '2025-07-02', 'manual')`,
    );
    expect(await year()).toMatchObject({ incoming: 11_000, incoming_tax: 1000 });
    await t.app.db.execute(sql`update invoices set tax = 0 where id = ${invoice.id}`);
    expect(await year()).toMatchObject({ incoming: 11_000, incoming_tax: 0 });
    await t.app.db.execute(
      sql`insert into expenses (description, spent_on, amount, business_use, gst) values ('Fuel', '2025-07-03', 2200, 50, true)`,
    );
    expect(await year()).toMatchObject({ outgoing: 1100, outgoing_tax: 100 });
    await t.app.db.execute(sql`delete from invoices where id = ${invoice.id}`);
    expect(await year()).toMatchObject({ incoming: 0, receipts: 0 });
  });

  it('a change to an earlier payment refreshes the later quarter whose GST share it moves', async () => {
    const quarters = async () => (await bookkeeper.get('/api/account-activity?year=2022')).json().data;
    const invoice = await buildInvoice(t.app.db, {
      issuedAt: '2021-07-01',
      lines: [{ unit_price: 10_000 }],
      payments: [
        { amount: 5000, paidAt: '2021-08-01' },
        { amount: 5000, paidAt: '2021-10-01' },
      ],
    });
    const [q1, q2] = await quarters();
    // round(5000 × 1000 ÷ 11000) = 455; round(10000 × 1000 ÷ 11000) = 909, so 454 after it.
    expect([q1.incoming_tax, q2.incoming_tax]).toEqual([455, 454]);
    await t.app.db.execute(sql`update payments set amount = 5500 where invoice_id = ${invoice.id} and paid_at = '2021-08-01'`);
    const [r1, r2] = await quarters();
    // 5500 of 11000 carries 500; round(10500 × 1000 ÷ 11000) = 955, so the later one 455.
    expect([r1.incoming_tax, r2.incoming_tax]).toEqual([500, 455]);
    await t.app.db.execute(sql`update invoices set tax = 500, total = 10500 where id = ${invoice.id}`);
    const [s1, s2] = await quarters();
    // round(5500 × 500 ÷ 10500) = 262, and the rest of the 500.
    expect([s1.incoming_tax, s2.incoming_tax]).toEqual([262, 238]);
  });
});

describe('the SQL sums follow shared/bas.ts', () => {
  it('on random part payments and expenses of FY 2023', async () => {
    const db = t.app.db;
    const day = (n: number) => new Date(Date.UTC(2022, 6, 1 + n)).toISOString().slice(0, 10);
    const invoices = fc.sample(
      fc.record({
        price: fc.integer({ min: 1, max: 500_000 }),
        gst: fc.boolean(),
        parts: fc.array(fc.record({ share: fc.integer({ min: 1, max: 60 }), day: fc.integer({ min: 0, max: 364 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
      }),
      { numRuns: 25, seed: 2023 },
    );
    const receipts: { amount: number; gst: number; paid_at: string }[] = [];
    for (const spec of invoices) {
      const invoice = await buildInvoice(db, { issuedAt: '2022-07-01', gst: spec.gst, lines: [{ unit_price: spec.price }] });
      const payments = spec.parts.map((part, i) => ({
        id: i,
        amount: Math.max(1, Math.floor((invoice.total * part.share) / 100)),
        paid_at: day(part.day),
      }));
      await buildInvoice(db, {}); // an unrelated invoice between, so ids interleave
      // Up to four parts of 60 % may overpay: refused since migration 0019, held by older rows, read by the BAS.
      await withUncheckedPayments(db, async (tx) => {
        for (const payment of payments)
          await tx.execute(
            sql`insert into payments (invoice_id, amount, paid_at, source) values (${invoice.id}, ${payment.amount}, ${payment.paid_at}, 'manual')`,
          );
      });
      // Ids follow insertion, as the payments' ids in the database do.
      const shares = paymentGstShares(invoice, payments);
      for (const payment of payments) receipts.push({ amount: payment.amount, gst: shares.get(payment.id)!, paid_at: payment.paid_at });
    }
    const expenses = fc.sample(
      fc.record({
        amount: fc.integer({ min: 1, max: 1_000_000 }),
        business_use: fc.integer({ min: 0, max: 100 }),
        gst: fc.boolean(),
        day: fc.integer({ min: 0, max: 364 }),
      }),
      { numRuns: 40, seed: 7 },
    );
    for (const e of expenses) await buildExpense(db, { spentOn: day(e.day), amount: e.amount, businessUse: e.business_use, gst: e.gst });

    const { data } = (await bookkeeper.get('/api/account-activity?year=2023')).json();
    for (const quarter of data) {
      const inQuarter = (date: string) => date >= quarter.start && date <= quarter.end;
      const expected = quarterFigures(
        receipts.filter((r) => inQuarter(r.paid_at)),
        expenses.filter((e) => inQuarter(day(e.day))),
      );
      expect({
        incoming: quarter.incoming,
        incoming_tax: quarter.incoming_tax,
        outgoing: quarter.outgoing,
        outgoing_tax: quarter.outgoing_tax,
        withheld: quarter.withheld,
      }).toEqual(expected);
    }
  });
});
