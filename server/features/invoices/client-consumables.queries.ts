/**
 * The invoice editor's client consumables (docs/domain.md "Client consumables"): the consumable services of the
 * catalogue that appear on the client's visits, by name, each with the average and mode of the quantities recorded
 * on the client's ticked lines due in the last 6 months (`consumableUsage`, shared/consumable-usage.ts). The
 * catalogue and the visit lines are joined read-only: one statement must page the services by whether the client
 * used them.
 */
import { and, asc, count, eq, exists, gte, inArray, isNotNull, lte, not, sql } from 'drizzle-orm';
import { addMonths, type IsoDate } from '../../../shared/dates';
import { consumableUsage, consumableUsageMonths } from '../../../shared/consumable-usage';
import type { Db } from '../../db/client';
import { pagedSelect, type PageQuery } from '../../platform/paging';
import { schedules, scheduleTasks } from '../schedules/schedules.table';
import { tasks } from '../tasks/tasks.table';

export async function clientConsumables(db: Db, clientId: number, query: PageQuery, today: IsoDate) {
  const usedByClient = exists(
    db
      .select({ one: sql`1` })
      .from(scheduleTasks)
      .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
      .where(and(eq(scheduleTasks.taskId, tasks.id), eq(schedules.clientId, clientId))),
  );
  const where = and(eq(tasks.consumable, true), usedByClient);
  const rows = db
    .select({ id: tasks.id, name: tasks.name, price: tasks.price })
    .from(tasks)
    .where(where)
    .orderBy(asc(tasks.name), asc(tasks.id));
  const total = db.select({ n: count() }).from(tasks).where(where);
  return pagedSelect(query, rows, total, async (page) => {
    const recorded = await recordedQuantities(
      db,
      clientId,
      page.map((task) => task.id),
      { from: addMonths(today, -consumableUsageMonths), to: today },
    );
    return page.map((task) => ({
      id: task.id,
      name: task.name,
      default_price: task.price,
      ...consumableUsage(recorded.filter((r) => r.taskId === task.id).map((r) => r.quantity)),
    }));
  });
}

/** Quantities recorded on the client's ticked lines of those services, on visits not skipped and due in the window. */
async function recordedQuantities(db: Db, clientId: number, taskIds: number[], window: { from: IsoDate; to: IsoDate }) {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select({ taskId: scheduleTasks.taskId, quantity: scheduleTasks.quantity })
    .from(scheduleTasks)
    .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
    .where(
      and(
        eq(schedules.clientId, clientId),
        inArray(scheduleTasks.taskId, taskIds),
        eq(scheduleTasks.complete, true),
        isNotNull(scheduleTasks.quantity),
        not(schedules.skip),
        gte(schedules.dueDate, window.from),
        lte(schedules.dueDate, window.to),
      ),
    );
  return rows.map((row) => ({ taskId: row.taskId, quantity: row.quantity ?? 0 }));
}
