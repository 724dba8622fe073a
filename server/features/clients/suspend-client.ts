import { fullDayText } from '../../../shared/date-text';
import { and, eq, lte, type SQL } from 'drizzle-orm';
import type { SuspendInput } from '../../../shared/api/clients';
import { todayIn } from '../../../shared/dates';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { touchCache } from '../../platform/cache-times';
import { notFound } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { transactionThenJobs } from '../../platform/transaction';
import type { Actor } from '../../platform/types';
import { audit, systemActor } from '../audit/audit';
import { queueMail } from '../mail/send-mail';
import { activeEmailsOf } from '../users/users.queries';
import { comingVisitContractors } from './client-hooks';
import { clients } from './clients.table';
import { contactsWithEmail } from './contacts.queries';

export const resumeSuspendedJob = 'clients.resume-suspended';
/** Just after midnight in the business time zone, so service is back for the whole of suspend_to. */
export const resumeSuspendedCron = '5 0 * * *';

export type SuspensionContext = { db: Db; jobs: Jobs; config: Pick<Config, 'smtpUrl' | 'timeZone'> };

/** The client's contacts with an e-mail, and the active contractors of its future visits still to be done. */
async function recipientsOf(db: Db, clientId: number) {
  const contactRows = await contactsWithEmail(db, clientId);
  const contractors = await activeEmailsOf(db, await comingVisitContractors.call(db, clientId, new Date()));
  return { contacts: contactRows.map((r) => r.email), contractors };
}

type Notice = { subject: string; toContacts: string; toContractors: string };

async function mailNotice(ctx: SuspensionContext, db: Db, jobs: Jobs, clientId: number, notice: Notice) {
  const to = await recipientsOf(db, clientId);
  if (to.contacts.length) await queueMail(db, jobs, ctx.config, { to: to.contacts, subject: notice.subject, text: notice.toContacts });
  if (to.contractors.length)
    await queueMail(db, jobs, ctx.config, { to: to.contractors, subject: notice.subject, text: notice.toContractors });
}

const until = (date: string | null) => (date ? `until ${fullDayText(date)}` : 'until further notice');

/** Suspending again replaces the reason and date, and tells everyone the new terms. */
export async function suspendClient(ctx: SuspensionContext, id: number, input: SuspendInput, actor: Actor) {
  // The e-mails commit with the suspension, so a suspension is never without them.
  await transactionThenJobs(ctx, async (tx, jobs) => {
    const [client] = await tx
      .update(clients)
      .set({
        suspended: true,
        suspendReason: input.suspend_reason,
        suspendTo: input.suspend_to,
        suspendedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(clients.id, id))
      .returning({ name: clients.name });
    if (!client) throw notFound();
    await touchCache(tx, 'clients');
    await audit(tx, actor, {
      action: 'suspend',
      subjectType: 'clients',
      subjectId: id,
      description: `Suspended client ${client.name} ${until(input.suspend_to)}`,
      changes: { suspend_reason: input.suspend_reason, suspend_to: input.suspend_to },
    });
    await mailNotice(ctx, tx, jobs, id, {
      subject: `Service suspended: ${client.name}`,
      toContacts: [
        'Hello,',
        '',
        `Our cleaning service for ${client.name} is suspended ${until(input.suspend_to)}.`,
        `Reason: ${input.suspend_reason}`,
        '',
        'Please contact our office with any questions.',
      ].join('\n'),
      toContractors: [
        'Hello,',
        '',
        `Service for ${client.name} is suspended ${until(input.suspend_to)}.`,
        'Please do not attend its visits in that time; the office will tell you when service resumes.',
      ].join('\n'),
    });
  });
}

/**
 * Service resumes (by hand, or by the nightly job on suspend_to). Only a client that is still suspended (and,
 * for the job, still due) changes, so a repeat or a race sends no second e-mail.
 */
async function resume(ctx: SuspensionContext, id: number, actor: Actor, extra?: SQL): Promise<boolean> {
  return transactionThenJobs(ctx, async (tx, jobs) => {
    const [client] = await tx
      .update(clients)
      .set({ suspended: false, suspendReason: null, suspendTo: null, suspendedAt: null, updatedAt: new Date() })
      .where(and(eq(clients.id, id), eq(clients.suspended, true), extra))
      .returning({ name: clients.name });
    if (!client) return false;
    await touchCache(tx, 'clients');
    await audit(tx, actor, {
      action: 'unsuspend',
      subjectType: 'clients',
      subjectId: id,
      description: `Resumed service for client ${client.name}`,
    });
    await mailNotice(ctx, tx, jobs, id, {
      subject: `Service resumed: ${client.name}`,
      toContacts: ['Hello,', '', `Our cleaning service for ${client.name} has resumed.`, '', 'Thank you.'].join('\n'),
      toContractors: ['Hello,', '', `Service for ${client.name} has resumed: its visits are on again as scheduled.`].join('\n'),
    });
    return true;
  });
}

/** Unsuspending a client that is not suspended changes nothing (a double click sends no second e-mail). */
export async function unsuspendClient(ctx: SuspensionContext, id: number, actor: Actor) {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, id));
  if (!client) throw notFound();
  await resume(ctx, id, actor);
}

/** The nightly job: every client whose suspend_to has come (business time zone) resumes. Returns their ids. */
export async function resumeSuspendedClients(ctx: SuspensionContext, today = todayIn(ctx.config.timeZone)): Promise<number[]> {
  const due = await ctx.db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.suspended, true), lte(clients.suspendTo, today)));
  const resumed: number[] = [];
  for (const { id } of due) {
    if (await resume(ctx, id, systemActor, lte(clients.suspendTo, today))) resumed.push(id);
  }
  return resumed;
}
