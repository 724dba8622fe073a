import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildVendor } from '../../test/expense-factories';
import { buildUser } from '../../test/user-factories';
import { buildVendorInvoice } from '../../test/vendor-invoice-factories';
import { buildVisit } from '../../test/visit-factories';
import { payRunPayments } from '../pay-runs/pay-runs.table';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';

const { t, bookkeeper } = await createDemoApp('bookkeeper');
afterAll(() => t.close());

const abn = '51824753556';
type Paid = {
  kind: string;
  spent_on: string;
  description: string;
  vendor_name: string | null;
  amount: number;
  business_part: number;
  gst: number;
  withheld: number;
};

/**
 * A hand-worked FY 2020 (July 2019 – June 2020) of contractor payments (decision 016).
 * - Sam (legal name Samuel Taylor) trades as "Taylor Cleaning Services" (GST registered); he is paid, listed and
 *   reported as Samuel Taylor (docs/domain.md "The payee's name"). His week of 1 Aug 2019 is paid by a pay run
 *   recorded on 12 Aug: $1,320.00 with $120.00 GST. His vendor invoice for that week was also matched to the
 *   bank that day, and is not counted again.
 * - His week of 8 Sep has no pay run; its vendor invoice ($220.00, GST $20.00) was paid through the bank on
 *   20 Sep. His week of 15 Sep is invoiced and not paid: nothing.
 * - Maria quoted no ABN: her week of 29 Sep is paid on 3 Oct (Q2), $500.00 with 47 % ($235.00) withheld.
 * - One expense in Q1: $110.00 fuel, GST registered, 100 % (credit $10.00).
 *
 * Q1: outgoing 11,000 + 132,000 + 22,000 = 165,000c; GST credits 1,000 + 12,000 + 2,000 = 15,000c; W4 0.
 * Q2: outgoing 50,000c; GST credits 0; W4 23,500c; net owed 23,500c.
 */
let sam: number;
let maria: number;
beforeAll(async () => {
  const db = t.app.db;
  sam = (await buildUser(db, { name: 'Sam Taylor', legalName: 'Samuel Taylor', abn })).id;
  maria = (await buildUser(db, { name: 'Maria Garcia' })).id;
  await buildVendor(db, { name: 'Sam Taylor', tradingName: 'Taylor Cleaning Services', userId: sam, abn, gstRegistered: true });
  const fuel = await buildVendor(db, { name: 'Ampol', gstRegistered: true });
  await buildExpense(db, { description: 'Fuel', spentOn: '2019-08-20', amount: 11_000, businessUse: 100, gst: true, vendorId: fuel.id });
  const run = { cashCollected: 0, noAbn: false };
  await db.insert(payRunPayments).values([
    { ...run, week: '2019-08-01', userId: sam, earned: 132_000, gst: 12_000, withheld: 0, net: 132_000, paidOn: '2019-08-12' },
    { ...run, week: '2019-09-29', userId: maria, earned: 50_000, gst: 0, withheld: 23_500, net: 26_500, noAbn: true, paidOn: '2019-10-03' },
  ]);
  await buildVendorInvoice(t.app, sam, {
    week: '2019-08-01',
    number: 'TCS-1',
    total: 132_000,
    tax: 12_000,
    issuedAt: '2019-08-08',
    paidAt: '2019-08-12',
  });
  await buildVendorInvoice(t.app, sam, {
    week: '2019-09-08',
    number: 'TCS-2',
    total: 22_000,
    tax: 2000,
    issuedAt: '2019-09-15',
    paidAt: '2019-09-20',
  });
  await buildVendorInvoice(t.app, sam, { week: '2019-09-15', number: 'TCS-3', total: 33_000, tax: 3000, issuedAt: '2019-09-22' });
});

const year = async (fy: number) => (await bookkeeper.get(`/api/account-activity?year=${fy}`)).json().data;

