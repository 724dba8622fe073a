import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formatAbn } from '../../../shared/validation';
import { buildClient } from '../../test/client-factories';
import { buildVendor } from '../../test/expense-factories';
import { createDemoApp } from '../../test/demo';
import { buildUser } from '../../test/user-factories';
import { buildVendorInvoice } from '../../test/vendor-invoice-factories';
import { buildVisit } from '../../test/visit-factories';
import { settings } from '../settings/settings.table';
import { payRunPayments } from './pay-runs.table';

const { t, people, admin, contractor, office } = await createDemoApp('admin', 'contractor', 'office');
afterAll(() => t.close());

const week = '2030-03-08';
const abn = '51824753556';
const payerAbn = '53004085616';
const pay = (...cents: number[]) => cents.map((contractorTotal) => ({ contractorTotal }));
const sam = await buildUser(t.app.db, { name: 'Sam Payee', legalName: 'Samuel Payee', abn, bankBsb: '062000', bankAccount: '12345678' });
const maria = await buildUser(t.app.db, { name: 'Maria Payee', bankBsb: '033222', bankAccount: '555444333' });
// Maria gave no legal name: she is paid under her vendor's name (docs/domain.md "The payee's name"), not its trading name.
await buildVendor(t.app.db, { name: 'Maria Payee Cleaning', tradingName: 'Sparkle', userId: maria.id });
const cash = await buildClient(t.app.db, { paymentMethod: 'cash' });
await buildVisit(t.app.db, { dueDate: '2030-03-09', userIds: [sam.id], lines: pay(40000, 5000), complete: true, photos: 1 });
await buildVisit(t.app.db, { dueDate: '2030-03-10', userIds: [sam.id], clientId: cash.id, lines: pay(15000), complete: true, photos: 1 });
await buildVisit(t.app.db, { dueDate: '2030-03-11', userIds: [maria.id], lines: pay(20000), complete: true, ignoreMissingPhotos: true });
// Not earned (no photo), and another week: neither is in this pay run.
await buildVisit(t.app.db, { dueDate: '2030-03-12', userIds: [maria.id], lines: pay(7000), complete: true });
await buildVisit(t.app.db, { dueDate: '2030-03-15', userIds: [sam.id], lines: pay(9000), complete: true, photos: 1 });
await buildVendorInvoice(t.app, sam.id, { week, total: 60000, tax: 5455, number: 'SP-1' });

async function business(bank: boolean) {
  await t.app.db
    .update(settings)
    .set({
      businessName: 'Harbour Clean Co',
      abn: payerAbn,
      accountName: 'Harbour Clean Co',
      bsb: bank ? '062111' : null,
      accountNumber: bank ? '98765432' : null,
    })
    .where(eq(settings.id, 1));
}

