/**
 * Auto-remind (a client's `auto_remind` flag): every night, the reminder, the notice to pay and the suspension
 * warning each invoice is due by the pace in Settings → General (`autoRemindStep`, shared/escalation.ts), sent
 * as the office would send them, one e-mail per client per step. Never a suspension.
 */
import { todayIn, localDateOf, type IsoDate } from '../../../shared/dates';
import type { EscalationStep } from '../../../shared/escalation-steps';
import { autoRemindStep } from '../../../shared/escalation';
import { HttpError } from '../../platform/errors';
import { systemActor } from '../audit/audit';
import { reminderDays } from '../settings/settings.queries';
import { escalateClient } from './escalate-client';
import { autoRemindClients } from './escalation.queries';
import type { DocumentDeps } from './invoice-documents';

export const autoRemindJob = 'invoices.auto-remind';
/**
 * 06:30 business time: after midnight, so today is the new day, and the e-mails arrive at the start of the
 * client's working day rather than overnight.
 */
export const autoRemindCron = '30 6 * * *';

/** In the order an invoice takes them: a reminder sent tonight is never followed by a notice the same night. */
const autoSteps: readonly EscalationStep[] = ['send-outstanding-reminder', 'send-notice-to-pay', 'send-suspension-warning'];

export type AutoRemindOutcome = {
  sent: { clientId: number; step: EscalationStep; invoices: number[] }[];
  skipped: { clientId: number; reason: string }[];
};

/**
 * Each client on its own, so one that cannot be written to (no contact with an e-mail) is skipped and the rest
 * go out. Idempotent: what is due is decided again on the locked rows, and a step once reached is never due
 * again, so a second run the same day (or a retry after a failure part way) sends nothing twice.
 */
export async function runAutoRemind(deps: DocumentDeps, today: IsoDate = todayIn(deps.config.timeZone)): Promise<AutoRemindOutcome> {
  const days = await reminderDays(deps.db);
  const outcome: AutoRemindOutcome = { sent: [], skipped: [] };
  const dateOf = (instant: Date | null) => (instant ? localDateOf(instant, deps.config.timeZone) : null);
  for (const clientId of await autoRemindClients(deps.db, today)) {
    for (const step of autoSteps) {
      try {
        const { invoices } = await escalateClient(deps, clientId, step, { actor: systemActor, today }, (row, state) => {
          const facts = {
            state,
            balance: row.invoice.total - row.applied,
            due_date: row.invoice.dueDate,
            reminded_on: dateOf(row.invoice.remindedAt),
            notice_on: dateOf(row.invoice.noticeAt),
          };
          return autoRemindStep(facts, days, today) === step;
        });
        outcome.sent.push({ clientId, step, invoices });
      } catch (error) {
        // 422: nothing due for this step, or nobody to write to; anything else fails the job, to be retried.
        if (!(error instanceof HttpError && error.statusCode === 422)) throw error;
        if (error.errors?.contacts) {
          outcome.skipped.push({ clientId, reason: error.errors.contacts[0] });
          break;
        }
      }
    }
  }
  return outcome;
}