describe('contractor payments in the BAS quarters', () => {
  it('count in outgoing, their invoices’ GST in 1B and what was withheld in W4 and the net owed', async () => {
    const [q1, q2, q3] = await year(2020);
    expect(q1).toMatchObject({
      outgoing: 165_000,
      outgoing_tax: 15_000,
      withheld: 0,
      label_1b: 15_000,
      label_w4: 0,
      expenses: 1,
      contractor_payments: 2,
      net: -15_000,
    });
    expect(q2).toMatchObject({
      outgoing: 50_000,
      outgoing_tax: 0,
      withheld: 23_500,
      label_w4: 23_500,
      expenses: 0,
      contractor_payments: 1,
      net: 23_500,
    });
    expect(q3).toMatchObject({ outgoing: 0, contractor_payments: 0 });
  });

  it('are listed behind outgoing, 1B and W4 with the expenses, in date order, re-adding to the quarter', async () => {
    const { data, meta } = (await bookkeeper.get('/api/account-activity/20201/expenses')).json();
    expect(meta.total).toBe(3);
    expect(data.map((r: Paid) => [r.kind, r.spent_on, r.description, r.vendor_name, r.amount, r.business_part, r.gst, r.withheld])).toEqual(
      [
        ['pay_run', '2019-08-12', 'Pay run, week of 1 Aug 2019', 'Samuel Taylor', 132_000, 132_000, 12_000, 0],
        ['expense', '2019-08-20', 'Fuel', 'Ampol', 11_000, 11_000, 1000, 0],
        ['vendor_invoice', '2019-09-20', 'Vendor invoice TCS-2, week of 8 Sep 2019', 'Samuel Taylor', 22_000, 22_000, 2000, 0],
      ],
    );
    const [q1, q2] = await year(2020);
    expect(data.reduce((sum: number, r: Paid) => sum + r.business_part, 0)).toBe(q1.outgoing);
    expect(data.reduce((sum: number, r: Paid) => sum + r.gst, 0)).toBe(q1.outgoing_tax);
    const second = (await bookkeeper.get('/api/account-activity/20202/expenses')).json().data;
    expect(second.map((r: Paid) => [r.kind, r.vendor_name, r.amount, r.withheld])).toEqual([['pay_run', 'Maria Garcia', 50_000, 23_500]]);
    expect(second[0].withheld).toBe(q2.withheld);
  });

  it('show in expense by vendor under the name they are paid by', async () => {
    const rows = (await bookkeeper.get('/api/expense-by-vendor?year=2020')).json().data;
    expect(rows.map((r: { label: string; total: number }) => [r.label, r.total])).toEqual([
      ['Samuel Taylor', 154_000],
      ['Maria Garcia', 50_000],
      ['Ampol', 11_000],
    ]);
  });

  it('are the TPAR’s payments, so its year adds up to the quarters’ contractor payments', async () => {
    const tpar = (await bookkeeper.get('/api/tpar?year=2020')).json();
    expect(
      tpar.rows.map((r: { name: string; gross_paid: number; gst: number; tax_withheld: number }) => [
        r.name,
        r.gross_paid,
        r.gst,
        r.tax_withheld,
      ]),
    ).toEqual([
      ['Maria Garcia', 50_000, 0, 23_500],
      ['Samuel Taylor', 154_000, 14_000, 0],
    ]);
    const quarters = await year(2020);
    const paidOut = await Promise.all(
      quarters.map(
        async (q: { id: number }) => (await bookkeeper.get(`/api/account-activity/${q.id}/expenses?count=100`)).json().data as Paid[],
      ),
    );
    const contractors = paidOut.flat().filter((r) => r.kind !== 'expense');
    expect(contractors.reduce((sum, r) => sum + r.amount, 0)).toBe(
      tpar.rows.reduce((sum: number, r: { gross_paid: number }) => sum + r.gross_paid, 0),
    );
  });

  it('follow writes straight to the tables (the triggers)', async () => {
    await t.app.db.update(vendorInvoices).set({ paidAt: '2019-09-25' }).where(eq(vendorInvoices.number, 'TCS-3'));
    expect((await year(2020))[0]).toMatchObject({ outgoing: 198_000, outgoing_tax: 18_000, contractor_payments: 3 });
    // A pay run recorded later for that week takes the invoice's place: counted once, on its own day.
    await t.app.db.execute(sql`insert into pay_run_payments (week, user_id, earned, cash_collected, gst, withheld, net, no_abn, paid_on)
      values ('2019-09-15', ${sam}, 33000, 0, 3000, 0, 33000, false, '2019-10-01')`);
    const [q1, q2] = await year(2020);
    expect(q1).toMatchObject({ outgoing: 165_000, contractor_payments: 2 });
    expect(q2).toMatchObject({ outgoing: 83_000, outgoing_tax: 3000, contractor_payments: 2 });
    await t.app.db.delete(payRunPayments).where(eq(payRunPayments.week, '2019-09-15'));
    await t.app.db.update(vendorInvoices).set({ paidAt: null }).where(eq(vendorInvoices.number, 'TCS-3'));
    expect(await year(2020)).toMatchObject([{ outgoing: 165_000 }, { outgoing: 50_000 }, {}, {}]);
  });
});

