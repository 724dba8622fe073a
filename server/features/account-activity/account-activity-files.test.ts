import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToNumber } from '../../../shared/money';
import { buildClient } from '../../test/client-factories';
import { createDemoApp } from '../../test/demo';
import { buildExpense, buildVendor } from '../../test/expense-factories';
import { activityLog, outbox } from '../../test/inspect';
import { buildInvoice } from '../../test/invoice-factories';

const { t, bookkeeper, office, admin, people } = await createDemoApp('bookkeeper', 'office', 'admin');
afterAll(() => t.close());

// FY 2026: receipts from two clients in Q1 and Q2, expenses from two vendors and one with none.
beforeAll(async () => {
  const db = t.app.db;
  const acme = (await buildClient(db, { name: 'Acme Offices' })).id;
  const zen = (await buildClient(db, { name: 'Zen Dental' })).id;
  await buildInvoice(db, {
    clientId: acme,
    issuedAt: '2025-07-01',
    lines: [{ unit_price: 10_000 }],
    payments: [
      { amount: 5000, paidAt: '2025-08-01' },
      { amount: 6000, paidAt: '2025-10-15' },
    ],
  });
  await buildInvoice(db, {
    clientId: zen,
    issuedAt: '2025-07-01',
    lines: [{ unit_price: 909 }],
    payments: [
      { amount: 333, paidAt: '2025-07-05' },
      { amount: 667, paidAt: '2025-09-30' },
    ],
  });
  await buildInvoice(db, {
    clientId: zen,
    issuedAt: '2025-09-01',
    lines: [{ unit_price: 30_000 }],
    payments: [{ amount: 33_000, paidAt: '2025-09-10' }],
  });
  const ampol = (await buildVendor(db, { name: 'Ampol', gstRegistered: true })).id;
  const bunnings = (await buildVendor(db, { name: 'Bunnings', gstRegistered: true })).id;
  await buildExpense(db, { spentOn: '2025-07-10', amount: 11_000, businessUse: 100, gst: true, vendorId: ampol, description: 'Fuel' });
  await buildExpense(db, { spentOn: '2025-08-20', amount: 1005, businessUse: 40, gst: true, vendorId: bunnings, description: 'Mop heads' });
  await buildExpense(db, { spentOn: '2025-09-30', amount: 5001, businessUse: 50, gst: false, description: 'Parking' });
  await buildExpense(db, { spentOn: '2025-11-30', amount: 2200, businessUse: 100, gst: true, vendorId: ampol, description: 'Fuel' });
  await bookkeeper.put('/api/account-activity/20261', { payg: 123_456 });
});

type Cell = string | number | Date | null;
async function sheets(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const read = (name: string) => {
    const rows: Cell[][] = [];
    workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as Cell[]).slice(1)));
    const [header, ...data] = rows;
    return { header, data, column: (row: Cell[], title: string) => row[header.indexOf(title)] };
  };
  return {
    names: workbook.worksheets.map((s) => s.name),
    summary: read('Summary'),
    receipts: read('Receipts'),
    expenses: read('Expenses and contractors'),
  };
}

/** Sums dollars the way a person checking the sheet would, in whole cents. */
const sumOf = (values: Cell[]) => values.reduce<number>((sum, v) => sum + Math.round(Number(v) * 100), 0) / 100;

