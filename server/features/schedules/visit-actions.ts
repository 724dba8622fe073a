/**
 * Changes to one visit from the jobs list and the visit card (docs/domain.md "Visit actions"): swap, skip,
 * reschedule, lock, attendance, task completion and pauses, explicit completion, time of day, cash
 * collected, ignoring missing photos, notes. Each runs in one transaction on the locked visit and is audited.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pastRescheduleMessage,
  type scheduleCompleteInput,
  type userScheduleTaskInput,
  type userScheduleTaskPauseInput,
  type userScheduleUpdateInput,
} from '../../../shared/api/user-schedules';
import { instantOf, localDateOf } from '../../../shared/dates';
import { can } from '../../../shared/permissions';
import { managesVisits, mayConfirmAttendance, setsVisitTime, worksOnVisit } from '../../../shared/policies';
import type { Db } from '../../db/client';
import { forbidden, HttpError, invalid, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { type ScheduleContext, visitViewerOf } from './schedule-context';
import { schedules, scheduleTasks } from './schedules.table';
import { setVisitContractors } from './visit-contractors';
import { auditVisit, checkAttended, type LoadedVisit, loadVisit, refuse, refuseWork, requireWorker, shortDate } from './visit-access';
import type { VisitCashCollected } from './visit-events';

type UpdateInput = z.output<typeof userScheduleUpdateInput>;

/** The local time (HH:mm) of an instant in the business time zone. */
function timeOfDayOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/** Every line that is work on the visit's day is ticked. A pause_to before that day has ended the pause (docs/domain.md "Pauses"). */
async function allLinesDone(db: Db, visit: LoadedVisit['visit']): Promise<boolean> {
  const lines = await db
    .select({ complete: scheduleTasks.complete, paused: scheduleTasks.paused, pauseTo: scheduleTasks.pauseTo })
    .from(scheduleTasks)
    .where(eq(scheduleTasks.scheduleId, visit.id));
  const working = lines.filter((l) => !l.paused || (l.pauseTo !== null && l.pauseTo < visit.dueDate));
  return working.length > 0 && working.every((l) => l.complete);
}

/**
 * The visit completes itself when every unpaused line is ticked — unless more than one contractor is
 * assigned and nobody has said who came: the earnings are shared by attendance (docs/domain.md "Sharing by
 * attendance"), so the client must ask first. Unticking a line of a complete visit reopens it.
 * Answers whether the attendance dialog is needed.
 */
async function settle(db: Db, loaded: LoadedVisit, reopen: boolean): Promise<boolean> {
  const { visit } = loaded;
  if (!(await allLinesDone(db, visit))) {
    if (reopen && visit.complete)
      await db.update(schedules).set({ complete: false, completedAt: null, updatedAt: new Date() }).where(eq(schedules.id, visit.id));
    return false;
  }
  if (visit.complete) return false;
  if (loaded.assigned.length > 1 && !visit.attended?.length) return true;
  await db.update(schedules).set({ complete: true, completedAt: new Date(), updatedAt: new Date() }).where(eq(schedules.id, visit.id));
  return false;
}

export type ActionOutcome = { needsAttendance: boolean };

/**
 * `PUT /api/user-schedules/{id}`. A contractor (no manage_schedules) may send only `attended`, and only on
 * their own visit; `due_at` needs `reschedule`. Swaps and reschedules lock the visit, so generation keeps them.
 */