describe('recording a pay run', () => {
  it('is refused on a day in a completed quarter, until it is reopened; then it is in that quarter', async () => {
    const week = '2020-03-01';
    await buildVisit(t.app.db, { dueDate: '2020-03-02', userIds: [sam], lines: [{ contractorTotal: 40_000 }], complete: true, photos: 1 });
    await bookkeeper.put('/api/account-activity/20203', { bas_complete: true });
    const refused = await bookkeeper.post(`/api/pay-runs/${week}`, { paid_on: '2020-03-09' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      paid_on: ['Q3 · Jan–Mar 2020 is complete: nothing dated 9 Mar 2020 can change until its BAS is reopened.'],
    });
    expect((await t.app.db.select().from(payRunPayments).where(eq(payRunPayments.week, week))).length).toBe(0);

    await bookkeeper.put('/api/account-activity/20203', { bas_complete: false });
    expect((await bookkeeper.post(`/api/pay-runs/${week}`, { paid_on: '2020-03-09' })).statusCode).toBe(200);
    expect((await year(2020))[2]).toMatchObject({ outgoing: 40_000, contractor_payments: 1 });
  });

  it('is refused when it would take a paid vendor invoice out of a completed quarter', async () => {
    const week = '2020-04-01';
    await buildVisit(t.app.db, { dueDate: '2020-04-02', userIds: [sam], lines: [{ contractorTotal: 22_000 }], complete: true, photos: 1 });
    await buildVendorInvoice(t.app, sam, { week, number: 'TCS-9', total: 22_000, tax: 2000, issuedAt: '2020-04-08', paidAt: '2020-04-10' });
    await bookkeeper.put('/api/account-activity/20204', { bas_complete: true });
    const before = (await year(2020))[3];
    expect(before).toMatchObject({ outgoing: 22_000, contractor_payments: 1 });
    const refused = await bookkeeper.post(`/api/pay-runs/${week}`, { paid_on: '2020-07-06' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.paid_on[0]).toContain('nothing dated 10 Apr 2020');
    expect((await year(2020))[3]).toEqual(before);

    await bookkeeper.put('/api/account-activity/20204', { bas_complete: false });
    expect((await bookkeeper.post(`/api/pay-runs/${week}`, { paid_on: '2020-07-06' })).statusCode).toBe(200);
    expect((await year(2020))[3]).toMatchObject({ outgoing: 0, contractor_payments: 0 });
    expect((await year(2021))[0]).toMatchObject({ outgoing: 22_000, outgoing_tax: 2000, contractor_payments: 1 });
  });
});
