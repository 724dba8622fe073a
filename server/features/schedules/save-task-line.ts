/**
 * Task lines inside a group. Choosing a catalogue task copies its name, descriptions, price and pay into the
 * line for every field the form did not send (docs/domain.md "Task lines copy the catalogue"); after that the
 * line is the group's own. Every save reaches the group's unlocked future visits (group-visits.ts) in the same
 * transaction.
 */
import { and, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { taskLineCreateInput, taskLineUpdateInput } from '../../../shared/api/task-groups';
import { payAbovePrice } from '../../../shared/money';
import { seesPrices } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../platform/errors';
import { audit, auditDelete, diff } from '../audit/audit';
import { generateVisits } from './generate-visits';
import { refreshGroupVisits } from './group-visits';
import { lockClient } from '../clients/client-locks';
import { generationOf, type ScheduleContext } from './schedule-context';
import { findTaskRow } from '../tasks/tasks.queries';
import { groupOfClient } from './group-rows.queries';
import { taskGroupTasks } from './task-groups.table';

type CreateInput = z.output<typeof taskLineCreateInput>;
type UpdateInput = z.output<typeof taskLineUpdateInput>;
type LineColumns = Partial<typeof taskGroupTasks.$inferInsert>;

/**
 * The columns the input sets. Without `task_price` the pay fields sent are ignored (as the catalogue's own
 * form does): a line's pay then comes from the catalogue task or the defaults, or stays as it was.
 */
function columnsOf(input: CreateInput | UpdateInput, context: ScheduleContext): LineColumns {
  const pays = seesPrices(context);
  const sent = (key: 'price' | 'payment_type' | 'contractor_percentage' | 'contractor_amount') => pays && input[key] !== undefined;
  return {
    ...(input.task !== undefined && { taskId: input.task }),
    ...(input.name !== undefined && { name: input.name }),
    ...(input.invoice_description !== undefined && { invoiceDescription: input.invoice_description }),
    ...(input.description !== undefined && { description: input.description }),
    ...(sent('price') && { price: input.price }),
    ...(sent('payment_type') && { paymentType: input.payment_type }),
    ...(sent('contractor_percentage') && { contractorPercentage: input.contractor_percentage }),
    ...(sent('contractor_amount') && { contractorAmount: input.contractor_amount }),
    ...(input.consumable !== undefined && { consumable: input.consumable }),
  };
}

/** The catalogue's fields for the ones not given. */
async function prefill(db: Db, taskId: number, given: LineColumns): Promise<LineColumns> {
  const task = await findTaskRow(db, taskId);
  if (!task) throw invalid({ task: ['The selected task is invalid.'] });
  const fromCatalogue: LineColumns = {
    name: task.name,
    invoiceDescription: task.invoiceDescription,
    description: task.description,
    price: task.price,
    paymentType: task.paymentType,
    contractorPercentage: task.contractorPercentage,
    contractorAmount: task.contractorAmount,
    consumable: task.consumable,
  };
  return { ...fromCatalogue, ...given };
}

async function groupOf(db: Db, clientId: number, groupId: number) {
  const client = await lockClient(db, clientId);
  const group = await groupOfClient(db, clientId, groupId);
  if (!group) throw notFound();
  return { client, group };
}

/** The line's pay as it will be stored, within its price. */
function checkPay(line: { price: number; paymentType: 'percentage' | 'fixed'; contractorAmount: number }) {
  const message = payAbovePrice({ price: line.price, payment_type: line.paymentType, contractor_amount: line.contractorAmount });
  if (message) throw invalid({ contractor_amount: [message] });
}

/** Carry the change to the visits; generation makes the visits a group's first (or first resumed) line allows. */
async function reachVisits(db: Db, groupId: number, context: ScheduleContext) {
  await refreshGroupVisits(db, groupId, context.today);
  await generateVisits(db, { taskGroupId: groupId, ...generationOf(context) });
}

export async function createTaskLine(db: Db, clientId: number, groupId: number, input: CreateInput, context: ScheduleContext) {
  return db.transaction(async (tx) => {
    const { group } = await groupOf(tx, clientId, groupId);
    const given = columnsOf(input, context);
    const columns = input.task === null ? given : await prefill(tx, input.task, given);
    checkPay({
      ...columns,
      price: columns.price ?? 0,
      paymentType: columns.paymentType ?? 'percentage',
      contractorAmount: columns.contractorAmount ?? 0,
    });
    const [{ last }] = await tx
      .select({ last: max(taskGroupTasks.position) })
      .from(taskGroupTasks)
      .where(eq(taskGroupTasks.taskGroupId, groupId));
    const [line] = await tx
      .insert(taskGroupTasks)
      .values({ ...columns, name: columns.name ?? '', taskGroupId: groupId, position: (last ?? 0) + 1 })
      .returning({ id: taskGroupTasks.id });
    await reachVisits(tx, groupId, context);
    await audit(tx, context.actor, {
      action: 'create',
      subjectType: 'task_group_tasks',
      subjectId: line.id,
      description: `Added ${columns.name} to task group ${group.name}`,
    });
    return line.id;
  });
}

/** An edit, a pause (`paused: true`, until `pause_to` if given) or a resume (`paused: false` clears the pause). */
export async function updateTaskLine(db: Db, clientId: number, groupId: number, id: number, input: UpdateInput, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const { group } = await groupOf(tx, clientId, groupId);
    const [before] = await tx
      .select()
      .from(taskGroupTasks)
      .where(and(eq(taskGroupTasks.id, id), eq(taskGroupTasks.taskGroupId, groupId)));
    if (!before) throw notFound();
    if (input.paused && input.pause_to !== null && input.pause_to !== undefined && input.pause_to < context.today) {
      throw invalid({ pause_to: ['The pause to date must be today or later.'] });
    }
    const given = columnsOf(input, context);
    const newTask = typeof input.task === 'number' && input.task !== before.taskId ? input.task : null;
    const columns: LineColumns = {
      ...(newTask === null ? given : await prefill(tx, newTask, given)),
      ...(input.paused === true && { paused: true, pauseTo: input.pause_to ?? null, pauseReason: input.pause_reason ?? null }),
      ...(input.paused === false && { paused: false, pauseTo: null, pauseReason: null }),
    };
    checkPay({
      price: columns.price ?? before.price,
      paymentType: columns.paymentType ?? before.paymentType,
      contractorAmount: columns.contractorAmount ?? before.contractorAmount,
    });
    if (Object.keys(columns).length) await tx.update(taskGroupTasks).set(columns).where(eq(taskGroupTasks.id, id));
    await reachVisits(tx, groupId, context);
    const pause = input.paused === undefined ? null : input.paused ? 'Paused' : 'Resumed';
    await audit(tx, context.actor, {
      action: pause ? pause.toLowerCase() : 'update',
      subjectType: 'task_group_tasks',
      subjectId: id,
      description: `${pause ?? 'Updated'} ${before.name} in task group ${group.name}`,
      changes: diff(before, columns),
    });
  });
}

export async function deleteTaskLine(db: Db, clientId: number, groupId: number, id: number, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const { group } = await groupOf(tx, clientId, groupId);
    const [line] = await tx
      .delete(taskGroupTasks)
      .where(and(eq(taskGroupTasks.id, id), eq(taskGroupTasks.taskGroupId, groupId)))
      .returning();
    if (!line) throw notFound();
    await reachVisits(tx, groupId, context);
    await auditDelete(tx, context.actor, 'task_group_tasks', id, `Removed ${line.name} from task group ${group.name}`);
  });
}