export async function updateVisit(db: Db, id: number, input: UpdateInput, context: ScheduleContext): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context);
    const { visit } = loaded;
    const viewer = visitViewerOf(context);
    if (!managesVisits(viewer) && (input.users !== undefined || input.skip !== undefined || input.locked !== undefined)) throw forbidden();
    if (input.due_at !== undefined && !can(viewer, 'reschedule')) throw forbidden();
    if (input.attended !== undefined && !mayConfirmAttendance(viewer, { user_ids: loaded.assigned })) throw forbidden();

    const set: Partial<typeof schedules.$inferInsert> = {};
    const verbs: string[] = [];
    let after = '';
    if (input.users !== undefined) {
      refuse(loaded, context, 'edit');
      loaded.assigned = await setVisitContractors(tx, id, input.users);
      Object.assign(set, { locked: true, attended: null });
      verbs.push('swapped the contractors on');
    }
    if (input.skip !== undefined && input.skip !== visit.skip) {
      refuse(loaded, context, input.skip ? 'skip' : 'unskip');
      set.skip = input.skip;
      verbs.push(input.skip ? 'skipped' : 'unskipped');
    }
    if (input.due_at !== undefined) {
      refuse(loaded, context, 'reschedule');
      // A plain date keeps the visit's time of day in the business time zone.
      const dueAt =
        input.due_at.length === 10
          ? instantOf(input.due_at, context.timeZone, timeOfDayOf(visit.dueAt, context.timeZone))
          : new Date(input.due_at);
      if (localDateOf(dueAt, context.timeZone) < context.today) throw invalid({ due_at: [pastRescheduleMessage] });
      Object.assign(set, { dueAt, dueDate: localDateOf(dueAt, context.timeZone), locked: true });
      verbs.push('rescheduled');
      after = ` to ${shortDate(localDateOf(dueAt, context.timeZone))}`;
    }
    if (input.locked !== undefined && input.locked !== visit.locked && set.locked === undefined) {
      refuse(loaded, context, input.locked ? 'lock' : 'unlock');
      set.locked = input.locked;
      verbs.push(input.locked ? 'locked' : 'unlocked');
    }
    if (input.attended !== undefined) {
      refuseWork(loaded, context);
      set.attended = checkAttended(input.attended, loaded.assigned);
      verbs.push('confirmed who attended');
    }
    if (verbs.length === 0) return { needsAttendance: false };
    await tx
      .update(schedules)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, verbs.join(', '), input, after);
    // Confirming attendance was what held back a visit whose tasks are all done.
    if (set.attended) return { needsAttendance: await settle(tx, { ...loaded, visit: { ...visit, attended: set.attended } }, false) };
    return { needsAttendance: false };
  });
}

/** A line of the visit for its worker to change: the visit loaded and open to work, and the line on it (else not found). */
async function lineForWork(db: Db, visitId: number, taskId: number, context: ScheduleContext) {
  const loaded = await loadVisit(db, visitId, context);
  requireWorker(loaded, context);
  refuseWork(loaded, context);
  const [line] = await db
    .select()
    .from(scheduleTasks)
    .where(and(eq(scheduleTasks.id, taskId), eq(scheduleTasks.scheduleId, visitId)));
  if (!line) throw notFound();
  return { loaded, line };
}

/** `PUT /api/user-schedules/{visit}/task/{task}`: a consumable line records how much was used when ticked. */
export async function setTask(
  db: Db,
  visitId: number,
  taskId: number,
  input: z.output<typeof userScheduleTaskInput>,
  context: ScheduleContext,
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const { loaded, line } = await lineForWork(tx, visitId, taskId, context);
    const quantity = input.quantity === undefined ? line.quantity : input.quantity;
    if (input.complete && line.consumable && (quantity === null || quantity < 0))
      throw invalid({ quantity: ['The quantity field is required for a consumable.'] });
    await tx.update(scheduleTasks).set({ complete: input.complete, quantity }).where(eq(scheduleTasks.id, taskId));
    await auditVisit(tx, loaded, context, `${input.complete ? 'ticked' : 'unticked'} “${line.name}” on`, {
      complete: input.complete,
      quantity,
    });
    return { needsAttendance: await settle(tx, loaded, !input.complete) };
  });
}

/** Pause (until a date, or indefinitely) or resume one line; a paused line does not hold back completion. */
export async function pauseTask(
  db: Db,
  visitId: number,
  taskId: number,
  input: z.output<typeof userScheduleTaskPauseInput> | null,
  context: ScheduleContext,
): Promise<ActionOutcome> {
  return db.transaction(async (tx) => {
    const { loaded, line } = await lineForWork(tx, visitId, taskId, context);
    const set = input
      ? { paused: true, pauseTo: input.pause_to ?? null, pauseReason: input.pause_reason ?? null }
      : { paused: false, pauseTo: null, pauseReason: null };
    await tx.update(scheduleTasks).set(set).where(eq(scheduleTasks.id, taskId));
    const until = input ? (input.pause_to ? ` until ${shortDate(input.pause_to)}` : ' indefinitely') : '';
    await auditVisit(tx, loaded, context, `${input ? 'paused' : 'resumed'} “${line.name}”${until} on`);
    return { needsAttendance: await settle(tx, loaded, !input) };
  });
}

