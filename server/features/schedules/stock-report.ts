import ExcelJS from 'exceljs';
import type { StockReport } from '../../../shared/api/tasks';
import { dateCell, monthFormat } from '../../platform/spreadsheet';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2025-03-01` → "Mar 2025", as the month picker shows it. */
export const monthLabel = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The report as a one-sheet workbook: a title row, its month as a date cell, the table with a header, and a total. */
export async function stockReportWorkbook(report: StockReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CleanUp';
  const sheet = workbook.addWorksheet(`Stock ${monthLabel(report.month)}`);
  sheet.columns = [
    { key: 'client', width: 36 },
    { key: 'task', width: 36 },
    { key: 'quantity', width: 12 },
  ];
  sheet.addRow([`Stock report — ${monthLabel(report.month)}`]).font = { bold: true, size: 14 };
  sheet.addRow(['Month', dateCell(`${report.month.slice(0, 7)}-01`)]).getCell(2).numFmt = monthFormat;
  const header = sheet.addRow(['Client', 'Service', 'Quantity']);
  header.font = { bold: true };
  header.getCell(3).alignment = { horizontal: 'right' };
  for (const row of report.data) sheet.addRow([row.client_name, row.task_name, row.quantity]);
  const total = sheet.addRow(['Total', '', report.data.reduce((sum, row) => sum + row.quantity, 0)]);
  total.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 3 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
