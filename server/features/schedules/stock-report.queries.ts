import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { StockReport } from '../../../shared/api/tasks';
import { addMonths } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { clients } from '../clients/clients.table';
import { tasks } from '../tasks/tasks.table';
import { schedules, scheduleTasks } from './schedules.table';

/**
 * Consumables used in a month (docs/domain.md "Consumables and the stock report"): the quantities recorded
 * on ticked consumable lines of visits dated in that month, summed per client and service. A line whose
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
    .where(
      and(
        eq(scheduleTasks.consumable, true),
        eq(scheduleTasks.complete, true),
        gte(schedules.dueDate, month),
        lt(schedules.dueDate, addMonths(month, 1)),
      ),
    )
    .groupBy(clients.id, clients.name, scheduleTasks.taskId, taskName)
    .having(sql`coalesce(sum(${scheduleTasks.quantity}), 0) > 0`)
    .orderBy(asc(clients.name), asc(clients.id), asc(taskName), asc(scheduleTasks.taskId));
  return {
    month,
    data: rows.map((row) => ({
      client_id: row.clientId,
      client_name: row.clientName,
      task_id: row.taskId,
      task_name: row.taskName,
      quantity: row.quantity,
    })),
  };
}
