/**
 * A quarter's or a year's account activity as an .xlsx workbook (exceljs): a summary sheet with the BAS
 * figures of each quarter, then every receipt, and every expense and contractor payment, behind them. Money in dollars as numbers, so
 * the sheets sum; each detail sheet's columns add up to its summary column (account-activity-files.test.ts).
 */
import ExcelJS from 'exceljs';
import type { AccountActivity } from '../../../shared/api/account-activity';
import { adjustmentNoteNumber } from '../../../shared/api/invoices';
import { centsToNumber } from '../../../shared/money';
import type { Db } from '../../db/client';
import { dateCell, moneyFormat as money } from '../../platform/spreadsheet';
import { readTogether } from '../../db/read-together';
import { expensesBetween, receiptsBetween } from './account-activity.queries';

type Column<T> = { header: string; width: number; value: (row: T) => string | number | null; money?: boolean; date?: boolean };

/** Dates are date cells (a `YYYY-MM-DD` as that day at midnight UTC, which Excel reads as the day), so Excel can filter and group them. */
const dateFormat = 'd mmm yyyy';

function addSheet<T>(workbook: ExcelJS.Workbook, name: string, columns: Column<T>[], rows: readonly T[]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.money ? { numFmt: money } : c.date ? { numFmt: dateFormat } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => (c.date ? dateCell(String(c.value(row) ?? '')) : c.value(row))));
  return sheet;
}

const dollars = (cents: number) => centsToNumber(cents);
const label = (q: AccountActivity) => `Q${q.quarter} ${q.year}`;

const summaryColumns: Column<AccountActivity>[] = [
  { header: 'Quarter', width: 10, value: label },
  { header: 'From', width: 12, value: (q) => q.start, date: true },
  { header: 'To', width: 12, value: (q) => q.end, date: true },
  { header: 'G1 Total sales (incl. GST)', width: 16, value: (q) => dollars(q.g1), money: true },
  { header: '1A GST on sales', width: 14, value: (q) => dollars(q.label_1a), money: true },
  { header: '1B GST on purchases', width: 14, value: (q) => dollars(q.label_1b), money: true },
  { header: 'W4 Withheld (no ABN)', width: 14, value: (q) => dollars(q.label_w4), money: true },
  { header: '5A PAYG instalment', width: 14, value: (q) => dollars(q.payg), money: true },
  { header: 'Net owed to the ATO', width: 14, value: (q) => dollars(q.net), money: true },
  // What to write on the form: whole dollars, cents truncated (shared/bas.ts basFormLabels).
  { header: 'Form G1', width: 12, value: (q) => dollars(q.on_form.g1), money: true },
  { header: 'Form 1A', width: 12, value: (q) => dollars(q.on_form.label_1a), money: true },
  { header: 'Form 1B', width: 12, value: (q) => dollars(q.on_form.label_1b), money: true },
  { header: 'Form W4', width: 12, value: (q) => dollars(q.on_form.label_w4), money: true },
  { header: 'Form 5A', width: 12, value: (q) => dollars(q.on_form.payg), money: true },
  { header: 'Form net', width: 12, value: (q) => dollars(q.on_form.net), money: true },
  { header: 'Incoming', width: 14, value: (q) => dollars(q.incoming), money: true },
  { header: 'Incoming GST', width: 14, value: (q) => dollars(q.incoming_tax), money: true },
  { header: 'Outgoing (business use)', width: 16, value: (q) => dollars(q.outgoing), money: true },
  { header: 'GST credits', width: 14, value: (q) => dollars(q.outgoing_tax), money: true },
  { header: 'Receipts', width: 10, value: (q) => q.receipts },
  { header: 'Expenses', width: 10, value: (q) => q.expenses },
  { header: 'Contractor payments', width: 12, value: (q) => q.contractor_payments },
  { header: 'BAS complete', width: 12, value: (q) => (q.bas_complete ? 'Yes' : 'No') },
];

type Receipt = Awaited<ReturnType<typeof receiptsBetween>>[number] & { quarter: string };
type Expense = Awaited<ReturnType<typeof expensesBetween>>[number] & { quarter: string };

const receiptColumns: Column<Receipt>[] = [
  { header: 'Quarter', width: 10, value: (r) => r.quarter },
  { header: 'Date received', width: 13, value: (r) => r.paid_at, date: true },
  { header: 'Invoice', width: 10, value: (r) => r.invoice_number },
  { header: 'Client', width: 32, value: (r) => r.client_name },
  {
    header: 'Source',
    width: 12,
    value: (r) => (r.source === 'adjustment_note' && r.note_number !== null ? adjustmentNoteNumber(r.note_number) : r.source),
  },
  { header: 'Amount (incl. GST)', width: 16, value: (r) => dollars(r.amount), money: true },
  { header: 'GST', width: 12, value: (r) => dollars(r.gst), money: true },
];

const kindNames = { expense: 'Expense', pay_run: 'Pay run', vendor_invoice: 'Vendor invoice' } as const;

const expenseColumns: Column<Expense>[] = [
  { header: 'Quarter', width: 10, value: (e) => e.quarter },
  { header: 'Date', width: 12, value: (e) => e.spent_on, date: true },
  { header: 'Kind', width: 14, value: (e) => kindNames[e.kind] },
  { header: 'Description', width: 36, value: (e) => e.description },
  { header: 'Vendor', width: 24, value: (e) => e.vendor_name },
  { header: 'Category', width: 18, value: (e) => e.category_name },
  { header: 'Amount (incl. GST)', width: 16, value: (e) => dollars(e.amount), money: true },
  { header: 'Business use %', width: 12, value: (e) => e.business_use },
  { header: 'Business part', width: 14, value: (e) => dollars(e.business_part), money: true },
  { header: 'GST credit', width: 12, value: (e) => dollars(e.gst), money: true },
  { header: 'Withheld (no ABN)', width: 14, value: (e) => dollars(e.withheld), money: true },
];

/** The workbook of these quarters (one, or a year's four), in order. */
export async function activityWorkbook(db: Db, quarters: readonly AccountActivity[]): Promise<Buffer> {
  const receipts: Receipt[] = [];
  const expenses: Expense[] = [];
  for (const quarter of quarters) {
    const [r, e] = await readTogether(db, [
      () => receiptsBetween(db, quarter.start, quarter.end),
      () => expensesBetween(db, quarter.start, quarter.end),
    ]);
    receipts.push(...r.map((row) => ({ ...row, quarter: label(quarter) })));
    expenses.push(...e.map((row) => ({ ...row, quarter: label(quarter) })));
  }
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  addSheet(workbook, 'Summary', summaryColumns, quarters);
  addSheet(workbook, 'Receipts', receiptColumns, receipts);
  addSheet(workbook, 'Expenses and contractors', expenseColumns, expenses);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const quarterFilename = (q: { year: number; quarter: number }) => `account-activity-${q.year}-q${q.quarter}.xlsx`;
export const yearFilename = (year: number) => `account-activity-${year}.xlsx`;
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
