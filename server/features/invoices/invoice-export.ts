/**
 * The chosen rows of the invoices list as an .xlsx workbook (exceljs, as the other exports): dates are date
 * cells, so Excel filters and groups them; money in dollars as numbers, so the columns sum.
 */
import ExcelJS from 'exceljs';
import type { InvoiceSummary } from '../../../shared/api/invoices';
import { localDateOf } from '../../../shared/dates';
import { centsToNumber } from '../../../shared/money';
import { dateCell, dayFormat as day, moneyFormat as money } from '../../platform/spreadsheet';

type Column = { header: string; width: number; value: (i: InvoiceSummary) => string | number | Date | null; format?: string };

const columnsIn = (timeZone: string): Column[] => [
  { header: 'Number', width: 10, value: (i) => i.number },
  { header: 'Client', width: 32, value: (i) => i.client.name },
  { header: 'Issued', width: 12, value: (i) => dateCell(i.issued_at), format: day },
  { header: 'Due', width: 12, value: (i) => dateCell(i.due_at), format: day },
  // Last sent is an instant: the day it was in the business's time zone.
  {
    header: 'Last sent',
    width: 12,
    value: (i) => dateCell(i.last_sent ? localDateOf(new Date(i.last_sent), timeZone) : null),
    format: day,
  },
  { header: 'State', width: 12, value: (i) => i.state.state },
  { header: 'Subtotal', width: 12, value: (i) => centsToNumber(i.amount), format: money },
  { header: 'GST', width: 10, value: (i) => centsToNumber(i.tax), format: money },
  { header: 'Total', width: 12, value: (i) => centsToNumber(i.total), format: money },
  { header: 'Paid', width: 12, value: (i) => centsToNumber(i.paid), format: money },
  { header: 'Amount due', width: 12, value: (i) => centsToNumber(i.balance), format: money },
];

export async function invoicesWorkbook(rows: readonly InvoiceSummary[], timeZone: string): Promise<Buffer> {
  const columns = columnsIn(timeZone);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: c.header,
    key: String(i),
    width: c.width,
    style: c.format ? { numFmt: c.format } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