describe('pay runs', () => {
  it('lists each contractor paid for the week: earnings less cash collected, 47 % withheld without an ABN', async () => {
    const res = await admin.get(`/api/pay-runs/${week}`);
    expect(res.statusCode).toBe(200);
    const run = res.json();
    expect(run.end).toBe('2030-03-14');
    expect(run.payees.map((p: { user: { name: string } }) => p.user.name)).toEqual(['Maria Payee', 'Sam Payee']);
    expect(run.payees[1]).toEqual({
      user: { id: sam.id, name: 'Sam Payee' },
      account_title: 'Samuel Payee',
      abn,
      bsb: '062000',
      account: '12345678',
      bank_ok: true,
      earned: 60000,
      cash_collected: 15000,
      gross: 45000,
      gst: 5455,
      withheld: 0,
      net: 45000,
      no_abn: false,
      vendor_invoices: [{ id: expect.any(Number), number: 'SP-1', total: 60000, tax: 5455 }],
      invoice_differs: false,
      recorded_at: null,
      paid_on: null,
      changed_since_recorded: null,
    });
    expect(run.payees[0]).toMatchObject({
      earned: 20000,
      gross: 20000,
      withheld: 9400,
      net: 10600,
      no_abn: true,
      vendor_invoices: [],
      invoice_differs: false,
    });
    expect(run.payees[0].account_title).toBe('Maria Payee Cleaning');
    expect(run.totals).toEqual({ earned: 80000, cash_collected: 15000, gross: 65000, gst: 5455, withheld: 9400, net: 55600 });
    expect(run.to_record).toEqual({ payees: 2, net: 55600 });
  });

  it('refuses the ABA file while the business’s bank details or APCA id are missing, then writes it', async () => {
    await business(false);
    const refused = await admin.get(`/api/pay-runs/${week}/aba`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['settings']);

    await business(true);
    expect(
      (await admin.put('/api/pay-run-settings', { apca_user_id: '30150', bank_abbreviation: 'cbax', description: 'CONTRACTORS' })).json()
        .errors,
    ).toEqual({
      apca_user_id: ['The APCA user id must be 6 digits.'],
      bank_abbreviation: ['The bank abbreviation must be 3 letters, like CBA.'],
    });
    expect(
      (await admin.put('/api/pay-run-settings', { apca_user_id: '301500', bank_abbreviation: 'cba', description: 'CONTRACTORS' })).json(),
    ).toEqual({ apca_user_id: '301500', bank_abbreviation: 'CBA', description: 'CONTRACTORS' });

    const res = await admin.get(`/api/pay-runs/${week}/aba?process_on=2030-03-16`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="pay-run-${week}.aba"`);
    const records = res.body.split('\r\n');
    expect(records.pop()).toBe('');
    expect(records.every((r: string) => r.length === 120)).toBe(true);
    expect(records[0]).toMatch(/^0 {17}01CBA {7}Harbour Clean Co {10}301500CONTRACTORS 160330 {40}$/);
    expect(records[1]?.slice(0, 62)).toBe(`1033-222555444333 500000010600${'Maria Payee Cleaning'.padEnd(32)}`);
    expect(records[1]?.slice(112)).toBe('00009400');
    expect(records[2]?.slice(0, 62)).toBe(`1062-000 12345678 500000045000${'Samuel Payee'.padEnd(32)}`);
    expect(records[3]).toBe(`7999-999${' '.repeat(12)}000005560000000556000000000000${' '.repeat(24)}000002${' '.repeat(40)}`);
  });

  it('refuses the file (422, by contractor) when someone to pay has no bank details', async () => {
    const nobank = await buildUser(t.app.db, { name: 'No Bank', abn });
    await buildVisit(t.app.db, { dueDate: '2030-03-22', userIds: [nobank.id], lines: pay(1000), complete: true, photos: 1 });
    const res = await admin.get('/api/pay-runs/2030-03-22/aba');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`payees.${nobank.id}`]: ['No Bank has no bank details (BSB and account number).'] });
  });

  it('404 for a day that starts no week (a path that names no pay run), 422 for a bad process date', async () => {
    expect((await admin.get('/api/pay-runs/2030-03-09')).statusCode).toBe(404);
    const res = await admin.get(`/api/pay-runs/${week}/aba?process_on=2030-02-30`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['process_on']);
  });

  it('records the week once, on the day paid; the TPAR then reports the financial year per contractor, as a page and a spreadsheet', async () => {
    const bad = await admin.post(`/api/pay-runs/${week}`, { paid_on: '2030-02-30' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['paid_on']);
    expect((await admin.post(`/api/pay-runs/${week}`, { paid_on: '2030-03-16' })).json()).toEqual({ message: 'Recorded 2 payments.' });
    expect((await admin.post(`/api/pay-runs/${week}`)).statusCode).toBe(422);
    const recorded = await t.app.db.select().from(payRunPayments).where(eq(payRunPayments.week, week));
    expect(recorded.map((r) => r.paidOn)).toEqual(['2030-03-16', '2030-03-16']);
    const after = (await admin.get(`/api/pay-runs/${week}`)).json();
    expect(after.payees[0].recorded_at).toEqual(expect.any(String));
    expect(after.to_record).toEqual({ payees: 0, net: 0 });

    expect((await admin.put(`/api/payees/${sam.id}`, { address: '1 George St, Sydney NSW 2000' })).statusCode).toBe(200);
    const tpar = (await admin.get('/api/tpar?year=2030')).json();
    expect(tpar).toEqual({
      year: 2030,
      start: '2029-07-01',
      end: '2030-06-30',
      rows: [
        {
          user_id: maria.id,
          name: 'Maria Payee Cleaning',
          abn: null,
          address: null,
          gross_paid: 20000,
          gst: 0,
          tax_withheld: 9400,
          missing: ['abn', 'address'],
        },
        {
          user_id: sam.id,
          name: 'Samuel Payee',
          abn,
          address: '1 George St, Sydney NSW 2000',
          gross_paid: 60000,
          gst: 5455,
          tax_withheld: 0,
          missing: [],
        },
      ],
      totals: { gross_paid: 80000, gst: 5455, tax_withheld: 9400 },
    });
    expect((await admin.get('/api/tpar?year=2031')).json().rows).toEqual([]);

    const download = await admin.get('/api/tpar/2030/download');
    expect(download.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The ATO's layout: the payer's ABN, then each payee's address in its parts; the period's days are dates.
    expect(sheet.getRow(2).values).toEqual([undefined, 'Payer ABN', formatAbn(payerAbn)]);
    expect(sheet.getRow(3).getCell(2).value).toEqual(new Date('2029-07-01T00:00:00Z'));
    expect(sheet.getRow(3).getCell(4).value).toEqual(new Date('2030-06-30T00:00:00Z'));
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('dd/mm/yyyy');
    expect(sheet.getRow(5).values).toEqual([
      undefined,
      'Payee',
      'ABN',
      'Street',
      'Suburb',
      'State',
      'Postcode',
      'Gross paid (incl. GST)',
      'GST',
      'Tax withheld',
    ]);
    expect(sheet.getRow(6).values).toEqual([undefined, 'Maria Payee Cleaning', '', '', '', '', '', 200, 0, 94]);
    expect(sheet.getRow(7).values).toEqual([
      undefined,
      'Samuel Payee',
      '51 824 753 556',
      '1 George St',
      'Sydney',
      'NSW',
      '2000',
      600,
      54.55,
      0,
    ]);
    expect(sheet.getRow(8).values).toEqual([undefined, 'Total', '', '', '', '', '', 800, 54.55, 94]);
    // The payee rows re-add to the total row, column by column, in whole cents.
    const cents = (row: number, column: number) => Math.round(Number(sheet.getRow(row).getCell(column).value) * 100);
    for (const column of [7, 8, 9]) expect(cents(6, column) + cents(7, column)).toBe(cents(8, column));
  });

  it('is manage_accounts’ only', async () => {
    expect((await contractor.get(`/api/pay-runs/${week}`)).statusCode).toBe(403);
    expect((await office.get('/api/tpar?year=2030')).statusCode).toBe(403);
    expect(people.contractor.id).toBeGreaterThan(0);
  });
});
