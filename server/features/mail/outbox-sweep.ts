import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Jobs } from '../../platform/jobs';
import { mails } from './mail.table';
import { deliverMailJob, staleClaim } from './send-mail';

/** Every minute, and once at start-up: queues the delivery of every message a dead process left behind. */
export const sweepOutboxJob = 'mail.sweep';
export const sweepOutboxCron = '* * * * *';

/** A message still `queued` this long after it was written lost its delivery job (or its job is late: harmless). */
const unqueuedAfter = sql`now() - interval '1 minute'`;
const perSweep = 100;

/**
 * A process killed between the outbox row's commit and the queueing of its job leaves it `queued` with no job; one
 * killed while delivering leaves it `sending`. Both are queued again here. A second job for a message that has one
 * is harmless: the delivery claims the row, so only one of them sends it. A fresh `sending` claim is left alone
 * (another process is delivering it now). Answers the ids queued.
 */
export async function sweepOutbox(db: Db, jobs: Jobs): Promise<number[]> {
  const rows = await db
    .select({ id: mails.id })
    .from(mails)
    .where(or(and(eq(mails.status, 'queued'), lt(mails.createdAt, unqueuedAfter)), staleClaim))
    .orderBy(mails.id)
    .limit(perSweep);
  for (const row of rows) await jobs.send(deliverMailJob, { mailId: row.id });
  return rows.map((row) => row.id);
}
