import { todayIn } from '../../../shared/dates';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { audit, systemActor } from '../audit/audit';
import { clientFacts } from '../clients/clients.queries';
import { generateVisits } from './generate-visits';
import { generationOf, type ScheduleContext } from './schedule-context';

/** `regenerate`: generation for one client now, as the nightly job would, and what it made. */
export async function regenerateClient(db: Db, clientId: number, context: ScheduleContext) {
  const client = await clientFacts(db, clientId);
  if (!client) throw notFound();
  const result = await generateVisits(db, { clientId, ...generationOf(context) });
  await audit(db, context.actor, {
    action: 'regenerate',
    subjectType: 'clients',
    subjectId: clientId,
    description: `Regenerated the schedule of ${client.name}: ${result.created} visits created, ${result.merged} merged`,
  });
  const message = !client.active
    ? 'The client is not active, so no visits are generated.'
    : result.failedGroups.length
      ? `Generated ${result.created} visits; ${result.failedGroups.length} task group(s) have a rule that needs fixing.`
      : `Generated ${result.created} visits.`;
  return { message, created: result.created, merged: result.merged };
}

export const generateVisitsJob = 'schedules.generate';
/** 01:30 business time: after midnight, so "today" is the new day, and before anyone starts work. */
export const generateVisitsCron = '30 1 * * *';

/** The nightly run over every group, or (with `clientId` / `taskGroupId` in the data) a narrower one. */
export async function runGenerateVisitsJob(db: Db, config: { timeZone: string; horizonWeeks: number }, data: Record<string, unknown>) {
  const scope = {
    ...(typeof data.clientId === 'number' && { clientId: data.clientId }),
    ...(typeof data.taskGroupId === 'number' && { taskGroupId: data.taskGroupId }),
  };
  const result = await generateVisits(db, {
    ...scope,
    today: todayIn(config.timeZone),
    horizonWeeks: config.horizonWeeks,
    timeZone: config.timeZone,
  });
  if (result.failedGroups.length) {
    await audit(db, systemActor, {
      action: 'generate',
      subjectType: 'task_groups',
      description: `Visit generation skipped task groups with a broken rule: ${result.failedGroups.join(', ')}`,
    });
  }
  return result;
}