/** `PUT /api/schedule/{id}/complete`: with more than one contractor, who attended must be known. */
export async function completeVisit(db: Db, id: number, input: z.output<typeof scheduleCompleteInput>, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    // The office settling pay (manage_invoices, decision 013 "Completing from the earnings page") completes any
    // visit it is not working on: it vouches for the work, so every working line is ticked and the sharers stay
    // everyone assigned unless attendance was recorded.
    const loaded = await loadVisit(tx, id, context, can(context, 'manage_invoices'));
    const settling = !worksOnVisit(visitViewerOf(context), { user_ids: loaded.assigned }) && can(context, 'manage_invoices');
    if (!settling) requireWorker(loaded, context);
    refuseWork(loaded, context);
    if (settling) await tickWorkingLines(tx, loaded.visit);
    // The card sends this once every task is ticked; the server holds the same line, so no client can skip it.
    if (!loaded.visit.complete && !(await allLinesDone(tx, loaded.visit)))
      throw invalid({ tasks: ['Tick every task before completing the visit.'] });
    const attended = input.attended !== undefined ? checkAttended(input.attended, loaded.assigned) : loaded.visit.attended;
    if (!settling && loaded.assigned.length > 1 && !attended?.length)
      throw invalid({ attended: ['Confirm which contractors attended the visit.'] });
    await tx
      .update(schedules)
      .set({ complete: true, completedAt: loaded.visit.completedAt ?? new Date(), attended: attended ?? null, updatedAt: new Date() })
      .where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, 'completed', attended ? { attended } : undefined);
  });
}

/** Ticks the lines that are work on the visit's day (not paused over it). */
async function tickWorkingLines(db: Db, visit: LoadedVisit['visit']) {
  const lines = await db
    .select({ id: scheduleTasks.id, paused: scheduleTasks.paused, pauseTo: scheduleTasks.pauseTo })
    .from(scheduleTasks)
    .where(eq(scheduleTasks.scheduleId, visit.id));
  for (const line of lines) {
    if (!line.paused || (line.pauseTo !== null && line.pauseTo < visit.dueDate))
      await db.update(scheduleTasks).set({ complete: true }).where(eq(scheduleTasks.id, line.id));
  }
}

/** `POST /api/schedule/{id}/time`: same local date, new time; it is a reschedule, so it locks the visit. */
export async function setVisitTime(db: Db, id: number, timeOfDay: string, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context);
    if (!setsVisitTime(visitViewerOf(context), { user_ids: loaded.assigned })) throw forbidden();
    refuse(loaded, context, 'reschedule');
    const dueAt = instantOf(loaded.visit.dueDate, context.timeZone, timeOfDay);
    await tx.update(schedules).set({ dueAt, locked: true, updatedAt: new Date() }).where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, `set the time to ${timeOfDay} on`);
  });
}

/**
 * `GET /api/schedule/{id}/paid`: toggles cash collected; only a cash client pays at the door. Invoicing hears
 * of it (`visit.cash-collected`) inside the same transaction, to record or remove the payment.
 */
export async function togglePaid(db: Db, id: number, context: ScheduleContext, events: Pick<EventBus, 'emit'>) {
  await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context);
    requireWorker(loaded, context);
    if (loaded.client.paymentMethod !== 'cash') throw new HttpError(422, 'Only a cash client’s visit has cash to collect.');
    const paid = !loaded.visit.paid;
    await tx.update(schedules).set({ paid, updatedAt: new Date() }).where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, paid ? 'recorded cash collected for' : 'cleared cash collected for');
    const collected: VisitCashCollected = {
      visitId: id,
      invoiceId: loaded.visit.invoiceId,
      paid,
      actor: context.actor,
      today: context.today,
    };
    await events.emit(tx, 'visit.cash-collected', collected);
  });
}

/** `PUT /api/schedule/{id}/ignore-missing-photos` (manage_invoices): lets the visit be invoiced without photos. */
export async function ignoreMissingPhotos(db: Db, id: number, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context, true);
    await tx.update(schedules).set({ ignoreMissingPhotos: true, updatedAt: new Date() }).where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, 'ignored the missing photos of');
  });
}

/** `POST /api/schedule/{id}/notes`: the visit's notes text, for the report. */
export async function setVisitNotes(db: Db, id: number, notes: string | null, context: ScheduleContext) {
  await db.transaction(async (tx) => {
    const loaded = await loadVisit(tx, id, context);
    requireWorker(loaded, context);
    await tx.update(schedules).set({ notes, updatedAt: new Date() }).where(eq(schedules.id, id));
    await auditVisit(tx, loaded, context, 'updated the notes of');
  });
}
