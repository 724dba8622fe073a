import ExcelJS from 'exceljs';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { StockReport } from '../../../shared/api/tasks';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { schedules, scheduleTasks } from '../schedules/schedules.table';
import { tasks } from './tasks.table';

/** `YYYY-MM-01` → the first day of the next month, for a half-open range on the visit's date. */
export function nextMonth(month: string): string {
  const [year, mm] = month.split('-').map(Number);
  return mm === 12 ? `${year + 1}-01-01` : `${year}-${String(mm + 1).padStart(2, '0')}-01`;
}

/**
 * Consumables used in a month (DOMAIN.md "Services and pay"): the quantities recorded on ticked
 * consumable lines of visits dated in that month, summed per client and service. A line whose
 * service is gone from the catalogue (or never came from it) is grouped under its own name.
 * Lines with nothing recorded are left out: the report is of stock used.
 */
export async function stockReport(db: Db, month: string): Promise<StockReport> {
  const taskName = sql<string>`coalesce(${tasks.name}, ${scheduleTasks.name})`;
  const quantity = sql<number>`coalesce(sum(${scheduleTasks.quantity}), 0)`.mapWith(Number);
  const rows = await db
    .select({ clientId: clients.id, clientName: clients.name, taskId: scheduleTasks.taskId, taskName, quantity })
    .from(scheduleTasks)
    .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
    .innerJoin(clients, eq(clients.id, schedules.clientId))
    .leftJoin(tasks, eq(tasks.id, scheduleTasks.taskId))
    .where(and(eq(scheduleTasks.consumable, true), eq(scheduleTasks.complete, true), gte(schedules.dueDate, month), lt(schedules.dueDate, nextMonth(month))))
    .groupBy(clients.id, clients.name, scheduleTasks.taskId, taskName)
    .having(sql`coalesce(sum(${scheduleTasks.quantity}), 0) > 0`)
    .orderBy(asc(clients.name), asc(clients.id), asc(taskName), asc(scheduleTasks.taskId));
  return {
    month,
    data: rows.map((row) => ({ client_id: row.clientId, client_name: row.clientName, task_id: row.taskId, task_name: row.taskName, quantity: row.quantity })),
  };
}

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2025-03-01` → "Mar 2025", as the month picker shows it. */
export const monthLabel = (month: string) => `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The report as a one-sheet workbook: a title row, the table with a header, and a total. */
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
  sheet.addRow([]);
  const header = sheet.addRow(['Client', 'Service', 'Quantity']);
  header.font = { bold: true };
  header.getCell(3).alignment = { horizontal: 'right' };
  for (const row of report.data) sheet.addRow([row.client_name, row.task_name, row.quantity]);
  const total = sheet.addRow(['Total', '', report.data.reduce((sum, row) => sum + row.quantity, 0)]);
  total.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 3 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