describe('downloads', () => {
  it('a quarter: the summary holds its BAS figures and the receipts and expenses sheets re-add to them', async () => {
    const response = await bookkeeper.post('/api/account-activity/20261/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('account-activity-2026-q1.xlsx');
    const { names, summary, receipts, expenses } = await sheets(response.rawPayload);
    expect(names).toEqual(['Summary', 'Receipts', 'Expenses and contractors']);
    expect(summary.data).toHaveLength(1);
    const quarter = (await bookkeeper.get('/api/account-activity/20261')).json();
    const row = summary.data[0];
    expect(summary.column(row, 'Quarter')).toBe('Q1 2026');
    // Dates are date cells, so Excel can filter and group them.
    expect(summary.column(row, 'From')).toEqual(new Date('2025-07-01T00:00:00Z'));
    expect(summary.column(row, 'To')).toEqual(new Date('2025-09-30T00:00:00Z'));
    for (const r of receipts.data) expect(receipts.column(r, 'Date received')).toBeInstanceOf(Date);
    for (const r of expenses.data) expect(expenses.column(r, 'Date')).toBeInstanceOf(Date);
    expect(summary.column(row, 'G1 Total sales (incl. GST)')).toBe(centsToNumber(quarter.g1));
    expect(summary.column(row, '1A GST on sales')).toBe(centsToNumber(quarter.label_1a));
    expect(summary.column(row, '1B GST on purchases')).toBe(centsToNumber(quarter.label_1b));
    expect(summary.column(row, '5A PAYG instalment')).toBe(1234.56);
    expect(summary.column(row, 'Form 5A')).toBe(1234);
    expect(summary.column(row, 'Form G1')).toBe(Math.trunc(quarter.g1 / 100));
    expect(summary.column(row, 'Form 1A')).toBe(Math.trunc(quarter.label_1a / 100));
    expect(summary.column(row, 'Form 1B')).toBe(Math.trunc(quarter.label_1b / 100));
    expect(summary.column(row, 'Form net')).toBe(
      Math.trunc(quarter.label_1a / 100) - Math.trunc(quarter.label_1b / 100) + Math.trunc(quarter.label_w4 / 100) + 1234,
    );
    expect(receipts.data).toHaveLength(4);
    expect(sumOf(receipts.data.map((r) => receipts.column(r, 'Amount (incl. GST)')))).toBe(
      summary.column(row, 'G1 Total sales (incl. GST)'),
    );
    expect(sumOf(receipts.data.map((r) => receipts.column(r, 'GST')))).toBe(summary.column(row, '1A GST on sales'));
    expect(expenses.data).toHaveLength(3);
    expect(sumOf(expenses.data.map((r) => expenses.column(r, 'Business part')))).toBe(summary.column(row, 'Outgoing (business use)'));
    expect(sumOf(expenses.data.map((r) => expenses.column(r, 'GST credit')))).toBe(summary.column(row, '1B GST on purchases'));
  });

  it('a year: four summary rows, and each quarter’s receipts and expenses re-add to its row', async () => {
    const response = await bookkeeper.post('/api/account-activity-year/2026/download');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('account-activity-2026.xlsx');
    const { summary, receipts, expenses } = await sheets(response.rawPayload);
    expect(summary.data.map((r) => summary.column(r, 'Quarter'))).toEqual(['Q1 2026', 'Q2 2026', 'Q3 2026', 'Q4 2026']);
    for (const row of summary.data) {
      const name = summary.column(row, 'Quarter');
      const own = <T extends { data: Cell[][]; column: (r: Cell[], t: string) => Cell }>(sheet: T, title: string) =>
        sumOf(sheet.data.filter((r) => sheet.column(r, 'Quarter') === name).map((r) => sheet.column(r, title)));
      expect(own(receipts, 'Amount (incl. GST)')).toBe(summary.column(row, 'Incoming'));
      expect(own(receipts, 'GST')).toBe(summary.column(row, 'Incoming GST'));
      expect(own(expenses, 'Business part')).toBe(summary.column(row, 'Outgoing (business use)'));
      expect(own(expenses, 'GST credit')).toBe(summary.column(row, 'GST credits'));
    }
    expect(summary.column(summary.data[1], 'Incoming')).toBe(60);
  });

  it('404 for no such quarter or year, 403 without manage_accounts', async () => {
    expect((await bookkeeper.post('/api/account-activity/20265/download')).statusCode).toBe(404);
    expect((await bookkeeper.post('/api/account-activity-year/1900/download')).statusCode).toBe(404);
    expect((await office.post('/api/account-activity/20261/download')).statusCode).toBe(403);
  });
});

describe('e-mail', () => {
  it('sends the quarter’s workbook to the chosen people and typed addresses through the outbox, audited', async () => {
    const response = await bookkeeper.post('/api/account-activity/20261/email', {
      users: [people.admin.id],
      custom: 'tax@accountant.example; Tax@Accountant.example',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Account activity sent to 2 recipients.',
      to: ['admin@example.com', 'tax@accountant.example'],
    });
    const [mail] = await outbox(admin);
    expect(mail.subject).toContain('Account activity Q1 2026 (2025-07-01 to 2025-09-30)');
    expect(mail.attachments).toEqual([
      { filename: 'account-activity-2026-q1.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    ]);
    const [entry] = (await activityLog(admin)).filter((a) => a.action === 'email');
    expect(entry).toMatchObject({ subject_type: 'account_activity', subject_id: '20261' });
  });

  it.each([
    [{ users: [], custom: '' }, { custom: ['Choose a contact or enter at least one address.'] }],
    [{ custom: 'not an address' }, { custom: ['“not an address” is not a valid e-mail address. Separate addresses with a semicolon.'] }],
    [{ users: [999_999] }, { users: ['The selected people must be active users.'] }],
  ])('refuses %j with 422 and sends nothing', async (payload, errors) => {
    const before = (await outbox(admin)).length;
    const response = await bookkeeper.post('/api/account-activity/20261/email', payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(errors);
    expect((await outbox(admin)).length).toBe(before);
  });
});

describe('charts', () => {
  it('income by client for a year and for one quarter (x = client, y = income), most first', async () => {
    const year = (await bookkeeper.get('/api/income-by-client?year=2026')).json().data;
    expect(year.map((r: { x: string; y: number }) => [r.x, r.y])).toEqual([
      ['Zen Dental', 34_000],
      ['Acme Offices', 11_000],
    ]);
    const q2 = (await bookkeeper.get('/api/income-by-client/20262')).json().data;
    expect(q2.map((r: { x: string; y: number }) => [r.x, r.y])).toEqual([['Acme Offices', 6000]]);
  });

  it('expense by vendor (label, total of the business-use part), no vendor as one', async () => {
    const year = (await bookkeeper.get('/api/expense-by-vendor?year=2026')).json().data;
    expect(year.map((r: { label: string; total: number }) => [r.label, r.total])).toEqual([
      ['Ampol', 13_200],
      ['No vendor', 2501],
      ['Bunnings', 402],
    ]);
    expect((await bookkeeper.get('/api/expense-by-vendor/20263')).json().data).toEqual([]);
    expect((await office.get('/api/expense-by-vendor')).statusCode).toBe(403);
  });
});
