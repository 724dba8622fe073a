/**
 * Carrying a task group's changes to the visits it already made. Only visits nobody has acted on change:
 * unlocked, not complete, not invoiced, and after today — today's visits are already in the contractors'
 * hands, and their app may hold the ids of today's task lines.
 */
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { IsoDate } from '../../../shared/dates';
import { isOccurrence, type RuleFields } from '../../../shared/recurrence';
import type { Db } from '../../db/client';
import { findGroupRow, groupContractors, groupLines } from './group-rows.queries';
import { scheduleOccurrences, schedules, scheduleTasks, scheduleUsers } from './schedules.table';
import { linesOn } from './visit-lines';
import { insertVisitContractors, insertVisitLines } from './visit-writes';

const changeable = (today: IsoDate) =>
  and(eq(schedules.locked, false), eq(schedules.complete, false), isNull(schedules.invoiceId), gt(schedules.dueDate, today));

/**
 * Adjust: the group's changeable visits (and tasks merged into other visits) on dates the new rule no longer
 * gives are removed, with their ledger rows, so that if the rule ever gives those dates again they are made
 * again. Ledger rows of such dates without a visit (overwritten, removed) go too. Locked visits stay, with
 * their rows. Pass a rule of rotation `non` to remove every future visit (deleting the group). `alsoUnfit` marks
 * more dates the rule still gives as unfit: those of public holidays, when the group's holiday choice changed.
 */
export async function removeUnfitVisits(
  db: Db,
  groupId: number,
  rule: RuleFields,
  today: IsoDate,
  alsoUnfit: (date: IsoDate) => boolean = () => false,
) {
  const rows = await db
    .select({
      date: scheduleOccurrences.originDate,
      outcome: scheduleOccurrences.outcome,
      scheduleId: scheduleOccurrences.scheduleId,
      visitId: schedules.id,
    })
    .from(scheduleOccurrences)
    .leftJoin(schedules, and(eq(schedules.id, scheduleOccurrences.scheduleId), changeable(today)))
    .where(and(eq(scheduleOccurrences.taskGroupId, groupId), gt(scheduleOccurrences.originDate, today)));
  const unfit = rows.filter((row) => !isOccurrence(rule, row.date) || alsoUnfit(row.date));
  // A row whose visit exists but may not change keeps its visit and its record.
  const going = unfit.filter((row) => row.scheduleId === null || row.visitId !== null);
  const ownVisits = going.filter((r) => r.outcome === 'generated' && r.visitId !== null).map((r) => r.visitId as number);
  const mergedInto = going.filter((r) => r.outcome === 'merged' && r.visitId !== null).map((r) => r.visitId as number);
  if (mergedInto.length) {
    await db.delete(scheduleTasks).where(and(inArray(scheduleTasks.scheduleId, mergedInto), eq(scheduleTasks.taskGroupId, groupId)));
  }
  if (ownVisits.length) {
    // Another group's tasks merged into a visit that goes lose their record with it, so generating for the
    // client makes that group its own visit again (the caller does).
    await db.delete(scheduleOccurrences).where(inArray(scheduleOccurrences.scheduleId, ownVisits));
    await db.delete(schedules).where(inArray(schedules.id, ownVisits));
  }
  const dates = going.map((r) => r.date);
  if (dates.length) {
    await db
      .delete(scheduleOccurrences)
      .where(and(eq(scheduleOccurrences.taskGroupId, groupId), inArray(scheduleOccurrences.originDate, dates)));
  }
  return { removed: ownVisits.length + mergedInto.length };
}

/**
 * After a save: the group's changeable visits take its address and contractors, and every changeable visit
 * holding its lines (its own, or another group's it merged into) gets the group's current lines for that
 * date, paused ones left out. Lines already ticked complete are kept as they are. A visit of the group left
 * with no line at all is removed, and its date unrecorded, so that generation makes it again once a line
 * is resumed; a merge left without lines is unrecorded the same way.
 */
