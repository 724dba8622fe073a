import type { Db } from '../db/client';
import type { Jobs } from './jobs';

/**
 * Work that writes rows and queues jobs (e-mail deliveries through the outbox, follow-up work): it runs in one
 * transaction, and the jobs it queued are sent only after the commit. So the rows a job looks for are always
 * visible to it, an outbox row never exists without the change it reports, and a rollback sends nothing. A process
 * killed between the commit and the sending loses the jobs: work that must survive that has a sweep of its own
 * (the outbox's, decision 029). Answers what the work answers.
 */
export async function transactionThenJobs<T>(deps: { db: Db; jobs: Jobs }, work: (tx: Db, jobs: Jobs) => Promise<T>): Promise<T> {
  const queued: Parameters<Jobs['send']>[] = [];
  const deferred: Jobs = { ...deps.jobs, send: async (...job) => void queued.push(job) };
  const result = await deps.db.transaction((tx) => work(tx, deferred));
  for (const job of queued) await deps.jobs.send(...job);
  return result;
}
