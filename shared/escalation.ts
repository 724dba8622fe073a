/**
 * Chasing a client's unpaid invoices (docs/domain.md "Invoicing"): which invoices each of the four steps acts
 * on, what step an invoice reaches, and when auto-remind takes the next step by itself. Pure: the server's
 * commands call these on locked rows, and the web app may use them to say what a step will include.
 */
import { addDays, compareDates, type IsoDate } from './dates';
import type { EscalationStep } from './escalation-steps';
import { type Escalation, escalations, type InvoiceAction, type InvoiceState } from './invoice-states';

/**
 * Each client action's step: the escalation it moves its invoices to, the invoice action (shared/invoice-states.ts)
 * that offers it on an invoice's menu, and how it reads in messages ("no invoices for a reminder").
 */
const steps = {
  'send-outstanding-reminder': { escalation: 'reminded', action: 'reminder', name: 'a reminder' },
  'send-notice-to-pay': { escalation: 'notice', action: 'notice', name: 'a notice to pay' },
  'send-suspension-warning': { escalation: 'warning', action: 'warning', name: 'a suspension warning' },
  'suspend-service': { escalation: 'suspended', action: 'suspend', name: 'a suspension of service' },
} as const satisfies Record<EscalationStep, { escalation: Escalation; action: InvoiceAction; name: string }>;
type Steps = typeof steps;

const column = <C extends keyof Steps[EscalationStep]>(c: C) =>
  Object.fromEntries(Object.entries(steps).map(([step, row]) => [step, row[c]])) as { [S in EscalationStep]: Steps[S][C] };

export const stepEscalation = column('escalation');
export const stepAction = column('action');
export const stepNames: Record<EscalationStep, string> = column('name');

/** 0 before any step, then 1 (reminded) to 4 (suspended). */
const rank = (escalation: Escalation | null) => (escalation === null ? 0 : escalations.indexOf(escalation) + 1);
const isEscalation = (state: InvoiceState): state is Escalation => (escalations as readonly string[]).includes(state);

/**
 * Whether a step acts on an invoice in this state with this balance. Only money still owed on an invoice the
 * client was sent is chased (so never a draft, a paid, cash or cancelled invoice), and only once it is
 * overdue, part paid, or already at a step. A step takes invoices that are overdue or part paid, or at an
 * earlier step (a notice to pay may include an overdue invoice never reminded: it lists everything owed), and
 * never an invoice past it (a step never goes back). The reminder also goes again to invoices at `reminded`
 * or `notice`, as the actions table offers it there; they keep their step.
 */
export function chasedBy(step: EscalationStep, state: InvoiceState, balance: number): boolean {
  if (balance <= 0) return false;
  if (state === 'overdue' || state === 'partial') return true;
  if (!isEscalation(state)) return false;
  if (step === 'send-outstanding-reminder' && (state === 'reminded' || state === 'notice')) return true;
  return rank(state) < rank(stepEscalation[step]);
}

/** The step an invoice is at after `step` acted on it: the later of the two, so it never goes back. */
export function escalationAfter(current: Escalation | null, step: EscalationStep): Escalation {
  const target = stepEscalation[step];
  return rank(current) >= rank(target) ? (current as Escalation) : target;
}

/** Auto-remind's pace (Settings → General), in days. */
export type ReminderDays = { reminder: number; notice: number; warning: number };

/** What auto-remind reads of an invoice; the dates are the business's calendar dates the steps were reached. */
export type AutoRemindFacts = {
  state: InvoiceState;
  balance: number;
  due_date: IsoDate;
  reminded_on: IsoDate | null;
  notice_on: IsoDate | null;
};

/**
 * The step auto-remind takes today for an invoice, or null: the reminder `reminder` days after the due date,
 * the notice to pay `notice` days after the reminder, the suspension warning `warning` days after the notice.
 * Never a suspension (always a person's decision), never for an invoice with nothing owed or not yet due (a
 * part-paid invoice reminded by hand early waits for its due date), and never a step it already reached, so
 * running it twice on a day, or every day, sends each step once.
 */
export function autoRemindStep(invoice: AutoRemindFacts, days: ReminderDays, today: IsoDate): EscalationStep | null {
  if (invoice.balance <= 0 || compareDates(invoice.due_date, today) >= 0) return null;
  const reached = (from: IsoDate | null, after: number) => from !== null && compareDates(addDays(from, after), today) <= 0;
  switch (invoice.state) {
    case 'overdue':
    case 'partial':
      return reached(invoice.due_date, days.reminder) ? 'send-outstanding-reminder' : null;
    case 'reminded':
      return reached(invoice.reminded_on, days.notice) ? 'send-notice-to-pay' : null;
    case 'notice':
      return reached(invoice.notice_on, days.warning) ? 'send-suspension-warning' : null;
    default:
      return null;
  }
}
