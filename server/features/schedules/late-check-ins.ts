/**
 * Late or missing check-ins (docs/domain.md "Proof of presence"): a visit still open and not checked in the
 * Settings → General minutes after its due time is e-mailed to the office, once, so they hear before the client
 * calls. The once is a marker row keyed by the visit (docs/decisions/035), written in the transaction that queues
 * the e-mail: a second run, a retry or a second process finds it and sends nothing.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import { transactionThenJobs } from '../../platform/transaction';
import { queueMail } from '../mail/send-mail';
import { lateCheckInMinutes } from '../settings/settings.queries';
import { activeEmailsWithPermission } from '../users/users.queries';
import { presentVisits } from './present-visits';
import { lateVisits } from './late-check-ins.queries';
import { lateCheckInAlerts } from './visit-checks.table';

export const lateCheckInsJob = 'schedules.late-check-ins';
/** Every five minutes: a late visit is told within five minutes of becoming late. */
export const lateCheckInsCron = '*/5 * * * *';

/** A visit further in the past than this is old news, not an alert (a server down for a day wakes up quietly). */
const lookBackMs = 12 * 3_600_000;

export type LateDeps = { db: Db; jobs: Jobs; config: Pick<Config, 'smtpUrl' | 'appUrl' | 'timeZone'> };

const timeFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** Sends what is due; answers the visits it e-mailed about. */
export async function alertLateCheckIns(deps: LateDeps, now = new Date()): Promise<number[]> {
  const minutes = await lateCheckInMinutes(deps.db);
  const rows = await lateVisits(deps.db, now, minutes, lookBackMs);
  if (rows.length === 0) return [];
  const to = await activeEmailsWithPermission(deps.db, 'manage_schedules');
  const visits = await presentVisits(deps.db, rows, (row, { address, users }) => ({
    ...row,
    address: address?.readable ?? null,
    who: users.map((user) => user.name),
  }));
  const when = timeFormat(deps.config.timeZone);
  const sent: number[] = [];
  for (const { address, who, ...row } of visits) {
    const told = await transactionThenJobs(deps, async (tx, jobs) => {
      const [marked] = await tx
        .insert(lateCheckInAlerts)
        .values({ scheduleId: row.id })
        .onConflictDoNothing()
        .returning({ id: lateCheckInAlerts.scheduleId });
      // Another run got here first: it sent the e-mail.
      if (!marked || to.length === 0) return Boolean(marked);
      const mailId = await queueMail(tx, jobs, deps.config, {
        to,
        subject: `No check-in yet: ${row.clientName}, due ${when.format(row.dueAt)}`,
        text: [
          `Nobody has checked in at the visit to ${row.clientName}${address ? `, ${address}` : ''}, due ${when.format(row.dueAt)}: ${minutes} minutes have passed.`,
          `Contractors: ${who.length ? who.join(', ') : 'nobody assigned'}.`,
          '',
          `The visit: ${deps.config.appUrl.replace(/\/$/, '')}/my-jobs/${row.id}`,
          '',
          'You get this e-mail once for each visit. The minutes are set in Settings → General.',
        ].join('\n'),
      });
      await tx.update(lateCheckInAlerts).set({ mailId }).where(eq(lateCheckInAlerts.scheduleId, row.id));
      return true;
    });
    if (told) sent.push(row.id);
  }
  return sent;
}
