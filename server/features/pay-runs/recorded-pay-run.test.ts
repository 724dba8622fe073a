/**
 * A recorded pay run pays its vendor invoices, reads as it was recorded, and is what the contractor no longer
 * waits for (decision 026).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp } from '../../test/demo';
import { buildBankTransaction } from '../../test/transaction-factories';
import { buildVendor } from '../../test/expense-factories';
import { fakePdf, sendFile } from '../../test/uploads';
import { buildUser } from '../../test/user-factories';
import { buildVendorInvoice } from '../../test/vendor-invoice-factories';
import { buildVisit } from '../../test/visit-factories';
import { migrationsFolder } from '../../db/client';
import { setVendorInvoicePaid } from '../vendor-invoices/save-vendor-invoice';
import { vendorInvoicesAwaitingPayment } from '../vendor-invoices/vendor-invoices.queries';
import { vendorInvoices } from '../vendor-invoices/vendor-invoices.table';
import { contractorPaymentsBetween } from './contractor-payments.queries';
import { payRunPayments } from './pay-runs.table';

const { t, admin } = await createDemoApp('admin');
afterAll(() => t.close());

const abn = '51824753556';
const week = '2026-05-08';
const paidOn = '2026-05-16';
const pay = (...cents: number[]) => cents.map((contractorTotal) => ({ contractorTotal }));
const bank = { bankBsb: '062000', bankAccount: '12345678' };

// Sam (GST registered) earns $600 in the week, $150 of it from a cash client he keeps; his invoice is unpaid.
// Lee (no ABN) earns $200; the bank already paid his invoice on 15 May. Both invoice week 2 as well, not recorded.
const sam = await buildUser(t.app.db, { name: 'Sam Recorded', abn, ...bank });
const lee = await buildUser(t.app.db, { name: 'Lee Recorded', ...bank });
await buildVendor(t.app.db, { name: 'Sam Recorded', userId: sam.id, abn, gstRegistered: true });
await buildVendor(t.app.db, { name: 'Lee Recorded', userId: lee.id });
await buildVisit(t.app.db, { dueDate: '2026-05-09', userIds: [sam.id], lines: pay(45000), complete: true, photos: 1 });
await buildVisit(t.app.db, {
  dueDate: '2026-05-10',
  userIds: [sam.id],
  client: { paymentMethod: 'cash' },
  lines: pay(15000),
  complete: true,
  photos: 1,
});
await buildVisit(t.app.db, { dueDate: '2026-05-11', userIds: [lee.id], lines: pay(20000), complete: true, photos: 1 });
await buildVisit(t.app.db, { dueDate: '2026-05-16', userIds: [sam.id], lines: pay(30000), complete: true, photos: 1 });
const invoices = {
  samUnpaid: await buildVendorInvoice(t.app, sam.id, { week, number: 'SAM-1', total: 60000, tax: 5455, issuedAt: '2026-05-15' }),
  leeByBank: await buildVendorInvoice(t.app, lee.id, {
    week,
    number: 'LEE-1',
    total: 20000,
    tax: 0,
    issuedAt: '2026-05-15',
    paidAt: '2026-05-15',
  }),
  samNextWeek: await buildVendorInvoice(t.app, sam.id, {
    week: '2026-05-15',
    number: 'SAM-2',
    total: 30000,
    tax: 2727,
    issuedAt: '2026-05-22',
  }),
};
// The bank matching had suggested Sam's unpaid invoice for a transfer before the run was recorded.
const transfer = await buildBankTransaction(t.app.db, {
  postedOn: '2026-05-17',
  amount: -60000,
  description: 'TRANSFER TO SAM RECORDED SAM-1',
  suggestion: { kind: 'vendor_invoice', vendor_invoice_id: invoices.samUnpaid.id, confidence: 95, reasons: ['Amount matches'] },
});
const paidAtOf = async (id: number) =>
  (await t.app.db.select({ paidAt: vendorInvoices.paidAt }).from(vendorInvoices).where(eq(vendorInvoices.id, id)))[0]?.paidAt;

beforeAll(async () => {
  expect((await admin.post(`/api/pay-runs/${week}`, { paid_on: paidOn })).json()).toEqual({ message: 'Recorded 2 payments.' });
});

describe('recording a pay run pays its vendor invoices', () => {
  it.each([
    ['an unpaid invoice of a recorded payee’s week is paid on the run’s day', () => invoices.samUnpaid.id, paidOn],
    ['an invoice the bank already paid keeps the bank’s day (not paid twice)', () => invoices.leeByBank.id, '2026-05-15'],
    ['an invoice of a week not recorded stays unpaid', () => invoices.samNextWeek.id, null],
  ])('%s', async (_, id, expected) => {
    expect(await paidAtOf(id())).toBe(expected);
  });

  it('the bank no longer offers the recorded week’s invoices; the one of the week not recorded still waits', async () => {
    const awaiting = (await vendorInvoicesAwaitingPayment(t.app.db)).map((v) => v.number);
    expect(awaiting).toEqual(['SAM-2']);
  });

  it('a transfer suggested against an invoice the run paid no longer offers it', async () => {
    const line = (await admin.get(`/api/transactions/${transfer.id}`)).json();
    expect(line.vendor_invoices).toEqual([]);
  });

  it('the BAS and the TPAR count each recorded payee once, as the run (not its paid invoices beside it)', async () => {
    const rows = await contractorPaymentsBetween(t.app.db, '2026-04-01', '2026-06-30');
    const byUser = [...rows].sort((a, b) => a.user_id - b.user_id);
    expect(byUser.map((r) => [r.kind, r.user_id, r.paid_on, r.amount, r.gst, r.withheld])).toEqual([
      ['pay_run', sam.id, paidOn, 60000, 5455, 0],
      ['pay_run', lee.id, paidOn, 20000, 0, 9400],
    ]);
  });

  it('an invoice the bank paid, taken off its bank line, stays paid by the recorded run on the run’s day', async () => {
    expect(await setVendorInvoicePaid(t.app.db, invoices.leeByBank.id, null)).toBe(true);
    expect(await paidAtOf(invoices.leeByBank.id)).toBe(paidOn);
    await setVendorInvoicePaid(t.app.db, invoices.samNextWeek.id, '2026-05-25');
    expect(await setVendorInvoicePaid(t.app.db, invoices.samNextWeek.id, null)).toBe(true);
    expect(await paidAtOf(invoices.samNextWeek.id)).toBe(null);
  });

  it('an invoice uploaded for a week already recorded arrives paid on the run’s day', async () => {
    const file = fakePdf(1500);
    const begun = await admin.post('/api/vendor-invoices', {
      user_id: sam.id,
      week,
      number: 'SAM-1B',
      issued_at: '2026-05-20',
      total: 1000,
      tax: 91,
      filename: 'late.pdf',
      size: file.length,
    });
    expect(begun.statusCode).toBe(201);
    expect((await sendFile(admin, begun.json().id, file)).statusCode).toBe(200);
    const [row] = await t.app.db.select({ paidAt: vendorInvoices.paidAt }).from(vendorInvoices).where(eq(vendorInvoices.number, 'SAM-1B'));
    expect(row?.paidAt).toBe(paidOn);
  });
});

describe('a recorded week reads as it was recorded', () => {
  it('shows the recorded figures, the same the BAS counts, and says by how much the week changed since', async () => {
    // After recording, a $100 visit of the week is added to Sam's: he earned $100 more than was recorded.
    await buildVisit(t.app.db, { dueDate: '2026-05-12', userIds: [sam.id], lines: pay(10000), complete: true, photos: 1 });
    const run = (await admin.get(`/api/pay-runs/${week}`)).json();
    const bas = await contractorPaymentsBetween(t.app.db, '2026-04-01', '2026-06-30');
    const samRow = run.payees.find((p: { user: { id: number } }) => p.user.id === sam.id);
    expect(samRow).toMatchObject({
      earned: 60000,
      cash_collected: 15000,
      gross: 45000,
      gst: 5455,
      withheld: 0,
      net: 45000,
      paid_on: paidOn,
      changed_since_recorded: { earned: 10000, gross: 10000 },
    });
    expect(run.payees.find((p: { user: { id: number } }) => p.user.id === lee.id)).toMatchObject({
      earned: 20000,
      gross: 20000,
      withheld: 9400,
      net: 10600,
      changed_since_recorded: null,
    });
    // Page and BAS, payee by payee, to the cent.
    for (const payment of bas) {
      const payee = run.payees.find((p: { user: { id: number } }) => p.user.id === payment.user_id);
      expect([payee.earned, payee.gst, payee.withheld]).toEqual([payment.amount, payment.gst, payment.withheld]);
    }
    expect(run.totals).toEqual({ earned: 80000, cash_collected: 15000, gross: 65000, gst: 5455, withheld: 9400, net: 55600 });
    expect(run.to_record).toEqual({ payees: 0, net: 0 });
  });

  it('an unrecorded week is worked out live', async () => {
    const run = (await admin.get('/api/pay-runs/2026-05-15')).json();
    expect(run.payees).toMatchObject([
      { user: { id: sam.id }, earned: 30000, gst: 2727, recorded_at: null, paid_on: null, changed_since_recorded: null },
    ]);
  });
});

describe('what the contractor is owed', () => {
  it('each recorded week says the day it was paid, and “to be paid” leaves out what the run paid', async () => {
    const earnings = (await admin.get(`/api/contractor-earnings/${sam.id}?month=2026-05-01`)).json();
    expect(earnings.weeks.map((w: { paid_on: string | null }) => w.paid_on)).toEqual([null, paidOn, null, null, null]);
    // Week 2: $700 earned now (recorded at $600), $150 cash, $450 paid by the run: $100 still owed.
    expect(earnings.weeks[1].totals).toEqual({ earned: 70000, potential: 70000, cash_collected: 15000, paid: 45000, to_be_paid: 10000 });
    // Week 3 ($300) is not recorded: the month owes $100 + $300.
    expect(earnings.totals).toEqual({ earned: 100000, potential: 100000, cash_collected: 15000, paid: 45000, to_be_paid: 40000 });
    const invoicesOfWeek = earnings.weeks[1].vendor_invoices.map((v: { number: string; paid_at: string | null }) => [v.number, v.paid_at]);
    expect(invoicesOfWeek).toEqual([
      ['SAM-1', paidOn],
      ['SAM-1B', paidOn],
    ]);
  });
});

describe('migration 0022', () => {
  it('pays the vendor invoices of runs recorded before it on the run’s day, leaving the bank’s days and other weeks', async () => {
    const other = '2026-06-01';
    await t.app.db.insert(payRunPayments).values({
      week: other,
      userId: lee.id,
      earned: 5000,
      cashCollected: 0,
      gst: 0,
      withheld: 0,
      net: 5000,
      noAbn: false,
      paidOn: '2026-06-09',
    });
    const before = await buildVendorInvoice(t.app, lee.id, { week: other, number: 'LEE-OLD', total: 5000, tax: 0, issuedAt: '2026-06-08' });
    const byBank = await buildVendorInvoice(t.app, lee.id, {
      week: other,
      number: 'LEE-BANK',
      total: 100,
      tax: 0,
      issuedAt: '2026-06-08',
      paidAt: '2026-06-08',
    });
    const notRun = await buildVendorInvoice(t.app, lee.id, {
      week: '2026-06-08',
      number: 'LEE-NEXT',
      total: 100,
      tax: 0,
      issuedAt: '2026-06-15',
    });
    const text = await readFile(path.join(migrationsFolder, '0022_pay_runs_pay_vendor_invoices.sql'), 'utf8');
    await t.app.db.execute(sql.raw(text));
    expect([await paidAtOf(before.id), await paidAtOf(byBank.id), await paidAtOf(notRun.id)]).toEqual(['2026-06-09', '2026-06-08', null]);
  });
});
