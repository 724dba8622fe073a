/**
 * Bookings by hand (docs/domain.md "Locks" and "The ledger"): adding or editing one locks it,
 * so generation never changes it again; lock/unlock and skip/unskip only while the work is not done; deleting a
 * generated visit records its date as `removed`, so generation does not bring it back.
 */
import { dayText } from '../../../shared/date-text';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { clientScheduleCreateInput, clientScheduleUpdateInput } from '../../../shared/api/client-schedules';
import { instantOf, type IsoDate, localDateOf } from '../../../shared/dates';
import { contractorPay, payAbovePrice } from '../../../shared/money';
import { seesPrices } from '../../../shared/policies';
import { type ScheduleAction, scheduleActionRefusal, scheduleState } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { HttpError, invalid, notFound } from '../../platform/errors';
import { audit, auditDelete } from '../audit/audit';
import { lockClient } from '../clients/client-locks';
import { groupLines, groupOfClient } from './group-rows.queries';
import { findTaskRow } from '../tasks/tasks.queries';
import { DEFAULT_VISIT_TIME } from './generate-visits';
import type { ScheduleContext } from './schedule-context';
import { scheduleOccurrences, schedules, scheduleTasks } from './schedules.table';
import { setVisitContractors } from './visit-contractors';
import { stateOfRow } from './visit-access';
import { linesOn } from './visit-lines';

type CreateInput = z.output<typeof clientScheduleCreateInput>;
type UpdateInput = z.output<typeof clientScheduleUpdateInput>;
type LineInput = NonNullable<UpdateInput['tasks']>[number];
type LineRow = Omit<typeof scheduleTasks.$inferInsert, 'scheduleId'>;

/** `due_at` as given, or `due_date` at `time` (default the generated visits' 8 am) in the business zone. */
function dueOf(input: Pick<UpdateInput, 'due_at' | 'due_date' | 'time'>, timeZone: string, current?: Date): Date | null {
  if (input.due_at !== undefined) return new Date(input.due_at);
  const date = input.due_date ?? (current && input.time !== undefined ? localDateOf(current, timeZone) : undefined);
  if (date === undefined) return null;
  return instantOf(date, timeZone, input.time ?? DEFAULT_VISIT_TIME);
}

async function checkGroup(db: Db, clientId: number, groupId: number) {
  const group = await groupOfClient(db, clientId, groupId);
  if (!group) throw invalid({ task_group_id: ['The selected task group is invalid.'] });
  return group;
}

/**
 * A new line from the form: a catalogue task fills what was not sent; its pay is worked out once, now.
 * Without `task_price` the price and pay sent are ignored.
 */
async function newLine(db: Db, input: LineInput, index: number, context: ScheduleContext): Promise<LineRow> {
  const pays = seesPrices(context);
  const task = input.task === null ? null : await findTaskRow(db, input.task);
  if (input.task !== null && !task) throw invalid({ [`tasks.${index}.task`]: ['The selected task is invalid.'] });
  const name = input.name ?? task?.name;
  if (!name) throw invalid({ [`tasks.${index}.name`]: ['The name field is required.'] });
  const price = (pays ? input.price : undefined) ?? task?.price ?? 0;
  const paymentType = (pays ? input.payment_type : undefined) ?? task?.paymentType ?? 'percentage';
  const amount = (pays ? input.contractor_amount : undefined) ?? task?.contractorAmount ?? 0;
  const above = payAbovePrice({ price, payment_type: paymentType, contractor_amount: amount });
  if (above) throw invalid({ [`tasks.${index}.contractor_amount`]: [above] });
  return {
    taskId: input.task,
    name,
    invoiceDescription: task?.invoiceDescription ?? null,
    description: input.description !== undefined ? input.description : (task?.description ?? null),
    price,
    contractorTotal: contractorPay({
      price,
      payment_type: paymentType,
      contractor_percentage: (pays ? input.contractor_percentage : undefined) ?? task?.contractorPercentage ?? 80,
      contractor_amount: amount,
    }),
    consumable: input.consumable ?? task?.consumable ?? false,
    quantity: input.quantity ?? null,
    position: index + 1,
  };
}

/** Lines sent with an id are kept (and edited), without one added; the visit's other lines are removed. */
async function setLines(db: Db, scheduleId: number, lines: LineInput[], context: ScheduleContext) {
  const existing = await db.select({ id: scheduleTasks.id }).from(scheduleTasks).where(eq(scheduleTasks.scheduleId, scheduleId));
  const known = new Set(existing.map((l) => l.id));
  const keep = lines.flatMap((l) => (l.id !== undefined && known.has(l.id) ? [l.id] : []));
  for (const id of known) if (!keep.includes(id)) await db.delete(scheduleTasks).where(eq(scheduleTasks.id, id));
  for (const [index, line] of lines.entries()) {
    if (line.id !== undefined && known.has(line.id)) {
      await db
        .update(scheduleTasks)
        .set({
          position: index + 1,
          ...(line.name !== undefined && { name: line.name }),
          ...(line.description !== undefined && { description: line.description }),
          ...(line.quantity !== undefined && { quantity: line.quantity }),
          ...(line.consumable !== undefined && { consumable: line.consumable }),
          ...(seesPrices(context) && line.price !== undefined && { price: line.price }),
        })
        .where(eq(scheduleTasks.id, line.id));
    } else {
      await db.insert(scheduleTasks).values({ ...(await newLine(db, line, index, context)), scheduleId });
    }
  }
}

