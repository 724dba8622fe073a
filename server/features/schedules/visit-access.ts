/**
 * Loading a visit for a change: locked for the transaction, 404 unless the actor may see it, and the checks
 * every visit action shares (who may act, which state refuses, how the audit names the visit).
 */
import { dayText } from '../../../shared/date-text';
import { asc, eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../../shared/api/clients';
import type { IsoDate } from '../../../shared/dates';
import { nobodyAttendedMessage } from '../../../shared/api/user-schedules';
import { isAssigned, seesVisit, visitTakesWork, worksOnVisit } from '../../../shared/policies';
import { type ScheduleAction, scheduleActionRefusal, scheduleState } from '../../../shared/schedule-state';
import type { Db } from '../../db/client';
import { forbidden, HttpError, invalid, notFound, orNotFound } from '../../platform/errors';
import { audit } from '../audit/audit';
import { clientFacts } from '../clients/clients.queries';
import { type ScheduleContext, visitViewerOf } from './schedule-context';
import { schedules, scheduleUsers } from './schedules.table';

export type LoadedVisit = {
  visit: typeof schedules.$inferSelect;
  client: { id: number; name: string; paymentMethod: PaymentMethod };
  assigned: number[];
  /** The actor is one of the visit's contractors. */
  mine: boolean;
};

/**
 * The visit, locked against a concurrent change; 404 when missing or not the actor's to see. `anyVisit` is for
 * routes whose permission already covers every visit (ignoring missing photos is invoicing work).
 */
export async function loadVisit(db: Db, id: number, context: ScheduleContext, anyVisit = false): Promise<LoadedVisit> {
  const [visit] = await db.select().from(schedules).where(eq(schedules.id, id)).for('update');
  if (!visit) throw notFound();
  const assigned = (
    await db
      .select({ id: scheduleUsers.userId })
      .from(scheduleUsers)
      .where(eq(scheduleUsers.scheduleId, id))
      .orderBy(asc(scheduleUsers.userId))
  ).map((r) => r.id);
  const viewer = visitViewerOf(context);
  if (!anyVisit && !seesVisit(viewer, { user_ids: assigned })) throw notFound();
  const client = orNotFound(await clientFacts(db, visit.clientId));
  return { visit, client, assigned, mine: isAssigned(viewer, { user_ids: assigned }) };
}

/** The work on a visit (tasks, notes, photos, completion): its contractors, or the office with manage_schedules. */
export function requireWorker(loaded: LoadedVisit, context: ScheduleContext) {
  if (!worksOnVisit(visitViewerOf(context), { user_ids: loaded.assigned })) throw forbidden();
}

/** A visit's state from its row (shared/schedule-state.ts reads the API's names). */
export function stateOfRow(row: Pick<typeof schedules.$inferSelect, 'skip' | 'complete' | 'invoiceId' | 'dueDate'>, today: IsoDate) {
  return scheduleState({ skip: row.skip, complete: row.complete, invoice_id: row.invoiceId, due_date: row.dueDate }, today);
}

export function stateOf(loaded: LoadedVisit, context: ScheduleContext) {
  return stateOfRow(loaded.visit, context.today);
}

export function refuse(loaded: LoadedVisit, context: ScheduleContext, action: ScheduleAction) {
  const message = scheduleActionRefusal(stateOf(loaded, context), action);
  if (message) throw new HttpError(422, message.replace('booking', 'visit'));
}

/** The work on an invoiced or skipped visit is settled or not happening: ticking it would change pay. */
export function refuseWork(loaded: LoadedVisit, context: ScheduleContext) {
  const state = stateOf(loaded, context);
  if (!visitTakesWork(state)) throw new HttpError(422, `${state === 'invoiced' ? 'An invoiced' : 'A skipped'} visit cannot be changed.`);
}

export const shortDate = dayText;

/** "skipped the visit of Bondi Junction Medical Centre on 28 Nov": the activity log puts the actor's name first. */
export async function auditVisit(
  db: Db,
  loaded: LoadedVisit,
  context: ScheduleContext,
  verb: string,
  changes?: Record<string, unknown>,
  after = '',
) {
  await audit(db, context.actor, {
    action: 'update',
    subjectType: 'schedules',
    subjectId: loaded.visit.id,
    description: visitAuditText(loaded, verb, after),
    ...(changes && { changes }),
  });
}

export const visitAuditText = (loaded: LoadedVisit, verb: string, after = '') =>
  `${verb} the visit of ${loaded.client.name} on ${shortDate(loaded.visit.dueDate)}${after}`;

/** Only the visit's contractors may be confirmed as attending; at least one must be. */
export function checkAttended(ids: number[], assigned: number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw invalid({ attended: [nobodyAttendedMessage] });
  if (unique.some((id) => !assigned.includes(id))) {
    throw invalid({ attended: ['The attended contractors must be assigned to the visit.'] });
  }
  return unique;
}
