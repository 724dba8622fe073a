/**
 * The derived state of a visit and what each state allows (docs/domain.md "Visit states").
 * Never stored: it depends on today, so a pending visit becomes open at midnight without anyone writing it.
 */
import { type IsoDate, compareDates } from './dates';
import { type PresentedState, presentState } from './presented-state';

export const scheduleStates = ['pending', 'open', 'skipped', 'complete', 'invoiced'] as const;
export type ScheduleStateName = (typeof scheduleStates)[number];

/** The facts the state is derived from; `due_date` is the visit's local date in the business time zone. */
export type ScheduleFacts = {
  skip: boolean;
  complete: boolean;
  invoice_id: number | null;
  due_date: IsoDate;
};

/**
 * In the order of docs/domain.md "Order of precedence": skipped wins over everything (a skipped visit is not
 * done, even if invoiced by mistake it is the skip the office must see), then invoiced, complete, then open (due
 * on or before today).
 */
export function scheduleState(visit: ScheduleFacts, today: IsoDate): ScheduleStateName {
  if (visit.skip) return 'skipped';
  if (visit.invoice_id !== null) return 'invoiced';
  if (visit.complete) return 'complete';
  if (compareDates(visit.due_date, today) <= 0) return 'open';
  return 'pending';
}

/** Badge colour per state (docs/domain.md "Order of precedence"). */
export const scheduleStateClasses = {
  pending: 'blue',
  open: 'orange',
  skipped: 'light-red',
  complete: 'green',
  invoiced: 'purple',
} as const satisfies Record<ScheduleStateName, string>;

export function presentScheduleState(visit: ScheduleFacts, today: IsoDate): PresentedState<ScheduleStateName> {
  const state = scheduleState(visit, today);
  return presentState(state, scheduleStateClasses);
}

/** Only done work has a report (shared/api/visit-report.ts): a visit still to come, or skipped, has nothing to tell the client. */
export const reportStates = ['complete', 'invoiced'] as const satisfies readonly ScheduleStateName[];
export const hasReport = (state: ScheduleStateName) => (reportStates as readonly ScheduleStateName[]).includes(state);

export const scheduleActions = ['lock', 'unlock', 'skip', 'unskip', 'reschedule', 'edit', 'delete'] as const;
export type ScheduleAction = (typeof scheduleActions)[number];

const notDone: readonly ScheduleStateName[] = ['pending', 'open', 'skipped'];

/**
 * Which state allows which action (docs/domain.md "What each state allows"). Lock/unlock and skip/unskip only
 * before the work is done; reschedule is refused on complete or invoiced, edit only on invoiced. Delete follows
 * skip: deleting a done visit would take the contractor's earnings and the invoice's evidence with it.
 */
const allowedIn: Record<ScheduleAction, readonly ScheduleStateName[]> = {
  lock: notDone,
  unlock: notDone,
  skip: notDone,
  unskip: notDone,
  reschedule: notDone,
  delete: notDone,
  edit: ['pending', 'open', 'skipped', 'complete'],
};

export function canScheduleAction(state: ScheduleStateName, action: ScheduleAction): boolean {
  return allowedIn[action].includes(state);
}

/** The 422 message for an action the state refuses, or null when it is allowed. */
export function scheduleActionRefusal(state: ScheduleStateName, action: ScheduleAction): string | null {
  if (canScheduleAction(state, action)) return null;
  const article = state === 'open' || state === 'invoiced' ? 'An' : 'A';
  return `${article} ${state} booking cannot be ${pastTense[action]}.`;
}

const pastTense: Record<ScheduleAction, string> = {
  lock: 'locked',
  unlock: 'unlocked',
  skip: 'skipped',
  unskip: 'unskipped',
  reschedule: 'rescheduled',
  edit: 'edited',
  delete: 'deleted',
};