export async function createClientSchedule(db: Db, clientId: number, input: CreateInput, context: ScheduleContext): Promise<number> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId);
    const dueAt = dueOf(input, context.timeZone) ?? new Date();
    const dueDate = localDateOf(dueAt, context.timeZone);
    const group = input.task_group_id ? await checkGroup(tx, clientId, input.task_group_id) : null;
    const [visit] = await tx
      .insert(schedules)
      .values({ clientId, taskGroupId: group?.id ?? null, addressId: group?.addressId ?? client.addressId, dueAt, dueDate, locked: true })
      .returning({ id: schedules.id });
    await setVisitContractors(tx, visit.id, input.users);
    if (input.tasks !== undefined) await setLines(tx, visit.id, input.tasks, context);
    else if (group) {
      // A booking of a task group without its own list takes the group's lines for that day.
      const lines = linesOn((await groupLines(tx, [group.id])).get(group.id) ?? [], dueDate);
      if (lines.length) {
        await tx.insert(scheduleTasks).values(
          lines.map((l) => ({
            scheduleId: visit.id,
            taskGroupTaskId: l.task_group_task_id,
            taskId: l.task_id,
            taskGroupId: l.task_group_id,
            name: l.name,
            invoiceDescription: l.invoice_description,
            description: l.description,
            price: l.price,
            contractorTotal: l.contractor_total,
            consumable: l.consumable,
            position: l.position,
          })),
        );
      }
    }
    await audit(tx, context.actor, {
      action: 'create',
      subjectType: 'schedules',
      subjectId: visit.id,
      description: `Added a booking for ${client.name} on ${dayText(dueDate)}`,
    });
    return visit.id;
  });
}

function refuse(state: ReturnType<typeof scheduleState>, action: ScheduleAction) {
  const message = scheduleActionRefusal(state, action);
  if (message) throw new HttpError(422, message);
}

/** The client's booking and its state, the client locked for the change; not found if it is not this client's. */
async function lockedBooking(tx: Db, clientId: number, id: number, today: IsoDate) {
  const client = await lockClient(tx, clientId);
  const [visit] = await tx
    .select()
    .from(schedules)
    .where(and(eq(schedules.id, id), eq(schedules.clientId, clientId)));
  if (!visit) throw notFound();
  return { client, visit, state: stateOfRow(visit, today) };
}

/**
 * Edit (date, time, task group, contractors, tasks: the booking becomes locked whatever `locked` says, since
 * the form may send its old value), lock/unlock, skip/unskip. Each is checked against the booking's state.
 */
export async function updateClientSchedule(db: Db, clientId: number, id: number, input: UpdateInput, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const { client, visit, state } = await lockedBooking(tx, clientId, id, context.today);
    const dueAt = dueOf(input, context.timeZone, visit.dueAt);
    const moved = dueAt !== null && dueAt.getTime() !== visit.dueAt.getTime();
    const edited = moved || input.task_group_id !== undefined || input.users !== undefined || input.tasks !== undefined;
    if (edited) refuse(state, 'edit');
    if (moved) refuse(state, 'reschedule');
    if (input.locked !== undefined && input.locked !== visit.locked) refuse(state, input.locked ? 'lock' : 'unlock');
    if (input.skip !== undefined && input.skip !== visit.skip) refuse(state, input.skip ? 'skip' : 'unskip');
    const group = input.task_group_id ? await checkGroup(tx, clientId, input.task_group_id) : undefined;
    await tx
      .update(schedules)
      .set({
        ...(moved && { dueAt, dueDate: localDateOf(dueAt, context.timeZone) }),
        ...(input.task_group_id !== undefined && { taskGroupId: group?.id ?? null }),
        ...(input.skip !== undefined && { skip: input.skip }),
        locked: edited ? true : (input.locked ?? visit.locked),
        updatedAt: new Date(),
      })
      .where(eq(schedules.id, id));
    if (input.users !== undefined) await setVisitContractors(tx, id, input.users);
    if (input.tasks !== undefined) await setLines(tx, id, input.tasks, context);
    const what = [
      edited && 'edited',
      input.locked !== undefined && (input.locked ? 'locked' : 'unlocked'),
      input.skip !== undefined && (input.skip ? 'skipped' : 'unskipped'),
    ];
    await audit(tx, context.actor, {
      action: 'update',
      subjectType: 'schedules',
      subjectId: id,
      description: `Booking of ${client.name} on ${dayText(visit.dueDate)} ${what.filter(Boolean).join(', ') || 'saved'}`,
    });
  });
}

export async function deleteClientSchedule(db: Db, clientId: number, id: number, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const { client, visit, state } = await lockedBooking(tx, clientId, id, context.today);
    refuse(state, 'delete');
    // The dates that made this visit (its own, and any merged into it) stay recorded, as removed.
    await tx.update(scheduleOccurrences).set({ outcome: 'removed', scheduleId: null }).where(eq(scheduleOccurrences.scheduleId, id));
    await tx.delete(schedules).where(eq(schedules.id, id));
    await auditDelete(tx, context.actor, 'schedules', id, `Deleted the booking of ${client.name} on ${dayText(visit.dueDate)}`);
  });
}