export async function refreshGroupVisits(db: Db, groupId: number, today: IsoDate) {
  const group = await findGroupRow(db, groupId);
  if (!group) return;
  const own = await db
    .select({ id: schedules.id, dueDate: schedules.dueDate })
    .from(schedules)
    .where(and(eq(schedules.taskGroupId, groupId), changeable(today)));
  const merged = await db
    .selectDistinct({ id: schedules.id, dueDate: schedules.dueDate })
    .from(scheduleTasks)
    .innerJoin(schedules, eq(schedules.id, scheduleTasks.scheduleId))
    .where(and(eq(scheduleTasks.taskGroupId, groupId), ne(schedules.taskGroupId, groupId), changeable(today)));
  const ownIds = own.map((v) => v.id);
  if (ownIds.length) {
    await db.update(schedules).set({ addressId: group.addressId, updatedAt: new Date() }).where(inArray(schedules.id, ownIds));
    await db.delete(scheduleUsers).where(inArray(scheduleUsers.scheduleId, ownIds));
    const users = await groupContractors(db, [groupId]);
    await insertVisitContractors(
      db,
      ownIds.flatMap((id) => users.map((u) => ({ scheduleId: id, userId: u.userId }))),
    );
  }
  const targets = [...own, ...merged];
  if (targets.length === 0) return;
  const targetIds = targets.map((v) => v.id);
  await db
    .delete(scheduleTasks)
    .where(and(inArray(scheduleTasks.scheduleId, targetIds), eq(scheduleTasks.taskGroupId, groupId), eq(scheduleTasks.complete, false)));
  const kept = await db
    .select({ scheduleId: scheduleTasks.scheduleId, lineId: scheduleTasks.taskGroupTaskId })
    .from(scheduleTasks)
    .where(and(inArray(scheduleTasks.scheduleId, targetIds), eq(scheduleTasks.taskGroupId, groupId)));
  const keptKeys = new Set(kept.map((k) => `${k.scheduleId}|${k.lineId}`));
  const lines = (await groupLines(db, [groupId])).get(groupId) ?? [];
  await insertVisitLines(
    db,
    targets.flatMap((visit) =>
      linesOn(lines, visit.dueDate)
        .filter((line) => !keptKeys.has(`${visit.id}|${line.task_group_task_id}`))
        .map((line) => ({ scheduleId: visit.id, line })),
    ),
  );
  await forgetEmpty(db, groupId, own, merged);
}

async function forgetEmpty(db: Db, groupId: number, own: { id: number }[], merged: { id: number }[]) {
  const ids = [...own, ...merged].map((v) => v.id);
  const counts = await db
    .select({
      id: scheduleTasks.scheduleId,
      all: sql<number>`count(*)::int`,
      ours: sql<number>`count(*) filter (where ${scheduleTasks.taskGroupId} = ${groupId})::int`,
    })
    .from(scheduleTasks)
    .where(inArray(scheduleTasks.scheduleId, ids))
    .groupBy(scheduleTasks.scheduleId)
    .orderBy(asc(scheduleTasks.scheduleId));
  const byId = new Map(counts.map((c) => [c.id, c]));
  const emptyOwn = own.filter((v) => (byId.get(v.id)?.all ?? 0) === 0).map((v) => v.id);
  const emptyMerges = merged.filter((v) => (byId.get(v.id)?.ours ?? 0) === 0).map((v) => v.id);
  if (emptyOwn.length) {
    await db.delete(scheduleOccurrences).where(inArray(scheduleOccurrences.scheduleId, emptyOwn));
    await db.delete(schedules).where(inArray(schedules.id, emptyOwn));
  }
  if (emptyMerges.length) {
    await db
      .delete(scheduleOccurrences)
      .where(and(eq(scheduleOccurrences.taskGroupId, groupId), inArray(scheduleOccurrences.scheduleId, emptyMerges)));
  }
}
